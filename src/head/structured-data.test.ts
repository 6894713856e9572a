import { describe, expect, it } from "vitest";
import { authorNames, authorPaths } from "#/src/copy/blog.ts";
import { fact, marked } from "#/src/lib/marked-text.ts";
import { EXAMPLE_MARK, plainText } from "#/src/copy/marked-text.ts";
import { branches, business, periodsOf, weekdays } from "#/src/data/business.server.ts";
import { contentPageAt } from "#/src/registry/content-pages.fixture.ts";
import { homeAnchorHref, pages, paths } from "#/src/registry/pages.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };
import { prices } from "#/src/data/owner-files.server.ts";
import {
  blogPostingLd,
  branchLd,
  breadcrumbLd,
  breadcrumbTrail,
  faqPageLd,
  organizationLd,
  pageStructuredData,
  productImageRefs,
  productLd,
} from "#/src/head/structured-data.ts";

/** The object as a search engine reads it: through JSON. */
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

/** Every string in the object that looks like a URL (or is an `@id`). */
function urlsIn(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "@id" || /^https?:|^\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlsIn(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => urlsIn(v, k));
  return [];
}

const ownUrls = (value: unknown) => urlsIn(value).filter((url) => !url.startsWith("https://schema.org"));

const organisationId = `${business.origin}/#organisatie`;

const post = {
  title: "Zwemdopjes: essentieel",
  summary: "Waarom zwemdopjes ertoe doen.",
  date: "2024-06-01",
  path: "/blogs/zwemdopjes-essentieel",
  author: plainText(authorNames.praktijk),
};

const faqItems = [
  { title: "Vraag één?", paragraphs: ["Eerste alinea.", "Tweede alinea."] },
  { title: "Vraag twee?", paragraphs: ["Antwoord."], points: ["punt a", "punt b"] },
];

/** A stand-in for media/resolve's picture URLs: which picture, on the site's origin. */
const imageUrl = (image: string) => `${business.origin}/media/${image}-og.jpg`;

const contentPaths = pages.filter((page) => "content" in page.source).map((page) => page.path);
const contentPage = (path: string) => contentPageAt(path)!;
const muzikanten = contentPage(paths.musicians);
const gamers = contentPage(paths.gamers);
const zwem = contentPage(paths.swim);
const werkwijze = contentPage(paths.method);

const everyBuilder = {
  organizationLd: organizationLd(),
  ...Object.fromEntries(branches.map((branch) => [`branchLd(${branch.id})`, branchLd(branch)])),
  blogPostingLd: blogPostingLd({ ...post, image: `${business.origin}/media/blog.jpg` }),
  faqPageLd: faqPageLd(faqItems),
  breadcrumbLd: breadcrumbLd(breadcrumbTrail(paths.swim, "Zwemmen")!),
  productLd: productLd({
    name: "Dopjes",
    description: "Op maat.",
    price: { amount: 139, from: false },
    path: paths.swim,
    image: imageUrl("swim"),
  }),
  ...Object.fromEntries(
    contentPaths.map((path) => [`pageStructuredData(${path})`, pageStructuredData(contentPage(path), path, imageUrl)]),
  ),
};

describe("every builder", () => {
  it.each(Object.entries(everyBuilder))("%s is plain data that survives JSON", (_, ld) => {
    expect(json(ld)).toEqual(ld);
  });
  it.each(Object.entries(everyBuilder))("%s carries the schema.org context", (_, ld) => {
    for (const item of [ld].flat()) expect(item["@context"]).toBe("https://schema.org");
  });
  it.each(Object.entries(everyBuilder))("%s links only to absolute URLs on the site's origin", (_, ld) => {
    const urls = ownUrls(ld).filter((url) => url !== business.linkedinUrl);
    for (const url of urls) expect(url.startsWith(`${business.origin}/`), url).toBe(true);
  });
});

describe("organizationLd()", () => {
  const ld = json(organizationLd());

  it("describes the practice with its contact details", () => {
    expect(ld).toMatchObject({
      "@type": "MedicalOrganization",
      "@id": organisationId,
      name: business.name,
      url: `${business.origin}/`,
      logo: `${business.origin}/icons/icon-512.png`,
      email: business.email,
      telephone: business.phone,
      sameAs: [business.linkedinUrl],
    });
  });
  it("points to every branch by its @id", () => {
    expect(ld.subOrganization).toEqual(
      branches.map((branch) => ({ "@id": `${business.origin}${branch.path}#vestiging` })),
    );
  });
});

describe.each(branches.map((branch) => [branch.name, branch] as const))("branchLd(%s)", (_, branch) => {
  const ld = json(branchLd(branch));

  it("names the branch and gives its address, phone and e-mail", () => {
    expect(ld).toMatchObject({
      "@type": "MedicalBusiness",
      "@id": `${business.origin}${branch.path}#vestiging`,
      name: `${business.name} ${branch.name}`,
      url: `${business.origin}${branch.path}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: branch.street,
        postalCode: branch.postcode,
        addressLocality: branch.city,
        addressCountry: "NL",
      },
      telephone: branch.phone,
      email: branch.email,
    });
  });
  it("belongs to the practice, which it describes where it names it", () => {
    expect(ld.parentOrganization).toEqual({
      "@type": "MedicalOrganization",
      "@id": organisationId,
      name: business.name,
      url: `${business.origin}/`,
      logo: `${business.origin}/icons/icon-512.png`,
    });
    expect(json(organizationLd()).subOrganization).toContainEqual({ "@id": ld["@id"] });
  });
  it("gives the branch's place on the map", () => {
    expect(ld.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: branch.geo.latitude,
      longitude: branch.geo.longitude,
    });
  });
  it("has exactly the branch's opening hours, closed days left out", () => {
    const published = ld.openingHoursSpecification.flatMap(
      (spec: { dayOfWeek: string[]; opens: string; closes: string }) =>
        [spec.dayOfWeek].flat().map((day) => `${day} ${spec.opens}-${spec.closes}`),
    );
    const expected = weekdays.flatMap((day) => {
      const schemaDay = `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}`;
      return periodsOf(branch.hours[day]).map((slot) => `${schemaDay} ${slot.opens}-${slot.closes}`);
    });
    expect(published.toSorted()).toEqual(expected.toSorted());
    expect(published).toHaveLength(new Set(published).size);
  });
});

describe("branchLd() with exceptions", () => {
  const branch = branches[0]!;
  const holidays = [
    { date: "2026-05-05", branches: [branch.id], hours: null, note: "Bevrijdingsdag" },
    { date: "2026-12-25", until: "2026-12-26", branches: [branch.id], hours: null, note: "Kerst" },
    { date: "2027-01-02", branches: [branch.id], hours: { opens: "09:30", closes: "13:00" }, note: "Korter open" },
  ];

  it("publishes the exceptions still ahead as special opening hours, closed days as 00:00–00:00", () => {
    expect(json(branchLd(branch, holidays, "2026-12-01")).specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-25",
        validThrough: "2026-12-26",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2027-01-02",
        validThrough: "2027-01-02",
        opens: "09:30",
        closes: "13:00",
      },
    ]);
  });
  it("publishes a day with a lunch break as its two times, for the week and for an exception", () => {
    const lunch = { opens: "09:00", closes: "17:00", pause: { from: "12:30", until: "13:30" } };
    const week = { ...branch.hours, monday: lunch, tuesday: lunch, wednesday: null };
    const ld = json(
      branchLd(
        { ...branch, hours: week },
        [{ date: "2026-12-24", branches: [branch.id], hours: lunch, note: "Kerstavond" }],
        "2026-12-01",
      ),
    );
    const both = ["09:00-12:30", "13:30-17:00"];
    const weekdaysOf = (times: string) =>
      ld.openingHoursSpecification
        .filter((spec: { opens: string; closes: string }) => `${spec.opens}-${spec.closes}` === times)
        .flatMap((spec: { dayOfWeek: string[] }) => spec.dayOfWeek);
    for (const times of both)
      expect(weekdaysOf(times)).toEqual(["https://schema.org/Monday", "https://schema.org/Tuesday"]);
    expect(
      ld.specialOpeningHoursSpecification.map(
        (spec: { validFrom: string; opens: string; closes: string }) =>
          `${spec.validFrom} ${spec.opens}-${spec.closes}`,
      ),
    ).toEqual(both.map((times) => `2026-12-24 ${times}`));
  });

  it("leaves them out once they are past", () => {
    expect(json(branchLd(branch, holidays, "2027-01-03"))).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});

describe("blogPostingLd()", () => {
  it("names the post, its date, its absolute address, its author and the practice as publisher", () => {
    const ld = json(blogPostingLd(post));
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      datePublished: post.date,
      url: `${business.origin}${post.path}`,
      author: { name: post.author },
      publisher: { "@id": organisationId },
      inLanguage: "nl-NL",
    });
  });
  it("links the author to their page where the site has one", () => {
    expect(json(blogPostingLd({ ...post, authorPath: authorPaths.praktijk })).author).toEqual({
      "@type": "Organization",
      name: plainText(authorNames.praktijk),
      url: `${business.origin}${paths.about}`,
    });
    expect(json(blogPostingLd(post)).author).not.toHaveProperty("url");
  });
  it("adds the image only when there is one", () => {
    const image = `${business.origin}/media/blog.jpg`;
    expect(json(blogPostingLd({ ...post, image })).image).toBe(image);
    expect(json(blogPostingLd(post))).not.toHaveProperty("image");
  });
});

describe("faqPageLd()", () => {
  const ld = json(faqPageLd(faqItems));

  it("makes one question per item, its answer as plain text", () => {
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Vraag één?",
        acceptedAnswer: { "@type": "Answer", text: "Eerste alinea.\n\nTweede alinea." },
      },
      {
        "@type": "Question",
        name: "Vraag twee?",
        acceptedAnswer: { "@type": "Answer", text: "Antwoord.\n\n• punt a\n• punt b" },
      },
    ]);
  });

  it("marks an example value in an answer as the page does, so search results do not state it as fact", () => {
    const answer = marked`Wij staan ingeschreven bij: ${fact("Register R", true)}.`;
    const [question] = json(faqPageLd([{ title: "Waar?", paragraphs: [answer] }])).mainEntity;
    expect(question.acceptedAnswer.text).toBe(`Wij staan ingeschreven bij: Register R ${EXAMPLE_MARK}.`);
  });
});

describe("breadcrumbLd()", () => {
  it("numbers the items from 1 with absolute URLs", () => {
    const ld = json(
      breadcrumbLd([
        { name: "Home", path: "/" },
        { name: "Blogs", path: "/blogs" },
        { name: "Tinnitus", path: "/blogs/tinnitus" },
      ]),
    );
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${business.origin}/` },
      { "@type": "ListItem", position: 2, name: "Blogs", item: `${business.origin}/blogs` },
      { "@type": "ListItem", position: 3, name: "Tinnitus", item: `${business.origin}/blogs/tinnitus` },
    ]);
  });
});

describe("breadcrumbTrail()", () => {
  it("goes Home → section → page for nested paths", () => {
    expect(breadcrumbTrail(paths.swim, "Zwemmen")).toEqual([
      { name: "Home", path: "/" },
      { name: "Gehoorbescherming", path: homeAnchorHref("services") },
      { name: "Zwemmen", path: paths.swim },
    ]);
    expect(breadcrumbTrail(paths.gamers, "Voor gamers")?.[1]).toMatchObject({ path: homeAnchorHref("services") });
    // A branch sits under the locations page, not under the about page.
    expect(breadcrumbTrail(paths.wieringerwerf, "Wieringerwerf")?.[1]).toEqual({
      name: nl.nav.location,
      path: paths.location,
    });
    expect(breadcrumbTrail("/blogs/tinnitus-week", "Tinnitusweek")?.[1]).toEqual({ name: "Blogs", path: paths.blogs });
  });
  it("has a trail for every nested content page and every page with a parent", () => {
    for (const path of contentPaths) {
      const nested = path.split("/").filter(Boolean).length > 1;
      const parent = pages.some((page) => page.path === path && "parent" in page);
      expect(breadcrumbTrail(path, "Pagina")?.length, path).toBe(nested || parent ? 3 : undefined);
    }
  });
  it("leads each section's crumb into the section: its own page, or the home page's services", () => {
    for (const path of contentPaths.filter((path) => path.split("/").filter(Boolean).length > 1)) {
      const middle = breadcrumbTrail(path, "Pagina")![1]!;
      const section = `/${path.split("/")[1]}`;
      expect([section, homeAnchorHref("services")], path).toContain(middle.path);
    }
  });
  it("writes a section's name as Dutch writes a name in a sentence, not the menu's title case", () => {
    for (const path of contentPaths.filter((path) => path.split("/").filter(Boolean).length > 1)) {
      const { name } = breadcrumbTrail(path, "Pagina")![1]!;
      expect(name.slice(1), path).toBe(name.slice(1).toLowerCase());
    }
  });
  it("gives no trail for top-level pages", () => {
    expect(breadcrumbTrail(paths.contact, "Contact")).toBeUndefined();
    expect(breadcrumbTrail(paths.home, "Home")).toBeUndefined();
  });
  it("refuses a nested path of an unknown section", () => {
    expect(() => breadcrumbTrail("/onbekend/pagina", "Pagina")).toThrow(/onbekend/);
  });
});

describe("productLd()", () => {
  const image = `${business.origin}/media/dopjes.jpg`;
  const input = { name: "Waterdopjes op maat", description: "Op maat.", path: paths.swim, image };

  it("offers a fixed price in euros, with two decimals", () => {
    const ld = json(productLd({ ...input, price: { amount: 1250, from: false } }));
    expect(ld).toMatchObject({ "@type": "Product", name: input.name, description: input.description });
    expect(ld.url).toBe(`${business.origin}${paths.swim}`);
    expect(ld.offers).toMatchObject({ price: "1250.00", priceCurrency: "EUR", seller: { "@id": organisationId } });
  });
  it("gives a 'from' price as a minimum in a price specification", () => {
    const { offers } = json(productLd({ ...input, price: { amount: 500, from: true } }));
    expect(offers).not.toHaveProperty("price");
    expect(offers.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      price: "500.00",
      minPrice: 500,
      priceCurrency: "EUR",
    });
  });
  it("shows the product's picture, and the practice as seller", () => {
    const ld = json(productLd({ ...input, price: { amount: 139, from: false } }));
    expect(ld.image).toBe(image);
    expect(ld.offers.seller).toMatchObject({
      "@type": "MedicalOrganization",
      "@id": organisationId,
      name: business.name,
    });
  });
  it("gives cents as cents", () => {
    expect(json(productLd({ ...input, price: { amount: 45.5, from: false } })).offers.price).toBe("45.50");
  });
});

describe("pageStructuredData()", () => {
  const ofType = (items: unknown[], type: string) =>
    json(items).filter((item: { "@type": string }) => item["@type"] === type);
  const priceOf = (product: { offers: { price?: string; priceSpecification?: { minPrice: number } } }) =>
    Number(product.offers.price ?? product.offers.priceSpecification?.minPrice);

  it("gives the musicians page its FAQ and its price", () => {
    const data = pageStructuredData(muzikanten, paths.musicians, imageUrl);
    const questions = muzikanten.sections.flatMap((section) =>
      section.type === "accordion" && section.faq ? section.items : [],
    );
    const faqs = ofType(data, "FAQPage");
    expect(faqs).toHaveLength(1);
    expect(questions.length).toBeGreaterThan(0);
    expect(faqs[0].mainEntity.map((question: { name: string }) => question.name)).toEqual(
      questions.map((question) => question.title),
    );
    const products = ofType(data, "Product");
    expect(products).toHaveLength(1);
    expect(products[0].name).toBe(muzikanten.meta.title);
    // What the product is (the page's description), not the note about what the price depends on.
    expect(products[0].description).toBe(muzikanten.meta.description);
    expect(priceOf(products[0])).toBe(prices["in-ear-musicians"].amount);
  });
  it("gives the gamers page its spec-sheet product at the HL5's price", () => {
    const products = ofType(pageStructuredData(gamers, paths.gamers, imageUrl), "Product");
    expect(products.map((product: { name: string }) => product.name)).toEqual(["HL5 Gaming Edition"]);
    expect(products.map(priceOf)).toEqual([prices["in-ear-hl5"].amount]);
  });
  it("gives the swim page one product per card, each with the card's picture", () => {
    const data = pageStructuredData(zwem, paths.swim, imageUrl);
    expect(data).toHaveLength(2);
    expect(ofType(data, "Product").map(priceOf)).toEqual([prices["swim-basic"].amount, prices["swim-custom"].amount]);
    const cards = zwem.sections.flatMap((section) => (section.type === "products" ? section.products : []));
    expect(ofType(data, "Product").map((product: { image: string }) => product.image)).toEqual(
      cards.map((card) => imageUrl(card.image)),
    );
  });
  it("gives a page priced by its 'from' price the page's own picture", () => {
    const product = ofType(pageStructuredData(muzikanten, paths.musicians, imageUrl), "Product")[0];
    expect(product.image).toBe(imageUrl(muzikanten.hero.image!));
  });
  it("publishes no FAQ for accordions not marked as one", () => {
    expect(zwem.sections.some((section) => section.type === "accordion")).toBe(true);
    expect(ofType(pageStructuredData(zwem, paths.swim, imageUrl), "FAQPage")).toEqual([]);
  });
  it("asks only for the pictures productImageRefs() lists, which the page's data resolves beforehand", () => {
    for (const path of contentPaths) {
      const asked: string[] = [];
      pageStructuredData(contentPage(path), path, (image) => (asked.push(image), imageUrl(image)));
      expect(asked, path).toEqual(productImageRefs(contentPage(path)));
    }
  });
  it("gives nothing for a page without prices or FAQ", () => {
    expect(pageStructuredData(werkwijze, paths.method, imageUrl)).toEqual([]);
  });
});
