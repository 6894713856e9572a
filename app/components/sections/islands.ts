import type { Section } from "#/app/content/sections.ts";
import { island } from "#/app/components/island.tsx";

export const CarouselSection = island("carousel", () =>
  import("#/app/components/sections/carousel-section.tsx").then((m) => m.CarouselSection),
);
export const NoiseCalculator = island("calculator", () =>
  import("#/app/components/sections/noise-calculator.tsx").then((m) => m.NoiseCalculator),
);
export const CostCalculator = island("cost-calculator", () =>
  import("#/app/components/sections/cost-calculator.tsx").then((m) => m.CostCalculator),
);

const preloaders: Partial<Record<Section["type"], () => Promise<unknown>>> = {
  carousel: CarouselSection.preload,
  calculator: NoiseCalculator.preload,
  "cost-calculator": CostCalculator.preload,
};

/** Loads the islands a page's sections need, so a render shows them at once (the unit tests). */
export function preloadSections(sections: Section[]): Promise<unknown> {
  return Promise.all(sections.map((section) => preloaders[section.type]?.()));
}
