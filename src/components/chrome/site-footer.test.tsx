import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "#/src/components/chrome/site-footer.tsx";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import { business, isLegalExample } from "#/src/data/business.server.ts";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { paths } from "#/src/registry/pages.ts";
import "#/src/i18n/i18n.ts";

function renderFooter() {
  // As the footer's island is given them by the page (src/layouts/Page.astro).
  render(
    <BusinessContext value={business}>
      <SiteFooter />
    </BusinessContext>,
  );
  return screen.getByRole("contentinfo");
}

describe("the footer", () => {
  it("links the complaints page beside the privacy statement", () => {
    const footer = renderFooter();
    const privacy = within(footer).getByRole("link", { name: "Privacyverklaring" });
    const complaints = within(footer).getByRole("link", { name: "Klachten" });
    expect(privacy).toHaveAttribute("href", paths.privacy);
    expect(complaints).toHaveAttribute("href", paths.complaints);
    expect(privacy.closest("ul")).toBe(complaints.closest("ul"));
  });

  it("shows the practice's KvK and VAT numbers, each marked while it is an example, and the AGB code once there is one", () => {
    renderFooter();
    const registrations = screen.getByTestId("footer-registrations");
    for (const [label, field] of [
      ["KvK", "kvkNumber"],
      ["btw-nummer", "vatNumber"],
    ] as const) {
      const shown = `${label} ${business.legal[field]}`;
      expect(registrations).toHaveTextContent(shown);
      if (isLegalExample(field)) expect(registrations).toHaveTextContent(`${shown} ${EXAMPLE_MARK}`);
      else expect(registrations).not.toHaveTextContent(`${shown} ${EXAMPLE_MARK}`);
    }
    if (business.legal.agbCode) expect(registrations).toHaveTextContent(`AGB-code ${business.legal.agbCode}`);
    else expect(registrations).not.toHaveTextContent("AGB");
  });
});
