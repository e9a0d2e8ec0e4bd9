import { describe, expect, it } from "vitest";
import type { Consignment, Order } from "@dukkan/occ/order";
import {
  cardShownInFull,
  consignmentNumber,
  firstProductEntry,
  formatOrderDate,
  formatOrderDateTime,
  historyHref,
  isCriticalStatus,
  isPayOnDelivery,
  isTrackable,
  itemCounts,
  itemGroups,
  readHistoryQuery,
} from "./order-display";

const picture = { images: { PRIMARY: { thumbnail: { url: "/medias/cup-96" } } } };
const entry = (entryNumber: number, quantity: number, product: Record<string, unknown>) => ({
  entryNumber,
  quantity,
  product: { code: `P${entryNumber}`, ...product },
});

describe("order dates", () => {
  it("writes 'd MMMM yyyy' as the day it was in the UAE, with Arabic month names on Arabic pages", () => {
    // 22:30 UTC on the 26th is already the 27th in Dubai (UTC+4).
    expect(formatOrderDate("2026-11-26T22:30:00Z", "en")).toBe("27 November 2026");
    expect(formatOrderDate("2026-11-26T22:30:00Z", "ar")).toBe("27 نوفمبر 2026");
    expect(formatOrderDate("2026-03-01T08:00:00Z", "ar")).toBe("1 مارس 2026");
    expect(formatOrderDate(undefined, "en")).toBeUndefined();
  });

  it("adds the time for history steps and tracking events", () => {
    expect(formatOrderDateTime("2026-11-26T22:30:00Z", "en")).toBe("27 November 2026 at 02:30");
    expect(formatOrderDateTime("2026-11-26T22:30:00Z", "ar")).toMatch(/^27 نوفمبر 2026 .*2:30/);
  });
});

describe("statuses", () => {
  it("marks cancelled, error and rejected (any case) as critical, nothing else", () => {
    expect(["CANCELLED", "error", "Rejected"].map(isCriticalStatus)).toEqual([true, true, true]);
    expect(["SHIPPED", "CANCELLING", undefined].map(isCriticalStatus)).toEqual([false, false, false]);
  });

  it("offers tracking once a consignment has a tracking number or left with a carrier", () => {
    expect(isTrackable({ status: "PICKPACK" })).toBe(false);
    expect(isTrackable({ status: "READY_FOR_PICKUP" })).toBe(false);
    expect(isTrackable({ status: "SHIPPED" })).toBe(true);
    expect(isTrackable({ status: "DELIVERY_COMPLETED" })).toBe(true);
    expect(isTrackable({ status: "PICKPACK", trackingID: "AX123" })).toBe(true);
  });
});

describe("a history row's product and counts", () => {
  it("names the first product that has a name and a picture, else the first entry", () => {
    const nameless = entry(0, 1, { ...picture });
    const named = entry(1, 2, { name: "Paper cup", ...picture });
    expect(firstProductEntry([nameless, named])?.entryNumber).toBe(1);
    expect(firstProductEntry([entry(0, 1, { name: "Lid" }), entry(1, 1, { name: "Box" })])?.entryNumber).toBe(0);
    expect(firstProductEntry([])).toBeUndefined();
  });

  it("counts every unit of the order and the units besides the first product's", () => {
    const entries = [entry(0, 3, { name: "Paper cup", ...picture }), entry(1, 2, { name: "Lid" })];
    // totalItems counts all entries, also those beyond the 4 the row carries.
    expect(itemCounts({ totalItems: 9, entries })).toEqual({ items: 9, others: 6 });
    expect(itemCounts({ entries })).toEqual({ items: 5, others: 2 });
    expect(itemCounts({ totalItems: 1, entries: [entry(0, 1, { name: "Cup" })] })).toEqual({ items: 1, others: 0 });
  });
});

describe("the details page's item groups", () => {
  const consignment = (code: string, status: string, extra: Partial<Consignment> = {}): Consignment => ({
    code,
    status,
    entries: [{ orderEntry: entry(Number(code.slice(-1)), 4, { name: code }), quantity: 2 }],
    ...extra,
  });
  const store = { name: "deira", displayName: "Deira store", address: { formattedAddress: "Deira" } };

  it("puts pick-up consignments first, then delivery ones: open, completed, cancelled last", () => {
    const order: Pick<Order, "consignments" | "entries"> = {
      entries: [entry(0, 1, {})],
      consignments: [
        consignment("00001000_0", "CANCELLED"),
        consignment("00001000_1", "DELIVERY_COMPLETED"),
        consignment("00001000_2", "SHIPPED"),
        consignment("00001000_3", "READY_FOR_PICKUP", { deliveryPointOfService: store }),
      ],
    };
    const groups = itemGroups(order);
    expect(groups.map((group) => [group.kind, group.kind === "unconsigned" ? "" : group.consignment.code])).toEqual([
      ["pickup", "00001000_3"],
      ["delivery", "00001000_2"],
      ["delivery", "00001000_1"],
      ["delivery", "00001000_0"],
    ]);
    // An entry shows the quantity of it the consignment holds.
    expect(groups[0]!.entries.map((line) => line.quantity)).toEqual([2]);
  });

  it("lists the entries no consignment holds, and all entries while there are no consignments", () => {
    expect(itemGroups({ entries: [entry(0, 1, {}), entry(1, 2, {})] })).toEqual([
      { kind: "unconsigned", entries: [entry(0, 1, {}), entry(1, 2, {})] },
    ]);
    const groups = itemGroups({
      entries: [entry(0, 1, {}), entry(1, 2, {})],
      consignments: [consignment("00001000_0", "READY")],
      unconsignedEntries: [entry(1, 2, {})],
    });
    expect(groups.map((group) => group.kind)).toEqual(["delivery", "unconsigned"]);
  });

  it("numbers consignments from 1", () => {
    expect(consignmentNumber("00001000_0")).toBe(1);
    expect(consignmentNumber("00001000_11")).toBe(12);
  });
});

describe("the history URL", () => {
  it("reads page and sort, taking anything odd as the first page by date", () => {
    expect(readHistoryQuery(new URLSearchParams("page=3&sort=byOrderNumber"))).toEqual({
      page: 3,
      sort: "byOrderNumber",
    });
    for (const search of ["", "page=0", "page=-1", "page=2.5", "page=abc", "sort=byPrice"]) {
      expect(readHistoryQuery(new URLSearchParams(search)).page, search).toBe(1);
      expect(readHistoryQuery(new URLSearchParams(search)).sort, search).toBe("byDate");
    }
  });

  it("writes only what differs from the first page by date", () => {
    expect(historyHref("en", { page: 1, sort: "byDate" })).toBe("/en/my-account/orders");
    expect(historyHref("ar", { page: 2, sort: "byOrderNumber" })).toBe(
      "/ar/my-account/orders?page=2&sort=byOrderNumber",
    );
  });
});

describe("payment", () => {
  it("knows pay-on-delivery and shows a card only with number and expiry", () => {
    expect(isPayOnDelivery({ paymentMode: { code: "pay-on-delivery" } })).toBe(true);
    expect(isPayOnDelivery({ paymentMode: { code: "card" } })).toBe(false);
    expect(cardShownInFull({ cardNumber: "************1111", expiryMonth: "08", expiryYear: "2030" })).toBe(true);
    expect(cardShownInFull({ cardNumber: "************1111", expiryMonth: "08" })).toBe(false);
  });
});
