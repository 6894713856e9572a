import { NextStep } from "#/src/components/sections/next-step.tsx";
import type { CallToAction } from "#/src/copy/sections.ts";
import { cn } from "#/src/lib/cn.ts";

type Props = CallToAction & { id: string };

/**
 * A call to action: book (to /afspraak-maken), ask for advice (to /contact), or both in one
 * block, with the number beside them. Dark when it offers booking, light when it only invites a question.
 */
export function CtaBanner({ id, title, text, appointment, contact, branch }: Props) {
  const dark = appointment !== undefined;
  return (
    <section
      aria-labelledby={id}
      data-cta=""
      className={cn(
        "rounded-card p-4 sm:p-10",
        dark ? "bg-petrol-800 text-white" : "border-2 border-teal-200 bg-teal-50",
      )}
    >
      <h2 id={id} className={cn("text-2xl sm:text-3xl", dark && "text-white")}>
        {title}
      </h2>
      <p className={cn("mt-2 max-w-3xl text-lg", dark && "text-teal-50")}>{text}</p>
      <NextStep appointment={appointment} contact={contact} branch={branch} dark={dark} className="mt-6" />
    </section>
  );
}
