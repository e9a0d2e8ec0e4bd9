import { requireStaff } from "../../session/require-staff.server";
import type { Route } from "./+types/invoice-route";
import { relayFile } from "./relay.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, params);
  const { code, invoiceNumber } = params;
  return relayFile(staff, `/orders/${encodeURIComponent(code)}/invoices/${encodeURIComponent(invoiceNumber)}.pdf`);
}
