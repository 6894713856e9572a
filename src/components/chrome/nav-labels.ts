import { pageName, type TFunction } from "#/src/i18n/i18n.ts";
import type { LanguageCode } from "#/src/i18n/languages.ts";
import type { MenuEntry, MenuLink } from "#/src/lib/site-registry.ts";

/** Chrome label of a menu entry (a single page or a group), in the current language. */
export const entryLabel = (t: TFunction, entry: MenuEntry) =>
  t(`nav.${entry.type === "link" ? entry.label : entry.key}`);

/** A page's name in a menu, in the current language (its Dutch name when it has no translation). */
export const pageLabel = (language: LanguageCode, link: MenuLink) => pageName(language, link);
