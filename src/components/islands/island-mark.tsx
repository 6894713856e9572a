import { useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from "react";
import { replayChangedFields } from "#/src/components/islands/changed-fields.ts";
import { IslandErrorBoundary } from "#/src/components/islands/island-error.tsx";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import type { Business } from "#/src/data/business.server.ts";

/**
 * The mark of one island: `data-ready` is "false" in the page's HTML and "true" once React has
 * hydrated the island (its first effect), for tests and tools that must wait for that island's
 * script. An empty, hidden first child of <astro-island>, not a wrapper: it adds no box, and an
 * island that hydrates once seen watches the island's children for coming into view, which an
 * element without a box (`display: contents`) never does. Right after hydration, before any effect
 * of the island can render it again, what the visitor chose in its fields meanwhile is made known
 * to it (changed-fields.ts), and the island's `data-pending` (set by the first-use directive at such
 * a choice) is taken off.
 */
export function IslandMark({ name, children }: { name: string; children: ReactNode }) {
  const mark = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const island = mark.current?.parentElement;
    if (!island) return;
    replayChangedFields(island);
    island.removeAttribute("data-pending");
  }, []);
  useEffect(() => {
    // Set on the element itself: a state change would render the whole island a second time.
    if (mark.current) mark.current.dataset.ready = "true";
  }, []);
  return (
    <>
      <span ref={mark} hidden data-island={name} data-ready="false" />
      <IslandErrorBoundary>{children}</IslandErrorBoundary>
    </>
  );
}

/**
 * `Component` as an island of its own, with its mark (each island module holds one, for its own
 * script). `business`: the practice's details, for an island that shows them (hooks/business.ts).
 */
export function asIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
): ComponentType<P & { business?: Business }> {
  function Marked({ business, ...props }: P & { business?: Business }) {
    return (
      <BusinessContext value={business}>
        <IslandMark name={name}>
          <Component {...(props as P)} />
        </IslandMark>
      </BusinessContext>
    );
  }
  Marked.displayName = `Island(${name})`;
  return Marked;
}
