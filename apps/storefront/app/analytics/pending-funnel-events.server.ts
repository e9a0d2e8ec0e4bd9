/**
 * The session side of the pending funnel events (pending-funnel-events.ts): actions record, the layout hands the
 * browser those it has not pushed yet.
 */
import { randomUUID } from "node:crypto";
import { CURRENCY } from "@dukkan/occ/constants";
import { z } from "zod";
import type { Session } from "../session/session.server";
import { ACTION_EVENT_NAMES, type ActionEvent } from "./funnel-events";
import { eventsAfterPushed, lastPushedId, withPendingEvents, type PendingFunnelEvent } from "./pending-funnel-events";

const PendingItem = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_brand: z.string().optional(),
  price: z.number().optional(),
  discount: z.number().optional(),
  index: z.number(),
  quantity: z.number(),
});

/** The shape the sealed session keeps its waiting events in (checked when the cookie is read). */
export const PendingFunnelEventShape = z.object({
  id: z.string().max(64),
  event: z.enum(ACTION_EVENT_NAMES),
  ecommerce: z.object({
    currency: z.literal(CURRENCY),
    value: z.number(),
    shipping_tier: z.string().optional(),
    payment_type: z.string().optional(),
    items: z.array(PendingItem),
  }),
}) satisfies z.ZodType<PendingFunnelEvent>;

/** Leaves an action's events for the next page; the caller commits the session, as for its other changes. */
export function recordFunnelEvents(session: Session, events: readonly ActionEvent[]): void {
  if (events.length === 0) return;
  session.set("funnelEvents", withPendingEvents(session.data.funnelEvents ?? [], events, randomUUID));
}

/**
 * The events this browser has not pushed yet (its request's cookie says which it did). Those it did leave the
 * session (the caller commits it); the others stay until a page that was really shown pushed them.
 */
export function unpushedFunnelEvents(session: Session, request: Request): PendingFunnelEvent[] {
  const events = session.data.funnelEvents ?? [];
  const waiting = eventsAfterPushed(events, lastPushedId(request.headers.get("Cookie")));
  if (waiting.length === events.length) return waiting;
  if (waiting.length === 0) session.unset("funnelEvents");
  else session.set("funnelEvents", waiting);
  return waiting;
}
