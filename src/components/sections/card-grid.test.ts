import { describe, expect, it } from "vitest";
import { cardGrid, rowsOf } from "#/src/components/sections/card-grid.ts";

/** Lays the cards out as the browser would on a 12-track grid: how many cards land on each row. */
function rowsAt(count: number, width: "md" | "lg", widest?: 2 | 3 | 4): number[] {
  const grid = cardGrid(count, { widest });
  const rows: number[][] = [];
  let used = 12;
  for (let index = 0; index < count; index++) {
    const span = Number(grid.item(index).match(new RegExp(`${width}:col-span-(\\d+)`))![1]);
    if (used + span > 12) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(span);
    used += span;
  }
  for (const row of rows)
    expect(
      row.reduce((sum, span) => sum + span, 0),
      `${count} cards at ${width}`,
    ).toBe(12);
  return rows.map((row) => row.length);
}

describe("cardGrid", () => {
  it("is one column on phones", () => {
    expect(cardGrid(5).list).toContain("grid-cols-1");
    expect(cardGrid(5).item(0)).not.toMatch(/(^|\s)col-span/);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])("leaves no card alone on a row with %i cards, and fills every row", (count) => {
    for (const widest of [2, 3, 4] as const) {
      for (const width of ["md", "lg"] as const) {
        const rows = rowsAt(count, width, widest);
        expect(rows.reduce((sum, cards) => sum + cards, 0)).toBe(count);
        if (widest > 2 || count % 2 === 0)
          expect(rows, `${count} cards at ${width}, at most ${widest}`).not.toContain(1);
        expect(Math.max(...rows)).toBeLessThanOrEqual(widest);
      }
    }
  });

  it("chooses the columns from the count", () => {
    expect(rowsAt(5, "md")).toEqual([3, 2]);
    expect(rowsAt(5, "lg", 4)).toEqual([3, 2]);
    expect(rowsAt(4, "md")).toEqual([2, 2]);
    expect(rowsAt(4, "lg", 3)).toEqual([2, 2]);
    expect(rowsAt(4, "lg", 4)).toEqual([4]);
    expect(rowsAt(6, "lg")).toEqual([3, 3]);
    expect(rowsAt(3, "md")).toEqual([3]);
    expect(rowsAt(1, "lg")).toEqual([1]);
  });
});

describe("rowsOf", () => {
  it("balances the rows, fuller rows first", () => {
    expect(rowsOf(7, 3)).toEqual([3, 2, 2]);
    expect(rowsOf(7, 4)).toEqual([4, 3]);
    expect(rowsOf(0, 3)).toEqual([]);
  });
});
