import { describe, expect, it } from "vitest";
import { branches, business } from "#/app/content/business.ts";
import { formatPhone, mailtoHref, mapsHref, telHref, whatsappHref } from "#/app/lib/contact-links.ts";

describe("contact links", () => {
  it("dial the international number", () => {
    expect(telHref("+31 6 00000000")).toBe("tel:+31600000000");
    expect(telHref(business.phone)).toMatch(/^tel:\+31\d{9}$/);
  });
  it("show Dutch national notation", () => {
    expect(formatPhone("+31 6 00000000")).toBe("06 00000000");
    expect(formatPhone("+31 511 000 000")).toBe("0511 000 000");
  });
  it("open WhatsApp with the prefilled Dutch greeting", () => {
    const href = whatsappHref(business.whatsappNumber, business.whatsappGreeting);
    const url = new URL(href);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${business.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(business.whatsappGreeting);
    expect(business.whatsappGreeting).toMatch(/diensten/);
  });
  it("write e-mail with an optional subject", () => {
    expect(mailtoHref("info@example.nl")).toBe("mailto:info@example.nl");
    expect(mailtoHref("info@example.nl", "Vraag & afspraak")).toBe(
      "mailto:info@example.nl?subject=Vraag%20%26%20afspraak",
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
