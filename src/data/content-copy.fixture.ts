// A copy of the project's content/ for a test to break, removed after each test of the file that
// calls contentCopies().
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { repositoryRoot } from "#/src/data/repository-root.ts";

/** Registers the clean-up and gives the function that makes a copy (the folder holding content/). */
export function contentCopies(): () => string {
  const copies: string[] = [];
  afterEach(() => {
    for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
  });
  return () => {
    const copy = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(join(repositoryRoot(import.meta.dirname), "content"), join(copy, "content"), { recursive: true });
    copies.push(copy);
    return copy;
  };
}
