import { TaxCalculator } from "#/app/components/sections/tax-calculator.tsx";
import { asIsland } from "#/app/components/islands/island-mark.tsx";

/** The tax refund calculator, in its frame. */
export default asIsland("tax-calculator", TaxCalculator);
