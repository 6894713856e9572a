// RSC stand-in for app/components/content-icon.tsx (no createContext on the server): the icon is
// drawn by the lucide component itself while rendering, so no icon markup travels as data.
import type { ReactNode } from "react";
import { icons } from "#/app/components/sections/icons.ts";
import type { IconName } from "#/app/content/sections.ts";
import { cn } from "#/app/lib/cn.ts";

export type IconMarkup = Partial<Record<IconName, string>>;

export function IconProvider({ children }: { icons?: IconMarkup; children: ReactNode }) {
  return children;
}

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  if (!Icon) throw new Error(`No icon "${name}"`);
  return <Icon aria-hidden="true" className={cn("lucide", className)} />;
}
