import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NoticeProvider } from "#/src/components/ui/notice.tsx";

describe("the notices' region", () => {
  it("is named in the page's language, with its keyboard shortcut, never the library's English", () => {
    render(
      <NoticeProvider label="Meldingen">
        <p>Formulier</p>
      </NoticeProvider>,
    );
    const region = screen.getByRole("region");
    expect(region.getAttribute("aria-label")).toMatch(/^Meldingen \(F8\)$/);
    expect(region.getAttribute("aria-label")).not.toMatch(/Notifications/);
  });
});
