import { PAYMENT_MODE_CODES } from "@dukkan/occ";
import { ORDER_STATUSES } from "@dukkan/occ/order";
import { calendarDayOf, pageOf, uaeDayAfter, uaeDayStart } from "../lists/list-url";

/**
 * The order list's URL (filters, sort, page) read into the staff API's query, so a filtered list is a link that can
 * be shared or bookmarked. Unknown values are dropped rather than sent on.
 */
export const ORDER_SORTS = ["placed-desc", "placed-asc", "total-desc", "total-asc"] as const;
export const FILTER_STATUSES = ORDER_STATUSES;
export const EMIRATES = ["AE-AZ", "AE-DU", "AE-SH", "AE-AJ", "AE-UQ", "AE-RK", "AE-FU"] as const;
export const PAYMENT_MODES = [PAYMENT_MODE_CODES.card, PAYMENT_MODE_CODES.payOnDelivery] as const;
export const PAGE_SIZE = 20;
/** A delivery area isocode (AE-DU-DEIRA): anything else in the URL is dropped. */
const AREA_ISOCODE = /^AE-[A-Z]{2}-[A-Z0-9-]{1,80}$/;

export type OrderListView = {
  statuses: string[];
  from: string;
  to: string;
  emirate: string;
  area: string;
  paymentMode: string;
  q: string;
  sort: (typeof ORDER_SORTS)[number];
  page: number;
};

export function orderListView(search: URLSearchParams): OrderListView {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | "" =>
    allowed.includes(value as T) ? (value as T) : "";
  const area = search.get("area") ?? "";
  return {
    statuses: search.getAll("status").filter((status) => (FILTER_STATUSES as readonly string[]).includes(status)),
    from: calendarDayOf(search, "from"),
    to: calendarDayOf(search, "to"),
    emirate: pick(search.get("emirate"), EMIRATES),
    area: AREA_ISOCODE.test(area) ? area : "",
    paymentMode: pick(search.get("paymentMode"), PAYMENT_MODES),
    q: (search.get("q") ?? "").trim().slice(0, 200),
    sort: pick(search.get("sort"), ORDER_SORTS) || "placed-desc",
    page: pageOf(search),
  };
}

/** How many filters besides the search box a view uses (the folded filter bar on a phone says so). */
export function activeFilterCount(view: OrderListView): number {
  return [view.statuses.length > 0, view.from, view.to, view.emirate, view.area, view.paymentMode].filter(Boolean)
    .length;
}

/**
 * The staff API's query for a view. Dates are calendar days in the UAE (UTC+4): `to` includes its whole day, so
 * the API's exclusive bound is the next day's start.
 */
export function apiQueryOf(view: OrderListView): URLSearchParams {
  const query = new URLSearchParams();
  for (const status of view.statuses) query.append("status", status);
  if (view.from) query.set("from", uaeDayStart(view.from));
  if (view.to) query.set("to", uaeDayAfter(view.to));
  if (view.emirate) query.set("emirate", view.emirate);
  if (view.area) query.set("area", view.area);
  if (view.paymentMode) query.set("paymentMode", view.paymentMode);
  if (view.q) query.set("q", view.q);
  query.set("sort", view.sort);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(PAGE_SIZE));
  return query;
}
