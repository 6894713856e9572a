// content/pages/**/*.yaml: the words of a content page, which the owner edits in /admin. The
// build fills in what comes from elsewhere (src/copy/page-copy.ts): a value between braces in a
// text, such as {garantie} or {prijs:music-regular}, from the owner's other data or the rules the
// site states; a product's price from content/prices.yaml; the team, the proof and the calculators'
// figures. What shapes the page (a section's kind and anchor, its pictures and icons) is kept by
// the editor as it is (`cms: "hidden"`).
import { z } from "zod";
import { branchIds } from "#/src/data/schema/branches.ts";
import { priceLabels } from "#/src/data/schema/prices.ts";
import { fixed, name, paragraph, specText, text } from "#/src/data/schema/copy-fields.ts";
import { sharedTextIds, type SharedTextId } from "#/src/copy/shared-texts.ts";
import { mediaManifest, videoManifest, type MediaSlot, type VideoName } from "#/media/manifest.ts";

const id = name("Anker").optional();
const title = text({ title: "Kop" }, { max: 120 });
const intro = paragraph({ title: "Inleiding" }).optional();
const folded = (what: string) =>
  text({ title: `Ingeklapt onder`, description: `De regel die een bezoeker aantikt om ${what} te zien` }, { max: 120 });
const paragraphs = z
  .array(paragraph({ title: "Alinea" }))
  .min(1, "minstens één alinea")
  .meta({ title: "Alinea's" });
const points = z.array(text({ title: "Punt" }, { max: 300 })).meta({ title: "Opsomming" });
/** Kept as it is: its address is the site's structure, and a new item's link would have none. */
const link = fixed(
  z
    .strictObject({ text: text({ title: "Linktekst" }, { max: 120 }), href: z.string().min(1) })
    .meta({ title: "Link naar een andere pagina" }),
);
/** One of the names the site has: kept as it is by the editor, checked by the build. */
const oneOf = <Name extends string>(names: readonly Name[], title: string) =>
  fixed(z.enum(names as [Name, ...Name[]]).meta({ title }));
const sharedText = oneOf<SharedTextId>(sharedTextIds, "Vaste tekst");
const slots = Object.keys(mediaManifest) as MediaSlot[];
const picture = oneOf(slots, "Foto");
const branch = oneOf(branchIds, "Vestiging");
const icon = name("Pictogram");
/** A key of content/prices.yaml ("gratis" in a price list: shown as Gratis). */
const priceKey = fixed(
  z.enum([...(Object.keys(priceLabels) as (keyof typeof priceLabels)[]), "gratis"]).meta({ title: "Prijs" }),
);
/** Lists whose items carry pictures or icons: the owner edits and reorders them, but adds none. */
const noNewItems = { add: false } as const;
/** The page's sections: edited and reordered, never added or removed (the page's links point at them). */
const fixedItems = { add: false, remove: false } as const;

/** The ways to reach the practice a page may list (their values: src/copy/contact-details.ts). */
export const contactDetailIds = [
  "telefoon",
  "email",
  "post",
  "klachtenfunctionaris-email",
  "klachtenfunctionaris-telefoon",
  "geschilleninstantie",
] as const;
export type ContactDetailId = (typeof contactDetailIds)[number];

const section = <Type extends string, Shape extends z.ZodRawShape>(type: Type, label: string, shape: Shape) =>
  z.strictObject({ type: z.literal(type), id, ...shape }).meta({ title: label });

const sections = [
  section("text", "Tekst", { title, paragraphs, link: link.optional() }),
  section("shared-text", "Vaste tekst van de site", { text: sharedText }),
  section("products", "Producten", {
    title,
    intro,
    products: z
      .array(
        z
          .strictObject({
            id,
            name: text({ title: "Naam" }, { max: 80 }),
            price: priceKey,
            description: paragraph({ title: "Beschrijving" }),
            details: z.array(text({ title: "Kenmerk" }, { max: 200 })).meta({ title: "Kenmerken" }),
            image: picture,
            features: z
              .array(z.strictObject({ name: text({ title: "Naam" }, { max: 80 }), icon }).meta({ title: "Eigenschap" }))
              .meta({ title: "Eigenschappen", ...noNewItems }),
          })
          .meta({ title: "Product" }),
      )
      .meta({ title: "Producten", ...noNewItems }),
  }),
  section("benefits", "Kaarten", {
    title,
    intro,
    items: z
      .array(
        z
          .strictObject({
            title: text({ title: "Titel" }, { max: 120 }),
            description: paragraph({ title: "Beschrijving" }),
            icon: icon.optional(),
            drawing: name("Tekening").optional(),
          })
          .meta({ title: "Kaart" }),
      )
      .meta({ title: "Kaarten", ...noNewItems }),
    descriptionsFolded: folded("de beschrijvingen").optional(),
    folded: folded("de kaarten").optional(),
  }),
  section("facts", "Cijfers", {
    title,
    intro,
    items: z
      .array(
        z
          .strictObject({
            value: text({ title: "Cijfer", description: "Bijvoorbeeld: 85 dB" }, { max: 40 }),
            label: text({ title: "Uitleg" }, { max: 200 }),
          })
          .meta({ title: "Cijfer" }),
      )
      .meta({ title: "Cijfers" }),
    note: sharedText.optional(),
  }),
  section("personalisation", "Eigen ontwerp", {
    title,
    intro: paragraph({ title: "Inleiding" }),
    materials: z
      .array(
        z
          .strictObject({
            name: text({ title: "Materiaal" }, { max: 80 }),
            description: paragraph({ title: "Beschrijving" }),
          })
          .meta({ title: "Materiaal" }),
      )
      .meta({ title: "Materialen" }),
    colours: paragraph({ title: "Kleuren" }),
    extras: z
      .array(text({ title: "Extra" }, { max: 200 }))
      .meta({ title: "Extra's" })
      .optional(),
    folded: folded("het ontwerp").optional(),
  }),
  section("list", "Lijst", {
    title,
    intro,
    items: z
      .array(
        z
          .strictObject({
            title: text({ title: "Titel" }, { max: 160 }),
            description: paragraph({ title: "Beschrijving" }).optional(),
            href: fixed(z.string().min(1).meta({ title: "Adres" })).optional(),
          })
          .meta({ title: "Punt" }),
      )
      .min(1, "minstens één punt")
      .meta({ title: "Punten", summary: "{{fields.title}}" }),
    folded: folded("de lijst").optional(),
    descriptionsFolded: folded("de beschrijvingen").optional(),
  }),
  section("steps", "Stappen", {
    title,
    intro,
    steps: z
      .array(
        z
          .strictObject({
            title: text({ title: "Titel" }, { max: 160 }),
            description: paragraph({ title: "Beschrijving" }),
            points: points.optional(),
          })
          .meta({ title: "Stap" }),
      )
      .min(1, "minstens één stap")
      .meta({ title: "Stappen" }),
    note: sharedText.optional(),
  }),
  section("accordion", "Vragen", {
    title,
    intro,
    faq: fixed(z.boolean().meta({ title: "Veelgestelde vragen" })).optional(),
    items: z
      .array(
        z
          .strictObject({
            title: text({ title: "Vraag" }, { max: 200 }),
            paragraphs,
            points: points.optional(),
            link: link.optional(),
          })
          .meta({ title: "Vraag" }),
      )
      .min(1, "minstens één vraag")
      .meta({ title: "Vragen", summary: "{{fields.title}}" }),
  }),
  section("calculator", "Rekenhulp geluid", {
    title,
    intro: paragraph({ title: "Inleiding" }),
    presets: fixed(
      z
        .array(
          z.strictObject({
            id: z.string(),
            label: z.string(),
            /** A level in dB(A), or the name of one the site states: {convenant}, {arbo-bovenste-actiewaarde}. */
            level: z.union([z.number(), z.string()]),
          }),
        )
        .meta({ title: "Situaties" }),
    ),
    /** What protection does, instead of a time with it (src/components/sections/noise-calculator.tsx). */
    protectionNote: paragraph({ title: "Over gehoorbescherming" }).optional(),
    atWork: fixed(z.literal(true).meta({ title: "Op het werk" })).optional(),
  }),
  section("cost-calculator", "Rekenhulp kosten", {
    title,
    intro: paragraph({ title: "Inleiding" }),
    disclaimer: paragraph({ title: "Voorbehoud" }),
  }),
  section("price-list", "Prijslijst", {
    title,
    intro,
    rows: z
      .array(
        z
          .strictObject({
            name: text({ title: "Naam" }, { max: 80 }),
            description: paragraph({ title: "Beschrijving" }).optional(),
            price: priceKey,
            note: text({ title: "Opmerking" }, { max: 300 }).optional(),
          })
          .meta({ title: "Regel" }),
      )
      .meta({ title: "Regels", ...noNewItems }),
    descriptionsFolded: folded("de beschrijvingen").optional(),
    folded: folded("de prijzen").optional(),
    note: paragraph({ title: "Onder de lijst" }).optional(),
  }),
  /** The price per reimbursement category, from content/prices.yaml. */
  section("category-prices", "Prijzen per categorie", {
    title,
    intro,
    descriptionsFolded: folded("de beschrijvingen").optional(),
    note: paragraph({ title: "Onder de lijst" }).optional(),
  }),
  section("jump-links", "Op deze pagina", {
    title,
    links: z
      .array(
        z.strictObject({ id: name("Anker"), text: text({ title: "Linktekst" }, { max: 120 }) }).meta({ title: "Link" }),
      )
      .meta({ title: "Links", ...noNewItems }),
    folded: fixed(z.boolean().meta({ title: "Ingeklapt" })).optional(),
  }),
  section("carousel", "Fotoreeks", {
    title,
    intro,
    label: text({ title: "Naam voor schermlezers" }, { max: 120 }),
    images: fixed(
      z
        .array(z.enum(slots as [MediaSlot, ...MediaSlot[]]))
        .min(1)
        .meta({ title: "Foto's" }),
    ),
    note: paragraph({ title: "Onder de foto's" }).optional(),
  }),
  section("spec-sheet", "Product met specificaties", {
    title,
    price: priceKey,
    intro: paragraph({ title: "Inleiding" }),
    image: picture,
    features: z
      .array(
        z
          .strictObject({
            title: text({ title: "Titel" }, { max: 120 }),
            description: paragraph({ title: "Beschrijving" }),
            icon,
          })
          .meta({ title: "Eigenschap" }),
      )
      .meta({ title: "Eigenschappen", ...noNewItems }),
    specsTitle: text({ title: "Kop boven de specificaties" }, { max: 120 }),
    specs: z
      .array(
        z
          .strictObject({
            term: text({ title: "Eigenschap" }, { max: 80 }),
            detail: text({ title: "Waarde" }, { max: 300 }),
          })
          .meta({ title: "Specificatie" }),
      )
      .meta({ title: "Specificaties" }),
  }),
  section("price", "Prijs", { title, price: priceKey, text: paragraph({ title: "Tekst" }) }),
  section("team", "Team", { title, intro }),
  section("trust", "Keurmerken en beoordelingen", {}),
  section("locations", "Vestigingen", {
    title,
    intro,
    items: z
      .array(
        z
          .strictObject({
            branch,
            text: paragraph({ title: "Tekst" }),
            images: fixed(
              z.tuple([z.enum(slots as [MediaSlot]), z.enum(slots as [MediaSlot])]).meta({ title: "Foto's" }),
            ),
          })
          .meta({ title: "Vestiging" }),
      )
      .meta({ title: "Vestigingen", ...noNewItems }),
  }),
  section("figure", "Foto", { image: picture, caption: text({ title: "Onderschrift" }, { max: 300 }).optional() }),
  section("branch-contact", "Adres en contact", { title, intro, branch }),
  /** Ways to reach the practice, from Praktijk (src/copy/contact-details.ts), each with the page's own label. */
  section("contact-details", "Contactgegevens", {
    title,
    paragraphs: z.array(paragraph({ title: "Alinea" })).meta({ title: "Alinea's" }),
    items: z
      .array(
        z
          .strictObject({ label: text({ title: "Naam" }, { max: 60 }), contact: oneOf(contactDetailIds, "Gegeven") })
          .meta({ title: "Gegeven" }),
      )
      .min(1, "minstens één gegeven")
      .meta({ title: "Gegevens", summary: "{{fields.label}}", ...noNewItems }),
  }),
  section("opening-hours", "Openingstijden", { title, branch }),
  section("map", "Kaart", { title, branch }),
] as const;

/** Shared advice that comes before the sections it qualifies, wherever a page has both. */
const ADVICE_FIRST = [
  {
    text: "zwemmen-met-buisjes",
    before: ["products", "spec-sheet", "price-list"],
    message:
      "zet de vaste tekst over zwemmen met buisjes boven de producten en prijzen: ouders lezen eerst dat hun kind meestal zonder oordopjes mag zwemmen",
  },
] as const satisfies readonly { text: SharedTextId; before: readonly string[]; message: string }[];

/** Every text of a page file, for the checks over the whole page. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(textsOf)
        : [];

export const pageCopyFile = z
  .strictObject({
    meta: z
      .strictObject({
        title: text({ title: "Paginatitel", description: "In de zoekresultaten en op het tabblad" }, { max: 70 }),
        description: paragraph(
          { title: "Omschrijving", description: "Onder de titel in de zoekresultaten: 70 tot 160 tekens" },
          { min: 70, max: 160 },
        ),
      })
      .meta({ title: "Zoekmachines" }),
    hero: z
      .strictObject({
        eyebrow: text({ title: "Bovenregel" }, { max: 60 }),
        title: text({ title: "Hoofdkop" }, { max: 120 }),
        intro: paragraph({ title: "Inleiding" }),
        /** A page of running text (/klachten) has none. */
        image: picture.optional(),
        video: oneOf(Object.keys(videoManifest) as VideoName[], "Video").optional(),
      })
      .meta({ title: "Bovenaan" }),
    sections: z
      .array(z.discriminatedUnion("type", sections))
      .meta({ title: "Onderdelen", description: "Van boven naar beneden", summary: "{{fields.title}}", ...fixedItems }),
    cta: z
      .strictObject({
        title: text({ title: "Kop" }, { max: 120 }),
        text: paragraph({ title: "Tekst" }),
        branch: branch.optional(),
        // The buttons' words are the specification's.
        appointment: specText("Knop: afspraak"),
        contact: specText("Knop: contact"),
      })
      .refine((cta) => cta.appointment || cta.contact, "geef minstens één knop een tekst")
      .meta({ title: "Afsluiting" }),
  })
  .superRefine((page, context) => {
    // The warranty is the practice's one value (Praktijk › Garantie), named {garantie}; typed out it
    // would stay behind when the practice changes it.
    if (textsOf(page).some((text) => /\d+\s*jaar\s+garantie/i.test(text)))
      context.addIssue({
        code: "custom",
        message: "schrijf de garantie als {garantie}, niet als getal: zo klopt hij overal als de praktijk hem wijzigt",
      });
    const sells = page.sections.some((section) => section.type === "products" || section.type === "spec-sheet");
    if (sells && !textsOf(page.sections).some((text) => text.includes("{garantie}")))
      context.addIssue({
        code: "custom",
        path: ["sections"],
        message: "deze pagina verkoopt iets op maat: noem de garantie ergens met {garantie}",
      });
    // Advice a visitor must read before the offer it qualifies: the owner may reorder the sections,
    // not put the offer first.
    for (const { text, before, message } of ADVICE_FIRST) {
      const advice = page.sections.findIndex((section) => section.type === "shared-text" && section.text === text);
      const offer = page.sections.findIndex((section) => (before as readonly string[]).includes(section.type));
      if (advice >= 0 && offer >= 0 && offer < advice)
        context.addIssue({ code: "custom", path: ["sections"], message });
    }
    const ids = new Set(page.sections.flatMap((section) => (section.id ? [section.id] : [])));
    for (const section of page.sections)
      if (section.type === "jump-links")
        for (const link of section.links)
          if (!ids.has(link.id) && link.id !== "actie")
            context.addIssue({
              code: "custom",
              path: ["sections"],
              message: `'${link.text}' wijst naar een onderdeel dat er niet is`,
            });
  })
  .meta({ title: "Pagina" });

export type PageCopy = z.output<typeof pageCopyFile>;
export type SectionCopy = PageCopy["sections"][number];
