/**
 * The payment reconciliation job: card orders still PAYMENT_PENDING after PAYMENT_RECONCILE_AFTER_SECONDS lost
 * their authorisation's answer (a timeout, or the process stopped between the gateway's approval and our commit).
 * For each, the gateway order is read back (RETRIEVE, never a new AUTHORIZE): authorised (or, for orders from
 * before decision 0037, paid) → the order is confirmed (CREATED; the money is captured when it ships); otherwise →
 * it is cancelled and its stock given back. An authorisation the gateway still reports as PENDING is left for the
 * next run.
 *
 * A recurring job (decision 0024) runs it once a minute on one API process; confirm and cancel lock the order and
 * are idempotent, so a retry, or a payment/process call settling the same order at once, ends with the same single
 * outcome.
 *
 * Orders cut off by a crash need not wait that long: a job enqueued at every API start, and the owner's first
 * read of such an order, settle them at once — but only from a final answer of the gateway (authorised, or an
 * AUTHORIZE that failed). A gateway without an AUTHORIZE yet may still get one from a payment/process running
 * elsewhere, so such an order is left to the periodic pass and its age cutoff.
 */
import { and, asc, eq, inArray, lt, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import type { JobRunner } from "../jobs/job-runner.js";
import type { OrderService } from "../orders/order-service.js";
import { orderPayments, orders } from "../orders/orders.tables.js";
import { cartCode } from "../cart/cart-service.js";
import { attemptByGatewayOrder, AUTHORIZE_TRANSACTION, moveAttempt, PAY_TRANSACTION } from "./payment-attempts.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { approvedPayment } from "./payment-service.js";
import { cardResultReason } from "./payment-errors.js";

export const RECONCILIATION_INTERVAL_MS = 60_000;
const RECONCILIATION_JOB = "payment-reconciliation";
const RECONCILIATION_AT_START_JOB = "payment-reconciliation-at-start";
const BATCH = 100;

export interface ReconciliationResult {
  confirmed: number;
  cancelled: number;
  /** Left for a later run: the gateway could not be read, or its AUTHORIZE is still pending. */
  unresolved: number;
}

export interface PaymentReconciliationOptions {
  db: Database;
  gateway: PaymentGateway;
  orders: OrderService;
  /** Only orders reserved longer ago than this are settled (a live payment/process may still be running). */
  olderThanMs: number;
  logger: Pick<FastifyBaseLogger, "error" | "info">;
  now?: () => Date;
}

export class PaymentReconciliation {
  private running: Promise<ReconciliationResult> | undefined;

  constructor(private readonly options: PaymentReconciliationOptions) {}

  /** Settles every {@link RECONCILIATION_INTERVAL_MS}, and once at start (see {@link enqueueAtStart}). */
  registerJobs(jobs: Pick<JobRunner, "every" | "handle">): void {
    jobs.every(RECONCILIATION_JOB, RECONCILIATION_INTERVAL_MS, () => this.run());
    jobs.handle(RECONCILIATION_AT_START_JOB, () => this.settleFinal());
  }

  /** Enqueues the start's pass over orders a crash left pending (run by whichever process claims it). */
  async enqueueAtStart(jobs: Pick<JobRunner, "enqueue">): Promise<void> {
    await jobs.enqueue(this.options.db, RECONCILIATION_AT_START_JOB, {});
  }

  /**
   * Settles at once, whatever their age, the pending card orders (all, or these order ids) the gateway has a
   * final answer for; the others stay pending.
   */
  async settleFinal(orderIds?: readonly number[]): Promise<ReconciliationResult> {
    if (orderIds?.length === 0) return { confirmed: 0, cancelled: 0, unresolved: 0 };
    return this.pass(orderIds ? inArray(orders.id, [...orderIds]) : undefined, { finalOnly: true });
  }

  /** One pass; a call while a pass runs waits for it first. */
  async run(): Promise<ReconciliationResult> {
    const now = this.options.now?.() ?? new Date();
    return this.pass(lt(orders.createdAt, new Date(now.getTime() - this.options.olderThanMs)), { finalOnly: false });
  }

  /** One pass over the pending orders `which` selects; a pass waits for the one running first. */
  private async pass(which: SQL | undefined, mode: { finalOnly: boolean }): Promise<ReconciliationResult> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.settleAll(which, mode).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async settleAll(which: SQL | undefined, mode: { finalOnly: boolean }): Promise<ReconciliationResult> {
    const pending = await this.options.db
      .select({ id: orders.id, gatewayOrderId: orderPayments.gatewayOrderId })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(and(eq(orders.status, "PAYMENT_PENDING"), which))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    const result: ReconciliationResult = { confirmed: 0, cancelled: 0, unresolved: 0 };
    for (const order of pending) {
      const outcome = await this.settle(cartCode(order.id), order.gatewayOrderId, mode).catch((error: unknown) => {
        this.options.logger.error({ err: error, gatewayOrderId: order.gatewayOrderId }, "payment not reconciled");
        return "unresolved" as const;
      });
      result[outcome]++;
    }
    if (pending.length > 0) this.options.logger.info({ ...result }, "card payments reconciled");
    return result;
  }

  private async settle(
    orderCode: string,
    gatewayOrderId: string,
    mode: { finalOnly: boolean },
  ): Promise<keyof ReconciliationResult> {
    const { gateway, orders: orderService, db } = this.options;
    const gatewayOrder = await gateway.retrieveOrder(gatewayOrderId);
    const attempt = await attemptByGatewayOrder(db, gatewayOrderId);
    const approved = approvedPayment(gatewayOrder);
    if (approved) {
      await orderService.confirmPaidOrder(orderCode, { gatewayOrderId, ...approved });
      if (attempt)
        await moveAttempt(db, attempt.id, ["AUTHENTICATING", "PAYING"], { status: "PAID", payResult: "APPROVED" });
      return "confirmed";
    }
    const pay = gatewayOrder?.transactions.find(
      (transaction) => transaction.id === AUTHORIZE_TRANSACTION || transaction.id === PAY_TRANSACTION,
    );
    // Still being processed by the acquirer: ask again next run. Anything else this old was not captured.
    if (pay?.result === "PENDING") return "unresolved";
    // No AUTHORIZE at the gateway yet, or one of unknown outcome: only the periodic pass, past its cutoff, concludes.
    if (mode.finalOnly && (!pay || pay.result === "UNKNOWN")) return "unresolved";
    const reason = pay ? cardResultReason(pay.gatewayCode) : "UNKNOWN";
    await orderService.cancelPendingOrder(orderCode, `payment not captured (${reason})`);
    if (attempt) {
      await moveAttempt(db, attempt.id, ["AUTHENTICATING", "PAYING"], {
        status: "FAILED",
        failureReason: reason,
        payResult: pay?.gatewayCode ?? null,
      });
    }
    return "cancelled";
  }
}
