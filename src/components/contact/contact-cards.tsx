import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { useBusiness } from "#/src/components/hooks/business.ts";
import type { contactPage } from "#/src/copy/contact.ts";
import { branchAddressLine, formatPhone, mailtoHref, mapsHref, telHref } from "#/src/lib/contact-links.ts";
import { EmailAddress } from "#/src/components/ui/email-address.tsx";
import { weekRuns } from "#/src/i18n/opening-hours-text.ts";
import { practiceWeek } from "#/src/lib/practice-status.ts";
import type { WeekHours } from "#/src/lib/week.ts";

/** A usual week's open days, grouped: 'di t/m vr 09:30 – 17:00'. Changes and holidays are on the branch pages. */
function Hours({ label, hours }: { label: string; hours: WeekHours }) {
  return (
    <p className="font-normal text-ink-muted">
      <span className="sr-only">{label}: </span>
      {weekRuns(hours).map((run) => (
        <span key={run.days} className="block">
          {run.days} <span className="whitespace-nowrap">{run.hours}</span>
        </span>
      ))}
    </p>
  );
}

function Card({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li className="rounded-card border border-line bg-white p-6 shadow-soft">
      <span className="grid size-12 place-items-center rounded-full bg-teal-100 text-petrol-800">{icon}</span>
      <h2 className="mt-4 text-xl">{title}</h2>
      <p className="mt-1 text-ink-muted">{text}</p>
      <div className="mt-3 space-y-2 font-bold">{children}</div>
    </li>
  );
}

/** Phone, e-mail and both branches on the map, with their usual hours: the three ways in at a glance. */
export function ContactCards({ copy }: { copy: (typeof contactPage)["cards"] }) {
  const business = useBusiness();
  const { branches } = business;
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
      <Card icon={<Phone aria-hidden="true" />} title={copy.phone.title} text={copy.phone.text}>
        <a href={telHref(business.phone)} className={textLinkClass}>
          {formatPhone(business.phone)}
        </a>
        <Hours label={copy.phone.hours} hours={practiceWeek(branches.map((branch) => branch.hours))} />
      </Card>
      <Card icon={<Mail aria-hidden="true" />} title={copy.email.title} text={copy.email.text}>
        <a href={mailtoHref(business.email)} className={textLinkClass}>
          <EmailAddress address={business.email} />
        </a>
      </Card>
      <Card icon={<MapPin aria-hidden="true" />} title={copy.locations.title} text={copy.locations.text}>
        {branches.map((branch) => (
          <div key={branch.id}>
            <ExternalLink href={mapsHref(branch)} className={textLinkClass}>
              {branch.name}
            </ExternalLink>
            <span className="block font-normal text-ink-muted">{branchAddressLine(branch)}</span>
            <Hours label={copy.locations.hours} hours={branch.hours} />
          </div>
        ))}
      </Card>
    </ul>
  );
}
