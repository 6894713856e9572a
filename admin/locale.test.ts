import { describe, expect, it } from "vitest";
import nl from "decap-cms-locales/dist/esm/nl/index.js";
import { withU, type Phrases } from "#/admin/locale.ts";

const strings = (phrases: Phrases): string[] =>
  Object.values(phrases).flatMap((value) => (typeof value === "string" ? [value] : strings(value)));

describe("the editor's Dutch words", () => {
  const phrases = withU(nl);

  it("asks with 'u' whether the owner wants to leave a changed form", () => {
    expect((phrases.editor as Phrases & { editor: Phrases }).editor.onLeavePage).toBe(
      "Weet u zeker dat u deze pagina wilt verlaten?",
    );
  });

  it("never says 'je', 'jij' or 'jouw' anywhere in Decap's Dutch, and leaves the rest as it was", () => {
    for (const text of strings(phrases)) expect(text).not.toMatch(/\b(je|jij|jou|jouw)\b/i);
    expect(strings(phrases)).toHaveLength(strings(nl).length);
    expect(strings(phrases)).toContain("Inloggen met GitHub");
  });
});
