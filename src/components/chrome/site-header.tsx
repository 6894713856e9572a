import { useTranslation } from "#/src/i18n/use-translation.ts";
import { useBusiness } from "#/src/components/hooks/business.ts";
import { paths } from "#/src/registry/pages.ts";
import { cn } from "#/src/lib/cn.ts";
import { useScrolledPast } from "#/src/components/hooks/use-scrolled-past.ts";
import { HEADER_SCROLL_THRESHOLD_PX } from "#/src/lib/ui-constants.ts";
import { CallLink } from "#/src/components/chrome/call-link.tsx";
import { ContentLanguageNote } from "#/src/components/chrome/content-language-note.tsx";
import { DesktopNav } from "#/src/components/chrome/desktop-nav.tsx";
import { HeaderBand } from "#/src/components/chrome/header-band.tsx";
import { Logo, LogoMark } from "#/src/components/chrome/logo.tsx";
import { MobileMenu } from "#/src/components/chrome/mobile-menu.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { Container } from "#/src/components/ui/container.tsx";

/**
 * The header: a slim band with the number, the practice's status and the language, then the row
 * with the logo, the menu and booking. It sticks with the band scrolled away (decision 033), so the
 * row that stays is the spec's 80 px; transparent at the top, translucent with a shadow once
 * scrolled past 10 px. Booking and calling are in it at every width; the desktop menu from `desk`
 * (decision 004). Its rows are the page content's width, so the logo lines up with the content below.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const business = useBusiness();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        // A Tab onto the band's number or language brings the band back into view.
        "sticky -top-11 z-40 transition-[background-color,box-shadow] duration-300 has-[[data-band]:focus-within]:top-0",
        scrolled && "bg-white/90 shadow-header backdrop-blur-md",
      )}
    >
      <HeaderBand />
      <Container className="flex h-20 items-center gap-1.5 sm:gap-3 desk:gap-2">
        <a href={paths.home} className="shrink-0 animate-logo-in rounded-lg">
          {/* On phones the ear alone leaves room for booking and calling beside the menu button. */}
          <LogoMark className="h-16 w-auto sm:hidden" />
          <Logo className="hidden h-16 w-auto sm:block md:h-20" />
          <span className="sr-only">{t("header.logoLabel", { name: business.name })}</span>
        </a>
        <DesktopNav className="hidden min-w-0 desk:ms-auto desk:block" />
        {/* The number is in the band above; this button calls once the band has scrolled away. Under
            360 px it gives its room to booking, whose label must stay on one line. */}
        <CallLink look="header" className="ms-auto shrink-0 max-xs:hidden desk:hidden" />
        <Button
          asChild
          size="sm"
          className="min-w-0 animate-nav-in px-3 text-center leading-tight whitespace-nowrap [animation-delay:0.4s] max-xs:ms-auto sm:px-4 desk:shrink-0"
        >
          <a href={paths.appointment} data-chrome-label>
            {t("nav.makeAppointment")}
          </a>
        </Button>
        <MobileMenu className="shrink-0 desk:hidden" />
      </Container>
      <ContentLanguageNote />
    </header>
  );
}
