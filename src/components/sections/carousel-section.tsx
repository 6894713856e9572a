import { Carousel } from "#/src/components/ui/carousel.tsx";
import { Picture } from "#/src/components/ui/picture.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import type { SectionProps } from "#/src/copy/sections.ts";

type Props = SectionProps<"carousel">;

export function CarouselSection({ id, title, intro, label, images, note }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <Carousel
        className="mt-5 sm:mt-8"
        label={label}
        // Every carousel sits below the fold: its pictures load lazily as it nears the viewport.
        slides={images.map((slot) => (
          <Picture
            key={slot}
            slot={slot}
            sizes="(min-width: 80rem) 400px, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw"
          />
        ))}
      />
      {note ? <p className="mt-4 max-w-3xl font-bold text-petrol-900">{note}</p> : null}
    </section>
  );
}
