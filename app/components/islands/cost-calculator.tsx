import { CostCalculator } from "#/app/components/sections/cost-calculator.tsx";
import { asIsland } from "#/app/components/islands/island-mark.tsx";

/** The cost calculator (a content page's section). */
export default asIsland("cost-calculator", CostCalculator);
