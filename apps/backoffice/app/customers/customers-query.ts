/** The customer list's URL (search, state, sort, page) read into the staff API's query. */
import type { StaffCustomerSort, StaffCustomerState } from "../api/staff-api-types";
import { pageOf } from "../lists/list-url";

// The API's values (typed against its contract; the contract's zod code stays out of the browser bundle).
export const CUSTOMER_SORTS = [
  "registered-desc",
  "registered-asc",
  "name-asc",
  "name-desc",
] as const satisfies readonly StaffCustomerSort[];
export const CUSTOMER_STATES = ["active", "disabled"] as const satisfies readonly StaffCustomerState[];
export const CUSTOMERS_PAGE_SIZE = 20;

export type CustomerListView = {
  q: string;
  state: (typeof CUSTOMER_STATES)[number] | "";
  sort: (typeof CUSTOMER_SORTS)[number];
  page: number;
};

export function customerListView(search: URLSearchParams): CustomerListView {
  const state = search.get("state");
  const sort = search.get("sort");
  return {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    state: (CUSTOMER_STATES as readonly string[]).includes(state ?? "") ? (state as CustomerListView["state"]) : "",
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as CustomerListView["sort"])
      : "registered-desc",
    page: pageOf(search),
  };
}

/** Filters besides the search box (the folded filter bar on a phone says how many). */
export function activeCustomerFilterCount(view: CustomerListView): number {
  return view.state ? 1 : 0;
}

export function customersApiQuery(view: CustomerListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.q) query.set("q", view.q);
  if (view.state) query.set("state", view.state);
  query.set("sort", view.sort);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(CUSTOMERS_PAGE_SIZE));
  return query;
}
