import { describe, expect, it, vi } from "vitest";
import { buildPayload } from "#/src/lib/contact/payload.ts";
import { isAccepted, SEND_FAILED, sendContactMessage } from "#/src/lib/contact/submit.ts";

describe("isAccepted", () => {
  it("accepts only status OK with success equal to the string 'true'", () => {
    expect(isAccepted(true, '{"success":"true","message":"Form submitted"}')).toBe(true);
    expect(isAccepted(true, '{"success":true}')).toBe(false);
    expect(isAccepted(true, '{"success":"false","message":"Invalid"}')).toBe(false);
    expect(isAccepted(true, "<html>Bad gateway</html>")).toBe(false);
    expect(isAccepted(true, "")).toBe(false);
    expect(isAccepted(true, "null")).toBe(false);
    expect(isAccepted(false, '{"success":"true"}')).toBe(false);
  });
});

const payload = buildPayload({
  name: "Anna",
  email: "anna@voorbeeld.nl",
  phone: "",
  subject: "Vraag",
  message: "Een vraag over oordoppen.",
  _honey: "",
});

const endpoint = "https://formsubmit.co/ajax/x@example.nl";
const respond = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe("sendContactMessage", () => {
  it("posts JSON to the endpoint with JSON headers", async () => {
    const fetcher = respond(200, '{"success":"true"}');
    await sendContactMessage(payload, { endpoint, fetcher });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it.each([
    [500, '{"success":"true"}'],
    [200, '{"success":"false"}'],
    [200, '{"success":true}'],
    [200, "not json"],
  ])("fails on HTTP %i with %j", async (status, body) => {
    await expect(sendContactMessage(payload, { endpoint, fetcher: respond(status, body) })).rejects.toThrow(
      SEND_FAILED,
    );
  });

  it("fails on a network error", async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendContactMessage(payload, { endpoint, fetcher })).rejects.toThrow(`${SEND_FAILED}: Failed to fetch`);
  });

  it("gives up when there is no answer in time", async () => {
    const fetcher = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    await expect(sendContactMessage(payload, { endpoint, fetcher, timeoutMs: 20 })).rejects.toThrow(SEND_FAILED);
  });
});
