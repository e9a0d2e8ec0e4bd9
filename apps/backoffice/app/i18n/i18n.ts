/** i18next for server and browser alike: the back office's messages are bundled, one ready instance per language. */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "@dukkan/i18n";
import i18next, { type i18n } from "i18next";
import { messages } from "./messages";

const instances = new Map<Language, i18n>();

export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      resources: { en: { translation: messages.en }, ar: { translation: messages.ar } },
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
