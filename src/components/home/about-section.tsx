import { ArrowRight } from "lucide-react";
import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { IconCard } from "#/src/components/sections/icon-card.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import type { about as aboutContent } from "#/src/copy/home.ts";

type Props = { id: string; content: typeof aboutContent };

export function AboutSection({ id, content }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-20">
      <Container className="grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <h2 id={`${id}-title`} className="text-3xl sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-6 inline-flex items-baseline gap-3 rounded-card bg-petrol-800 px-6 py-4 text-white shadow-soft">
            <span className="text-4xl font-bold">{content.experience.value}</span>{" "}
            <span className="text-lg font-bold">
              {content.experience.label}
              <ExampleMark show={content.experience.example} onDark />
            </span>
          </p>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5">
              {paragraph}
            </p>
          ))}
          <Button asChild variant="outline" className="mt-8">
            <a href={content.more.to}>
              {content.more.label}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </a>
          </Button>
        </div>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {content.claims.map((claim) => (
            <IconCard key={claim.title} {...claim} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
