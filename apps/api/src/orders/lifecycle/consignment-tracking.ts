/**
 * A consignment's tracking as the customer reads it (account spec §2.16): the carrier, the tracking number and
 * the carrier's link for it (when the carrier has a tracking page), when it shipped and should arrive, and the
 * carrier's events, newest first.
 */
import type { Language } from "@dukkan/occ";
import type { ConsignmentTracking } from "@dukkan/occ/order";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { localize } from "../../language/localized.js";
import { consignments, consignmentTrackingEvents } from "../orders.tables.js";
import { carrierDetails, trackingUrl } from "./carriers.js";
import { consignmentNotFound } from "./fulfilment-errors.js";

/** The tracking of the order's consignment `consignmentCode`; the order must already be the caller's. */
export async function consignmentTracking(
  db: Database,
  orderId: number,
  consignmentCode: string,
  language: Language,
): Promise<ConsignmentTracking> {
  const [consignment] = await db
    .select()
    .from(consignments)
    .where(and(eq(consignments.orderId, orderId), eq(consignments.code, consignmentCode)));
  if (!consignment) throw consignmentNotFound(consignmentCode);
  const events = await db
    .select()
    .from(consignmentTrackingEvents)
    .where(eq(consignmentTrackingEvents.consignmentId, consignment.id))
    .orderBy(desc(consignmentTrackingEvents.eventDate), desc(consignmentTrackingEvents.id));
  const url = trackingUrl(consignment.carrierCode, consignment.trackingId);
  return {
    ...(consignment.carrierCode ? { carrierDetails: carrierDetails(consignment.carrierCode, language) } : {}),
    ...(consignment.trackingId ? { trackingID: consignment.trackingId } : {}),
    ...(url ? { trackingUrl: url } : {}),
    ...(consignment.shippedAt ? { shippedDate: consignment.shippedAt.toISOString() } : {}),
    ...(consignment.targetArrivalDate ? { targetArrivalDate: consignment.targetArrivalDate.toISOString() } : {}),
    trackingEvents: events.map((event) => ({
      eventDate: event.eventDate.toISOString(),
      detail: localize(event.detail, language) ?? "",
      ...(event.referenceCode ? { referenceCode: event.referenceCode } : {}),
      ...(event.location ? { location: event.location } : {}),
    })),
  };
}
