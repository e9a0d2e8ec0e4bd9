/**
 * Scheduled replenishment orders paid by a saved card (issue 21, decision 0066), against the payment sandbox: the
 * customer's own saved card verified under a stored-credential agreement when scheduling (customer-initiated),
 * each day's order charged merchant-initiated, a declined card placing nothing and retried the next day until the
 * schedule ends, another customer's card refused, a deleted card ending the schedule, and a day whose place job
 * died on its last attempt placed at the next scan rather than blocked by its key.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentDetails } from "@dukkan/occ/checkout";
import { OrderHistoryList, Order } from "@dukkan/occ/order";
import { ReplenishmentOrder } from "@dukkan/occ/replenishment";
import { testConfig } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bearer, createCustomer, latestMessage, OCC } from "../account/account-test-support.js";
import { CartService } from "../cart/cart-service.js";
import { signedIn, type Caller } from "../cart/cart-test-support.js";
import { IN_MARINA } from "../checkout/checkout-test-support.js";
import { JobRunner } from "../jobs/job-runner.js";
import { jobs as jobRows } from "../jobs/jobs.tables.js";
import { SandboxEmailSender } from "../notifications/email.js";
import { OrderService } from "../orders/order-service.js";
import { firstError } from "../orders/order-test-support.js";
import { orderPayments, orders } from "../orders/orders.tables.js";
import { MastercardGateway } from "../payment/mastercard-gateway.js";
import {
  addPaymentDetails,
  cardCart,
  createPaymentWorld,
  enterCard,
  EXPIRY,
  gatewayOrder,
  newSession,
  stockOf,
  type PaymentWorld,
} from "../payment/payment-test-support.js";
import { GatewayUnavailableError, type PaymentGateway } from "../payment/payment-gateway.js";
import { REPLENISHMENT_PLACE_JOB, ReplenishmentService } from "./replenishment-service.js";
import { replenishmentOrders, replenishmentRuns } from "./replenishment.tables.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };
/** Verified and charged like any card. */
const GOOD_CARD = { number: "2223000000000007", nameOnCard: "Huda Saeed", securityCode: "100", ...EXPIRY.approved };
/** Sandbox stored-credential test card: verified, but every merchant-initiated charge is INSUFFICIENT_FUNDS. */
const MIT_DECLINED_CARD = { ...GOOD_CARD, number: "5111111111111118" };

let w: PaymentWorld;
let clock = new Date("2025-06-15T08:00:00Z");
const now = () => clock;
let runner: JobRunner;
/** While set, the service's gateway answers nothing to a merchant-initiated charge (its process cannot reach it). */
let gatewayDown = false;

beforeAll(async () => {
  w = await createPaymentWorld({ now, backgroundJobs: false });
  runner = new JobRunner({ db: w.db, logger: SILENT, now });
  const cartService = new CartService(w.db, now);
  const real = new MastercardGateway(testConfig({ PAYMENT_GATEWAY_URL: w.gatewayUrl }).payment);
  const gateway: PaymentGateway = Object.assign(Object.create(real) as PaymentGateway, {
    authorizeStoredCard: (...args: Parameters<PaymentGateway["authorizeStoredCard"]>) => {
      if (gatewayDown) return Promise.reject(new GatewayUnavailableError("no answer in time"));
      return real.authorizeStoredCard(...args);
    },
  });
  new ReplenishmentService({
    db: w.db,
    carts: cartService,
    orders: new OrderService({ db: w.db, carts: cartService, now }),
    gateway,
    jobs: runner,
    email: new SandboxEmailSender(w.db),
    storefrontUrl: "http://shop.test",
    now,
  }).registerJobs(runner);
});
afterAll(() => w?.close());

async function runJobsAt(instant: string) {
  clock = new Date(instant);
  await runner.runDueJobs();
}

async function customer(firstName: string): Promise<Caller & { email: string }> {
  const registered = await createCustomer(w, { firstName });
  return { ...(await signedIn(w, registered)), email: registered.email };
}

/** A checkout cart of 2 cups to Dubai Marina paid by `card`, saved to the customer's account: [cartId, card id]. */
async function cartWithSavedCard(caller: Caller, card: typeof GOOD_CARD): Promise<[string, string]> {
  const cartId = await cardCart(w, caller, 2);
  const session = await newSession(w, caller, cartId);
  await enterCard(w, session, card);
  const saved = await addPaymentDetails(w, caller, cartId, { sessionID: session, saved: true });
  expect(saved.statusCode, saved.body).toBe(201);
  return [cartId, PaymentDetails.parse(saved.json()).id!];
}

/**
 * From tomorrow: its first order is queued by the test runner's scan on the test's clock. (Each test runs its days
 * at its own minutes, never earlier than the last test's: a scan runs once per 10-minute period, and the tests
 * share one runner.)
 */
const EVERY_WEEK_FROM_TOMORROW = { recurrencePeriod: "DAILY", numberOfDays: 7, replenishmentStartDate: "2025-06-16" };

function scheduleCart(caller: Caller, cartId: string, form: object = EVERY_WEEK_FROM_TOMORROW) {
  return w.app.inject({
    method: "POST",
    url: `${OCC}/users/current/replenishmentOrders?cartId=${cartId}&termsChecked=true&${IN_MARINA}`,
    headers: bearer(caller.token!),
    payload: form,
  });
}

async function scheduleRow(code: string) {
  const [row] = await w.db
    .select()
    .from(replenishmentOrders)
    .where(eq(replenishmentOrders.id, Number(code)));
  return row!;
}

async function runsOf(code: string) {
  return w.db
    .select()
    .from(replenishmentRuns)
    .where(eq(replenishmentRuns.replenishmentId, Number(code)))
    .orderBy(replenishmentRuns.dueDate);
}

async function orderCodesOf(caller: Caller, code: string) {
  const response = await w.app.inject({
    method: "GET",
    url: `${OCC}/users/current/replenishmentOrders/${code}/orders`,
    headers: bearer(caller.token!),
  });
  expect(response.statusCode, response.body).toBe(200);
  return OrderHistoryList.parse(response.json()).orders.map((order) => order.code);
}

const gatewayOrderOf = (code: string, day: string) => `R${code}-${day.replaceAll("-", "")}`;

describe("replenishment schedules paid by a saved card", () => {
  it("verifies the card when scheduling, then charges each order merchant-initiated on its day", async () => {
    clock = new Date("2025-06-15T08:00:00Z");
    const huda = await customer("Huda");
    const [cartId] = await cartWithSavedCard(huda, GOOD_CARD);
    const cupsBefore = await stockOf(w, CODES.cup);
    const response = await scheduleCart(huda, cartId);
    expect(response.statusCode, response.body).toBe(201);
    const scheduled = ReplenishmentOrder.parse(response.json());
    // The schedule names its card as the saved card list does (brand, last four digits, expiry), nothing more.
    expect(scheduled).toMatchObject({ active: true, paymentMode: { code: "card" } });
    expect(scheduled.paymentInfo).toEqual({
      id: expect.any(String),
      cardType: { code: "master", name: "Mastercard" },
      cardNumber: "************0007",
      expiryMonth: GOOD_CARD.expiryMonth,
      expiryYear: "2039",
    });
    const code = scheduled.replenishmentOrderCode;

    // The holder agreed while present: a VERIFY with nothing authorised, under the schedule's agreement.
    const schedule = await scheduleRow(code);
    expect(schedule.agreementId).toMatch(/^agr-[0-9a-f]{32}$/);
    expect(await gatewayOrder(w, schedule.agreementId!)).toMatchObject({
      status: "VERIFIED",
      totalAuthorizedAmount: 0,
      transaction: [{ result: "SUCCESS", transaction: { id: "verify-1", type: "VERIFICATION" } }],
    });

    await runJobsAt("2025-06-16T00:10:00Z");
    const [orderCode] = await orderCodesOf(huda, code);
    expect(orderCode).toBeDefined();
    const orderResponse = await w.app.inject({
      method: "GET",
      url: `${OCC}/users/current/orders/${orderCode}`,
      headers: bearer(huda.token!),
    });
    const order = Order.parse(orderResponse.json());
    expect(order).toMatchObject({
      status: "CREATED",
      replenishmentOrderCode: code,
      paymentMode: { code: "card" },
      paymentInfo: { cardNumber: "************0007" },
    });
    expect(await stockOf(w, CODES.cup)).toBe(cupsBefore - 2);
    // What the gateway holds: one merchant-initiated authorisation of the order's total, nothing captured yet.
    const charged = await gatewayOrder(w, gatewayOrderOf(code, "2025-06-16"));
    expect(charged).toMatchObject({
      status: "AUTHORIZED",
      totalAuthorizedAmount: order.totalPrice!.value,
      totalCapturedAmount: 0,
    });
    expect(charged!.transaction).toHaveLength(1);
    expect(charged!.transaction[0]).toMatchObject({
      result: "SUCCESS",
      transaction: { id: "authorize-1", type: "AUTHORIZATION", source: "MERCHANT", storedOnFile: "STORED" },
    });
    const [payment] = await w.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, Number(orderCode)));
    expect(payment).toMatchObject({ status: "AUTHORIZED", gatewayOrderId: gatewayOrderOf(code, "2025-06-16") });
    const mail = await latestMessage(w, huda.email);
    expect(mail.subject).toBe(`Your scheduled order ${code}: order ${orderCode} placed`);
    expect(mail.body).toContain("paid by your saved card Mastercard ****0007");
    expect((await scheduleRow(code)).nextDate).toBe("2025-06-23");

    // The job again that day finds the day done: no second order, no second charge.
    await runJobsAt("2025-06-16T00:30:00Z");
    expect(await orderCodesOf(huda, code)).toEqual([orderCode]);
  });

  it("refuses another customer's card and a card typed for the cart alone", async () => {
    clock = new Date("2025-06-15T08:00:00Z");
    const alia = await customer("Alia");
    const [, aliasCard] = await cartWithSavedCard(alia, GOOD_CARD);
    const mallory = await customer("Mallory");
    const cartId = await cardCart(w, mallory, 1);
    const useAlias = await w.app.inject({
      method: "PUT",
      url: `${OCC}/users/current/carts/${cartId}/paymentdetails?paymentDetailsId=${aliasCard}`,
      headers: bearer(mallory.token!),
    });
    expect(useAlias.statusCode).toBe(400);
    expect(firstError(useAlias)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "paymentDetails" });
    const refused = await scheduleCart(mallory, cartId);
    expect(refused.statusCode).toBe(400);
    expect(firstError(refused).subject).toBe("paymentDetails");

    // A card entered without saving it cannot be charged later either.
    const session = await newSession(w, mallory, cartId);
    await enterCard(w, session, { ...GOOD_CARD, number: "4012000033330026" });
    expect((await addPaymentDetails(w, mallory, cartId, { sessionID: session, saved: false })).statusCode).toBe(201);
    const unsaved = await scheduleCart(mallory, cartId);
    expect(unsaved.statusCode).toBe(400);
    expect(firstError(unsaved).subject).toBe("paymentDetails");
    const [mine] = await w.db
      .select()
      .from(replenishmentOrders)
      .where(eq(replenishmentOrders.customerUid, mallory.email));
    expect(mine).toBeUndefined();
  });

  it("refuses a card deleted before scheduling, and ends a schedule whose card is deleted", async () => {
    clock = new Date("2025-06-15T08:00:00Z");
    const dana = await customer("Dana");
    const deleteCard = (id: string) =>
      w.app.inject({
        method: "DELETE",
        url: `${OCC}/users/current/paymentdetails/${id}`,
        headers: bearer(dana.token!),
      });

    const [firstCart, firstCard] = await cartWithSavedCard(dana, GOOD_CARD);
    expect((await deleteCard(firstCard)).statusCode).toBe(200);
    const refused = await scheduleCart(dana, firstCart);
    expect(refused.statusCode).toBe(400);
    expect(firstError(refused)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "paymentDetails" });

    const [cartId, cardId] = await cartWithSavedCard(dana, { ...GOOD_CARD, number: "4508750015741019" });
    const response = await scheduleCart(dana, cartId, EVERY_WEEK_FROM_TOMORROW);
    expect(response.statusCode, response.body).toBe(201);
    const code = ReplenishmentOrder.parse(response.json()).replenishmentOrderCode;
    expect((await deleteCard(cardId)).statusCode).toBe(200);
    expect((await scheduleRow(code)).savedPaymentMethodId).toBeNull();

    await runJobsAt("2025-06-16T01:10:00Z");
    expect(await orderCodesOf(dana, code)).toEqual([]);
    expect(await scheduleRow(code)).toMatchObject({ active: false, nextDate: null, cancelReason: "CARD_REMOVED" });
    expect((await runsOf(code)).map((run) => run.outcome)).toEqual(["CARD_REMOVED"]);
    expect(await gatewayOrder(w, gatewayOrderOf(code, "2025-06-16"))).toBeNull();
    expect((await latestMessage(w, dana.email)).subject).toBe(
      `Your scheduled order ${code} has ended: its card was removed`,
    );
  });

  it("places a day whose job died on its last attempt at the next scan, charging the card once", async () => {
    clock = new Date("2025-06-15T08:00:00Z");
    const faris = await customer("Faris");
    const [cartId] = await cartWithSavedCard(faris, GOOD_CARD);
    const response = await scheduleCart(faris, cartId);
    expect(response.statusCode, response.body).toBe(201);
    const code = ReplenishmentOrder.parse(response.json()).replenishmentOrderCode;
    const key = `${REPLENISHMENT_PLACE_JOB}:${Number(code)}:2025-06-16`;

    // The order is reserved, then the charge goes unanswered: the day is under way, nothing is placed.
    gatewayDown = true;
    await runJobsAt("2025-06-16T01:40:00Z");
    const [pending] = await runsOf(code);
    expect(pending).toMatchObject({ outcome: "PAYMENT_PENDING" });
    const [reserved] = await w.db.select().from(orders).where(eq(orders.id, pending!.orderId!));
    expect(reserved!.status).toBe("PAYMENT_PENDING");

    // Its process then dies during the job's last attempt: the next claim marks the job failed.
    await w.db
      .update(jobRows)
      .set({ attempts: 5, maxAttempts: 5, lockedBy: "dead-process", lockedUntil: new Date("2025-06-16T01:41:00Z") })
      .where(eq(jobRows.key, key));
    gatewayDown = false;
    await runJobsAt("2025-06-16T01:42:00Z");
    const [failed] = await w.db.select().from(jobRows).where(eq(jobRows.key, key));
    expect(failed!.status).toBe("failed");
    expect(await orderCodesOf(faris, code)).toEqual([]);

    // The next scan queues the day again under the same key, and it resumes with the reserved order.
    await runJobsAt("2025-06-16T01:51:00Z");
    expect(await orderCodesOf(faris, code)).toEqual([reserved!.id.toString().padStart(8, "0")]);
    const [done] = await w.db.select().from(jobRows).where(eq(jobRows.key, key));
    expect(done!.status).toBe("done");
    const charged = await gatewayOrder(w, gatewayOrderOf(code, "2025-06-16"));
    expect(charged!.transaction.map((txn) => txn.transaction.type)).toEqual(["AUTHORIZATION"]);
    expect(await scheduleRow(code)).toMatchObject({ active: true, nextDate: "2025-06-23" });
    const placed = await w.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerUid, faris.email), eq(orders.status, "CREATED")));
    expect(placed).toHaveLength(1);
  });
  it("places nothing when the card is declined, tries again the next day, and ends the schedule after three", async () => {
    clock = new Date("2025-06-15T08:00:00Z");
    const bilal = await customer("Bilal");
    const [cartId] = await cartWithSavedCard(bilal, MIT_DECLINED_CARD);
    const response = await scheduleCart(bilal, cartId);
    expect(response.statusCode, response.body).toBe(201);
    const code = ReplenishmentOrder.parse(response.json()).replenishmentOrderCode;
    const cupsBefore = await stockOf(w, CODES.cup);

    await runJobsAt("2025-06-16T02:40:00Z");
    expect(await orderCodesOf(bilal, code)).toEqual([]);
    expect(await stockOf(w, CODES.cup)).toBe(cupsBefore);
    expect(await gatewayOrder(w, gatewayOrderOf(code, "2025-06-16"))).toMatchObject({
      status: "FAILED",
      totalAuthorizedAmount: 0,
    });
    expect(await scheduleRow(code)).toMatchObject({ active: true, nextDate: "2025-06-17", declinedDays: 1 });
    const declined = await latestMessage(w, bilal.email);
    expect(declined.subject).toBe(`Your scheduled order ${code}: your card was declined`);
    expect(declined.body).toContain("(insufficient funds)");
    expect(declined.body).toContain("We will try again on 2025-06-17.");

    await runJobsAt("2025-06-17T02:40:00Z");
    expect(await scheduleRow(code)).toMatchObject({ active: true, nextDate: "2025-06-18", declinedDays: 2 });
    await runJobsAt("2025-06-18T02:40:00Z");
    expect(await scheduleRow(code)).toMatchObject({
      active: false,
      nextDate: null,
      declinedDays: 3,
      cancelReason: "PAYMENT_DECLINED",
    });
    expect((await runsOf(code)).map((run) => [run.dueDate, run.outcome, run.paymentResult])).toEqual([
      ["2025-06-16", "PAYMENT_DECLINED", "INSUFFICIENT_FUNDS"],
      ["2025-06-17", "PAYMENT_DECLINED", "INSUFFICIENT_FUNDS"],
      ["2025-06-18", "PAYMENT_DECLINED", "INSUFFICIENT_FUNDS"],
    ]);
    expect((await latestMessage(w, bilal.email)).subject).toBe(
      `Your scheduled order ${code} has ended: your card was declined`,
    );
    expect(await orderCodesOf(bilal, code)).toEqual([]);
    expect(await stockOf(w, CODES.cup)).toBe(cupsBefore);
  });
});
