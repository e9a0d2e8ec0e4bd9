/**
 * Settling a card order's authorisation after it was placed (decision 0037), as two jobs on the job runner:
 *
 * - `payment.capture {orderId}` (enqueued when a consignment ships or is handed over): CAPTURE `capture-{n}` of
 *   the order's outstanding amount, its current total minus what was captured — so a partial cancellation before
 *   shipping simply leaves less to capture. A declined capture (the authorisation expired) is recorded, the
 *   payment becomes CAPTURE_FAILED and the order gets a PAYMENT_CAPTURE_FAILED event for staff; the job ends
 *   (staff may enqueue it again: POST /admin/v1/orders/{code}/payment/retry-capture).
 * - `payment.cancel {orderId, cancellationId}` (enqueued with a cancellation of a card order): nothing captured
 *   yet → VOID `void-1` of the authorisation when the whole order is cancelled, else the lower total is what will
 *   be captured (an event says so); something captured → REFUND `refund-{cancellationId}` of the money held beyond
 *   what the order now costs (at most the cancellation's amount). A complete cancellation then moves the order
 *   CANCELLING → CANCELLED; money that went back to the card is announced with `order.notify` `refunded`.
 *
 * Every gateway call uses a deterministic transaction id and is read back before it is sent: a run whose answer
 * was lost (gateway unreachable, 5xx, process stopped) throws, the runner retries with backoff, and the retry
 * finds and records what the gateway did instead of doing it twice. Nothing is written until the gateway answered;
 * the ledger row, the totals and the order's consequences are then written in one transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { CURRENCY } from "@dukkan/occ";
import type { OrderStatus } from "@dukkan/occ/order";
import { cartCode, type Executor } from "../cart/cart-service.js";
import type { Database } from "../db/client.js";
import { enqueueOrderNotification } from "../order-notifications/order-notifier.js";
import type { JobExecutor, JobQueue, JobRunner } from "../jobs/job-runner.js";
import { assertOrderTransition } from "../orders/lifecycle/order-state-machine.js";
import { recordOrderEvent, type OrderActor } from "../orders/lifecycle/order-events.js";
import { orderCancellations, orderEvents, orders } from "../orders/orders.tables.js";
import { GatewayRejectedError, type GatewayTransaction, type PaymentGateway } from "./payment-gateway.js";
import {
  entryOf,
  ledgerOf,
  paymentOfOrder,
  record,
  recorded,
  type LedgerEntry,
  type OrderPayment,
} from "./payment-ledger.js";

export const CAPTURE_JOB = "payment.capture";
export const PAYMENT_CANCEL_JOB = "payment.cancel";
/** Handled by the documents feature: an e-mail (and SMS) to the customer. */
const VOID_TRANSACTION = "void-1";

export interface CapturePayload {
  orderId: number;
}
export interface PaymentCancelPayload {
  orderId: number;
  cancellationId: number;
}

/**
 * Enqueues the capture of a card order's outstanding amount, in the transaction that shipped (or handed over) one
 * of its consignments, or that staff asked to retry a declined capture: once per occasion (a consignment code,
 * `retry-{declined transaction}`).
 */
export async function enqueueCapture(
  jobs: Pick<JobQueue, "enqueue">,
  tx: JobExecutor,
  orderId: number,
  occasion?: string,
) {
  await jobs.enqueue(tx, CAPTURE_JOB, { orderId } satisfies CapturePayload, {
    ...(occasion ? { key: `${CAPTURE_JOB}:${orderId}:${occasion}` } : {}),
  });
}

/** Enqueues the void / refund of a card order's cancellation, in the transaction that recorded it. */
export async function enqueuePaymentCancel(
  jobs: Pick<JobQueue, "enqueue">,
  tx: JobExecutor,
  orderId: number,
  cancellationId: number,
) {
  await jobs.enqueue(tx, PAYMENT_CANCEL_JOB, { orderId, cancellationId } satisfies PaymentCancelPayload, {
    key: `${PAYMENT_CANCEL_JOB}:${cancellationId}`,
  });
}

export interface PaymentSettlementOptions {
  db: Database;
  gateway: PaymentGateway;
  /** Where `order.notify` is enqueued. */
  jobs: Pick<JobQueue, "enqueue" | "wake">;
  logger: Pick<FastifyBaseLogger, "warn" | "info">;
}

/** An operation the gateway answered; null when it refused outright (4xx: nothing happened). */
type Answer = GatewayTransaction | { refused: GatewayRejectedError };

export class PaymentSettlement {
  private readonly db: Database;
  private readonly gateway: PaymentGateway;

  constructor(private readonly options: PaymentSettlementOptions) {
    this.db = options.db;
    this.gateway = options.gateway;
  }

  registerJobs(jobs: Pick<JobRunner, "handle">): void {
    jobs.handle<CapturePayload>(CAPTURE_JOB, ({ orderId }) => this.capture(orderId));
    jobs.handle<PaymentCancelPayload>(PAYMENT_CANCEL_JOB, ({ orderId, cancellationId }) =>
      this.cancel(orderId, cancellationId),
    );
  }

  /** Captures what the order still owes; answers the payment as recorded (undefined: not a card order). */
  async capture(orderId: number): Promise<OrderPayment | undefined> {
    const payment = await paymentOfOrder(this.db, orderId);
    // CAPTURE_FAILED: staff asked for the declined capture again (staff-payment-routes.ts).
    if (!payment || !["AUTHORIZED", "CAPTURED", "CAPTURE_FAILED"].includes(payment.status)) return payment;
    const order = await this.orderOf(orderId);
    if (order.status === "CANCELLING" || order.status === "CANCELLED") return payment;
    const captures = (await ledgerOf(this.db, orderId)).filter((row) => row.type === "CAPTURE");
    const transactionId = `capture-${captures.length + 1}`;
    // The card's part only: what loyalty points pay of the order is never taken from the card (decision 0065).
    const outstanding = order.totalPriceFils - order.loyaltyPaidFils - payment.capturedFils;
    const answer = await this.readBackOrSend(payment, transactionId, outstanding > 0, () =>
      this.gateway.capture(payment.gatewayOrderId, transactionId, {
        amountFils: outstanding,
        currency: CURRENCY,
        reference: cartCode(orderId),
      }),
    );
    if (!answer) return payment;
    return this.db.transaction(async (tx) => {
      const entry = answerEntry("CAPTURE", transactionId, answer, outstanding);
      const { payment: updated, inserted } = await record(tx, payment, entry);
      if (inserted) {
        const captured = entry.result === "SUCCESS";
        await recordOrderEvent(tx, {
          orderId,
          kind: captured ? "PAYMENT_CAPTURED" : "PAYMENT_CAPTURE_FAILED",
          actor: { type: "job", id: CAPTURE_JOB },
          details: {
            transactionId,
            amountFils: entry.amountFils,
            gatewayCode: entry.gatewayCode,
            result: entry.result,
          },
        });
      }
      return updated;
    });
  }

  /** Voids, lowers or refunds for one cancellation, then completes a complete cancellation. */
  async cancel(orderId: number, cancellationId: number): Promise<OrderPayment | undefined> {
    const [cancellation] = await this.db
      .select()
      .from(orderCancellations)
      .where(and(eq(orderCancellations.id, cancellationId), eq(orderCancellations.orderId, orderId)));
    if (!cancellation) throw new Error(`No cancellation ${cancellationId} of order ${orderId}`);
    const payment = await paymentOfOrder(this.db, orderId);
    const order = await this.orderOf(orderId);
    const step = payment
      ? this.stepFor(payment, order.totalPriceFils - order.loyaltyPaidFils, cancellation)
      : { kind: "none" as const };
    const operationId =
      step.kind === "void" ? VOID_TRANSACTION : step.kind === "refund" ? step.transactionId : undefined;
    // A run after this operation was recorded (e.g. its state change failed) settles as the ledger says.
    const earlier = payment && operationId ? await recorded(this.db, payment, operationId) : undefined;
    let answer: Answer | null = null;
    if (payment && step.kind === "void") {
      answer = await this.readBackOrSend(payment, VOID_TRANSACTION, true, () =>
        this.gateway.voidTransaction(payment.gatewayOrderId, VOID_TRANSACTION, payment.transactionId ?? ""),
      );
    } else if (payment && step.kind === "refund") {
      answer = await this.readBackOrSend(payment, step.transactionId, true, () =>
        this.gateway.refund(payment.gatewayOrderId, step.transactionId, {
          amountFils: step.amountFils,
          currency: CURRENCY,
          reference: cancellation.code,
        }),
      );
    }
    const actor: OrderActor = { type: "job", id: PAYMENT_CANCEL_JOB };
    const result = await this.db.transaction(async (tx) => {
      let updated = payment;
      let settled = earlier ? earlier.result === "SUCCESS" : true;
      let refundedFils = 0;
      if (payment && answer && (step.kind === "void" || step.kind === "refund")) {
        const type = step.kind === "void" ? "VOID" : "REFUND";
        const entry = answerEntry(
          type,
          step.kind === "void" ? VOID_TRANSACTION : step.transactionId,
          answer,
          step.amountFils,
          cancellationId,
        );
        const recorded = await record(tx, payment, entry);
        updated = recorded.payment;
        settled = entry.result === "SUCCESS";
        if (settled && type === "REFUND") refundedFils = entry.amountFils;
        if (recorded.inserted) {
          // REFUND is the history's name for money given back (order-events.ts); a void only releases a hold.
          const kind = settled ? (type === "REFUND" ? "REFUND" : "PAYMENT_VOIDED") : `PAYMENT_${type}_FAILED`;
          await recordOrderEvent(tx, {
            orderId,
            kind,
            actor,
            details: {
              cancellationCode: cancellation.code,
              transactionId: entry.transactionId,
              amountFils: entry.amountFils,
              gatewayCode: entry.gatewayCode,
            },
          });
        }
      } else if (step.kind === "lower") {
        await this.recordLowerAmount(tx, orderId, cancellation, order.totalPriceFils - order.loyaltyPaidFils, actor);
      }
      if (settled && cancellation.complete) await this.completeCancellation(tx, orderId, actor);
      if (refundedFils > 0) {
        await enqueueOrderNotification(this.options.jobs, tx, {
          orderId,
          event: "refunded",
          cancellationId,
          amountFils: refundedFils,
        });
      }
      return { updated, notify: refundedFils > 0 };
    });
    if (result.notify) this.options.jobs.wake();
    return result.updated;
  }

  /**
   * Gives money back to the card outside a cancellation (a received return, decision 0052): REFUND
   * `transactionId` of `amountFils`, read back before it is sent like every settlement call. The ledger row, its
   * order event and the caller's consequences (`inTransaction`, told whether the gateway refunded) are written in
   * one transaction; a run after the refund was recorded only replays the consequences. Answers whether the money
   * went back.
   */
  async refund(
    request: {
      orderId: number;
      transactionId: string;
      amountFils: number;
      reference: string;
      details?: Record<string, unknown>;
    },
    inTransaction: (tx: Database, refunded: boolean) => Promise<void>,
  ): Promise<boolean> {
    const payment = await paymentOfOrder(this.db, request.orderId);
    if (!payment) throw new Error(`Order ${request.orderId} has no card payment to refund`);
    const earlier = await recorded(this.db, payment, request.transactionId);
    const answer = await this.readBackOrSend(payment, request.transactionId, true, () =>
      this.gateway.refund(payment.gatewayOrderId, request.transactionId, {
        amountFils: request.amountFils,
        currency: CURRENCY,
        reference: request.reference,
      }),
    );
    return this.db.transaction(async (tx) => {
      let refunded = earlier?.result === "SUCCESS";
      if (answer) {
        const entry = answerEntry("REFUND", request.transactionId, answer, request.amountFils);
        const outcome = await record(tx, payment, entry);
        refunded = entry.result === "SUCCESS";
        if (outcome.inserted) {
          await recordOrderEvent(tx, {
            orderId: request.orderId,
            kind: refunded ? "REFUND" : "PAYMENT_REFUND_FAILED",
            actor: { type: "job", id: "payment.refund" },
            details: {
              ...request.details,
              transactionId: entry.transactionId,
              amountFils: entry.amountFils,
              gatewayCode: entry.gatewayCode,
            },
          });
        }
      }
      await inTransaction(tx as unknown as Database, refunded);
      return refunded;
    });
  }

  /**
   * What a cancellation asks of the payment. Refunds give back the money held beyond what the card now owes
   * (`cardDueFils`: the order's total less the part its points pay; nothing when the capture already took the
   * lower amount), capped by the card's part of the cancellation (its amount less what went back as points) so
   * that two cancellations settled in either order each refund their own part; a complete cancellation gives back
   * all.
   */
  private stepFor(
    payment: OrderPayment,
    cardDueFils: number,
    cancellation: typeof orderCancellations.$inferSelect,
  ):
    | { kind: "none" }
    | { kind: "lower" }
    | { kind: "void"; amountFils: number }
    | { kind: "refund"; transactionId: string; amountFils: number } {
    if (payment.capturedFils === 0) {
      if (payment.status === "VOIDED" || payment.authorizedFils === 0) return { kind: "none" };
      return cancellation.complete ? { kind: "void", amountFils: payment.authorizedFils } : { kind: "lower" };
    }
    const held = payment.capturedFils - payment.refundedFils;
    const amountFils = cancellation.complete
      ? held
      : Math.min(cancellation.amountFils - cancellation.loyaltyFils, held - Math.max(cardDueFils, 0));
    return amountFils > 0
      ? { kind: "refund", transactionId: `refund-${cancellation.id}`, amountFils }
      : { kind: "none" };
  }

  /**
   * The gateway's answer for one of our transaction ids: the ledger's when recorded (null: nothing to do), else
   * the gateway's own record when it holds the id (an earlier run's answer was lost), else the call itself when
   * `send`. Unreachable gateway or lost answer: throws, the job retries and reads back first.
   */
  private async readBackOrSend(
    payment: OrderPayment,
    transactionId: string,
    send: boolean,
    call: () => Promise<GatewayTransaction>,
  ): Promise<Answer | null> {
    if (await recorded(this.db, payment, transactionId)) return null;
    const held = await this.gateway.retrieveTransaction(payment.gatewayOrderId, transactionId);
    if (held) return held;
    if (!send) return null;
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayRejectedError) {
        this.options.logger.warn(
          { err: error, gatewayOrderId: payment.gatewayOrderId, transactionId },
          "gateway refused",
        );
        return { refused: error };
      }
      throw error;
    }
  }

  private async recordLowerAmount(
    tx: Executor,
    orderId: number,
    cancellation: typeof orderCancellations.$inferSelect,
    toCaptureFils: number,
    actor: OrderActor,
  ): Promise<void> {
    const [already] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.kind, "PAYMENT_AMOUNT_LOWERED"),
          sql`${orderEvents.details}->>'cancellationCode' = ${cancellation.code}`,
        ),
      );
    if (already) return;
    await recordOrderEvent(tx, {
      orderId,
      kind: "PAYMENT_AMOUNT_LOWERED",
      actor,
      details: { cancellationCode: cancellation.code, amountFils: cancellation.amountFils, toCaptureFils },
    });
  }

  /** CANCELLING → CANCELLED (the state machine decides); an order already CANCELLED is left as it is. */
  private async completeCancellation(tx: Executor, orderId: number, actor: OrderActor): Promise<void> {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!locked || locked.status === "CANCELLED") return;
    assertOrderTransition(cartCode(orderId), locked.status, "CANCELLED");
    await tx
      .update(orders)
      .set({ status: "CANCELLED", updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await recordOrderEvent(tx, { orderId, fromStatus: locked.status, toStatus: "CANCELLED", actor });
  }

  private async orderOf(
    orderId: number,
  ): Promise<{ status: OrderStatus; totalPriceFils: number; loyaltyPaidFils: number }> {
    const [order] = await this.db
      .select({ status: orders.status, totalPriceFils: orders.totalPriceFils, loyaltyPaidFils: orders.loyaltyPaidFils })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new Error(`No order ${orderId}`);
    return order;
  }
}

/** A gateway answer (or refusal) as the ledger keeps it. */
function answerEntry(
  type: LedgerEntry["type"],
  transactionId: string,
  answer: Answer,
  amountFils: number,
  cancellationId?: number,
): LedgerEntry {
  if ("refused" in answer) {
    return {
      type,
      transactionId,
      amountFils,
      result: "REFUSED",
      gatewayCode: answer.refused.errorCause ?? null,
      cancellationId: cancellationId ?? null,
    };
  }
  return entryOf(type, { ...answer, id: transactionId }, amountFils, cancellationId);
}
