import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Practitioner } from "#/src/components/sections/practitioner.tsx";
import { ProofBar } from "#/src/components/sections/proof-bar.tsx";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { proofCopy } from "#/src/copy/trust.ts";
import type { TeamMember } from "#/src/data/schema/team.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";

// Fixtures, not the practice's data: the bar shows whatever content/trust.yaml and team.yaml hold.
const confirmed: TrustFile = {
  registrations: [{ name: "Register A", url: "https://register.example", placeholder: false }],
  insurers: [
    { name: "Verzekeraar B", placeholder: false },
    { name: "Verzekeraar C", placeholder: false },
  ],
  brands: [{ name: "Merk D", placeholder: false }],
  reviewScore: {
    score: 8.7,
    outOf: 10,
    count: 12,
    platform: "Platform E",
    url: "https://reviews.example",
    checked: "2026-10-01",
    placeholder: false,
  },
};
const years = { years: 12, example: false };
const bar = () => screen.getByRole("region", { name: proofCopy.label });

describe("ProofBar", () => {
  it("shows the score with its source, the registration, insurers and years, unmarked once confirmed", () => {
    render(<ProofBar trust={confirmed} experience={years} />);
    expect(bar()).toHaveTextContent("8,7 / 10");
    expect(within(bar()).getByRole("link", { name: /12 beoordelingen op Platform E/ })).toHaveAttribute(
      "href",
      "https://reviews.example",
    );
    expect(within(bar()).getByRole("link", { name: /Register A/ })).toHaveAttribute("href", "https://register.example");
    expect(bar()).toHaveTextContent("Verzekeraar B en Verzekeraar C");
    expect(bar()).toHaveTextContent("12+ jaar");
    expect(bar()).not.toHaveTextContent(EXAMPLE_MARK);
  });

  it("follows the data: another score, more insurers than it names, and marks on examples", () => {
    const examples: TrustFile = {
      ...confirmed,
      insurers: ["F", "G", "H", "I"].map((name) => ({ name: `Verzekeraar ${name}`, placeholder: true })),
      reviewScore: { ...confirmed.reviewScore!, score: 4.5, outOf: 5, placeholder: true },
    };
    render(<ProofBar trust={examples} experience={{ years: 3, example: true }} />);
    const items = within(bar()).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(`4,5 / 5`);
    expect(items[0]).toHaveTextContent(EXAMPLE_MARK);
    expect(bar()).toHaveTextContent(`Verzekeraar F, Verzekeraar G, Verzekeraar H ${proofCopy.moreInsurers}`);
    expect(bar()).not.toHaveTextContent("Verzekeraar I");
    expect(items.at(-1)).toHaveTextContent(`3+ jaar ervaring in hoorzorg ${EXAMPLE_MARK}`);
  });

  it("leaves out what the data does not hold", () => {
    render(<ProofBar trust={{ registrations: [], insurers: [], brands: [] }} experience={years} />);
    expect(within(bar()).getAllByRole("listitem")).toHaveLength(1);
  });
});

describe("Practitioner", () => {
  const member: TeamMember = {
    name: "Noor Jansen",
    role: "Hoorspecialist",
    registration: "Register 123",
    bio: "Een korte tekst over deze persoon, lang genoeg voor het schema.",
    placeholder: false,
  };

  it("shows name, role and registration, with initials until there is a portrait", () => {
    const { container } = render(<Practitioner member={member} />);
    expect(container).toHaveTextContent("Noor Jansen");
    // Role and registration each on a line of their own (no separator left dangling on a phone).
    expect(screen.getByText("Hoorspecialist")).toBeInTheDocument();
    expect(screen.getByText("Register 123")).toBeInTheDocument();
    expect(container).toHaveTextContent("NJ");
    expect(container).not.toHaveTextContent(EXAMPLE_MARK);
  });

  it("marks an example member, and leaves out a registration that is not there", () => {
    const { container } = render(<Practitioner member={{ ...member, registration: undefined, placeholder: true }} />);
    expect(container).toHaveTextContent(`Noor Jansen ${EXAMPLE_MARK}`);
    expect(container).not.toHaveTextContent("Register");
  });
});
