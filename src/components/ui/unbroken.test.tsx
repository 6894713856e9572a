import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

describe("Unbroken", () => {
  it("keeps each 'in-ear' on one line and leaves the text as written", () => {
    const text = "In-ear monitors op maat, of een draadloos in-ear-systeem.";
    const { container } = render(
      <p>
        <Unbroken text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    const kept = [...container.querySelectorAll(".whitespace-nowrap")].map((span) => span.textContent);
    expect(kept).toEqual(["In-ear", "in-ear"]);
  });

  it("stays one piece of text, so a flex parent (a question's summary) does not set it in columns", () => {
    const { container } = render(
      <summary className="flex">
        <Unbroken text="Hoe lang duurt het voordat mijn in-ear monitors klaar zijn?" />
      </summary>,
    );
    expect(container.querySelector("summary")!.childNodes).toHaveLength(1);
  });

  it("leaves other hyphenated words free to break", () => {
    const { container } = render(
      <p>
        <Unbroken text="een tweeweg-opbouw en oor-gel" />
      </p>,
    );
    expect(container.querySelector(".whitespace-nowrap")).toBeNull();
  });
});
