/**
 * What a floating message must never lie over: form fields and buttons, links, error messages,
 * tables, embedded widgets and the text being read.
 */
const KEEP_CLEAR =
  'input:not([type="hidden"]), textarea, select, button, a[href], summary, label, [role="alert"], table, iframe, p, li, h1, h2, h3, h4, dt, dd, blockquote, figcaption';
const FIELD = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';

/**
 * Whether `overlay` (a fixed element, measured where it is, visible or not) would cover any of
 * the above, outside `own` (the overlay's own widget), or a form field has the focus.
 */
export function coversContent(overlay: Element, own: Element = overlay): boolean {
  if (document.activeElement?.matches(FIELD)) return true;
  const box = overlay.getBoundingClientRect();
  if (!box.width || !box.height) return false;
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    if (own.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (!rect.width || !rect.height) continue;
    if (rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom) continue;
    if (!drawn(element)) continue;
    return true;
  }
  return false;
}

/**
 * Whether the browser draws `element`: not hidden, and not inside a closed fold (whose content
 * keeps its boxes in Chromium). Browsers before `checkVisibility` (Safari before 17.4) only
 * tell the first.
 */
function drawn(element: Element): boolean {
  if ("checkVisibility" in element) return element.checkVisibility({ visibilityProperty: true });
  return getComputedStyle(element).visibility !== "hidden";
}
