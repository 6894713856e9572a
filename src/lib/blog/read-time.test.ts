import { describe, expect, it } from "vitest";
import { readMinutes, wordCount } from "#/src/lib/blog/read-time.ts";

const words = (count: number) => Array.from({ length: count }, () => "woord").join(" ");

describe("read time", () => {
  it("counts words, not Markdown symbols", () => {
    expect(wordCount("## Een kop\n\n- twee *woorden* - en\n\n---")).toBe(5);
  });

  it("reads 200 words a minute, rounded up", () => {
    expect(readMinutes(words(1200))).toBe(6);
    expect(readMinutes(words(1201))).toBe(7);
  });

  it("says 1 minute for a short post, not more, and at most 10", () => {
    expect(readMinutes(words(26))).toBe(1);
    expect(readMinutes(words(5000))).toBe(10);
  });
});
