import type { ContactPayload } from "#/src/lib/contact/payload.ts";

const SUBMIT_TIMEOUT_MS = 15_000;
/** The spec's internal message for every failed send. */
export const SEND_FAILED = "Er ging iets mis bij het verzenden";

/** FormSubmit accepted the message only when the status is OK and `success` is the string "true". */
export function isAccepted(ok: boolean, body: string): boolean {
  if (!ok) return false;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null && (parsed as { success?: unknown }).success === "true";
  } catch {
    return false;
  }
}

type SendOptions = {
  /** FormSubmit's AJAX address for the practice's form address (`business.formEndpoint`). */
  endpoint: string;
  timeoutMs?: number;
  fetcher?: (url: string, init: RequestInit) => Promise<Response>;
};

/** Sends the message; resolves when FormSubmit accepted it, rejects with SEND_FAILED otherwise. */
export async function sendContactMessage(
  payload: ContactPayload,
  { endpoint, timeoutMs = SUBMIT_TIMEOUT_MS, fetcher = fetch }: SendOptions,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`geen antwoord binnen ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body = await response.text();
    if (!isAccepted(response.ok, body)) {
      throw new Error(`${SEND_FAILED}: HTTP ${response.status} ${body.slice(0, 200)}`);
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(SEND_FAILED)) throw error;
    throw new Error(`${SEND_FAILED}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
