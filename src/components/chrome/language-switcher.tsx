import { ChevronDown, Globe } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { languages, resolveLanguage } from "#/src/i18n/languages.ts";
import { useLanguage } from "#/src/i18n/use-language.ts";
import { cn } from "#/src/lib/cn.ts";

const looks = {
  /** A white pill, in the phone menu. */
  pill: "gap-2 border border-line bg-white/80 px-3 text-petrol-900 hover:border-petrol-600",
  /** Light on the header's dark band, the full height of the band. */
  band: "gap-1.5 px-1 text-white hover:bg-white/10 sm:px-2",
};

/**
 * A native select (familiar, keyboard- and screen-reader-friendly on every device),
 * laid transparently over a compact face that shows the language name, or its code where a
 * phone's header band needs the room.
 */
export function LanguageSwitcher({ look = "pill", className }: { look?: keyof typeof looks; className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  const current = languages.find((l) => l.code === language) ?? languages[0];
  return (
    <div
      className={cn(
        "relative flex min-h-11 items-center rounded-full text-sm font-bold has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-amber-400",
        looks[look],
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t("header.language")}
      </label>
      <Globe aria-hidden="true" className="size-5 shrink-0" />
      {/* On a phone's band the code ('AR'): the name leaves no room for the number. */}
      <span aria-hidden="true" className={look === "band" ? "max-sm:hidden" : undefined}>
        {current.name}
      </span>
      <span aria-hidden="true" className={look === "band" ? "uppercase sm:hidden" : "hidden"}>
        {current.code}
      </span>
      <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0", look === "band" && "max-sm:hidden")} />
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
