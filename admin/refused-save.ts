// A publication the editor refuses must be seen. Decap marks the wrong field red and stops, but the
// field may be far below the part of the form on screen, and the message of a refused preSave shows
// only for a few seconds. Decap leaves the promise of a refused save unhandled (decap-cms-core's
// persistEntry: `Promise.reject()` for a wrong field, its failure action when preSave threw); that
// is the one signal it gives, so this listens for exactly those two, brings the first red field into
// view with the cursor in it, and keeps a notice at the bottom of the screen until a save succeeds.
import { clearMessage, showMessage } from "#/admin/message.ts";

/** The notice after a publication refused because of a field marked red. */
export const REFUSED_FIELD =
  "Niet gepubliceerd: er klopt nog iets niet. Verbeter het rood gemarkeerde veld en klik daarna opnieuw op Publiceer.";

/** The notice after a publication refused at the last check: its reason, which says what to do. */
export const refusedBecause = (reason: string) => `Niet gepubliceerd. ${reason.replace(/[.\s]+$/, "")}.`;

/** A failure to save that is not ours (the connection, the server): no technical words for the owner. */
export const NOT_SAVED =
  "Niet gepubliceerd: de wijziging kon niet worden opgeslagen. Probeer het over een minuut opnieuw; lukt het dan nog niet, laat het uw websitebouwer weten.";

/** What the editor refused to save, told from the reason Decap's rejected promise carries. */
export type Refusal = { kind: "field" } | { kind: "message"; message: string };

/** The messages admin/main.ts's preSave threw: only those are shown as they are. */
const ownReasons = new Set<string>();

/**
 * An Error for preSave to throw. Decap shows it in a toast as 'Kan item niet opslaan: <error>' and
 * hands its text to the failure action: without a name, its text is the message alone (no "Error:").
 */
export function saveRefusal(message: string): Error {
  const error = new Error(message);
  error.name = "";
  ownReasons.add(message);
  return error;
}

const isPersistFailure = (reason: unknown): reason is { type: string; payload?: { error?: unknown } } =>
  typeof reason === "object" && reason !== null && (reason as { type?: unknown }).type === "ENTRY_PERSIST_FAILURE";

/** The refusal an unhandled rejection stands for, or undefined when it is none of Decap's refused saves. */
export function refusalOf(reason: unknown): Refusal | undefined {
  if (reason === undefined) return { kind: "field" };
  if (!isPersistFailure(reason)) return undefined;
  const text = String(reason.payload?.error ?? "");
  return { kind: "message", message: ownReasons.has(text) ? refusedBecause(text) : NOT_SAVED };
}

/** Decap's list of a field's errors (an emotion class ending in its component's name). */
const ERROR_LIST = '[class*="-ControlErrorsList"]';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"], [tabindex]';

/** The first field marked red with a message, as the place the cursor goes: its input, or the first thing in it that takes focus. */
export function firstInvalidField(root: Document = document): HTMLElement | undefined {
  for (const list of root.querySelectorAll<HTMLElement>(ERROR_LIST)) {
    if (!list.textContent?.trim()) continue;
    const bar = list.parentElement;
    const container = bar?.parentElement ?? undefined;
    const id = bar?.querySelector("label")?.htmlFor;
    const target = id ? (root.getElementById(id) ?? undefined) : undefined;
    if (target?.matches(FOCUSABLE)) return target;
    return (target ?? container)?.querySelector<HTMLElement>(FOCUSABLE) ?? target ?? container;
  }
  return undefined;
}

const NOTICE_ID = "klankwijs-niet-gepubliceerd";

/** Shows (or replaces) the notice at the bottom of the editor (clear of the Publiceer menu); the owner can close it. */
export const showNotice = (text: string, root: Document = document) => showMessage(NOTICE_ID, text, root.body);

export const clearNotice = (root: Document = document) => clearMessage(NOTICE_ID, root);

const frame = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * After a refused save: waits briefly for the editor to draw its red fields (a check may still be
 * running), then puts the first in the middle of the screen with the cursor in it, and shows the notice.
 */
export async function showRefusal(refusal: Refusal, root: Document = document) {
  if (refusal.kind === "message") {
    showNotice(refusal.message, root);
    return;
  }
  showNotice(REFUSED_FIELD, root);
  for (let attempt = 0; attempt < 20; attempt++) {
    const field = firstInvalidField(root);
    if (field) {
      field.scrollIntoView?.({ block: "center" });
      field.focus({ preventScroll: true });
      return;
    }
    await frame();
  }
}

/** Listens for Decap's refused saves (and only those: any other rejection is left to the browser). */
export function watchRefusedSaves(target: Window = window) {
  target.addEventListener("unhandledrejection", (event) => {
    const refusal = refusalOf(event.reason);
    if (!refusal) return;
    // Handled here: the owner sees it, so it is no error of the page.
    event.preventDefault();
    void showRefusal(refusal, target.document);
  });
  // The notice belongs to the item it was given for.
  target.addEventListener("hashchange", () => clearNotice(target.document));
}
