/**
 * Return requests (account spec §2.18, §2.19, §7 Returns; issue 20; decision 0052).
 *
 * The customer's side: the reasons, the check, the request itself, its reason and files, cancelling it, the list
 * and the detail. Making a request locks the order row, so two requests cannot ask back the same units: the units
 * each entry may return (returnability.ts) are read under that lock, every requested quantity is checked against
 * them, and the refund is worked out with the order's own pricing (return-refund-pricing.ts).
 *
 * Staff's side: approve, reject, receive (stock back for restockable units), refund. Each step locks the request,
 * asks the state machine, writes the step with its order event (kind RETURN), the caller's audit row and the
 * customer's notification job in one transaction. A card refund goes to the gateway through the payment
 * settlement in the `return.refund` job (REFUNDING until the gateway answered); a cash refund is recorded at once.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Language } from "@dukkan/occ";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import {
  RETURN_ATTACHMENT_LIMITS,
  RETURN_REQUEST_SORTS,
  type ReturnRequest,
  type ReturnRequestEntryInputList,
  type ReturnRequestList,
  type ReturnRequestSort,
  type ReturnRefundMethod,
  type ReturnStatus,
} from "@dukkan/occ/returns";
import type {
  StaffReturn,
  StaffReturnEvent,
  StaffReturnFilter,
  StaffReturnList,
  StaffReturnRow,
} from "@dukkan/staff-api";
import { apiText } from "@dukkan/i18n/api";
import { cartCode, type Executor } from "../cart/cart-service.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { Database } from "../db/client.js";
import { customerSearch } from "../customers/staff-customer-query.js";
import { customers } from "../db/tables.js";
import type { FileStorage } from "../files/file-storage.js";
import { checkUploads, storeThenRecord, type UploadedFile } from "../files/uploaded-files.js";
import type { InvoiceService } from "../invoices/invoice-service.js";
import { invoices } from "../invoices/invoices.tables.js";
import type { JobExecutor, JobQueue } from "../jobs/job-runner.js";
import { OccHttpError } from "../occ/errors.js";
import { customerUidOf, type RequestContext } from "../occ/request-context.js";
import { enqueueOrderNotification, type OrderNotifyEvent } from "../order-notifications/order-notifier.js";

import { recordOrderEvent, type OrderActor } from "../orders/lifecycle/order-events.js";
import { orderNotFound } from "../orders/order-errors.js";
import { returnStock, stockNeeds, type StockLine } from "../orders/order-stock.js";
import { ENTRY_PRODUCT_FIELDS } from "../orders/order-view.js";
import { orderEntries, orderEvents, orders } from "../orders/orders.tables.js";
import type { PaymentSettlement } from "../payment/payment-settlement.js";
import { paymentOfOrder } from "../payment/payment-ledger.js";
import {
  duplicateReturnEntry,
  orderNotReturnable,
  refundNotPossible,
  returnAttachmentNotFound,
  returnRequestNotFound,
  tooManyReturnFiles,
  tooManyToReturn,
  unknownReturnEntry,
  unknownReturnReason,
} from "./return-errors.js";
import { isReturnReason, returnReason } from "./return-reasons.js";
import { RETURN_UPLOADS, returnUploadRefusals } from "./return-files.js";
import { returnRefund } from "./return-refund-pricing.js";
import { givePointsBack, takeEarnedPointsBack } from "../loyalty/loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES, pointsShareOf, type LoyaltyRules } from "../loyalty/loyalty-rules.js";
import { assertReturnTransition } from "./return-state-machine.js";
import { orderReturns, unitsReturnedBefore, type ReturnRules } from "./order-returns.js";
import { renderReturn, returnIdOf, rmaOf, type LoadedReturn, type ReturnRow } from "./return-view.js";
import { returnRequestAttachments, returnRequestEntries, returnRequests } from "./returns.tables.js";
import { readAll } from "../db/read-all.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffActor } from "../staff/staff-context.js";

/** The job that asks the gateway for a return's card refund (payload {@link ReturnRefundPayload}). */
export const RETURN_REFUND_JOB = "return.refund";
export interface ReturnRefundPayload {
  returnRequestId: number;
  attempt: number;
}

export interface ReturnServiceOptions {
  db: Database;
  jobs: JobQueue;
  storage: FileStorage;
  invoices: InvoiceService;
  settlement: PaymentSettlement;
  catalog?: ProductCatalog;
  rules: ReturnRules;
  /** How refunded goods take back the loyalty points they earned (default: DEFAULT_LOYALTY_RULES). */
  loyalty?: LoyaltyRules;
}

/** Who takes a staff step, and what its audit row `return.{action}` says besides the request's order and status. */
interface StaffStep {
  context: StaffActor;
  action: "approve" | "reject" | "receive" | "refund";
  details?: Record<string, unknown>;
}

type OrderRow = typeof orders.$inferSelect;
type OrderEntryRow = typeof orderEntries.$inferSelect;

const MAX_ID = 2_147_483_647;
const CODE = /^\d{1,10}$/;
/** An order's id in its code (a return request's is `returnIdOf`). */
const idOf = (code: string) => (CODE.test(code) && Number(code) > 0 && Number(code) <= MAX_ID ? Number(code) : null);

const SORT_ORDER: Record<ReturnRequestSort, SQL[]> = {
  byDate: [desc(returnRequests.createdAt), desc(returnRequests.id)],
  byRMA: [desc(returnRequests.id)],
};

export class ReturnService {
  private readonly db: Database;

  constructor(private readonly options: ReturnServiceOptions) {
    this.db = options.db;
  }

  // ───────────────────────────── customer ─────────────────────────────

  /**
   * POST …/orderReturns/checkReturnRequest: null when the request may be made, else the refusals the request
   * itself would answer (the storefront shows the first one).
   */
  async check(
    context: Pick<RequestContext, "caller" | "language">,
    input: ReturnRequestEntryInputList,
  ): Promise<{ errors: OccHttpError["errors"] } | null> {
    try {
      await this.db.transaction(async (tx) => {
        const order = await this.lockOwnedOrder(tx, customerUidOf(context), input.orderCode);
        await this.unitsToReturn(tx, order, input, context.language);
      });
      return null;
    } catch (error) {
      if (error instanceof OccHttpError && error.statusCode === 400) return { errors: error.errors };
      throw error;
    }
  }

  /** POST …/orderReturns: the request, APPROVAL_PENDING, with its estimated refund. */
  async create(
    context: Pick<RequestContext, "caller" | "language">,
    input: ReturnRequestEntryInputList,
  ): Promise<ReturnRequest> {
    const uid = customerUidOf(context);
    const id = await this.db.transaction(async (tx) => {
      const order = await this.lockOwnedOrder(tx, uid, input.orderCode);
      const { entries, units } = await this.unitsToReturn(tx, order, input, context.language);
      const refund = await returnRefund(tx, order, entries, await unitsReturnedBefore(tx, order.id, undefined), units);
      const [row] = await tx
        .insert(returnRequests)
        .values({
          orderId: order.id,
          customerUid: uid,
          status: "APPROVAL_PENDING",
          refundFils: refund.amountFils,
          taxFils: refund.taxFils,
        })
        .returning();
      await tx.insert(returnRequestEntries).values(
        [...units].map(([entryNumber, quantity]) => ({
          returnRequestId: row!.id,
          entryNumber,
          quantity,
          refundFils: refund.lineFils.get(entryNumber) ?? 0,
        })),
      );
      await this.recordStep(tx, row!, null, "APPROVAL_PENDING", { type: "customer", id: uid });
      await this.notify(tx, row!, "return-requested");
      return row!.id;
    });
    this.options.jobs.wake();
    return this.render(await this.load(this.db, id), context.language);
  }

  /** PATCH …/orderReturns/{rma}: `{reason}` sets the reason; `{status: CANCELLING}` cancels a pending request. */
  async modify(
    context: Pick<RequestContext, "caller" | "language">,
    rma: string,
    change: { reason?: string; status?: "CANCELLING" },
  ): Promise<ReturnRequest> {
    const uid = customerUidOf(context);
    const id = await this.db.transaction(async (tx) => {
      const request = await this.lockRequest(tx, rma, uid);
      if (change.reason !== undefined) {
        if (!isReturnReason(change.reason)) throw unknownReturnReason(change.reason, context.language);
        // The reason belongs to the customer's request: it can be set until staff decided on it.
        assertReturnTransition(rma, request.status, "APPROVED");
        await tx
          .update(returnRequests)
          .set({ reasonCode: change.reason, updatedAt: sql`now()` })
          .where(eq(returnRequests.id, request.id));
      } else {
        assertReturnTransition(rma, request.status, "CANCELLED");
        await tx
          .update(returnRequests)
          .set({ status: "CANCELLED", updatedAt: sql`now()` })
          .where(eq(returnRequests.id, request.id));
        await this.recordStep(tx, request, request.status, "CANCELLED", { type: "customer", id: uid });
      }
      return request.id;
    });
    return this.render(await this.load(this.db, id), context.language);
  }

  /**
   * POST …/orderReturns/{rma}/attachments: every file is checked (type by content, size, count with those already
   * attached) before any is stored; one bad file refuses them all and nothing changes.
   */
  async attach(
    context: Pick<RequestContext, "caller" | "language">,
    rma: string,
    files: readonly UploadedFile[],
  ): Promise<ReturnRequest> {
    const uid = customerUidOf(context);
    const { language } = context;
    const request = await this.ownedRequest(uid, rma);
    // Files are evidence for the decision: they can be added until staff decided.
    assertReturnTransition(rma, request.status, "APPROVED");
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(returnRequestAttachments)
      .where(eq(returnRequestAttachments.returnRequestId, request.id));
    if ((counted?.n ?? 0) + files.length > RETURN_ATTACHMENT_LIMITS.maxFiles) {
      throw tooManyReturnFiles(RETURN_ATTACHMENT_LIMITS.maxFiles, language);
    }
    const checked = await checkUploads(files, RETURN_UPLOADS, returnUploadRefusals(language));
    const stored = checked.map((file) => {
      const id = randomUUID();
      return { id, key: `returns/${request.id}/${id}`, file };
    });
    await storeThenRecord(this.options.storage, stored, () =>
      this.db.transaction(async (tx) => {
        // Staff may have decided while the files were being stored.
        const locked = await this.lockRequest(tx, rma, uid);
        assertReturnTransition(rma, locked.status, "APPROVED");
        const [attached] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(returnRequestAttachments)
          .where(eq(returnRequestAttachments.returnRequestId, request.id));
        if ((attached?.n ?? 0) + stored.length > RETURN_ATTACHMENT_LIMITS.maxFiles) {
          throw tooManyReturnFiles(RETURN_ATTACHMENT_LIMITS.maxFiles, language);
        }
        await tx.insert(returnRequestAttachments).values(
          stored.map(({ id, key, file }) => ({
            id,
            returnRequestId: request.id,
            fileName: file.fileName,
            mimeType: file.mimeType,
            sizeBytes: file.bytes.byteLength,
            storageKey: key,
          })),
        );
      }),
    );
    return this.render(await this.load(this.db, request.id), language);
  }

  /** GET …/orderReturns/{rma}. */
  async detail(context: Pick<RequestContext, "caller" | "language">, rma: string): Promise<ReturnRequest> {
    const request = await this.ownedRequest(customerUidOf(context), rma);
    return this.render(await this.load(this.db, request.id), context.language);
  }

  /** GET …/orderReturns/{rma}/attachments/{id}: the file, only to the request's owner. */
  async download(context: Pick<RequestContext, "caller">, rma: string, attachmentId: string) {
    const request = await this.ownedRequest(customerUidOf(context), rma);
    return this.file(request.id, attachmentId);
  }

  /** GET …/orderReturns: the customer's requests, 5 a page. */
  async list(
    context: Pick<RequestContext, "caller" | "language">,
    page: { currentPage: number; pageSize: number; sort: ReturnRequestSort },
  ): Promise<ReturnRequestList> {
    const uid = customerUidOf(context);
    const mine = eq(returnRequests.customerUid, uid);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(returnRequests)
        .where(mine)
        .orderBy(...SORT_ORDER[page.sort])
        .limit(page.pageSize)
        .offset(page.currentPage * page.pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(returnRequests)
        .where(mine),
    ]);
    const totalResults = counted?.n ?? 0;
    return {
      returnRequests: await this.renderAll(await this.loadAll(this.db, rows), context.language),
      sorts: RETURN_REQUEST_SORTS.map((code) => ({
        code,
        name: apiText(context.language, `returns.sort.${code}`),
        selected: code === page.sort,
      })),
      pagination: {
        currentPage: page.currentPage,
        pageSize: page.pageSize,
        totalPages: Math.ceil(totalResults / page.pageSize),
        totalResults,
        sort: page.sort,
      },
    };
  }

  // ───────────────────────────── staff ─────────────────────────────

  async staffList(filter: StaffReturnFilter): Promise<StaffReturnList> {
    const orderId = filter.orderCode === undefined ? undefined : idOf(filter.orderCode);
    const where = and(
      filter.status.length > 0 ? inArray(returnRequests.status, filter.status) : undefined,
      // An order number that cannot be one matches nothing (not every request).
      orderId === undefined ? undefined : eq(returnRequests.orderId, orderId ?? 0),
      filter.customer === undefined
        ? undefined
        : inArray(
            returnRequests.customerUid,
            this.db.select({ uid: customers.uid }).from(customers).where(customerSearch(filter.customer)),
          ),
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(returnRequests)
        .where(where)
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(filter.pageSize)
        .offset(filter.currentPage * filter.pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(returnRequests)
        .where(where),
    ]);
    const totalResults = counted?.n ?? 0;
    return {
      returns: (await this.staffRows(await this.loadAll(this.db, rows))).map(
        ({ customerId: _customerId, ...listed }) => listed,
      ),
      pagination: {
        currentPage: filter.currentPage,
        pageSize: filter.pageSize,
        totalPages: Math.ceil(totalResults / filter.pageSize),
        totalResults,
      },
    };
  }

  /** One request for staff: product and reason names in `language`, its history and how it may be refunded. */
  async staffDetail(rma: string, language: Language = "en"): Promise<StaffReturn> {
    const id = returnIdOf(rma);
    const [row] = id === null ? [] : await this.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!row) throw returnRequestNotFound(rma);
    const loaded = await this.load(this.db, row.id);
    const [[staffRow], history, refundMethods] = await Promise.all([
      this.staffRows([loaded]),
      this.staffHistory(row),
      this.refundMethods(row),
    ]);
    return {
      ...staffRow!,
      reasonCode: row.reasonCode,
      reason: row.reasonCode && isReturnReason(row.reasonCode) ? returnReason(row.reasonCode, language).name : null,
      staffMessage: row.staffMessage,
      taxFils: row.taxFils,
      refundMethod: row.refundMethod,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      creditNote: loaded.creditNoteNumber,
      entries: loaded.entries.map((line) => {
        const entry = loaded.orderEntries.find((candidate) => candidate.entryNumber === line.entryNumber);
        return {
          entryNumber: line.entryNumber,
          productCode: entry?.productCode ?? "",
          name: entry ? entry.name[language] || entry.name.en : "",
          quantity: line.quantity,
          receivedQuantity: line.receivedQuantity,
          restockedQuantity: line.restockedQuantity,
          refundFils: line.refundFils,
        };
      }),
      attachments: loaded.attachments.map((file) => ({
        id: file.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.sizeBytes,
        createdAt: file.createdAt.toISOString(),
      })),
      history,
      refundMethods,
    };
  }

  /**
   * The request's steps from its order's history: its status changes (kind RETURN) and the gateway's answers to
   * its card refunds, which the payment settlement records with the request's rma.
   */
  private async staffHistory(request: ReturnRow): Promise<StaffReturnEvent[]> {
    const rows = await this.db
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, request.orderId),
          inArray(orderEvents.kind, ["RETURN", "REFUND", "PAYMENT_REFUND_FAILED"]),
          sql`${orderEvents.details}->>'returnRequest' = ${rmaOf(request.id)}`,
        ),
      )
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    return rows.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind === "RETURN" ? "STATUS" : event.kind === "REFUND" ? "REFUND" : "REFUND_REFUSED",
      fromStatus: (event.fromStatus as ReturnStatus | null) ?? null,
      toStatus: (event.toStatus as ReturnStatus | null) ?? null,
      actorType: event.actorType,
      message: text(event.details?.message),
      amountFils: typeof event.details?.amountFils === "number" ? event.details.amountFils : null,
      gatewayCode: text(event.details?.gatewayCode),
    }));
  }

  /**
   * How a RECEIVED request may be refunded (decision 0057): a cash order in cash; a card order to the card while
   * its payment holds the amount, and in cash once the gateway refused an attempt (a request back in RECEIVED
   * after an attempt) or when the payment cannot hold the amount, so the customer is never left without a way.
   */
  private async refundMethods(request: ReturnRow): Promise<ReturnRefundMethod[]> {
    if (request.status !== "RECEIVED") return [];
    const [order] = await this.db
      .select({ paymentModeCode: orders.paymentModeCode })
      .from(orders)
      .where(eq(orders.id, request.orderId));
    // An order paid with points only is refunded in points (decision 0065).
    if (order?.paymentModeCode === PAYMENT_MODE_CODES.loyaltyPoint) return ["POINTS"];
    if (order?.paymentModeCode !== PAYMENT_MODE_CODES.card) return ["CASH"];
    // The card is refunded its own part only; the points' part goes back as points.
    const cardFils = request.refundFils - (await this.pointsPartOf(this.db, request));
    const cardHolds = cardFils === 0 || (await this.cardHolds(request.orderId)) >= cardFils;
    return [
      ...(cardHolds ? (["CARD"] as const) : []),
      ...(!cardHolds || request.refundAttempts > 0 ? (["CASH"] as const) : []),
    ];
  }

  /** What the order's card payment holds: captured and not refunded yet. */
  private async cardHolds(orderId: number): Promise<number> {
    const payment = await paymentOfOrder(this.db, orderId);
    return payment ? payment.capturedFils - payment.refundedFils : 0;
  }

  /** A file of any request (staff). */
  async staffDownload(rma: string, attachmentId: string) {
    const id = returnIdOf(rma);
    if (id === null) throw returnRequestNotFound(rma);
    return this.file(id, attachmentId);
  }

  async approve(context: StaffActor, rma: string): Promise<void> {
    await this.staffStep(rma, "APPROVED", { context, action: "approve" }, {}, "return-approved");
  }

  async reject(context: StaffActor, rma: string, message: string): Promise<void> {
    const step: StaffStep = { context, action: "reject", details: { message } };
    await this.staffStep(rma, "REJECTED", step, { staffMessage: message }, "return-rejected");
  }

  /**
   * APPROVED → RECEIVED: the parcel arrived. Units of the entries marked restockable go back to stock (a kit with
   * its components); the others stay out of sale.
   */
  async receive(
    context: StaffActor,
    rma: string,
    restockable: readonly { entryNumber: number; restockable: boolean }[],
  ): Promise<void> {
    const step: StaffStep = { context, action: "receive", details: { entries: restockable } };
    await this.staffStep(rma, "RECEIVED", step, {}, "return-received", async (tx, request) => {
      const lines = await tx
        .select()
        .from(returnRequestEntries)
        .where(eq(returnRequestEntries.returnRequestId, request.id));
      const seen = new Set<number>();
      for (const { entryNumber } of restockable) {
        if (seen.has(entryNumber)) throw duplicateReturnEntry(entryNumber, "en");
        if (!lines.some((line) => line.entryNumber === entryNumber)) throw unknownReturnEntry(entryNumber, "en");
        seen.add(entryNumber);
      }
      const back = new Set(restockable.filter((line) => line.restockable).map((line) => line.entryNumber));
      const entries = await tx.select().from(orderEntries).where(eq(orderEntries.orderId, request.orderId));
      const stock: StockLine[] = [];
      for (const line of lines) {
        const restocked = back.has(line.entryNumber) ? line.quantity : 0;
        await tx
          .update(returnRequestEntries)
          .set({ receivedQuantity: line.quantity, restockedQuantity: restocked })
          .where(
            and(
              eq(returnRequestEntries.returnRequestId, request.id),
              eq(returnRequestEntries.entryNumber, line.entryNumber),
            ),
          );
        const entry = entries.find((candidate) => candidate.entryNumber === line.entryNumber);
        if (restocked > 0 && entry) stock.push(stockLine(entry, restocked));
      }
      if (stock.length > 0) await returnStock(tx, stockNeeds(stock));
      return { restocked: [...back] };
    });
  }

  /**
   * RECEIVED → the money back, by `method` (default: the way the order was paid), which must be one of the
   * request's refund methods. To the card: REFUNDING, and the `return.refund` job asks the gateway (nothing to ask
   * for a refund of 0). In cash: REFUNDED at once, the cash staff handed over recorded (decisions 0052, 0057).
   */
  async refund(context: StaffActor, rma: string, method: ReturnRefundMethod | undefined): Promise<void> {
    const step: StaffStep = { context, action: "refund", details: method ? { method } : {} };
    const id = returnIdOf(rma);
    const [peek] = id === null ? [] : await this.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!peek) throw returnRequestNotFound(rma);
    // The state machine refuses a request that is not RECEIVED with its own error, inside the step.
    const [order] = await this.db.select().from(orders).where(eq(orders.id, peek.orderId));
    const paidByCard = order!.paymentModeCode === PAYMENT_MODE_CODES.card;
    const paidWithPoints = order!.paymentModeCode === PAYMENT_MODE_CODES.loyaltyPoint;
    const chosen = method ?? (paidByCard ? "CARD" : paidWithPoints ? "POINTS" : "CASH");
    if (peek.status === "RECEIVED") {
      const allowed = await this.refundMethods(peek);
      if (!allowed.includes(chosen)) {
        if (chosen === "CARD" && paidByCard) {
          const held = await this.cardHolds(peek.orderId);
          throw refundNotPossible(rma, `The card payment holds ${held} fils; the refund is ${peek.refundFils} fils.`);
        }
        if (paidWithPoints || chosen === "POINTS") {
          throw refundNotPossible(
            rma,
            paidWithPoints
              ? `Order ${cartCode(peek.orderId)} was paid with loyalty points: refund it as points.`
              : `Order ${cartCode(peek.orderId)} was not paid with loyalty points only.`,
          );
        }
        throw refundNotPossible(
          rma,
          chosen === "CARD"
            ? `Order ${cartCode(peek.orderId)} was not paid by card: refund it in cash.`
            : `Order ${cartCode(peek.orderId)} was paid by card: refund it to the card; cash is possible once the gateway refused the refund.`,
        );
      }
    }
    // Decision 0065: what points paid of the order goes back as points in the same share; the rest by `chosen`.
    const loyaltyRefundFils = await this.pointsPartOf(this.db, peek);
    if (chosen !== "CARD" || peek.refundFils - loyaltyRefundFils === 0) {
      await this.staffStep(
        rma,
        "REFUNDED",
        step,
        { refundMethod: chosen, refundedAt: sql`now()`, loyaltyRefundFils },
        "return-refunded",
      );
      await this.options.invoices.creditNoteForReturn(peek.id);
      return;
    }
    await this.staffStep(
      rma,
      "REFUNDING",
      step,
      { refundAttempts: sql`${returnRequests.refundAttempts} + 1`, loyaltyRefundFils },
      null,
      async (tx, request) => {
        await this.options.jobs.enqueue(
          tx,
          RETURN_REFUND_JOB,
          { returnRequestId: request.id, attempt: request.refundAttempts + 1 } satisfies ReturnRefundPayload,
          { key: `${RETURN_REFUND_JOB}:${request.id}:${request.refundAttempts + 1}` },
        );
        return {};
      },
    );
  }

  /**
   * The `return.refund` job: REFUND `return-{id}-{attempt}` through the payment settlement (read back before it
   * is sent, so a retried run never refunds twice). Refunded: REFUNDED, the credit note and the customer told;
   * refused: back to RECEIVED for staff to look at (an order event says why).
   */
  async settleCardRefund({ returnRequestId, attempt }: ReturnRefundPayload): Promise<void> {
    const [request] = await this.db.select().from(returnRequests).where(eq(returnRequests.id, returnRequestId));
    if (!request || request.status !== "REFUNDING" || request.refundAttempts !== attempt) return;
    const rma = rmaOf(request.id);
    const actor: OrderActor = { type: "job", id: RETURN_REFUND_JOB };
    const refunded = await this.options.settlement.refund(
      {
        orderId: request.orderId,
        transactionId: `return-${request.id}-${attempt}`,
        // The card's part only: the points' part goes back as points when the refund is settled.
        amountFils: request.refundFils - request.loyaltyRefundFils,
        reference: rma,
        details: { returnRequest: rma },
      },
      async (tx, settled) => {
        const [locked] = await tx.select().from(returnRequests).where(eq(returnRequests.id, request.id)).for("update");
        if (!locked || locked.status !== "REFUNDING") return;
        const to: ReturnStatus = settled ? "REFUNDED" : "RECEIVED";
        assertReturnTransition(rma, locked.status, to);
        await tx
          .update(returnRequests)
          .set({
            status: to,
            ...(settled ? { refundMethod: "CARD" as const, refundedAt: sql`now()` } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(returnRequests.id, locked.id));
        await this.recordStep(tx, locked, locked.status, to, actor);
        if (settled) await this.notify(tx, locked, "return-refunded");
        if (settled) await this.takePointsBack(tx, locked);
      },
    );
    if (refunded) await this.options.invoices.creditNoteForReturn(request.id);
    this.options.jobs.wake();
  }

  // ───────────────────────────── shared ─────────────────────────────

  /** One staff step: lock, state machine, the change, its history, the audit row and the notification. */
  private async staffStep(
    rma: string,
    to: ReturnStatus,
    step: StaffStep,
    values: PgUpdateSetSource<typeof returnRequests>,
    event: OrderNotifyEvent | null,
    extra?: (tx: Database, request: ReturnRow) => Promise<Record<string, unknown>>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const request = await this.lockRequest(tx, rma, null);
      assertReturnTransition(rma, request.status, to);
      const details = (await extra?.(tx as unknown as Database, request)) ?? {};
      const [updated] = await tx
        .update(returnRequests)
        .set({ ...values, status: to, updatedAt: sql`now()` })
        .where(eq(returnRequests.id, request.id))
        .returning();
      await this.recordStep(
        tx,
        request,
        request.status,
        to,
        { type: "staff", id: step.context.staff.id },
        {
          ...details,
          ...(typeof values.staffMessage === "string" ? { message: values.staffMessage } : {}),
        },
      );
      if (event) await this.notify(tx, updated!, event);
      if (to === "REFUNDED") await this.takePointsBack(tx, updated!);
      await recordAudit(tx, step.context, {
        action: `return.${step.action}`,
        targetType: "returnRequest",
        targetId: rmaOf(updated!.id),
        details: { orderCode: cartCode(updated!.orderId), status: updated!.status, ...step.details },
      });
    });
    this.options.jobs.wake();
  }

  /**
   * Issue 21: the points that paid for the refunded goods go back to the customer (decision 0065), and the goods
   * paid otherwise no longer earn the points their order earned for them.
   */
  private async takePointsBack(tx: Executor, request: ReturnRow): Promise<void> {
    const rules = this.options.loyalty ?? DEFAULT_LOYALTY_RULES;
    const order = { id: request.orderId, customerUid: request.customerUid };
    const at = new Date();
    if (request.loyaltyRefundFils > 0) {
      await givePointsBack(tx, rules, order, { fils: request.loyaltyRefundFils, note: rmaOf(request.id), at });
    }
    await takeEarnedPointsBack(tx, rules, order, {
      goodsFils: request.refundFils - request.loyaltyRefundFils,
      note: rmaOf(request.id),
      at,
    });
  }

  /**
   * The part of a return's refund that goes back as points (decision 0065): the share points paid of the order,
   * never more than what points paid less what earlier refunded (or refunding) returns gave back.
   */
  private async pointsPartOf(db: Executor, request: ReturnRow): Promise<number> {
    const [order] = await db
      .select({ totalPriceFils: orders.totalPriceFils, loyaltyPaidFils: orders.loyaltyPaidFils })
      .from(orders)
      .where(eq(orders.id, request.orderId));
    if (!order || order.loyaltyPaidFils === 0) return 0;
    const [earlier] = await db
      .select({ fils: sql<number>`coalesce(sum(${returnRequests.loyaltyRefundFils}), 0)`.mapWith(Number) })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.orderId, request.orderId),
          sql`${returnRequests.id} <> ${request.id}`,
          inArray(returnRequests.status, ["REFUNDING", "REFUNDED"]),
        ),
      );
    return pointsShareOf(
      request.refundFils,
      { totalFils: order.totalPriceFils, loyaltyPaidFils: order.loyaltyPaidFils },
      order.loyaltyPaidFils - (earlier?.fils ?? 0),
    );
  }

  private async recordStep(
    tx: Executor,
    request: ReturnRow,
    from: ReturnStatus | null,
    to: ReturnStatus,
    actor: OrderActor,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await recordOrderEvent(tx, {
      orderId: request.orderId,
      kind: "RETURN",
      ...(from ? { fromStatus: from } : {}),
      toStatus: to,
      actor,
      details: { returnRequest: rmaOf(request.id), ...details },
    });
  }

  private async notify(tx: JobExecutor, request: ReturnRow, event: OrderNotifyEvent): Promise<void> {
    await enqueueOrderNotification(this.options.jobs, tx, {
      orderId: request.orderId,
      event,
      returnRequestId: request.id,
    });
  }

  /** The customer's order under a row lock (an order of someone else answers like an unknown one). */
  private async lockOwnedOrder(tx: Executor, uid: string, orderCode: string): Promise<OrderRow> {
    const id = idOf(orderCode);
    if (id === null) throw orderNotFound(orderCode);
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerUid, uid)))
      .for("update");
    if (!order) throw orderNotFound(orderCode);
    return order;
  }

  /**
   * The units asked back per entry, each checked against what the entry may still return: every entry known and
   * listed once, at most its returnable units. Nothing returnable at all: the order is not returnable.
   */
  private async unitsToReturn(
    tx: Executor,
    order: OrderRow,
    input: ReturnRequestEntryInputList,
    language: Language,
  ): Promise<{ entries: OrderEntryRow[]; units: Map<number, number> }> {
    const entries = await tx
      .select()
      .from(orderEntries)
      .where(eq(orderEntries.orderId, order.id))
      .orderBy(asc(orderEntries.entryNumber));
    const returnable = (await orderReturns(tx, [order.id], this.options.rules)).get(order.id)!.quantities;
    if (![...returnable.values()].some((units) => units > 0)) throw orderNotReturnable(cartCode(order.id), language);
    const units = new Map<number, number>();
    for (const { orderEntryNumber, quantity } of input.returnRequestEntryInputs) {
      if (units.has(orderEntryNumber)) throw duplicateReturnEntry(orderEntryNumber, language);
      if (!entries.some((entry) => entry.entryNumber === orderEntryNumber)) {
        throw unknownReturnEntry(orderEntryNumber, language);
      }
      const left = returnable.get(orderEntryNumber) ?? 0;
      if (quantity > left) throw tooManyToReturn(orderEntryNumber, left, language);
      units.set(orderEntryNumber, quantity);
    }
    return { entries, units };
  }

  /** The request under a row lock: the customer's own (uid) or any (staff, null). */
  private async lockRequest(tx: Executor, rma: string, uid: string | null): Promise<ReturnRow> {
    const id = returnIdOf(rma);
    if (id === null) throw returnRequestNotFound(rma);
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, id), uid === null ? undefined : eq(returnRequests.customerUid, uid)))
      .for("update");
    if (!row) throw returnRequestNotFound(rma);
    return row;
  }

  private async ownedRequest(uid: string, rma: string): Promise<ReturnRow> {
    const id = returnIdOf(rma);
    if (id === null) throw returnRequestNotFound(rma);
    const [row] = await this.db
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, id), eq(returnRequests.customerUid, uid)));
    if (!row) throw returnRequestNotFound(rma);
    return row;
  }

  private async file(requestId: number, attachmentId: string) {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!UUID.test(attachmentId)) throw returnAttachmentNotFound(attachmentId);
    const [row] = await this.db
      .select()
      .from(returnRequestAttachments)
      .where(
        and(
          eq(returnRequestAttachments.id, attachmentId.toLowerCase()),
          eq(returnRequestAttachments.returnRequestId, requestId),
        ),
      );
    if (!row) throw returnAttachmentNotFound(attachmentId);
    const stored = await this.options.storage.get(row.storageKey);
    if (!stored) throw returnAttachmentNotFound(attachmentId);
    return { fileName: row.fileName, mimeType: row.mimeType, bytes: stored.bytes };
  }

  private async load(db: Executor, id: number): Promise<LoadedReturn> {
    const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!request) throw returnRequestNotFound(rmaOf(id));
    const [loaded] = await this.loadAll(db, [request]);
    return loaded!;
  }

  /**
   * The requests with their lines, files, credit notes and the order lines they return: four queries however many
   * requests there are (a list page loads its rows together instead of each on its own), in the order given.
   */
  private async loadAll(db: Executor, requests: readonly ReturnRow[]): Promise<LoadedReturn[]> {
    if (requests.length === 0) return [];
    const ids = requests.map((request) => request.id);
    const orderIds = [...new Set(requests.map((request) => request.orderId))];
    const [entries, attachments, ofOrders, creditNotes] = await readAll(db, [
      () =>
        db
          .select()
          .from(returnRequestEntries)
          .where(inArray(returnRequestEntries.returnRequestId, ids))
          .orderBy(asc(returnRequestEntries.returnRequestId), asc(returnRequestEntries.entryNumber)),
      () =>
        db
          .select()
          .from(returnRequestAttachments)
          .where(inArray(returnRequestAttachments.returnRequestId, ids))
          .orderBy(asc(returnRequestAttachments.returnRequestId), asc(returnRequestAttachments.createdAt)),
      // The columns a request shows and counts, not the whole order lines (configurations, kits' components).
      () =>
        db
          .select({
            orderId: orderEntries.orderId,
            entryNumber: orderEntries.entryNumber,
            productCode: orderEntries.productCode,
            name: orderEntries.name,
            quantity: orderEntries.quantity,
            cancelledQuantity: orderEntries.cancelledQuantity,
            basePriceFils: orderEntries.basePriceFils,
            totalPriceFils: orderEntries.totalPriceFils,
          })
          .from(orderEntries)
          .where(inArray(orderEntries.orderId, orderIds)),
      () =>
        db
          .select({ returnRequestId: invoices.returnRequestId, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.returnRequestId, ids)),
    ]);
    return requests.map((request) => {
      const lines = entries.filter((line) => line.returnRequestId === request.id);
      const ofOrder = ofOrders.filter((entry) => entry.orderId === request.orderId);
      const kept = ofOrder.reduce((sum, entry) => sum + entry.quantity - entry.cancelledQuantity, 0);
      const asked = lines.reduce((sum, line) => sum + line.quantity, 0);
      return {
        request,
        entries: lines,
        attachments: attachments.filter((file) => file.returnRequestId === request.id),
        orderEntries: ofOrder,
        complete: asked === kept,
        creditNoteNumber: creditNotes.find((note) => note.returnRequestId === request.id)?.number ?? null,
      };
    });
  }

  private async render(loaded: LoadedReturn, language: Language): Promise<ReturnRequest> {
    const [rendered] = await this.renderAll([loaded], language);
    return rendered!;
  }

  /** The requests' JSON, with one catalogue read for all their products. */
  private async renderAll(loaded: readonly LoadedReturn[], language: Language): Promise<ReturnRequest[]> {
    const codes = new Set(
      loaded.flatMap(({ entries, orderEntries: ofOrder }) =>
        entries.flatMap((line) => {
          const entry = ofOrder.find((candidate) => candidate.entryNumber === line.entryNumber);
          return entry ? [entry.productCode] : [];
        }),
      ),
    );
    const jsons = this.options.catalog
      ? await this.options.catalog.productJsons([...codes], language, ENTRY_PRODUCT_FIELDS)
      : [];
    const products = new Map(
      jsons.map((json) => {
        const product = JSON.parse(json) as Record<string, unknown> & { code: string };
        return [product.code, product];
      }),
    );
    return loaded.map((one) => renderReturn(one, products, language));
  }

  /**
   * The requests' rows for staff, and each customer's id (the detail links to the customer's page): one query for
   * all their orders and customers, in the order given.
   */
  private async staffRows(
    loaded: readonly LoadedReturn[],
  ): Promise<(StaffReturnRow & { customerId: string | null })[]> {
    const orderIds = [...new Set(loaded.map(({ request }) => request.orderId))];
    const ofOrders =
      orderIds.length === 0
        ? []
        : await this.db
            .select({
              orderId: orders.id,
              paymentModeCode: orders.paymentModeCode,
              email: customers.email,
              firstName: customers.firstName,
              lastName: customers.lastName,
              customerId: customers.customerId,
            })
            .from(orders)
            .leftJoin(customers, eq(customers.uid, orders.customerUid))
            .where(inArray(orders.id, orderIds));
    const orderById = new Map(ofOrders.map((order) => [order.orderId, order]));
    return loaded.map(({ request, entries }) => {
      const order = orderById.get(request.orderId);
      return {
        rma: rmaOf(request.id),
        orderCode: cartCode(request.orderId),
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        customerEmail: order?.email ?? null,
        customerName: order?.firstName ? `${order.firstName} ${order.lastName ?? ""}`.trim() : null,
        customerId: order?.customerId ?? null,
        units: entries.reduce((sum, line) => sum + line.quantity, 0),
        refundFils: request.refundFils,
        paymentMode: order?.paymentModeCode ?? "",
      };
    });
  }
}

/** What goes back to stock for `units` of an entry: the product, and a kit's components per kit. */
function stockLine(entry: OrderEntryRow, units: number): StockLine {
  return {
    productCode: entry.productCode,
    quantity: units,
    components: (entry.components ?? []).map((component) => ({
      productCode: component.productCode,
      quantity: component.quantity / entry.quantity,
    })),
  };
}
