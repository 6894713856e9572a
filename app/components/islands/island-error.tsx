import { Component, type ReactNode } from "react";
import { Button } from "#/app/components/ui/button.tsx";
import { useChromeLanguage } from "#/app/i18n/use-language.ts";
import { useTranslation } from "#/app/i18n/use-translation.ts";

// The spec's exact title for an unhandled error.
const ERROR_TITLE = "Unexpected Application Error!";

/**
 * An island that fails while the visitor uses the page shows, in its own place, the spec's title,
 * the error's message and a way to reload; the page's static HTML and its other islands stay as
 * they are (decision 042).
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    const { error } = this.state;
    return <IslandFailed detail={error instanceof Error ? error.message : String(error)} />;
  }
}

function IslandFailed({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const chrome = useChromeLanguage();
  return (
    <div
      role="alert"
      lang="nl"
      dir="ltr"
      data-island-error=""
      className="relative z-10 mx-4 my-4 max-w-2xl rounded-card border-2 border-coral-600 bg-white px-5 py-4 text-ink sm:mx-auto"
    >
      <p lang="en" className="font-bold text-petrol-900">
        {ERROR_TITLE}
      </p>
      <p className="mt-2 rounded-xl bg-coral-100 px-3 py-2 font-mono break-words text-coral-700">{detail}</p>
      <p className="mt-3" {...chrome}>
        {t("error.explanation")}
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()} {...chrome}>
        {t("error.reload")}
      </Button>
    </div>
  );
}
