import { describe, expect, it } from "vitest";
import { branches, business } from "#/src/data/business.server.ts";
import { formatPhone, mailtoHref, mapsHref, telHref, whatsappHref } from "#/src/lib/contact-links.ts";

describe("contact links", () => {
  it("dial the international number", () => {
    expect(telHref("+31 6 12345678")).toBe("tel:+31612345678");
    expect(telHref(business.phone)).toMatch(/^tel:\+31\d{9}$/);
  });
  it("show Dutch national notation", () => {
    expect(formatPhone("+31 6 12345678")).toBe("06 12345678");
    expect(formatPhone("+31 511 123 456")).toBe("0511 123 456");
  });
  it("open WhatsApp with the practice's number and its prefilled greeting", () => {
    const href = whatsappHref(business.whatsappNumber, business.whatsappGreeting);
    const url = new URL(href);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${business.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(business.whatsappGreeting);
  });
  it("write e-mail with an optional subject", () => {
    expect(mailtoHref("vragen@hoorzorg.example")).toBe("mailto:vragen@hoorzorg.example");
    expect(mailtoHref("vragen@hoorzorg.example", "Vraag & afspraak")).toBe(
      "mailto:vragen@hoorzorg.example?subject=Vraag%20%26%20afspraak",
    );
  });
  it("find each branch on the map by its address", () => {
    for (const branch of branches) {
      const query = new URL(mapsHref(branch)).searchParams.get("query");
      expect(query).toContain(branch.postcode);
      expect(query).toContain(branch.city);
    }
  });
});
