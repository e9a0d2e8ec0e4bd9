import { messages } from "@dukkan/i18n";
import { i18nInstances } from "@dukkan/i18n/i18next";

/** The shop's i18next instance for a language, from the shared catalogues of @dukkan/i18n. */
export const i18nFor = i18nInstances(messages);
