/**
 * The customer is told about each step of their order (account spec §7 Orders; decision 0040): the `order.notify`
 * handler e-mails in the order's language with a link to the order (and the carrier's tracking page when it ships),
 * lists cancelled lines with the credit note attached, sends SMS only where the customer's preference allows, and
 * sends each message once however often the job runs.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OutboxMessage } from "@dukkan/occ";
import { createTestApp, testConfig, type TestApp } from "../../test/app.js";
import { CODES, TEST_NOW } from "../../test/fixtures.js";
import { bearer, createCustomer, OCC } from "../account/account-test-support.js";
import { signedIn, type Caller } from "../cart/cart-test-support.js";
import { customers } from "../db/tables.js";
import { InvoiceService } from "../invoices/invoice-service.js";
import { cancelPart } from "../invoices/invoices-test-support.js";
import { pdfText } from "../invoices/pdf-text.test-support.js";
import { SandboxEmailSender } from "../notifications/email.js";
import { SandboxSmsSender } from "../notifications/sms.js";
import {
  add,
  checkOut,
  insertOrderFixtures,
  newCart,
  orderOf,
  orderServiceFor,
  placeOrder,
} from "../orders/order-test-support.js";
import { consignments, orders } from "../orders/orders.tables.js";
import { OrderNotifier } from "./order-notifier.js";
import { PushDelivery } from "../push/push-delivery.js";
import { SandboxPushSender } from "../push/push-sender.js";

let t: TestApp;
let notifier: OrderNotifier;
const storefrontUrl = testConfig().storefrontUrl;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  notifier = new OrderNotifier({
    db: t.db,
    email: new SandboxEmailSender(t.db),
    sms: new SandboxSmsSender(t.db),
    invoices: new InvoiceService({
      db: t.db,
      orders: orderServiceFor(t),
      shop: testConfig().shop,
      now: () => TEST_NOW,
    }),
    storefrontUrl,
    push: new PushDelivery(t.db, new SandboxPushSender(t.db), t.app.log),
  });
});
afterAll(() => t.close());

async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

/** A customer (with a verified mobile number when asked) and their placed pay-on-delivery order. */
async function customerWithOrder(options: { lang?: "en" | "ar"; verifiedPhone?: boolean; lines?: [string, number][] }) {
  const registered = await createCustomer(t);
  // Registration verifies the mobile number by SMS code; a customer may also have none verified.
  await t.db
    .update(customers)
    .set({ phoneVerifiedAt: options.verifiedPhone ? TEST_NOW : null })
    .where(eq(customers.uid, registered.email));
  const caller: Caller = await signedIn(t, registered);
  const cartId = await newCart(t, caller);
  for (const [code, quantity] of options.lines ?? [[CODES.cup, 2]]) await add(t, caller, cartId, code, quantity);
  await checkOut(t, caller, cartId);
  const order = orderOf(
    await placeOrder(t, caller, cartId, { query: `area=AE-DU-MARINA&lang=${options.lang ?? "en"}` }),
  );
  // The order confirmation (a job after the commit) goes first; these tests look at what follows it.
  await vi.waitFor(
    async () => {
      if (!(await outboxFor(registered.email)).some((m) => m.subject?.includes(order.code))) throw new Error("wait");
    },
    { timeout: 20_000, interval: 100 },
  );
  return { registered, caller, order, orderId: Number(order.code) };
}

const notificationsOf = async (to: string, code: string) =>
  (await outboxFor(to)).filter((message) => message.body.includes(code) || message.subject?.includes(code));

describe("order notifications", () => {
  it("shipped: an Arabic e-mail with the carrier, tracking number, the carrier's tracking link and the order link", async () => {
    const { registered, order, orderId } = await customerWithOrder({ lang: "ar" });
    await t.db
      .update(consignments)
      .set({ status: "SHIPPED", carrierCode: "aramex", trackingId: "AX 123/4" })
      .where(eq(consignments.orderId, orderId));
    const [consignment] = await t.db.select().from(consignments).where(eq(consignments.orderId, orderId));

    await notifier.notify({ orderId, event: "shipped", consignmentCode: consignment!.code });

    const mail = (await outboxFor(registered.email)).find((message) => message.subject?.includes("في الطريق"))!;
    expect(mail.subject).toBe(`طلبك من دكان رقم ${order.code} في الطريق إليك`);
    expect(mail.body).toContain(`غادر طلبك رقم ${order.code} مستودعنا.`);
    expect(mail.body).toContain("شركة الشحن: أرامكس");
    expect(mail.body).toContain("رقم التتبع: AX 123/4");
    expect(mail.links).toContain("https://www.aramex.com/ae/en/track/results?ShipmentNumber=AX%20123%2F4");
    expect(mail.links).toContain(`${storefrontUrl}/ar/my-account/order/${order.code}`);
  });

  it("the order confirmation links to the order's page", async () => {
    const { registered, order } = await customerWithOrder({});
    const confirmation = (await outboxFor(registered.email)).find(
      (m) => m.subject === `Your Dukkan order ${order.code}`,
    );
    expect(confirmation!.links).toContain(`${storefrontUrl}/en/my-account/order/${order.code}`);
  });

  it("sends an SMS to the verified mobile number while the customer's SMS preference is on, and sends once", async () => {
    const { registered, caller, order, orderId } = await customerWithOrder({ verifiedPhone: true });
    const phone = registered.phoneNumber as string;

    await notifier.notify({ orderId, event: "accepted" });
    // The job runs again (a lost lease, a retry): nothing is sent twice.
    await notifier.notify({ orderId, event: "accepted" });

    const orderSms = async () =>
      (await outboxFor(phone)).filter((message) => message.channel === "SMS" && message.body.includes(order.code));
    const sms = await orderSms();
    expect(sms.map((message) => message.body)).toEqual([
      `Dukkan: we are preparing your order ${order.code}. ${storefrontUrl}/en/my-account/order/${order.code}`,
    ]);
    const mails = (await notificationsOf(registered.email, order.code)).filter((m) =>
      m.subject?.includes("is being prepared"),
    );
    expect(mails).toHaveLength(1);

    // The customer switches order SMS off in their notification preferences: e-mail only from now on.
    const preferences = await t.app.inject({
      method: "PATCH",
      url: `${OCC}/users/current/notificationpreferences`,
      headers: bearer(caller.token!),
      payload: {
        preferences: [
          { channel: "EMAIL", enabled: true },
          { channel: "SMS", enabled: false },
        ],
      },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    expect(preferences.json().preferences).toContainEqual({
      channel: "SMS",
      enabled: false,
      visible: true,
      value: phone,
    });
    await notifier.notify({ orderId, event: "delivered" });
    expect(await orderSms()).toHaveLength(1);
    expect(
      (await outboxFor(registered.email)).some((m) => m.subject === `Your Dukkan order ${order.code} was delivered`),
    ).toBe(true);
  });

  it("app push and web push: one notification per event on each channel the customer has on, opening the order", async () => {
    const { registered, caller, order, orderId } = await customerWithOrder({});
    const device = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/pushes/notification/info`,
      headers: bearer(caller.token!),
      payload: { id: "phone-1", token: "fcm-token-phone-1", active: true },
    });
    expect(device.statusCode, device.body).toBe(201);
    const browser = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/pushes/webpush/subscriptions`,
      headers: bearer(caller.token!),
      payload: {
        endpoint: "https://fcm.googleapis.com/fcm/send/order-test-browser",
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      },
    });
    expect(browser.statusCode, browser.body).toBe(201);

    await notifier.notify({ orderId, event: "accepted" });
    await notifier.notify({ orderId, event: "accepted" });

    const pushes = async (channel: "PUSH" | "SITE_MESSAGE") =>
      (await outboxFor(registered.email)).filter((m) => m.channel === channel);
    const orderLink = `${storefrontUrl}/en/my-account/order/${order.code}`;
    for (const channel of ["PUSH", "SITE_MESSAGE"] as const) {
      const sent = await pushes(channel);
      expect(sent.map((m) => m.subject)).toEqual([`Your Dukkan order ${order.code} is being prepared`]);
      expect(sent[0]!.body).toContain(`We have accepted your order ${order.code}`);
      expect(sent[0]!.links).toEqual([orderLink]);
    }
    expect(
      (await outboxFor(registered.email)).filter(
        (m) => m.subject === `Your Dukkan order ${order.code} is being prepared`,
      ),
    ).toHaveLength(3);

    // App push switched off: the next step reaches the e-mail and the browser only.
    await t.app.inject({
      method: "PATCH",
      url: `${OCC}/users/current/notificationpreferences`,
      headers: bearer(caller.token!),
      payload: { preferences: [{ channel: "PUSH", enabled: false }] },
    });
    await notifier.notify({ orderId, event: "delivered" });
    expect((await pushes("PUSH")).map((m) => m.subject)).toEqual([`Your Dukkan order ${order.code} is being prepared`]);
    expect((await pushes("SITE_MESSAGE")).map((m) => m.subject)).toEqual([
      `Your Dukkan order ${order.code} was delivered`,
      `Your Dukkan order ${order.code} is being prepared`,
    ]);
  });

  it("sends no SMS to a customer without a verified number", async () => {
    const { registered, order, orderId } = await customerWithOrder({});
    await notifier.notify({ orderId, event: "ready-for-pickup" });
    expect((await outboxFor(registered.phoneNumber as string)).filter((m) => m.body.includes(order.code))).toEqual([]);
    expect((await outboxFor(registered.email)).some((m) => m.subject?.includes("is ready for pick-up"))).toBe(true);
  });

  it("partial cancellation: lists the cancelled lines and the amount, with the credit note attached", async () => {
    const { registered, order, orderId } = await customerWithOrder({
      lines: [
        [CODES.cup, 3],
        [CODES.lid, 1],
      ],
    });
    const cup = order.entries!.find((entry) => entry.product!.code === CODES.cup)!.entryNumber;
    const cancellation = await cancelPart(t, order.code, {
      entries: [{ entryNumber: cup, quantity: 2, amountFils: 2500 }],
      taxFils: 119,
    });

    await notifier.notify({ orderId, event: "partially-cancelled", cancellationId: cancellation.id });
    await notifier.notify({ orderId, event: "partially-cancelled", cancellationId: cancellation.id });

    const mails = (await outboxFor(registered.email)).filter(
      (m) => m.subject === `Items of your Dukkan order ${order.code} were cancelled`,
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.body).toContain("Cancelled items:\n- Paper Cup 8oz (1001-01) — Qty 2 — AED\u00a025.00");
    expect(mail.body).toContain("Amount taken off your order (VAT included): AED\u00a025.00");
    expect(mail.body).not.toContain("Cup Lid");
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments![0]!;
    expect(attachment).toMatchObject({ contentType: "application/pdf" });
    expect(attachment.filename).toMatch(/^credit-note-CN-2025-\d{6}\.pdf$/);
    const pdf = await t.app.inject({ method: "GET", url: `/dev/outbox/attachments/${attachment.id}` });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain(attachment.filename.replace(/^credit-note-|\.pdf$/g, ""));
  });

  it("a guest hears by e-mail at the guest's address, linked to the order by its guid", async () => {
    const { orderId, order } = await customerWithOrder({});
    // A guest's order is one without an account, read by its guid.
    await t.db
      .update(orders)
      .set({ customerUid: null, guestEmail: "guest.buyer@example.com" })
      .where(eq(orders.id, orderId));

    await notifier.notify({ orderId, event: "refunded", amountFils: 1250 });

    const [mail] = await outboxFor("guest.buyer@example.com");
    expect(mail!.subject).toBe(`Your refund for Dukkan order ${order.code}`);
    expect(mail!.body).toContain("We have refunded AED\u00a012.50 to your card");
    expect(mail!.links).toContain(`${storefrontUrl}/en/guest/order/${order.guid}`);
  });
});
