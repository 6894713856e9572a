import type { ComponentProps } from "react";
import { useTranslation } from "#/app/i18n/use-translation.ts";

/** A link that opens in a new tab, safely, and tells screen-reader users so. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
}
