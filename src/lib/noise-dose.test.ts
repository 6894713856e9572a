import { describe, expect, it } from "vitest";
import {
  effectiveAttenuation,
  formatDuration,
  guideline,
  MAX_NOMINAL_ATTENUATION_DB,
  permissibleMinutes,
  protectedLevel,
  shareOfDay,
} from "#/src/lib/noise-dose.ts";

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
    [95, "1 uur en 35 minuten"],
    [381, "6 uur en 20 minuten"],
    [24 * 60, "de hele dag"],
    [8192, "de hele dag"],
  ])("%f minutes → %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("never says more time than the rule allows, and at most 5 minutes less (every whole level, 60–130 dB)", () => {
    // The rule itself, written out here: 8 hours at 85 dB(A), halved for every 3 dB more.
    const allowed = (level: number) => 480 / 2 ** ((level - 85) / 3);
    const said = (text: string) => {
      if (text === "de hele dag") return 24 * 60;
      if (text === "minder dan een minuut") return 0;
      const [, hours = "0", minutes = "0"] = /^(?:(\d+) uur)?(?: en )?(?:(\d+) (?:minuut|minuten))?$/.exec(text)!;
      return Number(hours) * 60 + Number(minutes);
    };
    for (let level = 60; level <= 130; level++) {
      const exact = allowed(level);
      const shown = said(formatDuration(permissibleMinutes(level)));
      if (exact >= 24 * 60) continue;
      expect(
        shown,
        `${level} dB: ${formatDuration(permissibleMinutes(level))} for ${exact.toFixed(1)} min`,
      ).toBeLessThanOrEqual(exact);
      expect(exact - shown, `${level} dB`).toBeLessThan(exact < 60 ? 1 : 5);
    }
    // Where rounding to the nearest 5 minutes would say more than the rule allows.
    expect(formatDuration(allowed(81))).toBe("20 uur en 5 minuten");
    expect(formatDuration(allowed(84))).toBe("10 uur");
  });

  it("gives 8 hours at 85 dB and 15 minutes at 100 dB", () => {
    expect(formatDuration(permissibleMinutes(85))).toBe("8 uur");
    expect(formatDuration(permissibleMinutes(100))).toBe("15 minuten");
    expect(formatDuration(permissibleMinutes(70))).toBe("de hele dag");
  });
});

describe("guideline: a daily time worded as a guideline, never as 'veilig'", () => {
  it.each([
    [91, "Richtlijn: hoogstens 2 uur per dag"],
    [100, "Richtlijn: hoogstens 15 minuten per dag"],
    [110, "Richtlijn: hoogstens 1 minuut per dag"],
    [115, "Richtlijn: minder dan een minuut per dag"],
    [80, "Richtlijn: binnen de norm, ook een hele dag"],
  ])("%i dB → %s", (level, text) => {
    expect(guideline(level)).toBe(text);
    expect(guideline(level)).not.toMatch(/veilig/i);
  });
});

describe("effectiveAttenuation (DGUV: a fit-checked custom plug counts for 3 dB less than its label)", () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 0],
    [4, 1],
    [15, 12],
    [19, 16],
    [25, 22],
    [MAX_NOMINAL_ATTENUATION_DB, 47],
  ])("%i dB nominal → %i dB in practice", (nominal, effective) => {
    expect(effectiveAttenuation(nominal)).toBe(effective);
  });

  it("always counts on less than the label, never on more, and never on less than nothing", () => {
    for (let nominal = 0.5; nominal <= MAX_NOMINAL_ATTENUATION_DB; nominal += 0.5) {
      expect(effectiveAttenuation(nominal)).toBeLessThan(nominal);
      expect(effectiveAttenuation(nominal)).toBeGreaterThanOrEqual(0);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, -0.1, MAX_NOMINAL_ATTENUATION_DB + 1])("rejects %f", (nominal) => {
    expect(() => effectiveAttenuation(nominal)).toThrow(RangeError);
  });
});

describe("protection", () => {
  it("lowers the level by the derated attenuation, rounded up to a whole dB", () => {
    expect(protectedLevel(110, 25)).toBe(88);
    expect(protectedLevel(110, 19)).toBe(94);
    expect(protectedLevel(100, 15)).toBe(88);
    expect(protectedLevel(100, 0)).toBe(100);
    expect(protectedLevel(100.5, 15)).toBe(89);
  });

  it("gives less than 8 hours at a 110 dB concert with a 25 dB filter (not the nominal 85 dB)", () => {
    const minutes = permissibleMinutes(protectedLevel(110, 25));
    expect(minutes).toBeLessThan(8 * 60);
    expect(guideline(protectedLevel(110, 25))).toBe("Richtlijn: hoogstens 4 uur per dag");
  });

  it("still gives more time with a filter than without", () => {
    for (const nominal of [15, 19, 25]) {
      expect(permissibleMinutes(protectedLevel(100, nominal))).toBeGreaterThan(permissibleMinutes(100));
    }
  });

  it("never goes below the quietest level the calculator knows", () => {
    expect(protectedLevel(45, 34)).toBe(40);
  });

  it("scales a day into the visual", () => {
    expect(shareOfDay(720)).toBe(0.5);
    expect(shareOfDay(5000)).toBe(1);
  });
});
