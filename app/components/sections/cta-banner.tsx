import { ArrowRight, CalendarCheck } from "lucide-react";
import { Button } from "#/app/components/ui/button.tsx";
import { paths } from "#/app/registry/pages.ts";
import type { CallToAction } from "#/app/copy/sections.ts";
import { cn } from "#/app/lib/cn.ts";

type Props = CallToAction & { id: string };

/**
 * A call to action: book (to /afspraak-maken), ask for advice (to /contact), or both in one
 * block. Dark when it offers booking, light when it only invites a question.
 */
export function CtaBanner({ id, title, text, appointment, contact }: Props) {
  const dark = appointment !== undefined;
  return (
    <section
      aria-labelledby={id}
      data-cta=""
      className={cn(
        "rounded-card p-6 sm:p-10",
        dark ? "bg-petrol-800 text-white" : "border-2 border-teal-200 bg-teal-50",
      )}
    >
      <h2 id={id} className={cn("text-2xl sm:text-3xl", dark && "text-white")}>
        {title}
      </h2>
      <p className={cn("mt-2 max-w-3xl text-lg", dark && "text-teal-50")}>{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {appointment ? (
          <Button asChild size="lg">
            <a href={paths.appointment}>
              <CalendarCheck aria-hidden="true" />
              {appointment}
            </a>
          </Button>
        ) : null}
        {contact ? (
          <Button asChild size="lg" variant={dark ? "inverse" : "secondary"}>
            <a href={paths.contact}>
              {contact}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
