import type { TFunction } from "#/app/i18n/i18n.ts";
import type { MenuEntry, MenuLink } from "#/app/content/navigation.ts";

/** Chrome label of a menu entry or sub-page link, in the current language. */
export const entryLabel = (t: TFunction, entry: MenuEntry) => t(`nav.${entry.key}`);
export const pageLabel = (t: TFunction, link: MenuLink) => t(`pages.${link.id}`);
