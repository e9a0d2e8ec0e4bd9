/**
 * `/{lang}/chat/events/{eventCode}/attachments/{attachmentId}`: a file of the visitor's own chat (such as one staff
 * sent from the back office), for a guest too. The chat key in the sealed session is what reaches the file; nothing
 * the browser sends names the conversation. Relayed with the same safe headers as a ticket's files, under its own
 * name. A file that cannot be had sends the visitor to the chat page with a notice.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/chat-file-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { relayedFileHeaders } from "../orders/amend/file-relay";
import { sessionHeaders } from "../session/session.server";
import { chatPath } from "./chat-paths";
import { chatAccess, fetchChatFile } from "./chat.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const access = await chatAccess(request, params.lang);
  try {
    const { upstream, fileName } = await fetchChatFile(access, params.eventCode, params.attachmentId);
    const headers = new Headers(relayedFileHeaders(upstream.headers.get("content-type"), fileName));
    const length = upstream.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    for (const [name, value] of Object.entries(await sessionHeaders(access.session))) headers.set(name, value);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
    access.session.set("notice", { tone: "error", text: i18nFor(params.lang).t("chat.downloadError") });
    return redirect(chatPath(params.lang), { headers: await sessionHeaders(access.session) });
  }
}
