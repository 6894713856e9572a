import { X } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";
import { whatsappHref } from "#/src/lib/contact-links.ts";
import { coversContent } from "#/src/lib/covers-content.ts";
import { CHAT_BUBBLE_DELAY_MS, CHAT_BUBBLE_FADE_MS, CHAT_BUBBLE_VISIBLE_MS } from "#/src/lib/ui-constants.ts";
import { WhatsappMark } from "#/src/components/chrome/whatsapp-mark.tsx";

/** Layout changes that no event reports (a panel opening, a picture arriving) are caught this often. */
const RECHECK_MS = 250;

/** Milliseconds since the page's load event (the island hydrates later); 0 where the browser has no timing. */
function sinceLoad(): number {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const loaded = (navigation as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
  return loaded > 0 ? Math.max(0, performance.now() - loaded) : 0;
}

/** Calls `then` `delay` ms after the page's load event (at once if that is past), or never once cancelled. */
function afterLoad(delay: number, then: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => (timer = window.setTimeout(then, Math.max(0, delay - sinceLoad())));
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    window.clearTimeout(timer);
  };
}

type Phase = "waiting" | "shown" | "leaving" | "gone";

/**
 * The WhatsApp button, and its speech bubble, which appears 2 s after the page's load event, stays 10 s (or until
 * closed) and fades out over 300 ms before it is removed. Whenever either would lie over a field,
 * button, link, error message, table or text, or a form field has the focus, it is kept out of
 * sight (decision 019): the button comes back where the corner is free (the first screen, the
 * page's end); the bubble's timings run on regardless.
 */
/** `whatsapp`: the practice's WhatsApp number and the message it opens with (content/practice.yaml). */
export function ChatBubble({ whatsapp }: { whatsapp: { number: string; greeting: string } }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>("waiting");
  const widget = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLAnchorElement>(null);
  const showing = phase === "shown" || phase === "leaving";

  useEffect(() => {
    // The 2 s count from the page's load, not from this island's hydration.
    if (phase === "waiting") return afterLoad(CHAT_BUBBLE_DELAY_MS, () => setPhase("shown"));
    const next: Partial<Record<Phase, [Phase, number]>> = {
      shown: ["leaving", CHAT_BUBBLE_VISIBLE_MS],
      leaving: ["gone", CHAT_BUBBLE_FADE_MS],
    };
    const step = next[phase];
    if (!step) return;
    const timer = window.setTimeout(() => setPhase(step[0]), step[1]);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useKeptClear(bubble, widget, { active: showing, poll: true });
  useKeptClear(button, widget);

  const link = whatsappHref(whatsapp.number, whatsapp.greeting);

  return (
    // The bubble is positioned against the button, so its arrival moves nothing (no layout shift).
    // Bottom right in every language: the page's Dutch text starts on the left, also in an Arabic chrome.
    <div ref={widget} className="group/chat fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      {showing ? (
        <div
          ref={bubble}
          data-testid="chat-bubble"
          data-phase={phase}
          className={cn(
            // Out of sight too while the button is: a bubble pointing at nothing.
            "absolute right-0 bottom-full mb-3 flex w-64 animate-fade-in items-start gap-2 rounded-card border border-line bg-white p-4 text-sm shadow-soft group-has-[a[data-covering]]/chat:invisible data-covering:invisible",
            "transition-opacity duration-300",
            phase === "leaving" && "opacity-0",
          )}
        >
          <a href={link} target="_blank" rel="noopener noreferrer" tabIndex={-1} className="text-ink">
            {t("chat.bubble")}
          </a>
          <button
            type="button"
            onClick={() => setPhase("leaving")}
            aria-label={t("chat.close")}
            className="-m-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-teal-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      <a
        ref={button}
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="chat-button"
        className="grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-soft transition-[opacity,visibility,scale] duration-200 hover:scale-105 data-covering:invisible data-covering:opacity-0 sm:size-16"
      >
        <WhatsappMark className="size-8 sm:size-9" />
        <span className="sr-only">
          {t("chat.button")} {t("newTab")}
        </span>
      </a>
    </div>
  );
}

/**
 * Keeps `element` (fixed, inside `own`) out of sight while it would cover content: checked on
 * scrolling, resizing, focus changes, folds opening and changes to the page, and
 * with `poll` also a few times a second, for layout changes no event reports (while the bubble
 * shows). Set on the element directly, not through a render, so it is hidden before the next paint.
 */
function useKeptClear(
  element: RefObject<HTMLElement | null>,
  own: RefObject<HTMLElement | null>,
  { active = true, poll = false }: { active?: boolean; poll?: boolean } = {},
) {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const check = () => target.toggleAttribute("data-covering", coversContent(target, own.current ?? target));
    check();
    const events: [EventTarget, string][] = [
      [window, "scroll"],
      [window, "resize"],
      [document, "focusin"],
      [document, "focusout"],
      [document, "toggle"],
      [document, "load"],
    ];
    // Capturing: 'toggle' (a fold) and 'load' (a picture) do not bubble.
    for (const [source, type] of events) source.addEventListener(type, check, { capture: true, passive: true });
    const changes = new MutationObserver(check);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = poll ? window.setInterval(check, RECHECK_MS) : undefined;
    return () => {
      for (const [source, type] of events) source.removeEventListener(type, check, { capture: true });
      changes.disconnect();
      window.clearInterval(timer);
    };
  }, [element, own, active, poll]);
}
