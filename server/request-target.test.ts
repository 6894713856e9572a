import { describe, expect, it } from "vitest";
import { clampSuffixRanges, MAX_TARGET_LENGTH, parseTarget, redirectKey, safeSearch } from "#/server/request-target.ts";

describe("parseTarget()", () => {
  it("decodes the path and keeps the query", () => {
    expect(parseTarget("/blogs/stress%2Dtinnitus?utm=x")).toEqual({
      ok: true,
      path: "/blogs/stress-tinnitus",
      search: "?utm=x",
    });
    expect(parseTarget("/")).toEqual({ ok: true, path: "/", search: "" });
  });

  it("reads paths that begin with // as paths, not as another host", () => {
    for (const url of ["//", "///", "//[", "//a:99999/", "//evil.example/x"]) {
      const target = parseTarget(url);
      expect(target.ok, url).toBe(true);
      if (target.ok) expect(target.path.startsWith("//"), url).toBe(true);
    }
  });

  it("accepts the absolute form", () => {
    expect(parseTarget("http://host.test/contact?a=1")).toEqual({ ok: true, path: "/contact", search: "?a=1" });
    expect(parseTarget("https://host.test")).toEqual({ ok: true, path: "/", search: "" });
  });

  it("refuses what could leave the folder or is not a path: 400", () => {
    for (const url of [
      "/../etc/passwd",
      "/a/../../etc/passwd",
      "/%2e%2e/etc/passwd",
      "/%2E%2E/%2E%2E/etc/passwd",
      "/..%2fetc%2fpasswd",
      "/..%5c..%5cetc",
      "/robots.txt%00.html",
      "/a%0d%0aSet-Cookie:x",
      "/%E0%A4%A",
      "/%",
      "*",
      "contact",
      "",
      undefined,
    ]) {
      expect(parseTarget(url), String(url)).toEqual({ ok: false, status: 400 });
    }
  });

  it("resolves dot segments inside the site (RFC 3986 §5.2.4)", () => {
    expect(parseTarget("/./index.html")).toMatchObject({ ok: true, path: "/index.html" });
    expect(parseTarget("/blogs/../contact")).toMatchObject({ ok: true, path: "/contact" });
    expect(parseTarget("/contact/.")).toMatchObject({ ok: true, path: "/contact/" });
    expect(parseTarget("/blogs/%2e%2e/contact/")).toMatchObject({ ok: true, path: "/contact/" });
    expect(parseTarget("/a/b/..")).toMatchObject({ ok: true, path: "/a/" });
  });

  it("answers 414 to a target longer than any address of the site", () => {
    expect(parseTarget(`/${"a".repeat(MAX_TARGET_LENGTH)}`)).toEqual({ ok: false, status: 414 });
  });
});

describe("redirectKey()", () => {
  it("treats a trailing slash and /index.html as the same address", () => {
    for (const path of ["/blogs/oud", "/blogs/oud/", "/blogs/oud/index.html", "/blogs/oud//"]) {
      expect(redirectKey(path), path).toBe("/blogs/oud");
    }
    expect(redirectKey("/")).toBe("/");
    expect(redirectKey("/index.html")).toBe("/");
  });
});

describe("safeSearch()", () => {
  it("keeps a printable query and drops anything else", () => {
    expect(safeSearch("?a=1&b=%20")).toBe("?a=1&b=%20");
    expect(safeSearch("?a=\u00e9")).toBe("");
    expect(safeSearch("")).toBe("");
  });
});

describe("clampSuffixRanges()", () => {
  it("turns a suffix longer than the file into the whole file", () => {
    expect(clampSuffixRanges("bytes=-100", 68)).toBe("bytes=0-");
    expect(clampSuffixRanges("bytes=0-1, -500", 68)).toBe("bytes=0-1, 0-");
  });
  it("leaves every other range as it was", () => {
    for (const range of [
      "bytes=-10",
      "bytes=-68",
      "bytes=-0",
      "bytes=5-",
      "bytes=50-10",
      "bytes=0-1,5-6",
      "lines=-100",
    ]) {
      expect(clampSuffixRanges(range, 68), range).toBe(range);
    }
  });
});
