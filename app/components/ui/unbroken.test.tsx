import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Unbroken } from "#/app/components/ui/unbroken.tsx";

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

  it("leaves other hyphenated words free to break", () => {
    const { container } = render(
      <p>
        <Unbroken text="een tweeweg-opbouw en oor-gel" />
      </p>,
    );
    expect(container.querySelector(".whitespace-nowrap")).toBeNull();
  });
});
