import { Mail, Phone } from "lucide-react";
import { useBusiness } from "#/src/components/hooks/business.ts";
import { formatPhone, mailtoHref, telHref } from "#/src/lib/contact-links.ts";
import { EmailAddress } from "#/src/components/ui/email-address.tsx";

type Copy = { title: string; phone: { title: string; text: string }; email: { title: string; text: string } };

/** Phone and e-mail side by side, for pages where a visitor may prefer a person. */
export function ContactOptions({ copy, emailSubject }: { copy: Copy; emailSubject?: string }) {
  const business = useBusiness();
  const linkClass =
    "flex h-full items-start gap-4 rounded-card border border-line bg-white p-6 shadow-soft transition-colors hover:border-petrol-600";
  return (
    <section aria-labelledby="contact-options-title">
      <h2 id="contact-options-title" className="text-2xl sm:text-3xl">
        {copy.title}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <li>
          <a href={telHref(business.phone)} className={linkClass}>
            <Phone aria-hidden="true" className="mt-1 size-7 shrink-0 text-petrol-800" />
            <span>
              <span className="block text-xl font-bold text-petrol-900">{copy.phone.title}</span>
              <span className="block text-ink-muted">{copy.phone.text}</span>
              <span className="mt-2 block font-bold text-petrol-800">{formatPhone(business.phone)}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={mailtoHref(business.email, emailSubject)} className={linkClass}>
            <Mail aria-hidden="true" className="mt-1 size-7 shrink-0 text-petrol-800" />
            <span>
              <span className="block text-xl font-bold text-petrol-900">{copy.email.title}</span>
              <span className="block text-ink-muted">{copy.email.text}</span>
              <span className="mt-2 block font-bold text-petrol-800">
                <EmailAddress address={business.email} />
              </span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
