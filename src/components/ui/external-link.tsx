import type { ComponentProps } from "react";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";

/** A link that opens in a new tab, safely, and tells screen-reader users so (in the chrome's language). */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useTranslation();
  const chrome = useChromeLanguage();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only" {...chrome}>
        {` ${t("newTab")}`}
      </span>
    </a>
  );
}
