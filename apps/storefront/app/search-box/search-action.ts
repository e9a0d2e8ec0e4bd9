/**
 * The WebSite structured data with its SearchAction. Spec §2.1: "the site search action target declared for search
 * engines is /{lang}/search_term_string". That path is declared as given; `search_term_string` is also the name of
 * the action's input (`query-input`), which search engines fill in as the query parameter of that name. The route
 * at /{lang}/search_term_string (search-action-route.ts) sends the filled-in URL on to the search page
 * (/{lang}/search/{word}), so the spec's target works (decision 0070; 0012 had declared the search page itself).
 */
import type { Language } from "@dukkan/i18n";

export const SEARCH_TERM_PLACEHOLDER = "search_term_string";

/** The path the spec declares as the search target, under a language. */
export function searchActionPath(language: Language): string {
  return `/${language}/${SEARCH_TERM_PLACEHOLDER}`;
}

export function websiteJsonLd(origin: string, language: Language, siteName: string) {
  // The braces stay literal: search engines replace {search_term_string} with the words, URL-encoded.
  const target = `${origin}${searchActionPath(language)}?${SEARCH_TERM_PLACEHOLDER}={${SEARCH_TERM_PLACEHOLDER}}`;
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
