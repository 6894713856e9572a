import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";
import { Button, buttonVariants } from "#/src/components/ui/button.tsx";
import { allPagesId } from "#/src/registry/pages.ts";

const loadPanel = () => import("#/src/components/chrome/mobile-menu-panel.tsx");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The menu button for small screens. The menu itself (Radix Dialog and its focus trap, 12 KB) is a
 * separate chunk, fetched only for a visitor who reaches for the button: a pointer over it, a finger
 * down on it, or focus. A page whose menu stays closed never loads it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {/* Without JavaScript the menu button leads to every page, listed in the footer. */}
      <a
        href={`#${allPagesId}`}
        data-slot="button"
        className={cn(buttonVariants({ variant: "ghost", size: "compact" }), "max-lg:px-2 js:hidden", className)}
        aria-label={t("header.openMenu")}
      >
        <Menu aria-hidden="true" className="size-7!" />
        <span aria-hidden="true" className="hidden lg:inline">
          {t("header.menuTitle")}
        </span>
      </a>
      {/* Shown once the page runs scripts (html.js, set before the first paint). */}
      <span className="hidden js:contents">
        <Button
          ref={button}
          variant="ghost"
          size="compact"
          className={cn("max-lg:px-2", className)}
          aria-label={t("header.openMenu")}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadPanel()}
          onPointerDown={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-7!" />
          <span aria-hidden="true" className="hidden lg:inline">
            {t("header.menuTitle")}
          </span>
        </Button>
      </span>
      {used ? (
        <Suspense>
          <MobileMenuPanel open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      ) : null}
    </>
  );
}
