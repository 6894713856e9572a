// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "#/src/i18n/i18n.ts";
import type * as Translation from "#/src/i18n/use-translation.ts";

const translation = vi.hoisted(() => ({ broken: false }));
vi.mock("#/src/i18n/use-translation.ts", async (actual) => {
  const real = await actual<typeof Translation>();
  return {
    useTranslation: () => {
      if (translation.broken) throw new Error("the language store is gone");
      return real.useTranslation();
    },
  };
});

const { IslandErrorBoundary } = await import("#/src/components/islands/island-error.tsx");

function Broken(): never {
  throw new Error("kapot");
}

describe("a failing island", () => {
  afterEach(cleanup);

  it("shows the spec's title, its message and a reload button in its own place", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    translation.broken = false;
    render(
      <>
        <p>De rest van de pagina</p>
        <IslandErrorBoundary>
          <Broken />
        </IslandErrorBoundary>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("alert")).toHaveTextContent("kapot");
    expect(screen.getByRole("button", { name: "Pagina opnieuw laden" })).toBeInTheDocument();
    expect(screen.getByText("De rest van de pagina")).toBeInTheDocument();
  });

  it("still shows it, in Dutch, when the chrome's languages are what broke", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    translation.broken = true;
    render(
      <IslandErrorBoundary>
        <Broken />
      </IslandErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("alert")).toHaveTextContent("kapot");
    expect(screen.getByRole("alert")).toHaveTextContent("de rest van de pagina werkt gewoon");
    expect(screen.getByRole("button", { name: "Pagina opnieuw laden" })).toBeInTheDocument();
  });
});
