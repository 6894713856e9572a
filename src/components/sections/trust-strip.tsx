import { BadgeCheck, Building2, Ear, Star } from "lucide-react";
import type { ReactNode } from "react";
import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import type { TrustFile, TrustItem } from "#/src/data/schema/trust.ts";
import { dutchScore, trustCopy } from "#/src/copy/trust.ts";
import { fullDate } from "#/src/lib/full-date.ts";

function Group({ icon, title, items }: { icon: ReactNode; title: string; items: readonly TrustItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex gap-3">
      <span className="mt-1 text-petrol-700">{icon}</span>
      <div>
        <h3 className="text-base font-bold text-petrol-900">{title}</h3>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {items.map((item) => (
            <li key={item.name}>
              {item.url ? (
                <ExternalLink href={item.url} className={textLinkClass}>
                  {item.name}
                </ExternalLink>
              ) : (
                item.name
              )}
              <ExampleMark show={item.placeholder} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

type Props = {
  trust: TrustFile;
  id?: string;
  /** `band`: a full-width band (home page); `card`: a card within a content page's column. */
  look?: "band" | "card";
};

/**
 * Registrations, insurer contracts, brands and the review score (content/trust.yaml), for the
 * home page and the hearing-care pages. Shows nothing that is not in the data.
 */
export function TrustStrip({ trust, id = "vertrouwen", look = "band" }: Props) {
  const { reviewScore, registrations, insurers, brands } = trust;
  if (!reviewScore && registrations.length + insurers.length + brands.length === 0) return null;
  const body = (
    <>
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        {trustCopy.title}
      </h2>
      {/* One a row on a phone: a platform's or register's name is too long for half its width. */}
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        {reviewScore ? (
          <div className="flex gap-3">
            <Star aria-hidden="true" className="mt-1 size-6 fill-amber-400 text-amber-500" />
            <p>
              <span className="text-3xl font-bold text-petrol-900">{dutchScore(reviewScore.score)}</span>
              <span className="text-ink-muted"> / {reviewScore.outOf}</span>
              <ExampleMark show={reviewScore.placeholder} />
              <br />
              <ExternalLink href={reviewScore.url} className={textLinkClass}>
                {trustCopy.reviews(reviewScore.count, reviewScore.platform)}
              </ExternalLink>
              <ExampleMark show={reviewScore.placeholder} />
              {/* A date would lend an example score a credibility it has not earned. */}
              {reviewScore.placeholder ? null : (
                <span className="block text-sm text-ink-muted">
                  {trustCopy.checked} <time dateTime={reviewScore.checked}>{fullDate(reviewScore.checked)}</time>
                </span>
              )}
            </p>
          </div>
        ) : null}
        <Group
          icon={<BadgeCheck aria-hidden="true" className="size-6" />}
          title={trustCopy.registrations}
          items={registrations}
        />
        <Group icon={<Building2 aria-hidden="true" className="size-6" />} title={trustCopy.insurers} items={insurers} />
        <Group icon={<Ear aria-hidden="true" className="size-6" />} title={trustCopy.brands} items={brands} />
      </div>
    </>
  );
  return look === "band" ? (
    <section aria-labelledby={`${id}-title`} className="border-y border-line bg-white py-10">
      <Container>{body}</Container>
    </section>
  ) : (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-8"
    >
      {body}
    </section>
  );
}
