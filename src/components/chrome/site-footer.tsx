import { BriefcaseBusiness, ChevronDown, Mail, MapPin, MessageCircle, Phone, Send } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { pageName } from "#/src/i18n/i18n.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { useBusiness } from "#/src/components/hooks/business.ts";
import { allPagesId, contactFormHref, mainMenu, homeAnchorHref, pageById, paths } from "#/src/registry/pages.ts";
import { formatPhone, mailtoHref, telHref, whatsappHref } from "#/src/lib/contact-links.ts";
import { weekRuns } from "#/src/i18n/opening-hours-text.ts";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { OpenStatus } from "#/src/components/sections/open-status.tsx";
import { entryLabel, pageLabel } from "#/src/components/chrome/nav-labels.ts";
import { Container } from "#/src/components/ui/container.tsx";
import { EmailAddress } from "#/src/components/ui/email-address.tsx";
import { ExampleMark } from "#/src/components/ui/example-mark.tsx";

const quickLinks = [
  { key: "home", href: homeAnchorHref("home") },
  { key: "services", href: homeAnchorHref("services") },
  { key: "aboutUs", href: homeAnchorHref("about") },
  { key: "contact", href: homeAnchorHref("contact") },
] as const;

const linkClass = "inline-flex min-h-8 items-center gap-2 underline-offset-4 hover:underline";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="max-sm:mb-6">
      <h2 className="mb-3 text-lg text-white">{title}</h2>
      {children}
    </div>
  );
}

const PHONE = "(width < 40rem)";

/**
 * A column that folds on a phone once the page runs its script: open in the HTML (so without
 * script every link is there), closed on a phone at hydration, which happens before the footer
 * is in view. From `sm` it is always open: its title is then only a title.
 */
function Group({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia(PHONE).matches) details.current.open = false;
  }, []);
  return (
    // Open as prerendered; React never sets it again, so the visitor's toggling stays.
    <details ref={details} id={id} open className="group max-sm:border-t max-sm:border-white/15">
      <summary
        onClick={(event) => {
          if (!window.matchMedia(PHONE).matches) event.preventDefault();
        }}
        className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg sm:mb-3 sm:min-h-0 sm:cursor-auto [&::-webkit-details-marker]:hidden"
      >
        <h2 className="text-lg text-white">{title}</h2>
        <ChevronDown
          aria-hidden="true"
          className="size-6 shrink-0 transition-transform group-open:rotate-180 sm:hidden"
        />
      </summary>
      <div className="max-sm:pb-5">{children}</div>
    </details>
  );
}

/** Footer: quick links, every page, both branches and every way to reach us without calling. */
export function SiteFooter() {
  const business = useBusiness();
  const { branches } = business;
  const isLegalExample = (field: (typeof business.legalExamples)[number]) => business.legalExamples.includes(field);
  const { t, language } = useTranslation();
  return (
    <footer className="bg-petrol-950 text-teal-50">
      <Container className="grid grid-cols-1 gap-7 py-9 max-sm:gap-0 sm:grid-cols-2 sm:gap-10 sm:py-14 lg:grid-cols-4">
        <Column title={business.name}>
          <p className="mb-4 text-teal-100">{t("footer.tagline")}</p>
          <h3 className="mb-2 text-base text-white">{t("footer.quickLinks")}</h3>
          <ul className="gap-x-6 xs:columns-2 sm:columns-1">
            {quickLinks.map((link) => (
              <li key={link.key}>
                <a href={link.href} className={linkClass}>
                  {t(`nav.${link.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </Column>
        <Group id={allPagesId} title={t("footer.services")}>
          {/* Under the name of their group, so 'Werk' reads as protection for work. */}
          <div className="space-y-4">
            {mainMenu.flatMap((entry) =>
              entry.type === "group" ? (
                <div key={entry.key}>
                  <h3 className="mb-1 text-base text-white">{entryLabel(t, entry)}</h3>
                  <ul className="gap-x-6 xs:columns-2 sm:columns-1">
                    {entry.items.map((item) => (
                      <li key={item.id} className="break-inside-avoid">
                        <a href={item.path} className={linkClass}>
                          {pageLabel(language, item)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                []
              ),
            )}
          </div>
        </Group>
        <Group title={t("footer.locations")}>
          <ul className="space-y-4">
            {branches.map((branch) => (
              <li key={branch.id}>
                <a href={branch.path} className={`${linkClass} font-bold text-white`}>
                  <MapPin aria-hidden="true" className="size-5 shrink-0" />
                  {branch.name}
                </a>
                {/* A Dutch address keeps its shape, in the column's alignment. */}
                <address className="ps-7 text-teal-100 not-italic">
                  <span lang="nl" dir="ltr">
                    {branch.street}
                  </span>
                  <br />
                  <span lang="nl" dir="ltr">
                    {branch.postcode} {branch.city}
                  </span>
                </address>
                <p className="ps-7 text-teal-100" data-testid={`week-hours-${branch.id}`}>
                  {weekRuns(branch.hours, language).map((run) => (
                    <span key={run.days} className="block">
                      {run.days} <span className="whitespace-nowrap">{run.hours}</span>
                    </span>
                  ))}
                </p>
                <OpenStatus branch={branch} chrome className="ps-7 text-sm text-teal-100" />
              </li>
            ))}
          </ul>
        </Group>
        <Group title={t("footer.contact")}>
          <p className="mb-3 text-teal-100">{t("footer.writeUs")}</p>
          <ul className="space-y-2">
            <li>
              <a href={contactFormHref} className={linkClass}>
                <Send aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
                {t("footer.contactForm")}
              </a>
            </li>
            <li>
              <a href={mailtoHref(business.email)} className={linkClass}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                <span className="sr-only">{t("footer.email")}: </span>
                <EmailAddress address={business.email} />
              </a>
            </li>
            <li>
              <ExternalLink
                href={whatsappHref(business.whatsappNumber, business.whatsappGreeting)}
                className={linkClass}
              >
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                {t("footer.whatsapp")}
              </ExternalLink>
            </li>
            <li>
              <a href={telHref(business.phone)} className={linkClass}>
                <Phone aria-hidden="true" className="size-5 shrink-0" />
                <span className="sr-only">{t("footer.phone")}: </span>
                <bdi dir="ltr">{formatPhone(business.phone)}</bdi>
              </a>
            </li>
            <li>
              <ExternalLink href={business.linkedinUrl} className={linkClass}>
                <BriefcaseBusiness aria-hidden="true" className="size-5 shrink-0" />
                {t("footer.linkedin")}
              </ExternalLink>
            </li>
          </ul>
        </Group>
      </Container>
      <div className="border-t border-white/15">
        {/* Room at the end for the WhatsApp button, so it never lies over the last links. */}
        <Container className="flex flex-col gap-2 pt-5 pb-24 text-sm text-teal-100 sm:pb-28 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p>
              {/* The year is prerendered at build time; a visitor in a later year sees theirs. */}©{" "}
              <span suppressHydrationWarning>{new Date().getFullYear()}</span> {business.name}. {t("footer.rights")}
            </p>
            {/* The registrations a Dutch care provider shows: KvK and VAT number always, AGB once filled in. */}
            <p data-testid="footer-registrations">
              {t("footer.kvk")} <bdi dir="ltr">{business.legal.kvkNumber}</bdi>
              <ExampleMark show={isLegalExample("kvkNumber")} onDark />
              <span aria-hidden="true"> · </span>
              {t("footer.vat")} <bdi dir="ltr">{business.legal.vatNumber}</bdi>
              <ExampleMark show={isLegalExample("vatNumber")} onDark />
              {business.legal.agbCode ? (
                <>
                  <span aria-hidden="true"> · </span>
                  {t("footer.agb")} <bdi dir="ltr">{business.legal.agbCode}</bdi>
                </>
              ) : null}
            </p>
          </div>
          <ul className="flex flex-wrap gap-x-6">
            {(["privacy", "complaints"] as const).map((id) => (
              <li key={id}>
                <a href={paths[id]} className={linkClass}>
                  {pageName(language, pageById(id))}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
