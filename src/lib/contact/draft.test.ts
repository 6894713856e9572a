// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from "#/src/lib/contact/draft.ts";
import { emptyContact } from "#/src/lib/contact/schema.ts";

describe("contact draft", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps what was typed, except the honeypot", () => {
    saveDraft(sessionStorage, { ...emptyContact, name: "Anna", message: "Half af", _honey: "bot" });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).not.toHaveProperty("_honey");
    expect(loadDraft(sessionStorage)).toEqual({ ...emptyContact, name: "Anna", message: "Half af" });
  });

  it("stores nothing for an empty form and forgets after a send", () => {
    saveDraft(sessionStorage, emptyContact);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(sessionStorage, { ...emptyContact, subject: "Vraag" });
    clearDraft(sessionStorage);
    expect(loadDraft(sessionStorage)).toBeNull();
  });

  it("ignores a damaged draft", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(sessionStorage)).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 42, email: "a@b.nl" }));
    expect(loadDraft(sessionStorage)).toEqual({ ...emptyContact, email: "a@b.nl" });
  });
});
