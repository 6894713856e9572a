import { CheckCircle2 } from "lucide-react";
import { SoundWavesArt } from "#/src/components/illustrations/sound-waves-art.tsx";
import { Badge } from "#/src/components/ui/badge.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import type { hero as heroContent } from "#/src/copy/home.ts";

type Props = { id: string; content: typeof heroContent };

export function Hero({ id, content }: Props) {
  return (
    <section id={id} className="-mt-20 bg-linear-to-b from-teal-50 to-canvas pt-28 pb-16 sm:pt-32 sm:pb-24">
      <Container className="grid grid-cols-1 items-center gap-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <Badge tone="accent" size="md">
            {content.eyebrow}
          </Badge>
          <h1 className="mt-5 text-3xl min-[24rem]:text-4xl sm:text-5xl lg:text-6xl">{content.title}</h1>
          <p className="mt-5 max-w-2xl text-lg sm:text-xl">{content.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href={content.primaryCta.to}>{content.primaryCta.label}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={content.secondaryCta.to}>{content.secondaryCta.label}</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            {content.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2 font-bold text-petrol-900">
                <CheckCircle2 aria-hidden="true" className="size-6 text-success" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <SoundWavesArt className="mx-auto hidden h-auto w-full max-w-sm md:block" />
      </Container>
    </section>
  );
}
