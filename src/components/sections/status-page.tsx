import type { ReactNode } from "react";
import { Container } from "#/src/components/ui/container.tsx";

/** Layout for the not-found and error pages: a heading, an explanation and ways onward. */
export function StatusPage({
  title,
  titleLang,
  children,
}: {
  title: string;
  /** The spec words the not-found and error titles in English. */
  titleLang?: "en";
  children: ReactNode;
}) {
  return (
    <section className="py-20 sm:py-28">
      <Container width="text" className="text-center">
        <h1 lang={titleLang} className="text-3xl min-[24rem]:text-4xl sm:text-5xl">
          {title}
        </h1>
        {children}
      </Container>
    </section>
  );
}
