import { Phone } from "lucide-react";
import { lazy, Suspense } from "react";
import { useBusiness } from "#/src/components/hooks/business.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { formatPhone, telHref } from "#/src/lib/contact-links.ts";
import { AppointmentsNote } from "#/src/components/chrome/appointments-note.tsx";
import { LanguageSwitcher } from "#/src/components/chrome/language-switcher.tsx";
import { Container } from "#/src/components/ui/container.tsx";

/**
 * The status waits for the page's time anyway, so its code (the opening hours, 2.6 KB) is fetched
 * once the header has hydrated, not on first view: the footer and the hours sections share it.
 */
const PracticeStatus = lazy(() =>
  import("#/src/components/chrome/practice-status.tsx").then((module) => ({ default: module.PracticeStatus })),
);

/**
 * The slim band above the header row (decision 033): 'Bel 06 …' as text with whether the practice
 * is open now, the language, and from `md` the appointments note. Older visitors and their families
 * phone; the number is read here without opening a menu.
 */
export function HeaderBand() {
  const { t } = useTranslation();
  const business = useBusiness();
  return (
    <div data-band className="bg-petrol-900 text-white">
      {/* 44 px: the header sticks this far above the top (`-top-11`), so the band scrolls away. */}
      <Container data-chrome-label className="flex h-11 items-center gap-2 sm:gap-4">
        <a
          href={telHref(business.phone)}
          className="flex min-h-11 shrink-0 items-center gap-1.5 font-bold underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {t("header.callPrefix")}
          {/* A phone number reads left to right in every language. */}
          <span dir="ltr">{formatPhone(business.phone)}</span>
        </a>
        {/* Under 360 px the number and the language take the band. */}
        <Suspense>
          <PracticeStatus className="text-sm text-teal-100 max-xs:hidden" />
        </Suspense>
        <AppointmentsNote className="ms-auto text-teal-100 max-md:hidden" />
        <LanguageSwitcher look="band" className="shrink-0 max-md:ms-auto" />
      </Container>
    </div>
  );
}
