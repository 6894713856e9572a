import { useEffect } from "react";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { StatusPage } from "#/src/components/sections/status-page.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { pageById, paths } from "#/src/registry/pages.ts";
import { pageName } from "#/src/i18n/i18n.ts";

// The spec's exact words for this page.
const NOT_FOUND_TITLE = "Oops! Page not found";
const RETURN_HOME = "Return to Home";

const suggestions = ["appointment", "contact", "hearingAids", "music"] as const;

/** The not-found page's body: its explanation and suggestions follow the chosen language (an island). */
export function NotFoundBody() {
  const { t, language } = useTranslation();
  // The explanation and the page names are chrome, in the visitor's chosen language.
  const chrome = useChromeLanguage();

  useEffect(() => {
    // A warning, not an error: a crawl for console errors stays meaningful.
    console.warn(`404: geen pagina op ${window.location.pathname}`);
  }, []);

  return (
    <StatusPage title={NOT_FOUND_TITLE} titleLang="en">
      <p className="mt-6 text-lg" {...chrome}>
        {t("notFound.explanation")}
      </p>
      <Button asChild size="lg" className="mt-8" lang="en">
        <a href={paths.home}>{RETURN_HOME}</a>
      </Button>
      <ul className="mt-10 flex flex-wrap justify-center gap-3" {...chrome}>
        {suggestions.map((id) => (
          <li key={id}>
            <Button asChild variant="outline" size="sm">
              <a href={paths[id]}>{pageName(language, pageById(id))}</a>
            </Button>
          </li>
        ))}
      </ul>
    </StatusPage>
  );
}
