/**
 * GET /:lang/search_term_string?search_term_string=…: the site search action's target (spec §2.1, see
 * search-action.ts). It answers 302 to the search page for the words; without words, to the search page itself.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/search-action-route";
import { searchPath } from "../listing/listing-url";
import { requireLanguage } from "../i18n/route-language";
import { SEARCH_TERM_PLACEHOLDER } from "./search-action";
import { MAX_TERM_LENGTH } from "./search-box.server";

export function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const words = (new URL(request.url).searchParams.get(SEARCH_TERM_PLACEHOLDER) ?? "").trim().slice(0, MAX_TERM_LENGTH);
  return redirect(words ? searchPath(params.lang, words) : `/${params.lang}/search`);
}
