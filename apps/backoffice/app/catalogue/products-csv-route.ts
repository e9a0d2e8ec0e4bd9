/** The CSV export of the product list's filters, relayed from the staff API with the member's token. */
import { relayFile } from "../orders/files/relay.server";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/products-csv-route";
import { filterQueryOf, productListView } from "./products-query";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, params);
  const view = productListView(new URL(request.url).searchParams);
  return relayFile(staff, "/products/export.csv", filterQueryOf(view));
}
