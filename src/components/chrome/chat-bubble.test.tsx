import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "#/src/i18n/i18n.ts";
import { ChatBubble } from "#/src/components/chrome/chat-bubble.tsx";

/** A number and greeting of the test's own, not the practice's. */
const whatsapp = { number: "31612345678", greeting: "Hallo, ik heb een vraag" };

describe("ChatBubble", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("always offers the WhatsApp chat in a new tab", () => {
    render(<ChatBubble whatsapp={whatsapp} />);
    const link = screen.getByRole("link", { name: /Chat met ons via WhatsApp/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.getAttribute("href")).toBe("https://wa.me/31612345678?text=Hallo%2C%20ik%20heb%20een%20vraag");
  });

  it("shows the bubble after 2 s and removes it 10 s later after a 300 ms fade", () => {
    render(<ChatBubble whatsapp={whatsapp} />);
    advance(1999);
    expect(screen.queryByTestId("chat-bubble")).toBeNull();
    advance(1);
    expect(screen.getByTestId("chat-bubble")).toHaveAttribute("data-phase", "shown");
    advance(9999);
    expect(screen.getByTestId("chat-bubble")).toHaveAttribute("data-phase", "shown");
    advance(1);
    expect(screen.getByTestId("chat-bubble")).toHaveAttribute("data-phase", "leaving");
    advance(299);
    expect(screen.getByTestId("chat-bubble")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId("chat-bubble")).toBeNull();
  });

  it("counts the 2 s from the page's load event, not from when its script ran", () => {
    const loadedAt = 1_000;
    vi.spyOn(performance, "now").mockReturnValue(loadedAt + 1_500);
    const timing = { loadEventStart: loadedAt } as PerformanceNavigationTiming;
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([timing]);
    render(<ChatBubble whatsapp={whatsapp} />);
    advance(499);
    expect(screen.queryByTestId("chat-bubble")).toBeNull();
    advance(1);
    expect(screen.getByTestId("chat-bubble")).toHaveAttribute("data-phase", "shown");
  });

  it("shows the bubble at once when its script runs more than 2 s after the load event", () => {
    vi.spyOn(performance, "now").mockReturnValue(9_000);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ loadEventStart: 500 } as PerformanceNavigationTiming]);
    render(<ChatBubble whatsapp={whatsapp} />);
    advance(0);
    expect(screen.getByTestId("chat-bubble")).toHaveAttribute("data-phase", "shown");
  });

  it("fades out when the visitor closes it", () => {
    render(<ChatBubble whatsapp={whatsapp} />);
    advance(2000);
    fireEvent.click(screen.getByRole("button", { name: "Bericht sluiten" }));
    expect(screen.getByTestId("chat-bubble")).toHaveAttribute("data-phase", "leaving");
    advance(300);
    expect(screen.queryByTestId("chat-bubble")).toBeNull();
  });
});
