/** GET /{lang}/manifest.webmanifest: the installable shop's manifest in the language (decision 0062). */
import type { Route } from "./+types/manifest-route";
import { requireLanguage } from "../i18n/route-language";
import { webAppManifest } from "./web-app-manifest";

export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return new Response(JSON.stringify(webAppManifest(params.lang)), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
