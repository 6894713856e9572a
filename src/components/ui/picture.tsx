import { pictureFiles, type Picture as PictureData } from "#/media/files.ts";
import { cn } from "#/src/lib/cn.ts";
import { usePicture } from "#/src/components/ui/media-context.tsx";

type Props = {
  slot: string;
  /** How wide the picture is drawn, for the browser's choice from the srcset. */
  sizes: string;
  /**
   * The page's largest picture above the fold: load first, never lazily. The page's shell also
   * preloads it from the <head> (src/layouts/page-shell.ts picturePreload).
   */
  priority?: boolean;
  /** `card`: rounded with a hairline edge; `round`: a circle (portraits); `bare`: neither (inside a card). */
  shape?: "card" | "round" | "bare";
  className?: string;
  /** What the picture shows, when the page says it itself (an uploaded photo has no description of its own). */
  alt?: string;
};

/** A responsive AVIF/WebP picture from the media pipeline, with intrinsic size (no layout shift). */
export function Picture({ slot, ...props }: Props) {
  return <PictureView picture={usePicture(slot)} slot={slot} {...props} />;
}

function PictureView({
  picture,
  slot,
  sizes,
  priority,
  shape = "card",
  className,
  alt,
}: Props & { picture: PictureData }) {
  const files = pictureFiles(picture);
  return (
    <picture data-slot={slot}>
      {files.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={files.src}
        alt={alt ?? picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn(
          "h-auto w-full bg-teal-50 object-cover",
          { card: "rounded-card border border-line", round: "rounded-full border border-line", bare: "" }[shape],
          className,
        )}
      />
    </picture>
  );
}
