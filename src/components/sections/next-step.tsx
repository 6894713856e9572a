import { ArrowRight, CalendarCheck, Phone } from "lucide-react";
import { branchOf, useBusiness } from "#/src/components/hooks/business.ts";
import { formatPhone, telHref } from "#/src/lib/contact-links.ts";
import { cn } from "#/src/lib/cn.ts";
import { paths } from "#/src/registry/pages.ts";
import type { CallToAction } from "#/src/copy/sections.ts";
import { Button } from "#/src/components/ui/button.tsx";

type Props = Pick<CallToAction, "appointment" | "contact" | "branch"> & {
  /** Only the first step (booking if the page offers it, else a question), as in a page's hero. */
  first?: boolean;
  /** On a dark surface. */
  dark?: boolean;
  className?: string;
};

/**
 * A page's next step: booking (to /afspraak-maken) and/or asking for advice (to /contact), with the
 * number beside it for a visitor who would rather call. The labels are the page's own call to action.
 */
export function NextStep({ appointment, contact, branch, first = false, dark = false, className }: Props) {
  const business = useBusiness();
  const phone = branch ? branchOf(business, branch).phone : business.phone;
  // Inside a card (a dark call to action) a phone's width is less than the page's: until `sm` the
  // buttons take their small-phone form, so a long label stays on one line and inside the card.
  const fit = dark ? "max-sm:px-4 max-sm:text-base max-sm:[&_svg]:hidden" : undefined;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-6 gap-y-3", className)}>
      {appointment ? (
        <Button asChild size="lg" className={fit}>
          <a href={paths.appointment}>
            <CalendarCheck aria-hidden="true" />
            {appointment}
          </a>
        </Button>
      ) : null}
      {contact && !(first && appointment) ? (
        <Button asChild size="lg" variant={dark ? "inverse" : appointment ? "outline" : "secondary"} className={fit}>
          <a href={paths.contact}>
            {contact}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </a>
        </Button>
      ) : null}
      <a
        href={telHref(phone)}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 text-lg font-bold whitespace-nowrap underline underline-offset-4",
          dark ? "text-white" : "text-petrol-800",
        )}
      >
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        Of bel {formatPhone(phone)}
      </a>
    </div>
  );
}
