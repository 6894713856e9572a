// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  clearNotice,
  firstInvalidField,
  NOT_SAVED,
  REFUSED_FIELD,
  refusalOf,
  refusedBecause,
  saveRefusal,
  showNotice,
  showRefusal,
} from "#/admin/refused-save.ts";

// The editor's drawing of a field, as Decap 3 renders it: a bar with the label and, after a refused
// save, its list of errors (an emotion class named after the component), then the input.
const field = (id: string, label: string, errors: string[] = []) => `
  <div class="css-a-ControlContainer">
    <div class="css-b-ControlTopbar">
      <label for="${id}">${label}</label>
      ${errors.length ? `<ul class="css-c-ControlErrorsList">${errors.map((e) => `<li>${e}</li>`).join("")}</ul>` : ""}
    </div>
    <input id="${id}" type="text">
  </div>`;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a publication the editor refuses", () => {
  it("is told apart from any other rejection: a wrong field, our own preSave refusal, another failure", () => {
    expect(refusalOf(undefined)).toEqual({ kind: "field" });
    const ours = saveRefusal("Prijzen › Bedrag: schrijf een bedrag in euro's");
    // Decap puts the error's text in its toast and its failure action: the message alone.
    expect(String(ours)).toBe("Prijzen › Bedrag: schrijf een bedrag in euro's");
    const failure = (error: string) => ({ type: "ENTRY_PERSIST_FAILURE", payload: { error } });
    expect(refusalOf(failure(String(ours)))).toEqual({
      kind: "message",
      message: refusedBecause("Prijzen › Bedrag: schrijf een bedrag in euro's"),
    });
    expect(refusedBecause("Datum: deze dag is nog niet geweest")).toBe(
      "Niet gepubliceerd. Datum: deze dag is nog niet geweest.",
    );
    // A failure that is not ours is not shown in its (English, technical) words.
    expect(refusalOf(failure("Error: Failed to fetch"))).toEqual({ kind: "message", message: NOT_SAVED });
    expect(refusalOf(new Error("elders"))).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
  });

  it("puts the cursor in the first field marked red, not in a field without a message", async () => {
    document.body.innerHTML =
      field("a", "Bedrag") +
      field("b", "Bedrag", [""]) +
      field("c", "Bedrag", ["2,500 is niet duidelijk"]) +
      field("d", "Bedrag", ["ook fout"]);
    expect(firstInvalidField()?.id).toBe("c");
    await showRefusal({ kind: "field" });
    expect(document.activeElement?.id).toBe("c");
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(REFUSED_FIELD);
  });

  it("keeps one notice, replaced by the next and gone when cleared or closed", () => {
    showNotice("eerste");
    showNotice("tweede");
    const notices = document.querySelectorAll('[role="alert"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.querySelector("p")?.textContent).toBe("tweede");
    clearNotice();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    showNotice("derde");
    document.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
