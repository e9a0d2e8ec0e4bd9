/**
 * Cancelling (part of) an order (account spec §2.17, §4.8; issue 18), by its customer or by staff. One
 * transaction that starts by locking the order row, so two requests cannot cancel the same units twice:
 *   lock order → check the state machine allows it → check the quantities → raise cancelled quantities →
 *   put the stock back → re-price what remains (cancellation-pricing.ts) → release vouchers that no longer apply →
 *   shrink or cancel consignments → record the cancellation and the history → enqueue the payment and the e-mail.
 * A whole cancellation ends CANCELLED (nothing to settle) or CANCELLING for a card order, which the payment job
 * moves to CANCELLED once the authorisation is voided or the money refunded.
 */
import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import type { ConsignmentStatus, OrderStatus } from "@dukkan/occ/order";
import type { Executor } from "../../cart/cart-service.js";
import { cartCode } from "../../cart/cart-service.js";
import type { Database } from "../../db/client.js";
import type { JobExecutor, JobQueue } from "../../jobs/job-runner.js";
import { couponRedemptions } from "../../promotions/promotions.tables.js";
import { orderNotFound } from "../order-errors.js";
import type { OrderRecord } from "../order-service.js";
import { returnStock, stockNeeds, type StockLine } from "../order-stock.js";
import {
  consignmentEntries,
  consignments,
  orderCancellations,
  orderEntries,
  orders,
  type CancelledEntry,
} from "../orders.tables.js";
import { recordOrderEvent, type OrderActor } from "../lifecycle/order-events.js";
import {
  assertConsignmentTransition,
  assertOrderTransition,
  orderCancellable,
  transitionNotAllowed,
} from "../lifecycle/order-state-machine.js";
import { enqueuePaymentCancel } from "../../payment/payment-settlement.js";
import { givePointsBack } from "../../loyalty/loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES, pointsShareOf, type LoyaltyRules } from "../../loyalty/loyalty-rules.js";
import { enqueueOrderNotification } from "../../order-notifications/order-notifier.js";
import { duplicateEntry, tooManyToCancel, unknownEntry } from "./cancellation-errors.js";
import { repriceRemainder, type OrderTotals } from "./cancellation-pricing.js";

export interface CancellationEntryInput {
  orderEntryNumber: number;
  quantity: number;
}

export interface CancellationRequest {
  /** The order's code (or a customer's guid for it). */
  orderId: string;
  /** Only this customer's order (customers); staff may cancel any order. */
  ownerUid: string | null;
  /** The units to cancel; `all` cancels everything left (staff cancelling an order). */
  entries: readonly CancellationEntryInput[] | "all";
  actor: OrderActor;
  /** Why (staff); shown to the customer in the history. */
  reason?: string;
  /** The language of the refusals. */
  language: Language;
  /** More writes in the cancellation's transaction (the staff route's audit row). */
  inTransaction?: (tx: Database, result: CancellationResult) => Promise<void>;
}

export interface CancellationResult {
  order: OrderRecord;
  cancellationId: number;
  cancellationCode: string;
  complete: boolean;
  amountFils: number;
}

type OrderRow = typeof orders.$inferSelect;
type EntryRow = typeof orderEntries.$inferSelect;

const MAX_ORDER_ID = 2_147_483_647;
const CODE = /^\d{1,10}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_REASON_LENGTH = 500;

export class CancellationService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    /** How points spent on an order are given back (default: DEFAULT_LOYALTY_RULES). */
    private readonly loyalty: LoyaltyRules = DEFAULT_LOYALTY_RULES,
  ) {}

  async cancel(request: CancellationRequest): Promise<CancellationResult> {
    const result = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.orderId, request.ownerUid);
      const entries = await tx
        .select()
        .from(orderEntries)
        .where(eq(orderEntries.orderId, order.id))
        .orderBy(asc(orderEntries.entryNumber));
      const shipments = await tx
        .select()
        .from(consignments)
        .where(eq(consignments.orderId, order.id))
        .orderBy(asc(consignments.id));
      const target: OrderStatus = order.paymentModeCode === PAYMENT_MODE_CODES.card ? "CANCELLING" : "CANCELLED";
      if (
        !orderCancellable(
          order.status,
          shipments.map((s) => s.status as ConsignmentStatus),
        )
      ) {
        throw transitionNotAllowed("order", cartCode(order.id), order.status, target);
      }
      const cancelled = unitsToCancel(entries, request.entries, request.language);
      const applied = await this.apply(tx, order, entries, shipments, cancelled, target, request);
      await request.inTransaction?.(tx as unknown as Database, applied);
      return applied;
    });
    this.jobs.wake();
    return result;
  }

  private async apply(
    tx: Executor & JobExecutor,
    order: OrderRow,
    entries: readonly EntryRow[],
    shipments: readonly (typeof consignments.$inferSelect)[],
    cancelled: ReadonlyMap<number, number>,
    target: OrderStatus,
    request: CancellationRequest,
  ): Promise<CancellationResult> {
    const code = cartCode(order.id);
    const remaining = new Map(
      entries.map((entry) => [
        entry.entryNumber,
        entry.quantity - entry.cancelledQuantity - (cancelled.get(entry.entryNumber) ?? 0),
      ]),
    );
    const complete = [...remaining.values()].every((units) => units === 0);
    if (complete) assertOrderTransition(code, order.status, target);

    const repriced = await repriceRemainder(tx, order, entries, remaining);
    const cancelledEntries: CancelledEntry[] = entries
      .filter((entry) => cancelled.has(entry.entryNumber))
      .map((entry) => ({
        entryNumber: entry.entryNumber,
        quantity: cancelled.get(entry.entryNumber)!,
        amountFils: entry.totalPriceFils - (repriced.lineTotals.get(entry.entryNumber) ?? 0),
      }));
    for (const entry of entries) {
      await tx
        .update(orderEntries)
        .set({
          cancelledQuantity: entry.quantity - remaining.get(entry.entryNumber)!,
          totalPriceFils: repriced.lineTotals.get(entry.entryNumber) ?? 0,
        })
        .where(and(eq(orderEntries.orderId, order.id), eq(orderEntries.entryNumber, entry.entryNumber)));
    }
    await returnStock(tx, stockNeeds(stockBack(entries, cancelled)));
    await releaseVouchers(tx, code, complete ? [] : repriced.voucherCodes);

    const totals = repriced.totals;
    // Decision 0065: what points paid goes back in the same share as they paid the order (all of it with the whole
    // order); the card's part of the cancellation is the rest.
    const loyaltyFils = complete
      ? order.loyaltyPaidFils
      : pointsShareOf(order.totalPriceFils - totals.totalPriceFils, {
          totalFils: order.totalPriceFils,
          loyaltyPaidFils: order.loyaltyPaidFils,
        });
    const reason = request.reason?.slice(0, MAX_REASON_LENGTH);
    const [updated] = await tx
      .update(orders)
      .set({
        ...totals,
        loyaltyPaidFils: order.loyaltyPaidFils - loyaltyFils,
        promotions: {
          product: repriced.promotions.appliedProductPromotions.map(({ code, description }) => ({ code, description })),
          order: repriced.promotions.appliedOrderPromotions.map(({ code, description }) => ({ code, description })),
          voucherCodes: complete ? [] : repriced.voucherCodes,
          freeShipping: repriced.promotions.freeShipping,
        },
        ...(complete ? { status: target, cancelReason: reason ?? null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();

    const cancellation = await this.recordCancellation(tx, order, totals, cancelledEntries, complete, request, {
      loyaltyFils,
    });
    await shrinkConsignments(tx, order.id, shipments, cancelled, request.actor);
    const details = { cancellation: cancellation.code, amountFils: cancellation.amountFils, entries: cancelledEntries };
    await recordOrderEvent(
      tx,
      complete
        ? { orderId: order.id, fromStatus: order.status, toStatus: target, actor: request.actor, reason, details }
        : { orderId: order.id, kind: "PARTIAL_CANCELLATION", actor: request.actor, reason, details },
    );
    await this.enqueueFollowUps(tx, order, cancellation.id, complete);
    // Issue 21: points that paid for what is cancelled go back to the customer (all of them with the whole order).
    if (complete || loyaltyFils > 0) {
      await givePointsBack(tx, this.loyalty, order, {
        ...(complete ? {} : { fils: loyaltyFils }),
        note: cancellation.code,
        at: new Date(),
      });
    }
    return {
      order: { ...updated!, code },
      cancellationId: cancellation.id,
      cancellationCode: cancellation.code,
      complete,
      amountFils: cancellation.amountFils,
    };
  }

  /** The `order_cancellations` row: `{orderCode}-C{n}`, what it took off and the money it gives back. */
  private async recordCancellation(
    tx: Executor,
    order: OrderRow,
    totals: OrderTotals,
    entries: CancelledEntry[],
    complete: boolean,
    request: CancellationRequest,
    split: { loyaltyFils: number },
  ) {
    const [earlier] = await tx
      .select({ n: count() })
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, order.id));
    const [row] = await tx
      .insert(orderCancellations)
      .values({
        orderId: order.id,
        code: `${cartCode(order.id)}-C${(earlier?.n ?? 0) + 1}`,
        complete,
        entries,
        amountFils: order.totalPriceFils - totals.totalPriceFils,
        taxFils: order.totalTaxFils - totals.totalTaxFils,
        deliveryRefundFils: complete ? order.deliveryCostFils : 0,
        loyaltyFils: split.loyaltyFils,
        reason: request.reason?.slice(0, MAX_REASON_LENGTH) ?? null,
        actorType: request.actor.type,
        actorId: request.actor.id ?? null,
      })
      .returning();
    return row!;
  }

  /** The card payment is settled by the payment job; the customer is told by the documents job. */
  private async enqueueFollowUps(tx: JobExecutor, order: OrderRow, cancellationId: number, complete: boolean) {
    if (order.paymentModeCode === PAYMENT_MODE_CODES.card) {
      await enqueuePaymentCancel(this.jobs, tx, order.id, cancellationId);
    }
    await enqueueOrderNotification(this.jobs, tx, {
      orderId: order.id,
      event: complete ? "cancelled" : "partially-cancelled",
      cancellationId,
    });
  }
}

/** Locks the order named by its code (or guid); an order of someone else answers like an unknown one. */
async function lockOrder(tx: Executor, orderId: string, ownerUid: string | null): Promise<OrderRow> {
  const id = CODE.test(orderId) && Number(orderId) > 0 && Number(orderId) <= MAX_ORDER_ID ? Number(orderId) : null;
  const which = GUID.test(orderId) ? eq(orders.guid, orderId.toLowerCase()) : id !== null ? eq(orders.id, id) : null;
  if (!which) throw orderNotFound(orderId);
  const owner = ownerUid === null ? undefined : eq(orders.customerUid, ownerUid);
  const [row] = await tx.select().from(orders).where(and(which, owner)).for("update");
  if (!row) throw orderNotFound(orderId);
  return row;
}

/**
 * The units to cancel per entry number, checked against what is left of each entry: every entry number known and
 * listed once, every quantity above 0 (the schema) and at most what was not cancelled yet. A kit bundle's entry
 * counts kits, so it is cancelled in whole kits.
 */
export function unitsToCancel(
  entries: readonly EntryRow[],
  requested: readonly CancellationEntryInput[] | "all",
  language: Language,
): Map<number, number> {
  const left = (entry: EntryRow) => entry.quantity - entry.cancelledQuantity;
  if (requested === "all") {
    return new Map(entries.filter((entry) => left(entry) > 0).map((entry) => [entry.entryNumber, left(entry)]));
  }
  const units = new Map<number, number>();
  for (const { orderEntryNumber, quantity } of requested) {
    if (units.has(orderEntryNumber)) throw duplicateEntry(orderEntryNumber, language);
    const entry = entries.find((candidate) => candidate.entryNumber === orderEntryNumber);
    if (!entry) throw unknownEntry(orderEntryNumber, language);
    if (quantity > left(entry)) throw tooManyToCancel(orderEntryNumber, left(entry), language);
    units.set(orderEntryNumber, quantity);
  }
  return units;
}

/**
 * What goes back to stock: the product's units, and for a kit its components' units per kit. The order stores a
 * kit's components as units for all its kits, so one kit's share is that divided by the kits ordered.
 */
function stockBack(entries: readonly EntryRow[], cancelled: ReadonlyMap<number, number>): StockLine[] {
  return entries.flatMap((entry) => {
    const quantity = cancelled.get(entry.entryNumber) ?? 0;
    if (quantity === 0) return [];
    const components = (entry.components ?? []).map((component) => ({
      productCode: component.productCode,
      quantity: component.quantity / entry.quantity,
    }));
    return [{ productCode: entry.productCode, quantity, components }];
  });
}

/** Gives back the uses of the order's vouchers that no longer price it (none remain after a whole cancellation). */
async function releaseVouchers(tx: Executor, orderCode: string, stillApplied: readonly string[]): Promise<void> {
  await tx
    .delete(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.orderCode, orderCode),
        stillApplied.length > 0 ? notInArray(couponRedemptions.couponCode, [...stillApplied]) : undefined,
      ),
    );
}

/**
 * Takes the cancelled units out of the consignments that hold them. A consignment left with nothing is CANCELLED
 * (keeping what it held, so its history reads right); otherwise lines left with no units are removed.
 */
async function shrinkConsignments(
  tx: Executor,
  orderId: number,
  shipments: readonly (typeof consignments.$inferSelect)[],
  cancelled: ReadonlyMap<number, number>,
  actor: OrderActor,
): Promise<void> {
  const live = shipments.filter((shipment) => shipment.status !== "CANCELLED");
  if (live.length === 0) return;
  const lines = await tx
    .select()
    .from(consignmentEntries)
    .where(
      inArray(
        consignmentEntries.consignmentId,
        live.map((shipment) => shipment.id),
      ),
    );
  const toTake = new Map(cancelled);
  for (const shipment of live) {
    const held = lines.filter((line) => line.consignmentId === shipment.id);
    const after = held.map((line) => {
      const taken = Math.min(line.quantity, toTake.get(line.entryNumber) ?? 0);
      toTake.set(line.entryNumber, (toTake.get(line.entryNumber) ?? 0) - taken);
      return { ...line, quantity: line.quantity - taken };
    });
    if (after.every((line) => line.quantity === 0)) {
      await cancelConsignment(tx, orderId, shipment, actor);
      continue;
    }
    for (const line of after) {
      const where = and(
        eq(consignmentEntries.consignmentId, shipment.id),
        eq(consignmentEntries.entryNumber, line.entryNumber),
      );
      if (line.quantity === 0) await tx.delete(consignmentEntries).where(where);
      else await tx.update(consignmentEntries).set({ quantity: line.quantity }).where(where);
    }
  }
}

async function cancelConsignment(
  tx: Executor,
  orderId: number,
  shipment: typeof consignments.$inferSelect,
  actor: OrderActor,
): Promise<void> {
  const from = shipment.status as ConsignmentStatus;
  assertConsignmentTransition(shipment.code, from, "CANCELLED", shipment.pointOfServiceName ? "pickup" : "delivery");
  await tx
    .update(consignments)
    .set({ status: "CANCELLED", statusDate: sql`now()`, version: sql`${consignments.version} + 1` })
    .where(eq(consignments.id, shipment.id));
  await recordOrderEvent(tx, { orderId, consignmentId: shipment.id, fromStatus: from, toStatus: "CANCELLED", actor });
}
