/**
 * A content page's words (content/pages/, checked by src/data/schema/page-copy.ts) as the page
 * template renders them: each {name} in a text filled in (src/copy/page-tokens.ts), prices from
 * content/prices.yaml, the team and the proof from their files, the calculators' figures from the
 * rules. A value that is still an example stays marked in a paragraph or a description; in a
 * heading or a label it is followed by '(voorbeeld)'.
 */
import { practice, prices, team, trust } from "#/src/data/owner-files.server.ts";
import { contactDetail } from "#/src/copy/contact-details.ts";
import { ContentError } from "#/src/data/data-files.ts";
import { eigenRisicoYears } from "#/src/data/eigen-risico-at-build.server.ts";
import { PRICE_TOKEN, TOKEN, type PageToken } from "#/src/data/schema/copy-fields.ts";
import type { PageCopy, SectionCopy } from "#/src/data/schema/page-copy.ts";
import type { PriceId, Price } from "#/src/data/schema/prices.ts";
import { fact, marked, type MarkedText } from "#/src/lib/marked-text.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import { pageTokens, priceToken, type TokenValue } from "#/src/copy/page-tokens.ts";
import { CATEGORIES, CATEGORY_IN_DAILY_LIFE, REIMBURSEMENT_CHECKED } from "#/src/copy/reimbursement.ts";
import type { ContentPage, Section, ShownPrice } from "#/src/copy/sections.ts";
import { formatAmount, formatPrice, formatPriceRange } from "#/src/lib/price.ts";

function tokenValue(name: string): TokenValue | undefined {
  if (name.startsWith(PRICE_TOKEN)) return priceToken(name.slice(PRICE_TOKEN.length));
  return Object.hasOwn(pageTokens, name) ? pageTokens[name as PageToken] : undefined;
}

function resolver(file: string) {
  const text = (value: string, where: string): MarkedText => {
    const names = [...value.matchAll(TOKEN)].map((match) => match[1]!).filter((name) => tokenValue(name) === undefined);
    // The schema refuses an unknown name before this; a file read some other way is refused here.
    if (names.length)
      throw new ContentError(`${file} › ${where}: {${names.join("}, {")}} is geen prijs of vaste waarde`);
    const pieces = value.split(TOKEN);
    const strings = Object.assign(
      pieces.filter((_, index) => index % 2 === 0),
      { raw: [] as string[] },
    ) as unknown as TemplateStringsArray;
    return marked(strings, ...pieces.filter((_, index) => index % 2 === 1).map((name) => tokenValue(name)!));
  };
  const plain = (value: string, where: string): string => plainText(text(value, where));
  const price = (id: string, where: string): Price => {
    const found = Object.hasOwn(prices, id) ? prices[id as PriceId] : undefined;
    if (!found || !("amount" in found))
      throw new ContentError(`${file} › ${where}: geen prijs "${id}" in content/prices.yaml`);
    return found;
  };
  return { text, plain, price };
}

/** Every string of a value filled in as plain text, except under the keys that show marks. */
function plainStrings<Value>(value: Value, plain: (text: string, where: string) => string, where: string): Value {
  if (typeof value === "string") return plain(value, where) as Value;
  if (Array.isArray(value))
    return value.map((item, index) => plainStrings(item, plain, `${where} › ${index + 1}`)) as Value;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, plainStrings(field, plain, `${where} › ${key}`)]),
    ) as Value;
  return value;
}

function without<Value extends object, Key extends keyof Value>(value: Value, ...keys: Key[]): Omit<Value, Key> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as Key))) as Omit<Value, Key>;
}

/** Every text of a file's words with its {names} filled in, as plain text (an example followed by its mark). */
export function plainCopy<Value extends object>(file: string, value: Value): Value {
  const { plain } = resolver(file);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, plainStrings(field, plain, key)]),
  ) as Value;
}

/** One text of a file's words with its {names} filled in, each example value a part of its own (marked on the page). */
export const markedCopy = (file: string, value: string, where: string): MarkedText => resolver(file).text(value, where);

/** A content page's copy file, read (src/data/data-files.ts), as the template renders it. */
export function resolvePageCopy(file: string, copy: PageCopy): ContentPage {
  const { text, plain, price } = resolver(file);
  const shown = (id: string, where: string): ShownPrice => {
    if (id === "gratis") return { text: "Gratis", example: false };
    const found = price(id, where);
    return { text: formatPrice(found), example: found.placeholder };
  };

  const section = (raw: SectionCopy, index: number): Section => {
    const at = `onderdeel ${index + 1}`;
    const words = <Value>(value: Value) => plainStrings(value, plain, at);
    switch (raw.type) {
      case "text":
        return {
          ...words(without(raw, "paragraphs")),
          paragraphs: raw.paragraphs.map((paragraph) => text(paragraph, at)),
        };
      case "benefits":
        return {
          ...words(without(raw, "items")),
          items: raw.items.map((item) => ({
            ...item,
            title: text(item.title, at),
            description: text(item.description, at),
          })),
        } as Section;
      case "steps":
        return {
          ...words(without(raw, "steps")),
          steps: raw.steps.map((step) => ({ ...words(step), description: text(step.description, at) })),
        };
      case "accordion":
        return {
          ...words(without(raw, "items")),
          items: raw.items.map((item) => ({
            ...words(item),
            paragraphs: item.paragraphs.map((paragraph) => text(paragraph, at)),
          })),
        };
      case "products":
        return {
          ...words(without(raw, "products")),
          products: raw.products.map((product) => ({
            ...words(product),
            price: price(product.price, at),
            details: product.details.map((detail) => text(detail, at)),
          })),
        } as Section;
      case "spec-sheet":
      case "price":
        return { ...words(raw), price: price(raw.price, at) } as Section;
      case "price-list":
        return {
          ...words(without(raw, "rows")),
          rows: raw.rows.map((row) => ({
            ...words(row),
            price: shown(row.price, at),
            ...(row.note ? { note: text(row.note, at) } : {}),
          })),
        };
      case "category-prices": {
        const { type: _, ...rest } = words(raw);
        return {
          ...rest,
          type: "price-list",
          rows: CATEGORIES.map((category) => {
            const { min, max, insurerMaximum, placeholder } = prices.hearingAidCategories[category];
            return {
              name: `Categorie ${category}`,
              description: CATEGORY_IN_DAILY_LIFE[category],
              price: { text: formatPriceRange(min, max), example: placeholder },
              note: marked`Vergoeding, ter vergelijking: ${fact(formatAmount(insurerMaximum), placeholder)}`,
            };
          }),
        };
      }
      case "calculator": {
        const presets = raw.presets.map((preset) => ({
          ...words(preset),
          level: typeof preset.level === "number" ? preset.level : Number(plain(preset.level, at)),
        }));
        if (presets.some((preset) => !Number.isFinite(preset.level)))
          throw new ContentError(`${file} › ${at}: een geluidsniveau is geen getal`);
        return {
          ...words(without(raw, "presets", "protectionNote")),
          presets,
          ...(raw.protectionNote ? { protectionNote: text(raw.protectionNote, at) } : {}),
        };
      }
      case "cost-calculator":
        return {
          ...words(raw),
          categories: CATEGORIES.map((category) => {
            const { insurerMaximum, placeholder } = prices.hearingAidCategories[category];
            return { category, insurerMaximum, example: placeholder };
          }),
          eigenRisico: eigenRisicoYears,
          checked: REIMBURSEMENT_CHECKED,
        };
      case "team":
        return { ...words(raw), members: team.members };
      case "contact-details":
        return {
          ...words(without(raw, "paragraphs", "items")),
          paragraphs: raw.paragraphs.map((paragraph) => text(paragraph, at)),
          items: raw.items.flatMap((item) => contactDetail(practice, item.contact, plain(item.label, at)) ?? []),
        };
      case "trust":
        return { ...raw, trust };
      default:
        return words(raw);
    }
  };

  const meta = plainStrings(copy.meta, plain, "Zoekmachines");
  // The schema counts the description as typed; a value filled in may make it longer.
  if (meta.description.length > 160)
    throw new ContentError(
      `${file} › Zoekmachines › Omschrijving: is met de ingevulde waarden ${meta.description.length} tekens, hoogstens 160`,
    );
  return {
    meta,
    hero: {
      ...plainStrings(copy.hero, plain, "Bovenaan"),
      intro: text(copy.hero.intro, "Bovenaan"),
    },
    sections: copy.sections.map(section),
    cta: plainStrings(copy.cta, plain, "Afsluiting") as ContentPage["cta"],
  };
}
