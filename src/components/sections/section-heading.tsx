import { Unbroken } from "#/src/components/ui/unbroken.tsx";
/** A section's h2 and optional introduction, tied to the section by id. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl sm:text-3xl">
        <Unbroken text={title} />
      </h2>
      {intro ? (
        <p className="mt-3 max-w-3xl text-lg">
          <Unbroken text={intro} />
        </p>
      ) : null}
    </>
  );
}
