// `client:firstuse`: an island that hydrates once the page has loaded and the browser is idle, or at
// the visitor's first touch, key or focus inside it if that comes sooner — and then acts on a tap or
// key on one of its buttons or a choice in one of its selects, so the first tap on a menu button
// opens the menu (decision 023). Nothing runs before the first paint but these few listeners.
// Links, fields and a form's own buttons are left to the browser: they work without script, and a
// field changed before hydration is made known to the island after it (changed-fields.ts).
// `client:firstuse="visible"`: the same, but it hydrates when it comes into view rather than when
// the page is idle (an island below the fold, whose first tap may come right after a scroll).
import type { ClientDirective } from "astro";
import { DEFAULT_LANGUAGE } from "#/app/i18n/languages.ts";
import { replayChangedFields, whenHydrated } from "#/site/directives/changed-fields.ts";

/** Longest wait after the document is parsed before the island hydrates anyway. */
const WAIT_CAP_MS = 2500;

/** The controls that need the island's script; a link does not. */
const NEEDS_SCRIPT = "button, select";
/** Elements whose keys need the island's script (a carousel's arrow keys), though a tap on them does not. */
const KEYS_NEED_SCRIPT = "[data-keys]";

/** Keys whose own effect on a button is a click (replayed as the click) or a move of focus (not held). */
const NATIVE_KEYS = new Set(["Enter", " ", "Tab"]);

/** How far below the screen a "visible" island starts to hydrate, so it is ready as it scrolls in. */
const VISIBLE_MARGIN = "600px";

const firstUse: ClientDirective = (load, options, island) => {
  let started = false;
  const held: { event: Event; control: Element; value?: string }[] = [];

  const hold = (event: Event) => {
    if (event.type !== "click" && event.type !== "change") void start();
    const target = event.target as Element | null;
    const control =
      target?.closest?.(NEEDS_SCRIPT) ?? (event.type === "keydown" ? target?.closest?.(KEYS_NEED_SCRIPT) : null);
    // A form's own button works without script (it sends the form).
    if (!control || !island.contains(control) || (control instanceof HTMLButtonElement && control.form)) return;
    if (event.type === "focusin" || (event instanceof KeyboardEvent && NATIVE_KEYS.has(event.key))) return;
    // A choice in a select happens in the browser; only its change event needs the script.
    if (control instanceof HTMLSelectElement && event.type !== "change") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ event, control, value: control instanceof HTMLSelectElement ? control.value : undefined });
    void start();
  };

  const types = ["pointerdown", "focusin", "click", "keydown", "change"];
  for (const type of types) island.addEventListener(type, hold, { capture: true });

  async function start() {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
      // Taps are kept until the island is live, a part that starts after hydration (a carousel) too.
      await whenHydrated(island);
    } finally {
      for (const type of types) island.removeEventListener(type, hold, { capture: true });
    }
    replayChangedFields(island);
    for (const { event, control, value } of held.splice(0)) {
      const target = event.target as Element;
      if (control instanceof HTMLSelectElement && value !== undefined) {
        control.value = value;
        control.dispatchEvent(new Event("change", { bubbles: true }));
      } else if (event.type === "click") (control as HTMLElement).click();
      else if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent(event.type, event));
      else if (event instanceof PointerEvent) target.dispatchEvent(new PointerEvent(event.type, event));
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
