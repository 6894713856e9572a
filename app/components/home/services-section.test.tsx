import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { services, servicesIntro } from "#/app/content/home.ts";
import { ServicesSection } from "#/app/components/home/services-section.tsx";

function renderSection() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ServicesSection
          id="diensten"
          title={servicesIntro.title}
          intro={servicesIntro.intro}
          placeholder={servicesIntro.placeholder}
          closeLabel={servicesIntro.close}
          services={services}
        />
      ),
    },
  ]);
  render(<Stub />);
  return userEvent.setup();
}

const point = (name: string) => screen.getByRole("button", { name });

describe("ServicesSection", () => {
  it("has three points, all closed at first", () => {
    renderSection();
    for (const name of ["Gehoorbescherming", "Hoortoestellen", "In-ear monitors"]) {
      expect(point(name)).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("opens a point's panel on click and closes it on a second click", async () => {
    const user = renderSection();
    await user.click(point("Gehoorbescherming"));
    expect(point("Gehoorbescherming")).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: "Gehoorbescherming" });
    expect(panel.querySelectorAll("a")).toHaveLength(7);
    await user.click(point("Gehoorbescherming"));
    expect(point("Gehoorbescherming")).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps one panel open at a time and closes it with 'Sluiten'", async () => {
    const user = renderSection();
    await user.click(point("Gehoorbescherming"));
    await user.click(point("Hoortoestellen"));
    expect(point("Gehoorbescherming")).toHaveAttribute("aria-expanded", "false");
    const demo = screen.getByRole("link", { name: "Plan een demo!" });
    expect(demo).toHaveAttribute("href", "/afspraak-maken");
    await user.click(
      screen.getAllByRole("button", { name: "Sluiten" }).find((b) => b.closest("[id=service-hoortoestellen]"))!,
    );
    expect(point("Hoortoestellen")).toHaveAttribute("aria-expanded", "false");
    expect(point("Hoortoestellen")).toHaveFocus();
  });

  it("offers the two in-ear monitor pages", async () => {
    const user = renderSection();
    await user.click(point("In-ear monitors"));
    const panel = screen.getByRole("region", { name: "In-ear monitors" });
    expect([...panel.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/in-ear-monitors/muzikanten",
      "/in-ear-monitors/gamers",
    ]);
  });
});
