/**
 * The customer's read side of orders after purchase (account spec §2.14–2.16; issue 18): an order's consignments
 * with status and tracking, whether it can still be cancelled, its history; a consignment's tracking (owner only);
 * and the order history's pages and sorts with the row details the list shows.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsignmentTracking, OrderHistoryList } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bumpCatalogVersion } from "../cache/catalog-version.js";
import { signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import type { Database } from "../db/client.js";
import { prices, products, stockLevels } from "../db/tables.js";
import { OCC } from "../account/account-test-support.js";
import type { FulfilmentService } from "./lifecycle/fulfilment-service.js";
import { fulfilmentFor, placedOrder, STAFF, type PlacedTestOrder } from "./lifecycle/lifecycle-test-support.js";
import {
  add,
  checkOut,
  firstError,
  getOrder,
  insertOrderFixtures,
  newCart,
  orderHistory,
  orderOf,
  placeOrder,
  SCARCE,
} from "./order-test-support.js";
import { orders } from "./orders.tables.js";

const NAPKIN = "8001-01";
const STRAW = "8001-02";

async function seed(db: Database) {
  await insertOrderFixtures(db);
  await db.insert(products).values([
    { code: NAPKIN, name: { en: "Paper Napkins", ar: "مناديل ورقية" } },
    { code: STRAW, name: { en: "Paper Straws", ar: "مصاصات ورقية" } },
  ]);
  await db.insert(prices).values([
    { productCode: NAPKIN, valueFils: 1200 },
    { productCode: STRAW, valueFils: 800 },
  ]);
  await db.insert(stockLevels).values([
    { productCode: NAPKIN, available: 100 },
    { productCode: STRAW, available: 100 },
  ]);
  await bumpCatalogVersion(db);
}

let t: TestApp;
let fulfilment: FulfilmentService;

beforeAll(async () => {
  t = await createTestApp({ seed });
  fulfilment = fulfilmentFor(t);
});
afterAll(() => t.close());

const by = { actor: STAFF };

function tracking(caller: Caller, orderCode: string, consignmentCode: string, query = "") {
  return t.app.inject({
    url: `${OCC}/users/${caller.userId}/orders/${orderCode}/consignments/${consignmentCode}/tracking${query ? `?${query}` : ""}`,
    headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
  });
}

async function shipped(order: PlacedTestOrder, carrierCode: string, trackingId: string) {
  await fulfilment.accept(order.code, { actor: STAFF, reason: "Stock checked" });
  await fulfilment.pick(order.code, order.consignment, by);
  await fulfilment.ship(order.code, order.consignment, {
    ...by,
    carrierCode,
    trackingId,
    targetArrivalDate: new Date("2026-12-01T00:00:00.000Z"),
  });
}

describe("an order's consignments, cancellability and history", () => {
  it("is cancellable with every unit until it ships; then shows carrier, tracking number and the steps", async () => {
    const order = await placedOrder(t, "Rania");
    const placed = orderOf(await getOrder(t, order.customer, order.code));
    expect(placed).toMatchObject({
      cancellable: true,
      returnable: false,
      entries: [{ entryNumber: 0, quantity: 2, cancellableQuantity: 2, cancelledQuantity: 0 }],
      consignments: [{ code: order.consignment, status: "READY", statusDisplay: "Being prepared" }],
      history: [{ status: "CREATED", statusDisplay: "Placed", actor: "customer" }],
    });
    expect(placed.consignments![0]!.trackingID).toBeUndefined();

    await shipped(order, "aramex", "AX-55");
    const english = orderOf(await getOrder(t, order.customer, order.code));
    expect(english).toMatchObject({
      status: "SHIPPED",
      statusDisplay: "Shipped",
      cancellable: false,
      returnable: false,
      entries: [{ quantity: 2, cancellableQuantity: 0, cancelledQuantity: 0 }],
      consignments: [
        {
          code: order.consignment,
          status: "SHIPPED",
          statusDisplay: "Shipped",
          trackingID: "AX-55",
          carrierDetails: { code: "aramex", name: "Aramex" },
        },
      ],
    });
    expect(english.consignments![0]!.statusDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(
      english.history!.map(({ status, statusDisplay, actor, reason, consignmentCode }) => ({
        status,
        statusDisplay,
        actor,
        reason,
        consignmentCode,
      })),
    ).toEqual([
      { status: "CREATED", statusDisplay: "Placed", actor: "customer", reason: undefined, consignmentCode: undefined },
      {
        status: "PROCESSING",
        statusDisplay: "Processing",
        actor: "staff",
        reason: "Stock checked",
        consignmentCode: undefined,
      },
      {
        status: "PICKPACK",
        statusDisplay: "Being packed",
        actor: "staff",
        reason: undefined,
        consignmentCode: order.consignment,
      },
      {
        status: "SHIPPED",
        statusDisplay: "Shipped",
        actor: "staff",
        reason: undefined,
        consignmentCode: order.consignment,
      },
    ]);

    const arabic = orderOf(await getOrder(t, order.customer, order.code, "lang=ar"));
    expect(arabic.statusDisplay).toBe("تم الشحن");
    expect(arabic.consignments![0]).toMatchObject({ statusDisplay: "تم الشحن", carrierDetails: { name: "أرامكس" } });
    expect(arabic.history!.map((event) => event.statusDisplay)).toEqual([
      "تم تقديم الطلب",
      "قيد التجهيز",
      "قيد التغليف",
      "تم الشحن",
    ]);
  });
});

describe("consignment tracking", () => {
  it("shows the carrier, its tracking link, the dates and the events newest first, in the shopper's language", async () => {
    const order = await placedOrder(t, "Sami");
    await shipped(order, "aramex", "AX 7/1");
    await fulfilment.addTrackingEvent(order.code, order.consignment, {
      eventDate: new Date("2026-11-28T08:00:00.000Z"),
      detail: { en: "Collected from the shop", ar: "استُلمت من المتجر" },
      location: "Al Quoz",
      actor: STAFF,
    });
    await fulfilment.addTrackingEvent(order.code, order.consignment, {
      eventDate: new Date("2026-11-29T10:15:00.000Z"),
      detail: { en: "Out for delivery", ar: "خرجت للتوصيل" },
      location: "Dubai Marina",
      referenceCode: "OFD",
      actor: STAFF,
    });

    const response = await tracking(order.customer, order.code, order.consignment);
    expect(response.statusCode, response.body).toBe(200);
    expect(ConsignmentTracking.parse(response.json())).toEqual({
      carrierDetails: { code: "aramex", name: "Aramex" },
      trackingID: "AX 7/1",
      trackingUrl: "https://www.aramex.com/ae/en/track/results?ShipmentNumber=AX%207%2F1",
      shippedDate: expect.stringMatching(/^\d{4}-/),
      targetArrivalDate: "2026-12-01T00:00:00.000Z",
      trackingEvents: [
        {
          eventDate: "2026-11-29T10:15:00.000Z",
          detail: "Out for delivery",
          location: "Dubai Marina",
          referenceCode: "OFD",
        },
        { eventDate: "2026-11-28T08:00:00.000Z", detail: "Collected from the shop", location: "Al Quoz" },
      ],
    });
    const arabic = ConsignmentTracking.parse(
      (await tracking(order.customer, order.code, order.consignment, "lang=ar")).json(),
    );
    expect(arabic.trackingEvents.map((event) => event.detail)).toEqual(["خرجت للتوصيل", "استُلمت من المتجر"]);
    expect(arabic.carrierDetails?.name).toBe("أرامكس");
  });

  it("gives no link for the shop's own van, and nothing but the status before shipping", async () => {
    const van = await placedOrder(t, "Tariq");
    const before = ConsignmentTracking.parse((await tracking(van.customer, van.code, van.consignment)).json());
    expect(before).toEqual({ trackingEvents: [] });
    await shipped(van, "dukkan-delivery", "VAN-3");
    const after = ConsignmentTracking.parse((await tracking(van.customer, van.code, van.consignment)).json());
    expect(after).toMatchObject({ carrierDetails: { name: "Dukkan delivery" }, trackingID: "VAN-3" });
    expect(after.trackingUrl).toBeUndefined();
  });

  it("answers another customer's order exactly like an unknown one", async () => {
    const order = await placedOrder(t, "Usman");
    await shipped(order, "dhl-express-uae", "DHL-9");
    const stranger = await signedInCustomer(t, "Vera");
    const foreign = await tracking(stranger, order.code, order.consignment);
    const unknown = await tracking(stranger, "99999998", order.consignment);
    expect(foreign.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(firstError(foreign)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "order" });
    expect(firstError(foreign).message).toBe(firstError(unknown).message!.replace("99999998", order.code));
    expect(foreign.body).not.toContain("DHL");
    const anonymous = await tracking({ userId: "anonymous" }, order.code, order.consignment);
    expect(firstError(anonymous)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "order" });

    const otherOrder = await placedOrder(t, "Walid");
    const notThisOrders = await tracking(order.customer, order.code, otherOrder.consignment);
    expect(notThisOrders.statusCode).toBe(400);
    expect(firstError(notThisOrders)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "consignment" });
  });
});

describe("order history pages", () => {
  it("pages by 5, sorts by date or by order number, and shows units, thumbnails and consignments", async () => {
    const xena = await signedInCustomer(t, "Xena");
    const codes: string[] = [];
    const baskets: [string, number][][] = [
      [
        [CODES.cup, 1],
        [CODES.lid, 2],
        [CODES.container500, 1],
        [NAPKIN, 3],
        [STRAW, 4],
      ],
      [[CODES.cup, 1]],
      [[CODES.lid, 1]],
      [[NAPKIN, 1]],
      [[STRAW, 1]],
      [[CODES.container500, 2]],
      [[SCARCE, 1]],
    ];
    for (const basket of baskets) {
      const cartId = await newCart(t, xena);
      for (const [code, quantity] of basket) await add(t, xena, cartId, code, quantity);
      await checkOut(t, xena, cartId);
      codes.push(orderOf(await placeOrder(t, xena, cartId)).code);
    }
    // The first order was placed last (the clock is pinned: give it a later date), so the sorts differ.
    await t.db
      .update(orders)
      .set({ placedAt: new Date("2030-01-01T00:00:00.000Z") })
      .where(eq(orders.id, Number(codes[0])));
    await shipped(
      { customer: xena, code: codes[1]!, id: Number(codes[1]), consignment: `a${codes[1]}` },
      "aramex",
      "AX-X",
    );

    const first = OrderHistoryList.parse((await orderHistory(t, xena)).json());
    expect(first.pagination).toEqual({ currentPage: 0, pageSize: 5, totalPages: 2, totalResults: 7, sort: "byDate" });
    expect(first.sorts).toEqual([
      { code: "byDate", name: "Date", selected: true },
      { code: "byOrderNumber", name: "Order number", selected: false },
    ]);
    expect(first.orders.map((row) => row.code)).toEqual([codes[0], codes[6], codes[5], codes[4], codes[3]]);
    const big = first.orders[0]!;
    expect(big.totalItems).toBe(11);
    expect(big.returnable).toBe(false);
    expect(big.entries!.map((entry) => entry.product?.name)).toEqual([
      "Paper Cup 8oz",
      expect.any(String),
      expect.any(String),
      "Paper Napkins",
    ]);
    expect(big.consignments).toEqual([
      expect.objectContaining({ code: `a${codes[0]}`, status: "READY", statusDisplay: "Being prepared" }),
    ]);

    const second = OrderHistoryList.parse((await orderHistory(t, xena, "currentPage=1")).json());
    expect(second.orders.map((row) => row.code)).toEqual([codes[2], codes[1]]);
    expect(second.orders[1]!.consignments).toEqual([
      expect.objectContaining({
        status: "SHIPPED",
        trackingID: "AX-X",
        carrierDetails: { code: "aramex", name: "Aramex" },
      }),
    ]);

    const byNumber = OrderHistoryList.parse(
      (await orderHistory(t, xena, "sort=byOrderNumber&pageSize=3&lang=ar")).json(),
    );
    expect(byNumber.orders.map((row) => row.code)).toEqual([codes[6], codes[5], codes[4]]);
    expect(byNumber.pagination).toMatchObject({ pageSize: 3, totalPages: 3, sort: "byOrderNumber" });
    expect(byNumber.sorts).toEqual([
      { code: "byDate", name: "التاريخ", selected: false },
      { code: "byOrderNumber", name: "رقم الطلب", selected: true },
    ]);

    for (const query of ["sort=byPrice", "pageSize=101", "pageSize=0", "currentPage=-1"]) {
      const refused = await orderHistory(t, xena, query);
      expect(refused.statusCode, query).toBe(400);
    }
    const empty = OrderHistoryList.parse((await orderHistory(t, await signedInCustomer(t, "Yara"))).json());
    expect(empty).toMatchObject({ orders: [], pagination: { totalResults: 0, totalPages: 0 } });
  });
});
