import { requireStaff } from "../../session/require-staff.server";
import type { Route } from "./+types/pick-list-route";
import { relayFile } from "./relay.server";

/** The order list's pick-list form sends one `orders` value per selected order; the API takes them comma-joined. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, params);
  const codes = new URL(request.url).searchParams
    .getAll("orders")
    .flatMap((value) => value.split(","))
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return new Response("Select at least one order.", { status: 400 });
  return relayFile(staff, "/pick-list.pdf", new URLSearchParams({ orders: codes.join(",") }));
}
