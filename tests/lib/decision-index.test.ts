// docs/decisions/README.md lists every decision record with the status the record itself gives.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "..", "..", "docs", "decisions");
const records = readdirSync(dir).filter((file) => /^\d{3}-.*\.md$/.test(file));
const index = readFileSync(join(dir, "README.md"), "utf8");

describe("the index of decision records", () => {
  it("lists every record with its title and its own status", () => {
    expect(records.length).toBeGreaterThan(40);
    for (const file of records) {
      const text = readFileSync(join(dir, file), "utf8");
      const title = text.split("\n")[0]!.replace(/^# /, "");
      const status = /Status: ([^.]*)/.exec(text)?.[1];
      expect(status, `${file} states no status`).toBeDefined();
      expect(index, file).toContain(`- [${title}](${file}): ${status}.`);
    }
  });
});
