import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { knownBadPage, plantedLines, sortMessages, type Message } from "#/tests/lib/html-check.ts";

const root = join(import.meta.dirname, "..", "..");
const page = "/site/build/client/contact/index.html";
const other = "/site/build/client/index.html";
const error = (url: string | undefined, lastLine = 3): Message => ({ type: "error", url, lastLine, message: "Fout" });

describe("sortMessages()", () => {
  it("gives an error to its page whether the checker writes file:/path or file:///path", () => {
    const { pages, unmatched } = sortMessages(
      [page, other],
      [error(`file:${page}`, 3), error(pathToFileURL(page).href, 7)],
    );
    expect(pages.find((entry) => entry.file === page)!.errors.map((e) => e.lastLine)).toEqual([3, 7]);
    expect(pages.find((entry) => entry.file === other)!.errors).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it("keeps an error about no page checked (or about nothing) apart, so the check can fail on it", () => {
    const stray = error("file:/elders/pagina.html");
    const nowhere = { type: "non-document-error", message: "IO error" };
    const { pages, unmatched } = sortMessages([page], [stray, nowhere]);
    expect(pages[0]!.errors).toEqual([]);
    expect(unmatched).toEqual([stray, nowhere]);
  });

  it("ignores information and warnings", () => {
    const { pages } = sortMessages([page], [{ type: "info", url: `file:${page}`, message: "Ter info" }]);
    expect(pages[0]!.errors).toEqual([]);
  });
});

describe("npm run check:html", () => {
  it("fails a page with known errors, naming the page and each planted line", () => {
    const lines = plantedLines(knownBadPage);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const run = spawnSync(process.execPath, [join(root, "tests", "check-html.ts"), knownBadPage], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain(`✗ ${relative(root, knownBadPage)}`);
    for (const line of lines) expect(run.stdout).toMatch(new RegExp(`^ +line ${line}: `, "m"));
    expect(run.stdout).toContain("0 of 1 pages without errors");
  }, 60_000);
});
