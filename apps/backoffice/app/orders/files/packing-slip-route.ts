import { requireStaff } from "../../session/require-staff.server";
import type { Route } from "./+types/packing-slip-route";
import { relayFile } from "./relay.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, params);
  return relayFile(staff, `/orders/${encodeURIComponent(params.code)}/packing-slip.pdf`);
}
