// What a visitor chose in an island's fields before it hydrated stays on screen (React leaves the
// page's fields as they are while it hydrates), but React starts from its own first state and takes
// the fields' values as already seen: a calculator would show the result for its first choice
// beside the visitor's, and its next render would put the first value back into the field. Run
// right after hydration (island-mark.tsx, before any other effect can render), this tells the
// island of each such choice as if it happened then.

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is not the visitor's to change. */
const FIXED = /^(hidden|file|submit|reset|button|image)$/;

/**
 * React notices a change by comparing a field with the value it last saw, which it keeps through the
 * field's own `value` or `checked` property: set that to something else, put the visitor's choice
 * back past it (the prototype's setter), and send the event React listens to for that field.
 */
export function replayChangedFields(island: Element) {
  for (const select of island.querySelectorAll("select")) {
    const first = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (first && select.value !== first.value) select.dispatchEvent(new Event("change", { bubbles: true }));
  }
  for (const field of island.querySelectorAll<Field>("input, textarea")) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) continue;
      // React hears of a box or a radio button through its click, which sets it back to the choice.
      field.checked = !field.checked;
      field.click();
      continue;
    }
    if (FIXED.test(field.type) || field.value === field.defaultValue) continue;
    const chosen = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, chosen);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
