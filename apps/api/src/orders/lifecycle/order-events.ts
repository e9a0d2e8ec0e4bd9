/**
 * Writing an order's history (the `order_events` table): every service that changes an order or a consignment
 * records the step in the same transaction as the change, so the history never disagrees with the order.
 */
import type { Database } from "../../db/client.js";
import { orderEvents, type OrderActorType } from "../orders.tables.js";

/** Who made a change: a customer (uid), a staff member (id) or a job (its kind). */
export interface OrderActor {
  type: OrderActorType;
  id?: string;
}

export interface OrderEventInput {
  orderId: number;
  consignmentId?: number;
  /** STATUS for a status change (the default); PARTIAL_CANCELLATION, REFUND, ATTACHMENT … for other steps. */
  kind?: string;
  fromStatus?: string;
  toStatus?: string;
  actor: OrderActor;
  reason?: string;
  details?: Record<string, unknown>;
  at?: Date;
}

/** Records the step; answers its row as the history reads it. */
export async function recordOrderEvent(
  tx: Pick<Database, "insert">,
  event: OrderEventInput,
): Promise<typeof orderEvents.$inferSelect> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: event.orderId,
      consignmentId: event.consignmentId ?? null,
      kind: event.kind ?? "STATUS",
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      actorType: event.actor.type,
      actorId: event.actor.id ?? null,
      reason: event.reason ?? null,
      details: event.details ?? null,
      ...(event.at ? { at: event.at } : {}),
    })
    .returning();
  return row!;
}
