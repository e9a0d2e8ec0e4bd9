/**
 * The product list's URL (search, category, brand, status, low stock, sort, page) read into the staff API's query, so a
 * filtered list is a link staff can share, and the CSV export takes the same filters. Unknown values are dropped
 * rather than sent on.
 */
import {
  STAFF_PRODUCT_SORTS,
  STAFF_PRODUCT_STATUSES,
  type StaffProductSort,
} from "@dukkan/staff-api/product-constants";
import { pageOf } from "../lists/list-url";

export const PRODUCT_SORTS = STAFF_PRODUCT_SORTS;
export const PRODUCT_STATUSES = STAFF_PRODUCT_STATUSES;
export const PAGE_SIZE = 25;

export type ProductListView = {
  q: string;
  category: string;
  /** A brand code: the brands page's product counts link here. */
  brand: string;
  status: (typeof STAFF_PRODUCT_STATUSES)[number] | "";
  lowStock: boolean;
  sort: StaffProductSort;
  page: number;
};

/** A category or brand code as the API takes it (seeded codes are older than the brand code rule). */
const CODE = /^[A-Za-z0-9_.~-]{1,100}$/;

export function productListView(search: URLSearchParams): ProductListView {
  const status = search.get("status") ?? "";
  const sort = search.get("sort") ?? "";
  const category = (search.get("category") ?? "").trim();
  const brand = (search.get("brand") ?? "").trim();
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    category: CODE.test(category) ? category : "",
    brand: CODE.test(brand) ? brand : "",
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductListView["status"]) : "",
    lowStock: search.get("lowStock") === "true",
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as StaffProductSort) : "code-asc",
    page: pageOf(search),
  };
}

export function activeFilterCount(view: ProductListView): number {
  return [view.category, view.brand, view.status, view.lowStock, view.sort !== "code-asc"].filter(Boolean).length;
}

/** The filters alone: what the CSV export takes. */
export function filterQueryOf(view: ProductListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.q) query.set("q", view.q);
  if (view.category) query.set("category", view.category);
  if (view.brand) query.set("brand", view.brand);
  if (view.status) query.set("status", view.status);
  if (view.lowStock) query.set("lowStock", "true");
  return query;
}

export function apiQueryOf(view: ProductListView): URLSearchParams {
  const query = filterQueryOf(view);
  query.set("sort", view.sort);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(PAGE_SIZE));
  return query;
}
