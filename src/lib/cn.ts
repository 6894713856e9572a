import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Without tailwind-merge (docs/decisions/009): a component never relies on a
 * later utility overriding an earlier one of the same kind; differences go through variants.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
