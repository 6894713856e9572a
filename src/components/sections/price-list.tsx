import { Fold } from "#/src/components/sections/fold.tsx";
import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import type { SectionProps, ShownPrice } from "#/src/copy/sections.ts";
import { PRICES_INCLUDE_VAT } from "#/src/lib/price.ts";

type Props = SectionProps<"price-list">;
type Row = Props["rows"][number];

function Amount({ price }: { price: ShownPrice }) {
  return (
    <>
      <span className="whitespace-nowrap">{price.text}</span>
      {price.example ? (
        <span className="block">
          <ExampleMark />
        </span>
      ) : null}
    </>
  );
}

/** What a row means and its note, under its name and price or in the fold below the list. */
function Explanation({ row }: { row: Row }) {
  return (
    <>
      {row.description ? <dd className="col-span-2 mt-1">{row.description}</dd> : null}
      {row.note ? (
        <dd className="col-span-2 mt-1 text-ink-muted">
          <Marked text={row.note} />
        </dd>
      ) : null}
    </>
  );
}

/**
 * A list of prices: each item with its price beside it, then what it means and a note — or those
 * folded below the list (`descriptionsFolded`), or the whole list folded (`folded`). Then which
 * amounts are examples, the note, and that the prices include VAT.
 */
export function PriceList({ id, title, intro, rows, descriptionsFolded, folded, note }: Props) {
  // Inside a fold, aligned with its summary.
  const list = (
    <dl className={folded ? "px-4 sm:px-6" : "px-5 sm:px-8"}>
      {rows.map((row) => (
        <div
          key={row.name}
          className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-b border-line py-4 last:border-b-0"
        >
          <dt className="font-bold text-petrol-900">{row.name}</dt>
          <dd className="text-end font-bold tabular-nums">
            <Amount price={row.price} />
          </dd>
          {descriptionsFolded ? null : <Explanation row={row} />}
        </div>
      ))}
    </dl>
  );
  const notes = (
    <>
      {rows.some((row) => row.price.example) ? (
        <p className="mt-4 max-w-3xl font-bold text-coral-700">
          Een bedrag met {EXAMPLE_MARK} erachter is nog geen prijs van onze praktijk. Vraag ons naar de actuele prijs.
        </p>
      ) : null}
      <p className="mt-4 max-w-3xl">
        {note ? `${note} ` : null}
        {PRICES_INCLUDE_VAT}
      </p>
    </>
  );
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      {folded ? (
        <Fold summary={folded} className="mt-6">
          <div className="border-t border-line">{list}</div>
          <div className="px-4 pb-5 sm:px-6 sm:pb-6">{notes}</div>
        </Fold>
      ) : (
        <>
          <div className="mt-6 max-w-4xl rounded-card border border-line bg-white shadow-soft">{list}</div>
          {descriptionsFolded ? (
            <Fold summary={descriptionsFolded} className="mt-4">
              <dl className="space-y-4 px-4 pb-5 sm:px-6 sm:pb-6">
                {rows.map((row) => (
                  <div key={row.name}>
                    <dt className="font-bold text-petrol-900">{row.name}</dt>
                    <Explanation row={row} />
                  </div>
                ))}
              </dl>
            </Fold>
          ) : null}
          {notes}
        </>
      )}
    </section>
  );
}
