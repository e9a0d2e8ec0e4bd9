/**
 * The WebSite structured data with its SearchAction (spec §2.1: the site search action target is
 * /{lang}/search_term_string). `search_term_string` is the placeholder search engines fill in; it sits
 * where the search page takes its word (/{lang}/search/{word}) so the filled-in URL opens the results.
 */
import type { Language } from "@dukkan/i18n";
import { searchPath } from "../listing/listing-url";

export const SEARCH_TERM_PLACEHOLDER = "search_term_string";

export function websiteJsonLd(origin: string, language: Language, siteName: string) {
  // searchPath encodes the word; the placeholder's braces must stay literal for search engines.
  const target = `${origin}${searchPath(language, "\u0000")}`.replace("%00", `{${SEARCH_TERM_PLACEHOLDER}}`);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteName,
    url: `${origin}/${language}/`,
    inLanguage: language,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: target },
      "query-input": `required name=${SEARCH_TERM_PLACEHOLDER}`,
    },
  };
}
