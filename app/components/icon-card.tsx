import type { IconName } from "#/app/content/sections.ts";
import { ContentIcon } from "#/app/components/content-icon.tsx";

/** A card with an icon, a title and a short text: claims, benefits, features. Renders a list item. */
export function IconCard({ icon, title, description }: { icon: IconName; title: string; description: string }) {
  return (
    <li className="rounded-card border border-line bg-white p-6 shadow-soft">
      <span className="grid size-12 place-items-center rounded-full bg-teal-100 text-petrol-800">
        <ContentIcon name={icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-xl">{title}</h3>
      <p className="mt-2 text-ink-muted">{description}</p>
    </li>
  );
}
