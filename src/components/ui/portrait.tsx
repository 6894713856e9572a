import { Picture } from "#/src/components/ui/picture.tsx";
import { cn } from "#/src/lib/cn.ts";
import { initials } from "#/src/lib/initials.ts";

/**
 * A person's round portrait (an uploaded photo), or until there is one a calm circle with their
 * initials: people are never drawn. The name stands beside it, so the initials are hidden from
 * screen readers.
 */
export function Portrait({
  name,
  photo,
  sizes,
  initialsClassName,
}: {
  name: string;
  photo?: string;
  sizes: string;
  initialsClassName: string;
}) {
  return photo ? (
    <Picture slot={photo} alt={`Portret van ${name}`} sizes={sizes} shape="round" />
  ) : (
    <div
      aria-hidden="true"
      className={cn(
        "grid aspect-square place-items-center rounded-full bg-teal-100 font-bold text-petrol-900",
        initialsClassName,
      )}
    >
      {initials(name)}
    </div>
  );
}
