/**
 * Tells the customer about each step of their order (account spec §7 Orders; decision 0040): the `order.notify`
 * job `{orderId, event, consignmentCode?, cancellationId?, amountFils?}` that the lifecycle, cancellation and
 * payment features enqueue in the transaction of the change. An e-mail in the order's language to the customer
 * (or the guest's address), and a short SMS to a customer's verified mobile number when their SMS preference is
 * on; both link to the order's page. A customer's app devices (PUSH) and browsers (SITE_MESSAGE) get a notification
 * opening that page when the channel is on (decision 0061). What was sent is recorded per event and channel, so a
 * retried job sends nothing twice.
 */
import { and, eq } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import { formatFils } from "@dukkan/money";
import type { Language } from "@dukkan/occ";
import type { Order } from "@dukkan/occ/order";
import { storeNamed } from "../stores/points-of-service.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { creditedLines } from "../invoices/credit-note-pdf.js";
import type { InvoiceService } from "../invoices/invoice-service.js";
import { issuedTaxInvoice } from "../invoices/invoice-numbering.js";
import type { EmailAttachment, EmailSender } from "../notifications/email.js";
import type { SmsSender } from "../notifications/sms.js";
import { cartCode } from "../cart/cart-service.js";
import { orderPageUrl } from "../orders/order-links.js";
import { carrierDetails, trackingUrl } from "../orders/lifecycle/carriers.js";
import { consignments, orderCancellations, orders } from "../orders/orders.tables.js";
import { rmaOf } from "../returns/return-view.js";
import { returnRequestEntries, returnRequests } from "../returns/returns.tables.js";
import { enabledChannels, orderSmsEnabled } from "../stock-notifications/notification-preferences.js";
import { PUSH_CHANNELS, type PushChannel, type PushDelivery } from "../push/push-delivery.js";
import { orderNotificationsSent } from "./order-notifications.tables.js";
import type { JobExecutor, JobQueue } from "../jobs/job-runner.js";

export const ORDER_NOTIFY_JOB = "order.notify";

export const ORDER_NOTIFY_EVENTS = [
  "accepted",
  "shipped",
  "ready-for-pickup",
  "delivered",
  "collected",
  "cancelled",
  "partially-cancelled",
  "refunded",
  "return-requested",
  "return-approved",
  "return-rejected",
  "return-received",
  "return-refunded",
] as const;
export type OrderNotifyEvent = (typeof ORDER_NOTIFY_EVENTS)[number];

export interface OrderNotifyPayload {
  orderId: number;
  event: OrderNotifyEvent;
  consignmentCode?: string;
  cancellationId?: number;
  amountFils?: number;
  /** The return request of a `return-*` event. */
  returnRequestId?: number;
}

/**
 * Tells the customer about a step of their order: enqueued in the transaction that made the step, once per order,
 * event and consignment or cancellation (the job's key), by every feature that changes orders.
 */
export async function enqueueOrderNotification(
  jobs: Pick<JobQueue, "enqueue">,
  tx: JobExecutor,
  payload: OrderNotifyPayload,
): Promise<void> {
  const subject =
    payload.consignmentCode ??
    payload.cancellationId ??
    (payload.returnRequestId === undefined ? "order" : `return-${payload.returnRequestId}`);
  await jobs.enqueue(tx, ORDER_NOTIFY_JOB, payload, {
    key: `${ORDER_NOTIFY_JOB}:${payload.orderId}:${payload.event}:${subject}`,
  });
}

/** The message keys of an event (`ready-for-pickup` → `readyForPickup`). */
const EVENT_KEY = {
  accepted: "accepted",
  shipped: "shipped",
  "ready-for-pickup": "readyForPickup",
  delivered: "delivered",
  collected: "collected",
  cancelled: "cancelled",
  "partially-cancelled": "partiallyCancelled",
  refunded: "refunded",
  "return-requested": "returnRequested",
  "return-approved": "returnApproved",
  "return-rejected": "returnRejected",
  "return-received": "returnReceived",
  "return-refunded": "returnRefunded",
} as const satisfies Record<OrderNotifyEvent, string>;

/** Carrier names and tracking pages by the carrier code a consignment stores. */
export interface OrderNotifierOptions {
  db: Database;
  email: EmailSender;
  sms: SmsSender;
  invoices: InvoiceService;
  storefrontUrl: string;
  push: PushDelivery;
}

type OrderRow = typeof orders.$inferSelect;
type Channel = "EMAIL" | "SMS" | "PUSH" | "SITE_MESSAGE";

/** Who hears about the order: the customer (with a verified mobile number, if any) or the guest's address. */
interface Recipient {
  email: string | null;
  firstName: string | null;
  /** The verified mobile number when the customer's order SMS are on. */
  smsTo: string | null;
}

export class OrderNotifier {
  private readonly db: Database;

  constructor(private readonly options: OrderNotifierOptions) {
    this.db = options.db;
  }

  /** Runs one `order.notify` job; idempotent (each channel's message of an event is sent once). */
  async notify(payload: OrderNotifyPayload): Promise<void> {
    if (!ORDER_NOTIFY_EVENTS.includes(payload.event)) throw new Error(`Unknown order event ${String(payload.event)}`);
    const [order] = await this.db.select().from(orders).where(eq(orders.id, payload.orderId));
    if (!order) return;
    const key = notificationKey(payload);
    const recipient = await this.recipientOf(order);
    const language: Language = order.language === "ar" ? "ar" : "en";
    const link = orderPageUrl(this.options.storefrontUrl, language, {
      code: cartCode(order.id),
      guid: order.guid,
      guest: order.customerUid === null,
    });
    if (recipient.email && !(await this.wasSent(key, "EMAIL"))) {
      const message = await this.emailOf(order, payload, language, link, recipient.firstName);
      await this.options.email.send({ to: recipient.email, language, ...message });
      await this.recordSent(key, "EMAIL", order.id, recipient.email);
    }
    if (recipient.smsTo && !(await this.wasSent(key, "SMS"))) {
      const returned = await this.returnOf(order, payload.returnRequestId);
      const text = apiText(language, `orderNotification.sms.${EVENT_KEY[payload.event]}`, {
        code: cartCode(order.id),
        link,
        amount: formatFils(returned?.refundFils ?? payload.amountFils ?? 0, language),
        rma: returned ? rmaOf(returned.id) : "",
      });
      await this.options.sms.send({ to: recipient.smsTo, text });
      await this.recordSent(key, "SMS", order.id, recipient.smsTo);
    }
    if (order.customerUid) await this.push(order, payload, key, language, link);
  }

  /** The pick-up store's name in the language, or "" for a delivery. */
  private async storeOf(order: OrderRow, language: Language): Promise<string> {
    if (!order.pointOfServiceName) return "";
    return (await storeNamed(this.db, order.pointOfServiceName, language))?.displayName ?? order.pointOfServiceName;
  }

  /** The app and web push notifications of the event, on each channel the customer has on, once per channel. */
  private async push(
    order: OrderRow,
    payload: OrderNotifyPayload,
    key: string,
    language: Language,
    link: string,
  ): Promise<void> {
    const customerUid = order.customerUid!;
    const channels = await enabledChannels(this.db, customerUid);
    const wanted: PushChannel[] = [];
    for (const channel of PUSH_CHANNELS) {
      if (channels.has(channel) && !(await this.wasSent(key, channel))) wanted.push(channel);
    }
    if (wanted.length === 0) return;
    const code = cartCode(order.id);
    const returned = await this.returnOf(order, payload.returnRequestId);
    const values = {
      code,
      store: await this.storeOf(order, language),
      amount: formatFils(returned?.refundFils ?? payload.amountFils ?? 0, language),
      rma: returned ? rmaOf(returned.id) : "",
    };
    const event = EVENT_KEY[payload.event];
    const message = {
      title: apiText(language, `orderNotification.subject.${event}`, { code, rma: values.rma }),
      body:
        event === "returnRefunded"
          ? apiText(language, returnRefundedKey(returned?.refundMethod), values)
          : apiText(language, `orderNotification.body.${event}`, values),
      url: link,
    };
    for (const channel of wanted) {
      // A customer without a device or browser on the channel gets nothing, and nothing is recorded.
      if ((await this.options.push.deliver(customerUid, channel, message)) > 0) {
        await this.recordSent(key, channel, order.id, customerUid);
      }
    }
  }

  private async recipientOf(order: OrderRow): Promise<Recipient> {
    if (!order.customerUid) return { email: order.guestEmail, firstName: null, smsTo: null };
    const [customer] = await this.db
      .select({
        email: customers.email,
        firstName: customers.firstName,
        phoneNumber: customers.phoneNumber,
        phoneVerifiedAt: customers.phoneVerifiedAt,
      })
      .from(customers)
      .where(eq(customers.uid, order.customerUid));
    if (!customer) return { email: null, firstName: null, smsTo: null };
    const verifiedPhone = customer.phoneVerifiedAt ? customer.phoneNumber : null;
    const smsOn = verifiedPhone !== null && (await orderSmsEnabled(this.db, order.customerUid));
    return { email: customer.email, firstName: customer.firstName, smsTo: smsOn ? verifiedPhone : null };
  }

  /** Subject, body and attachments of the event's e-mail, in the order's language. */
  private async emailOf(
    order: OrderRow,
    payload: OrderNotifyPayload,
    language: Language,
    link: string,
    firstName: string | null,
  ): Promise<{ subject: string; text: string; attachments?: EmailAttachment[] }> {
    const code = cartCode(order.id);
    const event = EVENT_KEY[payload.event];
    const money = (fils: number) => formatFils(fils, language);
    const store = await this.storeOf(order, language);
    const facts: string[] = [];
    const attachments: EmailAttachment[] = [];
    if (payload.event === "shipped") facts.push(...(await this.shippingFacts(payload.consignmentCode, language)));
    if (payload.event === "cancelled" || payload.event === "partially-cancelled") {
      const cancellation = await this.cancellationFacts(order, payload.cancellationId, language);
      facts.push(...cancellation.lines);
      if (payload.event === "partially-cancelled" && cancellation.creditNote) {
        attachments.push(cancellation.creditNote);
        facts.push("", apiText(language, "orderNotification.creditNote"));
      }
    }
    const returned = await this.returnOf(order, payload.returnRequestId);
    if (returned) {
      const returnFacts = await this.returnFacts(order, returned, payload.event, language);
      facts.push(...returnFacts.lines);
      if (returnFacts.creditNote) attachments.push(returnFacts.creditNote);
    }
    const values = {
      code,
      store,
      amount: money(returned?.refundFils ?? payload.amountFils ?? 0),
      rma: returned ? rmaOf(returned.id) : "",
    };
    const body = [
      firstName
        ? apiText(language, "orderEmail.greeting", { name: firstName })
        : apiText(language, "orderEmail.greetingWithoutName"),
      "",
      event === "returnRefunded"
        ? apiText(language, returnRefundedKey(returned?.refundMethod), values)
        : apiText(language, `orderNotification.body.${event}`, values),
      ...(facts.length > 0 ? ["", ...facts] : []),
      "",
      apiText(language, "orderEmail.viewOrder"),
      link,
      "",
      apiText(language, "orderEmail.closing"),
    ];
    return {
      subject: apiText(language, `orderNotification.subject.${event}`, { code, rma: values.rma }),
      text: body.join("\n"),
      ...(attachments.length > 0 ? { attachments } : {}),
    };
  }

  /** Carrier, tracking number and the carrier's tracking page, when the consignment has them. */
  private async shippingFacts(consignmentCode: string | undefined, language: Language): Promise<string[]> {
    if (!consignmentCode) return [];
    const [consignment] = await this.db
      .select({ carrierCode: consignments.carrierCode, trackingId: consignments.trackingId })
      .from(consignments)
      .where(eq(consignments.code, consignmentCode));
    if (!consignment) return [];
    const { carrierCode, trackingId } = consignment;
    const url = carrierCode && trackingId ? trackingUrl(carrierCode, trackingId) : undefined;
    return [
      ...(carrierCode
        ? [`${apiText(language, "orderNotification.carrier")}: ${carrierDetails(carrierCode, language).name}`]
        : []),
      ...(trackingId ? [`${apiText(language, "orderNotification.trackingNumber")}: ${trackingId}`] : []),
      ...(url ? [apiText(language, "orderNotification.trackParcel"), url] : []),
    ];
  }

  /** The cancelled lines and the amount, and (for a partial cancellation) the credit note PDF to attach. */
  private async cancellationFacts(
    order: OrderRow,
    cancellationId: number | undefined,
    language: Language,
  ): Promise<{ lines: string[]; creditNote?: EmailAttachment }> {
    if (cancellationId === undefined) return { lines: [] };
    const [cancellation] = await this.db
      .select()
      .from(orderCancellations)
      .where(and(eq(orderCancellations.id, cancellationId), eq(orderCancellations.orderId, order.id)));
    if (!cancellation) return { lines: [] };
    const money = (fils: number) => formatFils(fils, language);
    const placed = (await issuedTaxInvoice(this.db, order.id))?.document;
    const lines = placed ? creditedLines(placed as Order, cancellation.entries) : [];
    const quantity = apiText(language, "orderEmail.quantity");
    const text = [
      `${apiText(language, "orderNotification.cancelledItems")}:`,
      ...lines.map((line) => `- ${line.name} (${line.code}) — ${quantity} ${line.quantity} — ${money(line.grossFils)}`),
      `${apiText(language, "orderNotification.cancelledAmount")}: ${money(cancellation.amountFils)}`,
      ...(cancellation.reason ? [`${apiText(language, "orderNotification.reason")}: ${cancellation.reason}`] : []),
    ];
    const creditNote = await this.options.invoices.creditNoteFor(cancellation.id);
    if (!creditNote) return { lines: text };
    return {
      lines: text,
      creditNote: {
        filename: apiText(language, "orderNotification.creditNoteFile", { number: creditNote.number }),
        contentType: "application/pdf",
        content: await this.options.invoices.pdf(creditNote),
      },
    };
  }

  /** The event's return request, when it is one of the order's. */
  private async returnOf(order: OrderRow, returnRequestId: number | undefined) {
    if (returnRequestId === undefined) return undefined;
    const [request] = await this.db
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, returnRequestId), eq(returnRequests.orderId, order.id)));
    return request;
  }

  /** The returned lines and the refund, staff's message on a rejection, and the credit note once refunded. */
  private async returnFacts(
    order: OrderRow,
    request: typeof returnRequests.$inferSelect,
    event: OrderNotifyEvent,
    language: Language,
  ): Promise<{ lines: string[]; creditNote?: EmailAttachment }> {
    const money = (fils: number) => formatFils(fils, language);
    const returned = await this.db
      .select()
      .from(returnRequestEntries)
      .where(eq(returnRequestEntries.returnRequestId, request.id))
      .orderBy(returnRequestEntries.entryNumber);
    const placed = (await issuedTaxInvoice(this.db, order.id))?.document;
    const named = placed
      ? creditedLines(
          placed as Order,
          returned.map((line) => ({
            entryNumber: line.entryNumber,
            quantity: line.quantity,
            amountFils: line.refundFils,
          })),
        )
      : [];
    const quantity = apiText(language, "orderEmail.quantity");
    const lines = [
      `${apiText(language, "orderNotification.returnedItems")}:`,
      ...named.map((line) => `- ${line.name} (${line.code}) — ${quantity} ${line.quantity}`),
      `${apiText(language, "orderNotification.refundAmount")}: ${money(request.refundFils)}`,
      ...(event === "return-rejected" && request.staffMessage
        ? [`${apiText(language, "orderNotification.staffMessage")}: ${request.staffMessage}`]
        : []),
      "",
      apiText(language, "orderNotification.viewReturn"),
      `${this.options.storefrontUrl}/${language}/my-account/returns/${rmaOf(request.id)}`,
    ];
    if (event !== "return-refunded") return { lines };
    const creditNote = await this.options.invoices.creditNoteForReturn(request.id);
    if (!creditNote) return { lines };
    return {
      lines: [...lines, "", apiText(language, "orderNotification.creditNote")],
      creditNote: {
        filename: apiText(language, "orderNotification.creditNoteFile", { number: creditNote.number }),
        contentType: "application/pdf",
        content: await this.options.invoices.pdf(creditNote),
      },
    };
  }

  private async wasSent(key: string, channel: Channel): Promise<boolean> {
    const [row] = await this.db
      .select({ key: orderNotificationsSent.key })
      .from(orderNotificationsSent)
      .where(and(eq(orderNotificationsSent.key, key), eq(orderNotificationsSent.channel, channel)));
    return row !== undefined;
  }

  private async recordSent(key: string, channel: Channel, orderId: number, recipient: string): Promise<void> {
    await this.db.insert(orderNotificationsSent).values({ key, channel, orderId, recipient }).onConflictDoNothing();
  }
}

/** One key per event of an order: the same event enqueued twice, or a job run again, is told once. */
export function notificationKey(payload: OrderNotifyPayload): string {
  const part = (value: string | number | undefined) => (value === undefined ? "" : String(value));
  return [
    payload.orderId,
    payload.event,
    part(payload.consignmentCode),
    part(payload.cancellationId),
    part(payload.amountFils),
    // Appended only for returns, so the keys of earlier events stay what they were.
    ...(payload.returnRequestId === undefined ? [] : [`r${payload.returnRequestId}`]),
  ].join(":");
}

/** The refund's message by how it went back (points: an order paid with loyalty points only, decision 0065). */
function returnRefundedKey(method: string | null | undefined) {
  return method === "CASH"
    ? ("orderNotification.body.returnRefundedCash" as const)
    : method === "POINTS"
      ? ("orderNotification.body.returnRefundedPoints" as const)
      : ("orderNotification.body.returnRefundedCard" as const);
}
