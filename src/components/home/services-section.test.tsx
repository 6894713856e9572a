import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { services, servicesIntro } from "#/src/copy/home.ts";
import { ServicesSection } from "#/src/components/home/services-section.tsx";
import { groupPages } from "#/src/lib/site-registry.ts";
import { pages } from "#/src/registry/pages.ts";

function renderSection() {
  render(
    <ServicesSection
      id="diensten"
      title={servicesIntro.title}
      intro={servicesIntro.intro}
      closeLabel={servicesIntro.close}
      services={services}
    />,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole("button", { name });
const panel = (name: string) => screen.getByRole("region", { name });
const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

describe("ServicesSection", () => {
  it("shows three cards, each with its name and a line about it, all closed at first", () => {
    renderSection();
    for (const service of services) {
      const target = card(service.title);
      expect(target).toHaveAttribute("aria-expanded", "false");
      expect(target).toHaveAttribute("aria-controls", `service-${service.id}`);
      expect(target).toHaveTextContent(service.title);
      expect(target).toHaveAccessibleDescription(service.summary);
    }
  });

  it("opens a card's panel with that service's pages and closes it on a second click", async () => {
    const user = renderSection();
    await user.click(card("Gehoorbescherming"));
    expect(card("Gehoorbescherming")).toHaveAttribute("aria-expanded", "true");
    expect(hrefs(panel("Gehoorbescherming"))).toEqual(groupPages(pages, "hearingProtection").map((page) => page.path));
    expect(hrefs(panel("Gehoorbescherming"))).toHaveLength(7);
    await user.click(card("Gehoorbescherming"));
    expect(card("Gehoorbescherming")).toHaveAttribute("aria-expanded", "false");
    expect(panel("Gehoorbescherming")).toHaveClass("js:hidden");
  });

  it("keeps one panel open at a time and closes it with 'Sluiten', focus back on its card", async () => {
    const user = renderSection();
    await user.click(card("Gehoorbescherming"));
    await user.click(card("Hoortoestellen"));
    expect(card("Gehoorbescherming")).toHaveAttribute("aria-expanded", "false");
    expect(within(panel("Hoortoestellen")).getByRole("link", { name: "Plan een demo!" })).toHaveAttribute(
      "href",
      "/afspraak-maken",
    );
    await user.click(within(panel("Hoortoestellen")).getByRole("button", { name: "Sluiten" }));
    expect(card("Hoortoestellen")).toHaveAttribute("aria-expanded", "false");
    expect(card("Hoortoestellen")).toHaveFocus();
  });

  it("works from the keyboard: Enter opens, Space closes", async () => {
    const user = renderSection();
    await user.tab();
    expect(card("Gehoorbescherming")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(card("Gehoorbescherming")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(card("Gehoorbescherming")).toHaveAttribute("aria-expanded", "false");
  });

  it("names each card by its tooltip, which holds the service's title", () => {
    renderSection();
    const tips = screen.getAllByRole("tooltip", { hidden: true });
    expect(tips.map((tip) => tip.textContent)).toEqual(services.map((service) => service.title));
  });

  it("offers the two in-ear monitor pages", async () => {
    const user = renderSection();
    await user.click(card("In-ear monitors"));
    expect(hrefs(panel("In-ear monitors"))).toEqual(groupPages(pages, "inEarMonitors").map((page) => page.path));
    expect(hrefs(panel("In-ear monitors"))).toHaveLength(2);
  });
});
