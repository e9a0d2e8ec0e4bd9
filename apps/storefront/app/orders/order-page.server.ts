/** What the order details pages (customer's and guest's) load besides the order: the tracking the URL asks for. */
import type { Order } from "@dukkan/occ/order";
import type { TrackingView } from "./order-details-view";
import { fetchTracking, type OrderReader } from "./orders.server";

/**
 * `?track={consignmentCode}`: that consignment's tracking, only for a consignment of this order (any other
 * code opens nothing, without asking the API).
 */
export async function loadTracking(
  reader: OrderReader,
  order: Order,
  search: URLSearchParams,
  orderId: string = order.code,
): Promise<TrackingView | null> {
  const consignmentCode = search.get("track");
  if (!consignmentCode || !order.consignments?.some((consignment) => consignment.code === consignmentCode)) {
    return null;
  }
  return { consignmentCode, tracking: await fetchTracking(reader, orderId, consignmentCode) };
}
