import type { SectionProps } from "#/app/content/sections.ts";
import { useId, useState } from "react";
import { cn } from "#/app/lib/cn.ts";
import {
  effectiveAttenuation,
  formatDuration,
  guideline,
  PRACTICAL_CORRECTION_DB,
  permissibleMinutes,
  protectedLevel,
  shareOfDay,
} from "#/app/lib/noise-dose.ts";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";

type Props = SectionProps<"calculator">;

const SLIDER = { min: 60, max: 130 };
const ASSUMPTION =
  "We rekenen met de gangbare norm: 85 dB(A) mag 8 uur per dag, en bij elke 3 dB meer halveert die tijd. Dit is een algemene richtlijn, geen diagnose: hoe gevoelig oren zijn, verschilt per persoon.";
/**
 * The derating rule in one sentence (app/lib/noise-dose.ts, docs/sources.md), with the page's
 * strongest filter as the example: '… (25 dB telt als 22 dB) …'.
 */
const derating = (strongestDb: number) =>
  `Oordoppen dempen in de praktijk iets minder dan het filter aangeeft. Daarom rekenen we, zoals de Europese norm EN 458 voor oordoppen op maat, met ${PRACTICAL_CORRECTION_DB} dB minder demping (${strongestDb} dB telt als ${effectiveAttenuation(strongestDb)} dB). Dat geldt alleen als ze goed passen en goed zijn ingezet.`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const timeFor = (level: number) => formatDuration(permissibleMinutes(level));

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
            minutes < 60 ? "bg-coral-600" : minutes < 480 ? "bg-amber-400" : "bg-success",
          )}
          style={{ width: `${Math.max(2, shareOfDay(minutes) * 100)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Pick a situation or a level and see the time per day as a guideline ('Richtlijn: hooguit
 * 2 uur per dag'), with and without the page's protection; the protection's nominal attenuation
 * is derated to what plugs achieve in practice. Without JavaScript the table of situations remains.
 */
export function NoiseCalculator({ id, title, intro, presets, protection }: Props) {
  const uid = useId();
  const [level, setLevel] = useState(presets[0]?.level ?? 100);
  const [presetId, setPresetId] = useState<string | null>(presets[0]?.id ?? null);
  const [protectedOn, setProtectedOn] = useState(false);
  const [attenuation, setAttenuation] = useState(protection.options[0]?.attenuation ?? 15);
  const heard = protectedLevel(level, attenuation);
  const strongest = protection.options.length ? Math.max(...protection.options.map((o) => o.attenuation)) : null;
  /** 'met muziekfilter van 15 dB' */
  const withProtection = (attenuationDb: number) =>
    `met ${protection.label.toLowerCase()} van ${protection.options.find((o) => o.attenuation === attenuationDb)?.label}`;

  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-10">
      <SectionHeading id={id} title={title} intro={intro} />

      <div className="mt-8 hidden grid-cols-1 gap-8 lg:grid-cols-2 js:grid">
        <div className="space-y-6">
          <fieldset>
            <legend className="mb-3 font-bold text-petrol-900">Kies een situatie</legend>
            <div className="flex flex-wrap gap-2">
              {presets.map((preset) => (
                <label
                  key={preset.id}
                  className="cursor-pointer rounded-full border-2 border-line px-4 py-2 font-bold text-petrol-900 has-checked:border-petrol-800 has-checked:bg-petrol-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-400"
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
              <label htmlFor={`${uid}-level`}>Of stel het geluidsniveau zelf in:</label>{" "}
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
          <div className="flex flex-wrap items-center gap-4">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-petrol-900">
              <input
                type="checkbox"
                checked={protectedOn}
                onChange={(event) => setProtectedOn(event.target.checked)}
                className="size-6 accent-petrol-800"
              />
              Met gehoorbescherming
            </label>
            <label className={cn("flex items-center gap-2", !protectedOn && "opacity-60")}>
              <span className="font-bold text-petrol-900">{protection.label}</span>
              <select
                value={attenuation}
                disabled={!protectedOn}
                onChange={(event) => setAttenuation(Number(event.target.value))}
                className="min-h-11 rounded-xl border-2 border-line bg-white px-3"
              >
                {protection.options.map((option) => (
                  <option key={option.attenuation} value={option.attenuation}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        <div className="space-y-5 rounded-card bg-teal-50 p-6" aria-live="polite" data-testid="calculator-result">
          <p className="text-lg">
            Zonder bescherming hoort u <strong>{level} dB(A)</strong>. <strong>{guideline(level)}</strong>.
          </p>
          {protectedOn ? (
            <p className="text-lg">
              {capitalise(withProtection(attenuation))} komt er nog ongeveer <strong>{heard} dB(A)</strong> binnen.{" "}
              <strong>{guideline(heard)}</strong>.
            </p>
          ) : null}
          <Bar label="Zonder bescherming" level={level} />
          {protectedOn ? <Bar label={capitalise(withProtection(attenuation))} level={heard} /> : null}
          <p className="text-ink-muted">Een volle balk is een hele dag.</p>
        </div>
      </div>

      <div role="region" aria-labelledby={`${uid}-caption`} tabIndex={0} className="mt-8 overflow-x-auto js:mt-10">
        <table className="w-full min-w-lg border-collapse text-start">
          <caption id={`${uid}-caption`} className="mb-3 text-start font-bold text-petrol-900">
            Tijd per dag volgens de richtlijn, per situatie
          </caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2 pe-4 text-start">
                Situatie
              </th>
              <th scope="col" className="py-2 pe-4 text-start">
                Niveau
              </th>
              <th scope="col" className="py-2 pe-4 text-start">
                Zonder bescherming
              </th>
              {protection.options.map((option) => (
                <th key={option.attenuation} scope="col" className="py-2 pe-4 text-start">
                  {capitalise(withProtection(option.attenuation))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {presets.map((preset) => (
              <tr key={preset.id} className="border-b border-line">
                <th scope="row" className="py-2 pe-4 text-start font-bold">
                  {preset.label}
                </th>
                <td className="py-2 pe-4">{preset.level} dB(A)</td>
                <td className="py-2 pe-4">{timeFor(preset.level)}</td>
                {protection.options.map((option) => (
                  <td key={option.attenuation} className="py-2 pe-4">
                    {timeFor(protectedLevel(preset.level, option.attenuation))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {strongest === null ? null : <p className="mt-4 text-ink-muted">{derating(strongest)}</p>}
      <p className="mt-2 text-ink-muted">{ASSUMPTION}</p>
    </section>
  );
}
