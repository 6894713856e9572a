import type { ContentPage } from "../sections";

export type * from "../sections";

/** A hearing-protection page, at /gehoorbescherming/<slug>. */
export type ProtectionPage = ContentPage & {
  slug: "muziek" | "motor" | "werk" | "reis" | "stilte" | "zwem" | "slaap";
};
