import { Calculator, Landmark } from "lucide-react";
import { Button } from "#/src/components/ui/button.tsx";
import { ClickToLoadFrame } from "#/src/components/ui/click-to-load-frame.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import type { taxRefundPage } from "#/src/copy/tax-refund.ts";

type Props = {
  copy: (typeof taxRefundPage)["calculator"];
  /** The external calculator's address. */
  url: string;
  /** Embed it: only once the address is real (src/data/business.server.ts, `embedsTaxCalculator`). */
  embed: boolean;
};

/**
 * 'Reken het zelf uit' on /belasting-teruggave: the external calculator in an 800 px frame once the
 * visitor asks for it (no third party on page view, as with the maps; without a script the link to
 * it remains), or, while its address is still an example, links to the Belastingdienst's own explanation and to our
 * calculator, so a visitor never meets an empty or broken frame.
 */
export function TaxCalculator({ copy, url, embed }: Props) {
  return (
    <section aria-labelledby="calculator-title">
      <h2 id="calculator-title" className="text-2xl sm:text-3xl">
        {copy.title}
      </h2>
      {embed ? (
        <>
          <p className="mt-3 max-w-3xl">{copy.text}</p>
          <ClickToLoadFrame
            title={copy.frameTitle}
            src={url}
            height={800}
            className="mt-6 h-200 w-full rounded-card border border-line bg-white"
          >
            {(show) => (
              <div className="mt-6 max-w-3xl rounded-card border border-line bg-white p-5 shadow-soft">
                <div className="noscript:hidden">
                  <Button type="button" variant="outline" onClick={show}>
                    <Calculator aria-hidden="true" />
                    {copy.show}
                  </Button>
                  <p className="mt-2 text-ink-muted">{copy.notice}</p>
                </div>
                <p className="mt-3 noscript:mt-0">
                  <ExternalLink href={url} className={textLinkClass}>
                    {copy.open}
                  </ExternalLink>
                </p>
              </div>
            )}
          </ClickToLoadFrame>
        </>
      ) : (
        <>
          <p className="mt-3 max-w-3xl">{copy.fallback.text}</p>
          <ul className="mt-6 grid max-w-4xl grid-cols-1 gap-4 md:grid-cols-2">
            <li className="flex gap-3 rounded-card border border-line bg-white p-5 shadow-soft">
              <Landmark aria-hidden="true" className="mt-1 size-6 shrink-0 text-petrol-700" />
              <p>
                <ExternalLink href={copy.fallback.belastingdienst.href} className={textLinkClass}>
                  {copy.fallback.belastingdienst.link}
                </ExternalLink>
                <span className="mt-1 block text-ink-muted">{copy.fallback.belastingdienst.text}</span>
              </p>
            </li>
            <li className="flex gap-3 rounded-card border border-line bg-white p-5 shadow-soft">
              <Calculator aria-hidden="true" className="mt-1 size-6 shrink-0 text-petrol-700" />
              <p>
                <a href={copy.fallback.own.href} className={textLinkClass}>
                  {copy.fallback.own.link}
                </a>
                <span className="mt-1 block text-ink-muted">{copy.fallback.own.text}</span>
              </p>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
