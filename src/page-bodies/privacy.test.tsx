import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { business } from "#/src/data/business.server.ts";
import { privacyStatement } from "#/src/copy/privacy.ts";
import "#/src/i18n/i18n.ts";
import PrivacyPage, { head } from "#/src/page-bodies/privacy.tsx";

async function renderPage() {
  render(<PrivacyPage />);
  await screen.findByRole("heading", { level: 1 });
}

describe("/privacy", () => {
  it("has one h1, a heading per section and a table of contents that leads to each", async () => {
    await renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const toc = screen.getByRole("navigation", { name: privacyStatement.tocTitle });
    for (const section of privacyStatement.sections) {
      const heading = screen.getByRole("heading", { level: 2, name: section.title });
      expect(heading.closest("details")).toHaveAttribute("id", section.id);
      expect(toc.querySelector(`a[href="#${section.id}"]`)).toHaveTextContent(section.title);
    }
  });

  it("shows the date of the last change and links for privacy questions", async () => {
    await renderPage();
    expect(document.querySelector(`time[datetime="${privacyStatement.updated}"]`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: business.legal.privacyEmail })).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^mailto:${business.legal.privacyEmail}`)),
    );
    const authority = screen.getByRole("link", { name: /Autoriteit Persoonsgegevens/ });
    expect(authority).toHaveAttribute("target", "_blank");
    expect(authority).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("builds its title, description and canonical address with the shared SEO helper", () => {
    const { title, canonical } = head();
    expect(title).toBe(`Privacyverklaring | ${business.name}`);
    expect(canonical).toBe(`${business.origin}/privacy`);
  });
});
