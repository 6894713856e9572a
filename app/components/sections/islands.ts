import type { Section } from "~/content/sections";
import { island } from "../island";

export const CarouselSection = island("carousel", () => import("./carousel-section").then((m) => m.CarouselSection));
export const NoiseCalculator = island("calculator", () => import("./noise-calculator").then((m) => m.NoiseCalculator));

const preloaders: Partial<Record<Section["type"], () => Promise<unknown>>> = {
  carousel: CarouselSection.preload,
  calculator: NoiseCalculator.preload,
};

/** Loads the islands a page's sections need, before a client-side navigation renders it. */
export function preloadSections(sections: Section[]): Promise<unknown> {
  return Promise.all(sections.map((section) => preloaders[section.type]?.()));
}
