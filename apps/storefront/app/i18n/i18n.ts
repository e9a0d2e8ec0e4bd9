import { messages, type Language, type MessageTree } from "@dukkan/i18n";
import { i18nInstances } from "@dukkan/i18n/i18next";
import type { i18n } from "i18next";
import catalogueUrls from "virtual:message-catalogue-urls";

/**
 * The shop's i18next instance for a language. The server holds both languages' catalogues (from @dukkan/i18n); the
 * browser holds only the ones it loaded with `loadMessages` — the page's language before hydration, the other one
 * on a language switch — so a page does not ship the other language's words (decision 0072).
 */
export const i18nFor: (language: Language) => i18n = import.meta.env.SSR ? i18nInstances(messages) : browserI18nFor;

/** The URL of a language's catalogue script, for the document to preload it. */
export function messagesUrl(language: Language): string {
  return catalogueUrls[language];
}

const loadedCatalogues = new Map<Language, MessageTree>();
const browserInstances = new Map<Language, i18n>();

/** Loads a language's catalogue into the browser (once); pages in that language can render after it resolves. */
export async function loadMessages(language: Language): Promise<void> {
  if (loadedCatalogues.has(language)) return;
  const catalogue = (await import(/* @vite-ignore */ catalogueUrls[language])) as { default: MessageTree };
  loadedCatalogues.set(language, catalogue.default);
}

function browserI18nFor(language: Language): i18n {
  let instance = browserInstances.get(language);
  if (!instance) {
    const catalogue = loadedCatalogues.get(language);
    // The entry loads the page's language and the language layout's clientLoader any other: reaching this is a bug.
    if (!catalogue) throw new Error(`The ${language} messages are not loaded: call loadMessages first`);
    instance = i18nInstances({ [language]: catalogue })(language);
    browserInstances.set(language, instance);
  }
  return instance;
}
