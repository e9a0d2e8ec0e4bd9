/**
 * Staff fulfilment of an order (account spec §4.8; issue 18): accept the order, then move each consignment
 * READY → PICKPACK → SHIPPED → DELIVERY_COMPLETED (home delivery) or READY → PICKPACK → READY_FOR_PICKUP →
 * PICKUP_COMPLETE (pick-up), and add the carrier's tracking events.
 *
 * Every step is one transaction that locks the order row, then the consignment row (`FOR UPDATE`, always in that
 * order), checks the step against the state machine on the locked, current status, and then writes: the new
 * status (the consignment's `version` bumped), the order status its consignments imply, a history row per change,
 * and the jobs the step causes (`order.notify`, `payment.capture` for card orders). Two staff members doing the
 * same step at once therefore queue on the lock; the second one finds the status the first one wrote and is
 * refused with a 400 naming it, having changed nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ConsignmentStatus } from "@dukkan/occ/order";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import type { Database } from "../../db/client.js";
import type { Localized } from "../../db/tables.js";
import type { JobExecutor, JobQueue } from "../../jobs/job-runner.js";
import type { Executor } from "../../cart/cart-service.js";
import { orderNotFound } from "../order-errors.js";
import { orderCodeOf, orderIdOfCode } from "../order-code.js";
import { consignments, consignmentTrackingEvents, orders } from "../orders.tables.js";
import { carrierNamed } from "./carriers.js";
import { consignmentNotFound, notWithCarrier, orderNotInFulfilment, unknownCarrier } from "./fulfilment-errors.js";
import { recordOrderEvent, type OrderActor } from "./order-events.js";
import { enqueueCapture } from "../../payment/payment-settlement.js";
import { earnPointsForOrder } from "../../loyalty/loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES, type LoyaltyRules } from "../../loyalty/loyalty-rules.js";
import { enqueueOrderNotification, type OrderNotifyEvent } from "../../order-notifications/order-notifier.js";
import {
  assertConsignmentTransition,
  assertOrderTransition,
  orderAllowsConsignmentWork,
  orderStatusFromConsignments,
  type ConsignmentKind,
} from "./order-state-machine.js";

type LockedOrder = typeof orders.$inferSelect & { code: string };
type ConsignmentRow = typeof consignments.$inferSelect;

/** Who asks, and why (the reason is shown in the customer's history). */
export interface StepRequest {
  actor: OrderActor;
  reason?: string;
  /** Written in the step's transaction after the step (the staff API's audit row). */
  alongside?: (tx: Executor) => Promise<void>;
}

export interface ShipRequest extends StepRequest {
  /** A code of the carrier list (carriers.ts). */
  carrierCode: string;
  trackingId: string;
  /** When the carrier promises it (optional). */
  targetArrivalDate?: Date | null;
}

export interface TrackingEventInput {
  eventDate: Date;
  /** What happened, in both languages or one text for both. */
  detail: Localized;
  location?: string | null;
  referenceCode?: string | null;
  actor: OrderActor;
  alongside?: (tx: Executor) => Promise<void>;
}

/** The consignment steps staff take: the status each one reaches and what it tells the customer. */
const STEPS = {
  pick: { to: "PICKPACK" },
  ship: { to: "SHIPPED", notify: "shipped", capture: true },
  deliver: { to: "DELIVERY_COMPLETED", notify: "delivered" },
  readyForPickup: { to: "READY_FOR_PICKUP", notify: "ready-for-pickup" },
  handOver: { to: "PICKUP_COMPLETE", notify: "collected", capture: true },
} as const satisfies Record<string, { to: ConsignmentStatus; notify?: OrderNotifyEvent; capture?: boolean }>;
export type ConsignmentStep = keyof typeof STEPS;

/** Pick-up consignments are collected from their store; the others are delivered to the customer's address. */
export const consignmentKind = (consignment: Pick<ConsignmentRow, "pointOfServiceName">): ConsignmentKind =>
  consignment.pointOfServiceName ? "pickup" : "delivery";

export interface FulfilmentServiceOptions {
  db: Database;
  /** Where notifications and captures are enqueued; without it none are (tests of the service alone). */
  jobs?: JobQueue;
  now?: () => Date;
  /** How completed orders earn loyalty points (default: DEFAULT_LOYALTY_RULES). */
  loyalty?: LoyaltyRules;
}

export class FulfilmentService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly options: FulfilmentServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** CREATED → PROCESSING: staff took the order on. Its consignments stay as they are (WAITING ones until paid). */
  async accept(orderCode: string, request: StepRequest): Promise<void> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderCode);
      assertOrderTransition(order.code, order.status, "PROCESSING");
      const at = this.now();
      await tx.update(orders).set({ status: "PROCESSING", updatedAt: at }).where(eq(orders.id, order.id));
      await recordOrderEvent(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: "PROCESSING",
        actor: request.actor,
        reason: request.reason,
        at,
      });
      await this.notify(tx, order, "accepted");
      await request.alongside?.(tx);
    });
    this.options.jobs?.wake();
  }

  pick(orderCode: string, consignmentCode: string, request: StepRequest): Promise<void> {
    return this.step(orderCode, consignmentCode, "pick", request);
  }

  /** PICKPACK → SHIPPED with the carrier (of the carrier list) and its tracking number. */
  async ship(orderCode: string, consignmentCode: string, request: ShipRequest): Promise<void> {
    const trackingId = request.trackingId.trim();
    if (!carrierNamed(request.carrierCode)) throw unknownCarrier(request.carrierCode);
    return this.step(orderCode, consignmentCode, "ship", request, (at) => ({
      values: {
        carrierCode: request.carrierCode,
        trackingId,
        shippedAt: at,
        targetArrivalDate: request.targetArrivalDate ?? null,
      },
      details: { carrierCode: request.carrierCode, trackingId },
    }));
  }

  deliver(orderCode: string, consignmentCode: string, request: StepRequest): Promise<void> {
    return this.step(orderCode, consignmentCode, "deliver", request);
  }

  /** PICKPACK → READY_FOR_PICKUP: pick-up consignments only (the state machine refuses it for deliveries). */
  readyForPickup(orderCode: string, consignmentCode: string, request: StepRequest): Promise<void> {
    return this.step(orderCode, consignmentCode, "readyForPickup", request);
  }

  /** READY_FOR_PICKUP → PICKUP_COMPLETE: the customer collected it. */
  handOver(orderCode: string, consignmentCode: string, request: StepRequest): Promise<void> {
    return this.step(orderCode, consignmentCode, "handOver", request);
  }

  /** A step of the parcel's journey as the carrier reported it; only while (or after) the carrier has it. */
  async addTrackingEvent(orderCode: string, consignmentCode: string, event: TrackingEventInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderCode);
      const consignment = await lockConsignment(tx, order.id, consignmentCode);
      if (consignment.status !== "SHIPPED" && consignment.status !== "DELIVERY_COMPLETED") {
        throw notWithCarrier(consignmentCode, consignment.status);
      }
      await tx.insert(consignmentTrackingEvents).values({
        consignmentId: consignment.id,
        eventDate: event.eventDate,
        detail: event.detail,
        location: event.location ?? null,
        referenceCode: event.referenceCode ?? null,
      });
      await tx
        .update(consignments)
        .set({ version: sql`${consignments.version} + 1` })
        .where(eq(consignments.id, consignment.id));
      await recordOrderEvent(tx, {
        orderId: order.id,
        consignmentId: consignment.id,
        kind: "TRACKING",
        actor: event.actor,
        details: { eventDate: event.eventDate.toISOString(), detail: event.detail, location: event.location },
        at: this.now(),
      });
      await event.alongside?.(tx);
    });
  }

  /**
   * One consignment step in one transaction: lock, check on the current status, write the consignment, its
   * history row, the order status it implies, and the jobs the step causes.
   */
  private async step(
    orderCode: string,
    consignmentCode: string,
    step: ConsignmentStep,
    request: StepRequest,
    extra?: (at: Date) => { values: Partial<ConsignmentRow>; details: Record<string, unknown> },
  ): Promise<void> {
    const definition: { to: ConsignmentStatus; notify?: OrderNotifyEvent; capture?: boolean } = STEPS[step];
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderCode);
      const consignment = await lockConsignment(tx, order.id, consignmentCode);
      const from = consignment.status as ConsignmentStatus;
      assertConsignmentTransition(consignmentCode, from, definition.to, consignmentKind(consignment));
      if (!orderAllowsConsignmentWork(order.status)) throw orderNotInFulfilment(order.code, order.status);
      const at = this.now();
      const added = extra?.(at);
      await tx
        .update(consignments)
        .set({ ...added?.values, status: definition.to, statusDate: at, version: sql`${consignments.version} + 1` })
        .where(eq(consignments.id, consignment.id));
      await recordOrderEvent(tx, {
        orderId: order.id,
        consignmentId: consignment.id,
        fromStatus: from,
        toStatus: definition.to,
        actor: request.actor,
        reason: request.reason,
        details: added?.details,
        at,
      });
      await this.followConsignments(tx, order, request.actor, at);
      if (definition.notify) await this.notify(tx, order, definition.notify, consignmentCode);
      if (definition.capture) await this.capture(tx, order, consignmentCode);
      await request.alongside?.(tx);
    });
    this.options.jobs?.wake();
  }

  /** The order takes the status its consignments now imply (PARTIALLY_SHIPPED, SHIPPED, COMPLETED …). */
  private async followConsignments(tx: Executor, order: LockedOrder, actor: OrderActor, at: Date): Promise<void> {
    const statuses = await tx
      .select({ status: consignments.status })
      .from(consignments)
      .where(eq(consignments.orderId, order.id));
    const next = orderStatusFromConsignments(
      order.status,
      statuses.map((row) => row.status as ConsignmentStatus),
    );
    if (next === order.status) return;
    assertOrderTransition(order.code, order.status, next);
    await tx.update(orders).set({ status: next, updatedAt: at }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId: order.id, fromStatus: order.status, toStatus: next, actor, at });
    // Issue 21: an order's points become available when it is COMPLETED, in the step that completes it.
    if (next === "COMPLETED") await earnPointsForOrder(tx, this.options.loyalty ?? DEFAULT_LOYALTY_RULES, order, at);
  }

  private async notify(tx: JobExecutor, order: LockedOrder, event: OrderNotifyEvent, consignmentCode?: string) {
    if (!this.options.jobs) return;
    await enqueueOrderNotification(this.options.jobs, tx, {
      orderId: order.id,
      event,
      ...(consignmentCode ? { consignmentCode } : {}),
    });
  }

  /** Card orders are captured when goods leave the shop's hands (checkout spec: authorise at order, capture at shipping). */
  private async capture(tx: JobExecutor, order: LockedOrder, consignmentCode: string) {
    if (order.paymentModeCode !== PAYMENT_MODE_CODES.card) return;
    if (this.options.jobs) await enqueueCapture(this.options.jobs, tx, order.id, consignmentCode);
  }
}

async function lockOrder(tx: Executor, orderCode: string): Promise<LockedOrder> {
  const id = orderIdOfCode(orderCode);
  if (id === null) throw orderNotFound(orderCode);
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!row) throw orderNotFound(orderCode);
  return { ...row, code: orderCodeOf(row.id) };
}

async function lockConsignment(tx: Executor, orderId: number, consignmentCode: string): Promise<ConsignmentRow> {
  const [row] = await tx
    .select()
    .from(consignments)
    .where(and(eq(consignments.orderId, orderId), eq(consignments.code, consignmentCode)))
    .for("update");
  if (!row) throw consignmentNotFound(consignmentCode);
  return row;
}
