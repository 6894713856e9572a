import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Test files share their worker (vitest.config.ts): a test that fails with fake timers on leaves none behind.
afterEach(() => vi.useRealTimers());

// Set up only where a test runs with a DOM (vitest.config.ts); a Node test needs none of it.
if (typeof window !== "undefined") setUpDom();

function setUpDom() {
  afterEach(() => cleanup());

  // jsdom has no media queries: every query answers "no match" (e.g. no reduced-motion preference).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // Nor layout observers (the carousel library asks for them); nothing is ever observed.
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

  // jsdom cannot play media; the hero video only needs play() to settle.
  window.HTMLMediaElement.prototype.play = () => Promise.resolve();
}
