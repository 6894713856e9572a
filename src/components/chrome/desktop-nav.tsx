import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { flushSync } from "react-dom";
import { mainMenu } from "#/src/registry/pages.ts";
import type { MenuGroup } from "#/src/lib/site-registry.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";
import { isCurrentPage } from "#/src/lib/current-page.ts";
import { usePagePath } from "#/src/components/hooks/page-context.ts";
import { MenuLink } from "#/src/components/chrome/menu-link.tsx";
import { entryLabel, pageLabel } from "#/src/components/chrome/nav-labels.ts";

const itemClass =
  "inline-flex min-h-11 items-center gap-0.5 rounded-full px-1 text-center text-balance text-nav font-bold text-petrol-900 transition-colors hover:bg-teal-100 aria-[current=page]:text-coral-700 aria-expanded:bg-teal-100";

/** Hover intent: open after a short rest on the trigger, close a little after the pointer leaves. */
const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 200;

/**
 * Desktop menu: direct links and four dropdowns, built as the WAI disclosure navigation pattern
 * (a button with aria-expanded that shows a list of links). Opens on hover, click and Enter/Space;
 * ArrowDown moves into the list and down it, ArrowUp back up (from the first link to the button),
 * Home and End to its ends; Escape closes and returns focus to the button. The lists are in
 * the prerendered HTML, so before the script runs they open with CSS on hover and focus.
 */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const labels = mainMenu.map((entry) => entryLabel(t, entry));
  // Where a language's names need more than the row has, the longest one wraps onto two lines.
  const longest = labels.reduce((best, label, index) => (label.length > labels[best]!.length ? index : best), 0);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    <nav ref={navRef} aria-label={t("nav.mainLabel")} data-chrome-label className={className}>
      <ul className="flex items-center gap-2">
        {mainMenu.map((entry, index) => (
          <li
            key={entry.key}
            className={cn("relative animate-nav-in", index === longest ? "min-w-0" : "shrink-0")}
            style={{ animationDelay: `${index * 0.05}s` }}
          >
            {entry.type === "link" ? (
              // Home is current on itself only; Blogs also on a post.
              <MenuLink path={entry.path} exact={entry.path === "/"} className={itemClass}>
                {labels[index]}
              </MenuLink>
            ) : (
              <Dropdown
                group={entry}
                label={labels[index]!}
                open={open === entry.key}
                onOpenChange={(next) =>
                  setOpen((current) => (next ? entry.key : current === entry.key ? null : current))
                }
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Dropdown({
  group,
  label,
  open,
  onOpenChange,
}: {
  group: MenuGroup;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { language } = useTranslation();
  const pagePath = usePagePath();
  // The group holding the page being shown is marked as its links are (the link itself says so to a screen reader).
  const holdsCurrent = group.items.some((item) => isCurrentPage(pagePath, item.path));
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      openedByHover.current = next;
      onOpenChange(next);
    }, delay);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") later(true, OPEN_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") later(false, CLOSE_DELAY_MS);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    // Open now, not on the next frame, so the very next key already lands on the first link.
    flushSync(() => onOpenChange(true));
    listRef.current?.querySelector("a")?.focus();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const links = [...(listRef.current?.querySelectorAll("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target = {
      ArrowDown: links[(at + 1) % links.length],
      ArrowUp: at <= 0 ? triggerRef.current : links[at - 1],
      Home: links[0],
      End: links.at(-1),
    }[event.key];
    if (at < 0 || !target) return;
    event.preventDefault();
    target.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <div
      className="nav-dropdown"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-current={holdsCurrent || undefined}
        className={cn(itemClass, "group data-current:text-coral-700")}
        onClick={() => {
          window.clearTimeout(timer.current);
          // A mouse that just opened the list by resting on the button should not close it by clicking.
          if (open && openedByHover.current) openedByHover.current = false;
          else onOpenChange(!open);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform duration-200 group-aria-expanded:rotate-180"
        />
      </button>
      <div id={id} data-open={open || undefined} className="nav-dropdown-panel absolute start-0 top-full z-50 pt-2">
        <ul
          ref={listRef}
          onKeyDown={onListKeyDown}
          className="min-w-60 animate-fade-in rounded-card border border-line bg-white p-2 shadow-soft"
        >
          {group.items.map((item) => (
            <li key={item.id}>
              <MenuLink
                path={item.path}
                // Closed before the next page loads, so Back never returns to a list left open.
                onClick={() => onOpenChange(false)}
                className="flex min-h-11 items-center rounded-xl px-4 font-bold text-petrol-900 hover:bg-teal-50 aria-[current=page]:text-coral-700"
              >
                {pageLabel(language, item)}
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
