import { CalendarX2, ExternalLink as ExternalIcon, LoaderCircle, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { useBusiness } from "#/src/components/hooks/business.ts";
import type { appointmentPage } from "#/src/copy/appointment.ts";
import { cn } from "#/src/lib/cn.ts";
import { formatPhone, mailtoHref, telHref } from "#/src/lib/contact-links.ts";

/** How long the widget may take to draw itself before the visitor gets the alternatives. */
const WIDGET_TIMEOUT_MS = 8000;
const WIDGET_SCRIPT_ID = "booking-widget-script";

type Status = "loading" | "ready" | "failed";
type Props = {
  copy: (typeof appointmentPage)["widget"];
  title?: string;
  storeId?: string;
  scriptUrl?: string;
  bookingUrl?: string;
};

/**
 * The external booking widget. Its script is added when the page is entered and removed,
 * with everything it drew, when the visitor leaves; if it does not appear in time the
 * visitor gets a direct link, the phone number and the e-mail address instead.
 */
export function SchedulingWidget({ copy, title = copy.title, storeId = copy.storeId, scriptUrl, bookingUrl }: Props) {
  const business = useBusiness();
  scriptUrl ??= business.bookingWidgetScriptUrl;
  bookingUrl ??= business.bookingUrl;
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    setStatus("loading");
    const observer = new MutationObserver(() => {
      if (host.childElementCount > 0) setStatus("ready");
    });
    observer.observe(host, { childList: true });
    const timer = window.setTimeout(() => {
      if (host.childElementCount === 0) setStatus("failed");
    }, WIDGET_TIMEOUT_MS);

    document.getElementById(WIDGET_SCRIPT_ID)?.remove();
    const script = document.createElement("script");
    script.id = WIDGET_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => setStatus("failed");
    document.body.append(script);

    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      script.remove();
      host.replaceChildren();
    };
  }, [scriptUrl]);

  return (
    <section aria-labelledby="widget-title" className="rounded-card border border-line bg-white p-4 shadow-soft sm:p-6">
      <h2 id="widget-title" className="mb-4 text-2xl sm:text-3xl">
        {title}
      </h2>
      {/* The widget needs 320 px; on the narrowest phones it scrolls sideways in its own box, not the page. */}
      <div className="relative overflow-x-auto">
        <div
          ref={container}
          data-url={bookingUrl}
          data-title={title}
          data-store-id={storeId}
          className={cn("booking-inline-widget hidden h-175 min-w-80", status !== "failed" && "js:block")}
        />
        {status === "loading" ? (
          <p
            role="status"
            className="absolute inset-x-0 top-8 hidden items-center justify-center gap-3 text-ink-muted js:flex"
          >
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
            {copy.loading}
          </p>
        ) : null}
      </div>
      <div role={status === "failed" ? "alert" : undefined} className={status === "failed" ? undefined : "js:hidden"}>
        {/* On a phone the icon stands above the text, so the buttons have the card's full width. */}
        <div className="flex flex-col items-start gap-3 rounded-card bg-coral-100 p-4 sm:flex-row sm:gap-4 sm:p-6">
          <CalendarX2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-coral-700" />
          <div className="min-w-0">
            <h3 className="text-xl">{copy.fallbackTitle}</h3>
            <p className="mt-2">{copy.fallbackText}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              {/* Calling first: it always works, whatever blocked the agenda. */}
              <Button asChild>
                <a href={telHref(business.phone)}>
                  <Phone aria-hidden="true" />
                  {copy.call} <span dir="ltr">{formatPhone(business.phone)}</span>
                </a>
              </Button>
              <Button asChild variant="outline">
                <ExternalLink href={bookingUrl}>
                  {copy.openDirect}
                  <ExternalIcon aria-hidden="true" />
                </ExternalLink>
              </Button>
              <Button asChild variant="outline">
                <a href={mailtoHref(business.email, "Afspraak maken")}>{business.email}</a>
              </Button>
            </div>
            <p className="mt-4 text-ink-muted">{copy.fallbackCause}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
