import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrustStrip } from "#/src/components/sections/trust-strip.tsx";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";

const confirmed: TrustFile = {
  registrations: [{ name: "Register A", url: "https://register.example", placeholder: false }],
  insurers: [{ name: "Verzekeraar B", placeholder: false }],
  brands: [
    { name: "Merk C", placeholder: false },
    { name: "Merk D", placeholder: true },
  ],
  reviewScore: {
    score: 9.2,
    outOf: 10,
    count: 31,
    platform: "Platform E",
    url: "https://reviews.example",
    checked: "2026-10-01",
    placeholder: false,
  },
};

describe("TrustStrip", () => {
  it("shows the score with its source, count and date, and links to the platform", () => {
    render(<TrustStrip trust={confirmed} />);
    const strip = screen.getByRole("region", { name: "Waarom u op ons kunt rekenen" });
    expect(strip).toHaveTextContent("9,2 / 10");
    expect(within(strip).getByRole("link", { name: /31 beoordelingen op Platform E/ })).toHaveAttribute(
      "href",
      "https://reviews.example",
    );
    expect(strip).toHaveTextContent("1 oktober 2026");
  });

  it("marks each item the practice has not confirmed yet, and only those", () => {
    render(<TrustStrip trust={confirmed} />);
    expect(screen.getByRole("link", { name: /Register A/ }).parentElement).not.toHaveTextContent(EXAMPLE_MARK);
    const brands = screen.getAllByRole("listitem").filter((item) => /Merk/.test(item.textContent ?? ""));
    expect(brands.map((item) => item.textContent)).toEqual(["Merk C", `Merk D ${EXAMPLE_MARK}`]);
    expect(screen.getByRole("link", { name: /Register A/ })).toHaveAttribute("href", "https://register.example");
  });

  it("gives an example score no date, so it does not look checked", () => {
    render(<TrustStrip trust={{ ...confirmed, reviewScore: { ...confirmed.reviewScore!, placeholder: true } }} />);
    const strip = screen.getByRole("region", { name: "Waarom u op ons kunt rekenen" });
    expect(strip).toHaveTextContent(`9,2 / 10 ${EXAMPLE_MARK}`);
    // The number of reviews is an example too.
    const count = within(strip).getByRole("link", { name: /31 beoordelingen op Platform E/ });
    expect(count.nextElementSibling).toHaveTextContent(EXAMPLE_MARK);
    expect(strip).not.toHaveTextContent("1 oktober 2026");
  });

  it("shows nothing when there is nothing to show", () => {
    const { container } = render(<TrustStrip trust={{ registrations: [], insurers: [], brands: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
