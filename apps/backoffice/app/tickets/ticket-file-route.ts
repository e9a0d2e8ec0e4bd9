/** A file a customer attached to a ticket message, relayed from the staff API with the member's token. */
import { requireStaff } from "../session/require-staff.server";
import { relayFile } from "../orders/files/relay.server";
import type { Route } from "./+types/ticket-file-route";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, params);
  const { ticketId, eventCode, attachmentId } = params;
  return relayFile(
    staff,
    `/tickets/${encodeURIComponent(ticketId)}/events/${encodeURIComponent(eventCode)}/attachments/${encodeURIComponent(attachmentId)}`,
  );
}
