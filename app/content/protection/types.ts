/**
 * The shape of a hearing-protection page. The seven pages (music, motor, work, travel,
 * quiet, swim, sleep) are one template fed by one content file each, typed by this module.
 * Sections render in the order they are listed.
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
  | { type: "cta"; id?: string; variant: "appointment" | "contact"; title: string; text: string; button: string };

export type ProtectionPage = {
  /** Path segment under /gehoorbescherming/. */
  slug: "muziek" | "motor" | "werk" | "reis" | "stilte" | "zwem" | "slaap";
  meta: {
    /** Page title without the practice name (the SEO helper appends it). */
    title: string;
    /** Meta description, 70–160 characters, written for this page. */
    description: string;
  };
  hero: { eyebrow: string; title: string; intro: string; image: ImageRef };
  sections: Section[];
};
