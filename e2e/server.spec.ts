import { createHash } from "node:crypto";
import { expect, hydrated, test } from "#/e2e/fixtures.ts";

test.describe("the production server", () => {
  test("serves pages as HTML that browsers revalidate", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(response.headers()["cache-control"]).toContain("must-revalidate");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("caches hashed assets for a year with the right types, compressed", async ({ page, request }) => {
    await page.goto("/");
    await hydrated(page); // the scripts load once the page has painted
    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/")),
    );
    const script = assets.find((path) => path.endsWith(".js"))!;
    const style = assets.find((path) => path.endsWith(".css"))!;
    const font = assets.find((path) => path.endsWith(".woff2"))!;
    for (const [path, type] of [
      [script, /javascript/],
      [style, /^text\/css/],
      [font, /^font\/woff2/],
    ] as const) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
      expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
    const compressed = await request.get(script, { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers()["content-encoding"]).toBe("br");
  });

  test("sends the security headers from http-policy.ts on pages, assets, the 404 page and redirects", async ({
    request,
  }) => {
    const responses = {
      page: await request.get("/contact"),
      asset: await request.get("/favicon.svg"),
      notFound: await request.get("/bestaat-niet"),
      redirect: await request.get("/blogs/stress-en-tinnitus", { maxRedirects: 0 }),
    };
    expect(responses.notFound.status()).toBe(404);
    expect(await responses.notFound.text()).toContain("<h1");
    expect(responses.redirect.status()).toBe(301);
    expect(responses.redirect.headers()["location"]).toBe("/blogs/stress-tinnitus");
    for (const [name, response] of Object.entries(responses)) {
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scripts = csp.split("; ").find((part) => part.startsWith("script-src "))!;
      expect(scripts, name).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
      // Every inline script the answer holds may run: its own hash, worked out here, is in the policy.
      const body = name === "redirect" ? "" : await response.text();
      for (const [, attributes, code] of body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=|type="application\/(ld\+)?json"/.test(attributes!)) continue;
        const hash = `'sha256-${createHash("sha256").update(code!, "utf8").digest("base64")}'`;
        expect(scripts.split(" "), `${name}: the inline script ${code!.slice(0, 40)}…`).toContain(hash);
      }
      expect(scripts, name).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"], name).toMatch(/^max-age=\d+/);
      expect(headers["x-content-type-options"], name).toBe("nosniff");
      expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], name).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"], name).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"], name).toBe("same-origin");
    }
    // Hashed scripts and media are never documents: a short policy that allows nothing.
    const script = (await (await request.get("/")).text()).match(/"(\/assets\/[^"]+\.js)"/)![1]!;
    const scriptHeaders = (await request.get(script)).headers();
    expect(scriptHeaders["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(scriptHeaders["x-content-type-options"]).toBe("nosniff");
  });

  test("sets no cookies", async ({ page }) => {
    for (const route of ["/", "/contact", "/afspraak-maken", "/blogs"]) await page.goto(route);
    expect(await page.context().cookies()).toEqual([]);
  });
});
