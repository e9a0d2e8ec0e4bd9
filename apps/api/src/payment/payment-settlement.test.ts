/**
 * Authorise at order, capture at shipping, void or refund on cancellation (decision 0037), against the real
 * payment sandbox: what the gateway holds, what the order's payment and ledger record, and what a customer is told.
 * The cancellation rows and the lowered order total are written here as the amendments feature writes them. Also
 * what customers (refunds on the order) and staff (the ledger, retrying a declined capture) see of it.
 */
import { createServer, type Server } from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { auditLog } from "../staff/staff.tables.js";
import { signedInCustomer } from "../cart/cart-test-support.js";
import { JobRunner } from "../jobs/job-runner.js";
import { jobs as jobsTable } from "../jobs/jobs.tables.js";
import { orderOf } from "../orders/order-test-support.js";
import { orderCancellations, orderEvents, orderPayments, orders } from "../orders/orders.tables.js";
import { MastercardGateway } from "./mastercard-gateway.js";
import { GatewayRejectedError } from "./payment-gateway.js";
import { PaymentSettlement, enqueueCapture, enqueuePaymentCancel } from "./payment-settlement.js";
import {
  authenticateNewCard,
  cardCart,
  CARDS,
  codeOf,
  createPaymentWorld,
  EXPIRY,
  gatewayOrder,
  processPayment,
  type PaymentWorld,
} from "./payment-test-support.js";
import { paymentTransactions } from "./payment.tables.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };
const DAY_MS = 24 * 60 * 60 * 1000;

let w: PaymentWorld;
/** The sandbox's clock: moved forward to let an authorisation expire. */
let gatewayNow = Date.now();
/** The job runner's clock: moved forward past a retry's backoff. */
let jobsNow = Date.now();
let proxy: GatewayProxy;
let jobs: JobRunner;

beforeAll(async () => {
  w = await createPaymentWorld({ sandbox: { now: () => new Date(gatewayNow) }, backgroundJobs: false });
  proxy = await gatewayProxy(w.gatewayUrl);
  // The settlement jobs reach the gateway through a proxy the tests can cut.
  const gateway = new MastercardGateway(testConfig({ PAYMENT_GATEWAY_URL: proxy.url }).payment);
  jobs = new JobRunner({ db: w.db, logger: SILENT, now: () => new Date(jobsNow), retryBaseMs: 1000 });
  new PaymentSettlement({ db: w.db, gateway, jobs, logger: SILENT }).registerJobs(jobs);
});
afterAll(async () => {
  await proxy?.close();
  await w?.close();
});

/** A card order placed by a new customer: 2 cups delivered to Dubai Marina, authorised on a frictionless card. */
async function placeCardOrder(name: string) {
  const customer = await signedInCustomer(w, name);
  const cartId = await cardCart(w, customer, 2);
  const cartCode = await codeOf(w, customer, cartId);
  const body = await authenticateNewCard(w, customer, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
  const order = orderOf(await processPayment(w, customer, cartId, body));
  return {
    customer,
    order,
    orderId: Number(order.code),
    totalFils: Math.round(order.totalPrice!.value * 100),
    gatewayOrderId: `${cartCode}-1`,
  };
}

async function paymentOf(orderId: number) {
  const [payment] = await w.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return payment!;
}

async function ledger(orderId: number) {
  const rows = await w.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentTransactions.id);
  return rows.map(({ type, transactionId, amountFils, result }) => ({ type, transactionId, amountFils, result }));
}

async function eventsOf(orderId: number) {
  return w.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

/** What the gateway holds of the order, in fils. */
async function gatewayMoney(gatewayOrderId: string) {
  const held = await gatewayOrder(w, gatewayOrderId);
  return {
    status: held?.status,
    authorized: Math.round((held?.totalAuthorizedAmount ?? 0) * 100),
    captured: Math.round((held?.totalCapturedAmount ?? 0) * 100),
    refunded: Math.round((held?.totalRefundedAmount ?? 0) * 100),
    types: (held?.transaction ?? []).map((txn) => txn.transaction.type),
  };
}

async function capture(orderId: number) {
  await enqueueCapture(jobs, w.db, orderId);
  await runJobs();
}

/** Runs what is due, then moves the jobs' clock past any retry's backoff. */
async function runJobs() {
  await jobs.runDueJobs();
  jobsNow += 60_000;
}

/** A cancellation as the amendments feature records it: the row, the order's new total or CANCELLING, the job. */
async function cancel(
  orderId: number,
  cancellation: { complete: boolean; amountFils: number },
  settle: "now" | "later" = "now",
) {
  const [row] = await w.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const count = await tx.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId));
    const inserted = await tx
      .insert(orderCancellations)
      .values({
        orderId,
        code: `${String(orderId).padStart(8, "0")}-C${count.length + 1}`,
        complete: cancellation.complete,
        entries: [{ entryNumber: 0, quantity: 1, amountFils: cancellation.amountFils }],
        amountFils: cancellation.amountFils,
        taxFils: Math.round(cancellation.amountFils / 21),
        actorType: "customer",
      })
      .returning();
    await tx
      .update(orders)
      .set(
        cancellation.complete
          ? { status: "CANCELLING" }
          : { totalPriceFils: order!.totalPriceFils - cancellation.amountFils },
      )
      .where(eq(orders.id, orderId));
    if (settle === "now") await enqueuePaymentCancel(jobs, tx, orderId, inserted[0]!.id);
    return inserted;
  });
  if (settle === "now") await runJobs();
  return row!;
}

describe("a card order", () => {
  it("is placed with its total authorised at the gateway and nothing captured", async () => {
    const { order, orderId, totalFils, gatewayOrderId } = await placeCardOrder("Amal");

    expect(order.status).toBe("CREATED");
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({
      status: "AUTHORIZED",
      authorized: totalFils,
      captured: 0,
      types: ["AUTHENTICATION", "AUTHORIZATION"],
    });
    expect(await paymentOf(orderId)).toMatchObject({
      status: "AUTHORIZED",
      authorizedFils: totalFils,
      capturedFils: 0,
      refundedFils: 0,
    });
    expect(await ledger(orderId)).toEqual([
      { type: "AUTHORIZE", transactionId: "authorize-1", amountFils: totalFils, result: "SUCCESS" },
    ]);
  });
});

describe("payment.capture", () => {
  it("captures exactly the order's total, once however often it runs", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Badr");

    await capture(orderId);
    await capture(orderId);

    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({
      status: "CAPTURED",
      captured: totalFils,
      types: ["AUTHENTICATION", "AUTHORIZATION", "CAPTURE"],
    });
    expect(await paymentOf(orderId)).toMatchObject({ status: "CAPTURED", capturedFils: totalFils });
    expect((await ledger(orderId)).filter((row) => row.type === "CAPTURE")).toEqual([
      { type: "CAPTURE", transactionId: "capture-1", amountFils: totalFils, result: "SUCCESS" },
    ]);
    expect((await eventsOf(orderId)).filter((event) => event.kind === "PAYMENT_CAPTURED")).toMatchObject([
      { actorType: "job", actorId: "payment.capture", details: { amountFils: totalFils } },
    ]);
  });

  it("is retried after a gateway outage and a lost answer, and captures once", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Huda");

    proxy.mode = "down";
    await capture(orderId);
    expect(await captureJob(orderId)).toMatchObject({ status: "pending", attempts: 1 });
    expect(await paymentOf(orderId)).toMatchObject({ status: "AUTHORIZED", capturedFils: 0 });
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "AUTHORIZED", captured: 0 });

    // The gateway is back, but its answer to the capture is lost on the way: captured there, not recorded here.
    proxy.mode = "lose-answer";
    await runJobs();
    expect(await captureJob(orderId)).toMatchObject({ status: "pending", attempts: 2 });
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "CAPTURED", captured: totalFils });
    expect(await paymentOf(orderId)).toMatchObject({ status: "AUTHORIZED", capturedFils: 0 });

    proxy.mode = "pass";
    await runJobs();
    expect(await captureJob(orderId)).toMatchObject({ status: "done", attempts: 3 });
    expect(await paymentOf(orderId)).toMatchObject({ status: "CAPTURED", capturedFils: totalFils });
    expect((await gatewayMoney(gatewayOrderId)).types.filter((type) => type === "CAPTURE")).toHaveLength(1);
    expect((await ledger(orderId)).filter((row) => row.type === "CAPTURE")).toHaveLength(1);
  });

  it("records a declined capture of an expired authorisation for staff, and stops", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Idris");
    gatewayNow += 8 * DAY_MS;
    try {
      await capture(orderId);
    } finally {
      gatewayNow -= 8 * DAY_MS;
    }

    expect(await captureJob(orderId)).toMatchObject({ status: "done" });
    expect(await paymentOf(orderId)).toMatchObject({ status: "CAPTURE_FAILED", capturedFils: 0 });
    expect(await ledger(orderId)).toContainEqual({
      type: "CAPTURE",
      transactionId: "capture-1",
      amountFils: totalFils,
      result: "FAILURE",
    });
    expect((await eventsOf(orderId)).map((event) => event.kind)).toContain("PAYMENT_CAPTURE_FAILED");
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "AUTHORIZED", captured: 0 });
  });
});

describe("payment.cancel", () => {
  it("voids the authorisation of a complete cancellation before capture, and the order is CANCELLED", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Jamal");

    await cancel(orderId, { complete: true, amountFils: totalFils });

    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "CANCELLED", authorized: 0, captured: 0 });
    expect(await paymentOf(orderId)).toMatchObject({ status: "VOIDED", authorizedFils: 0, capturedFils: 0 });
    const [order] = await w.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("CANCELLED");
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      fromStatus: "CANCELLING",
      toStatus: "CANCELLED",
      actorType: "job",
      actorId: "payment.cancel",
    });
    // Nothing was charged, so nothing is announced as refunded.
    expect(await notifications(orderId)).toEqual([]);
  });

  it("leaves less to capture after a partial cancellation before shipping, to the fil", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Karim");

    await cancel(orderId, { complete: false, amountFils: 1234 });
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "AUTHORIZED", authorized: totalFils });
    expect((await eventsOf(orderId)).map((event) => event.kind)).toContain("PAYMENT_AMOUNT_LOWERED");
    await capture(orderId);

    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({
      status: "PARTIALLY_CAPTURED",
      authorized: totalFils,
      captured: totalFils - 1234,
      refunded: 0,
    });
    expect(await paymentOf(orderId)).toMatchObject({ status: "CAPTURED", capturedFils: totalFils - 1234 });
    expect(await notifications(orderId)).toEqual([]);
  });

  it("refunds a partial cancellation after capture, to the fil, and tells the customer", async () => {
    const { customer, order, orderId, totalFils, gatewayOrderId } = await placeCardOrder("Lina");
    await capture(orderId);
    expect((await customerOrder(customer.token!, order.code)).refunds).toEqual([]);

    const cancellation = await cancel(orderId, { complete: false, amountFils: 1001 });

    // The customer's order lists the refund (amount and date); staff see it in the payment's ledger.
    const [refund] = await w.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.type, "REFUND")));
    expect((await customerOrder(customer.token!, order.code)).refunds).toEqual([
      { amount: expect.objectContaining({ value: 10.01, currencyIso: "AED" }), date: refund!.at.toISOString() },
    ]);
    expect((await staffOrder(order.code)).payment).toMatchObject({
      status: "PARTIALLY_REFUNDED",
      capturedFils: totalFils,
      refundedFils: 1001,
      transactions: [
        { type: "AUTHORIZE", amountFils: totalFils, result: "SUCCESS" },
        { type: "CAPTURE", transactionId: "capture-1", amountFils: totalFils, result: "SUCCESS" },
        { type: "REFUND", transactionId: `refund-${cancellation.id}`, amountFils: 1001, result: "SUCCESS" },
      ],
    });

    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({
      status: "PARTIALLY_REFUNDED",
      captured: totalFils,
      refunded: 1001,
    });
    expect(await paymentOf(orderId)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedFils: 1001 });
    expect(await ledger(orderId)).toContainEqual({
      type: "REFUND",
      transactionId: `refund-${cancellation.id}`,
      amountFils: 1001,
      result: "SUCCESS",
    });
    expect(await notifications(orderId)).toEqual([
      { orderId, event: "refunded", cancellationId: cancellation.id, amountFils: 1001 },
    ]);
    expect((await eventsOf(orderId)).filter((event) => event.kind === "REFUND")).toMatchObject([
      { actorId: "payment.cancel", details: { amountFils: 1001, cancellationCode: cancellation.code } },
    ]);
    // The same cancellation's job again (its key freed) refunds nothing more.
    await w.db.delete(jobsTable).where(eq(jobsTable.key, `payment.cancel:${cancellation.id}`));
    await enqueuePaymentCancel(jobs, w.db, orderId, cancellation.id);
    await runJobs();
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ refunded: 1001 });
  });

  it("refunds nothing when the capture already took the lower total (the two jobs crossed)", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Nour");
    const cancellation = await cancel(orderId, { complete: false, amountFils: 2500 }, "later");
    await capture(orderId);

    await enqueuePaymentCancel(jobs, w.db, orderId, cancellation.id);
    await runJobs();

    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ captured: totalFils - 2500, refunded: 0 });
    expect(await paymentOf(orderId)).toMatchObject({ status: "CAPTURED", refundedFils: 0 });
    expect(await notifications(orderId)).toEqual([]);
  });

  it("finds a refund above what was captured refused by the gateway, with nothing refunded", async () => {
    const { orderId, totalFils, gatewayOrderId } = await placeCardOrder("Maha");
    await capture(orderId);
    const gateway = new MastercardGateway(testConfig({ PAYMENT_GATEWAY_URL: w.gatewayUrl }).payment);

    const refused = await gateway
      .refund(gatewayOrderId, "refund-too-much", { amountFils: totalFils + 1, currency: "AED" })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(GatewayRejectedError);
    expect(refused).toMatchObject({ status: 400, errorCause: "INVALID_REQUEST" });
    expect((refused as GatewayRejectedError).explanation).toMatch(/exceeds the captured amount/);
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "CAPTURED", refunded: 0 });
  });
});

describe("POST /admin/v1/orders/{code}/payment/retry-capture", () => {
  const retry = (code: string, headers: Record<string, string>) =>
    w.app.inject({ method: "POST", url: `/admin/v1/orders/${code}/payment/retry-capture`, headers });

  it("queues the declined capture again for owner and fulfilment staff, audited, and the job captures", async () => {
    const { order, orderId, totalFils, gatewayOrderId } = await placeCardOrder("Rami");
    gatewayNow += 8 * DAY_MS;
    try {
      await capture(orderId);
    } finally {
      gatewayNow -= 8 * DAY_MS;
    }
    expect((await staffOrder(order.code)).payment).toMatchObject({
      status: "CAPTURE_FAILED",
      transactions: [{ type: "AUTHORIZE" }, { type: "CAPTURE", transactionId: "capture-1", result: "FAILURE" }],
    });
    const fulfilment = await staffAuthHeader(w, "fulfilment");

    const first = await retry(order.code, fulfilment);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().payment).toMatchObject({ status: "CAPTURE_FAILED" });
    // A second click before the job ran queues nothing more.
    expect((await retry(order.code, await staffAuthHeader(w, "owner"))).statusCode).toBe(202);
    const queued = (await w.db.select().from(jobsTable).where(eq(jobsTable.kind, "payment.capture"))).filter(
      (row) => (row.payload as { orderId: number }).orderId === orderId && row.status !== "done",
    );
    expect(queued).toHaveLength(1);
    await runJobs();

    expect(await paymentOf(orderId)).toMatchObject({ status: "CAPTURED", capturedFils: totalFils });
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "CAPTURED", captured: totalFils });
    expect((await staffOrder(order.code)).payment.transactions.at(-1)).toMatchObject({
      type: "CAPTURE",
      transactionId: "capture-2",
      amountFils: totalFils,
      result: "SUCCESS",
    });
    const audit = await w.db.select().from(auditLog).where(eq(auditLog.targetId, order.code));
    expect(audit.map((row) => [row.action, row.role])).toEqual([
      ["payment.retry-capture", "fulfilment"],
      ["payment.retry-capture", "owner"],
    ]);
  });

  it("refuses a payment that is not CAPTURE_FAILED (400 naming its state), other roles and unknown orders", async () => {
    const { order, orderId } = await placeCardOrder("Salim");
    const owner = await staffAuthHeader(w, "owner");
    const refused = await retry(order.code, owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ type: "IllegalStateError", subject: order.code });
    expect(refused.json().errors[0].message).toContain("is AUTHORIZED");
    expect((await retry(order.code, await staffAuthHeader(w, "support"))).statusCode).toBe(403);
    expect((await retry(order.code, {})).statusCode).toBe(401);
    expect((await retry("99999999", owner)).json().errors[0].type).toBe("UnknownIdentifierError");
    expect(await captureJob(orderId)).toBeUndefined();
    expect(await w.db.select().from(auditLog).where(eq(auditLog.targetId, order.code))).toEqual([]);
  });
});

/** The order as its customer reads it (OCC). */
async function customerOrder(token: string, code: string) {
  const response = await w.app.inject({ url: `${OCC}/users/current/orders/${code}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { refunds?: unknown[] };
}

/** The order as staff read it (GET /admin/v1/orders/{code}). */
async function staffOrder(code: string) {
  const response = await w.app.inject({
    url: `/admin/v1/orders/${code}`,
    headers: await staffAuthHeader(w, "fulfilment"),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { payment: { transactions: unknown[] } & Record<string, unknown> };
}

async function captureJob(orderId: number) {
  const rows = await w.db.select().from(jobsTable).where(eq(jobsTable.kind, "payment.capture"));
  return rows.filter((row) => (row.payload as { orderId: number }).orderId === orderId).at(-1);
}

/** The `order.notify` jobs enqueued for the order (the documents feature sends them). */
async function notifications(orderId: number) {
  const rows = await w.db.select().from(jobsTable).where(eq(jobsTable.kind, "order.notify"));
  return rows.map((row) => row.payload).filter((payload) => (payload as { orderId: number }).orderId === orderId);
}

interface GatewayProxy {
  url: string;
  /** pass: forward; down: refuse every call; lose-answer: forward operations (PUT), then drop their answer. */
  mode: "pass" | "down" | "lose-answer";
  close(): Promise<void>;
}

/** A network between the API and the gateway that the tests can cut. */
async function gatewayProxy(target: string): Promise<GatewayProxy> {
  const state: GatewayProxy = { url: "", mode: "pass", close: async () => {} };
  const server: Server = createServer((request, response) => {
    if (state.mode === "down") {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers: Record<string, string> = {};
      for (const name of ["authorization", "content-type", "accept"]) {
        const value = request.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      fetch(`${target}${request.url}`, { method: request.method, headers, body })
        .then(async (answer) => {
          const text = await answer.text();
          if (state.mode === "lose-answer" && request.method === "PUT") {
            request.socket.destroy();
            return;
          }
          response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
          response.end(text);
        })
        .catch(() => request.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
