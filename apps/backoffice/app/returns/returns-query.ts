/**
 * The return list's URL (status, order number, customer, page) read into the staff API's query, so a filtered list
 * is a link staff can share. The API lists newest first. Values the API would refuse are dropped, not sent on.
 */
import { RETURN_STATUSES, type ReturnStatus } from "@dukkan/occ/returns";
import { pageOf } from "../lists/list-url";

export const RETURNS_PAGE_SIZE = 20;
/** An order number as staff type it: digits only (leading zeros kept, as the API's codes have them). */
const ORDER_CODE = /^\d{1,10}$/;

export type ReturnListView = {
  status: ReturnStatus | "";
  orderCode: string;
  customer: string;
  page: number;
};

export function returnListView(search: URLSearchParams): ReturnListView {
  const status = search.get("status") ?? "";
  const orderCode = (search.get("order") ?? "").trim();
  return {
    status: (RETURN_STATUSES as readonly string[]).includes(status) ? (status as ReturnStatus) : "",
    orderCode: ORDER_CODE.test(orderCode) ? orderCode : "",
    customer: (search.get("customer") ?? "").trim().slice(0, 100),
    page: pageOf(search),
  };
}

/** Filters besides the customer search (the folded filter bar on a phone says how many). */
export function activeReturnFilterCount(view: ReturnListView): number {
  return [view.status, view.orderCode].filter(Boolean).length;
}

export function returnsApiQuery(view: ReturnListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.status) query.set("status", view.status);
  if (view.orderCode) query.set("orderCode", view.orderCode);
  if (view.customer) query.set("customer", view.customer);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(RETURNS_PAGE_SIZE));
  return query;
}
