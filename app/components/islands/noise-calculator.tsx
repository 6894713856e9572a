import { NoiseCalculator } from "#/app/components/sections/noise-calculator.tsx";
import { asIsland } from "#/app/components/islands/island-mark.tsx";

/** The noise calculator (a content page's section). */
export default asIsland("noise-calculator", NoiseCalculator);
