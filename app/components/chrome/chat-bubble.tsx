import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#/app/i18n/use-translation.ts";
import { business } from "#/app/data/business.ts";
import { cn } from "#/app/lib/cn.ts";
import { whatsappHref } from "#/app/lib/contact-links.ts";
import { coversContent } from "#/app/lib/covers-content.ts";
import { CHAT_BUBBLE_DELAY_MS, CHAT_BUBBLE_FADE_MS, CHAT_BUBBLE_VISIBLE_MS } from "#/app/lib/ui-constants.ts";
import { WhatsappMark } from "#/app/components/chrome/whatsapp-mark.tsx";

/** Layout changes that no event reports (a panel opening, a picture arriving) are caught this often. */
const RECHECK_MS = 250;

type Phase = "waiting" | "shown" | "leaving" | "gone";

/**
 * The WhatsApp button is always there; its speech bubble appears 2 s after load,
 * stays 10 s (or until closed) and fades out over 300 ms before it is removed. Whenever it
 * would lie over a field, button, error message, table or text, or a form field has the focus,
 * it is kept out of sight (decision 019); its timings run on regardless.
 */
export function ChatBubble() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>("waiting");
  const widget = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const showing = phase === "shown" || phase === "leaving";

  useEffect(() => {
    const next: Partial<Record<Phase, [Phase, number]>> = {
      waiting: ["shown", CHAT_BUBBLE_DELAY_MS],
      shown: ["leaving", CHAT_BUBBLE_VISIBLE_MS],
      leaving: ["gone", CHAT_BUBBLE_FADE_MS],
    };
    const step = next[phase];
    if (!step) return;
    const timer = window.setTimeout(() => setPhase(step[0]), step[1]);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    const element = bubble.current;
    if (!showing || !element) return;
    // Set on the element at once, not through a render, so it is out of sight before the next paint.
    const check = () => element.toggleAttribute("data-covering", coversContent(element, widget.current ?? element));
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    document.addEventListener("focusin", check);
    document.addEventListener("focusout", check);
    const changes = new MutationObserver(check);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = window.setInterval(check, RECHECK_MS);
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      document.removeEventListener("focusin", check);
      document.removeEventListener("focusout", check);
      changes.disconnect();
      window.clearInterval(timer);
    };
  }, [showing]);

  const link = whatsappHref(business.whatsappNumber, business.whatsappGreeting);

  return (
    // The bubble is positioned against the button, so its arrival moves nothing (no layout shift).
    // Bottom right in every language: the page's Dutch text starts on the left, also in an Arabic chrome.
    <div ref={widget} className="fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      {showing ? (
        <div
          ref={bubble}
          data-testid="chat-bubble"
          data-phase={phase}
          className={cn(
            "absolute right-0 bottom-full mb-3 flex w-64 animate-fade-in items-start gap-2 rounded-card border border-line bg-white p-4 text-sm shadow-soft data-covering:invisible",
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
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="chat-button"
        className="grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-soft transition-transform hover:scale-105 sm:size-16"
      >
        <WhatsappMark className="size-8 sm:size-9" />
        <span className="sr-only">
          {t("chat.button")} {t("newTab")}
        </span>
      </a>
    </div>
  );
}
