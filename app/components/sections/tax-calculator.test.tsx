import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaxCalculator } from "#/app/components/sections/tax-calculator.tsx";
import { paths } from "#/app/registry/pages.ts";
import { taxRefundPage } from "#/app/copy/tax-refund.ts";

function renderWith(embed: boolean) {
  render(<TaxCalculator copy={taxRefundPage.calculator} url="https://rekenhulp.test/zorgkosten" embed={embed} />);
  return screen.getByRole("region", { name: taxRefundPage.calculator.title });
}

describe("the tax page's calculator", () => {
  it("embeds a real address in an 800 px frame with a title", () => {
    const section = renderWith(true);
    const frame = section.querySelector("iframe");
    expect(frame).toHaveAttribute("src", "https://rekenhulp.test/zorgkosten");
    expect(frame).toHaveAttribute("height", "800");
    expect(frame).toHaveAttribute("title", taxRefundPage.calculator.frameTitle);
  });

  it("shows no frame at an example address, but the Belastingdienst's explanation and our own calculator", () => {
    const section = renderWith(false);
    expect(section.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /Zo berekent u uw aftrek/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.belastingdienst\.nl\//),
    );
    expect(screen.getByRole("link", { name: "Wat betaal ik zelf?" })).toHaveAttribute(
      "href",
      `${paths.costs}#rekenhulp`,
    );
  });
});
