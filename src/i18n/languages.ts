/**
 * The languages of the site chrome. Page content stays Dutch. `locale` names days and months
 * (Intl); Arabic keeps Latin digits, like the opening times beside them.
 */
export const languages = [
  { code: "nl", name: "Nederlands", dir: "ltr", locale: "nl-NL" },
  { code: "en", name: "English", dir: "ltr", locale: "en-GB" },
  { code: "fr", name: "Français", dir: "ltr", locale: "fr-FR" },
  { code: "es", name: "Español", dir: "ltr", locale: "es-ES" },
  { code: "ar", name: "العربية", dir: "rtl", locale: "ar-u-nu-latn" },
] as const;

export type LanguageCode = (typeof languages)[number]["code"];

export const DEFAULT_LANGUAGE = "nl" satisfies LanguageCode;
/** Labels for a stored code we do not know. */
export const FALLBACK_LANGUAGE = "en" satisfies LanguageCode;
export const STORAGE_KEY = "preferred-language";
/** The chrome language whose note 'the pages are in Dutch' the visitor has seen (content-language-note.tsx). */
export const NOTE_STORAGE_KEY = "content-language-note";

function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** What to show for a stored preference: none → Dutch, unknown → English. */
export function resolveLanguage(stored: string | null | undefined): LanguageCode {
  if (stored == null || stored === "") return DEFAULT_LANGUAGE;
  return isLanguageCode(stored) ? stored : FALLBACK_LANGUAGE;
}

export function directionOf(code: LanguageCode): "ltr" | "rtl" {
  return languages.find((language) => language.code === code)?.dir ?? "ltr";
}

export function localeOf(code: LanguageCode): string {
  return languages.find((language) => language.code === code)?.locale ?? "nl-NL";
}
