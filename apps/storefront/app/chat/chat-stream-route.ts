/**
 * /{lang}/chat/stream (decision 0067): the session's chat as server-sent events, relayed from the API with the
 * chat key the session holds (the browser's EventSource never reaches the API). 204 when there is no chat.
 */
import type { Route } from "./+types/chat-stream-route";
import { requireLanguage } from "../i18n/route-language";
import { chatAccess, chatStream } from "./chat.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return chatStream(request, await chatAccess(request, params.lang));
}
