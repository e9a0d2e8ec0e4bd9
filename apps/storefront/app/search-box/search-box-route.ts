/**
 * GET /:lang/search-box?term=…: the header search box's results as JSON (suggestions and product
 * previews), asked from the API server-to-server with the shopper's language and area.
 */
import { isLanguage } from "@dukkan/i18n";
import type { Route } from "./+types/search-box-route";
import { fetchContentPage } from "../cms/cms.server";
import { slotComponents } from "../cms/page-slots";
import { getSession } from "../session/session.server";
import { searchBoxConfig } from "./search-box-config";
import { MAX_TERM_LENGTH, fetchSearchBoxResult } from "./search-box.server";

const json = (body: unknown, status: number, cacheControl: string) =>
  Response.json(body, { status, headers: { "Cache-Control": cacheControl } });

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) return json({ errors: [{ type: "NotFound" }] }, 404, "no-store");
  const term = (new URL(request.url).searchParams.get("term") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  const lang = params.lang;
  const { area } = (await getSession(request)).data;
  const page = await fetchContentPage(undefined, { lang, area });
  const config = searchBoxConfig(slotComponents(page, "SearchBox")[0]);
  if (term.length < config.minCharactersBeforeRequest) {
    return json({ term, suggestions: [], products: [] }, 200, "private, max-age=60");
  }
  const result = await fetchSearchBoxResult(term, config, { lang, area });
  // The same word gives the same answer for a while: the browser may reuse it while the shopper retypes.
  return json(result, 200, "private, max-age=60");
}
