import { CostCalculator } from "#/src/components/sections/cost-calculator.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The cost calculator (a content page's section). */
export default asIsland("cost-calculator", CostCalculator);
