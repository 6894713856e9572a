/**
 * The columns of a grid of cards, chosen from how many cards there are, so that no card sits
 * alone on a row at any width: one column on phones; from `md` (768 px) two or three a row, from
 * `lg` (1024 px) up to `widest`. When the cards do not fill every row evenly, the rows are
 * balanced and the cards of the shorter rows widen to fill them (5 cards: 3 + 2, never 3 + 1 + 1).
 * The grid has twelve tracks; each card spans 12 / (cards in its row) of them.
 */

/** How many cards go on each row: as few rows as `maxColumns` allows, the fuller rows first. */
export function rowsOf(count: number, maxColumns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / maxColumns);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < fuller ? base + 1 : base));
}

// Whole class names, so Tailwind finds them in this file.
const mdSpan: Record<number, string> = {
  1: "md:col-span-12",
  2: "md:col-span-6",
  3: "md:col-span-4",
  4: "md:col-span-3",
};
const lgSpan: Record<number, string> = {
  1: "lg:col-span-12",
  2: "lg:col-span-6",
  3: "lg:col-span-4",
  4: "lg:col-span-3",
};

/** The first of `candidates` (columns a row) that leaves no card alone on a row; else one column. */
const columnsFor = (count: number, candidates: number[]) =>
  candidates.find((columns) => count === 1 || !rowsOf(count, columns).includes(1)) ?? 1;

/** Each card's span class at one width: the number of cards in its row decides it. */
function spans(count: number, columns: number, classes: Record<number, string>): string[] {
  return rowsOf(count, columns).flatMap((cards) => Array.from({ length: cards }, () => classes[cards]!));
}

/**
 * `list`: the classes of the grid (add a gap); `item(index)`: the classes of the card at `index`.
 * `widest`: the most cards a row on wide screens (3 for long texts, 4 for short cards).
 */
export function cardGrid(count: number, { widest = 3 }: { widest?: 2 | 3 | 4 } = {}) {
  // Tablets: two a row, or three when two would leave one alone (3, 5, 7 cards).
  const md = spans(
    count,
    columnsFor(
      count,
      [2, 3].filter((columns) => columns <= widest),
    ),
    mdSpan,
  );
  // Wide screens: as many as `widest` allows without leaving one alone (5 of at most 4: 3 + 2).
  const lg = spans(
    count,
    columnsFor(
      count,
      [4, 3, 2].filter((columns) => columns <= widest),
    ),
    lgSpan,
  );
  return {
    list: "grid grid-cols-1 md:grid-cols-12",
    item: (index: number) => `${md[index] ?? ""} ${lg[index] ?? ""}`.trim(),
  };
}
