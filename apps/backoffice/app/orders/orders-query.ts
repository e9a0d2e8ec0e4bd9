import { PAYMENT_MODE_CODES } from "@dukkan/occ";
import { ORDER_STATUSES } from "@dukkan/occ/order";

/**
 * The order list's URL (filters, sort, page) read into the staff API's query, so a filtered list is a link that can
 * be shared or bookmarked. Unknown values are dropped rather than sent on.
 */
export const ORDER_SORTS = ["placed-desc", "placed-asc", "total-desc", "total-asc"] as const;
export const FILTER_STATUSES = ORDER_STATUSES;
export const EMIRATES = ["AE-AZ", "AE-DU", "AE-SH", "AE-AJ", "AE-UQ", "AE-RK", "AE-FU"] as const;
export const PAYMENT_MODES = [PAYMENT_MODE_CODES.card, PAYMENT_MODE_CODES.payOnDelivery] as const;
export const PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  const page = Number(search.get("page") ?? "1");
  return {
    statuses: search.getAll("status").filter((status) => (FILTER_STATUSES as readonly string[]).includes(status)),
    from: DATE.test(search.get("from") ?? "") ? search.get("from")! : "",
    to: DATE.test(search.get("to") ?? "") ? search.get("to")! : "",
    emirate: pick(search.get("emirate"), EMIRATES),
    area: (search.get("area") ?? "").trim().slice(0, 100),
    paymentMode: pick(search.get("paymentMode"), PAYMENT_MODES),
    q: (search.get("q") ?? "").trim().slice(0, 200),
    sort: pick(search.get("sort"), ORDER_SORTS) || "placed-desc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The staff API's query for a view. Dates are calendar days in the UAE (UTC+4): `to` includes its whole day, so
 * the API's exclusive bound is the next day's start.
 */
export function apiQueryOf(view: OrderListView): URLSearchParams {
  const query = new URLSearchParams();
  for (const status of view.statuses) query.append("status", status);
  if (view.from) query.set("from", `${view.from}T00:00:00+04:00`);
  if (view.to) query.set("to", `${nextDay(view.to)}T00:00:00+04:00`);
  if (view.emirate) query.set("emirate", view.emirate);
  if (view.area) query.set("area", view.area);
  if (view.paymentMode) query.set("paymentMode", view.paymentMode);
  if (view.q) query.set("q", view.q);
  query.set("sort", view.sort);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(PAGE_SIZE));
  return query;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The list's URL on another page, every filter kept. */
export function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** A delivery area's isocode as a readable name until the API sends names: "AE-DU-DEIRA" → "Deira". */
export function areaName(isocode: string): string {
  const place = isocode.split("-").slice(2).join(" ");
  return place.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
