/**
 * What the order details pages (the customer's and a guest's) load: the order, read as `reader` may, the tracking
 * the URL asks for, and the page title. Null when the order is not the reader's (the pages answer 404).
 */
import type { Order } from "@dukkan/occ/order";
import { i18nFor } from "../i18n/i18n";
import type { TrackingView } from "./order-details-view";
import { fetchOrder, fetchTracking, type OrderReader } from "./orders.server";

export interface OrderPageData {
  order: Order;
  tracking: TrackingView | null;
  title: string;
}

/** `orderId`: the order's code, or a guest order's guid; `titleKey` gets the order code as `code`. */
export async function loadOrderPage(
  reader: OrderReader,
  orderId: string,
  request: Request,
  titleKey: string,
): Promise<OrderPageData | null> {
  const order = await fetchOrder(reader, orderId);
  if (!order) return null;
  const tracking = await loadTracking(reader, order, new URL(request.url).searchParams, orderId);
  return { order, tracking, title: i18nFor(reader.lang).t(titleKey, { code: order.code }) };
}

/**
 * `?track={consignmentCode}`: that consignment's tracking, only for a consignment of this order (any other
 * code opens nothing, without asking the API).
 */
async function loadTracking(
  reader: OrderReader,
  order: Order,
  search: URLSearchParams,
  orderId: string,
): Promise<TrackingView | null> {
  const consignmentCode = search.get("track");
  if (!consignmentCode || !order.consignments?.some((consignment) => consignment.code === consignmentCode)) {
    return null;
  }
  return { consignmentCode, tracking: await fetchTracking(reader, orderId, consignmentCode) };
}
