import type { ComponentProps, ReactNode } from "react";
import { cn } from "#/src/lib/cn.ts";
import { Marked } from "#/src/components/ui/marked.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import type { MarkedText } from "#/src/lib/marked-text.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = {
  eyebrow?: string;
  title: string;
  intro?: MarkedText;
  media?: ReactNode;
  children?: ReactNode;
  /** `text` lines the header up with a page that is one column of running text. */
  width?: ComponentProps<typeof Container>["width"];
};

/** The top of an inner page: its one <h1>, an introduction, optional artwork and extras. */
export function PageHeader({ eyebrow, title, intro, media, children, width }: Props) {
  return (
    <header className="-mt-20 bg-linear-to-b from-teal-50 to-canvas pt-28 pb-8 sm:pt-32 sm:pb-16">
      <Container width={width} className={cn(media && "grid grid-cols-1 items-center gap-6 md:grid-cols-2 md:gap-10")}>
        <div>
          {eyebrow ? <p className="mb-3 font-bold text-coral-700">{eyebrow}</p> : null}
          <h1 className="max-w-4xl text-3xl min-[24rem]:text-4xl sm:text-5xl">
            <Unbroken text={title} />
          </h1>
          {intro ? (
            <p className="mt-5 max-w-3xl text-lg sm:text-xl">
              <Marked text={intro} />
            </p>
          ) : null}
          {children}
        </div>
        {media}
      </Container>
    </header>
  );
}
