/**
 * After an order is placed the customer gets the confirmation e-mail with the tax invoice attached (checkout
 * spec §2.16), kept by the sandbox outbox and downloadable from it; and a guest turns their order into an
 * account with a password (§5.8, §7.5 'Register guest (guid, password)').
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OutboxMessage } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { createCustomer, OCC, passwordGrant, STRONG_PASSWORD } from "../account/account-test-support.js";
import { cartCall, GUEST, newGuestCart, signedIn, type Caller } from "../cart/cart-test-support.js";
import { customers } from "../db/tables.js";
import type { OrderService } from "../orders/order-service.js";
import {
  add,
  checkOut,
  getOrder,
  insertOrderFixtures,
  newCart,
  orderOf,
  orderServiceFor,
  placeOrder,
} from "../orders/order-test-support.js";
import { orders } from "../orders/orders.tables.js";
import { pdfText } from "./pdf-text.test-support.js";

let t: TestApp;
let service: OrderService;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  service = orderServiceFor(t);
});
afterAll(() => t.close());

async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

describe("order confirmation e-mail", () => {
  it("sends the customer the order summary with the tax invoice PDF attached, in the order's language", async () => {
    const customer = await createCustomer(t);
    const caller = await signedIn(t, customer);
    const cartId = await newCart(t, caller);
    await add(t, caller, cartId, CODES.cup, 2);
    await checkOut(t, caller, cartId);
    const order = orderOf(await placeOrder(t, caller, cartId, { query: "area=AE-DU-MARINA&lang=ar" }));

    // The e-mail leaves after the order's transaction committed.
    const mail = await vi.waitFor(
      async () => {
        const found = (await outboxFor(customer.email)).find((message) => message.subject?.includes(order.code));
        if (!found) throw new Error("no confirmation yet");
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(mail.subject).toBe(`طلبك من دكان رقم ${order.code}`);
    expect(mail.body).toContain("فاتورتك الضريبية مرفقة");
    expect(mail.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: `tax-invoice-${order.code}.pdf`,
        contentType: "application/pdf",
        size: expect.any(Number),
      },
    ]);

    const download = await t.app.inject({ method: "GET", url: `/dev/outbox/attachments/${mail.attachments![0]!.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="tax-invoice-${order.code}.pdf"`);
    expect(download.rawPayload.length).toBe(mail.attachments![0]!.size);
    const { text } = await pdfText(download.rawPayload);
    expect(text).toContain("Tax Invoice");
    // Numbered when the order was placed (decision 0040).
    expect(text).toMatch(/Invoice number .* INV-2025-\d{6}/);
    // The invoice's VAT is the order's VAT (total − total / 1.05).
    expect(text).toContain(order.totalTax!.value.toFixed(2));
    expect(text).toContain(order.totalPrice!.value.toFixed(2));
  });

  it("answers 404 for an attachment that does not exist", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dev/outbox/attachments/999999" });
    expect(response.statusCode).toBe(404);
  });
});

/** A guest's card order, reserved and paid (as the payment flow does), placed with this e-mail. */
async function guestOrder(email: string): Promise<{ code: string; guid: string }> {
  const guid = await newGuestCart(t);
  await add(t, GUEST, guid, CODES.cup, 1);
  const set = await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: `email=${encodeURIComponent(email)}` });
  expect(set.statusCode, set.body).toBe(200);
  await checkOut(t, GUEST, guid, "card");
  const gatewayOrderId = `guest-${guid}`;
  const { order } = await service.reserveOrder(null, guid, {
    language: "en",
    area: "AE-DU-MARINA",
    payment: { gatewayOrderId },
  });
  await service.confirmPaidOrder(order.code, {
    gatewayOrderId,
    transactionId: "authorize-1",
    amountFils: order.totalPriceFils,
    status: "AUTHORIZED",
  });
  return { code: order.code, guid: order.guid };
}

function registerGuest(body: Record<string, string>, form = false) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users?lang=en`,
    ...(form
      ? {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams(body).toString(),
        }
      : { payload: body }),
  });
}

const uniqueEmail = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}@example.ae`;

describe("guest registration from an order", () => {
  it("makes the order's e-mail an active account with the password, signs in and owns the order", async () => {
    const email = uniqueEmail("guest");
    const placed = await guestOrder(email);
    const response = await registerGuest({ guid: placed.guid, password: STRONG_PASSWORD });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ uid: email, email, firstName: "Alice", lastName: "Khan" });

    const grant = await passwordGrant(t, email, STRONG_PASSWORD);
    expect(grant.statusCode, grant.body).toBe(200);
    const customer: Caller = { userId: "current", token: grant.json().access_token };
    expect(orderOf(await getOrder(t, customer, placed.code))).toMatchObject({
      code: placed.code,
      guestCustomer: false,
    });
    // No longer a guest's order: the guid alone does not open it any more, nor convert it again.
    expect((await getOrder(t, GUEST, placed.guid)).statusCode).toBe(400);
    const again = await registerGuest({ guid: placed.guid, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ reason: "notGuestOrder", subject: "guid" });
  });

  it("accepts the form-encoded guid and password SAP OCC clients send", async () => {
    const placed = await guestOrder(uniqueEmail("form"));
    const response = await registerGuest({ guid: placed.guid, password: STRONG_PASSWORD }, true);
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a password that breaks the password rule, and creates nothing", async () => {
    const email = uniqueEmail("weak");
    const placed = await guestOrder(email);
    const response = await registerGuest({ guid: placed.guid, password: "weak" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "password" });
    expect(await t.db.select().from(customers).where(eq(customers.uid, email))).toEqual([]);
  });

  it("refuses an unknown guid and a guid that is no uuid", async () => {
    for (const guid of ["0b7c2f4e-1111-4222-8333-944455556666", "not-a-guid"]) {
      const response = await registerGuest({ guid, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subject: "guid" });
    }
  });

  it("refuses an e-mail that already has an account, and leaves the order a guest's", async () => {
    const existing = await createCustomer(t);
    const placed = await guestOrder(existing.email);
    const response = await registerGuest({ guid: placed.guid, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: "DuplicateUidError", reason: "mailExist" });
    const [order] = await t.db.select().from(orders).where(eq(orders.guid, placed.guid));
    expect(order!.customerUid).toBeNull();
  });

  it("refuses a customer's order", async () => {
    const customer = await createCustomer(t);
    const caller = await signedIn(t, customer);
    const cartId = await newCart(t, caller);
    await add(t, caller, cartId, CODES.cup, 1);
    await checkOut(t, caller, cartId);
    const order = orderOf(await placeOrder(t, caller, cartId));
    const response = await registerGuest({ guid: order.guid, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ reason: "notGuestOrder" });
  });

  it("still reports the registration's own field errors for a plain registration", async () => {
    const response = await t.app.inject({ method: "POST", url: `${OCC}/users`, payload: { uid: "nope" } });
    expect(response.statusCode).toBe(400);
    const subjects = (response.json().errors as { subject: string }[]).map((error) => error.subject);
    expect(subjects).toEqual(expect.arrayContaining(["uid", "password", "firstName", "lastName", "phoneNumber"]));
  });
});
