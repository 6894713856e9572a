import { Component, useLayoutEffect, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { ErrorPage } from "#/app/components/sections/error-page.tsx";

/**
 * The spec's fallback for an unhandled error: when an island fails while the visitor uses the page,
 * the page gives way to the generic error page (its title, the error's message, reload and home),
 * as React Router's root error boundary did for the whole page.
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    const { error } = this.state;
    return createPortal(<ErrorScreen detail={error instanceof Error ? error.message : String(error)} />, document.body);
  }
}

function ErrorScreen({ detail }: { detail: string }) {
  // In the same task as the error page appears (before any paint): never two pages at once.
  useLayoutEffect(() => {
    // The page's own parts (and their headings) step aside for the error page.
    const hidden = [...document.body.children].filter(
      (element) => element instanceof HTMLElement && !element.hidden && !element.hasAttribute("data-error-page"),
    ) as HTMLElement[];
    for (const element of hidden) element.hidden = true;
    window.scrollTo(0, 0);
  }, []);
  return (
    <main id="error" lang="nl" dir="ltr" data-error-page="">
      <ErrorPage detail={detail} />
    </main>
  );
}
