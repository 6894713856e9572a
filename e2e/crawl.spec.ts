import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { branches, business } from "#/src/data/business.server.ts";
import { contactFormHref } from "#/src/registry/pages.ts";
import { practice } from "#/src/data/owner-files.server.ts";
import { mailtoHref, telHref, whatsappHref } from "#/src/lib/contact-links.ts";
import { blogRedirects } from "#/src/data/blog-redirects.ts";
import { builtRoutes, expect, ownerData, test } from "#/e2e/fixtures.ts";
import { linkProblems, movedPostTargets } from "#/e2e/site-links.ts";

// A crawl of the built site from its HTML (no browser needed): every internal link leads to a
// page (or a redirect to one), every #anchor to an element on that page, and every file a page
// refers to exists. Console errors and hydration warnings are checked in the browser by the
// accessibility sweep (a11y.spec.ts), which loads every route in Dutch and Arabic.
const client = join(import.meta.dirname, "..", "build", "client");
const pageFile = (path: string) => join(client, path, "index.html");
const html = (path: string) => readFileSync(pageFile(path), "utf8");
const decode = (value: string) => value.replaceAll("&amp;", "&");

test("every internal link, anchor and referenced file on every page resolves", ownerData, () => {
  const routes = builtRoutes();
  const { problems, links, files } = linkProblems(client, routes, movedPostTargets(client, blogRedirects));
  console.log(`crawl: ${routes.length} pages, ${links} internal links, ${files} file references`);
  expect(problems).toEqual([]);
  expect(links).toBeGreaterThan(routes.length * 20);
  expect(files).toBeGreaterThan(routes.length * 5);
});

test("the crawl fails a link that leads nowhere, a missing anchor, a missing picture and font", () => {
  const site = mkdtempSync(join(tmpdir(), "crawl-known-bad-"));
  mkdirSync(join(site, "over"));
  writeFileSync(join(site, "style.css"), "@font-face{src:url(/letter.woff2)}");
  writeFileSync(
    join(site, "index.html"),
    `<link rel="stylesheet" href="/style.css"><a href="/over">goed</a><a href="/bestaat-niet">weg</a>
     <a href="/over#nergens">anker</a><a href="/oud">verhuisd</a><img src="/foto.avif" alt="">`,
  );
  writeFileSync(join(site, "over", "index.html"), '<h1 id="top">Over</h1><a href="/#top">terug</a>');
  const { problems, links } = linkProblems(site, ["/", "/over"], { "/oud": "/over" });
  expect(links).toBe(5);
  expect(problems.sort()).toEqual(
    [
      "/: link /bestaat-niet leads nowhere",
      "/: /bestaat-niet is missing",
      "/: /over#nergens has no #nergens on /over",
      "/: /foto.avif is missing",
      "/over: /#top has no #top on /",
      "/style.css: /letter.woff2 is missing",
    ].sort(),
  );
});

test(
  "every new-tab link is cut off from the page, and every phone, e-mail and WhatsApp link is right",
  ownerData,
  () => {
    const { complaints } = practice;
    const phones = new Set(
      [
        business.phone,
        ...branches.map((branch) => branch.phone),
        ...(complaints.officerPhone ? [complaints.officerPhone] : []),
      ].map(telHref),
    );
    const addresses = [
      business.email,
      business.legal.privacyEmail,
      complaints.officerEmail,
      ...branches.map((branch) => branch.email),
    ];
    const emails = new Set(addresses.map((email) => mailtoHref(email)));
    const whatsapp = whatsappHref(business.whatsappNumber, business.whatsappGreeting);
    const problems: string[] = [];
    for (const route of builtRoutes()) {
      for (const [tag] of html(route).matchAll(/<a\s[^>]*>/g)) {
        const href = decode(tag.match(/href="([^"]*)"/)?.[1] ?? "");
        const rel = tag.match(/rel="([^"]*)"/)?.[1]?.split(" ") ?? [];
        if (tag.includes('target="_blank"') && !(rel.includes("noopener") && rel.includes("noreferrer")))
          problems.push(`${route}: ${href} opens a new tab without rel="noopener noreferrer"`);
        if (href.startsWith("tel:") && !phones.has(href)) problems.push(`${route}: ${href} is not a configured number`);
        if (href.startsWith("tel:") && !/^tel:\+\d{10,15}$/.test(href))
          problems.push(`${route}: ${href} is not international`);
        if (href.startsWith("mailto:") && !emails.has(href.split("?")[0]!))
          problems.push(`${route}: ${href} is not ours`);
        if (href.includes("wa.me") && href !== whatsapp)
          problems.push(`${route}: ${href} is not the practice's WhatsApp`);
      }
    }
    expect(problems).toEqual([]);
  },
);

// A hard-of-hearing visitor must never be pushed to call: from every page's footer they can write.
test("every page's footer offers the contact form, e-mail and WhatsApp", ownerData, () => {
  const missing: string[] = [];
  for (const route of builtRoutes()) {
    const page = html(route);
    const footer = page.slice(page.lastIndexOf("<footer"), page.lastIndexOf("</footer>"));
    for (const [what, pattern] of [
      ["the contact form", new RegExp(`href="${contactFormHref}"`)],
      ["e-mail", new RegExp(`href="${mailtoHref(business.email)}"`)],
      ["WhatsApp", /href="https:\/\/wa\.me\//],
    ] as const) {
      if (!pattern.test(footer)) missing.push(`${route}: no ${what} in the footer`);
    }
  }
  expect(missing).toEqual([]);
});

test("unknown paths and moved posts are answered as every host will", async ({ request }) => {
  const missing = await request.get("/gehoorbescherming/bestaat-niet");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("<h1");
  for (const [from, to] of Object.entries(movedPostTargets(client, blogRedirects))) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
    expect(existsSync(pageFile(to)), to).toBe(true);
    expect(readFileSync(join(client, "_redirects"), "utf8")).toContain(`${from} ${to} 301`);
  }
});
