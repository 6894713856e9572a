import { expect, test } from "./fixtures";

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
});
