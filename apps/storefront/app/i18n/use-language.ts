import { type Language, resolveLanguage } from "@dukkan/i18n";
import { useParams } from "react-router";

/** The language of the current page, from its `/:lang` URL segment. */
export function useLanguage(): Language {
  return resolveLanguage(useParams().lang);
}
