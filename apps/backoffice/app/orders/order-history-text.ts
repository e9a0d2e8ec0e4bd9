/**
 * What one event of an order's history says to staff, as a message key and its values: a state change names the
 * new state (of the order or of a consignment); the other kinds (tracking update, attached file, partial
 * cancellation, lowered card amount, a return request's step) have their own words. A kind this app does not know yet reads "Other change"
 * rather than its raw code (ORDER_ACCEPTED, …). The `status` and `returnStatus` values are state codes: the page translates them.
 */
import type { StaffOrderEvent } from "../api/staff-api-types";

export type HistoryText = { key: string; values: Record<string, string> };

const KNOWN_KINDS = ["TRACKING", "ATTACHMENT", "PARTIAL_CANCELLATION", "PAYMENT_AMOUNT_LOWERED"] as const;

export function historyText(event: StaffOrderEvent): HistoryText {
  const scope = event.consignmentCode ? "consignment" : "order";
  const code = event.consignmentCode ?? "";
  const detail = event.details ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // A return request's step: its number and its new state (a return state, not the order's).
  if (event.kind === "RETURN" && event.toStatus) {
    return {
      key: "order.historyText.RETURN",
      values: { code: text(detail.returnRequest), returnStatus: event.toStatus },
    };
  }
  if (event.toStatus) return { key: `order.historyText.${scope}Status`, values: { code, status: event.toStatus } };
  const kind = (KNOWN_KINDS as readonly string[]).includes(event.kind) ? event.kind : "other";
  return {
    key: `order.historyText.${kind}`,
    values: {
      code,
      fileName: text(detail.fileName),
      detail: text(detail.location) ? `${text(detail.detail)} (${text(detail.location)})` : text(detail.detail),
    },
  };
}
