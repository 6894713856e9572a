import type { icons } from "#/src/components/sections/icons.ts";
import type { EigenRisicoTable } from "#/src/data/eigen-risico.ts";
import type { MarkedText } from "#/src/lib/marked-text.ts";
import type { BranchId } from "#/src/data/schema/branches.ts";
import type { Price } from "#/src/data/schema/prices.ts";
import type { TeamMember } from "#/src/data/schema/team.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";
import type { SharedTextId } from "#/src/copy/shared-texts.ts";
import type { ContactDetail } from "#/src/copy/contact-details.ts";
import type { MediaSlot, VideoName } from "#/media/manifest.ts";

/**
 * The shape of a content page: a hero and sections rendered in the order listed. The seven
 * hearing-protection pages and the hearing-care pages are one template fed by one content
 * file each, typed by this module.
 */

/** Icons content may name: the keys of the icon map (src/components/sections/icons.ts). */
export type IconName = keyof typeof icons;

/** The four kinds of hearing aid, each drawn by src/components/illustrations/hearing-aid-types.tsx. */
export type HearingAidType = "bte" | "ric" | "ite" | "cic";

/**
 * What a card shows by its title: an icon, or a drawing of the thing itself where an icon would
 * not tell the kinds apart (the four kinds of hearing aid, src/components/illustrations/).
 */
export type CardPicture = { icon: IconName; drawing?: never } | { drawing: HearingAidType; icon?: never };

/** A picture: its slot in the media manifest (media/manifest.ts), which holds the alt text and file. */
export type ImageRef = MediaSlot;

type ProductCard = {
  /** Anchor id (the motor page's cards carry one, e.g. "road-regular"). */
  id?: string;
  name: string;
  /** From content/prices.yaml, e.g. `prices["music-regular"]`. */
  price: Price;
  description: string;
  /** A value from the owner's data (the warranty) is marked while it is an example. */
  details: MarkedText[];
  image: ImageRef;
  features: { name: string; icon: IconName }[];
};

export type Section =
  | {
      type: "text";
      id?: string;
      title: string;
      /** A value from the owner's data in a paragraph is marked while it is an example (marked-text.ts). */
      paragraphs: MarkedText[];
      /** A link to another page of the site after the paragraphs, e.g. to the cost calculator. */
      link?: { text: string; href: string };
    }
  /** Advice in the site's one wording (src/copy/shared-texts.ts), e.g. about sudden hearing loss. */
  | { type: "shared-text"; id?: string; text: SharedTextId }
  | { type: "products"; id?: string; title: string; intro?: string; products: ProductCard[] }
  | {
      type: "benefits";
      id?: string;
      title: string;
      intro?: string;
      /** A value from the owner's data (the years, the warranty) is marked while it is an example. */
      items: ({ title: MarkedText; description: MarkedText } & CardPicture)[];
      /** The items as labels, their descriptions folded under this summary below them. */
      descriptionsFolded?: string;
      /** The whole list folded under this summary. */
      folded?: string;
    }
  | {
      type: "facts";
      id?: string;
      title: string;
      intro?: string;
      items: { value: string; label: string }[];
      /** Shared advice under the figures, e.g. the covenant's limit beside concert levels. */
      note?: SharedTextId;
    }
  | {
      type: "personalisation";
      id?: string;
      title: string;
      intro: string;
      materials: { name: string; description: string }[];
      colours: string;
      extras?: string[];
      /** The introduction, materials and colours folded under this summary. */
      folded?: string;
    }
  | {
      type: "list";
      id?: string;
      title: string;
      intro?: string;
      /** `href`: the item's title links to the page that tells more (another site's opens in a new tab). */
      items: { title: string; description?: string; href?: string }[];
      /** The items folded under this summary: reference a visitor looks up. */
      folded?: string;
      /** The items as labels, their descriptions folded under this summary below them. */
      descriptionsFolded?: string;
    }
  | {
      type: "steps";
      id?: string;
      title: string;
      intro?: string;
      /** `points`: sub-steps or choices within a step, shown as a short list under it. */
      steps: { title: string; description: MarkedText; points?: string[] }[];
      /** Shared advice before the first step, e.g. who asks the ENT doctor before an ear impression. */
      note?: SharedTextId;
    }
  | {
      type: "accordion";
      id?: string;
      title: string;
      intro?: string;
      /** Questions and answers: published as a FAQPage for search engines. */
      faq?: boolean;
      /** An answer may end with a link to the page that tells more (the FAQ data keeps the text). */
      items: { title: string; paragraphs: MarkedText[]; points?: string[]; link?: { text: string; href: string } }[];
    }
  | CalculatorSection
  | CostCalculatorSection
  /** A list of prices: what each item is, and its price (marked while it is an example). */
  | {
      type: "price-list";
      id?: string;
      title: string;
      intro?: string;
      rows: { name: string; description?: string; price: ShownPrice; note?: MarkedText }[];
      /** The rows' descriptions and notes folded under this summary, below the list, instead of in it. */
      descriptionsFolded?: string;
      /** The whole list folded under this summary: reference prices a visitor looks up. */
      folded?: string;
      /** Under the table, e.g. what the prices include. */
      note?: string;
    }
  /**
   * 'Op deze pagina': links to the sections of a long page (their headings' ids), before them.
   * A content page with more than four titled sections and none of these gets one made from its
   * sections' titles, folded (withJumpLinks).
   */
  | { type: "jump-links"; id?: string; title: string; links: { id: string; text: string }[]; folded?: boolean }
  /** A row of pictures with previous/next buttons (1, 2 or 3 visible by width), looping. */
  | {
      type: "carousel";
      id?: string;
      title: string;
      intro?: string;
      /** Accessible name of the carousel, e.g. "Ontwerpen van in-ear monitors". */
      label: string;
      images: ImageRef[];
      /** A short statement under the carousel, e.g. where the shells are made. */
      note?: string;
    }
  /** A priced product with feature cards and a technical specification (a definition list). */
  | {
      type: "spec-sheet";
      id?: string;
      title: string;
      price: Price;
      intro: string;
      image: ImageRef;
      features: { title: string; description: string; icon: IconName }[];
      specsTitle: string;
      specs: { term: string; detail: string }[];
    }
  /** A price statement: "from" price and what the final price depends on. */
  | { type: "price"; id?: string; title: string; price: Price; text: string }
  | {
      type: "team";
      id?: string;
      title: string;
      intro?: string;
      /** From content/team.yaml. */
      members: TeamMember[];
    }
  /** Registrations, insurer contracts, brands and the review score, from content/trust.yaml. */
  | { type: "trust"; id?: string; trust: TrustFile }
  /** The two branches with two pictures each and a link to the branch page (addresses from content/branches.yaml). */
  | {
      type: "locations";
      id?: string;
      title: string;
      intro?: string;
      items: { branch: BranchId; text: string; images: [ImageRef, ImageRef] }[];
    }
  /** A single wide picture with an optional caption. */
  | { type: "figure"; id?: string; image: ImageRef; caption?: string }
  /** A branch's address, phone, e-mail, WhatsApp and directions (from content/branches.yaml and content/practice.yaml). */
  | { type: "branch-contact"; id?: string; title: string; intro?: string; branch: BranchId }
  /**
   * A branch's opening-hours table with the live 'open now' line and the days ahead that differ
   * (content/opening-hours.yaml, content/hours-exceptions.yaml).
   */
  | { type: "opening-hours"; id?: string; title: string; branch: BranchId }
  /** Paragraphs, then ways to reach the practice (src/copy/contact-details.ts), e.g. the complaints officer. */
  | { type: "contact-details"; id?: string; title: string; paragraphs: MarkedText[]; items: ContactDetail[] }
  /** An embedded map of a branch, loaded lazily, with a route-planner link. */
  | { type: "map"; id?: string; title: string; branch: BranchId };

/** A situation with its typical sound level, for the noise-dose calculator. */
type NoisePreset = { id: string; label: string; level: number };

/** 'Hoe lang is het veilig?': permissible exposure per situation, with and without protection. */
type CalculatorSection = {
  type: "calculator";
  id?: string;
  title: string;
  intro: string;
  presets: NoisePreset[];
} & (
  | {
      /** Effective attenuation choices of the page's protection, e.g. the 15/19/25 dB filters. */
      protection: { label: string; options: { label: string; attenuation: number }[] };
      atWork?: never;
    }
  | {
      /**
       * The work page: there the Arbobesluit applies, so from its upper action value the result says
       * when protection is compulsory instead of a time without it (`dutyAtWork`, noise-rules.ts).
       * It shows no time with protection: that would rest on a seal check and a certification the
       * practice has not confirmed; the employer's noise measurement decides (decision 031).
       */
      atWork: true;
      protection?: never;
    }
);

/** An amount as a page shows it ("€ 500 – € 900", "Gratis"), and whether it is still an example (content/prices.yaml). */
export type ShownPrice = { text: string; example: boolean };

/**
 * 'Wat betaal ik zelf?': the visitor's own share of a hearing aid's price, the insurer's part and
 * what may be deductible (src/lib/own-cost.ts). Without JavaScript: the worked example as a table.
 */
type CostCalculatorSection = {
  type: "cost-calculator";
  id?: string;
  title: string;
  intro: string;
  /** The category shortcut: what insurers typically reimburse at most per category (content/prices.yaml). */
  categories: { category: number; insurerMaximum: number; example: boolean }[];
  /** The eigen risico per year (content/eigen-risico.yaml): the calculator uses the year it runs in. */
  eigenRisico: EigenRisicoTable;
  /** The day the rules were last checked against docs/sources.md ("2026-11-23"). */
  checked: string;
  /** General information, not advice; the insurer's conditions decide. */
  disclaimer: string;
};

/**
 * A page's call to action: a button to book (/afspraak-maken), one to ask for advice (/contact),
 * or both, the booking one first. A content page has exactly one, at its end.
 */
export type CallToAction = {
  title: string;
  text: string;
  /** On a branch's own page: its steps' number is that branch's, as its contact block lists it. */
  branch?: BranchId;
} & ({ appointment: string; contact?: string } | { appointment?: undefined; contact: string });

export type ContentPage = {
  meta: {
    /** Page title without the practice name (the SEO helper appends it). */
    title: string;
    /** Meta description, 70–160 characters, written for this page. */
    description: string;
  };
  /** `video`: a muted looping video shown instead of the picture (which becomes its poster). */
  /** No `image` (nor `video`): a page of running text, its header without a picture. */
  hero: { eyebrow: string; title: string; intro: MarkedText; image?: ImageRef; video?: VideoName };
  sections: Section[];
  /** Drawn after the sections, so every page ends with one call to action. */
  cta: CallToAction;
};

export type SectionType = Section["type"];

/** What a section's component receives: the section's fields, with the id its heading uses. */
export type SectionProps<Type extends SectionType> = Omit<Extract<Section, { type: Type }>, "type" | "id"> & {
  id: string;
};

/** The title of a page's links to its sections. */
export const onThisPage = "Op deze pagina";

/** From this many titled sections on, a page gets links to them. */
export const JUMP_LINKS_FROM = 5;

/** A section's anchor: its own id, or its type and place on the page (as SectionList renders it). */
export const sectionId = (section: Section, index: number) => section.id ?? `${section.type}-${index}`;

/** The id of a content page's closing call to action's heading. */
export const CTA_ID = "actie";

/**
 * A content page's sections with an 'Op deze pagina' section before them, made from their titles
 * and the closing call to action's, when that makes at least JUMP_LINKS_FROM links and the page
 * has no such section of its own.
 */
export function withJumpLinks(sections: Section[], cta?: { title: string }): Section[] {
  const anchored = sections.map((section, index) => ({ ...section, id: sectionId(section, index) }));
  const links = anchored.flatMap((section) =>
    "title" in section && section.type !== "jump-links" ? [{ id: section.id, text: section.title }] : [],
  );
  if (cta) links.push({ id: CTA_ID, text: cta.title });
  if (links.length < JUMP_LINKS_FROM || sections.some((section) => section.type === "jump-links")) return anchored;
  return [{ type: "jump-links", id: "op-deze-pagina", title: onThisPage, links, folded: true }, ...anchored];
}
