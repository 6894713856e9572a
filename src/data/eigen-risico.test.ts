import { describe, expect, it } from "vitest";
import {
  eigenRisicoHint,
  eigenRisicoIn,
  eigenRisicoSentence,
  newYearSentence,
  yearOf,
} from "#/src/data/eigen-risico.ts";
import { eigenRisicoFile } from "#/src/data/schema/eigen-risico.ts";

/** Fixture years, not the owner's amounts (checked on a day that has been: a later one is refused). */
const entry = (year: number, amount: number) => ({
  year,
  amount,
  checked: "2025-11-20",
  source: "https://www.rijksoverheid.nl/",
});
const table = [entry(2030, 400), entry(2031, 420)];
const plain = (text: string) => text.replace(/\s/g, " ");

describe("the eigen risico of the year a page or the calculator runs in", () => {
  it("states a confirmed year's amount", () => {
    expect(plain(eigenRisicoSentence(eigenRisicoIn([entry(2030, 400)], 2030)))).toBe(
      "In 2030 is het eigen risico € 400 per jaar.",
    );
  });

  it("adds the coming year's amount once it is confirmed, for a page built in December and read in January", () => {
    expect(plain(eigenRisicoSentence(eigenRisicoIn(table, 2030)))).toBe(
      "In 2030 is het eigen risico € 400 per jaar. In 2031 wordt het € 420.",
    );
  });

  it("never passes last year's amount off as this year's: it names the year it belongs to", () => {
    const sentence = plain(eigenRisicoSentence(eigenRisicoIn(table, 2032)));
    expect(sentence).toBe(
      "Het eigen risico voor 2032 staat nog niet op onze site. In 2031 was het € 420. Uw zorgverzekeraar kan u het bedrag voor 2032 noemen.",
    );
    expect(sentence).not.toContain("In 2032 is");
  });

  it("gives the calculator a limit only for a confirmed year", () => {
    expect(eigenRisicoIn(table, 2031).known?.amount).toBe(420);
    expect(eigenRisicoIn(table, 2032).known).toBeUndefined();
    expect(plain(eigenRisicoHint(eigenRisicoIn(table, 2031)))).toMatch(/^Tussen € 0 en € 420\./);
    expect(plain(eigenRisicoHint(eigenRisicoIn(table, 2032)))).toMatch(/^Het eigen risico voor 2032 staat nog niet/);
  });

  it("warns in the calculator that a device received next year may count toward next year's eigen risico", () => {
    for (const year of [2031, 2032]) {
      const hint = eigenRisicoHint(eigenRisicoIn(table, year));
      expect(hint).toContain(newYearSentence(year));
      expect(newYearSentence(year)).toContain(`eigen risico van ${year + 1}`);
    }
  });

  it("reads the year from a date", () => {
    expect(yearOf("2031-01-01")).toBe(2031);
  });
});

describe("content/eigen-risico.yaml's schema", () => {
  it("refuses the same year twice, in Dutch, at the second one", () => {
    const result = eigenRisicoFile.safeParse({ years: [entry(2030, 400), entry(2030, 410)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["years", 1, "year"],
      message: "2030 staat er twee keer in: haal een van beide weg",
    });
  });

  it("refuses an amount without its source or date", () => {
    const { source: _, ...withoutSource } = entry(2030, 400);
    expect(eigenRisicoFile.safeParse({ years: [withoutSource] }).success).toBe(false);
    const { checked: __, ...withoutDate } = entry(2030, 400);
    expect(eigenRisicoFile.safeParse({ years: [withoutDate] }).success).toBe(false);
  });
});
