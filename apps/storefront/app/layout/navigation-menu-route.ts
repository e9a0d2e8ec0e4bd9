/**
 * GET /:lang/navigation-menu: the whole menu tree as JSON, which the desktop flyouts and the phone drawer load when a
 * menu first opens (pages carry only the top level, decision 0093). The same for every shopper of a language.
 */
import { isLanguage } from "@dukkan/i18n";
import type { Route } from "./+types/navigation-menu-route";
import { loadMenuTree } from "./shell.server";

export async function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) {
    return Response.json({ errors: [{ type: "NotFound" }] }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const menu = await loadMenuTree(params.lang);
  // A browser may keep it for a minute across pages: a menu edited in the back office shows within that.
  return Response.json({ menu }, { headers: { "Cache-Control": "public, max-age=60" } });
}
