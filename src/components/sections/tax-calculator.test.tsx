import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TaxCalculator } from "#/src/components/sections/tax-calculator.tsx";
import { paths } from "#/src/registry/pages.ts";
import { taxRefundPage } from "#/src/copy/tax-refund.ts";

function renderWith(embed: boolean) {
  render(<TaxCalculator copy={taxRefundPage.calculator} url="https://rekenhulp.test/zorgkosten" embed={embed} />);
  return screen.getByRole("region", { name: taxRefundPage.calculator.title });
}

describe("the tax page's calculator", () => {
  it("loads a real address's frame (800 px, titled) only when the visitor asks, and links to it meanwhile", async () => {
    const section = renderWith(true);
    // No third party on page view: the frame is not there until the click.
    expect(section.querySelector("iframe")).toBeNull();
    expect(section).toHaveTextContent(taxRefundPage.calculator.notice);
    expect(screen.getByRole("link", { name: new RegExp(taxRefundPage.calculator.open) })).toHaveAttribute(
      "href",
      "https://rekenhulp.test/zorgkosten",
    );
    await userEvent.click(screen.getByRole("button", { name: taxRefundPage.calculator.show }));
    const frame = section.querySelector("iframe");
    expect(frame).toHaveAttribute("src", "https://rekenhulp.test/zorgkosten");
    expect(frame).toHaveAttribute("height", "800");
    expect(frame).toHaveAttribute("title", taxRefundPage.calculator.frameTitle);
    expect(frame).toHaveFocus();
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
