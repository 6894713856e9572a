import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedTextIds } from "#/src/copy/shared-texts.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

const guide = readFileSync(join(repositoryRoot(import.meta.dirname), "docs", "content.md"), "utf8");

describe("the shared texts", () => {
  it("are each listed in the owner's guide with the line that shows them, and the guide lists no other", () => {
    const listed = [...guide.matchAll(/\{\{vaste tekst: ([^}]+)\}\}/g)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(sharedTextIds));
  });
});
