import type { Language } from "@dukkan/i18n";
import { useParams } from "react-router";
import { resolveLanguage } from "./language";

/** The language of the current page, from its `/:lang` URL segment. */
export function useLanguage(): Language {
  return resolveLanguage(useParams().lang);
}
