/**
 * When a payment's answer is lost (contract §2; decisions 0023, 0037): an AUTHORIZE whose answer never arrived is
 * read back before it is ever sent again, and the reconciliation job settles card orders left PAYMENT_PENDING from
 * the gateway's record — exactly one order, never a second authorisation. (Before decision 0037 these tests spoke
 * of PAY: the order is now authorised when placed and captured when it ships.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../test/app.js";
import { CODES, TEST_NOW } from "../../test/fixtures.js";
import { signedInCustomer } from "../cart/cart-test-support.js";
import { CartService } from "../cart/cart-service.js";
import { OrderHistoryList } from "@dukkan/occ/order";
import { JobRunner } from "../jobs/job-runner.js";
import { firstError, getOrder, orderHistory, orderOf } from "../orders/order-test-support.js";
import { OrderService } from "../orders/order-service.js";
import { PromotionEngine } from "../promotions/promotion-engine.js";
import { MastercardGateway } from "./mastercard-gateway.js";
import { PaymentDetailsService } from "./payment-details.js";
import { GatewayUnavailableError, type PaymentGateway } from "./payment-gateway.js";
import { PaymentReconciliation } from "./payment-reconciliation.js";
import { PaymentService, type PaymentContext } from "./payment-service.js";
import { customer } from "../occ/request-context.js";
import {
  authenticateNewCard,
  cardCart,
  CARDS,
  codeOf,
  createPaymentWorld,
  EXPIRY,
  gatewayPayments,
  ordersOfCart,
  processPayment,
  stockOf,
  type PaymentWorld,
} from "./payment-test-support.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };
const CONTEXT = { language: "en" as const, area: "AE-DU-MARINA" };

let w: PaymentWorld;
let gateway: MastercardGateway;
let orders: OrderService;
let carts: CartService;

beforeAll(async () => {
  w = await createPaymentWorld();
  gateway = new MastercardGateway(testConfig({ PAYMENT_GATEWAY_URL: w.gatewayUrl }).payment);
  carts = new CartService(w.db, () => TEST_NOW);
  orders = new OrderService({ db: w.db, carts, now: () => TEST_NOW });
});
afterAll(() => w.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** The payment service as the app builds it, over another gateway (one that loses answers). */
function paymentsOver(over: PaymentGateway): PaymentService {
  return new PaymentService({
    db: w.db,
    carts,
    orders,
    promotions: new PromotionEngine(w.db, () => TEST_NOW),
    gateway: over,
    details: new PaymentDetailsService(w.db, carts, over),
    config: testConfig().payment,
    logger: SILENT,
  });
}

/** The reconciliation job, run as if PAYMENT_RECONCILE_AFTER_SECONDS had passed. */
function reconciliation(): PaymentReconciliation {
  return new PaymentReconciliation({
    db: w.db,
    gateway,
    orders,
    olderThanMs: 15 * 60_000,
    logger: SILENT,
    now: () => new Date(Date.now() + 16 * 60_000),
  });
}

describe("an AUTHORIZE whose answer was lost", () => {
  it("is read back from the gateway instead of being sent again", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const code = await codeOf(w, alice, cartId);
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    // The gateway authorises, but the answer never reaches us.
    const losing: PaymentGateway = Object.assign(Object.create(gateway) as PaymentGateway, {
      authorize: async (...args: Parameters<PaymentGateway["authorize"]>) => {
        await gateway.authorize(...args);
        throw new GatewayUnavailableError("connection reset");
      },
    });
    const sent = vi.spyOn(losing, "authorize");

    const order = await paymentsOver(losing).process(await contextOf(alice), cartId, { ...body, cartId });

    expect(order.status).toBe("CREATED");
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await gatewayPayments(w, code)).toHaveLength(1);
  });
});

describe("an AUTHORIZE the acquirer never answered", () => {
  it("answers UNKNOWN and keeps the stock reserved until the reconciliation job settles it", async () => {
    const carol = await signedInCustomer(w, "Carol");
    const cartId = await cardCart(w, carol, 2);
    const code = await codeOf(w, carol, cartId);
    const stockBefore = await stockOf(w, CODES.cup);
    const body = await authenticateNewCard(w, carol, cartId, { ...CARDS.frictionless, ...EXPIRY.noReply });

    const unknown = await processPayment(w, carol, cartId, body);
    expect(firstError(unknown)).toMatchObject({ type: "PaymentError", reason: "UNKNOWN" });
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["PAYMENT_PENDING"]);
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore - 2);

    expect(await reconciliation().run()).toMatchObject({ cancelled: 1 });
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CANCELLED"]);
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore);
  });
});

describe("the reconciliation job", () => {
  it("confirms, exactly once, an order whose authorisation was approved but not committed", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const code = await codeOf(w, alice, cartId);
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    // The process stops between the gateway's approval and our commit.
    vi.spyOn(OrderService.prototype, "confirmPaidOrder").mockRejectedValueOnce(new Error("process killed"));
    const crashed = await processPayment(w, alice, cartId, body);
    expect(crashed.statusCode).toBe(500);
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["PAYMENT_PENDING"]);

    expect(await reconciliation().run()).toMatchObject({ confirmed: 1, cancelled: 0 });
    expect(await reconciliation().run()).toMatchObject({ confirmed: 0, cancelled: 0 });

    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CREATED"]);
    // The shopper's retry finds the order; the gateway was asked to AUTHORIZE once only.
    const retried = orderOf(await processPayment(w, alice, code, { ...body, cartId: code }));
    expect(retried.status).toBe("CREATED");
    expect(await gatewayPayments(w, code)).toHaveLength(1);
  });

  it("cancels an order the gateway never authorised and gives its stock back", async () => {
    const bob = await signedInCustomer(w, "Bob");
    const cartId = await cardCart(w, bob, 4);
    const code = await codeOf(w, bob, cartId);
    const stockBefore = await stockOf(w, CODES.cup);
    const body = await authenticateNewCard(w, bob, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    // The gateway cannot be reached at all when we AUTHORIZE.
    const unreachable: PaymentGateway = Object.assign(Object.create(gateway) as PaymentGateway, {
      authorize: async () => {
        throw new GatewayUnavailableError("connect ECONNREFUSED");
      },
      retrieveTransaction: async () => {
        throw new GatewayUnavailableError("connect ECONNREFUSED");
      },
    });

    const unknown = await paymentsOver(unreachable)
      .process(await contextOf(bob), cartId, { ...body, cartId })
      .catch((error: { statusCode: number; errors: { reason: string }[] }) => error);
    expect(unknown).toMatchObject({ statusCode: 400, errors: [{ type: "PaymentError", reason: "UNKNOWN" }] });
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore - 4);

    expect(await reconciliation().run()).toMatchObject({ cancelled: 1 });
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CANCELLED"]);
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore);
    expect(await gatewayPayments(w, code)).toEqual([]);
    // That attempt is over: paying again needs a new authentication.
    const replay = await processPayment(w, bob, cartId, body);
    expect(firstError(replay)).toMatchObject({ type: "PaymentError", reason: "UNKNOWN" });
    expect(await gatewayPayments(w, code)).toEqual([]);
  });
});

describe("a card order cut off by a crash after the charge", () => {
  /** A charged card order the crash left PAYMENT_PENDING (the process stopped before our commit). */
  async function crashAfterCharge(name: string) {
    const caller = await signedInCustomer(w, name);
    const cartId = await cardCart(w, caller);
    const code = await codeOf(w, caller, cartId);
    const body = await authenticateNewCard(w, caller, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    vi.spyOn(OrderService.prototype, "confirmPaidOrder").mockRejectedValueOnce(new Error("process killed"));
    expect((await processPayment(w, caller, cartId, body)).statusCode).toBe(500);
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["PAYMENT_PENDING"]);
    return { caller, code };
  }

  it("is confirmed by the job enqueued at start, without waiting for the periodic pass", async () => {
    const { code } = await crashAfterCharge("Dana");
    // Just now: too young for the periodic pass.
    const now = new PaymentReconciliation({ db: w.db, gateway, orders, olderThanMs: 15 * 60_000, logger: SILENT });
    expect(await now.run()).toMatchObject({ confirmed: 0, cancelled: 0 });

    const jobs = new JobRunner({ db: w.db, logger: SILENT });
    now.registerJobs(jobs);
    await now.enqueueAtStart(jobs);
    await jobs.runDueJobs();

    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CREATED"]);
    expect(await gatewayPayments(w, code)).toHaveLength(1);
  });

  it("is confirmed when its owner first reads their orders", async () => {
    const { caller, code } = await crashAfterCharge("Eman");

    const history = OrderHistoryList.parse((await orderHistory(w, caller)).json());

    expect(history.orders.map((order) => [order.code, order.status])).toEqual([[code, "CREATED"]]);
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CREATED"]);
    expect(orderOf(await getOrder(w, caller, code)).status).toBe("CREATED");
  });

  it("shows the customer a payment being confirmed while the gateway has no outcome yet", async () => {
    const fatima = await signedInCustomer(w, "Fatima");
    const cartId = await cardCart(w, fatima);
    const code = await codeOf(w, fatima, cartId);
    const body = await authenticateNewCard(w, fatima, cartId, { ...CARDS.frictionless, ...EXPIRY.noReply });
    expect(firstError(await processPayment(w, fatima, cartId, body))).toMatchObject({ reason: "UNKNOWN" });

    const history = OrderHistoryList.parse((await orderHistory(w, fatima)).json());
    expect(history.orders).toMatchObject([
      { code, status: "PAYMENT_PENDING", statusDisplay: "Payment being confirmed" },
    ]);
    const read = orderOf(await getOrder(w, fatima, code, "lang=ar"));
    expect(read).toMatchObject({ status: "PAYMENT_PENDING", statusDisplay: "جارٍ تأكيد الدفع" });
  });
});

/** The request context of a signed-in caller's payment call, as the payment routes build it. */
async function contextOf(caller: { token?: string }): Promise<PaymentContext> {
  const response = await w.app.inject({
    method: "GET",
    url: "/occ/v2/dukkan/users/current",
    headers: { authorization: `Bearer ${caller.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...CONTEXT, caller: customer((response.json() as { uid: string }).uid) };
}
