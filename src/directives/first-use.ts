// `client:firstuse`: an island that hydrates once the page has loaded and the browser is idle, or at
// the visitor's first touch, key or focus inside it if that comes sooner — and then acts on a tap or
// key on one of its buttons, so the first tap on a menu button opens the menu (decision 039).
// Nothing runs before the first paint but these few listeners. Links, fields and a form's own
// buttons are left to the browser: they work without script, and what a visitor chose in a field
// before hydration is made known to the island after it (src/components/islands/changed-fields.ts);
// until then the island carries `data-pending`, and a calculator's result is dimmed
// (`in-[[data-pending]]:` in cost-calculator.tsx and noise-calculator.tsx), so the worked example is
// not read as the answer to what the visitor typed.
// `client:firstuse="visible"`: the same, but it hydrates when it comes into view rather than when
// the page is idle (an island below the fold, whose first tap may come right after a scroll).
import type { ClientDirective } from "astro";
import { DEFAULT_LANGUAGE } from "#/src/i18n/languages.ts";

/** Longest wait after the document is parsed before the island hydrates anyway. */
const WAIT_CAP_MS = 2500;

/** The controls whose tap needs the island's script; a link does not, nor does a field. */
const NEEDS_SCRIPT = "button";
/** Elements whose keys need the island's script (a carousel's arrow keys), though a tap on them does not. */
const KEYS_NEED_SCRIPT = "[data-keys]";

/** Keys whose own effect on a button is a click (replayed as the click) or a move of focus (not held). */
const NATIVE_KEYS = new Set(["Enter", " ", "Tab"]);

/** How far below the screen a "visible" island starts to hydrate, so it is ready as it scrolls in. */
const VISIBLE_MARGIN = "600px";

const firstUse: ClientDirective = (load, options, island) => {
  let started = false;
  const held: { event: Event; control: Element }[] = [];

  const hold = (event: Event) => {
    if (event.type !== "click") void start();
    const target = event.target as Element | null;
    const control =
      target?.closest?.(NEEDS_SCRIPT) ?? (event.type === "keydown" ? target?.closest?.(KEYS_NEED_SCRIPT) : null);
    // A form's own button works without script (it sends the form).
    if (!control || !island.contains(control) || (control as HTMLButtonElement).form) return;
    if (event.type === "focusin" || (event instanceof KeyboardEvent && NATIVE_KEYS.has(event.key))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A visitor who taps a card or a menu button again because nothing seemed to happen wants it
    // open, not opened and closed again; a carousel's button counts every tap.
    const again =
      control.hasAttribute("aria-expanded") && held.some((h) => h.control === control && h.event.type === event.type);
    if (!again) held.push({ event, control });
    void start();
  };

  const changed = () => {
    island.setAttribute("data-pending", "");
    void start();
  };

  const types = ["pointerdown", "focusin", "click", "keydown"];
  for (const type of types) island.addEventListener(type, hold, { capture: true });
  const edits = ["input", "change"];
  for (const type of edits) island.addEventListener(type, changed, { capture: true });

  async function start() {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // The script never came: what was typed stays, and nothing is left looking half-worked-out.
      island.removeAttribute("data-pending");
      throw error;
    } finally {
      for (const type of types) island.removeEventListener(type, hold, { capture: true });
      for (const type of edits) island.removeEventListener(type, changed, { capture: true });
    }
    // React acts on an event that reaches a root still hydrating by finishing that root first; one
    // at a time, so that each sees what the one before did.
    for (const { event, control } of held.splice(0)) {
      if (event.type === "click") (control as HTMLElement).click();
      else event.target!.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
      await new Promise((resolve) => setTimeout(resolve));
    }
  }

  // A visitor who chose another language for the menus gets them in it as soon as possible (the boot
  // script has already set it on <html>); the page's content is Dutch either way.
  if (document.documentElement.lang !== DEFAULT_LANGUAGE) void start();

  if (options.value === "visible") {
    // <astro-island> has no box of its own: its children are what comes into view.
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        void start();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const child of island.children) seen.observe(child);
    return;
  }

  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  setTimeout(() => void start(), WAIT_CAP_MS);
};

export default firstUse;
