import { useEffect, useRef, useState, type RefObject } from "react";
import { cn } from "#/src/lib/cn.ts";

/** The room the line keeps clear at the viewport's bottom, and the sticky header at its top (px). */
const LINE_ROOM = 80;

type Props = {
  label: string;
  /** The amount; none while the fields do not add up, and then `fallback` says what to do. */
  amount?: string;
  fallback: string;
  /** The form being filled in: the line shows while it is on screen… */
  form: RefObject<HTMLElement | null>;
  /** …and the full result is not (its 'U betaalt zelf' row, or the whole result while there is none). */
  result: RefObject<HTMLElement | null>;
};

/**
 * 'U betaalt zelf € …' pinned to the bottom of a phone's screen while the visitor fills in a
 * calculator whose result lies below its form (under 1024 px; from there the result stands beside
 * the form). It repeats what the result says, so it is hidden from screen readers: the result's
 * live region already reads it once the typing settles. Fixed, so its arrival moves nothing; while it
 * shows, the page's scroll padding keeps a focused field clear of it. It follows the visual viewport,
 * so it stays above an on-screen keyboard.
 */
export function CostResultLine({ label, amount, fallback, form, result }: Props) {
  const line = useRef<HTMLDivElement>(null);
  const [formOnScreen, setFormOnScreen] = useState(false);
  const [resultOnScreen, setResultOnScreen] = useState(false);
  const showing = formOnScreen && !resultOnScreen;
  const hasAmount = amount !== undefined;

  useEffect(() => {
    const margin = `-${LINE_ROOM}px 0px -${LINE_ROOM}px 0px`;
    const watch = (target: HTMLElement | null, set: (on: boolean) => void) => {
      if (!target) return undefined;
      const observer = new IntersectionObserver(([entry]) => set(entry?.isIntersecting ?? false), {
        rootMargin: margin,
      });
      observer.observe(target);
      return observer;
    };
    const observers = [watch(form.current, setFormOnScreen), watch(result.current, setResultOnScreen)];
    return () => observers.forEach((observer) => observer?.disconnect());
    // The result's element changes when the fields stop adding up (and back): watch the one there is.
  }, [form, result, hasAmount]);

  // A focused field scrolls clear of the line, not under it (WCAG 2.4.11). The scroll padding covers
  // the browser's own scrolling to a field; a field already on screen but under the line, which the
  // browser leaves where it is, is moved up here.
  useEffect(() => {
    if (!showing) return undefined;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${LINE_ROOM}px`;
    const clear = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (!target || !form.current?.contains(target)) return;
      const under = target.getBoundingClientRect().bottom - (window.innerHeight - LINE_ROOM);
      if (under > 0) window.scrollBy({ top: under + 8, behavior: "instant" });
    };
    document.addEventListener("focusin", clear);
    return () => {
      root.style.scrollPaddingBottom = "";
      document.removeEventListener("focusin", clear);
    };
  }, [showing, form]);

  // Above an on-screen keyboard, which covers the bottom of the layout viewport a fixed element keeps to.
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const follow = () => {
      const covered = Math.max(0, window.innerHeight - viewport.offsetTop - viewport.height);
      if (line.current) line.current.style.bottom = `${Math.round(covered)}px`;
    };
    viewport.addEventListener("resize", follow);
    viewport.addEventListener("scroll", follow);
    return () => {
      viewport.removeEventListener("resize", follow);
      viewport.removeEventListener("scroll", follow);
    };
  }, []);

  return (
    <div
      ref={line}
      aria-hidden="true"
      data-testid="cost-result-line"
      data-showing={showing ? "" : undefined}
      className={cn(
        // Right-padded in every language: the WhatsApp button keeps the bottom right corner (decision 019).
        "fixed inset-x-0 bottom-0 z-20 border-t-2 border-teal-200 bg-white py-3 pr-20 pl-4 shadow-soft sm:pr-28 sm:pl-6 lg:hidden print:hidden",
        "transition-[translate,visibility] duration-200 motion-reduce:transition-none",
        showing ? "visible translate-y-0" : "invisible translate-y-full",
      )}
    >
      <p className="flex min-h-12 flex-wrap content-center items-baseline gap-x-3">
        {hasAmount ? (
          <>
            <span className="font-bold text-petrol-900">{label}</span>{" "}
            <span className="text-2xl font-bold whitespace-nowrap text-petrol-900 tabular-nums">{amount}</span>
          </>
        ) : (
          <span className="font-bold text-coral-700">{fallback}</span>
        )}
      </p>
    </div>
  );
}
