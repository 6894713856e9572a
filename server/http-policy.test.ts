import { describe, expect, it } from "vitest";
import { cacheControlFor, headersFor, IMMUTABLE } from "./http-policy";

describe("serving policy", () => {
  it("caches hashed assets for a year", () => {
    expect(cacheControlFor("/assets/root-abc123.js")).toBe(IMMUTABLE);
    expect(cacheControlFor("/media/team-trainee-640.0123456789.avif")).toBe(IMMUTABLE);
  });
  it("revalidates HTML so a new release shows at once", () => {
    expect(cacheControlFor("/index.html")).toContain("max-age=0");
    expect(cacheControlFor("/contact/index.html")).toContain("must-revalidate");
  });
  it("sends nosniff on every response", () => {
    expect(headersFor("/")["X-Content-Type-Options"]).toBe("nosniff");
  });
});
