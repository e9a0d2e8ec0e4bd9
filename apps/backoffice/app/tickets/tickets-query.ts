/** The ticket list's URL (status, category, assignment, page) read into the staff API's query. */
import { pageOf } from "../lists/list-url";

// The API's values (the contract's zod code stays out of the browser bundle).
export const TICKET_STATUSES = ["OPEN", "INPROCESS", "CLOSED"] as const;
export const TICKET_CATEGORIES = ["ENQUIRY", "COMPLAINT", "PROBLEM"] as const;
export const TICKET_ASSIGNMENTS = ["me", "unassigned"] as const;
export const TICKETS_PAGE_SIZE = 20;

export type TicketListView = {
  status: (typeof TICKET_STATUSES)[number] | "";
  category: (typeof TICKET_CATEGORIES)[number] | "";
  assigned: (typeof TICKET_ASSIGNMENTS)[number] | "";
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

export function ticketListView(search: URLSearchParams): TicketListView {
  return {
    status: oneOf(TICKET_STATUSES, search.get("status")),
    category: oneOf(TICKET_CATEGORIES, search.get("category")),
    assigned: oneOf(TICKET_ASSIGNMENTS, search.get("assigned")),
    page: pageOf(search),
  };
}

/** Filters in use (the folded filter bar on a phone says how many). */
export function activeTicketFilterCount(view: TicketListView): number {
  return [view.status, view.category, view.assigned].filter(Boolean).length;
}

export function ticketsApiQuery(view: TicketListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.status) query.set("status", view.status);
  if (view.category) query.set("category", view.category);
  if (view.assigned) query.set("assigned", view.assigned);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(TICKETS_PAGE_SIZE));
  return query;
}
