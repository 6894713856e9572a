import { Fragment } from "react";
import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";
import { partsOf, type MarkedText } from "#/src/lib/marked-text.ts";

/** Page text with each example value from the owner's data marked (src/copy/marked-text.ts). */
export function Marked({ text, onDark }: { text: MarkedText; onDark?: boolean }) {
  if (typeof text === "string") return <Unbroken text={text} />;
  return partsOf(text).map((part, index) =>
    typeof part === "string" ? (
      <Unbroken key={index} text={part} />
    ) : (
      <Fragment key={index}>
        {part.fact}
        <ExampleMark show={part.example} onDark={onDark} />
      </Fragment>
    ),
  );
}
