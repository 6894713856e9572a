import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { cn } from "#/src/lib/cn.ts";

type Props = {
  show?: boolean;
  /** On a dark surface (the footer, a dark badge): a light colour that keeps its contrast. */
  onDark?: boolean;
};

/**
 * After a value the practice has not confirmed yet (a `placeholder` in its data): the one way the
 * site marks an example, so no visitor takes it for a fact. Plain text says the same (EXAMPLE_MARK).
 */
export function ExampleMark({ show = true, onDark = false }: Props) {
  return show ? (
    <span
      data-example=""
      className={cn("text-sm font-bold whitespace-nowrap", onDark ? "text-amber-400" : "text-coral-700")}
    >
      {" "}
      {EXAMPLE_MARK}
    </span>
  ) : null;
}
