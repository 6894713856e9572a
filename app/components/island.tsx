import {
  lazy,
  Suspense,
  use,
  useEffect,
  useId,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";

let mayLoad: Promise<void> | undefined;

/** Resolves when the browser is idle after hydration, or at the visitor's first touch, click or key. */
function islandsMayLoad(): Promise<void> {
  return (mayLoad ??= new Promise((resolve) => {
    const go = () => resolve();
    for (const type of ["pointerdown", "keydown", "focusin"]) {
      window.addEventListener(type, go, { once: true, capture: true, passive: true });
    }
    if (window.requestIdleCallback) window.requestIdleCallback(go, { timeout: 2000 });
    else window.setTimeout(go, 300);
  }));
}

const subscribeToNothing = () => () => {};

/** Islands (one entry per instance) whose prerendered HTML is still waiting for its script. */
const waiting = new Set<string>();

/** True while hydrating prerendered HTML (and on the server), false for client renders. */
function useHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Marks the document once the page and every island on it are interactive
 * (`html[data-hydrated]`), for tests and for CSS that must wait for scripts.
 */
export function markInteractiveWhenIslandsAre() {
  if (waiting.size === 0) document.documentElement.dataset.hydrated = "true";
}

function Arrived({ id }: { id: string }) {
  useEffect(() => {
    waiting.delete(id);
    if (document.documentElement.dataset.root === "hydrated") markInteractiveWhenIslandsAre();
  }, [id]);
  return null;
}

/**
 * A part of the page with a sizeable script of its own (the carousel, the calculator, the contact
 * form). Its prerendered HTML is complete and usable; its script is a separate chunk that pages
 * without it never load, and a page with it loads only after the rest has hydrated (or as soon as
 * the visitor acts), so it is not part of the first view. On a client-side navigation the route
 * preloads it (`preload`) so it renders at once.
 */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  let gated: Promise<unknown> | undefined;
  const Lazy = lazy(preload);

  // If the script cannot load (offline, blocked), the prerendered HTML stays as it is and keeps
  // working the way it does without JavaScript, rather than the page failing around it.
  const keepPrerendered = (error: unknown) => {
    console.warn(`${name}: script not loaded, the page keeps working without it`, error);
    return new Promise<never>(() => {});
  };

  function Gate({ children }: { children: ReactNode }) {
    if (useHydrating() && typeof window !== "undefined")
      use((gated ??= islandsMayLoad().then(preload).catch(keepPrerendered)));
    return children;
  }

  function Island(props: P) {
    const id = `${name}${useId()}`;
    // Registered here, outside the Suspense boundary: React hydrates the boundary in a later pass,
    // after the root's effects have run, and the page must not count as interactive before it.
    // (A plain read, not a hook: re-rendering this component would make React drop the boundary's
    // prerendered HTML and render it afresh.)
    if (typeof window !== "undefined" && document.documentElement.dataset.root !== "hydrated") waiting.add(id);
    return (
      <Suspense>
        <Gate>
          <Lazy {...(props as ComponentProps<typeof Lazy>)} />
          <Arrived id={id} />
        </Gate>
      </Suspense>
    );
  }
  return Object.assign(Island, { preload });
}
