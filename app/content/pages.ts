/** Every page's path, written once: routes, menus, links and (later) the sitemap use these. */
export const paths = {
  home: "/",
  about: "/over-ons",
  appointment: "/afspraak-maken",
  contact: "/contact",
  music: "/gehoorbescherming/muziek",
  motor: "/gehoorbescherming/motor",
  work: "/gehoorbescherming/werk",
  travel: "/gehoorbescherming/reis",
  quiet: "/gehoorbescherming/stilte",
  swim: "/gehoorbescherming/zwem",
  sleep: "/gehoorbescherming/slaap",
  hearingAids: "/hoortoestellen",
  secondOpinion: "/second-opinion",
  method: "/werkwijze",
  taxRefund: "/belasting-teruggave",
  musicians: "/in-ear-monitors/muzikanten",
  gamers: "/in-ear-monitors/gamers",
  location: "/locatie",
  hurdegaryp: "/locatie/hurdegaryp",
  wieringerwerf: "/locatie/wieringerwerf",
  blogs: "/blogs",
  privacy: "/privacy",
} as const;

export type PageId = keyof typeof paths;

/** The blog's Atom feed (linked from the overview's head). */
export const blogFeedPath = "/blogs/feed.xml";

/** Sections of the home page that other pages link to (`/#contact`). */
export const homeAnchors = {
  home: "home",
  services: "diensten",
  about: "over-ons",
  contact: "contact",
} as const;

export const homeAnchorHref = (anchor: keyof typeof homeAnchors) => `/#${homeAnchors[anchor]}`;

/** The contact form's section on /contact, which the footer of every page links to. */
export const contactFormId = "formulier";
export const contactFormHref = `${paths.contact}#${contactFormId}`;
