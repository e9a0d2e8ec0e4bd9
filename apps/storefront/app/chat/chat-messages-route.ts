/**
 * /{lang}/chat/messages (decision 0067): the chat panel's JSON. GET answers the session's conversation (null when
 * there is none); POST runs one chat form (start, send, restart) and answers the step. The chat key stays in the
 * sealed session cookie this answer may re-seal.
 */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import type { Route } from "./+types/chat-messages-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { readFormData } from "../security/form-data.server";
import { sessionHeaders } from "../session/session.server";
import { chatAccess, loadChat, runChatForm } from "./chat.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const access = await chatAccess(request, params.lang);
  const ticket = await loadChat(access);
  return Response.json(
    { ticket, signedIn: Boolean(access.accessToken) },
    { headers: { ...(await sessionHeaders(access.session)), "cache-control": "private, no-store" } },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const access = await chatAccess(request, params.lang);
  const result = await runChatForm(access, await readFormData(request), i18nFor(params.lang).t("chat.failed"));
  return Response.json(result, {
    status: result.ok ? 200 : 400,
    headers: { ...(await sessionHeaders(access.session)), "cache-control": "private, no-store" },
  });
}
