import { Printer } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type Ref } from "react";
import { CostResultLine } from "#/src/components/sections/cost-result-line.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { controlClass } from "#/src/components/ui/field.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { eigenRisicoHint, eigenRisicoIn, eigenRisicoSentence, yearOf } from "#/src/data/eigen-risico.ts";
import {
  costAnnouncement,
  costExplanations,
  costHints as hints,
  costLabels as labels,
  costTexts as texts,
} from "#/src/copy/cost-calculator.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { pageById, paths } from "#/src/registry/pages.ts";
import { BUILD_DATE } from "#/src/lib/build-date.ts";
import { cn } from "#/src/lib/cn.ts";
import { fullDate } from "#/src/lib/full-date.ts";
import { practiceClock } from "#/src/lib/opening-hours.ts";
import { checkOwnCostForm, formFromQuery, formToQuery, parseEuros, type OwnCostForm } from "#/src/lib/own-cost-form.ts";
import { ownCost, type OwnCostField } from "#/src/lib/own-cost.ts";
import { formatAmount } from "#/src/lib/price.ts";
import { WORKED_EXAMPLE } from "#/src/lib/tax-deduction.ts";
import { useNow } from "#/src/components/hooks/use-now.ts";

type Props = SectionProps<"cost-calculator">;

/** An amount as typed in a field: 1600 → "1.600". */
const typed = (amount: number) => new Intl.NumberFormat("nl-NL").format(amount);

/** The form as the page opens: the Belastingdienst's worked example, for an adult without supplementary cover. */
const exampleForm: OwnCostForm = {
  price: typed(WORKED_EXAMPLE.price),
  insurerMaximum: typed(WORKED_EXAMPLE.insurerMaximum),
  category: "",
  adult: true,
  eigenRisicoOpen: typed(WORKED_EXAMPLE.eigenRisicoRemaining),
  supplementary: "",
};
const example = ownCost({
  price: WORKED_EXAMPLE.price,
  insurerMaximum: WORKED_EXAMPLE.insurerMaximum,
  adult: true,
  eigenRisicoOpen: WORKED_EXAMPLE.eigenRisicoRemaining,
});

const subscribeToNothing = () => () => {};

function AmountField({
  id,
  label,
  hint,
  error,
  note,
  disabled,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  /** An explanation that is no error, e.g. a maximum above the price. */
  note?: string;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const described = [`${id}-hint`, note ? `${id}-note` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={cn(disabled && "opacity-60")}>
      <label htmlFor={id} className="block font-bold text-petrol-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-ink-muted">
        {hint}
      </p>
      <div className="relative mt-2" dir="ltr">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-4 flex items-center font-bold">
          €
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={disabled ? "" : value}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClass, "ps-10 tabular-nums")}
        />
      </div>
      {note ? (
        <p id={`${id}-note`} className="mt-2">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 font-bold text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ResultRow({
  label,
  amount,
  line,
  strong,
  ref,
}: {
  label: string;
  amount: string;
  line: string;
  strong?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-b border-teal-200 py-4 last:border-b-0"
    >
      <dt className={cn("font-bold text-petrol-900", strong && "text-lg")}>{label}</dt>
      <dd className={cn("font-bold whitespace-nowrap text-petrol-900 tabular-nums", strong ? "text-3xl" : "text-2xl")}>
        {amount}
      </dd>
      <dd className="col-span-2 mt-1">{line}</dd>
    </div>
  );
}

function PrintedInput({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-1">
      <dt>{term}</dt>
      <dd className="font-bold">{children}</dd>
    </div>
  );
}

/**
 * 'Wat betaal ik zelf?': fill in the price, the insurer's maximum (or pick a category), the age, the
 * eigen risico still open and any supplementary cover, and see live what the insurer pays, what the
 * visitor pays and what may be deductible. The inputs live in the address (replaced, not pushed),
 * so a result can be shared, bookmarked and printed; printing gives the inputs, results and date.
 * Without JavaScript the Belastingdienst's worked example remains, as a table.
 */
export function CostCalculator({ id, title, intro, categories, eigenRisico, checked, disclaimer }: Props) {
  const uid = useId();
  // The year the page is read in (the build's year until the browser's clock is known, then the visitor's).
  const now = useNow();
  const ofYear = eigenRisicoIn(eigenRisico, yearOf(now ? practiceClock(now).date : BUILD_DATE));
  const limit = ofYear.known?.amount;
  const eigenRisicoOfYear = useMemo(
    () => (limit === undefined ? undefined : { year: ofYear.year, amount: limit }),
    [ofYear.year, limit],
  );
  // The address's inputs (a shared or bookmarked result) once hydrated; the worked example before.
  const search = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => "",
  );
  const today = useSyncExternalStore(
    subscribeToNothing,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );
  const [edited, setEdited] = useState<OwnCostForm | null>(null);
  const form = edited ?? formFromQuery(search, exampleForm);
  const [spoken, setSpoken] = useState("");
  const check = checkOwnCostForm(form, eigenRisicoOfYear);
  const problems: Partial<Record<OwnCostField, string>> = check.ok ? {} : check.problems;
  const price = parseEuros(form.price);
  const maximum = parseEuros(form.insurerMaximum);
  const maximumNote =
    price !== undefined && maximum !== undefined && maximum > price && !problems.price && !problems.insurerMaximum
      ? texts.maximumAbovePrice(price)
      : undefined;

  // After the visitor's changes settle: the address carries them and the live region reads the result once.
  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}?${formToQuery(form)}${window.location.hash}`;
      window.history.replaceState(window.history.state, "", url);
      const settled = checkOwnCostForm(form, eigenRisicoOfYear);
      setSpoken(settled.ok ? costAnnouncement(settled.result) : texts.checkFields);
    }, 500);
    return () => window.clearTimeout(timer);
  }, [edited, form, eigenRisicoOfYear]);

  // From the latest edit, not this render's: changes typed before hydration arrive one after another
  // in the same task (changed-fields.ts), before React renders between them.
  const change = (patch: Partial<OwnCostForm>) =>
    setEdited((latest) => ({ ...(latest ?? formFromQuery(search, exampleForm)), ...patch }));
  // The sticky 'U betaalt zelf' line shows while the form is on screen and the result's own line is not.
  const formElement = useRef<HTMLFormElement>(null);
  const resultElement = useRef<HTMLDivElement>(null);
  const lines = check.ok
    ? costExplanations(check.result, check.input.price, check.input.insurerMaximum, form.adult)
    : null;

  return (
    <section
      aria-labelledby={id}
      data-print-focus=""
      className="rounded-card border border-line bg-white p-4 shadow-soft sm:p-10 print:border-0 print:p-0 print:shadow-none"
    >
      <SectionHeading id={id} title={title} intro={intro} />

      <div className="mt-6 hidden grid-cols-1 gap-8 sm:mt-8 lg:grid-cols-2 js:grid">
        <form
          ref={formElement}
          aria-label={title}
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="space-y-6 print:hidden"
        >
          <AmountField
            id={`${uid}-price`}
            label={labels.price}
            hint={hints.price}
            error={problems.price}
            value={form.price}
            onChange={(value) => change({ price: value })}
          />
          <div>
            <label htmlFor={`${uid}-category`} className="block font-bold text-petrol-900">
              {labels.category}
            </label>
            <p id={`${uid}-category-hint`} className="mt-1 text-ink-muted">
              {hints.category}
            </p>
            <select
              id={`${uid}-category`}
              aria-describedby={`${uid}-category-hint`}
              value={form.category}
              onChange={(event) => {
                const chosen = categories.find((option) => String(option.category) === event.target.value);
                change({
                  category: event.target.value,
                  ...(chosen ? { insurerMaximum: typed(chosen.insurerMaximum) } : {}),
                });
              }}
              className={cn(controlClass, "mt-2")}
            >
              <option value="">{texts.ownEntry}</option>
              {categories.map((option) => (
                <option key={option.category} value={String(option.category)}>
                  {texts.categoryOption(option.category, option.insurerMaximum, option.example)}
                </option>
              ))}
            </select>
          </div>
          <AmountField
            id={`${uid}-maximum`}
            label={labels.insurerMaximum}
            hint={hints.insurerMaximum}
            error={problems.insurerMaximum}
            note={maximumNote}
            value={form.insurerMaximum}
            onChange={(value) => change({ insurerMaximum: value, category: "" })}
          />
          <fieldset>
            <legend className="font-bold text-petrol-900">{labels.age}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {([true, false] as const).map((adult) => (
                <label key={String(adult)} className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="radio"
                    name={`${uid}-age`}
                    checked={form.adult === adult}
                    onChange={() => change({ adult })}
                    className="size-6 accent-petrol-800"
                  />
                  {adult ? labels.adult : labels.young}
                </label>
              ))}
            </div>
            {form.adult ? null : <p className="mt-1">{hints.young}</p>}
          </fieldset>
          <AmountField
            id={`${uid}-eigen-risico`}
            label={labels.eigenRisicoOf(ofYear.year)}
            hint={eigenRisicoHint(ofYear)}
            error={problems.eigenRisicoOpen}
            disabled={!form.adult}
            value={form.eigenRisicoOpen}
            onChange={(value) => change({ eigenRisicoOpen: value })}
          />
          <AmountField
            id={`${uid}-supplementary`}
            label={labels.supplementary}
            hint={hints.supplementary}
            error={problems.supplementary}
            disabled={!form.adult}
            value={form.supplementary}
            onChange={(value) => change({ supplementary: value })}
          />
        </form>

        <div
          ref={check.ok ? undefined : resultElement}
          // Dimmed while a change typed before the script arrived waits for it (first-use.ts).
          className="self-start rounded-card bg-teal-50 p-4 transition-opacity in-[[data-pending]]:opacity-40 sm:p-6 lg:sticky lg:top-28 print:bg-white print:p-0"
          data-testid="cost-result"
        >
          <h3 className="text-xl">{texts.resultTitle}</h3>
          {/* Printed only: what was filled in, so the page on paper stands on its own. */}
          <dl className="mt-3 hidden print:block">
            <PrintedInput term={labels.price}>{price === undefined ? "–" : formatAmount(price)}</PrintedInput>
            <PrintedInput term={labels.insurerMaximum}>
              {maximum === undefined ? "–" : formatAmount(maximum)}
            </PrintedInput>
            <PrintedInput term={labels.age}>{form.adult ? labels.adult : labels.young}</PrintedInput>
            {form.adult ? (
              <>
                <PrintedInput term={labels.eigenRisicoOf(ofYear.year)}>
                  {formatAmount(parseEuros(form.eigenRisicoOpen) ?? 0)}
                </PrintedInput>
                <PrintedInput term={labels.supplementary}>
                  {formatAmount(parseEuros(form.supplementary) ?? 0)}
                </PrintedInput>
              </>
            ) : null}
          </dl>
          {check.ok && lines ? (
            <dl className="mt-2">
              <ResultRow
                label={labels.insurerPays}
                amount={formatAmount(check.result.insurerPays)}
                line={lines.insurer}
              />
              <ResultRow
                ref={resultElement}
                label={labels.youPay}
                amount={formatAmount(check.result.youPay)}
                line={lines.you}
                strong
              />
              <ResultRow
                label={labels.deductible}
                amount={formatAmount(check.result.deductible)}
                line={lines.deductible}
              />
            </dl>
          ) : (
            <p className="mt-4">{texts.checkFieldsForResult}</p>
          )}
          <p className="mt-4">
            {texts.taxPageLead}{" "}
            <a href={paths.taxRefund} className={textLinkClass}>
              {/* The page's name as the menu shows it. */}
              {pageById("taxRefund").title}
            </a>
            .
          </p>
          {today ? (
            <p className="mt-4 hidden print:block">
              {texts.calculatedOn(fullDate(today), `${window.location.host}${window.location.pathname}`)}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            // Under 360 px without its icon: the label stays inside the result's card.
            className="mt-6 max-xs:px-4 print:hidden max-xs:[&_svg]:hidden"
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" />
            {texts.print}
          </Button>
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {spoken}
        </p>
        <CostResultLine
          label={labels.youPay}
          amount={check.ok ? formatAmount(check.result.youPay) : undefined}
          fallback={texts.checkFields}
          form={formElement}
          result={resultElement}
        />
      </div>

      <div className="mt-8 max-w-2xl js:hidden">
        <table className="w-full border-collapse text-start">
          <caption className="mb-3 text-start font-bold text-petrol-900">{texts.exampleCaption}</caption>
          <tbody>
            {[
              [labels.price, formatAmount(WORKED_EXAMPLE.price)],
              [labels.insurerMaximum, formatAmount(WORKED_EXAMPLE.insurerMaximum)],
              [labels.age, labels.adult],
              [labels.eigenRisicoOpen, formatAmount(WORKED_EXAMPLE.eigenRisicoRemaining)],
              [labels.supplementary, texts.noSupplementary],
              [labels.insurerPays, formatAmount(example.insurerPays)],
              [labels.youPay, formatAmount(example.youPay)],
              [labels.deductible, formatAmount(example.deductible)],
            ].map(([term, value], index) => (
              <tr key={term} className={cn("border-b border-line", index === 5 && "border-t-2")}>
                <th scope="row" className="py-2 pe-4 text-start font-normal">
                  {term}
                </th>
                <td className="py-2 text-end font-bold whitespace-nowrap tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3">
          {texts.withoutScript} {eigenRisicoSentence(ofYear)}
        </p>
      </div>

      <p className="mt-8 max-w-3xl text-ink-muted">
        {disclaimer} {texts.rulesCheckedOn} <time dateTime={checked}>{fullDate(checked)}</time>
        {ofYear.known ? (
          <>
            {texts.eigenRisicoCheckedOn(ofYear.year)}{" "}
            <time dateTime={ofYear.known.checked}>{fullDate(ofYear.known.checked)}</time>
          </>
        ) : null}
        .{categories.some((category) => category.example) ? texts.exampleAmounts : null}
      </p>
    </section>
  );
}
