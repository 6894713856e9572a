import { describe, expect, it } from "vitest";
import { formatDuration, guideline, permissibleMinutes, shareOfLongest } from "#/src/lib/noise-dose.ts";

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
    expect(permissibleMinutes(80)).toBeGreaterThan(24 * 60);
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
    [47, "45 minuten"],
    [95, "1 uur en 30 minuten"],
    [381, "6 uur en 15 minuten"],
    [481, "meer dan 8 uur"],
    [24 * 60, "meer dan 8 uur"],
  ])("%f minutes → %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("never says more time than the rule allows, nor more than 8 hours, nor a figure finer than the rule (40–140 dB)", () => {
    // The rule itself, written out here: 8 hours at 85 dB(A), halved for every 3 dB more.
    const allowed = (level: number) => 480 / 2 ** ((level - 85) / 3);
    const said = (text: string) => {
      if (text === "minder dan een minuut") return 0;
      const [, hours = "0", minutes = "0"] = /^(?:(\d+) uur)?(?: en )?(?:(\d+) (?:minuut|minuten))?$/.exec(text)!;
      return Number(hours) * 60 + Number(minutes);
    };
    for (let level = 40; level <= 140; level += 0.5) {
      const exact = allowed(level);
      const text = formatDuration(permissibleMinutes(level));
      if (exact > 480) {
        expect(text, `${level} dB`).toBe("meer dan 8 uur");
        continue;
      }
      const shown = said(text);
      expect(shown, `${level} dB: ${text} for ${exact.toFixed(1)} min`).toBeLessThanOrEqual(exact);
      expect(exact - shown, `${level} dB`).toBeLessThan(exact < 15 ? 1 : 15);
      if (shown >= 15) expect(shown % 15, `${level} dB: ${text}`).toBe(0);
    }
  });

  it("gives 8 hours at 85 dB and 15 minutes at 100 dB", () => {
    expect(formatDuration(permissibleMinutes(85))).toBe("8 uur");
    expect(formatDuration(permissibleMinutes(100))).toBe("15 minuten");
    expect(formatDuration(permissibleMinutes(70))).toBe("meer dan 8 uur");
  });
});

describe("guideline: a daily time worded as a guideline, never as 'veilig'", () => {
  it.each([
    [91, "Richtlijn: hoogstens 2 uur per dag"],
    [100, "Richtlijn: hoogstens 15 minuten per dag"],
    [110, "Richtlijn: hoogstens 1 minuut per dag"],
    [115, "Richtlijn: minder dan een minuut per dag"],
    [80, "Richtlijn: meer dan 8 uur per dag"],
  ])("%i dB → %s", (level, text) => {
    expect(guideline(level)).toBe(text);
    expect(guideline(level)).not.toMatch(/veilig/i);
  });
});

it("scales 8 hours into the visual", () => {
  expect(shareOfLongest(240)).toBe(0.5);
  expect(shareOfLongest(5000)).toBe(1);
});
