import { useTranslation } from "#/app/i18n/use-translation.ts";
import { Link } from "react-router";
import { business } from "#/app/content/business.ts";
import { paths } from "#/app/content/site.ts";
import { cn } from "#/app/lib/cn.ts";
import { scrollToTop, useScrolledPast } from "#/app/lib/scroll.ts";
import { HEADER_SCROLL_THRESHOLD_PX } from "#/app/lib/ui-constants.ts";
import { DesktopNav } from "#/app/components/desktop-nav.tsx";
import { LanguageSwitcher } from "#/app/components/language-switcher.tsx";
import { Logo } from "#/app/components/logo.tsx";
import { MobileMenu } from "#/app/components/mobile-menu.tsx";
import { Badge } from "#/app/components/ui/badge.tsx";
import { Button } from "#/app/components/ui/button.tsx";
import { Container } from "#/app/components/ui/container.tsx";

/** Fixed header: transparent at the top, translucent with a shadow once scrolled past 10 px. */
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
      <Container width="wide" className="flex h-20 items-center gap-2 sm:gap-3">
        <Link to={paths.home} onClick={scrollToTop} className="shrink-0 animate-logo-in rounded-lg">
          <Logo className="h-16 w-auto md:h-20" />
          <span className="sr-only">{t("header.logoLabel", { name: business.name })}</span>
        </Link>
        <Badge
          live
          dotClassName="hidden sm:block"
          className="max-w-36 leading-tight max-xs:hidden sm:max-w-none lg:hidden"
        >
          {t("header.badge")}
        </Badge>
        <DesktopNav className="ms-auto hidden desk:block" />
        <LanguageSwitcher className="ms-auto max-sm:hidden desk:ms-0" />
        <div className="hidden flex-col items-center gap-1 lg:flex">
          <Badge live>{t("header.badge")}</Badge>
          <Button asChild size="sm" className="animate-nav-in [animation-delay:0.4s]">
            <Link to={paths.appointment} onClick={scrollToTop}>
              {t("nav.makeAppointment")}
            </Link>
          </Button>
        </div>
        <MobileMenu className="ms-auto sm:ms-0 desk:hidden" />
      </Container>
    </header>
  );
}
