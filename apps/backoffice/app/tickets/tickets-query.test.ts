import { describe, expect, it } from "vitest";
import { activeTicketFilterCount, ticketListView, ticketsApiQuery } from "./tickets-query";

describe("the ticket list's URL", () => {
  it("keeps known filters, drops unknown ones, and asks the API for that page", () => {
    const view = ticketListView(new URLSearchParams("status=OPEN&category=GOSSIP&assigned=me&page=3"));
    expect(view).toEqual({ status: "OPEN", category: "", assigned: "me", page: 3 });
    expect(activeTicketFilterCount(view)).toBe(2);
    expect(ticketsApiQuery(view).toString()).toBe("status=OPEN&assigned=me&currentPage=2&pageSize=20");
  });

  it("is the first page of every ticket without filters", () => {
    const view = ticketListView(new URLSearchParams(""));
    expect(activeTicketFilterCount(view)).toBe(0);
    expect(ticketsApiQuery(view).toString()).toBe("currentPage=0&pageSize=20");
  });
});
