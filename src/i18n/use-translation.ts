import { useCallback, useSyncExternalStore } from "react";
import { i18n, subscribeToLanguage, translate, type TFunction } from "#/src/i18n/i18n.ts";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#/src/i18n/languages.ts";

/**
 * The chrome strings in the current language; re-renders when it changes. The prerendered HTML
 * and hydration are always Dutch (the server snapshot), the stored choice is applied after that.
 */
export function useTranslation() {
  const language = useSyncExternalStore<LanguageCode>(
    subscribeToLanguage,
    () => i18n.language,
    () => DEFAULT_LANGUAGE,
  );
  const t = useCallback<TFunction>((key, values) => translate(language, key, values), [language]);
  return { t, language };
}
