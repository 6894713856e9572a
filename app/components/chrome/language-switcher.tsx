import { ChevronDown, Globe } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#/app/i18n/use-translation.ts";
import { languages, resolveLanguage } from "#/app/i18n/languages.ts";
import { useLanguage } from "#/app/i18n/use-language.ts";
import { cn } from "#/app/lib/cn.ts";

/**
 * A native select (familiar, keyboard- and screen-reader-friendly on every device),
 * laid transparently over a compact face that shows the language name, or a globe and its code
 * where the desktop menu needs the room.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  const current = languages.find((l) => l.code === language) ?? languages[0];
  return (
    <div
      className={cn(
        "relative flex min-h-11 items-center gap-2 rounded-full border border-line bg-white/80 px-3 text-sm font-bold text-petrol-900 hover:border-petrol-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-amber-400 desk:gap-1.5",
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t("header.language")}
      </label>
      <Globe aria-hidden="true" className="size-5 shrink-0" />
      <span aria-hidden="true" className="desk:hidden">
        {current.name}
      </span>
      <span aria-hidden="true" className="hidden uppercase desk:inline">
        {current.code}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 desk:hidden" />
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(resolveLanguage(event.target.value))}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
