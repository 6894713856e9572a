// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { coversContent } from "#/src/lib/covers-content.ts";

/** Places `element` at a box on the screen (jsdom has no layout). */
function place(element: Element, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
  return element;
}

function add(html: string) {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild!;
}

describe("coversContent", () => {
  afterEach(() => document.body.replaceChildren());

  const overlay = () => place(add("<div>bubble</div>"), 1000, 600, 256, 120);

  it("is clear over empty space and beside a field", () => {
    place(add("<input>"), 100, 600, 300, 48);
    expect(coversContent(overlay())).toBe(false);
  });

  it("covers a button, a table, an error message or a paragraph it overlaps", () => {
    for (const html of [
      "<button>Verstuur</button>",
      "<table></table>",
      '<div role="alert">Fout</div>',
      "<p>Tekst</p>",
    ]) {
      document.body.replaceChildren();
      place(add(html), 1100, 650, 200, 40);
      expect(coversContent(overlay()), html).toBe(true);
    }
  });

  it("ignores its own widget and elements that take no room or are hidden", () => {
    const own = place(add("<div><button>Sluiten</button></div>"), 1000, 560, 256, 200);
    place(own.firstElementChild!, 1200, 610, 40, 40);
    place(add("<button></button>"), 1100, 650, 0, 0);
    place(add('<p style="visibility: hidden">x</p>'), 1100, 650, 200, 40);
    const bubble = place(document.createElement("div"), 1000, 600, 256, 120);
    own.append(bubble);
    expect(coversContent(bubble, own)).toBe(false);
  });

  it("keeps off while a form field has the focus, wherever the field is", () => {
    const field = place(add("<textarea></textarea>"), 0, 0, 300, 120) as HTMLTextAreaElement;
    field.focus();
    expect(coversContent(overlay())).toBe(true);
  });
});
