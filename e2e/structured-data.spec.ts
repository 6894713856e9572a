// Every JSON-LD block of every built page, read as a validator reads it (issue 24): each `@id` a
// page names is described on that page, products have a picture that exists, branches have `geo`,
// authors with a page of their own link to it, and each type has the properties search engines
// require of it. Reads the build directly; no browser needed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { builtRoutes, expect, ownerData, test } from "#/e2e/fixtures.ts";
import { authorNames, authorPaths } from "#/src/copy/blog.ts";
import { business } from "#/src/data/business.server.ts";

type Node = Record<string, unknown>;

const client = join(import.meta.dirname, "..", "build", "client");
const htmlFile = (route: string) => join(client, route === "/" ? "" : route, "index.html");

const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );

/** Every object in the blocks, nested ones included. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(nodes)];
}

const ofType = (all: Node[], type: string) => all.filter((node) => node["@type"] === type);
const isReference = (node: Node) => Object.keys(node).length === 1 && typeof node["@id"] === "string";
const onSite = (url: unknown) => typeof url === "string" && url.startsWith(`${business.origin}/`);
/** The built file a URL on the site names (a page or a picture). */
const builtFile = (url: string) => {
  const path = new URL(url).pathname;
  return existsSync(join(client, path)) ? join(client, path) : htmlFile(path.replace(/\/$/, "") || "/");
};

const routes = builtRoutes();

test("the pages carry structured data at all", ownerData, () => {
  const pagesWithData = routes.filter((route) => blocks(readFileSync(htmlFile(route), "utf8")).length > 0);
  expect(pagesWithData.length).toBeGreaterThan(routes.length / 2);
});

for (const route of routes) {
  test(`${route}: structured data a validator accepts`, ownerData, () => {
    const all = nodes(blocks(readFileSync(htmlFile(route), "utf8")));

    // Every @id named on the page is described on the page.
    const described = new Set(all.filter((node) => !isReference(node) && node["@id"]).map((node) => node["@id"]));
    for (const reference of all.filter(isReference)) {
      expect.soft(described, `${route}: ${reference["@id"]} is named but not described`).toContain(reference["@id"]);
    }

    for (const organization of ofType(all, "MedicalOrganization")) {
      expect.soft(organization.name, route).toBe(business.name);
      expect.soft(onSite(organization.url), `${route}: organisation url`).toBe(true);
      expect.soft(existsSync(builtFile(String(organization.logo))), `${route}: logo ${organization.logo}`).toBe(true);
    }

    for (const branch of ofType(all, "MedicalBusiness")) {
      const geo = branch.geo as Node | undefined;
      expect.soft(geo?.["@type"], `${route}: ${branch.name} has geo`).toBe("GeoCoordinates");
      expect.soft(typeof geo?.latitude === "number" && typeof geo.longitude === "number", route).toBe(true);
      const address = branch.address as Node;
      for (const field of ["streetAddress", "postalCode", "addressLocality", "addressCountry"]) {
        expect.soft(address?.[field], `${route}: ${branch.name} address ${field}`).toBeTruthy();
      }
      expect.soft(branch.telephone, `${route}: ${branch.name} telephone`).toBeTruthy();
      expect.soft(existsSync(builtFile(String(branch.url))), `${route}: ${branch.url} is a built page`).toBe(true);
    }

    for (const product of ofType(all, "Product")) {
      const what = `${route}: product ${product.name}`;
      expect.soft(onSite(product.image), `${what} has an image on the site`).toBe(true);
      if (onSite(product.image)) expect.soft(existsSync(builtFile(String(product.image))), what).toBe(true);
      const offer = product.offers as Node;
      const price = offer?.price ?? (offer?.priceSpecification as Node | undefined)?.price;
      expect.soft(price, `${what} has a price`).toMatch(/^\d+\.\d{2}$/);
      expect.soft(offer?.priceCurrency, what).toBe("EUR");
    }

    for (const post of ofType(all, "BlogPosting")) {
      const what = `${route}: post`;
      for (const field of ["headline", "datePublished", "image", "url"])
        expect.soft(post[field], `${what} ${field}`).toBeTruthy();
      const author = post.author as Node;
      expect.soft(author?.name, `${what} author`).toBeTruthy();
      for (const [key, path] of Object.entries(authorPaths)) {
        if (author?.name === authorNames[key as keyof typeof authorNames]) {
          expect
            .soft(author.url, `${what}: ${author.name} links to their page`)
            .toBe(new URL(path, business.origin).href);
        }
      }
      if (author?.url) expect.soft(existsSync(builtFile(String(author.url))), `${what}: author page built`).toBe(true);
    }

    for (const faq of ofType(all, "FAQPage")) {
      const questions = faq.mainEntity as Node[];
      expect.soft(questions.length, route).toBeGreaterThan(0);
      for (const question of questions) {
        expect.soft(question.name, route).toBeTruthy();
        expect.soft((question.acceptedAnswer as Node)?.text, `${route}: answer to ${question.name}`).toBeTruthy();
      }
    }

    for (const list of ofType(all, "BreadcrumbList")) {
      const items = list.itemListElement as Node[];
      expect
        .soft(
          items.map((item) => item.position),
          route,
        )
        .toEqual(items.map((_, i) => i + 1));
      for (const item of items)
        expect.soft(onSite(item.item) && !!item.name, `${route}: crumb ${item.name}`).toBe(true);
    }
  });
}
