import { useChromeLanguage } from "#/app/i18n/use-language.ts";
import { useTranslation } from "#/app/i18n/use-translation.ts";
import { StatusPage } from "#/app/components/sections/status-page.tsx";
import { Button } from "#/app/components/ui/button.tsx";

// The spec's exact title for an unhandled error.
export const ERROR_TITLE = "Unexpected Application Error!";

/** `detail`: what went wrong, as the page that caught it can say it (a status, or the error's message). */
export function ErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const chrome = useChromeLanguage();
  return (
    <StatusPage title={ERROR_TITLE} titleLang="en">
      <title>{ERROR_TITLE}</title>
      <p className="mt-6 rounded-card bg-coral-100 px-5 py-4 font-mono text-coral-700">{detail}</p>
      <p className="mt-6 text-lg" {...chrome}>
        {t("error.explanation")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()} {...chrome}>
          {t("error.reload")}
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">Home</a>
        </Button>
      </div>
    </StatusPage>
  );
}
