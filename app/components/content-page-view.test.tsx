import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contentPageAt } from "#/app/content/content-pages.ts";
import { pages } from "#/app/content/site.ts";
import { formatPrice, type PriceValue } from "#/app/lib/price.ts";
import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/content/sections.ts";
import { iconsFor } from "#/app/lib/content-icons.server.tsx";
import { mediaFor } from "#/media/resolve.ts";
import "#/app/i18n/i18n.ts";
import { ContentPageView } from "#/app/components/content-page-view.tsx";
import { preloadSections } from "#/app/components/sections/islands.ts";

/** Renders a page as a client-side navigation would: its islands (carousel, calculator) preloaded. */
async function renderPage(page: ContentPage) {
  await preloadSections(page.sections);
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ContentPageView page={page} media={mediaFor(page)} icons={iconsFor(page)} /> },
  ]);
  const result = render(<Stub />);
  await act(() => Promise.resolve());
  return result;
}

const page = (path: string) => contentPageAt(path)!;
/** A price as Testing Library reads it: with its no-break space as a plain one. */
const shown = (price: PriceValue) => formatPrice(price).replace(/\s/g, " ");
const contentPaths = pages.filter((entry) => "content" in entry.source).map((entry) => entry.path);

describe("ContentPageView", () => {
  it.each(contentPaths)("renders %s with one h1 and every section heading", async (path) => {
    await renderPage(page(path));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    for (const section of page(path).sections) if ("title" in section) expect(headings).toContain(section.title);
    expect(headings.at(-1)).toBe(page(path).cta.title);
  });

  it("shows the music page's two products with their prices and filters", async () => {
    await renderPage(page("/gehoorbescherming/muziek"));
    const products = screen.getByRole("region", { name: "Onze muziekoordoppen" });
    expect(within(products).getByRole("heading", { name: "Regular" })).toBeInTheDocument();
    expect(within(products).getByText(shown(prices["music-regular"]))).toBeInTheDocument();
    expect(within(products).getByText(shown(prices["music-premium"]))).toBeInTheDocument();
    expect(within(products).getAllByText(/15, 19 of 25 dB/).length).toBeGreaterThan(0);
  });

  it("gives the motor page's product cards anchor ids", async () => {
    const { container } = await renderPage(page("/gehoorbescherming/motor"));
    expect(container.querySelector("#road-regular")).toHaveTextContent("Road Regular");
    expect(container.querySelector("#road-premium")).toHaveTextContent(shown(prices["motor-premium"]));
  });

  it("prerenders the calculator's table of situations for readers without JavaScript", async () => {
    await renderPage(page("/gehoorbescherming/muziek"));
    const table = screen.getByRole("table", { name: "Tijd per dag volgens de richtlijn, per situatie" });
    const concert = within(table).getByRole("row", { name: /Concert/ });
    expect(concert).toHaveTextContent("110 dB(A)");
    expect(concert).toHaveTextContent("1 minuut");
    // With the 25 dB filter counted as 22 dB in practice, a concert allows 4 hours, not the nominal 8.
    expect(within(concert).getAllByRole("cell").at(-1)).toHaveTextContent("4 uur");
  });

  it("links the calls to action to the appointment and contact pages", async () => {
    await renderPage(page("/gehoorbescherming/slaap"));
    expect(screen.getByRole("link", { name: /Afspraak maken/ })).toHaveAttribute("href", "/afspraak-maken");
    expect(screen.getByRole("link", { name: /Contact voor advies/ })).toHaveAttribute("href", "/contact");
  });
});

describe("the swim page's accordion", () => {
  it("has the three groups as one exclusive, collapsed set of disclosures", async () => {
    const { container } = await renderPage(page("/gehoorbescherming/zwem"));
    const items = [...container.querySelectorAll("details")];
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual([
      "Kinderen met trommelvliesbuisjes",
      "Volwassenen",
      "Op maat gemaakt",
    ]);
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items.every((item) => !item.open)).toBe(true);
  });
});
