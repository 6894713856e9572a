// RSC stand-in for app/components/sections/islands.ts: the carousel section renders on the server
// (only its Carousel is a client component); the calculators are client components as a whole.
export { CarouselSection } from "#/app/components/sections/carousel-section.tsx";
export { NoiseCalculator, CostCalculator } from "#/spikes/rsc/app/client/calculators.tsx";
export const preloadSections = async () => {};
