/**
 * GET /medias/*: the API's stored images (product pictures) from the back office's own origin, so its
 * Content-Security-Policy keeps `img-src 'self'`; relayed as the storefront does.
 */
import { relayMedia } from "@dukkan/web-server/media-relay";
import type { Route } from "./+types/medias-route";
import { apiBaseUrl } from "../api/staff-api.server";

export const loader = ({ request, params }: Route.LoaderArgs) => relayMedia(request, apiBaseUrl(), params["*"] ?? "");
