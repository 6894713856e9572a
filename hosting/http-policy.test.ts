import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { blogForwards, blogRedirects } from "#/src/data/blog-redirects.ts";
import { business } from "#/src/data/business.server.ts";
import { headersAt, parseHeadersFile } from "#/e2e/cloudflare-headers.ts";
import { headerKind } from "#/server/paths.ts";
import {
  ASSET_POLICY,
  contentSecurityPolicy,
  headerSets,
  headersFile,
  ADMIN_LOCAL_POLICY,
  ADMIN_POLICY,
  IMMUTABLE,
  inlineScriptHashes,
  redirectsFile,
  REVALIDATE,
} from "#/hosting/http-policy.ts";

/** The headers the server sends for one path, under a policy for these inline-script hashes; `local`: `npm run edit`. */
const headersFor = (pathname: string, scriptHashes: Iterable<string>, local = false) =>
  headerSets({ fallback: contentSecurityPolicy(scriptHashes) })[headerKind(pathname, local)];
const cacheControlFor = (pathname: string) => headersFor(pathname, [])["Cache-Control"];
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("caching", () => {
  it("caches hashed assets for a year", () => {
    expect(cacheControlFor("/assets/root-abc123.js")).toBe(IMMUTABLE);
    expect(cacheControlFor("/media/team-sanne-640.0123456789.avif")).toBe(IMMUTABLE);
  });
  it("revalidates HTML so a new release shows at once", () => {
    expect(cacheControlFor("/index.html")).toContain("max-age=0");
    expect(cacheControlFor("/contact/index.html")).toContain("must-revalidate");
  });
});

describe("inlineScriptHashes()", () => {
  it("hashes scripts that run, not external scripts or JSON-LD", () => {
    const html = `<script>a()</script><script type="module" async="">await b;</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("await b;")]);
  });
});

describe("Content-Security-Policy", () => {
  const policy = contentSecurityPolicy([sha("a()"), sha("a()"), sha("b()")]);
  it("allows our own scripts and the given inline ones by hash, never unsafe-inline or unsafe-eval", () => {
    const scripts = directive(policy, "script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([sha("a()"), sha("b()")].sort());
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });
  it("allows exactly the third parties the site embeds, from the business module", () => {
    expect(directive(policy, "script-src")).toContain(new URL(business.bookingWidgetScriptUrl).origin);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://formsubmit.co",
      new URL(business.bookingUrl).origin,
    ]);
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://formsubmit.co"]);
    expect(directive(policy, "frame-src")).toEqual(
      expect.arrayContaining([new URL(business.taxCalculatorUrl).origin, "https://maps.google.com"]),
    );
  });
  it("cannot be framed, has no plug-ins and keeps the base address", () => {
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });
});

describe("headersFor()", () => {
  const headers = headersFor("/contact", [sha("a()")]);
  it("sends the security headers on every response", () => {
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Content-Security-Policy"]).toContain(sha("a()"));
  });
});

describe("hashed files", () => {
  it("get a short policy that lets nothing run in their name", () => {
    const headers = headersFor("/assets/root-abc123.js", [sha("a()")]);
    expect(headers["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });
});

describe("files for other hosts", () => {
  it("_headers: security headers for every path, a year's caching only for hashed files", () => {
    const policy = contentSecurityPolicy([sha("a()")]);
    const { rules } = parseHeadersFile(headersFile({ fallback: policy, pages: {} }, ["/assets/app-abc123.js"]));
    expect(headersAt(rules, "/")["content-security-policy"]).toBe(policy);
    expect(headersAt(rules, "/contact/")["cache-control"]).toBe(REVALIDATE);
    for (const path of ["/assets/app-abc123.js", "/media/team-640.0123456789.avif"]) {
      expect(headersAt(rules, path)["cache-control"], path).toBe(IMMUTABLE);
      expect(headersAt(rules, path)["content-security-policy"], path).toBe(ASSET_POLICY);
    }
  });
  it("_redirects: every moved post with 301", () => {
    for (const [from, to] of Object.entries(blogRedirects)) expect(redirectsFile()).toContain(`${from} ${to} 301\n`);
  });
  it("_redirects: an old address whose post is offline forwards to the blog overview", () => {
    const { forwards } = blogForwards(["/blogs/nieuw"], {
      "/blogs/oud": "/blogs/nieuw",
      "/blogs/weg": "/blogs/offline",
    });
    expect(redirectsFile(forwards)).toBe("/blogs/oud /blogs/nieuw 301\n/blogs/weg /blogs 301\n");
  });
});

describe("the editor at /admin", () => {
  it("gets a policy of its own that lets it run, and a search engine leave it out", () => {
    const headers = headersFor("/admin/", [sha("a()")]);
    expect(headers["Content-Security-Policy"]).toBe(ADMIN_POLICY);
    expect(directive(ADMIN_POLICY, "script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directive(ADMIN_POLICY, "connect-src")).toContain("https://api.github.com");
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    // Its login popup must be able to answer it.
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
  });
  it("may reach the local backend only when opened on localhost, never on the published site", () => {
    expect(directive(ADMIN_POLICY, "connect-src")).not.toContain("http://localhost:8081");
    expect(headersFor("/admin/", [], true)["Content-Security-Policy"]).toBe(ADMIN_LOCAL_POLICY);
    expect(directive(ADMIN_LOCAL_POLICY, "connect-src")).toContain("http://localhost:8081");
    expect(headersFile({ fallback: contentSecurityPolicy([sha("a()")]), pages: {} }, [])).not.toContain("localhost");
  });
  it("caches its content-hashed bundle for a year, like the site's own bundles", () => {
    const bundle = "/admin/decap-cms.0123456789.js";
    expect(headersFor(bundle, [])["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor("/admin/config.yml", [])["Cache-Control"]).toBe(REVALIDATE);
    const { rules } = parseHeadersFile(headersFile({ fallback: contentSecurityPolicy([]), pages: {} }, [bundle]));
    expect(headersAt(rules, bundle)["cache-control"]).toBe(IMMUTABLE);
    expect(headersAt(rules, bundle)["content-security-policy"]).toBe(ASSET_POLICY);
  });
  it("leaves every page of the site its strict policy", () => {
    for (const path of ["/", "/contact", "/administratie", "/blogs/admin"]) {
      expect(headersFor(path, [sha("a()")])["Content-Security-Policy"], path).not.toContain("unsafe-eval");
    }
  });
  it("gets its own policy alone on Cloudflare, which joins the values of every rule that matches", () => {
    const { rules } = parseHeadersFile(headersFile({ fallback: contentSecurityPolicy([sha("a()")]), pages: {} }, []));
    expect(headersAt(rules, "/admin/")["content-security-policy"]).toBe(ADMIN_POLICY);
    expect(headersAt(rules, "/admin/")["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });
});
