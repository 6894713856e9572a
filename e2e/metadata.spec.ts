import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { business, branches, periodsOf } from "#/src/data/business.server.ts";
import { builtRoutes, expect, hydrated, ownerData, test } from "#/e2e/fixtures.ts";

// What a search engine or a link preview reads from each prerendered page, straight from the
// server's HTML (no scripts run).
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const meta = (html: string, key: "name" | "property", value: string) =>
  attr(html, new RegExp(`<meta ${key}="${value.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`));
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test(
  "every page has its own title and description, a canonical address, previews and valid JSON-LD",
  ownerData,
  async ({ request }) => {
    const titles = new Map<string, string>(); // title → canonical address
    for (const route of builtRoutes()) {
      const html = await (await request.get(route)).text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title, route).toMatch(new RegExp(`(^| \\| )${business.name}$`));
      // As search engines show it: 70 to 160 characters (counted after the HTML's character references).
      const description = decodeEntities(meta(html, "name", "description") ?? "");
      expect(description.length, `${route}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${route}: ${description}`).toBeLessThanOrEqual(160);
      expect(attr(html, /<html lang="([^"]+)"/), route).toBe("nl");
      expect(meta(html, "name", "theme-color"), route).toMatch(/^#[0-9a-f]{6}$/);
      expect(html, route).toContain('<link rel="manifest" href="/site.webmanifest"');

      const noindex = meta(html, "name", "robots")?.includes("noindex");
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      if (!noindex) expect(canonical, route).toMatch(new RegExp(`^${business.origin}/`));
      // One title per page; /locatie is the Hurdegaryp page under a second address (same canonical).
      const key = canonical ?? route;
      expect(titles.get(title!) ?? key, `${route}: title used by another page`).toBe(key);
      titles.set(title!, key);
      for (const property of ["og:title", "og:description", "og:image", "og:image:alt"]) {
        expect(meta(html, "property", property), `${route} ${property}`).toBeTruthy();
      }
      const image = meta(html, "property", "og:image")!;
      expect(image, route).toMatch(new RegExp(`^${business.origin}/.+\\.jpg$`));
      const served = await request.get(new URL(image).pathname);
      expect(served.status(), `${route}: ${image}`).toBe(200);
      expect(meta(html, "name", "twitter:card"), route).toBe("summary_large_image");

      for (const data of jsonLd(html)) expect(data["@context"], route).toBe("https://schema.org");
    }
  },
);

test(
  "the home page describes the practice and both branches with the hours the pages show",
  ownerData,
  async ({ request }) => {
    const data = jsonLd(await (await request.get("/")).text());
    expect(data.map((item) => item["@type"])).toEqual(["MedicalOrganization", "MedicalBusiness", "MedicalBusiness"]);
    for (const branch of branches) {
      const ld = data.find((item) => item.url === `${business.origin}${branch.path}`)!;
      expect(ld.telephone).toBe(branch.phone);
      const hours = (ld.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]).flatMap(
        (spec) =>
          spec.dayOfWeek.map(
            (day) => `${day.replace("https://schema.org/", "").toLowerCase()} ${spec.opens}-${spec.closes}`,
          ),
      );
      // A day with a lunch break is open twice.
      const expected = Object.entries(branch.hours).flatMap(([day, time]) =>
        periodsOf(time).map((period) => `${day} ${period.opens}-${period.closes}`),
      );
      expect(hours.sort()).toEqual(expected.sort());
    }
  },
);

test(
  "articles, priced products, the FAQ and nested pages carry their structured data",
  ownerData,
  async ({ request }) => {
    const types = async (route: string) => jsonLd(await (await request.get(route)).text()).map((item) => item["@type"]);
    expect(await types("/in-ear-monitors/muzikanten")).toEqual(["Product", "FAQPage", "BreadcrumbList"]);
    expect(await types("/in-ear-monitors/gamers")).toEqual(["Product", "BreadcrumbList"]);
    // One of the owner's posts (whichever the owner keeps online), with its own picture if one has one.
    const post = publishedPosts().find((entry) => entry.image) ?? publishedPosts()[0];
    expect(post, "a published post").toBeDefined();
    expect(await types(post!.path)).toEqual(["BlogPosting", "BreadcrumbList"]);
    expect(await types("/locatie/wieringerwerf")).toContain("MedicalBusiness");
    const article = await (await request.get(post!.path)).text();
    expect(meta(article, "property", "og:type")).toBe("article");
    expect(meta(article, "property", "og:image")).toMatch(
      post!.image ? /\/media\/blog-[a-z-]+-og\.[0-9a-f]{10}\.jpg$/ : /^https:\/\/.+\.jpg$/,
    );
  },
);

test("the largest picture of a page is preloaded from the head at high priority", async ({ request }) => {
  const html = await (await request.get("/werkwijze")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = /<link [^>]*rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? "";
  // Attribute names in any case and order: HTML reads them so.
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`, "i").exec(preload)?.[1];
  expect(attribute("fetchpriority")).toBe("high");
  expect(attribute("type")).toBe("image/avif");
  expect(attribute("imagesrcset")).toMatch(/care-method-hero-800\./);
});

// JSON-LD is written at build time only; every link is a full page load, so the document the
// visitor reaches holds the new page's structured data and none of the page they left.
test("structured data never describes a page the visitor has left", async ({ page }) => {
  await page.goto("/in-ear-monitors/muzikanten");
  await hydrated(page);
  const ld = page.locator('script[type="application/ld+json"]');
  await expect(ld).toHaveCount(3);
  await page.getByRole("contentinfo").getByRole("link", { name: "Zwemmen" }).click();
  await page.waitForURL(/\/gehoorbescherming\/zwem$/);
  const blocks = await ld.allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(block).not.toContain("/in-ear-monitors/muzikanten");
  const breadcrumb = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement.at(-1).item).toMatch(/\/gehoorbescherming\/zwem$/);
});
