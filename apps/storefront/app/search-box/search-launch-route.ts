/**
 * GET /:lang/search-box/launch?text=…: where the header search form goes before JavaScript runs. It
 * answers 302 to the search page for the word (an empty word goes back to the home page).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/search-launch-route";
import { searchPath } from "../listing/listing-url";
import { MAX_TERM_LENGTH } from "./search-box.server";
import { requireLanguage } from "../i18n/route-language";

export function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const word = (new URL(request.url).searchParams.get("text") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  return redirect(word ? searchPath(params.lang, word) : `/${params.lang}/`);
}
