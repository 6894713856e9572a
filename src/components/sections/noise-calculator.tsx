import type { SectionProps } from "#/src/copy/sections.ts";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#/src/lib/cn.ts";
import { formatDuration, guideline, permissibleMinutes, shareOfLongest } from "#/src/lib/noise-dose.ts";
import { cardGrid } from "#/src/components/sections/card-grid.ts";
import { ARBO, AT_WORK_NOTE, dutyAtWork, GUIDELINE_BASIS } from "#/src/copy/noise-rules.ts";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";

type Props = SectionProps<"calculator">;

const SLIDER = { min: 60, max: 130 };
const CAPTION = "Tijd per dag volgens de richtlijn, per situatie";
const GENERAL = "Een algemene richtlijn, geen diagnose: hoe gevoelig oren zijn, verschilt per persoon.";

/** A number and its unit never wrap apart: '110 dB(A)', '15 minuten', '4 uur'. */
const keepUnits = (text: string) => text.replace(/(\d) /g, "$1\u00a0");
const timeFor = (level: number) => keepUnits(formatDuration(permissibleMinutes(level)));
const dbA = (level: number) => keepUnits(`${level} dB(A)`);

function Bar({ label, level }: { label: string; level: number }) {
  const minutes = permissibleMinutes(level);
  return (
    <div>
      <p className="flex flex-wrap justify-between gap-x-4 font-bold text-petrol-900">
        <span>{label}</span>
        <span>{timeFor(level)}</span>
      </p>
      <div className="mt-2 h-4 overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div
          className={cn(
            "h-full rounded-full",
            minutes < 60 ? "bg-coral-600" : level >= ARBO.lowerActionDb ? "bg-amber-400" : "bg-success",
          )}
          style={{ width: `${Math.max(2, shareOfLongest(minutes) * 100)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Pick a situation or a level and see the time per day without protection as a guideline
 * ('Richtlijn: hoogstens 2 uur per dag'). It gives no time with protection: how much a plug takes
 * off depends on its fit and on the sound (a filter's figure is not meant for dB(A), and bass-heavy
 * music or wind is damped least), so the page's `protectionNote` says what protection does instead.
 * At work, from 85 dB(A) the time is said as the point where protection becomes compulsory.
 * Without JavaScript the table remains.
 */
export function NoiseCalculator({ id, title, intro, presets, protectionNote, atWork }: Props) {
  const uid = useId();
  const [level, setLevel] = useState(presets[0]?.level ?? 100);
  const [presetId, setPresetId] = useState<string | null>(presets[0]?.id ?? null);
  const grid = cardGrid(presets.length, { widest: 2 });

  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-4 shadow-soft sm:p-10">
      <SectionHeading id={id} title={title} intro={intro} />

      <div className="mt-6 hidden grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-8 js:grid">
        <div className="space-y-5">
          <fieldset>
            <legend className="mb-3 font-bold text-petrol-900">Kies een situatie</legend>
            <div className="flex flex-wrap gap-2">
              {presets.map((preset) => (
                <label
                  key={preset.id}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-line px-3.5 font-bold text-petrol-900 has-checked:border-petrol-800 has-checked:bg-petrol-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-400"
                >
                  <input
                    type="radio"
                    name={`${uid}-preset`}
                    value={preset.id}
                    checked={presetId === preset.id}
                    onChange={() => {
                      setPresetId(preset.id);
                      setLevel(preset.level);
                    }}
                    className="sr-only"
                  />
                  {preset.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            {/* The value beside the label, not in it: an <output> inside a <label for> is invalid HTML. */}
            <p className="mb-2 font-bold text-petrol-900">
              <label htmlFor={`${uid}-level`}>Of stel het niveau zelf in:</label>{" "}
              <output htmlFor={`${uid}-level`}>{level} dB(A)</output>
            </p>
            <input
              id={`${uid}-level`}
              type="range"
              min={SLIDER.min}
              max={SLIDER.max}
              step={1}
              value={level}
              aria-valuetext={`${level} dB(A)`}
              onChange={(event) => {
                setLevel(Number(event.target.value));
                setPresetId(null);
              }}
              className="h-11 w-full cursor-pointer accent-petrol-800"
            />
          </div>
        </div>

        <div
          // Dimmed while a change made before the script arrived waits for it (first-use.ts).
          className="space-y-4 rounded-card bg-teal-50 p-5 transition-opacity in-[[data-pending]]:opacity-40 sm:p-6"
          aria-live="polite"
          data-testid="calculator-result"
        >
          <p className="text-lg">
            Zonder bescherming hoort u <strong>{dbA(level)}</strong>.{" "}
            <strong>{keepUnits((atWork && dutyAtWork(level)) || guideline(level))}</strong>.
          </p>
          <Bar label="Zonder bescherming" level={level} />
          <p className="text-ink-muted">Een volle balk is 8 uur of meer.</p>
          {protectionNote ? (
            <p>
              <Marked text={protectionNote} />
            </p>
          ) : null}
        </div>
      </div>

      {/* Wide screens: one table. Below 1024 px it does not fit: one card per situation instead. */}
      <table className="mt-10 hidden w-full border-collapse text-start lg:table">
        <caption className="mb-3 text-start font-bold text-petrol-900">{CAPTION}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="py-2 pe-4 text-start">
              Situatie
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              Niveau
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {atWork ? "Bescherming verplicht vanaf (per dag)" : "Zonder bescherming"}
            </th>
          </tr>
        </thead>
        <tbody>
          {presets.map((preset) => (
            <tr key={preset.id} className="border-b border-line">
              <th scope="row" className="py-2 pe-4 text-start font-bold">
                {preset.label}
              </th>
              <td className="py-2 pe-4">{dbA(preset.level)}</td>
              <td className="py-2 pe-4">{timeFor(preset.level)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Below 1024 px the table does not fit: one card per situation, folded away behind one tap. */}
      <details className="group/cards mt-6 rounded-2xl border border-line lg:hidden" data-testid="calculator-cards">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-bold text-petrol-900 [&::-webkit-details-marker]:hidden">
          <span id={`${uid}-cards`}>Alle situaties op een rij</span>
          <ChevronDown
            aria-hidden="true"
            className="size-6 shrink-0 transition-transform group-open/cards:rotate-180"
          />
        </summary>
        <div className="px-4 pb-4">
          <p className="text-ink-muted">Tijd per dag volgens de richtlijn, zonder bescherming.</p>
          <ul aria-labelledby={`${uid}-cards`} className={cn("mt-3 gap-3", grid.list)}>
            {presets.map((preset, index) => (
              <li key={preset.id} className={cn("rounded-2xl bg-teal-50 p-4", grid.item(index))}>
                <p className="flex flex-wrap justify-between gap-x-3 font-bold text-petrol-900">
                  <span>{preset.label}</span>
                  <span>{dbA(preset.level)}</span>
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
                  <div>
                    <dt className="text-ink-muted">{atWork ? "Verplicht vanaf" : "Zonder"}</dt>
                    <dd className="font-bold">{timeFor(preset.level)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </details>
      <p className="mt-4 text-ink-muted">
        {GENERAL}
        {atWork ? ` ${AT_WORK_NOTE}` : null}
      </p>
      <details className="group mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-bold text-petrol-800 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
          Waar komt de richtlijn vandaan?
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <p className="mt-2 text-ink-muted">{GUIDELINE_BASIS}</p>
      </details>
    </section>
  );
}
