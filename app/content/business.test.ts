import { describe, expect, it } from "vitest";
import { branches, weekdays } from "#/app/content/business.ts";

const byId = Object.fromEntries(branches.map((b) => [b.id, b]));

describe("the business facts the spec fixes", () => {
  it("has the two branches with their postcodes", () => {
    expect(byId.hurdegaryp?.postcode).toMatch(/^2954/);
    expect(byId.wieringerwerf?.postcode).toMatch(/^1771/);
  });
  it("opens Hurdegaryp on Saturday 09:00-17:00 only", () => {
    const hours = byId.hurdegaryp!.hours;
    expect(hours.saturday).toEqual({ opens: "09:00", closes: "17:00" });
    expect(weekdays.filter((day) => hours[day] !== null)).toEqual(["saturday"]);
  });
  it("opens Wieringerwerf Tuesday to Saturday, also by appointment", () => {
    const { hours, hoursNote } = byId.wieringerwerf!;
    expect(hours.monday).toBeNull();
    expect(hours.sunday).toBeNull();
    for (const day of ["tuesday", "wednesday", "thursday", "friday"] as const) {
      expect(hours[day]).toEqual({ opens: "09:30", closes: "17:00" });
    }
    expect(hours.saturday).toEqual({ opens: "09:30", closes: "16:00" });
    expect(hoursNote).toBe("Ook op afspraak buiten openingstijden");
  });
});
