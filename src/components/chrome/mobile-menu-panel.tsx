import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { mainMenu } from "#/src/registry/pages.ts";
import { paths } from "#/src/registry/pages.ts";
import { cn } from "#/src/lib/cn.ts";
import { AppointmentsNote } from "#/src/components/chrome/appointments-note.tsx";
import { CallLink } from "#/src/components/chrome/call-link.tsx";
import { LanguageSwitcher } from "#/src/components/chrome/language-switcher.tsx";
import { MenuLink } from "#/src/components/chrome/menu-link.tsx";
import { entryLabel, pageLabel } from "#/src/components/chrome/nav-labels.ts";
import { Button } from "#/src/components/ui/button.tsx";

const linkClass =
  "flex min-h-12 items-center rounded-xl px-3 font-bold text-petrol-900 hover:bg-teal-100 aria-[current=page]:text-coral-700";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; trigger: RefObject<HTMLButtonElement | null> };

/**
 * The full-screen menu for small screens, loaded on first use (see mobile-menu.tsx). Radix Dialog
 * traps focus and closes on Escape; closing returns focus to the menu button.
 */
export default function MobileMenuPanel({ open, onOpenChange, trigger }: Props) {
  const { t, language } = useTranslation();
  // Closed before the next page loads, so Back never returns to a menu left open.
  const choose = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-0 z-50 animate-fade-in overflow-y-auto bg-canvas"
        >
          <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-4 pb-10">
            <div className="flex items-center justify-between gap-4">
              <Dialog.Title className="text-2xl">{t("header.menuTitle")}</Dialog.Title>
              {/* At the top, not under the long list of pages, for a visitor looking for their language. */}
              <LanguageSwitcher className="ms-auto" />
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t("header.closeMenu")}>
                  <X aria-hidden="true" className="size-7!" />
                </Button>
              </Dialog.Close>
            </div>
            {/* Booking and calling come first, in view without scrolling on any phone. */}
            <div className="-mt-2 flex flex-col gap-3">
              <div className="flex flex-wrap gap-3">
                <Button asChild size="lg" className="grow">
                  <a href={paths.appointment} onClick={choose}>
                    {t("nav.makeAppointment")}
                  </a>
                </Button>
                <CallLink look="menu" className="grow" />
              </div>
              <AppointmentsNote className="text-sm" />
            </div>
            <nav aria-label={t("nav.mainLabel")}>
              <ul className="flex flex-col gap-1">
                {mainMenu.map((entry) =>
                  entry.type === "link" ? (
                    <li key={entry.key}>
                      <MenuLink path={entry.path} exact className={cn(linkClass, "text-lg")} onClick={choose}>
                        {entryLabel(t, entry)}
                      </MenuLink>
                    </li>
                  ) : (
                    <li key={entry.key} className="pt-2">
                      <p className="px-3 pb-1 text-sm font-bold tracking-wide text-ink-muted uppercase">
                        {entryLabel(t, entry)}
                      </p>
                      <ul className="grid grid-cols-2 gap-1 border-s-2 border-teal-200 ps-2">
                        {entry.items.map((item) => (
                          <li key={item.id}>
                            <MenuLink path={item.path} className={cn(linkClass, "text-base")} onClick={choose}>
                              {pageLabel(language, item)}
                            </MenuLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
