/**
 * The `:lang` check every loader and action under `/:lang` makes. Loaders run in parallel, so the layout's
 * check alone would not stop a child's loader from calling the API with an unknown language.
 */
import { isLanguage, type Language } from "@dukkan/i18n";
import { data } from "react-router";

/** Ends the loader or action with 404 (the error boundary shows the not-found page) unless `lang` is a shop language. */
export function requireLanguage(lang: string | undefined): asserts lang is Language {
  if (!isLanguage(lang)) throw data(null, { status: 404 });
}
