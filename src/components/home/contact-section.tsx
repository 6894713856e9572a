import { CalendarCheck, Mail, MapPin, MessageCircle, Phone, Send } from "lucide-react";
import type { ReactNode } from "react";
import { EmailAddress } from "#/src/components/ui/email-address.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { useBusiness } from "#/src/components/hooks/business.ts";
import type { contactIntro } from "#/src/copy/home.ts";
import { branchAddressLine, formatPhone, mailtoHref, telHref, whatsappHref } from "#/src/lib/contact-links.ts";

type Props = { id: string; content: typeof contactIntro };

const cardClass =
  "flex h-full items-start gap-4 rounded-card border border-line bg-white p-5 shadow-soft transition-colors hover:border-petrol-600";

function Way({ icon, title, text }: { icon: ReactNode; title: string; text: ReactNode }) {
  return (
    <>
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-teal-100 text-petrol-800">{icon}</span>
      <span>
        <span className="block text-lg font-bold text-petrol-900">{title}</span>
        <span className="block break-words text-ink-muted">{text}</span>
      </span>
    </>
  );
}

/** Every way to reach the practice; writing comes first for visitors who cannot call. */
export function ContactSection({ id, content }: Props) {
  const { ways } = content;
  const business = useBusiness();
  const { branches } = business;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-20">
      <Container>
        <h2 id={`${id}-title`} className="text-3xl sm:text-4xl">
          {content.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{content.intro}</p>
        {/* Five ways without a hole: booking across the row, then two and two (from `sm`), or two then three (from `lg`). */}
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-6">
          <li className="sm:col-span-2 lg:col-span-3">
            <a href={ways.appointment.to} className={cardClass}>
              <Way
                icon={<CalendarCheck aria-hidden="true" />}
                title={ways.appointment.title}
                text={ways.appointment.text}
              />
            </a>
          </li>
          <li className="lg:col-span-3">
            <a href={ways.form.to} className={cardClass}>
              <Way icon={<Send aria-hidden="true" />} title={ways.form.title} text={ways.form.text} />
            </a>
          </li>
          <li className="lg:col-span-2">
            <ExternalLink href={whatsappHref(business.whatsappNumber, business.whatsappGreeting)} className={cardClass}>
              <Way icon={<MessageCircle aria-hidden="true" />} title={ways.whatsapp.title} text={ways.whatsapp.text} />
            </ExternalLink>
          </li>
          <li className="lg:col-span-2">
            <a href={mailtoHref(business.email)} className={cardClass}>
              <Way
                icon={<Mail aria-hidden="true" />}
                title={ways.email.title}
                text={<EmailAddress address={business.email} />}
              />
            </a>
          </li>
          <li className="lg:col-span-2">
            <a href={telHref(business.phone)} className={cardClass}>
              <Way icon={<Phone aria-hidden="true" />} title={ways.phone.title} text={formatPhone(business.phone)} />
            </a>
          </li>
        </ul>
        <h3 className="mt-14 text-2xl">{content.branchesTitle}</h3>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {branches.map((branch) => (
            <li key={branch.id}>
              <a href={branch.path} className={cardClass}>
                <Way icon={<MapPin aria-hidden="true" />} title={branch.name} text={branchAddressLine(branch)} />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
