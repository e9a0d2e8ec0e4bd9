/**
 * Placing and reading orders through the API (checkout spec §4.3, §4.6, §5.7, §7.5, §8): a pay-on-delivery order
 * is the cart as the server prices it, stock and vouchers are taken once, and only the owner reads an order.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderHistoryList } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { latestMessage } from "../account/account-test-support.js";
import { cartCall, GUEST, newGuestCart, signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { carts } from "../cart/cart.tables.js";
import {
  createAddress,
  MARINA_ADDRESS,
  setMode,
  setPaymentMode,
  SHARJAH_ADDRESS,
} from "../checkout/checkout-test-support.js";
import { prices, stockLevels } from "../db/tables.js";
import { couponRedemptions } from "../promotions/promotions.tables.js";
import { ORDER_BASKETS } from "../recommendations/order-baskets.js";
import { runRecommendationJob } from "../recommendations/recommendation-job.js";
import type { OrderService } from "./order-service.js";
import {
  add,
  cartTotals,
  checkOut,
  firstError,
  getOrder,
  insertOrderFixtures,
  newCart,
  orderHistory,
  orderOf,
  orderServiceFor,
  placeOrder,
  PRINTED,
  WELCOME,
} from "./order-test-support.js";
import { orderPayments, orders } from "./orders.tables.js";

let t: TestApp;
let service: OrderService;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  service = orderServiceFor(t);
});
afterAll(() => t.close());

async function stockOf(code: string): Promise<number> {
  const [row] = await t.db.select().from(stockLevels).where(eq(stockLevels.productCode, code));
  return row!.available;
}

/** A signed-in customer whose cart holds these products, checked out for pay on delivery. */
async function customerReadyToOrder(name: string, lines: [string, number][]): Promise<Caller> {
  const customer = await signedInCustomer(t, name);
  const cartId = await newCart(t, customer);
  for (const [code, quantity] of lines) await add(t, customer, cartId, code, quantity);
  await checkOut(t, customer, cartId);
  return customer;
}

describe("placing a pay-on-delivery order", () => {
  it("makes an order with the cart's own totals, takes the stock and deletes the cart", async () => {
    const alice = await customerReadyToOrder("Alice", [
      [CODES.cup, 2],
      [CODES.lid, 1],
    ]);
    const [cupsBefore, lidsBefore] = [await stockOf(CODES.cup), await stockOf(CODES.lid)];
    const cart = await cartTotals(t, alice, "current");

    const placed = await placeOrder(t, alice, "current");
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderOf(placed);
    expect(order).toMatchObject({
      status: "CREATED",
      guestCustomer: false,
      subTotal: { value: cart.subTotal.value },
      deliveryCost: { value: cart.deliveryCost.value },
      totalPrice: { value: cart.totalPrice.value },
      totalTax: { value: cart.totalTax.value },
      deliveryMode: { code: "home-delivery", name: "Home delivery" },
      paymentMode: { code: "pay-on-delivery" },
      deliveryAddress: { firstName: "Alice", line1: "Marina Walk 5", area: { isocode: "AE-DU-MARINA" } },
    });
    // 2 × 12.50 + 1 × 17.00 (20.00 − 15%) = 42.00, below the 200.00 threshold: 15.00 delivery.
    expect(order.totalPrice?.value).toBe(57);
    expect(order.entries?.map((entry) => [entry.product?.code, entry.quantity])).toEqual([
      [CODES.cup, 2],
      [CODES.lid, 1],
    ]);
    expect(order.consignments).toHaveLength(1);
    expect(await stockOf(CODES.cup)).toBe(cupsBefore - 2);
    expect(await stockOf(CODES.lid)).toBe(lidsBefore - 1);
    expect((await cartCall(t, alice, "GET", "/current")).statusCode).toBe(400);

    const read = orderOf(await getOrder(t, alice, order.code));
    expect(read).toMatchObject({ code: order.code, totalPrice: { value: 57 } });
    const history = OrderHistoryList.parse((await orderHistory(t, alice)).json());
    expect(history.orders.map((entry) => entry.code)).toEqual([order.code]);
    expect(history.orders[0]).toMatchObject({ total: { value: 57 }, guid: order.guid });
  });

  it("copies kit bundles with their components and configured entries with their text", async () => {
    const bob = await signedInCustomer(t, "Bob");
    const cartId = await newCart(t, bob);
    const bundle = await cartCall(t, bob, "POST", `/${cartId}/bundles`, {
      payload: { templateId: "party-kit", productCode: CODES.kit, quantity: 2 },
    });
    expect(bundle.statusCode, bundle.body).toBe(200);
    const configured = await cartCall(t, bob, "POST", `/${cartId}/entries/configurator/textfield`, {
      payload: {
        product: { code: PRINTED },
        quantity: 3,
        configurationInfos: [
          { configurationLabel: "Print text", configurationValue: "Eid Mubarak", configuratorType: "TEXTFIELD" },
        ],
      },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    await checkOut(t, bob, cartId);
    const before = {
      kit: await stockOf(CODES.kit),
      cup: await stockOf(CODES.cup),
      lid: await stockOf(CODES.lid),
      printed: await stockOf(PRINTED),
    };

    const order = orderOf(await placeOrder(t, bob, cartId));
    const kitGroup = order.entryGroups?.find((group) => group.type === "CONFIGURABLE_BUNDLE");
    expect(kitGroup).toMatchObject({ id: "party-kit", label: "Party Kit", kittingEntry: { quantity: 2 } });
    expect(kitGroup?.entries?.map((entry) => [entry.product?.code, entry.quantity])).toEqual([
      [CODES.cup, 4],
      [CODES.lid, 4],
    ]);
    const printed = order.entries?.find((entry) => entry.product?.code === PRINTED);
    expect(printed?.configurationInfos).toEqual([
      {
        configurationLabel: "Print text",
        configurationValue: "Eid Mubarak",
        configuratorType: "TEXTFIELD",
        status: "SUCCESS",
      },
      { configurationLabel: "Second line", configurationValue: "", configuratorType: "TEXTFIELD", status: "SUCCESS" },
    ]);
    expect(await stockOf(CODES.kit)).toBe(before.kit - 2);
    expect(await stockOf(CODES.cup)).toBe(before.cup - 4);
    expect(await stockOf(CODES.lid)).toBe(before.lid - 4);
    expect(await stockOf(PRINTED)).toBe(before.printed - 3);

    // In Arabic: the names and labels as they were ordered.
    const arabic = orderOf(await getOrder(t, bob, order.code, "lang=ar"));
    expect(arabic.entries?.find((entry) => entry.product?.code === PRINTED)).toMatchObject({
      product: { name: "كوب مطبوع حسب الطلب" },
      configurationInfos: [{ configurationLabel: "نص الطباعة" }, { configurationLabel: "السطر الثاني" }],
    });
    expect(arabic.entryGroups?.find((group) => group.type === "CONFIGURABLE_BUNDLE")?.label).toBe("طقم الحفلة");
  });

  it("redeems the cart's vouchers with the order, so a once-per-customer coupon is used up", async () => {
    const carol = await customerReadyToOrder("Carol", [[CODES.cup, 4]]);
    const applied = await cartCall(t, carol, "POST", "/current/vouchers", { query: `voucherId=${WELCOME}` });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = await cartTotals(t, carol, "current");

    const order = orderOf(await placeOrder(t, carol, "current"));
    expect(order.appliedVouchers).toEqual([{ voucherCode: WELCOME }]);
    // 4 × 12.50 = 50.00, 10% off → 45.00, plus 15.00 delivery.
    expect(order.totalPrice?.value).toBe(cart.totalPrice.value);
    expect(order.totalPrice?.value).toBe(60);
    const redemptions = await t.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponCode, WELCOME), eq(couponRedemptions.orderCode, order.code)));
    expect(redemptions).toHaveLength(1);

    // Her next cart cannot use it again.
    await newCart(t, carol);
    await cartCall(t, carol, "POST", "/current/entries", { payload: { product: { code: CODES.cup }, quantity: 1 } });
    const again = await cartCall(t, carol, "POST", "/current/vouchers", { query: `voucherId=${WELCOME}` });
    expect(again.statusCode).toBe(400);
  });

  it("prices on the server: a price changed after the cart was shown is charged, totals sent are ignored", async () => {
    const dan = await customerReadyToOrder("Dan", [[CODES.container500, 10]]);
    await t.db.update(prices).set({ valueFils: 500 }).where(eq(prices.productCode, CODES.container500));
    try {
      const placed = await placeOrder(t, dan, "current", {
        payload: { totalPrice: { value: 0.01 }, entries: [{ entryNumber: 0, basePrice: { value: 0.01 } }] },
        query: "area=AE-DU-MARINA&totalPrice=0.01",
      });
      const order = orderOf(placed);
      // 10 × (5.00 − 10%) = 45.00 + 15.00 delivery.
      expect(order.entries?.[0]?.basePrice?.value).toBe(4.5);
      expect(order.totalPrice?.value).toBe(60);
    } finally {
      await t.db.update(prices).set({ valueFils: 300 }).where(eq(prices.productCode, CODES.container500));
    }
  });
});

describe("the delivery address decides the delivery fee", () => {
  it("prices the cart and the order by the address's area, whatever area the request names", async () => {
    const dina = await signedInCustomer(t, "Dina");
    const cartId = await newCart(t, dina);
    await add(t, dina, cartId, CODES.cup, 2);
    expect((await setMode(t, dina, cartId, "home-delivery")).statusCode).toBe(200);
    const address = await createAddress(t, dina, cartId, SHARJAH_ADDRESS, "area=AE-SH-CENTRAL");
    expect(address.statusCode, address.body).toBe(201);
    expect((await setPaymentMode(t, dina, cartId, "pay-on-delivery")).statusCode).toBe(200);

    // Deira delivers for 10.00; the Sharjah City address costs 20.50.
    const cart = await cartCall(t, dina, "GET", `/${cartId}`, { query: "area=AE-DU-DEIRA&fields=FULL" });
    expect(cart.json()).toMatchObject({ deliveryCost: { value: 20.5 }, totalPrice: { value: 45.5 } });
    const order = orderOf(await placeOrder(t, dina, cartId, { query: "area=AE-DU-DEIRA" }));
    expect(order).toMatchObject({ deliveryCost: { value: 20.5 }, totalPrice: { value: 45.5 } });
  });
});

describe("the confirmation e-mail", () => {
  it("is sent to the customer with the order's code once the order is placed", async () => {
    const omar = await customerReadyToOrder("Omar", [[CODES.cup, 1]]);
    const email = (await uidOf(omar))!;
    const order = orderOf(await placeOrder(t, omar, "current"));
    const subject = `Your Dukkan order ${order.code}`;
    // Sent after the order's transaction committed, alongside the answer: wait for it to arrive.
    let sent: string | null = null;
    for (let attempt = 0; attempt < 100 && sent !== subject; attempt++) {
      sent = await latestMessage(t, email).then(
        (message) => message.subject,
        () => null,
      );
      if (sent !== subject) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sent).toBe(subject);
  });
});

describe("submitting twice", () => {
  it("answers the same order to a repeated or parallel POST of one cart", async () => {
    const erin = await customerReadyToOrder("Erin", [[CODES.cup, 1]]);
    const [first, second] = await Promise.all([placeOrder(t, erin, "current"), placeOrder(t, erin, "current")]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const code = orderOf(first).code;
    expect(orderOf(second).code).toBe(code);
    const cartIdOfOrder = (
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(code)))
    )[0]!.cartId;
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cartIdOfOrder))).toHaveLength(1);

    // The cart code the first submit used still answers that order.
    const again = await placeOrder(t, erin, String(cartIdOfOrder).padStart(8, "0"));
    expect(again.statusCode).toBe(200);
    expect(orderOf(again).code).toBe(code);
  });

  it("answers the first order to the same Idempotency-Key, leaving a new cart alone", async () => {
    const frank = await customerReadyToOrder("Frank", [[CODES.cup, 1]]);
    const first = await placeOrder(t, frank, "current", { key: "place-7f3a" });
    expect(first.statusCode).toBe(201);
    const cartId = await newCart(t, frank);
    await add(t, frank, cartId, CODES.lid, 1);
    await checkOut(t, frank, cartId);

    const second = await placeOrder(t, frank, "current", { key: "place-7f3a" });
    expect(second.statusCode).toBe(200);
    expect(orderOf(second).code).toBe(orderOf(first).code);
    expect((await cartCall(t, frank, "GET", "/current")).json().entries).toHaveLength(1);
    expect((await placeOrder(t, frank, "current", { key: "bad key with spaces" })).statusCode).toBe(400);
  });
});

describe("refusals", () => {
  it("refuses without accepted terms, delivery address, delivery mode or payment mode", async () => {
    const gina = await signedInCustomer(t, "Gina");
    const cartId = await newCart(t, gina);
    await add(t, gina, cartId, CODES.cup, 1);

    const noTerms = await placeOrder(t, gina, cartId, { terms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(firstError(noTerms)).toMatchObject({ type: "ValidationError", subject: "termsChecked" });

    const noMode = await placeOrder(t, gina, cartId);
    expect(firstError(noMode)).toMatchObject({ reason: "checkoutReview.checkOutHasMissing" });
    await setMode(t, gina, cartId, "home-delivery");
    const noAddress = await placeOrder(t, gina, cartId);
    expect(firstError(noAddress)).toMatchObject({
      reason: "checkoutReview.checkOutHasMissing",
      subject: "deliveryAddress",
    });
    expect((await createAddress(t, gina, cartId, MARINA_ADDRESS)).statusCode).toBe(201);
    const noPayment = await placeOrder(t, gina, cartId);
    expect(noPayment.statusCode).toBe(400);
    expect(firstError(noPayment)).toMatchObject({ reason: "checkoutReview.choosePayment" });

    await setPaymentMode(t, gina, cartId, "card");
    const card = await placeOrder(t, gina, cartId);
    expect(card.statusCode).toBe(400);
    expect(firstError(card)).toMatchObject({ type: "ValidationError", subject: "paymentMode" });

    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.customerUid, (await uidOf(gina))!)),
    ).toHaveLength(0);
  });

  it("refuses another customer's cart like an unknown one and keeps that cart", async () => {
    const hana = await customerReadyToOrder("Hana", [[CODES.cup, 1]]);
    const ivan = await signedInCustomer(t, "Ivan");
    const hanaCart = (await cartCall(t, hana, "GET", "/current")).json() as { code: string; guid: string };
    for (const cartId of [hanaCart.code, hanaCart.guid]) {
      const response = await placeOrder(t, ivan, cartId);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ type: "CartError", reason: "notFound" });
    }
    expect((await cartCall(t, hana, "GET", "/current")).json().entries).toHaveLength(1);
  });

  it("refuses when stock ran out since the cart was filled, taking nothing", async () => {
    const jack = await customerReadyToOrder("Jack", [
      [CODES.cup, 1],
      [CODES.lid, 2],
    ]);
    const lids = await stockOf(CODES.lid);
    const cups = await stockOf(CODES.cup);
    await t.db.update(stockLevels).set({ available: 1 }).where(eq(stockLevels.productCode, CODES.lid));
    try {
      const refused = await placeOrder(t, jack, "current");
      expect(refused.statusCode).toBe(400);
      expect(firstError(refused)).toMatchObject({
        type: "InsufficientStockError",
        reason: "validation.cannotProceedCheckout",
        subject: CODES.lid,
      });
      expect(await stockOf(CODES.cup)).toBe(cups);
      expect((await cartCall(t, jack, "GET", "/current")).json().entries).toHaveLength(2);
    } finally {
      await t.db.update(stockLevels).set({ available: lids }).where(eq(stockLevels.productCode, CODES.lid));
    }
  });

  it("lets guests pay by card only", async () => {
    const guid = await newGuestCart(t);
    await add(t, GUEST, guid, CODES.cup, 1);
    expect((await setPaymentMode(t, GUEST, guid, "pay-on-delivery")).statusCode).toBe(400);
  });
});

async function uidOf(caller: Caller): Promise<string | undefined> {
  const response = await t.app.inject({
    method: "GET",
    url: "/occ/v2/dukkan/users/current",
    headers: { authorization: `Bearer ${caller.token}` },
  });
  return response.json().uid as string | undefined;
}

describe("card orders: reserve, confirm, cancel", () => {
  it("holds the stock while the payment runs, gives it back on cancel and confirms once", async () => {
    const kate = await customerReadyToOrder("Kate", [[CODES.lid, 2]]);
    await setPaymentMode(t, kate, "current", "card");
    const applied = await cartCall(t, kate, "POST", "/current/vouchers", { query: `voucherId=${WELCOME}` });
    expect(applied.statusCode, applied.body).toBe(200);
    const uid = (await uidOf(kate))!;
    const redemptionsOf = (orderCode: string) =>
      t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderCode, orderCode));
    const lids = await stockOf(CODES.lid);

    const first = await service.reserveOrder(uid, "current", {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: "kate-1" },
    });
    expect(first).toMatchObject({ created: true, order: { status: "PAYMENT_PENDING" } });
    expect(await stockOf(CODES.lid)).toBe(lids - 2);
    expect(await redemptionsOf(first.order.code)).toHaveLength(1);
    expect((await cartCall(t, kate, "GET", "/current")).statusCode).toBe(200);
    const cashMeanwhile = await placeOrder(t, kate, "current");
    expect(firstError(cashMeanwhile)).toMatchObject({ reason: "checkoutReview.placeOrderHasBeenExecuted" });
    const retried = await service.reserveOrder(uid, "current", {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: "kate-1" },
    });
    expect(retried).toMatchObject({ created: false, order: { code: first.order.code } });
    // Not a placed order yet: no history entry.
    expect(OrderHistoryList.parse((await orderHistory(t, kate)).json()).orders).toEqual([]);

    const cancelled = await service.cancelPendingOrder(first.order.code, "DECLINED");
    expect(cancelled.status).toBe("CANCELLED");
    expect(await stockOf(CODES.lid)).toBe(lids);
    expect(await redemptionsOf(first.order.code)).toHaveLength(0);
    expect((await service.cancelPendingOrder(first.order.code, "DECLINED")).status).toBe("CANCELLED");
    expect(await stockOf(CODES.lid)).toBe(lids);

    const second = await service.reserveOrder(uid, "current", {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: "kate-2" },
    });
    expect(second.created).toBe(true);
    expect(second.order.code).not.toBe(first.order.code);
    // Card orders are authorised when placed and captured when they ship (decision 0037).
    const capture = {
      gatewayOrderId: "kate-2",
      transactionId: "authorize-1",
      amountFils: 5900,
      status: "AUTHORIZED" as const,
    };
    const confirmed = await service.confirmPaidOrder(second.order.code, capture);
    expect(confirmed.status).toBe("CREATED");
    expect((await service.confirmPaidOrder(second.order.code, capture)).status).toBe("CREATED");
    expect((await service.cancelPendingOrder(second.order.code, "late")).status).toBe("CREATED");
    expect(await stockOf(CODES.lid)).toBe(lids - 2);
    expect((await cartCall(t, kate, "GET", "/current")).statusCode).toBe(400);
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, confirmed.id));
    expect(payment).toMatchObject({
      gatewayOrderId: "kate-2",
      transactionId: "authorize-1",
      status: "AUTHORIZED",
      authorizedFils: 5900,
      capturedFils: 0,
    });
    expect(await redemptionsOf(second.order.code)).toHaveLength(1);
    const history = OrderHistoryList.parse((await orderHistory(t, kate)).json());
    expect(history.orders.map((order) => order.code)).toEqual([second.order.code]);
  });

  it("lets a guest read their order by guid only, and nobody else read it", async () => {
    const guid = await newGuestCart(t);
    await add(t, GUEST, guid, CODES.cup, 3);
    expect((await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: "email=guest@example.ae" })).statusCode).toBe(
      200,
    );
    await checkOut(t, GUEST, guid, "card");
    const { order } = await service.reserveOrder(null, guid, {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: "guest-1" },
    });
    await service.confirmPaidOrder(order.code, {
      gatewayOrderId: "guest-1",
      transactionId: "authorize-1",
      amountFils: order.totalPriceFils,
      status: "AUTHORIZED",
    });
    expect((await t.db.select().from(carts).where(eq(carts.guid, guid))).length).toBe(0);

    const read = orderOf(await getOrder(t, GUEST, order.guid));
    expect(read).toMatchObject({
      code: order.code,
      guestCustomer: true,
      paymentInfo: { billingAddress: { email: "guest@example.ae" } },
      user: { uid: `${guid}|guest@example.ae` },
    });
    const byCode = await getOrder(t, GUEST, order.code);
    expect(byCode.statusCode).toBe(400);
    expect(firstError(byCode)).toMatchObject({ type: "UnknownIdentifierError" });
    const lena = await signedInCustomer(t, "Lena");
    for (const id of [order.code, order.guid]) expect((await getOrder(t, lena, id)).statusCode).toBe(400);
  });

  it("lets a customer read only their own orders", async () => {
    const mona = await customerReadyToOrder("Mona", [[CODES.cup, 1]]);
    const order = orderOf(await placeOrder(t, mona, "current"));
    const nour = await signedInCustomer(t, "Nour");
    for (const id of [order.code, order.guid]) {
      const response = await getOrder(t, nour, id);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({ type: "UnknownIdentifierError", reason: "notFound" });
    }
    expect((await getOrder(t, GUEST, order.guid)).statusCode).toBe(400);
    expect((await orderHistory(t, GUEST)).statusCode).toBe(401);
  });
});

describe("co-purchases for recommendations", () => {
  it("reads one basket per placed order, leaving out cancelled reservations", async () => {
    const baskets = await ORDER_BASKETS.baskets(t.db);
    // Alice bought the cup and the lid together; Kate's cancelled reservation bought nothing.
    expect(baskets.map((basket) => [...basket].sort())).toContainEqual([CODES.cup, CODES.lid].sort());
    const placed = await t.db.select().from(orders);
    const bought = placed.filter((order) => order.placedAt !== null && order.status !== "CANCELLED");
    expect(baskets).toHaveLength(bought.length);
    const run = await runRecommendationJob(t.db, ORDER_BASKETS);
    expect(run.baskets).toBe(bought.length);
    // What shoppers see: the cup's 'frequently bought together' references name the lid ordered with it.
    const crossSelling = await t.app.inject({
      method: "GET",
      url: `/occ/v2/dukkan/products/${encodeURIComponent(CODES.cup)}/references?referenceType=CROSSELLING`,
    });
    expect(crossSelling.statusCode).toBe(200);
    const targets = (crossSelling.json() as { references: { target: { code: string } }[] }).references;
    expect(targets.map((reference) => reference.target.code)).toContain(CODES.lid);

    // An order from more than a year before the latest one no longer counts.
    const oldest = bought[0]!;
    await t.db
      .update(orders)
      .set({ placedAt: new Date(oldest.placedAt!.getTime() - 400 * 86_400_000) })
      .where(eq(orders.id, oldest.id));
    expect(await ORDER_BASKETS.baskets(t.db)).toHaveLength(bought.length - 1);
  });
});
