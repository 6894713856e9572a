import { CostCalculator } from "#/app/components/sections/cost-calculator.tsx";
import { marked } from "#/app/components/islands/island-mark.tsx";

/** The cost calculator (a content page's section). */
export default marked("cost-calculator", CostCalculator);
