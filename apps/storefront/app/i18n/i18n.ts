/**
 * i18next for server and browser alike: the messages are bundled (they are small), so each language
 * gets one ready instance, created synchronously on first use and shared by every render.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, messages, type Language } from "@dukkan/i18n";
import i18next, { type i18n } from "i18next";

const resources = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, { translation: messages[language] }]),
);

const instances = new Map<Language, i18n>();

export function i18nFor(language: Language): i18n {
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
}
