import { emptyContact, type ContactValues } from "#/src/lib/contact/schema.ts";

/** A half-written message survives an accidental reload (per tab, via sessionStorage). */
export const DRAFT_KEY = "contact-draft";

type Draft = Omit<ContactValues, "_honey">;
const fields = ["name", "email", "phone", "subject", "message"] as const;

export function loadDraft(storage: Storage | undefined): ContactValues | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const draft = { ...emptyContact };
    for (const field of fields) if (typeof parsed[field] === "string") draft[field] = parsed[field];
    return fields.some((field) => draft[field] !== "") ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage | undefined, values: ContactValues) {
  try {
    const draft: Draft = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      subject: values.subject,
      message: values.message,
    };
    if (fields.every((field) => draft[field] === "")) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the safety net is gone.
  }
}

export function clearDraft(storage: Storage | undefined) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
