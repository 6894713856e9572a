import { icons } from "#/src/components/sections/icons.ts";
import type { IconName } from "#/src/copy/sections.ts";

/** A lucide icon named in the content. Only the static parts draw it, so no page's script carries the icon set. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
