import { BusinessContext } from "#/src/components/hooks/business.ts";
import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { JumpLinks } from "#/src/components/sections/jump-links.tsx";
import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { onThisPage } from "#/src/copy/sections.ts";
import { SharedTextBlock } from "#/src/components/sections/shared-text-block.tsx";
import { StepList } from "#/src/components/sections/step-list.tsx";
import { CtaBanner } from "#/src/components/sections/cta-banner.tsx";
import { NextStep } from "#/src/components/sections/next-step.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { business, embedsTaxCalculator } from "#/src/data/business.server.ts";
import { paths } from "#/src/registry/pages.ts";
import { taxRefundPage as page } from "#/src/copy/tax-refund.ts";
import { seo } from "#/src/head/seo.ts";

/** The calculator island's props. */
export const taxCalculatorProps = { copy: page.calculator, url: business.taxCalculatorUrl, embed: embedsTaxCalculator };

export const head = () => seo({ ...page.meta, path: paths.taxRefund });

/** `calculator`: the tax calculator's island (src/pages/belasting-teruggave.astro). */
export default function TaxRefundPage({ calculator }: { calculator?: ReactNode }) {
  return (
    <BusinessContext value={business}>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <NextStep contact={page.cta.button} first className="mt-6 sm:mt-8" />
      </PageHeader>
      <Container className="space-y-16 pb-20">
        <JumpLinks
          id="op-deze-pagina"
          title={onThisPage}
          links={[
            { id: "deductible-title", text: page.deductible.title },
            { id: "threshold-title", text: page.threshold.title },
            { id: "example-title", text: page.example.title },
            { id: "steps", text: page.steps.title },
            { id: "calculator-title", text: page.calculator.title },
            { id: "cta-title", text: page.cta.title },
          ]}
          folded
        />
        <SharedTextBlock text="duurder-toestel" />
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          <section aria-labelledby="deductible-title">
            <h2 id="deductible-title" className="text-2xl sm:text-3xl">
              {page.deductible.title}
            </h2>
            <p className="mt-4">{page.deductible.intro}</p>
            <ul className="mt-4 list-disc space-y-2 ps-6 marker:text-coral-600">
              {page.deductible.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h3 className="mt-8 text-xl">{page.deductible.notDeductible.title}</h3>
            <ul className="mt-3 list-disc space-y-2 ps-6 marker:text-coral-600">
              {page.deductible.notDeductible.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="threshold-title" className="self-start rounded-card bg-teal-50 p-6 sm:p-8">
            <h2 id="threshold-title" className="text-2xl sm:text-3xl">
              {page.threshold.title}
            </h2>
            <p className="mt-4">{page.threshold.text}</p>
          </section>
        </div>
        <section aria-labelledby="example-title" className="max-w-3xl">
          <h2 id="example-title" className="text-2xl sm:text-3xl">
            {page.example.title}
          </h2>
          <p className="mt-3">{page.example.intro}</p>
          <dl className="mt-6 rounded-card border border-line bg-white px-6 py-2 shadow-soft">
            {page.example.rows.map((row) => (
              <div
                key={row.label}
                className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-b border-line py-3"
              >
                <dt>{row.label}</dt>
                <dd className="font-bold whitespace-nowrap tabular-nums">{row.amount}</dd>
              </div>
            ))}
            <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-3 text-lg font-bold text-petrol-900">
              <dt>{page.example.result.label}</dt>
              <dd className="whitespace-nowrap tabular-nums">{page.example.result.amount}</dd>
            </div>
          </dl>
          {page.example.notes.map((note) => (
            <p key={note} className="mt-4">
              {note}
            </p>
          ))}
          <p className="mt-4">
            <a href={`${paths.costs}#rekenhulp`} className={textLinkClass}>
              {page.example.costsLink}
            </a>
          </p>
        </section>
        <StepList id="steps" title={page.steps.title} steps={page.steps.items} />
        {calculator}
        <aside aria-label="Let op" className="flex gap-4 rounded-card border border-line bg-white p-6">
          <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-petrol-700" />
          <p className="text-ink-muted">{page.disclaimer}</p>
        </aside>
        <CtaBanner id="cta-title" title={page.cta.title} text={page.cta.text} contact={page.cta.button} />
      </Container>
    </BusinessContext>
  );
}
