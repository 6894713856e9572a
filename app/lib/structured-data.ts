import type {
  BlogPosting,
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
  weekdays,
  type Branch,
  type DayHours,
  type HoursException,
  type Weekday,
} from "#/app/content/business.ts";
import { exceptionsFor } from "#/app/content/hours-exceptions.ts";
import { practiceClock, upcomingExceptions } from "#/app/lib/opening-hours.ts";
import { menuBar, pages } from "#/app/content/site.ts";
import type { ContentPage, Section } from "#/app/content/sections.ts";
import { plainText } from "#/app/content/marked-text.ts";
import { nl } from "#/app/i18n/locales/nl.ts";
import type { PriceValue } from "#/app/lib/price.ts";
import { absoluteUrl } from "#/app/lib/seo.ts";
import { breadcrumbTrail as registryTrail, type Crumb } from "#/app/lib/site-registry.ts";

export type { Crumb };

/**
 * JSON-LD (schema.org) for search engines, built from business.ts and the page content. Pure
 * data in, plain objects out: each result can go straight into a <script type="application/ld+json">.
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

/** The practice as a whole; the branches point back to it through `parentOrganization`. */
export function organizationLd(): WithContext<MedicalOrganization> {
  return {
    "@context": context,
    "@type": "MedicalOrganization",
    "@id": organizationId,
    name: business.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logoPath),
    email: business.email,
    telephone: business.phone,
    sameAs: [business.linkedinUrl],
    subOrganization: branches.map((branch) => ({ "@id": branchId(branch) })),
  };
}

/** Open days only; days with the same hours share one entry. */
function openingHoursLd(hours: Record<Weekday, DayHours>): OpeningHoursSpecification[] {
  const groups: { days: Weekday[]; opens: string; closes: string }[] = [];
  for (const day of weekdays) {
    const slot = hours[day];
    if (!slot) continue;
    const group = groups.find((candidate) => candidate.opens === slot.opens && candidate.closes === slot.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], opens: slot.opens, closes: slot.closes });
  }
  return groups.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => schemaDays[day]),
    opens,
    closes,
  }));
}

/**
 * Holidays and other exceptions not yet over on `today`. Closed days are 00:00–00:00, as search
 * engines read them.
 */
function specialHoursLd(exceptions: readonly HoursException[], today: string): OpeningHoursSpecification[] {
  return upcomingExceptions(exceptions, today).map(({ date, until, hours }) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: date,
    validThrough: until ?? date,
    opens: hours?.opens ?? "00:00",
    closes: hours?.closes ?? "00:00",
  }));
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
    parentOrganization: { "@id": organizationId },
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
  /** Absolute URL. */
  image?: string;
};

export function blogPostingLd({
  title,
  summary,
  date,
  path,
  author,
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
    author: { "@type": "Organization", name: author },
    publisher: { "@id": organizationId },
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

export type ProductInput = { name: string; description: string; price: PriceValue; image?: string; path: string };

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
    seller: { "@id": organizationId },
  };
  return {
    "@context": context,
    "@type": "Product",
    name,
    description,
    ...(image === undefined ? {} : { image }),
    url,
    offers: offer,
  };
}

/**
 * The JSON-LD a content page carries: a Product per priced item (the page's "from" price only
 * when it lists no products of its own) and one FAQPage for its `faq` accordions.
 */
export function pageStructuredData(page: ContentPage, path: string): (WithContext<Product> | WithContext<FAQPage>)[] {
  const products = page.sections.flatMap((section) => {
    if (section.type === "products") {
      return section.products.map(({ name, description, price }) => productLd({ name, description, price, path }));
    }
    if (section.type === "spec-sheet") {
      return [productLd({ name: section.title, description: section.intro, price: section.price, path })];
    }
    return [];
  });
  const priceSection = page.sections.find((section) => section.type === "price");
  if (products.length === 0 && priceSection) {
    products.push(
      productLd({ name: page.meta.title, description: priceSection.text, price: priceSection.price, path }),
    );
  }
  const faqItems = page.sections.flatMap((section) =>
    section.type === "accordion" && section.faq ? section.items : [],
  );
  return faqItems.length > 0 ? [...products, faqPageLd(faqItems)] : products;
}

/** Home → section → page for a nested path (registry in app/content/site.ts); `undefined` at the top level. */
export const breadcrumbTrail = (path: string, pageName: string): Crumb[] | undefined =>
  registryTrail(pages, menuBar, (group) => nl.nav[group], { path, title: pageName });

/** Everything a content page's HTML says about itself: product/FAQ, its branch, its breadcrumbs. */
export function contentPageStructuredData(page: ContentPage, path: string) {
  const trail = breadcrumbTrail(path, page.meta.title);
  const branchIds = new Set(page.sections.flatMap((section) => ("branch" in section ? [section.branch] : [])));
  return [
    ...pageStructuredData(page, path),
    ...[...branchIds].map((id) => branchLd(branchById(id))),
    ...(trail ? [breadcrumbLd(trail)] : []),
  ];
}
