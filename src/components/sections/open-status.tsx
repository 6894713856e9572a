import type { Branch } from "#/src/data/business.server.ts";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { useHoursExceptions } from "#/src/components/hooks/page-context.ts";
import { cn } from "#/src/lib/cn.ts";
import { openingStatus } from "#/src/lib/opening-hours.ts";
import { openingStatusText } from "#/src/i18n/opening-hours-text.ts";
import { useNow } from "#/src/components/hooks/use-now.ts";

type Props = {
  branch: Branch;
  /** In the chrome (the footer) the line follows the chrome's language; on a page it is Dutch. */
  chrome?: boolean;
  className?: string;
};

/**
 * 'Nu open · tot 17:00' / 'Nu gesloten · morgen open vanaf 09:30', in Amsterdam time, holidays
 * included. The prerendered line is empty but keeps its height, so filling it in moves nothing.
 */
export function OpenStatus({ branch, chrome = false, className }: Props) {
  const now = useNow();
  const exceptions = useHoursExceptions(branch.id);
  const chromeLanguage = useChromeLanguage();
  const { lang, dir } = chrome ? chromeLanguage : ({ lang: "nl", dir: "ltr" } as const);
  const status = now && openingStatus({ hours: branch.hours, exceptions }, now);
  const text = status ? openingStatusText(status, lang) : "";
  // The owner's note ('Kerstdagen') is Dutch inside a line in another language.
  const note = status && !status.open && lang !== "nl" && status.note && text.includes(status.note) ? status.note : "";
  const [before, after] = note ? [text.slice(0, text.indexOf(note)), text.slice(text.indexOf(note) + note.length)] : [];
  return (
    <p
      lang={lang}
      dir={chrome ? dir : undefined}
      className={cn("flex min-h-lh items-center gap-2", className)}
      data-testid={`open-status-${branch.id}`}
    >
      {status ? (
        <>
          <span
            aria-hidden="true"
            className={cn("size-2.5 shrink-0 rounded-full", status.open ? "bg-success" : "bg-coral-600")}
          />
          {note ? (
            <span>
              {before}
              <span lang="nl" dir="ltr">
                {note}
              </span>
              {after}
            </span>
          ) : (
            text
          )}
        </>
      ) : null}
    </p>
  );
}
