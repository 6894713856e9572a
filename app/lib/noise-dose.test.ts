import { describe, expect, it } from "vitest";
import { formatDuration, permissibleMinutes, protectedLevel, shareOfDay } from "#/app/lib/noise-dose.ts";

describe("permissibleMinutes (85 dB(A) for 8 hours, 3 dB exchange rate)", () => {
  it.each([
    [85, 480],
    [88, 240],
    [91, 120],
    [94, 60],
    [100, 15],
    [103, 7.5],
  ])("%i dB → %f minutes", (level, minutes) => {
    expect(permissibleMinutes(level)).toBeCloseTo(minutes, 6);
  });

  it("gives more than a day below 80 dB", () => {
    expect(permissibleMinutes(70)).toBeGreaterThan(24 * 60);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -5, 39, 141])("rejects %f", (level) => {
    expect(() => permissibleMinutes(level)).toThrow(RangeError);
  });
});

describe("formatDuration", () => {
  it.each([
    [480, "8 uur"],
    [240, "4 uur"],
    [15, "15 minuten"],
    [7.5, "7 minuten"],
    [1.2, "1 minuut"],
    [0.47, "minder dan een minuut"],
    [95, "1 uur en 35 minuten"],
    [381, "6 uur en 20 minuten"],
    [24 * 60, "meer dan een dag"],
    [8192, "meer dan een dag"],
  ])("%f minutes → %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("says 85 dB is safe for 8 hours and 100 dB for 15 minutes", () => {
    expect(formatDuration(permissibleMinutes(85))).toBe("8 uur");
    expect(formatDuration(permissibleMinutes(100))).toBe("15 minuten");
    expect(formatDuration(permissibleMinutes(70))).toBe("meer dan een dag");
  });
});

describe("protection", () => {
  it("lowers the level by the attenuation", () => {
    expect(protectedLevel(110, 25)).toBe(85);
    expect(formatDuration(permissibleMinutes(protectedLevel(110, 25)))).toBe("8 uur");
  });
  it("never goes below the quietest level the calculator knows", () => {
    expect(protectedLevel(60, 34)).toBe(40);
  });
  it("scales a day into the visual", () => {
    expect(shareOfDay(720)).toBe(0.5);
    expect(shareOfDay(5000)).toBe(1);
  });
});
