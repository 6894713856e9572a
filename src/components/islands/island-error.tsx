import { Component, type ReactNode } from "react";
import { Button } from "#/src/components/ui/button.tsx";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };
import { useTranslation } from "#/src/i18n/use-translation.ts";

// The spec's exact title for an unhandled error.
const ERROR_TITLE = "Unexpected Application Error!";

type Caught = { failed: false } | { failed: true; error: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An island that fails while the visitor uses the page shows, in its own place, the spec's title,
 * the error's message and a way to reload; the page's static HTML and its other islands stay as
 * they are (decision 042).
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, Caught> {
  state: Caught = { failed: false };

  static getDerivedStateFromError(error: unknown): Caught {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const detail = messageOf(this.state.error);
    return (
      <LastResort detail={detail}>
        <IslandFailed detail={detail} />
      </LastResort>
    );
  }
}

/** Should the box itself fail (the chrome's languages are what broke), the same box in Dutch, without hooks. */
class LastResort extends Component<{ detail: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <Box detail={this.props.detail} explanation={nl.error.explanation} reload={nl.error.reload} chrome={{}} />;
  }
}

function IslandFailed({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const chrome = useChromeLanguage();
  return <Box detail={detail} explanation={t("error.explanation")} reload={t("error.reload")} chrome={chrome} />;
}

function Box({
  detail,
  explanation,
  reload,
  chrome,
}: {
  detail: string;
  explanation: string;
  reload: string;
  chrome: { lang?: string; dir?: "ltr" | "rtl" };
}) {
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
        {explanation}
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()} {...chrome}>
        {reload}
      </Button>
    </div>
  );
}
