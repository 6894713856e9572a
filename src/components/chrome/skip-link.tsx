import { useTranslation } from "#/src/i18n/use-translation.ts";

/** 'Naar de inhoud': the first stop of the keyboard, in the chrome's language. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-petrol-900 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t("skipLink")}
    </a>
  );
}
