import type {
  BlogPosting,
  GeoCoordinates,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  MedicalBusiness,
  MedicalOrganization,
  OpeningHoursSpecification,
  Offer,
  Product,
  WithContext,
} from "schema-dts";
import {
  branchById,
  branches,
  business,
  periodsOf,
  weekdays,
  type Branch,
  type DayHours,
  type HoursException,
  type Weekday,
} from "#/src/data/business.server.ts";
import { exceptionsFor } from "#/src/data/hours-exceptions.server.ts";
import { practiceClock, upcomingExceptions } from "#/src/lib/opening-hours.ts";
import { menuBar, pages } from "#/src/registry/pages.ts";
import type { ContentPage, ImageRef, Section } from "#/src/copy/sections.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };
import type { PriceValue } from "#/src/lib/price.ts";
import { absoluteUrl } from "#/src/head/seo.ts";
import { breadcrumbTrail as registryTrail, type Crumb } from "#/src/lib/site-registry.ts";

export type { Crumb };

/**
 * JSON-LD (schema.org) for search engines, built from business.ts and the page content. Pure
 * data in, plain objects out: each result can go straight into a <script type="application/ld+json">.
 * Every `@id` a page names is described on that page: the practice, as publisher, seller or parent,
 * is written out where it is named (organizationNode), not only pointed to.
 */

const context = "https://schema.org";
const logoPath = "/icons/icon-512.png";

const organizationId = absoluteUrl("/#organisatie");
const branchId = (branch: Branch) => `${absoluteUrl(branch.path)}#vestiging`;

const schemaDays: Record<Weekday, DayOfWeek> = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
};

/** The practice as publisher, seller or parent: enough to stand on its own on any page. */
function organizationNode() {
  return {
    "@type": "MedicalOrganization" as const,
    "@id": organizationId,
    name: business.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logoPath),
  };
}

/** The practice as a whole (home page, with both branches); the branches name it as `parentOrganization`. */
export function organizationLd(): WithContext<MedicalOrganization> {
  return {
    "@context": context,
    ...organizationNode(),
    email: business.email,
    telephone: business.phone,
    sameAs: [business.linkedinUrl],
    subOrganization: branches.map((branch) => ({ "@id": branchId(branch) })),
  };
}

/** Open days only, a day with a lunch break once for each period; days with the same period share one entry. */
function openingHoursLd(hours: Record<Weekday, DayHours>): OpeningHoursSpecification[] {
  const groups: { days: Weekday[]; opens: string; closes: string }[] = [];
  for (const day of weekdays) {
    for (const slot of periodsOf(hours[day])) {
      const group = groups.find((candidate) => candidate.opens === slot.opens && candidate.closes === slot.closes);
      if (group) group.days.push(day);
      else groups.push({ days: [day], opens: slot.opens, closes: slot.closes });
    }
  }
  return groups.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => schemaDays[day]),
    opens,
    closes,
  }));
}

/**
 * Holidays and other exceptions not yet over on `today`, a day with a lunch break once for each
 * period. Closed days are 00:00–00:00, as search engines read them.
 */
function specialHoursLd(exceptions: readonly HoursException[], today: string): OpeningHoursSpecification[] {
  return upcomingExceptions(exceptions, today).flatMap(({ date, until, hours }) =>
    (hours ? periodsOf(hours) : [{ opens: "00:00", closes: "00:00" }]).map(({ opens, closes }) => ({
      "@type": "OpeningHoursSpecification" as const,
      validFrom: date,
      validThrough: until ?? date,
      opens,
      closes,
    })),
  );
}

function geoLd({ latitude, longitude }: Branch["geo"]): GeoCoordinates {
  return { "@type": "GeoCoordinates", latitude, longitude };
}

/**
 * One branch as a local business (schema.org has no hearing-care type; MedicalBusiness is the
 * closest). `today` (Amsterdam) decides which exceptions are still ahead: the build's date.
 */
export function branchLd(
  branch: Branch,
  exceptions: readonly HoursException[] = exceptionsFor(branch.id),
  today = practiceClock(new Date()).date,
): WithContext<MedicalBusiness> {
  const special = specialHoursLd(exceptions, today);
  return {
    "@context": context,
    "@type": "MedicalBusiness",
    "@id": branchId(branch),
    name: `${business.name} ${branch.name}`,
    url: absoluteUrl(branch.path),
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.street,
      postalCode: branch.postcode,
      addressLocality: branch.city,
      addressCountry: "NL",
    },
    telephone: branch.phone,
    email: branch.email,
    geo: geoLd(branch.geo),
    parentOrganization: organizationNode(),
    openingHoursSpecification: openingHoursLd(branch.hours),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}

export type BlogPostingInput = {
  title: string;
  summary: string;
  /** "YYYY-MM-DD". */
  date: string;
  path: string;
  /** Display name, e.g. from `authorNames`. */
  author: string;
  /** The author's page on the site, where there is one (`authorPaths`). */
  authorPath?: string;
  /** Absolute URL. */
  image?: string;
};

export function blogPostingLd({
  title,
  summary,
  date,
  path,
  author,
  authorPath,
  image,
}: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(path);
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: title,
    description: summary,
    datePublished: date,
    dateModified: date,
    url,
    mainEntityOfPage: url,
    author: { "@type": "Organization", name: author, ...(authorPath ? { url: absoluteUrl(authorPath) } : {}) },
    publisher: organizationNode(),
    ...(image === undefined ? {} : { image }),
    inLanguage: "nl-NL",
  };
}

type AccordionSection = Extract<Section, { type: "accordion" }>;
export type FaqItem = AccordionSection["items"][number];

/** Paragraphs separated by blank lines, then the points as "• " lines. */
const answerText = ({ paragraphs, points = [] }: FaqItem) =>
  [...paragraphs.map((paragraph) => plainText(paragraph)), points.map((point) => `• ${point}`).join("\n")]
    .filter(Boolean)
    .join("\n\n");

export function faqPageLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: answerText(item) },
    })),
  };
}

export function breadcrumbLd(trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type ProductInput = {
  name: string;
  description: string;
  price: PriceValue;
  /** Absolute URL of the product's picture. */
  image: string;
  path: string;
};

export function productLd({ name, description, price, image, path }: ProductInput): WithContext<Product> {
  const { amount, from } = price;
  const value = amount.toFixed(2);
  const url = absoluteUrl(path);
  const offer: Offer = {
    "@type": "Offer",
    priceCurrency: "EUR",
    // "Vanaf": one Offer whose PriceSpecification has price = minPrice (Google reads its price); not
    // AggregateOffer, which sums up several offers.
    ...(from
      ? { priceSpecification: { "@type": "PriceSpecification", price: value, minPrice: amount, priceCurrency: "EUR" } }
      : { price: value }),
    availability: "https://schema.org/InStock",
    url,
    seller: organizationNode(),
  };
  return {
    "@context": context,
    "@type": "Product",
    name,
    description,
    image,
    url,
    offers: offer,
  };
}

/** The absolute URL of a picture as search engines should show it (the page's data resolves them at build time). */
export type ImageUrl = (image: ImageRef) => string;

/** The pictures pageStructuredData shows: each product's, or the page's own for a page priced as a whole. */
export function productImageRefs(page: ContentPage): ImageRef[] {
  const own = page.sections.flatMap((section) =>
    section.type === "products"
      ? section.products.map((product) => product.image)
      : section.type === "spec-sheet"
        ? [section.image]
        : [],
  );
  if (own.length > 0) return own;
  return page.hero.image && page.sections.some((section) => section.type === "price") ? [page.hero.image] : [];
}

/**
 * The JSON-LD a content page carries: a Product per priced item, with its picture (the page's
 * "from" price, with the page's picture, only when it lists no products of its own) and one
 * FAQPage for its `faq` accordions.
 */
export function pageStructuredData(
  page: ContentPage,
  path: string,
  imageUrl: ImageUrl,
): (WithContext<Product> | WithContext<FAQPage>)[] {
  const products = page.sections.flatMap((section) => {
    if (section.type === "products") {
      return section.products.map(({ name, description, price, image }) =>
        productLd({ name, description, price, path, image: imageUrl(image) }),
      );
    }
    if (section.type === "spec-sheet") {
      const { title: name, intro: description, price, image } = section;
      return [productLd({ name, description, price, path, image: imageUrl(image) })];
    }
    return [];
  });
  const priceSection = page.sections.find((section) => section.type === "price");
  if (products.length === 0 && priceSection && page.hero.image) {
    // The page's own description says what the product is; the price section's text is about the price.
    const { description } = page.meta;
    const { price } = priceSection;
    products.push(productLd({ name: page.meta.title, description, price, path, image: imageUrl(page.hero.image) }));
  }
  const faqItems = page.sections.flatMap((section) =>
    section.type === "accordion" && section.faq ? section.items : [],
  );
  return faqItems.length > 0 ? [...products, faqPageLd(faqItems)] : products;
}

/** Home → section → page for a nested path (registry in src/registry/pages.ts); `undefined` at the top level. */
export const breadcrumbTrail = (path: string, pageName: string): Crumb[] | undefined =>
  registryTrail(pages, menuBar, (group) => sentenceCase(nl.nav[group]), { path, title: pageName });

/** A menu label as Dutch writes a name in running text: "In-Ear Monitors" → "In-ear monitors". */
const sentenceCase = (label: string): string => label.charAt(0) + label.slice(1).toLowerCase();

/** Everything a content page's HTML says about itself: product/FAQ, its branch, its breadcrumbs. */
export function contentPageStructuredData(page: ContentPage, path: string, imageUrl: ImageUrl) {
  const trail = breadcrumbTrail(path, page.meta.title);
  const branchIds = new Set(page.sections.flatMap((section) => ("branch" in section ? [section.branch] : [])));
  return [
    ...pageStructuredData(page, path, imageUrl),
    ...[...branchIds].map((id) => branchLd(branchById(id))),
    ...(trail ? [breadcrumbLd(trail)] : []),
  ];
}
