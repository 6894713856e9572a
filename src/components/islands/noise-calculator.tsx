import { NoiseCalculator } from "#/src/components/sections/noise-calculator.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The noise calculator (a content page's section). */
export default asIsland("noise-calculator", NoiseCalculator);
