import { TaxCalculator } from "#/src/components/sections/tax-calculator.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The tax refund calculator, in its frame. */
export default asIsland("tax-calculator", TaxCalculator);
