import { useCallback, useEffect } from "react";
import { switchLanguage } from "./i18n";
import { directionOf, resolveLanguage, STORAGE_KEY, type LanguageCode } from "./languages";
import { useTranslation } from "./use-translation";

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

/** After hydration (which is always Dutch, like the HTML), apply the stored preference. */
export function useStoredLanguage() {
  useEffect(() => {
    const preferred = resolveLanguage(readStored());
    if (preferred !== resolveLanguage(null)) void switchLanguage(preferred);
  }, []);
}
