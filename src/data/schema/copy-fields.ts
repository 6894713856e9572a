// The fields of the owner's page texts (content/pages/, content/home.yaml): a text or paragraph with
// the {names} the site fills in, each checked to exist; a text the specification fixes; a value the
// editor keeps as it is.
import { z } from "zod";
import { priceLabels } from "#/src/data/schema/prices.ts";

/** The names a text may hold between braces, and what each says (their values: src/copy/page-tokens.ts). */
const PAGE_TOKENS = {
  garantie: "de garantie, bijvoorbeeld '5 jaar garantie en service'",
  proefperiode: "de proefperiode van een hoortoestel, bijvoorbeeld '30 dagen'",
  ervaring: "de jaren ervaring, bijvoorbeeld '25 jaar'",
  "duur-hoortest": "hoe lang de hoortest duurt, bijvoorbeeld '45 minuten'",
  "ervaring-plus": "de jaren ervaring als kop, bijvoorbeeld '25+ jaar ervaring'",
  "registraties-zin": "een zin met de registers uit Vertrouwen",
  "volwassen-vanaf": "de leeftijd vanaf wanneer de eigen bijdrage geldt",
  "eigen-bijdrage": "de wettelijke eigen bijdrage (25%)",
  "deel-verzekeraar": "het deel dat de verzekeraar vergoedt (75%)",
  "eigen-risico": "een zin met het eigen risico van dit jaar",
  "eigen-risico-nieuw-jaar": "een zin over het eigen risico van het nieuwe jaar (leeg als die niet nodig is)",
  "minimaal-gehoorverlies": "het gehoorverlies vanaf wanneer de vergoeding geldt",
  frequenties: "de tonen waarbij het gehoorverlies wordt gemeten",
  "vervangen-na": "na hoeveel jaar een nieuw toestel meestal wordt vergoed",
  "aantal-categorieen": "het aantal vergoedingscategorieën",
  "eerste-categorie": "de eerste vergoedingscategorie",
  "laatste-categorie": "de laatste vergoedingscategorie",
  "aftrek-voorwaarde": "wanneer de meerprijs aftrekbaar is",
  "voorbeeld-prijs": "de prijs in het rekenvoorbeeld",
  "voorbeeld-vergoeding": "de vergoeding in het rekenvoorbeeld",
  "voorbeeld-eigen-risico": "het open eigen risico in het rekenvoorbeeld",
  "voorbeeld-verzekeraar-betaalt": "wat de verzekeraar in het rekenvoorbeeld betaalt",
  "voorbeeld-u-betaalt": "wat u in het rekenvoorbeeld zelf betaalt",
  "voorbeeld-aftrekbaar": "wat in het rekenvoorbeeld misschien aftrekbaar is",
  "arbo-uren": "de werkdag waarover het Arbobesluit middelt (8 uur)",
  "arbo-onderste-actiewaarde": "vanaf hoeveel dB(A) de werkgever bescherming aanbiedt",
  "arbo-bovenste-actiewaarde": "vanaf hoeveel dB(A) bescherming op het werk verplicht is",
  "arbo-grenswaarde": "de grenswaarde van het Arbobesluit in dB(A)",
  convenant: "het hoogste geluid op een festival met het convenant, in dB(A)",
  "werk-keurmerk-zin":
    "een zin over het keurmerk van de werkoordoppen (Praktijk › Keurmerk werkoordoppen), met de werkgever eerst",
  filters: "de muziekfilters van de oordoppen op maat, bijvoorbeeld '15, 19 of 25 dB'",
  klachtenfunctionaris: "de klachtenfunctionaris uit Praktijk › Klachten",
  geschilleninstantie: "de geschilleninstantie uit Praktijk › Klachten",
  "klacht-weken": "binnen hoeveel weken de Wkkgz een oordeel over een klacht vraagt (6)",
  "klacht-verlenging": "hoeveel weken dat hoogstens langer mag duren (4)",
  "klacht-uiterlijk": "de weken met de verlenging samen (10)",
  "klacht-schadevergoeding": "de hoogste schadevergoeding van een geschilleninstantie",
} as const;

export type PageToken = keyof typeof PAGE_TOKENS;

/** `{prijs:music-regular}`: a price from content/prices.yaml. */
export const PRICE_TOKEN = "prijs:";

/** A {name} in a text: whatever stands between a pair of braces (only known names pass the check). */
export const TOKEN = /\{([^{}]*)\}/g;

const knownToken = (name: string) =>
  Object.hasOwn(PAGE_TOKENS, name) ||
  (name.startsWith(PRICE_TOKEN) && Object.hasOwn(priceLabels, name.slice(PRICE_TOKEN.length)));

/** Every {name} in a text that names no value. */
const unknownTokens = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1]!).filter((name) => !knownToken(name));

const TOKENS_HINT = `Tussen accolades staat een vaste waarde die de site invult, zoals {garantie}, {proefperiode} of {prijs:music-regular}. Laat die zo staan`;

type Meta = { title: string; description?: string };

/** A text of the page, with {names} the site fills in: each must exist. */
const words = (meta: Meta, { min = 1, max = 2000, long = false } = {}) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? "mag niet leeg zijn" : `minstens ${min} tekens`)
    .max(max, `hoogstens ${max} tekens`)
    .superRefine((value, context) => {
      const names = unknownTokens(value);
      if (names.length)
        context.addIssue({
          code: "custom",
          message: `${names.map((name) => `{${name}}`).join(", ")} kent de site niet: controleer de spelling (zonder spaties), of schrijf de tekst zonder accolades. ${TOKENS_HINT}`,
        });
      else if (/[{}]/.test(value.replace(TOKEN, "")))
        context.addIssue({
          code: "custom",
          message: `er staat een losse accolade ({ of }) in de tekst: haal hem weg, of zet de naam ertussen. ${TOKENS_HINT}`,
        });
    })
    .meta({ ...meta, ...(long ? { widget: "text" } : {}) });
export const text = words;
export const paragraph = (meta: Meta, limits: { min?: number; max?: number } = {}) =>
  words(meta, { ...limits, long: true });

/** A text the specification fixes: shown in the editor, not editable. */
export const specText = (title: string) => z.string().min(1).meta({ title, cms: "fixed" }).optional();
export const fixed = <Schema extends z.ZodType>(schema: Schema) => schema.meta({ cms: "hidden" });
export const name = (title: string) => fixed(z.string().min(1).meta({ title }));
