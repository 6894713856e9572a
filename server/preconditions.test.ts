import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { entityTags, ifMatchPasses, ifRangeHolds, judgePreconditions } from "#/server/preconditions.ts";

const etag = '"b3JpZ2luZWVsLWJlc3RhbmQtMjQ"';
const lastModified = "Thu, 26 Nov 2026 19:23:33 GMT";

describe("entityTags()", () => {
  it("reads a list of strong and weak tags, and nothing that is not one", () => {
    expect(entityTags(`${etag}, W/"x" ,"y"`)).toEqual([etag, 'W/"x"', '"y"']);
    expect(entityTags("geen-tag")).toBeUndefined();
    expect(entityTags(`${etag} rommel`)).toBeUndefined();
    expect(entityTags("")).toBeUndefined();
  });
});

describe("If-Match (RFC 9110 §13.1.1: strong comparison)", () => {
  it("passes for * and for the file's own strong tag, also within a list", () => {
    expect(ifMatchPasses("*", etag)).toBe(true);
    expect(ifMatchPasses(etag, etag)).toBe(true);
    expect(ifMatchPasses(`"een-andere", ${etag}`, etag)).toBe(true);
  });
  it("fails for the same tag marked weak, another tag, or when the file has no strong tag", () => {
    expect(ifMatchPasses(`W/${etag}`, etag)).toBe(false);
    expect(ifMatchPasses('"een-andere"', etag)).toBe(false);
    expect(ifMatchPasses(etag, undefined)).toBe(false);
    expect(ifMatchPasses("rommel", etag)).toBe(false);
  });
});

describe("If-Range (RFC 9110 §13.1.5: a strong validator that matches exactly)", () => {
  it("holds for the file's strong tag or its Last-Modified date", () => {
    expect(ifRangeHolds(etag, etag, lastModified)).toBe(true);
    expect(ifRangeHolds(lastModified, etag, lastModified)).toBe(true);
  });
  it("does not hold for a weak tag, a list, another tag, a later or earlier date, or rubbish", () => {
    for (const value of [
      `W/${etag}`,
      `${etag}, "x"`,
      '"een-andere"',
      "Fri, 27 Nov 2026 19:23:33 GMT",
      "Wed, 25 Nov 2026 19:23:33 GMT",
      "rommel",
      // The same moment, but not as an HTTP-date (§13.1.5: the condition is false).
      "2026-11-26T19:23:33Z",
      "Nov 26 2026 19:23:33 GMT",
    ])
      expect(ifRangeHolds(value, etag, lastModified), value).toBe(false);
    expect(ifRangeHolds(etag, undefined, lastModified)).toBe(false);
  });
});

describe("judgePreconditions()", () => {
  const judged = (headers: IncomingHttpHeaders, tag: string | undefined = etag) => {
    const copy = { ...headers };
    judgePreconditions(copy, tag, lastModified);
    return copy;
  };
  it("lets a no-cache request still be answered with 304", () => {
    expect(judged({ "cache-control": "no-cache", "if-none-match": etag })).toEqual({ "if-none-match": etag });
  });
  it("ignores If-Modified-Since next to If-None-Match", () => {
    expect(judged({ "if-none-match": etag, "if-modified-since": lastModified })).toEqual({ "if-none-match": etag });
    expect(judged({ "if-modified-since": lastModified })).toEqual({ "if-modified-since": lastModified });
  });
  it("ignores If-Modified-Since and If-Unmodified-Since that are no HTTP-date, and hands send the others as IMF-fixdate", () => {
    for (const value of ["3000", "2099-01-01", "Dec 31 2099", "1", "2001"]) {
      expect(judged({ "if-modified-since": value }), value).toEqual({});
      expect(judged({ "if-unmodified-since": value }), value).toEqual({});
    }
    expect(judged({ "if-modified-since": "Thu Nov 26 19:23:33 2026" })).toEqual({ "if-modified-since": lastModified });
  });
  it("hands send an If-Match it reads as passing (*) or as matching nothing", () => {
    expect(judged({ "if-match": etag })["if-match"]).toBe("*");
    expect(judged({ "if-match": `W/${etag}` })["if-match"]).toBe('""');
  });
  it("drops an If-Range that holds and makes one that does not match nothing", () => {
    expect(judged({ "if-range": etag, range: "bytes=0-9" })).toEqual({ range: "bytes=0-9" });
    expect(judged({ "if-range": `W/${etag}`, range: "bytes=0-9" })["if-range"]).toBe('""');
  });
});
