import { DEFAULT_LANGUAGE, type LanguageCode } from "#/src/i18n/languages.ts";
import type { PageId } from "#/src/registry/pages.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };

/**
 * Every language has every chrome key (locales/nl.json is the source of every key). Page names are
 * the exception: the registry holds each page's Dutch name, and a language may translate it under
 * `pages`; a page without a translation is named in Dutch, like the page itself.
 */
type Translation = typeof nl & { pages?: Partial<Record<PageId, string>> };

/** Every key of the Dutch strings as a dotted path, e.g. "nav.contact". */
type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Paths<typeof nl>;
export type TFunction = (key: TranslationKey, values?: Record<string, string>) => string;

/** Dutch ships with every page (it is the prerendered language); the others load on demand. */
const loaders: Record<Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>, () => Promise<Translation>> = {
  en: () => import("#/src/i18n/locales/en.json", { with: { type: "json" } }).then((m) => m.default),
  fr: () => import("#/src/i18n/locales/fr.json", { with: { type: "json" } }).then((m) => m.default),
  es: () => import("#/src/i18n/locales/es.json", { with: { type: "json" } }).then((m) => m.default),
  ar: () => import("#/src/i18n/locales/ar.json", { with: { type: "json" } }).then((m) => m.default),
};

const bundles: Partial<Record<LanguageCode, Translation>> = { nl };
let current: LanguageCode = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/**
 * The string for `key` in `language`, with `{{name}}` placeholders filled in. A label missing in
 * that language shows its key (never another language), so a gap is visible and gets fixed.
 */
export function translate(language: LanguageCode, key: TranslationKey, values?: Record<string, string>): string {
  let node: unknown = bundles[language];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return values ? node.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder) : node;
}

/** A page's name in the chrome: its translation in `language`, else its Dutch name from the registry. */
export function pageName(language: LanguageCode, page: { id: string; title: string }): string {
  return bundles[language]?.pages?.[page.id as PageId] ?? page.title;
}

/** The chrome's current language and strings, outside React (tests, event handlers). */
export const i18n = {
  get language(): LanguageCode {
    return current;
  },
  t: ((key, values) => translate(current, key, values)) as TFunction,
};

export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (code !== DEFAULT_LANGUAGE) bundles[code] ??= await loaders[code]();
  current = code;
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
