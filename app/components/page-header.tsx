import type { ReactNode } from "react";
import { Container } from "./ui/container";

/** The top of an inner page: its one <h1>, an introduction and optional extras (badges, buttons). */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="-mt-20 bg-linear-to-b from-teal-50 to-canvas pt-32 pb-12 sm:pb-16">
      <Container>
        {eyebrow ? <p className="mb-3 font-bold text-coral-700">{eyebrow}</p> : null}
        <h1 className="max-w-4xl text-4xl sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg sm:text-xl">{intro}</p> : null}
        {children}
      </Container>
    </header>
  );
}
