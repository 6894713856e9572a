/**
 * The shape of a content page: a hero and sections rendered in the order listed. The seven
 * hearing-protection pages and the hearing-care pages are one template fed by one content
 * file each, typed by this module.
 */

/** Icons available to content (mapped to lucide icons by the template). */
export type IconName =
  | "shield"
  | "ear"
  | "music"
  | "mic"
  | "volume"
  | "sparkles"
  | "heart"
  | "clock"
  | "droplets"
  | "waves"
  | "moon"
  | "plane"
  | "bike"
  | "hammer"
  | "factory"
  | "palette"
  | "ruler"
  | "wind"
  | "baby"
  | "users"
  | "check"
  | "brain"
  | "gauge"
  | "thermometer"
  | "package"
  | "wrench"
  | "book"
  | "headphones";

/** A picture slot. `slot` names the file in the media manifest so a real photo can replace it later. */
export type ImageRef = { slot: string; alt: string };

export type ProductCard = {
  /** Anchor id (the motor page's cards carry one, e.g. "road-regular"). */
  id?: string;
  name: string;
  /** Price text exactly as shown, in euros, e.g. "€139" or "€45,00". */
  price: string;
  description: string;
  details: string[];
  image: ImageRef;
  features: { name: string; icon: IconName }[];
};

export type Section =
  | { type: "text"; id?: string; title: string; paragraphs: string[] }
  | { type: "products"; id?: string; title: string; intro?: string; products: ProductCard[] }
  | {
      type: "benefits";
      id?: string;
      title: string;
      intro?: string;
      items: { title: string; description: string; icon: IconName }[];
    }
  | { type: "facts"; id?: string; title: string; intro?: string; items: { value: string; label: string }[] }
  | {
      type: "personalisation";
      id?: string;
      title: string;
      intro: string;
      materials: { name: string; description: string }[];
      colours: string;
      extras?: string[];
    }
  | { type: "list"; id?: string; title: string; intro?: string; items: { title: string; description?: string }[] }
  | { type: "steps"; id?: string; title: string; intro?: string; steps: { title: string; description: string }[] }
  | {
      type: "accordion";
      id?: string;
      title: string;
      intro?: string;
      items: { title: string; paragraphs: string[]; points?: string[] }[];
    }
  | { type: "cta"; id?: string; variant: "appointment" | "contact"; title: string; text: string; button: string }
  | CalculatorSection;

/** A situation with its typical sound level, for the noise-dose calculator. */
export type NoisePreset = { id: string; label: string; level: number };

/** 'Hoe lang is het veilig?': permissible exposure per situation, with and without protection. */
export type CalculatorSection = {
  type: "calculator";
  id?: string;
  title: string;
  intro: string;
  presets: NoisePreset[];
  /** Effective attenuation choices of the page's protection, e.g. the 15/19/25 dB filters. */
  protection: { label: string; options: { label: string; attenuation: number }[] };
};

export type ContentPage = {
  meta: {
    /** Page title without the practice name (the SEO helper appends it). */
    title: string;
    /** Meta description, 70–160 characters, written for this page. */
    description: string;
  };
  hero: { eyebrow: string; title: string; intro: string; image: ImageRef };
  sections: Section[];
};
