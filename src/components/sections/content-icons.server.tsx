import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "#/src/components/sections/icons.ts";
import type { IconMarkup } from "#/src/components/sections/content-icon.tsx";
import type { IconName } from "#/src/copy/sections.ts";

const isIconName = (value: unknown): value is IconName => typeof value === "string" && Object.hasOwn(icons, value);

/** Every `icon` named anywhere in a page's content, drawn once at build time for the page's data. */
export function iconsFor(content: unknown): IconMarkup {
  const names = new Set<IconName>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "icon" && isIconName(value)) names.add(value);
        else walk(value);
      }
    }
  };
  walk(content);
  return Object.fromEntries(
    [...names].map((name) => {
      const Icon = icons[name];
      const svg = renderToStaticMarkup(<Icon />);
      return [name, svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "")];
    }),
  );
}
