/** The links, buttons and fields the WhatsApp button may never lie over. */
export const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
/** And the text being read. */
export const CONTROLS_AND_TEXT = `${CONTROLS}, p, li, h1, h2, h3, h4, table`;

/**
 * In the page (`page.evaluate(coveredByChatButton, CONTROLS)`): what of `content` the WhatsApp
 * button lies over while it is in sight, outside its own widget. A link in a closed fold keeps a
 * box but is not drawn: nothing lies over it.
 */
export function coveredByChatButton(content: string): string[] {
  const button = document.querySelector('[data-testid="chat-button"]');
  const widget = button?.parentElement;
  if (!button || !widget || getComputedStyle(button).visibility === "hidden") return [];
  const box = button.getBoundingClientRect();
  return [...document.querySelectorAll(content)]
    .filter((element) => !widget.contains(element))
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      if (!rect.width || !rect.height || !element.checkVisibility({ visibilityProperty: true })) return false;
      return rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
    })
    .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
}
