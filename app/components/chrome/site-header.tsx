import { useTranslation } from "#/app/i18n/use-translation.ts";
import { business } from "#/app/data/business.ts";
import { paths } from "#/app/registry/pages.ts";
import { cn } from "#/app/lib/cn.ts";
import { useScrolledPast } from "#/app/lib/scroll.ts";
import { HEADER_SCROLL_THRESHOLD_PX } from "#/app/lib/ui-constants.ts";
import { AppointmentsNote } from "#/app/components/chrome/appointments-note.tsx";
import { CallLink } from "#/app/components/chrome/call-link.tsx";
import { DesktopNav } from "#/app/components/chrome/desktop-nav.tsx";
import { LanguageSwitcher } from "#/app/components/chrome/language-switcher.tsx";
import { Logo, LogoMark } from "#/app/components/chrome/logo.tsx";
import { MobileMenu } from "#/app/components/chrome/mobile-menu.tsx";
import { Button } from "#/app/components/ui/button.tsx";
import { Container } from "#/app/components/ui/container.tsx";

/**
 * Fixed header: transparent at the top, translucent with a shadow once scrolled past 10 px.
 * Booking and calling are in it at every width; the desktop menu from `desk` (decision 004).
 * Its row is the page content's width, so the logo lines up with the content below.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300",
        scrolled && "bg-white/90 shadow-header backdrop-blur-md",
      )}
    >
      <Container className="flex h-20 items-center gap-1.5 sm:gap-3 desk:gap-2">
        <a href={paths.home} className="shrink-0 animate-logo-in rounded-lg">
          {/* On phones the ear alone leaves room for booking and calling beside the menu button. */}
          <LogoMark className="h-16 w-auto sm:hidden" />
          <Logo className="hidden h-16 w-auto sm:block md:h-20" />
          <span className="sr-only">{t("header.logoLabel", { name: business.name })}</span>
        </a>
        {/* Below `desk` these groups are transparent and their items sit in one row; at `desk` they
            are two rows: the statement, phone and language above the menu and the booking button. */}
        <div className="contents desk:ms-auto desk:flex desk:min-w-0 desk:flex-col desk:items-end desk:gap-1">
          <div className="contents desk:flex desk:items-center desk:gap-4">
            <AppointmentsNote className="hidden lg:flex" />
            <CallLink look="header" className="ms-auto shrink-0 desk:ms-0" />
            <LanguageSwitcher className="shrink-0 max-md:hidden desk:min-h-6 desk:text-xs" />
          </div>
          <div className="contents desk:flex desk:min-w-0 desk:items-center desk:gap-2">
            <DesktopNav className="hidden min-w-0 desk:block" />
            <Button
              asChild
              size="sm"
              className="min-w-0 animate-nav-in px-3 text-center leading-tight [animation-delay:0.4s] sm:px-4 desk:shrink-0"
            >
              <a href={paths.appointment}>{t("nav.makeAppointment")}</a>
            </Button>
          </div>
        </div>
        <MobileMenu className="shrink-0 desk:hidden" />
      </Container>
    </header>
  );
}
