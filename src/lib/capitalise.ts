/** 'met muziekfilter…' → 'Met muziekfilter…': a text that starts a sentence. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
