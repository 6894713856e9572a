import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Team } from "#/src/components/sections/team.tsx";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";

const bio = "Een korte tekst over deze persoon, in de u-vorm, zoals de praktijk hem schrijft.";

describe("the team on /over-ons", () => {
  it("marks a member the practice has not confirmed, and only that one", () => {
    render(
      <Team
        id="team"
        title="Ons team"
        members={[
          { name: "Voorbeeld Persoon", role: "Praktijkondersteuner", bio, placeholder: true },
          { name: "Echte Persoon", role: "Stagiair audiologie", bio, placeholder: false },
        ]}
      />,
    );
    const [example, real] = screen.getAllByRole("heading", { level: 3 });
    expect(example).toHaveTextContent(`Voorbeeld Persoon ${EXAMPLE_MARK}`);
    expect(real).toHaveTextContent(/^Echte Persoon$/);
  });
});
