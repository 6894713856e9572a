import type { Picture as PictureData } from "../../media/resolve";
import { cn } from "~/lib/cn";
import { usePicture } from "./media-context";

type Props = {
  slot: string;
  /** How wide the picture is drawn, for the browser's choice from the srcset. */
  sizes: string;
  /** The page's largest picture above the fold: load first, never lazily. */
  priority?: boolean;
  /** Load with the page although below the fold (e.g. the first slides of a carousel). */
  eager?: boolean;
  className?: string;
};

/** A responsive AVIF/WebP picture from the media pipeline, with intrinsic size (no layout shift). */
export function Picture({ slot, ...props }: Props) {
  return <PictureView picture={usePicture(slot)} slot={slot} {...props} />;
}

export function PictureView({ picture, slot, sizes, priority, eager, className }: Props & { picture: PictureData }) {
  return (
    <picture data-slot={slot}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full rounded-card border border-line bg-teal-50 object-cover", className)}
      />
    </picture>
  );
}
