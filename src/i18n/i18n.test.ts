import { afterEach, describe, expect, it } from "vitest";
import { i18n, switchLanguage } from "#/src/i18n/i18n.ts";

afterEach(() => switchLanguage("nl"));

describe("chrome translations at run time", () => {
  it("start in Dutch, like the prerendered HTML", () => {
    expect(i18n.language).toBe("nl");
    expect(i18n.t("nav.makeAppointment")).toBe("Afspraak maken");
    expect(i18n.t("header.badge")).toBe("Nu open voor afspraken");
  });
  it("load another language on demand", async () => {
    await switchLanguage("en");
    expect(i18n.t("nav.aboutUs")).toBe("About Us");
    expect(i18n.t("nav.makeAppointment")).toBe("Make Appointment");
  });
  it("show the key itself for a missing label instead of another language", async () => {
    await switchLanguage("fr");
    // @ts-expect-error: deliberately a key that does not exist
    expect(i18n.t("nav.doesNotExist")).toBe("nav.doesNotExist");
  });
});
