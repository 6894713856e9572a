import { useCallback, useEffect } from "react";
import { switchLanguage } from "#/src/i18n/i18n.ts";
import { directionOf, resolveLanguage, STORAGE_KEY, type LanguageCode } from "#/src/i18n/languages.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { CHROME_PENDING_ATTRIBUTE } from "#/src/i18n/boot-script.ts";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: stay in Dutch
  }
}

/** The current chrome language, its direction, and a setter that remembers the choice. */
export function useLanguage() {
  const { language } = useTranslation();

  const setLanguage = useCallback((code: LanguageCode) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, code);
    } catch {
      // storage blocked: the choice holds for this visit only
    }
    void switchLanguage(code);
  }, []);

  return { language, dir: directionOf(language), setLanguage };
}

/**
 * `lang` and `dir` for a chrome label placed inside the Dutch content (a carousel button, the
 * video button): the label follows the chrome, the content around it stays Dutch.
 */
export function useChromeLanguage() {
  const { language } = useTranslation();
  return { lang: language, dir: directionOf(language) } as const;
}

/** After hydration (which is always Dutch, like the HTML), apply the stored preference. */
export function useStoredLanguage() {
  const { language } = useTranslation();
  useEffect(() => {
    const preferred = resolveLanguage(readStored());
    if (preferred !== resolveLanguage(null)) void switchLanguage(preferred);
  }, []);
  // Once the labels are in the stored language, the boot script's hold on them ends.
  useEffect(() => {
    if (language === resolveLanguage(readStored())) document.documentElement.removeAttribute(CHROME_PENDING_ATTRIBUTE);
  }, [language]);
}
