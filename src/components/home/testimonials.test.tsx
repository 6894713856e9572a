import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Testimonials } from "#/src/components/home/testimonials.tsx";
import { EXAMPLE_MARK, EXAMPLE_REVIEW_LABEL } from "#/src/copy/marked-text.ts";
import { testimonialsIntro } from "#/src/copy/home.ts";

const text = "Een ervaring van een klant, zo letterlijk mogelijk overgenomen.";

describe("the reviews on the home page", () => {
  it("show each real review's source and date, and mark an example one", () => {
    render(
      <Testimonials
        {...testimonialsIntro}
        reviews={[
          {
            name: "Klant A",
            context: "Hoortoestellen",
            text,
            rating: 5,
            source: "Bron X",
            date: "2026-10-01",
            placeholder: false,
          },
          { name: "Klant B", context: "Zwemdopjes", text, rating: 4, placeholder: true },
        ]}
      />,
    );
    const [real, example] = screen.getAllByRole("figure");
    expect(real).toHaveTextContent("Bron X, 1 oktober 2026");
    expect(real).not.toHaveTextContent(EXAMPLE_MARK);
    expect(real).not.toHaveTextContent(EXAMPLE_REVIEW_LABEL);
    // The mark is on the quote, before it, not after the name where it reads as part of one.
    expect(example).toHaveTextContent(new RegExp(`^${EXAMPLE_REVIEW_LABEL}`));
    expect(example).not.toHaveTextContent(`Klant B ${EXAMPLE_MARK}`);
    expect(screen.getByRole("img", { name: "4 van 5 sterren" })).toBeInTheDocument();
  });

  it("tells a phone how many reviews the row holds, and says nothing of swiping for one", () => {
    const review = (name: string) => ({ name, context: "Hoortoestellen", text, rating: 5, placeholder: true }) as const;
    const { unmount } = render(
      <Testimonials {...testimonialsIntro} reviews={[review("Klant A"), review("Klant B"), review("Klant C")]} />,
    );
    expect(screen.getByText(/veeg/i)).toHaveTextContent(/\b3\b/);
    unmount();
    render(<Testimonials {...testimonialsIntro} reviews={[review("Klant A")]} />);
    expect(screen.queryByText(/veeg/i)).toBeNull();
  });
});
