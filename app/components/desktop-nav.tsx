import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useTranslation } from "~/i18n/use-translation";
import { NavLink } from "react-router";
import { mainMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { scrollToTop } from "~/lib/scroll";
import { entryLabel, pageLabel } from "./nav-labels";

const itemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-center text-sm leading-tight font-bold text-petrol-900 transition-colors hover:bg-teal-100 aria-[current=page]:text-coral-700 data-[state=open]:bg-teal-100";

/** Desktop menu: direct links and four dropdowns (Radix: hover, click and full keyboard support). */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <NavigationMenu.Root aria-label={t("nav.mainLabel")} delayDuration={80} className={className}>
      <NavigationMenu.List className="flex items-center">
        {mainMenu.map((entry, index) => (
          <NavigationMenu.Item
            key={entry.key}
            className="relative animate-nav-in"
            style={{ animationDelay: `${index * 0.05}s` }}
          >
            {entry.type === "link" ? (
              <NavigationMenu.Link asChild>
                <NavLink to={entry.path} end className={itemClass} onClick={scrollToTop}>
                  {entryLabel(t, entry)}
                </NavLink>
              </NavigationMenu.Link>
            ) : (
              <>
                <NavigationMenu.Trigger className={cn(itemClass, "group")}>
                  {entryLabel(t, entry)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="absolute start-0 top-full z-50 pt-2">
                  <ul className="min-w-60 animate-fade-in rounded-card border border-line bg-white p-2 shadow-soft">
                    {entry.items.map((item) => (
                      <li key={item.id}>
                        <NavigationMenu.Link asChild>
                          <NavLink
                            to={item.path}
                            onClick={scrollToTop}
                            className="flex min-h-11 items-center rounded-xl px-4 font-bold text-petrol-900 hover:bg-teal-50 aria-[current=page]:text-coral-700"
                          >
                            {pageLabel(t, item)}
                          </NavLink>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
