import type { icons } from "#/src/components/sections/icons.ts";
import type { EigenRisicoTable } from "#/src/data/eigen-risico.ts";
import type { MarkedText } from "#/src/lib/marked-text.ts";
import type { BranchId } from "#/src/data/schema/branches.ts";
import type { SectionCopy } from "#/src/data/schema/page-copy.ts";
import type { Price } from "#/src/data/schema/prices.ts";
import type { TeamMember } from "#/src/data/schema/team.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";
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

/** A section as its file holds it (src/data/schema/page-copy.ts, which documents each kind). */
type Copy<Type extends SectionCopy["type"]> = Extract<SectionCopy, { type: Type }>;
/** A file's section with some of its fields as the page renders them (filled in by src/copy/page-copy.ts). */
type Rendered<Type extends SectionCopy["type"], Fields> = Omit<Copy<Type>, keyof Fields> & Fields;
type Item<Type extends SectionCopy["type"], List extends keyof Copy<Type>> =
  NonNullable<Copy<Type>[List]> extends readonly (infer Entry)[] ? Entry : never;

/** An amount as a page shows it ("€ 500 – € 900", "Gratis"), and whether it is still an example (content/prices.yaml). */
export type ShownPrice = { text: string; example: boolean };

/** A situation with its typical sound level, for the noise-dose calculator. */
type NoisePreset = { id: string; label: string; level: number };

/**
 * A content page's section as the template renders it: its file's section with each {name} filled
 * in (a value from the owner's data in a paragraph or description marked while it is an example,
 * marked-text.ts), prices from content/prices.yaml, the team and the proof from their files, the
 * calculators' figures from the rules. The kinds that need none of that are the file's as they are.
 */
export type Section =
  | Copy<"shared-text" | "facts" | "personalisation" | "list" | "jump-links" | "carousel" | "locations" | "figure">
  | Copy<"branch-contact" | "opening-hours" | "map">
  | Rendered<"text", { paragraphs: MarkedText[] }>
  | Rendered<"steps", { steps: (Omit<Item<"steps", "steps">, "description"> & { description: MarkedText })[] }>
  | Rendered<"accordion", { items: (Omit<Item<"accordion", "items">, "paragraphs"> & { paragraphs: MarkedText[] })[] }>
  | Rendered<
      "products",
      {
        products: (Omit<Item<"products", "products">, "price" | "details" | "features"> & {
          price: Price;
          /** A value from the owner's data (the warranty) is marked while it is an example. */
          details: MarkedText[];
          features: { name: string; icon: IconName }[];
        })[];
      }
    >
  | Rendered<"benefits", { items: ({ title: MarkedText; description: MarkedText } & CardPicture)[] }>
  | Rendered<"spec-sheet", { price: Price; features: { title: string; description: string; icon: IconName }[] }>
  | Rendered<"price", { price: Price }>
  /** From content/prices.yaml: the 'category-prices' kind is rendered as one of these. */
  | Rendered<"price-list", { rows: { name: string; description?: string; price: ShownPrice; note?: MarkedText }[] }>
  | Rendered<"team", { members: TeamMember[] }>
  | Rendered<"trust", { trust: TrustFile }>
  | Rendered<"contact-details", { paragraphs: MarkedText[]; items: ContactDetail[] }>
  | CalculatorSection
  | CostCalculatorSection;

/**
 * 'Hoe lang per dag?': the time per day without protection for each situation (no time with it:
 * that would rest on a fit and a measure the practice cannot vouch for; decision 050). On the work
 * page (`atWork`) the Arbobesluit applies: from its upper action value the result says when
 * protection is compulsory (`dutyAtWork`, noise-rules.ts).
 */
type CalculatorSection = Omit<Copy<"calculator">, "presets" | "protectionNote"> & {
  presets: NoisePreset[];
  protectionNote?: MarkedText;
};

/**
 * 'Wat betaal ik zelf?': the visitor's own share of a hearing aid's price, the insurer's part and
 * what may be deductible (src/lib/own-cost.ts). Without JavaScript: the worked example as a table.
 */
type CostCalculatorSection = Copy<"cost-calculator"> & {
  /** The category shortcut: what insurers typically reimburse at most per category (content/prices.yaml). */
  categories: { category: number; insurerMaximum: number; example: boolean }[];
  /** The eigen risico per year (content/eigen-risico.yaml): the calculator uses the year it runs in. */
  eigenRisico: EigenRisicoTable;
  /** The day the rules were last checked against docs/sources.md ("2026-11-23"). */
  checked: string;
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
