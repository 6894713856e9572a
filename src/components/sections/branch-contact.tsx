import { Mail, MapPin, MessageCircle, Navigation, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { useBranch, useBusiness } from "#/src/components/hooks/business.ts";
import { formatPhone, mailtoHref, mapsHref, telHref, whatsappHref } from "#/src/lib/contact-links.ts";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import type { SectionProps } from "#/src/copy/sections.ts";
import { EmailAddress } from "#/src/components/ui/email-address.tsx";

type Props = SectionProps<"branch-contact">;

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-100 text-petrol-800">{icon}</span>
      {/* A block, not a span: it holds an <address>. */}
      <div>
        <span className="block text-ink-muted">{label}</span>
        {children}
      </div>
    </li>
  );
}

/** Everything needed to visit or reach one branch; writing is offered before calling. */
export function BranchContact({ id, title, intro, branch: branchId }: Props) {
  const business = useBusiness();
  const branch = useBranch(branchId);
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-8">
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Row icon={<MapPin aria-hidden="true" />} label="Adres">
          <address className="not-italic">
            {branch.street}
            <br />
            {branch.postcode} {branch.city}
          </address>
          <ExternalLink href={mapsHref(branch)} className={`${textLinkClass} mt-1 inline-flex items-center gap-1`}>
            <Navigation aria-hidden="true" className="size-4" />
            Route plannen
          </ExternalLink>
        </Row>
        <Row icon={<Mail aria-hidden="true" />} label="E-mail">
          <a href={mailtoHref(branch.email)} className={textLinkClass}>
            <EmailAddress address={branch.email} />
          </a>
        </Row>
        <Row icon={<MessageCircle aria-hidden="true" />} label="WhatsApp">
          <ExternalLink
            href={whatsappHref(business.whatsappNumber, business.whatsappGreeting)}
            className={textLinkClass}
          >
            Stuur ons een bericht
          </ExternalLink>
        </Row>
        <Row icon={<Phone aria-hidden="true" />} label="Telefoon">
          <a href={telHref(branch.phone)} className={textLinkClass}>
            <bdi dir="ltr">{formatPhone(branch.phone)}</bdi>
          </a>
        </Row>
      </ul>
    </section>
  );
}
