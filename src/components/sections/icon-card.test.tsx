import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IconCard } from "#/src/components/sections/icon-card.tsx";
import { HearingAidDrawing } from "#/src/components/illustrations/hearing-aid-types.tsx";
import type { HearingAidType } from "#/src/copy/sections.ts";

const kinds: HearingAidType[] = ["bte", "ric", "ite", "cic"];

describe("IconCard with a drawing", () => {
  it("shows the drawing beside the title, hidden from screen readers, which read the title", () => {
    const { container } = render(
      <ul>
        <IconCard drawing="ric" title="Kind B" description="Uitleg" />
      </ul>,
    );
    expect(screen.getByRole("heading", { name: "Kind B" })).toBeInTheDocument();
    const drawing = container.querySelector("svg");
    expect(drawing).toHaveAttribute("aria-hidden", "true");
    expect(drawing).toHaveAttribute("data-drawing", "ric");
  });
});

describe("HearingAidDrawing", () => {
  it("draws each kind differently, on the same ear", () => {
    const drawings = kinds.map((kind) => render(<HearingAidDrawing type={kind} />).container.innerHTML);
    expect(new Set(drawings).size).toBe(kinds.length);
  });

  it("is not mirrored on a right-to-left page (a device behind the ear stays behind it)", () => {
    const { container } = render(<HearingAidDrawing type="bte" className="size-24" />);
    for (const element of container.querySelectorAll("*")) {
      expect(element.getAttribute("class") ?? "").not.toMatch(/rtl:|-scale-x|scale-x-\[-/);
    }
  });
});
