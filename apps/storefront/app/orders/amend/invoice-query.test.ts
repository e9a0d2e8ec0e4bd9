import { describe, expect, it } from "vitest";
import { invoiceQuerySearch, readInvoiceQuery } from "./invoice-query";

describe("the invoices table's query", () => {
  it("starts at page 0 sorted by invoice id", () => {
    expect(readInvoiceQuery(new URLSearchParams(""))).toEqual({ page: 0, sort: "byInvoiceIdAsc" });
  });

  it("reads a page and a sort of the contract", () => {
    expect(readInvoiceQuery(new URLSearchParams("page=2&sort=byTotalAmountDesc"))).toEqual({
      page: 2,
      sort: "byTotalAmountDesc",
    });
  });

  it("falls back for an unknown sort or a page that is not a whole number from 0", () => {
    for (const search of ["sort=byPrice", "page=-1", "page=1.5", "page=x", "page=99999999"]) {
      expect(readInvoiceQuery(new URLSearchParams(search))).toEqual({ page: 0, sort: "byInvoiceIdAsc" });
    }
  });

  it("writes the query back without the defaults", () => {
    expect(invoiceQuerySearch({ page: 0, sort: "byInvoiceIdAsc" })).toBe("");
    expect(invoiceQuerySearch({ page: 1, sort: "byCreatedAtDesc" })).toBe("?page=1&sort=byCreatedAtDesc");
  });
});
