/**
 * The invoices table's state in a query string (account spec §2.20, §9): `page` (0-based) and `sort`, one of
 * INVOICE_SORTS (default byInvoiceIdAsc). Anything else falls back to the first page and the default sort, so a
 * hand-edited URL still shows the list. A new sort starts again at page 0.
 */
import { INVOICE_SORTS } from "@dukkan/occ/order-constants";

export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSort = "byInvoiceIdAsc";
export const INVOICE_PAGE_SIZE = 5;
/** A page number above this is nobody's invoices. */
const MAX_PAGE = 10_000;

export type InvoiceQuery = { page: number; sort: InvoiceSort };

const isInvoiceSort = (value: string | null): value is InvoiceSort =>
  (INVOICE_SORTS as readonly string[]).includes(value ?? "");

export function readInvoiceQuery(params: URLSearchParams): InvoiceQuery {
  const sort = params.get("sort");
  const page = Number(params.get("page") ?? "0");
  return {
    sort: isInvoiceSort(sort) ? sort : DEFAULT_INVOICE_SORT,
    page: Number.isInteger(page) && page >= 0 && page <= MAX_PAGE ? page : 0,
  };
}

/** The query string of a page of the list; the defaults are left out. */
export function invoiceQuerySearch({ page, sort }: InvoiceQuery): string {
  const params = new URLSearchParams();
  if (page > 0) params.set("page", String(page));
  if (sort !== DEFAULT_INVOICE_SORT) params.set("sort", sort);
  const search = params.toString();
  return search ? `?${search}` : "";
}
