import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { editorPerItem } from "#/scripts/lib/admin-page.ts";

describe("the editor made afresh for each item (decaporg/decap-cms#4147)", () => {
  const bundle = readFileSync(fileURLToPath(import.meta.resolve("decap-cms")), "utf8");
  it("keys Decap's editor of an item by the item's address, and changes nothing else", () => {
    const patched = editorPerItem(bundle);
    expect(patched).toMatch(
      /path:"\/collections\/:name\/entries\/\*",collections:\w+,render:(\w+)=>\w+\(\w+,\{\.\.\.\1\},\1\.location\.pathname\)\}/,
    );
    expect(patched.replace(/\},(\w+)\.location\.pathname\)/, "})")).toBe(bundle);
  });
  it("stops the build when a new Decap draws its items another way", () => {
    expect(() => editorPerItem(bundle.replace('path:"/collections/:name/entries/*"', 'path:"/items/*"'))).toThrow(
      /route for an item changed/,
    );
  });
});
