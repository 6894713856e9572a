// The page registry: every page of the site, once. The pages Astro builds (src/pages/), the menus
// (desktop, mobile, footer), the home page's service links, breadcrumbs, the sitemap and the
// structured data are all derived from this list. Adding a content page is one file in
// content/pages/ and one line here; removing it is deleting both.
import { derivePaths, menuEntries, type MenuBarEntry, type PageEntry } from "#/src/lib/site-registry.ts";

/** Sections of the home page that other pages link to (`/#contact`). */
export const homeAnchors = {
  home: "home",
  services: "diensten",
  about: "over-ons",
  contact: "contact",
} as const;

export const homeAnchorHref = (anchor: keyof typeof homeAnchors) => `/#${homeAnchors[anchor]}`;

// One line a page, read as a table.
// prettier-ignore
export const pages = [
  { id: "home", path: "/", title: "Home", source: { page: "index.astro" } },
  // Hearing protection, in menu order.
  { id: "music", path: "/gehoorbescherming/muziek", title: "Muziek", group: "hearingProtection", source: { content: "protection/muziek" } },
  { id: "motor", path: "/gehoorbescherming/motor", title: "Motor", group: "hearingProtection", source: { content: "protection/motor" } },
  { id: "work", path: "/gehoorbescherming/werk", title: "Werk", group: "hearingProtection", source: { content: "protection/werk" } },
  { id: "travel", path: "/gehoorbescherming/reis", title: "Reizen", group: "hearingProtection", source: { content: "protection/reis" } },
  { id: "quiet", path: "/gehoorbescherming/stilte", title: "Stilte", group: "hearingProtection", source: { content: "protection/stilte" } },
  { id: "swim", path: "/gehoorbescherming/zwem", title: "Zwemmen", group: "hearingProtection", source: { content: "protection/zwem" } },
  { id: "sleep", path: "/gehoorbescherming/slaap", title: "Slapen", group: "hearingProtection", source: { content: "protection/slaap" } },
  // Hearing aids and care.
  { id: "hearingAids", path: "/hoortoestellen", title: "Hoortoestellen", group: "hearingAids", source: { content: "care/hoortoestellen" } },
  { id: "secondOpinion", path: "/second-opinion", title: "Second opinion", group: "hearingAids", source: { content: "care/second-opinion" } },
  { id: "tinnitus", path: "/tinnitus", title: "Oorsuizen (tinnitus)", group: "hearingAids", source: { content: "care/tinnitus" } },
  { id: "method", path: "/werkwijze", title: "Onze werkwijze", group: "hearingAids", source: { content: "care/werkwijze" } },
  { id: "costs", path: "/kosten-en-vergoeding", title: "Kosten en vergoeding", group: "hearingAids", source: { content: "care/kosten-en-vergoeding" }, parent: "hearingAids" },
  { id: "taxRefund", path: "/belasting-teruggave", title: "Belastingaftrek", group: "hearingAids", source: { page: "belasting-teruggave.astro" } },
  // In-ear monitors.
  { id: "musicians", path: "/in-ear-monitors/muzikanten", title: "Voor muzikanten", group: "inEarMonitors", source: { content: "in-ear/muzikanten" } },
  { id: "gamers", path: "/in-ear-monitors/gamers", title: "Voor gamers", group: "inEarMonitors", source: { content: "in-ear/gamers" } },
  // Branches. /locatie shows the Hurdegaryp page and names it as the canonical address.
  { id: "hurdegaryp", path: "/locatie/hurdegaryp", title: "Hurdegaryp", group: "location", source: { content: "branches/hurdegaryp" } },
  { id: "wieringerwerf", path: "/locatie/wieringerwerf", title: "Wieringerwerf", group: "location", source: { content: "branches/wieringerwerf" } },
  { id: "location", path: "/locatie", title: "Locaties", source: { content: "branches/hurdegaryp" }, canonical: "hurdegaryp" },
  // Everything else.
  { id: "blogs", path: "/blogs", title: "Blogs", source: { page: "blogs/index.astro" } },
  { id: "about", path: "/over-ons", title: "Over ons", source: { content: "over-ons" } },
  { id: "contact", path: "/contact", title: "Contact", source: { page: "contact.astro" } },
  { id: "appointment", path: "/afspraak-maken", title: "Afspraak maken", source: { page: "afspraak-maken.astro" } },
  { id: "privacy", path: "/privacy", title: "Privacyverklaring", source: { page: "privacy.astro" } },
  { id: "complaints", path: "/klachten", title: "Klachten", source: { content: "klachten" } },
  // Where FormSubmit sends a visitor whose message went without JavaScript; not indexed.
  { id: "messageSent", path: "/bericht-verzonden", title: "Bericht verzonden", source: { page: "bericht-verzonden.astro" }, indexable: false },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pages)[number]["id"];

/** Every page's path by id, for links: `paths.contact`. */
export const paths = derivePaths(pages);

/**
 * The header menu's top level, in order: single pages (labelled `nav.<label>` in the chrome's
 * translations) and groups, which list their pages in registry order. A group's `crumb` is the
 * middle breadcrumb of its nested pages (Home › Gehoorbescherming › Muziek).
 */
export const menuBar = [
  { page: "home", label: "home" },
  { group: "hearingProtection", crumb: homeAnchorHref("services") },
  { group: "hearingAids" },
  { group: "inEarMonitors", crumb: homeAnchorHref("services") },
  { group: "location", crumb: paths.location },
  { page: "blogs", label: "blogs" },
  { page: "about", label: "aboutUs" },
  { page: "contact", label: "contact" },
] as const satisfies readonly MenuBarEntry<PageId>[];

export const pageById = (id: PageId): PageEntry => pages.find((page) => page.id === id)!;

/** The header menu (desktop and mobile), in order. */
export const mainMenu = menuEntries(pages, menuBar);

/** The blog's Atom feed (linked from the overview's head). */
export const blogFeedPath = "/blogs/feed.xml";

/** The contact form's section on /contact, which the footer of every page links to. */
export const contactFormId = "formulier";
export const contactFormHref = `${paths.contact}#${contactFormId}`;

/** The footer's list of every page: where the phone menu button leads without JavaScript. */
export const allPagesId = "alle-paginas";
