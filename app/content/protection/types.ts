import type { ContentPage } from "#/app/content/sections.ts";

export type * from "#/app/content/sections.ts";

/** A hearing-protection page, at /gehoorbescherming/<slug>. */
export type ProtectionPage = ContentPage & {
  slug: "muziek" | "motor" | "werk" | "reis" | "stilte" | "zwem" | "slaap";
};
