/**
 * i18next for server and browser alike: an app's messages are bundled (they are small), so each language gets one
 * ready instance, created synchronously on first use and shared by every render. The storefront and the back
 * office each make theirs from their own catalogues.
 */
import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "./languages";

export function i18nInstances(catalogues: Partial<Record<Language, object>>): (language: Language) => i18n {
  // A browser page holds its own language's catalogue only (the storefront, decision 0072).
  const resources = Object.fromEntries(
    SUPPORTED_LANGUAGES.flatMap((language) => {
      const catalogue = catalogues[language];
      return catalogue ? [[language, { translation: catalogue }]] : [];
    }),
  );
  const instances = new Map<Language, i18n>();
  return (language) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = i18next.createInstance();
      void instance.init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        resources,
        initAsync: false,
        // React escapes text itself.
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
      instances.set(language, instance);
    }
    return instance;
  };
}
