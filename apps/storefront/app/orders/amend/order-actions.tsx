/**
 * The order details page's actions (account spec §2.15: cancel, return, invoices, reorder, attachments). A
 * placeholder that renders nothing: the sf-amend branch owns this file and replaces it with the real actions.
 */
import type { Language } from "@dukkan/i18n";
import type { Order } from "@dukkan/occ/order";

export function OrderActions(_props: { order: Order; lang: Language }) {
  return null;
}
