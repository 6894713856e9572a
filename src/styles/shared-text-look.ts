/**
 * How a shared text looks (src/copy/shared-texts.ts), in one place for both renderers: the React
 * block on pages and the HTML a blog post's Markdown becomes (shared-text-html.ts).
 */
export const sharedTextLook = {
  box: "not-prose max-w-3xl rounded-card border-s-4 p-5 sm:p-6",
  urgent: "border-coral-600 bg-coral-100",
  note: "border-petrol-700 bg-teal-50",
  title: "text-xl font-bold text-petrol-900",
  paragraph: "mt-3 text-ink",
} as const;
