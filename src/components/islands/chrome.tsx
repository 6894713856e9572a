import { Direction } from "radix-ui";
import { useEffect, type ReactNode } from "react";
import { i18n, subscribeToLanguage } from "#/src/i18n/i18n.ts";
import { directionOf } from "#/src/i18n/languages.ts";
import { useLanguage } from "#/src/i18n/use-language.ts";
import { PageContext, type PageData } from "#/src/components/hooks/page-context.ts";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import type { Business } from "#/src/data/business.server.ts";

/**
 * What an island of the chrome (header, footer) is given by the page's shell (src/layouts/Page.astro):
 * the page's path and holidays, the practice's details, and the direction of the chosen language. The language
 * itself is one module shared by every island (src/i18n/i18n.ts).
 */
export function Chrome({ page, business, children }: { page: PageData; business: Business; children: ReactNode }) {
  const { dir } = useLanguage();
  return (
    <PageContext value={page}>
      <BusinessContext value={business}>
        <Direction.Provider dir={dir}>{children}</Direction.Provider>
      </BusinessContext>
    </PageContext>
  );
}

/**
 * The document's `<html lang dir>` follows a change of the chrome's language.
 * The boot script has already applied a stored choice before the first paint.
 */
export function useDocumentLanguage() {
  useEffect(
    () =>
      subscribeToLanguage(() => {
        document.documentElement.lang = i18n.language;
        document.documentElement.dir = directionOf(i18n.language);
      }),
    [],
  );
}
