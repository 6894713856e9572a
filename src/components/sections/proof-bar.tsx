import { BadgeCheck, Building2, Clock3, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "#/src/components/ui/container.tsx";
import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";
import { dutchScore, proofCopy, trustCopy } from "#/src/copy/trust.ts";

/** At most this many insurers by name; the full list is in the trust strip. */
const INSURERS_NAMED = 3;

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-petrol-700 [&_svg]:size-5">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/**
 * Proof where the decision is made, right under a page's hero: the review score with its source,
 * the registration, insurers and years of practice (content/trust.yaml, content/practice.yaml),
 * each marked while it is an example. Shows only what the data holds.
 */
export function ProofBar({
  trust,
  experience,
  children,
}: {
  trust: TrustFile;
  /** The practice's years of practice (content/practice.yaml) and whether that is still an example. */
  experience: { years: number; example: boolean };
  /** Beside the proof: the practitioner, on the pages that show one. */
  children?: ReactNode;
}) {
  const { reviewScore, registrations, insurers } = trust;
  const named = insurers.slice(0, INSURERS_NAMED);
  return (
    <section aria-label={proofCopy.label} className="border-b border-line bg-white py-4 sm:py-5">
      {/* From 1024 px its end keeps clear of the chat bubble's corner, so the bubble can show over the
          first screen (it hides itself over text, decision 019). */}
      <Container className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-10 lg:pe-72">
        {children ? <div className="lg:w-80 lg:shrink-0">{children}</div> : null}
        <ul className="grid flex-1 grid-cols-1 gap-x-8 gap-y-1.5 text-base sm:grid-cols-2">
          {reviewScore ? (
            <Item icon={<Star aria-hidden="true" className="fill-amber-400 text-amber-500" />}>
              <strong className="text-petrol-900">
                {dutchScore(reviewScore.score)} / {reviewScore.outOf}
              </strong>{" "}
              <ExternalLink href={reviewScore.url} className={textLinkClass}>
                {trustCopy.reviews(reviewScore.count, reviewScore.platform)}
              </ExternalLink>
              <ExampleMark show={reviewScore.placeholder} />
            </Item>
          ) : null}
          {registrations.slice(0, 1).map((registration) => (
            <Item key={registration.name} icon={<BadgeCheck aria-hidden="true" />}>
              {proofCopy.registered}{" "}
              {registration.url ? (
                <ExternalLink href={registration.url} className={textLinkClass}>
                  {registration.name}
                </ExternalLink>
              ) : (
                registration.name
              )}
              <ExampleMark show={registration.placeholder} />
            </Item>
          ))}
          {named.length ? (
            <Item icon={<Building2 aria-hidden="true" />}>
              {proofCopy.insurers(
                insurers.length > named.length
                  ? `${named.map((insurer) => insurer.name).join(", ")} ${proofCopy.moreInsurers}`
                  : new Intl.ListFormat("nl", { type: "conjunction" }).format(named.map((insurer) => insurer.name)),
              )}
              <ExampleMark show={named.some((insurer) => insurer.placeholder)} />
            </Item>
          ) : null}
          <Item icon={<Clock3 aria-hidden="true" />}>
            {proofCopy.experience(`${experience.years}+ jaar`)}
            <ExampleMark show={experience.example} />
          </Item>
        </ul>
      </Container>
    </section>
  );
}
