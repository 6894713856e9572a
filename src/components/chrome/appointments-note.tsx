import { CalendarCheck } from "lucide-react";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";

/**
 * The spec's 'Nu open voor afspraken', set as a plain statement: no pill that looks like a button
 * and no live dot that would claim the practice is open at this moment.
 */
export function AppointmentsNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn("flex items-center gap-1.5 text-xs leading-tight font-bold text-petrol-800", className)}>
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      {t("header.badge")}
    </p>
  );
}
