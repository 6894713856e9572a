import { Picture } from "#/src/components/ui/picture.tsx";
import type { ImageRef } from "#/src/copy/sections.ts";

/** One wide picture with an optional caption. */
export function FigureSection({ image, caption }: { image: ImageRef; caption?: string }) {
  return (
    <figure className="mx-auto max-w-4xl">
      <Picture slot={image} sizes="(min-width: 56rem) 56rem, 100vw" />
      {caption ? <figcaption className="mt-3 text-center text-ink-muted">{caption}</figcaption> : null}
    </figure>
  );
}
