import { plainText } from "#/src/copy/marked-text.ts";
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contentPageAt } from "#/src/registry/content-pages.fixture.ts";
import { formatPrice, PRICES_INCLUDE_VAT, type PriceValue } from "#/src/lib/price.ts";
import { practice, prices, team } from "#/src/data/owner-files.server.ts";
import type { ContentPage } from "#/src/copy/sections.ts";
import { mediaFor } from "#/media/resolve.ts";
import "#/src/i18n/i18n.ts";
import { withJumpLinks } from "#/src/copy/sections.ts";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import { business } from "#/src/data/business.server.ts";
import { contentPage, CtaPart, HeaderPart, SectionsPart } from "#/src/page-bodies/content-page.tsx";
import { ARBO, GUIDELINE_BASIS, workProtectionSentence } from "#/src/copy/noise-rules.ts";
import { formatShare, OWN_CONTRIBUTION_SHARE } from "#/src/lib/reimbursement-rules.ts";
import { sharedTexts } from "#/src/copy/shared-texts.ts";
import { eigenRisicoNewYear } from "#/src/data/eigen-risico-at-build.server.ts";
import { readPageCopies } from "#/src/data/page-copies.server.ts";
import { contentFileAt } from "#/src/registry/content-pages.ts";
import { pages, paths } from "#/src/registry/pages.ts";

/**
 * Renders a page's parts as src/pages/[...page].astro puts them in order, its carousels and
 * calculators (each an island on the built page, given the practice's details) among its sections.
 */
async function renderPage(page: ContentPage) {
  const context = { media: mediaFor(page) };
  const result = render(
    <BusinessContext value={business}>
      <HeaderPart hero={page.hero} cta={page.cta} {...context} />
      <SectionsPart sections={withJumpLinks(page.sections, page.cta)} {...context} />
      <CtaPart cta={page.cta} {...context} />
    </BusinessContext>,
  );
  await act(() => Promise.resolve());
  return result;
}

const page = (path: string) => contentPageAt(path)!;
/** A price as Testing Library reads it: with its no-break space as a plain one. */
const shown = (price: PriceValue) => formatPrice(price).replace(/\s/g, " ");
const contentPaths = pages.filter((entry) => "content" in entry.source).map((entry) => entry.path);

describe("a content page", () => {
  it.each(contentPaths)("renders %s with one h1 and every section heading", async (path) => {
    await renderPage(page(path));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    for (const section of page(path).sections) if ("title" in section) expect(headings).toContain(section.title);
    expect(headings.at(-1)).toBe(page(path).cta.title);
  });

  it("shows the music page's two products with their prices and filters", async () => {
    await renderPage(page("/gehoorbescherming/muziek"));
    const section = page("/gehoorbescherming/muziek").sections.find((item) => item.type === "products")!;
    if (section.type !== "products") throw new Error("no products on the music page");
    const products = screen.getByRole("region", { name: section.title });
    for (const product of section.products)
      expect(within(products).getByRole("heading", { name: product.name })).toBeInTheDocument();
    expect(within(products).getByText(shown(prices["music-regular"]))).toBeInTheDocument();
    expect(within(products).getByText(shown(prices["music-premium"]))).toBeInTheDocument();
    expect(within(products).getAllByText(/15, 19 of 25 dB/).length).toBeGreaterThan(0);
  });

  it("gives the motor page's product cards anchor ids", async () => {
    const { container } = await renderPage(page("/gehoorbescherming/motor"));
    const section = page("/gehoorbescherming/motor").sections.find((item) => item.type === "products");
    const regular =
      section?.type === "products" ? section.products.find((product) => product.id === "road-regular") : undefined;
    expect(container.querySelector("#road-regular")).toHaveTextContent(regular!.name);
    expect(container.querySelector("#road-premium")).toHaveTextContent(shown(prices["motor-premium"]));
  });

  it("prerenders the calculator's table of situations for readers without JavaScript", async () => {
    await renderPage(page("/gehoorbescherming/muziek"));
    const table = screen.getByRole("table", { name: "Tijd per dag volgens de richtlijn, per situatie" });
    const loud = within(table).getByRole("row", { name: /speakers/ });
    expect(loud).toHaveTextContent("110 dB(A)");
    expect(loud).toHaveTextContent("1 minuut");
  });

  it("links the calls to action to the appointment and contact pages", async () => {
    await renderPage(page("/gehoorbescherming/slaap"));
    // Booking in the hero and again at the end; the question only at the end, beside booking.
    const booking = screen.getAllByRole("link", { name: /Afspraak maken/ });
    expect(booking).toHaveLength(2);
    for (const link of booking) expect(link).toHaveAttribute("href", "/afspraak-maken");
    expect(screen.getByRole("link", { name: /Contact voor advies/ })).toHaveAttribute("href", "/contact");
  });
});

const priced = new Set(["products", "price-list", "price", "spec-sheet"]);

describe("prices on the content pages", () => {
  it.each(contentPaths.filter((path) => page(path).sections.some((section) => priced.has(section.type))))(
    "%s says with every set of prices that they include VAT",
    async (path) => {
      await renderPage(page(path));
      for (const section of page(path).sections) {
        if (!priced.has(section.type) || !("title" in section)) continue;
        expect(screen.getByRole("region", { name: section.title })).toHaveTextContent(PRICES_INCLUDE_VAT);
      }
    },
  );
});

describe("jump links", () => {
  const withJumpLinks = contentPaths.filter((path) => page(path).sections.some((s) => s.type === "jump-links"));

  it("are on the costs page, which has more than four sections", () => {
    expect(withJumpLinks).toContain("/kosten-en-vergoeding");
  });

  it.each(withJumpLinks)("lead on %s to headings of the page, after the links", async (path) => {
    const { container } = await renderPage(page(path));
    const nav = screen.getByRole("navigation", { name: "Op deze pagina" });
    const links = within(nav).getAllByRole("link");
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href")!);
      expect(target?.tagName, link.getAttribute("href")!).toBe("H2");
      expect(nav.compareDocumentPosition(target!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

describe("the costs page's folded reference", () => {
  it("keeps every price, description and rule in the page, the folded ones in closed disclosures", async () => {
    const costs = page("/kosten-en-vergoeding");
    const { container } = await renderPage(costs);
    const closed = [...container.querySelectorAll("details")];
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((details) => !details.open)).toBe(true);
    for (const section of costs.sections) {
      if (section.type === "price-list") {
        const region = screen.getByRole("region", { name: section.title });
        for (const row of section.rows) {
          expect(region).toHaveTextContent(row.price.text.replace(/\s/g, " "));
          if (row.description) expect(region).toHaveTextContent(row.description);
        }
      }
      if (section.type === "list") {
        const region = screen.getByRole("region", { name: section.title });
        for (const item of section.items) expect(region).toHaveTextContent(item.title);
      }
    }
  });
});

describe("the swim page's accordion", () => {
  it("has its questions as one exclusive, collapsed set of disclosures", async () => {
    await renderPage(page("/gehoorbescherming/zwem"));
    const accordion = page("/gehoorbescherming/zwem").sections.find((section) => section.type === "accordion");
    // The accordion's own disclosures (the page's 'Op deze pagina' links are folded too).
    const region = screen.getByRole("region", { name: accordion?.type === "accordion" ? accordion.title : "" });
    const items = [...region.querySelectorAll("details")];
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(
      accordion?.type === "accordion" ? accordion.items.map((item) => item.title) : [],
    );
    expect(items.length).toBeGreaterThan(1);
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items.every((item) => !item.open)).toBe(true);
  });
});

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("health and money advice on the content pages (src/copy/shared-texts.ts)", () => {
  it("tells parents that children with grommets swim without plugs before the swim page offers any", async () => {
    const { container } = await renderPage(page("/gehoorbescherming/zwem"));
    const advice = container.querySelector('[data-shared-text="zwemmen-met-buisjes"]')!;
    const { title, paragraphs } = sharedTexts["zwemmen-met-buisjes"];
    expect(within(advice as HTMLElement).getByRole("heading", { name: title })).toBeInTheDocument();
    expect(advice).toHaveTextContent(paragraphs[0]!);
    const offer = page("/gehoorbescherming/zwem").sections.find((section) => section.type === "products")!;
    const products = container.querySelectorAll(`section[aria-labelledby='${offer.id}'] li`);
    expect(products.length).toBeGreaterThan(0);
    for (const offer of products) expect(precedes(advice, offer)).toBe(true);
    for (const price of screen.getAllByText(shown(prices["swim-basic"]))) expect(precedes(advice, price)).toBe(true);
  });

  it("asks who has a hole in the eardrum, an operated or a running ear to ask the ENT doctor before the first step of an impression", async () => {
    const { container } = await renderPage(page("/gehoorbescherming/zwem"));
    const caution = container.querySelector('[data-shared-text="oorafdruk-voorzichtig"]')!;
    expect(caution).toHaveTextContent(sharedTexts["oorafdruk-voorzichtig"].paragraphs[0]!);
    const impression = page("/gehoorbescherming/zwem").sections.find((section) => section.type === "steps")!;
    const firstStep = container.querySelector(`section[aria-labelledby='${impression.id}-title'] ol > li`)!;
    expect(firstStep).not.toBeNull();
    expect(precedes(caution, firstStep)).toBe(true);
  });

  it.each(contentPaths.filter((path) => page(path).sections.some((section) => section.type === "calculator")))(
    "%s names whose guideline its calculator follows, in the one wording",
    async (path) => {
      const { container } = await renderPage(page(path));
      expect(container.textContent!.split(GUIDELINE_BASIS)).toHaveLength(2);
    },
  );

  it("gives no time with protection at work, where the employer's measurement decides; elsewhere it does", async () => {
    await renderPage(page("/gehoorbescherming/werk"));
    const table = screen.getByRole("table", { name: "Tijd per dag volgens de richtlijn, per situatie" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Situatie", "Niveau", "Bescherming verplicht vanaf (per dag)"]);
    expect(screen.queryByRole("checkbox", { name: "Met gehoorbescherming" })).toBeNull();
    // The employer chooses protection at work: the page says so, and claims no certification unconfirmed.
    expect(screen.getByText(workProtectionSentence(practice.workPlugsCertification))).toBeInTheDocument();
  });

  it.each(["/gehoorbescherming/muziek", "/gehoorbescherming/motor"])(
    "%s gives no time with its filters, and says why",
    async (path) => {
      await renderPage(page(path));
      const table = screen.getByRole("table", { name: "Tijd per dag volgens de richtlijn, per situatie" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Situatie", "Niveau", "Zonder bescherming"]);
      expect(screen.queryByRole("checkbox")).toBeNull();
      // The page's own words about protection (its file's), in place of a time with it.
      const calculator = page(path).sections.find((section) => section.type === "calculator");
      const note = calculator?.type === "calculator" ? calculator.protectionNote : undefined;
      expect(note).toBeDefined();
      expect(screen.getByTestId("calculator-result")).toHaveTextContent(plainText(note!));
    },
  );

  it("lists the employer's duties on the work page with the Arbobesluit's values", async () => {
    await renderPage(page("/gehoorbescherming/werk"));
    const duties = screen.getByRole("region", { name: "Wat moet uw werkgever doen?" });
    for (const level of [ARBO.lowerActionDb, ARBO.upperActionDb, ARBO.limitDb]) {
      expect(within(duties).getByText(new RegExp(`\\b${level} dB\\(A\\)`))).toBeInTheDocument();
    }
  });

  it.each(["/hoortoestellen", "/kosten-en-vergoeding"])(
    "%s says that a device received next year may count toward next year's eigen risico",
    async (path) => {
      const { container } = await renderPage(page(path));
      expect(container.textContent).toContain(eigenRisicoNewYear);
    },
  );

  it("states on the hearing-aids page what the insurer pays and what the visitor pays, from the rules", async () => {
    const { container } = await renderPage(page("/hoortoestellen"));
    const costs = container.querySelector("#kosten")!.closest("section")!;
    expect(costs).toHaveTextContent(formatShare(1 - OWN_CONTRIBUTION_SHARE));
    expect(costs).toHaveTextContent(formatShare(OWN_CONTRIBUTION_SHARE));
  });
});

const copies = readPageCopies();
const pageAt = (path: string) => {
  const name = contentFileAt(path)!;
  return contentPage(path, { name, copy: copies[name]! });
};

describe("a content page's data", () => {
  it("shows the first member of the team on the hearing-care pages, not on their money page or elsewhere", () => {
    for (const path of [paths.hearingAids, paths.secondOpinion, paths.tinnitus, paths.method])
      expect(pageAt(path).practitioner, path).toEqual(team.members[0]);
    for (const path of [paths.costs, paths.music, paths.musicians, paths.hurdegaryp, paths.about])
      expect(pageAt(path).practitioner, path).toBeUndefined();
  });

  it("gives the proof under the hero every picture of the page, and the practitioner's portrait where there is one", () => {
    for (const path of contentPaths) {
      const { media, proofMedia, practitioner } = pageAt(path);
      expect(proofMedia.pictures, path).toMatchObject(media.pictures);
      if (practitioner?.photo) expect(Object.keys(proofMedia.pictures).length, path).toBeGreaterThan(0);
    }
  });
});
