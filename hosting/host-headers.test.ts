// The `_headers` file the build writes for Cloudflare Pages, read back as Cloudflare reads it
// (e2e/cloudflare-headers.ts): every line within Cloudflare's limits, and every address of a
// build given exactly the headers `npm start`'s server sends for it, page policies included.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "#/e2e/raw-http.ts";
import { writeServingManifest } from "#/scripts/lib/serving-manifest.ts";
import { headersAt, parseHeadersFile } from "#/e2e/cloudflare-headers.ts";
import {
  clientFiles,
  contentSecurityPolicy,
  headerSets,
  headersFile,
  inlineScriptHashes,
  MAX_HEADER_LINE,
  MAX_HEADER_RULES,
  pageAddress,
  redirects,
  sitePolicies,
} from "#/hosting/http-policy.ts";
import { createSiteServer } from "#/server/http-server.ts";
import { loadRelease } from "#/server/releases.ts";
import { createSiteHandler } from "#/server/site-handler.ts";

const [movedFrom] = Object.keys(redirects);

/** A built page: inline scripts every page shares, and its own. */
const page = (name: string, own = 2) =>
  `<!doctype html><html lang="nl"><head><title>${name}</title>` +
  `<script>document.documentElement.classList.add("js")</script>` +
  `<script type="application/ld+json">{"@type":"WebPage","name":"${name}"}</script></head>` +
  `<body><h1>${name}</h1><script>window.__gate=Promise.resolve()</script>` +
  Array.from({ length: own }, (_, i) => `<script>window.__data${i}=${JSON.stringify(`${name} ${i}`)}</script>`).join(
    "",
  ) +
  `<script src="/assets/entry-0a1b2c3d.js"></script></body></html>`;

const files: Record<string, string> = {
  "404.html": page("Pagina niet gevonden"),
  "index.html": page("Home"),
  "contact/index.html": page("Contact", 3),
  "afspraak-maken/index.html": page("Afspraak maken"),
  "blogs/index.html": page("Blogs"),
  "blogs/tinnitus-week/index.html": page("Week van het Oorsuizen"),
  [`${movedFrom!.slice(1)}/index.html`]: '<!doctype html><meta http-equiv="refresh" content="0; url=/blogs">',
  "admin/index.html": "<!doctype html><title>Beheer</title>",
  "admin/decap-cms.0123456789.js": "decap()",
  "admin/config.yml": "backend: {}",
  "assets/entry-0a1b2c3d.js": "entry()",
  "media/team-640.0123456789.avif": "avif",
  "robots.txt": "User-agent: *",
};

let root: string;
let headersText: string;
let port: number;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "klankwijs-host-headers-"));
  const client = join(root, "client");
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(client, path, ".."), { recursive: true });
    writeFileSync(join(client, path), body);
  }
  // As scripts/lib/finish-build.ts writes them.
  const policies = sitePolicies(client);
  writeFileSync(join(client, "_headers"), headersFile(policies, clientFiles(client)));
  await writeServingManifest(root, { headers: headerSets(policies), policies: policies.pages, redirects });
  headersText = readFileSync(join(client, "_headers"), "utf8");
  const release = loadRelease(root);
  const server = createSiteServer(createSiteHandler(() => release, { log: () => {} }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});

afterAll(() => {
  close?.();
  rmSync(root, { recursive: true, force: true });
});

describe("_headers for Cloudflare Pages", () => {
  it("stays within Cloudflare's limits: no line over 2,000 characters, at most 100 rules", () => {
    const { rules, dropped } = parseHeadersFile(headersText);
    expect(dropped).toEqual([]);
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    for (const line of headersText.split("\n")) expect(line.length).toBeLessThanOrEqual(MAX_HEADER_LINE);
  });

  it("gives every address exactly the headers the server sends for it", async () => {
    const { rules } = parseHeadersFile(headersText);
    const addresses = [
      ...Object.keys(files)
        .filter((path) => path.endsWith(".html") && path !== "404.html")
        .map((path) => pageAddress(`/${path}`)),
      "/admin/decap-cms.0123456789.js",
      "/admin/config.yml",
      "/assets/entry-0a1b2c3d.js",
      "/media/team-640.0123456789.avif",
      "/robots.txt",
      "/bestaat-niet",
      movedFrom!,
    ];
    for (const address of addresses) {
      const response = await rawRequest(port, { path: address });
      expect(response, address).toBeDefined();
      const host = headersAt(rules, address);
      // Cloudflare adds its own type, length, ETag and caching headers for files; compare ours.
      const ours = Object.fromEntries(Object.keys(host).map((name) => [name, response!.headers[name]]));
      expect(ours, address).toEqual(host);
      expect(Object.keys(host), address).toContain("content-security-policy");
    }
  });

  it("lets each page run its own inline scripts and no other page's", () => {
    const { rules } = parseHeadersFile(headersText);
    const hashes = (path: string) => inlineScriptHashes(files[path]!);
    const contact = headersAt(rules, "/contact/")["content-security-policy"]!;
    expect(contact).toBe(contentSecurityPolicy(hashes("contact/index.html")));
    for (const hash of hashes("contact/index.html")) expect(contact).toContain(hash);
    for (const hash of hashes("index.html").filter((hash) => !hashes("contact/index.html").includes(hash)))
      expect(contact).not.toContain(hash);
    // An address without a page of its own gets the not-found page's policy (that is what it shows).
    expect(headersAt(rules, "/bestaat-niet")["content-security-policy"]).toBe(
      contentSecurityPolicy(hashes("404.html")),
    );
  });
});

describe("headersFile()", () => {
  const fallback = contentSecurityPolicy([]);
  const hash = (i: number) => `'sha256-${String(i).padStart(43, "A")}='`;
  it("refuses pages that would need more rules than Cloudflare reads", () => {
    const pages = Object.fromEntries(
      Array.from({ length: MAX_HEADER_RULES }, (_, i) => [`/p${i}/index.html`, contentSecurityPolicy([hash(i)])]),
    );
    expect(() => headersFile({ fallback, pages }, [])).toThrow(/Cloudflare Pages reads 100/);
  });
  it("refuses a page whose policy would not fit on a line Cloudflare reads", () => {
    const many = Array.from({ length: 60 }, (_, i) => hash(i));
    expect(() => headersFile({ fallback, pages: { "/x/index.html": contentSecurityPolicy(many) } }, [])).toThrow(
      /ignores lines over 2000/,
    );
  });
});
