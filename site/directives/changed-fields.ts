// Fields a visitor changed before their island hydrated keep what the visitor chose, but React
// hydrates with its own first state and takes the field's value as already seen: without this, a
// calculator would show the result for its first choice beside the visitor's. Once the island has
// hydrated, each such field is told of the change as if it happened then.

/**
 * Waits until React has hydrated `island` and every part of it that starts in an effect of its own
 * is live: nothing in it still says `data-ready="false"` (the island's mark,
 * app/components/islands/island-mark.tsx, and such parts, like a carousel). At most 3 s.
 */
export async function whenHydrated(island: Element) {
  for (const end = Date.now() + 3_000; island.querySelector('[data-ready="false"]') && Date.now() < end;)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Fields whose value is not the visitor's to change. */
const FIXED = /^(hidden|file|submit|reset|button|image)$/;

/**
 * React notices a change by comparing a field with the value it last saw, which it keeps through the
 * field's own `value` or `checked` property: set that to the first value, put the visitor's back
 * past it (the prototype's setter), and send the event React listens to for that kind of field.
 * All are read first: telling the island of one change may make it render the others back.
 */
export function replayChangedFields(island: Element) {
  const changed = [...island.querySelectorAll<HTMLInputElement>("input, textarea")].flatMap((field) => {
    const box = field.type === "checkbox" || field.type === "radio";
    const moved = box
      ? field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked)
      : !FIXED.test(field.type) && field.value !== field.defaultValue;
    return moved ? [{ field, chosen: box ? field.checked : field.value }] : [];
  });
  for (const { field, chosen } of changed) {
    if (typeof chosen === "boolean") {
      // React hears of a box or a radio button through its click, which sets it to the chosen state.
      field.checked = !chosen;
      field.click();
      continue;
    }
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, chosen);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
