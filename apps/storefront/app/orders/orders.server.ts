/**
 * The order pages' API calls (account spec §7 Orders): the customer's order history and one order with its
 * consignment tracking, read with the customer's token under `users/current`, and a guest's order by its guid
 * under `users/anonymous`. The API decides ownership: someone else's order answers like an unknown one, which
 * the pages show as not found.
 */
import type { Language } from "@dukkan/i18n";
import {
  ConsignmentTracking,
  ORDER_HISTORY_PAGE_SIZE,
  Order,
  OrderHistoryList,
  type OrderHistorySort,
} from "@dukkan/occ/order";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

/** Who reads: a signed-in customer (their token) or a guest (by the order's guid, no token). */
export type OrderReader = { lang: Language; area?: string | undefined; accessToken?: string | undefined };

const ownerPath = ({ accessToken }: OrderReader) => (accessToken ? "users/current" : "users/anonymous");
const orderPath = (reader: OrderReader, codeOrGuid: string) =>
  `${ownerPath(reader)}/orders/${encodeURIComponent(codeOrGuid)}`;

/** A 4xx the API answers for an order the reader may not see (unknown, someone else's, a malformed code). */
const isNotFound = (error: unknown) => error instanceof OccRequestError && error.status >= 400 && error.status < 500;

export async function fetchOrderHistory(
  { lang, area, accessToken }: OrderReader,
  { page, sort, pageSize = ORDER_HISTORY_PAGE_SIZE }: { page: number; sort: OrderHistorySort; pageSize?: number },
): Promise<OrderHistoryList> {
  const answer = await occFetch<unknown>("users/current/orders", {
    lang,
    area,
    accessToken,
    query: { currentPage: page - 1, pageSize, sort, fields: "FULL" },
  });
  return OrderHistoryList.parse(answer);
}

/** One order (a customer's by code, a guest's by guid); undefined when the reader may not see it. */
export async function fetchOrder(reader: OrderReader, codeOrGuid: string): Promise<Order | undefined> {
  try {
    const answer = await occFetch<unknown>(orderPath(reader, codeOrGuid), { ...reader, query: { fields: "FULL" } });
    return Order.parse(answer);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * A consignment's tracking (spec §2.16); null when the carrier has nothing for it (or the consignment is not the
 * reader's), which the dialog shows as 'no tracking'.
 */
export async function fetchTracking(
  reader: OrderReader,
  codeOrGuid: string,
  consignmentCode: string,
): Promise<ConsignmentTracking | null> {
  try {
    const path = `${orderPath(reader, codeOrGuid)}/consignments/${encodeURIComponent(consignmentCode)}/tracking`;
    return ConsignmentTracking.parse(await occFetch<unknown>(path, reader));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
