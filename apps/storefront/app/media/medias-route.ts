/**
 * GET /medias/*: the API's stored images, served from the shop's own origin (relayed as the back office does).
 */
import { relayMedia } from "@dukkan/web-server/media-relay";
import type { Route } from "./+types/medias-route";
import { apiUrl } from "../occ/occ-client.server";

export const loader = ({ request, params }: Route.LoaderArgs) => relayMedia(request, apiUrl(), params["*"] ?? "");
