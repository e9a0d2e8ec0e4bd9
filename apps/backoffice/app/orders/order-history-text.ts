/**
 * What one event of an order's history says to staff, as a message key and its values: a state change names the
 * new state (of the order or of a consignment); the other kinds (tracking update, attached file, partial
 * cancellation, lowered card amount) have their own words. A kind this app does not know yet reads "Other change"
 * rather than its raw code (ORDER_ACCEPTED, …). The `status` value is a state code: the page translates it.
 */
import type { StaffOrderEvent } from "../api/staff-api-types";

export type HistoryText = { key: string; values: Record<string, string> };

const KNOWN_KINDS = ["TRACKING", "ATTACHMENT", "PARTIAL_CANCELLATION", "PAYMENT_AMOUNT_LOWERED"] as const;

export function historyText(event: StaffOrderEvent): HistoryText {
  const scope = event.consignmentCode ? "consignment" : "order";
  const code = event.consignmentCode ?? "";
  if (event.toStatus) return { key: `order.historyText.${scope}Status`, values: { code, status: event.toStatus } };
  const kind = (KNOWN_KINDS as readonly string[]).includes(event.kind) ? event.kind : "other";
  const detail = event.details ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    key: `order.historyText.${kind}`,
    values: {
      code,
      fileName: text(detail.fileName),
      detail: text(detail.location) ? `${text(detail.detail)} (${text(detail.location)})` : text(detail.detail),
    },
  };
}
