import { paths, type PageId } from "#/app/content/pages.ts";

/** A menu entry: its chrome label comes from the translations (`pages.<id>` or `nav.<key>`). */
export type MenuLink = { id: PageId; path: string };
export type MenuGroup = { key: "hearingProtection" | "hearingAids" | "inEarMonitors" | "location"; items: MenuLink[] };
export type MenuEntry =
  { type: "link"; key: "home" | "blogs" | "aboutUs" | "contact"; path: string } | ({ type: "group" } & MenuGroup);

const link = (id: PageId): MenuLink => ({ id, path: paths[id] });

export const protectionLinks = (["music", "motor", "work", "travel", "quiet", "swim", "sleep"] as const).map(link);
export const inEarLinks = (["musicians", "gamers"] as const).map(link);

/** The header menu, in the order it is shown. */
export const mainMenu: MenuEntry[] = [
  { type: "link", key: "home", path: paths.home },
  { type: "group", key: "hearingProtection", items: protectionLinks },
  {
    type: "group",
    key: "hearingAids",
    items: (["hearingAids", "secondOpinion", "method", "taxRefund"] as const).map(link),
  },
  { type: "group", key: "inEarMonitors", items: inEarLinks },
  { type: "group", key: "location", items: (["hurdegaryp", "wieringerwerf"] as const).map(link) },
  { type: "link", key: "blogs", path: paths.blogs },
  { type: "link", key: "aboutUs", path: paths.about },
  { type: "link", key: "contact", path: paths.contact },
];
