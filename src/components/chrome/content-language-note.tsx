import { useEffect, useState } from "react";
import { DEFAULT_LANGUAGE, NOTE_STORAGE_KEY } from "#/src/i18n/languages.ts";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { Button } from "#/src/components/ui/button.tsx";

function seenFor(): string | null {
  try {
    return window.localStorage.getItem(NOTE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Once per chosen language, in that language: the menus follow it, the pages stay Dutch. It hangs
 * under the header (nothing moves) until closed; it is remembered as seen as soon as it shows, so
 * the next page does not repeat it.
 */
export function ContentLanguageNote() {
  const { t, language } = useTranslation();
  const chrome = useChromeLanguage();
  const [shown, setShown] = useState(false);
  // The page hydrates in Dutch; a change of language (stored or chosen) decides, once, whether to show.
  const [decidedFor, setDecidedFor] = useState(language);
  if (decidedFor !== language) {
    setDecidedFor(language);
    setShown(language !== DEFAULT_LANGUAGE && seenFor() !== language);
  }

  useEffect(() => {
    if (!shown) return;
    try {
      window.localStorage.setItem(NOTE_STORAGE_KEY, language);
    } catch {
      // storage blocked: it shows again on the next page, which is better than never
    }
  }, [shown, language]);

  return (
    <div role="status" {...chrome} className="pointer-events-none absolute inset-x-0 top-full -z-10">
      {shown ? (
        <div className="pointer-events-auto mx-4 mt-2 flex max-w-xl items-center gap-3 rounded-card border border-line bg-white p-4 shadow-soft sm:mx-6 lg:mx-8">
          <p className="flex-1">{t("contentNote.text")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => setShown(false)}>
            {t("contentNote.close")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
