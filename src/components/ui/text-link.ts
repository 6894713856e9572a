/** The look of a link inside text and cards: bold petrol, underlined, coral on hover. */
export const textLinkClass = "font-bold text-petrol-800 underline decoration-2 underline-offset-4 hover:text-coral-700";
