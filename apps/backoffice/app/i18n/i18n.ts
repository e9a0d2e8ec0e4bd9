import { i18nInstances } from "@dukkan/i18n/i18next";
import { messages } from "./messages";

/** The back office's i18next instance for a language, from its own catalogue. */
export const i18nFor = i18nInstances(messages);
