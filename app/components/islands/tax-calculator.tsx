import { TaxCalculator } from "#/app/components/sections/tax-calculator.tsx";
import { marked } from "#/app/components/islands/island-mark.tsx";

/** The tax refund calculator, in its frame. */
export default marked("tax-calculator", TaxCalculator);
