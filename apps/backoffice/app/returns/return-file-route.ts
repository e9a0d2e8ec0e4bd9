/**
 * A file the customer attached to a return request (a photo or a PDF, checked by its content when uploaded),
 * relayed from the staff API with the member's token; only members who may open returns get it.
 */
import { redirect } from "react-router";
import { mayOpen } from "../layout/navigation";
import { relayFile } from "../orders/files/relay.server";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/return-file-route";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, params);
  if (!mayOpen(staff.staff.role, "returns")) throw redirect(`/${staff.language}/`);
  const { rma, attachmentId } = params;
  return relayFile(staff, `/returns/${encodeURIComponent(rma)}/attachments/${encodeURIComponent(attachmentId)}`);
}
