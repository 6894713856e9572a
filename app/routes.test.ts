import { describe, expect, it } from "vitest";
import { blogFeedPath, paths } from "#/app/content/pages.ts";
import routes from "#/app/routes.ts";

const routePaths = routes
  .map((route) => (route.index ? "/" : `/${route.path}`))
  .filter((path) => path !== "/*" && !path.includes(":"));

describe("route table", () => {
  it("uses only the paths that links are built from (content/pages.ts)", () => {
    const known = new Set<string>([...Object.values(paths), blogFeedPath]);
    for (const path of routePaths) expect(known, path).toContain(path);
  });
  it("has a catch-all for the not-found page", () => {
    expect(routes.at(-1)).toMatchObject({ path: "*", file: "routes/not-found.tsx" });
  });
  it("lists every route once", () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });
});
