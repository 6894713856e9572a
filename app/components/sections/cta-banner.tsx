import { ArrowRight, CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#/app/components/ui/button.tsx";
import { paths } from "#/app/content/site.ts";
import { cn } from "#/app/lib/cn.ts";
import { scrollToTop } from "#/app/lib/scroll.ts";
import type { SectionProps } from "#/app/content/sections.ts";

type Props = SectionProps<"cta">;

/** A call to action: book (to /afspraak-maken) or ask for advice (to /contact). */
export function CtaBanner({ id, variant, title, text, button }: Props) {
  const appointment = variant === "appointment";
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-card p-8 sm:p-10",
        appointment ? "bg-petrol-800 text-white" : "border-2 border-teal-200 bg-teal-50",
      )}
    >
      <h2 id={id} className={cn("text-2xl sm:text-3xl", appointment && "text-white")}>
        {title}
      </h2>
      <p className={cn("mt-2 max-w-3xl text-lg", appointment && "text-teal-50")}>{text}</p>
      <Button asChild size="lg" variant={appointment ? "primary" : "secondary"} className="mt-6">
        <Link to={appointment ? paths.appointment : paths.contact} onClick={scrollToTop}>
          {appointment ? <CalendarCheck aria-hidden="true" /> : null}
          {button}
          {appointment ? null : <ArrowRight aria-hidden="true" className="rtl:rotate-180" />}
        </Link>
      </Button>
    </section>
  );
}
