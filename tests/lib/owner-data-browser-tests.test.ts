import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { untaggedOwnerDataSpecs } from "#/tests/lib/owner-data-browser-tests.ts";

describe("the browser tests the owner-edits check runs again", () => {
  it("include a test of every spec file that reads the owner's data", () => {
    expect(untaggedOwnerDataSpecs(join(import.meta.dirname, "..", ".."))).toEqual([]);
  });

  it("would miss a spec file that reads the owner's data and tags no test", () => {
    const root = mkdtempSync(join(tmpdir(), "owner-data-"));
    mkdirSync(join(root, "e2e"));
    const spec = (imports: string, details: string) =>
      `${imports}\nimport { test } from "#/e2e/fixtures.ts";\ntest("x", ${details}async () => {});\n`;
    writeFileSync(join(root, "e2e", "untagged.spec.ts"), spec('import team from "#/content/team.yaml";', ""));
    writeFileSync(join(root, "e2e", "tagged.spec.ts"), spec('import team from "#/content/team.yaml";', "ownerData, "));
    writeFileSync(join(root, "e2e", "no-data.spec.ts"), spec("", ""));
    // Through the site's own reader of the data, as most specs do; a schema holds no data.
    writeFileSync(
      join(root, "e2e", "reader.spec.ts"),
      spec('import { business } from "#/src/data/business.server.ts";', ""),
    );
    writeFileSync(
      join(root, "e2e", "schema.spec.ts"),
      spec('import type { Branch } from "#/src/data/schema/branches.ts";', ""),
    );
    expect(untaggedOwnerDataSpecs(root)).toEqual(["reader.spec.ts", "untagged.spec.ts"]);
  });
});
