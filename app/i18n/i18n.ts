import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, languages, type LanguageCode } from "./languages";
import { nl, type Translation } from "./locales/nl";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

/** Dutch ships with every page (it is the prerendered language); the others load on demand. */
const loaders: Record<Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>, () => Promise<Translation>> = {
  en: () => import("./locales/en").then((m) => m.en),
  fr: () => import("./locales/fr").then((m) => m.fr),
  es: () => import("./locales/es").then((m) => m.es),
  ar: () => import("./locales/ar").then((m) => m.ar),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  resources: { nl: { translation: nl } },
  supportedLngs: languages.map((l) => l.code),
  // A label missing in the chosen language shows its key, so a gap is visible and gets fixed.
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (code !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(code, "translation")) {
    i18n.addResourceBundle(code, "translation", await loaders[code]());
  }
  await i18n.changeLanguage(code);
}
