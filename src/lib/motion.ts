/** The visitor asked their system for less motion: no glides, no autoplay. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
