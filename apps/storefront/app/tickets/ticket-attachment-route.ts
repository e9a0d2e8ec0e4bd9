/**
 * `/{lang}/my-account/support-ticket/{ticketCode}/events/{eventCode}/attachments/{attachmentId}` (account spec §7
 * 'download attachment … saved under fileName'): a file of one of the customer's tickets, fetched with their token
 * (only the ticket's owner gets it) and relayed with safe headers under its own name. A file that cannot be had
 * sends the customer back to the ticket with a notice.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/ticket-attachment-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { relayedFileHeaders } from "../orders/amend/file-relay";
import { customerContext, fetchApiFile } from "../orders/amend/order-amend.server";
import { sessionHeaders } from "../session/session.server";
import { supportTicketPath } from "./ticket-paths";
import { loadTicket, ticketAttachmentUrl } from "./tickets.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const { ticketCode, eventCode, attachmentId } = params;
  try {
    const ticket = await loadTicket(ticketCode, context);
    const attachment = ticket?.ticketEvents
      .find((event) => event.code === eventCode)
      ?.ticketEventAttachments.find((file) => file.id === attachmentId);
    if (!attachment) throw new OccRequestError(400, [{ type: "UnknownIdentifierError", message: "No such file" }], "");
    const upstream = await fetchApiFile(ticketAttachmentUrl(ticketCode, eventCode, attachmentId, context), context);
    const headers = new Headers(relayedFileHeaders(upstream.headers.get("content-type"), attachment.filename));
    const length = upstream.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    for (const [name, value] of Object.entries(await sessionHeaders(session))) headers.set(name, value);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
    session.set("notice", { tone: "error", text: i18nFor(params.lang).t("customerTicketingDetails.downloadError") });
    return redirect(supportTicketPath(params.lang, ticketCode), { headers: await sessionHeaders(session) });
  }
}
