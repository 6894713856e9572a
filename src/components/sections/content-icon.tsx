import { createContext, use, type ReactNode } from "react";
import type { IconName } from "#/src/copy/sections.ts";
import { cn } from "#/src/lib/cn.ts";

/** The inner SVG markup of each icon a page's content names, drawn at build time (content-icons.server.tsx). */
export type IconMarkup = Partial<Record<IconName, string>>;

const IconContext = createContext<IconMarkup>({});

/** Gives the page's content icons to its sections, like MediaProvider does for pictures. */
export function IconProvider({ icons, children }: { icons: IconMarkup; children: ReactNode }) {
  return <IconContext value={icons}>{children}</IconContext>;
}

/**
 * A lucide icon named in the content. The drawing arrives as data, so the page's script carries
 * no icon set; it looks exactly like the lucide-react component it was drawn from.
 */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const markup = use(IconContext)[name];
  if (markup === undefined) throw new Error(`No icon "${name}": give it in the page's icons (iconsFor)`);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn("lucide", className)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
