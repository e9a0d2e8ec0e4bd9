/**
 * Scheduled replenishment orders (account spec §2.22, §6, §7; issue 21; decisions 0060, 0066).
 *
 * Scheduling: at the review step a signed-in customer's checkout cart (delivery address and mode set, cash on
 * delivery or one of their saved cards chosen) becomes a schedule in one transaction that locks the cart: the
 * entries, delivery and payment are copied, what the cart costs now is kept for the list, and the cart is deleted
 * (as placing an order does). A saved card is first verified by the gateway under a new stored-credential
 * agreement while the customer is present (customer-initiated), so the shop may charge it later without them.
 *
 * Ordering: a recurring job (every 10 minutes, once across processes) queues one `replenishment.place` job per
 * schedule whose next UAE day has come, keyed by schedule and day. That job locks the schedule and, only if it is
 * still active and still due that day, fills a fresh saved cart with the entries at today's prices, leaves out the
 * products that are out of stock (or no longer sold) today, places the rest as a cash order through the order
 * service (stock, invoice, confirmation e-mail as any order), records the run and moves the next day to the first
 * order day after today — all in one transaction. A schedule missed for several days while the shop was down
 * therefore places one order when it is back, not one per missed day; a job run twice finds the day done.
 * The customer is e-mailed what was placed and what was left out (or that nothing could be placed).
 * A card schedule's order is reserved, then its saved card charged merchant-initiated, then confirmed or cancelled
 * (placeDue); a declined card places nothing and is tried again the next day, up to MAX_DECLINED_DAYS in a row.
 */
import { randomUUID } from "node:crypto";
import { apiText } from "@dukkan/i18n/api";
import { formatFils, occPrice } from "@dukkan/money";
import { CURRENCY, type Language } from "@dukkan/occ";
import type { OrderHistoryList, OrderStatus } from "@dukkan/occ/order";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import {
  REPLENISHMENT_LIMITS,
  REPLENISHMENT_SORTS,
  type ReplenishmentOrder,
  type ReplenishmentOrderList,
  type ReplenishmentSort,
  type ScheduleReplenishmentForm,
} from "@dukkan/occ/replenishment";
import { and, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import {
  cartCode,
  entryLimit,
  entrySellable,
  type CartRecord,
  type CartService,
  type Executor,
} from "../cart/cart-service.js";
import { cartEntries, carts } from "../cart/cart.tables.js";
import { priceCart, priceLine } from "../cart/cart-pricing.js";
import { pricingArea, readCheckoutState, writeCheckout, type CheckoutState } from "../checkout/checkout-state.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import type { JobExecutor, JobRunner } from "../jobs/job-runner.js";
import { customerUidOf, type RequestContext } from "../occ/request-context.js";
import { checkoutHasMissing, emptyCart, termsNotAccepted } from "../orders/order-errors.js";
import { deliveryContext, type OrderService } from "../orders/order-service.js";
import { statusDisplay } from "../orders/order-view.js";
import { orders } from "../orders/orders.tables.js";
import { PromotionEngine } from "../promotions/promotion-engine.js";
import { gatewayCall } from "../payment/gateway-errors.js";
import { detailsOfSaved, maskedCardNumber } from "../payment/payment-details.js";
import { cardResultReason, paymentDetailsNotFound, paymentError } from "../payment/payment-errors.js";
import { GatewayRejectedError, type PaymentGateway, type PayOutcome } from "../payment/payment-gateway.js";
import { savedPaymentMethods } from "../payment/payment.tables.js";
import type { EmailSender } from "../notifications/email.js";
import { signed } from "../notifications/email.js";
import {
  replenishmentNotActive,
  replenishmentNotFound,
  scheduleNeedsCash,
  scheduleNeedsSavedCard,
  startDateInPast,
  startDateTooLate,
} from "./replenishment-errors.js";
import { addDays, orderDayAfter, orderDayOnOrAfter, uaeDay } from "./replenishment-schedule.js";
import {
  renderReplenishments,
  replenishmentCode,
  replenishmentIdOfCode,
  type StoredReplenishment,
} from "./replenishment-view.js";
import {
  replenishmentOrders,
  replenishmentRuns,
  type ReplenishmentCancelReason,
  type SkippedProduct,
} from "./replenishment.tables.js";

export const REPLENISHMENT_DUE_JOB = "replenishment.due";
export const REPLENISHMENT_PLACE_JOB = "replenishment.place";
export const REPLENISHMENT_NOTIFY_JOB = "replenishment.notify";
/** How often the due schedules are looked for: an order is placed within this long after its day begins. */
export const REPLENISHMENT_SCAN_MS = 10 * 60_000;

export interface PlaceDuePayload {
  replenishmentId: number;
  dueDate: string;
}
interface NotifyPayload {
  runId: number;
}

export interface Page<Sort> {
  currentPage: number;
  pageSize: number;
  sort: Sort;
}

export interface ReplenishmentServiceOptions {
  db: Database;
  carts: CartService;
  orders: OrderService;
  /** Charges card schedules' saved cards (merchant-initiated, decision 0066). */
  gateway: PaymentGateway;
  jobs: Pick<JobRunner, "enqueue" | "wake">;
  email: EmailSender;
  storefrontUrl: string;
  now?: () => Date;
}

/** A card declined this many UAE days in a row ends the schedule (the customer is told each time). */
export const MAX_DECLINED_DAYS = 3;
/** The transaction ids of the stored-credential calls (ours, fixed: a repeat is answered, never charged twice). */
const VERIFY_TRANSACTION = "verify-1";
const CHARGE_TRANSACTION = "authorize-1";

/** The gateway order of a schedule's charge for a day: `R{code}-{yyyymmdd}`, one per schedule and day. */
export const chargeGatewayOrderId = (replenishmentId: number, dueDate: string) =>
  `R${replenishmentCode(replenishmentId)}-${dueDate.replaceAll("-", "")}`;

type StoredRun = typeof replenishmentRuns.$inferSelect;
type SavedCard = typeof savedPaymentMethods.$inferSelect;

/** What the first transaction of placeDue leaves to do: nothing more, or charge the card for a reserved order. */
type PlaceStep =
  { kind: "recorded"; runId: number } | { kind: "charge"; schedule: StoredReplenishment; run: StoredRun };

/** The outcome of a day's charge once the gateway answered for good. */
type ChargeOutcome = { kind: "paid" } | { kind: "declined"; code: string } | { kind: "cardRemoved" };

const ORDER_BY: Record<ReplenishmentSort, SQL[]> = {
  byDate: [desc(replenishmentOrders.createdAt), desc(replenishmentOrders.id)],
  byReplenishmentNumber: [desc(replenishmentOrders.id)],
  // Active schedules by their next day, soonest first; cancelled ones (no next day) after them.
  byNextOrderDate: [sql`${replenishmentOrders.nextDate} asc nulls last`, desc(replenishmentOrders.id)],
};

const ORDER_HISTORY_SORTS = ["byDate", "byOrderNumber"] as const;
export type ReplenishmentHistorySort = (typeof ORDER_HISTORY_SORTS)[number];

export class ReplenishmentService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly options: ReplenishmentServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** POST users/{u}/replenishmentOrders?cartId&termsChecked: the checkout cart becomes a schedule (201). */
  async schedule(
    context: Pick<RequestContext, "caller" | "language" | "area">,
    cartId: string,
    termsChecked: boolean,
    form: ScheduleReplenishmentForm,
  ): Promise<ReplenishmentOrder> {
    const uid = customerUidOf(context);
    const { language } = context;
    if (!termsChecked) throw termsNotAccepted();
    const today = uaeDay(this.now());
    const firstDate = form.replenishmentStartDate.slice(0, 10);
    if (firstDate < today) throw startDateInPast(language);
    if (firstDate > addDays(today, REPLENISHMENT_LIMITS.maxStartDaysAhead)) throw startDateTooLate(language);
    const found = await this.options.carts.findIn(this.db, uid, cartId);
    // A card schedule: the customer, present now, agrees to the later charges (a customer-initiated VERIFY of their
    // own saved card under a new agreement) before the schedule exists; nothing is charged.
    const agreement = await this.agreeToCharges(uid, found.id, language);
    const row = await this.db.transaction(async (tx) => {
      const cart = await this.options.carts.lockIn(tx, uid, found.guid);
      const state = await readCheckoutState(tx, cart.id);
      if (!state.deliveryAddress) throw checkoutHasMissing("deliveryAddress");
      if (!state.deliveryModeCode) throw checkoutHasMissing("deliveryMode");
      const paysByCard = state.paymentModeCode === PAYMENT_MODE_CODES.card;
      if (!paysByCard && state.paymentModeCode !== PAYMENT_MODE_CODES.payOnDelivery) throw scheduleNeedsCash(language);
      // The card verified above must still be the cart's, and still the customer's (not deleted meanwhile).
      if (paysByCard && (!agreement || state.paymentDetails?.savedMethodId !== agreement.card.id)) {
        throw scheduleNeedsSavedCard(language);
      }
      if (agreement) await ownedCard(tx, uid, agreement.card.id, true);
      const stored = await this.options.carts.entriesIn(tx, cart.id);
      if (stored.length === 0) throw emptyCart(cartCode(cart.id));
      const area = pricingArea(state, context.area);
      const delivery = await deliveryContext(tx, area, state.deliveryModeCode);
      const lines = this.options.carts.lines(stored);
      const outcome = await PromotionEngine.inTransaction(tx as unknown as Database, this.now).evaluate(
        lines.map(priceLine),
        {
          cartId: cart.id,
          customerUid: uid,
          language,
        },
      );
      const totals = priceCart(lines, delivery.context, outcome);
      const recurrence = {
        recurrencePeriod: form.recurrencePeriod,
        numberOfDays: form.recurrencePeriod === "DAILY" ? (form.numberOfDays ?? null) : null,
        numberOfWeeks: form.recurrencePeriod === "WEEKLY" ? (form.numberOfWeeks ?? null) : null,
        daysOfWeek: form.recurrencePeriod === "WEEKLY" ? [...new Set(form.daysOfWeek)] : null,
        nthDayOfMonth: form.recurrencePeriod === "MONTHLY" ? (form.nthDayOfMonth ?? null) : null,
        firstDate,
      };
      const [inserted] = await tx
        .insert(replenishmentOrders)
        .values({
          customerUid: uid,
          ...recurrence,
          nextDate: orderDayOnOrAfter(recurrence, firstDate),
          language,
          areaIsocode: area,
          deliveryModeCode: state.deliveryModeCode,
          deliveryAddress: state.deliveryAddress,
          pointOfServiceName: state.pointOfServiceName,
          paymentModeCode: state.paymentModeCode!,
          savedPaymentMethodId: paysByCard ? agreement!.card.id : null,
          agreementId: paysByCard ? agreement!.id : null,
          entries: stored.map((entry) => ({
            productCode: entry.productCode,
            quantity: entry.quantity,
            ...(entry.bundle ? { bundleTemplateId: entry.bundle.templateId } : {}),
            ...(entry.configuration ? { configuration: entry.configuration } : {}),
          })),
          totalPriceFils: totals.totalPriceFils,
          totalItems: stored.reduce((sum, entry) => sum + entry.quantity, 0),
        })
        .returning();
      // The cart is now the schedule, as placing an order turns a cart into the order.
      await tx.delete(carts).where(eq(carts.id, cart.id));
      return inserted!;
    });
    // A schedule that starts today places its first order at the next scan, not ten minutes later.
    if (row.nextDate === today) await this.queueDue();
    return (await renderReplenishments(this.db, [row], language))[0]!;
  }

  /**
   * For a cart paid by card: its saved card (the customer's own, checked here; a card typed for this cart alone
   * cannot be charged later) verified by the gateway under a new RECURRING agreement, customer-initiated. A
   * declined verification refuses the schedule (PaymentError); other carts answer null.
   */
  private async agreeToCharges(
    uid: string,
    cartId: number,
    language: Language,
  ): Promise<{ id: string; card: SavedCard } | null> {
    const state = await readCheckoutState(this.db, cartId);
    if (state.paymentModeCode !== PAYMENT_MODE_CODES.card) return null;
    const savedMethodId = state.paymentDetails?.savedMethodId;
    if (!savedMethodId) throw scheduleNeedsSavedCard(language);
    const card = await ownedCard(this.db, uid, savedMethodId);
    const id = `agr-${randomUUID().replaceAll("-", "")}`;
    const verified = await gatewayCall(() =>
      this.options.gateway.establishStoredCredential(id, VERIFY_TRANSACTION, {
        token: card.gatewayToken,
        agreement: { id, type: "RECURRING" },
        currency: CURRENCY,
      }),
    );
    if (verified.result !== "SUCCESS") throw paymentError(cardResultReason(verified.gatewayCode));
    return { id, card };
  }

  /** GET users/{u}/replenishmentOrders: one page of the customer's schedules. */
  async list(
    context: Pick<RequestContext, "caller" | "language">,
    page: Page<ReplenishmentSort>,
  ): Promise<ReplenishmentOrderList> {
    const uid = customerUidOf(context);
    const mine = eq(replenishmentOrders.customerUid, uid);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(replenishmentOrders)
        .where(mine)
        .orderBy(...ORDER_BY[page.sort])
        .limit(page.pageSize)
        .offset(page.currentPage * page.pageSize),
      this.db.select({ n: count() }).from(replenishmentOrders).where(mine),
    ]);
    return {
      replenishmentOrders: await renderReplenishments(this.db, rows, context.language),
      sorts: REPLENISHMENT_SORTS.map((code) => ({ code, selected: code === page.sort })),
      pagination: pagination(page, total?.n ?? 0),
    };
  }

  /** GET users/{u}/replenishmentOrders/{code}. */
  async get(context: Pick<RequestContext, "caller" | "language">, code: string): Promise<ReplenishmentOrder> {
    const row = await this.owned(this.db, context, code);
    return (await renderReplenishments(this.db, [row], context.language))[0]!;
  }

  /** PATCH users/{u}/replenishmentOrders/{code}: cancels an active schedule (400 when it is not active). */
  async cancel(context: Pick<RequestContext, "caller" | "language">, code: string): Promise<ReplenishmentOrder> {
    const row = await this.db.transaction(async (tx) => {
      const locked = await this.owned(tx, context, code, true);
      if (!locked.active) throw replenishmentNotActive(context.language, replenishmentCode(locked.id));
      const [cancelled] = await tx
        .update(replenishmentOrders)
        .set({ active: false, nextDate: null, cancelledAt: this.now() })
        .where(eq(replenishmentOrders.id, locked.id))
        .returning();
      return cancelled!;
    });
    return (await renderReplenishments(this.db, [row], context.language))[0]!;
  }

  /** GET users/{u}/replenishmentOrders/{code}/orders: the orders the schedule placed, as an order history page. */
  async orderHistory(
    context: Pick<RequestContext, "caller" | "language">,
    code: string,
    page: Page<ReplenishmentHistorySort>,
  ): Promise<OrderHistoryList> {
    const { language } = context;
    const schedule = await this.owned(this.db, context, code);
    // A card order being charged, or cancelled because its card was declined, was never placed: not listed.
    const placedOfSchedule = and(eq(replenishmentRuns.replenishmentId, schedule.id), isNotNull(orders.placedAt));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          guid: orders.guid,
          status: orders.status,
          placedAt: orders.placedAt,
          createdAt: orders.createdAt,
          totalPriceFils: orders.totalPriceFils,
        })
        .from(replenishmentRuns)
        .innerJoin(orders, eq(orders.id, replenishmentRuns.orderId))
        .where(placedOfSchedule)
        .orderBy(...(page.sort === "byOrderNumber" ? [desc(orders.id)] : [desc(replenishmentRuns.dueDate)]))
        .limit(page.pageSize)
        .offset(page.currentPage * page.pageSize),
      this.db
        .select({ n: count() })
        .from(replenishmentRuns)
        .innerJoin(orders, eq(orders.id, replenishmentRuns.orderId))
        .where(placedOfSchedule),
    ]);
    return {
      orders: rows.map((row) => ({
        code: cartCode(row.id),
        guid: row.guid,
        status: row.status,
        statusDisplay: statusDisplay(row.status as OrderStatus, language),
        placed: (row.placedAt ?? row.createdAt).toISOString(),
        total: occPrice(row.totalPriceFils, language),
      })),
      sorts: ORDER_HISTORY_SORTS.map((sort) => ({ code: sort, selected: sort === page.sort })),
      pagination: pagination(page, total?.n ?? 0),
    };
  }

  /** Registers the recurring scan and the jobs it queues on the runner. */
  registerJobs(jobs: Pick<JobRunner, "every" | "handle">): void {
    jobs.every(REPLENISHMENT_DUE_JOB, REPLENISHMENT_SCAN_MS, () => this.queueDue(), { runAtStart: true });
    jobs.handle<PlaceDuePayload>(REPLENISHMENT_PLACE_JOB, (payload) => this.placeDue(payload));
    jobs.handle<NotifyPayload>(REPLENISHMENT_NOTIFY_JOB, ({ runId }) => this.notify(runId));
  }

  /**
   * One place job per active schedule whose day has come, keyed by schedule and day: queued once while it is
   * pending or running. A job for that day that finished while the schedule is still due on it (it failed after its
   * last attempt, or its runner died on it) is queued again rather than its key blocking the day for good.
   */
  async queueDue(): Promise<number> {
    const today = uaeDay(this.now());
    const due = await this.db
      .select({ id: replenishmentOrders.id, nextDate: replenishmentOrders.nextDate })
      .from(replenishmentOrders)
      .where(and(eq(replenishmentOrders.active, true), lte(replenishmentOrders.nextDate, today)));
    for (const { id, nextDate } of due) {
      const payload: PlaceDuePayload = { replenishmentId: id, dueDate: nextDate! };
      await this.options.jobs.enqueue(this.db, REPLENISHMENT_PLACE_JOB, payload, {
        key: `${REPLENISHMENT_PLACE_JOB}:${id}:${nextDate}`,
        requeueFinished: true,
      });
    }
    if (due.length > 0) this.options.jobs.wake();
    return due.length;
  }

  /**
   * Places the order a schedule owes for `dueDate`, if it still does (active, that day still its next one): see
   * the file comment. A cash schedule's day is one transaction. A card schedule's day is three steps, each safe to
   * repeat after a crash: (1) reserve a PAYMENT_PENDING order and record the day's run as PAYMENT_PENDING; (2)
   * charge the saved card, merchant-initiated, under a gateway order and transaction id fixed for the day (a repeat
   * is answered, never charged twice); (3) confirm or cancel the order by the answer, record the run and move the
   * schedule on (decision 0066). A job that finds the day's run PAYMENT_PENDING resumes at (2). Returns the run's
   * id, or null when there was nothing to do.
   */
  async placeDue({ replenishmentId, dueDate }: PlaceDuePayload): Promise<number | null> {
    const now = this.now();
    const today = uaeDay(now);
    const step = await this.db.transaction(async (tx): Promise<PlaceStep | null> => {
      const [schedule] = await tx
        .select()
        .from(replenishmentOrders)
        .where(eq(replenishmentOrders.id, replenishmentId))
        .for("update");
      if (!schedule || !schedule.active || schedule.nextDate !== dueDate || dueDate > today) return null;
      const [started] = await tx
        .select()
        .from(replenishmentRuns)
        .where(and(eq(replenishmentRuns.replenishmentId, replenishmentId), eq(replenishmentRuns.dueDate, dueDate)));
      if (started?.outcome === "PAYMENT_PENDING") return { kind: "charge", schedule, run: started };
      if (started) return null;
      if (schedule.paymentModeCode === PAYMENT_MODE_CODES.card) {
        const card = schedule.savedPaymentMethodId ? await cardById(tx, schedule.savedPaymentMethodId) : undefined;
        if (!card) return { kind: "recorded", runId: await this.endForRemovedCard(tx, schedule, dueDate, [], now) };
      }
      const day = await this.fillDayCart(tx, schedule, now);
      if (!day.cart) {
        return { kind: "recorded", runId: await this.record(tx, schedule, today, dueDate, null, day.skipped) };
      }
      if (schedule.paymentModeCode !== PAYMENT_MODE_CODES.card) {
        const order = await this.options.orders.placeCashOrderIn(tx, day.cart, day.state, {
          language: schedule.language as Language,
          area: schedule.areaIsocode,
          idempotencyKey: null,
          actor: { type: "job", id: REPLENISHMENT_PLACE_JOB },
        });
        return { kind: "recorded", runId: await this.record(tx, schedule, today, dueDate, order.id, day.skipped) };
      }
      const card = (await cardById(tx, schedule.savedPaymentMethodId!))!;
      const order = await this.options.orders.reserveCardOrderIn(tx, day.cart, day.state, {
        language: schedule.language as Language,
        area: schedule.areaIsocode,
        gatewayOrderId: chargeGatewayOrderId(schedule.id, dueDate),
        paymentDetails: detailsOfSaved(card),
      });
      const [run] = await tx
        .insert(replenishmentRuns)
        .values({ replenishmentId, dueDate, orderId: order.id, skipped: day.skipped, outcome: "PAYMENT_PENDING" })
        .returning();
      return { kind: "charge", schedule, run: run! };
    });
    if (!step) return null;
    if (step.kind === "recorded") {
      this.options.jobs.wake();
      return step.runId;
    }
    const outcome = await this.charge(step.schedule, step.run);
    await this.db.transaction(async (tx) => {
      const [schedule] = await tx
        .select()
        .from(replenishmentOrders)
        .where(eq(replenishmentOrders.id, replenishmentId))
        .for("update");
      const [run] = await tx
        .select()
        .from(replenishmentRuns)
        .where(eq(replenishmentRuns.id, step.run.id))
        .for("update");
      if (!schedule || run?.outcome !== "PAYMENT_PENDING") return;
      await this.settleRun(tx, schedule, run, outcome, today, now);
    });
    this.options.jobs.wake();
    return step.run.id;
  }

  /**
   * Step (2) of a card day: the reserved order's total charged to the schedule's saved card, merchant-initiated,
   * and the order confirmed (the amount authorised, captured when it ships, as any card order) or cancelled (stock
   * back). An unanswered call throws: the job is retried and sends the same transaction again, which the gateway
   * answers as it stands. An order a previous run of this step already settled is read as it is.
   */
  private async charge(schedule: StoredReplenishment, run: StoredRun): Promise<ChargeOutcome> {
    const order = await this.options.orders.findByCode(cartCode(run.orderId!));
    if (!order || order.status === "CANCELLED") {
      return run.paymentResult === "CARD_REMOVED"
        ? { kind: "cardRemoved" }
        : { kind: "declined", code: run.paymentResult ?? "UNSPECIFIED_FAILURE" };
    }
    if (order.status !== "PAYMENT_PENDING") return { kind: "paid" };
    const gatewayOrderId = chargeGatewayOrderId(schedule.id, run.dueDate);
    const card = schedule.savedPaymentMethodId ? await cardById(this.db, schedule.savedPaymentMethodId) : undefined;
    if (!card || !schedule.agreementId) {
      await this.db
        .update(replenishmentRuns)
        .set({ paymentResult: "CARD_REMOVED" })
        .where(eq(replenishmentRuns.id, run.id));
      await this.options.orders.cancelPendingOrder(order.code, "replenishment card removed");
      return { kind: "cardRemoved" };
    }
    let answer: PayOutcome;
    try {
      answer = await this.options.gateway.authorizeStoredCard(gatewayOrderId, CHARGE_TRANSACTION, {
        token: card.gatewayToken,
        agreement: { id: schedule.agreementId, type: "RECURRING" },
        amountFils: order.totalPriceFils,
        currency: CURRENCY,
        reference: order.code,
      });
    } catch (error) {
      // The gateway refused the request itself (the token or agreement is no longer valid there): nothing was
      // charged and sending it again cannot help, so the day is declined. Anything else is unknown: retried.
      if (!(error instanceof GatewayRejectedError)) throw error;
      answer = { result: "FAILURE", gatewayCode: error.errorCause ?? "INVALID_REQUEST" };
    }
    if (answer.result === "SUCCESS") {
      await this.options.orders.confirmPaidOrder(order.code, {
        gatewayOrderId,
        transactionId: CHARGE_TRANSACTION,
        amountFils: answer.amountFils ?? order.totalPriceFils,
        status: "AUTHORIZED",
        actor: { type: "job", id: REPLENISHMENT_PLACE_JOB },
      });
      return { kind: "paid" };
    }
    if (answer.result !== "FAILURE" && answer.result !== "ERROR") {
      throw new Error(`replenishment charge ${gatewayOrderId}: the gateway answered ${answer.result}; asking again`);
    }
    const code = answer.gatewayCode ?? "DECLINED";
    await this.db.update(replenishmentRuns).set({ paymentResult: code }).where(eq(replenishmentRuns.id, run.id));
    await this.options.orders.cancelPendingOrder(order.code, `replenishment payment ${code}`);
    return { kind: "declined", code };
  }

  /**
   * Step (3): the day's run gets its outcome and the schedule its next day. Paid: as a cash order (the next order
   * day after today), the declined days counted from zero again. Declined: no order; tried again tomorrow, and
   * after MAX_DECLINED_DAYS declined days in a row the schedule ends. Card removed: the schedule ends. The
   * customer is e-mailed in every case. A schedule the customer cancelled meanwhile only gets its run recorded.
   */
  private async settleRun(
    tx: Executor & JobExecutor & Pick<Database, "update">,
    schedule: StoredReplenishment,
    run: StoredRun,
    outcome: ChargeOutcome,
    today: string,
    now: Date,
  ): Promise<void> {
    const stillDue = schedule.active && schedule.nextDate === run.dueDate;
    if (outcome.kind === "paid") {
      await tx
        .update(replenishmentRuns)
        .set({ outcome: "PLACED", paymentResult: "APPROVED" })
        .where(eq(replenishmentRuns.id, run.id));
      if (stillDue) {
        await tx
          .update(replenishmentOrders)
          .set({ nextDate: orderDayAfter(schedule, today), declinedDays: 0 })
          .where(eq(replenishmentOrders.id, schedule.id));
      }
    } else if (outcome.kind === "cardRemoved") {
      await tx
        .update(replenishmentRuns)
        .set({ outcome: "CARD_REMOVED", paymentResult: null })
        .where(eq(replenishmentRuns.id, run.id));
      if (stillDue) await this.end(tx, schedule.id, "CARD_REMOVED", now);
    } else {
      await tx
        .update(replenishmentRuns)
        .set({ outcome: "PAYMENT_DECLINED", paymentResult: outcome.code })
        .where(eq(replenishmentRuns.id, run.id));
      if (stillDue) {
        const declinedDays = schedule.declinedDays + 1;
        if (declinedDays >= MAX_DECLINED_DAYS) {
          await tx.update(replenishmentOrders).set({ declinedDays }).where(eq(replenishmentOrders.id, schedule.id));
          await this.end(tx, schedule.id, "PAYMENT_DECLINED", now);
        } else {
          await tx
            .update(replenishmentOrders)
            .set({ nextDate: addDays(today, 1), declinedDays })
            .where(eq(replenishmentOrders.id, schedule.id));
        }
      }
    }
    await this.enqueueNotify(tx, run.id);
  }

  /** The shop ends a schedule itself (its card is gone, or kept being declined). */
  private async end(tx: Pick<Database, "update">, id: number, reason: ReplenishmentCancelReason, now: Date) {
    await tx
      .update(replenishmentOrders)
      .set({ active: false, nextDate: null, cancelledAt: now, cancelReason: reason })
      .where(eq(replenishmentOrders.id, id));
  }

  /** A card schedule whose card the customer deleted: no order, the schedule ends, the customer is told. */
  private async endForRemovedCard(
    tx: Executor & JobExecutor & Pick<Database, "update" | "insert">,
    schedule: StoredReplenishment,
    dueDate: string,
    skipped: SkippedProduct[],
    now: Date,
  ): Promise<number> {
    const [run] = await tx
      .insert(replenishmentRuns)
      .values({ replenishmentId: schedule.id, dueDate, orderId: null, skipped, outcome: "CARD_REMOVED" })
      .returning({ id: replenishmentRuns.id });
    await this.end(tx, schedule.id, "CARD_REMOVED", now);
    await this.enqueueNotify(tx, run!.id);
    return run!.id;
  }

  /** A day that ended in one transaction (cash, or nothing in stock): its run, the next day, the e-mail. */
  private async record(
    tx: Executor & JobExecutor & Pick<Database, "update" | "insert">,
    schedule: StoredReplenishment,
    today: string,
    dueDate: string,
    orderId: number | null,
    skipped: SkippedProduct[],
  ): Promise<number> {
    const [run] = await tx
      .insert(replenishmentRuns)
      .values({
        replenishmentId: schedule.id,
        dueDate,
        orderId,
        skipped,
        outcome: orderId === null ? "NOTHING_IN_STOCK" : "PLACED",
      })
      .returning({ id: replenishmentRuns.id });
    await tx
      .update(replenishmentOrders)
      .set({ nextDate: orderDayAfter(schedule, today) })
      .where(eq(replenishmentOrders.id, schedule.id));
    await this.enqueueNotify(tx, run!.id);
    return run!.id;
  }

  private async enqueueNotify(tx: JobExecutor, runId: number): Promise<void> {
    const notify: NotifyPayload = { runId };
    await this.options.jobs.enqueue(tx, REPLENISHMENT_NOTIFY_JOB, notify, {
      key: `${REPLENISHMENT_NOTIFY_JOB}:${runId}`,
    });
  }

  /**
   * Today's cart of the schedule (a saved cart, so it never stands in for the customer's current one), without
   * the products that cannot be sold in its quantity today, with the schedule's delivery and payment; null (and
   * no cart left behind) when nothing can be sold today.
   */
  private async fillDayCart(
    tx: Executor & Pick<Database, "insert">,
    schedule: StoredReplenishment,
    now: Date,
  ): Promise<
    | { cart: CartRecord; state: CheckoutState; skipped: SkippedProduct[] }
    | { cart: null; state: null; skipped: SkippedProduct[] }
  > {
    const [inserted] = await tx
      .insert(carts)
      .values({
        guid: randomUUID(),
        customerUid: schedule.customerUid,
        deliveryModeCode: schedule.deliveryModeCode,
        saveTime: now,
        name: `replenishment ${replenishmentCode(schedule.id)}`,
      })
      .returning({ guid: carts.guid });
    const cart = await this.options.carts.findIn(tx, schedule.customerUid, inserted!.guid);
    const live = await this.options.carts.liveProducts(
      schedule.entries.map((entry) => entry.productCode),
      tx,
    );
    const known = schedule.entries.filter((entry) => live.has(entry.productCode));
    const skipped: SkippedProduct[] = schedule.entries
      .filter((entry) => !live.has(entry.productCode))
      .map(({ productCode, quantity }) => ({ productCode, quantity }));
    if (known.length > 0) {
      await tx.insert(cartEntries).values(
        known.map((entry) => ({
          cartId: cart.id,
          productCode: entry.productCode,
          quantity: entry.quantity,
          seenUnitPriceFils: live.get(entry.productCode)!.priceFils ?? 0,
          bundleTemplateId: entry.bundleTemplateId ?? null,
          configuration: entry.configuration ?? null,
        })),
      );
    }
    const stored = await this.options.carts.entriesIn(tx, cart.id);
    const unavailable = stored.filter((entry) => {
      const held = stored
        .filter((other) => other.productCode === entry.productCode)
        .reduce((sum, other) => sum + other.quantity, 0);
      return !entrySellable(entry) || held > entryLimit(entry);
    });
    if (unavailable.length > 0) {
      await tx.delete(cartEntries).where(
        inArray(
          cartEntries.id,
          unavailable.map((entry) => entry.id),
        ),
      );
      skipped.push(...unavailable.map(({ productCode, quantity }) => ({ productCode, quantity })));
    }
    if (unavailable.length === stored.length) {
      await tx.delete(carts).where(eq(carts.id, cart.id));
      return { cart: null, state: null, skipped };
    }
    await writeCheckout(tx, cart.id, {
      deliveryAddress: schedule.deliveryAddress,
      pointOfServiceName: schedule.pointOfServiceName,
      paymentModeCode: schedule.paymentModeCode,
    });
    return { cart, state: await readCheckoutState(tx, cart.id), skipped };
  }

  /** E-mails the customer what a run placed and what it left out, in the schedule's language. */
  private async notify(runId: number): Promise<void> {
    const [row] = await this.db
      .select({
        run: replenishmentRuns,
        schedule: replenishmentOrders,
        email: customers.email,
        firstName: customers.firstName,
        orderTotalFils: orders.totalPriceFils,
        orderPayment: orders.paymentInfo,
      })
      .from(replenishmentRuns)
      .innerJoin(replenishmentOrders, eq(replenishmentOrders.id, replenishmentRuns.replenishmentId))
      .innerJoin(customers, eq(customers.uid, replenishmentOrders.customerUid))
      .leftJoin(orders, eq(orders.id, replenishmentRuns.orderId))
      .where(eq(replenishmentRuns.id, runId));
    if (!row) return;
    const { run, schedule } = row;
    const language = schedule.language as Language;
    const replenishmentOrderCode = replenishmentCode(schedule.id);
    const values = {
      firstName: row.firstName ?? "",
      replenishmentOrderCode,
      nextDate: schedule.nextDate ?? "—",
      link: `${this.options.storefrontUrl}/${language}/my-account/my-replenishment/${replenishmentOrderCode}`,
    };
    const names = await renderReplenishments(this.db, [{ ...schedule, entries: run.skipped }], language);
    const skippedText =
      run.skipped.length === 0
        ? ""
        : `\n\n${apiText(language, "replenishment.email.skippedIntro")}\n${names[0]!.entries
            .map((entry) => `- ${entry.product.name} × ${entry.quantity}`)
            .join("\n")}`;
    if (run.outcome === "PAYMENT_PENDING") return;
    const card = row.orderPayment?.cardNumber
      ? `${row.orderPayment.cardType?.name ?? ""} ${maskedCardNumber(row.orderPayment.cardNumber).slice(-8)}`.trim()
      : "";
    if (run.outcome === "CARD_REMOVED") {
      await this.options.email.send({
        to: row.email,
        language,
        subject: apiText(language, "replenishment.email.cardRemovedSubject", { replenishmentOrderCode }),
        text: signed(language, apiText(language, "replenishment.email.cardRemovedText", values)),
      });
      return;
    }
    if (run.outcome === "PAYMENT_DECLINED") {
      const ended = !schedule.active && schedule.cancelReason === "PAYMENT_DECLINED";
      const code = run.paymentResult ?? "other";
      const reasonKey = (["INSUFFICIENT_FUNDS", "EXPIRED_CARD", "DECLINED"].includes(code) ? code : "other") as
        "INSUFFICIENT_FUNDS" | "EXPIRED_CARD" | "DECLINED" | "other";
      const declined = {
        ...values,
        card,
        total: formatFils(row.orderTotalFils ?? 0, language, CURRENCY),
        reason: apiText(language, `replenishment.declineReason.${reasonKey}`),
        maxDays: MAX_DECLINED_DAYS,
      };
      await this.options.email.send({
        to: row.email,
        language,
        subject: apiText(
          language,
          ended ? "replenishment.email.endedDeclinedSubject" : "replenishment.email.declinedSubject",
          { replenishmentOrderCode },
        ),
        text: signed(
          language,
          apiText(
            language,
            ended ? "replenishment.email.endedDeclinedText" : "replenishment.email.declinedText",
            declined,
          ),
        ),
      });
      return;
    }
    if (run.orderId === null) {
      await this.options.email.send({
        to: row.email,
        language,
        subject: apiText(language, "replenishment.email.nothingSubject", { replenishmentOrderCode }),
        text: signed(language, apiText(language, "replenishment.email.nothingText", values) + skippedText),
      });
      return;
    }
    const orderCode = cartCode(run.orderId);
    await this.options.email.send({
      to: row.email,
      language,
      subject: apiText(language, "replenishment.email.placedSubject", { replenishmentOrderCode, orderCode }),
      text: signed(
        language,
        apiText(language, card ? "replenishment.email.placedCardText" : "replenishment.email.placedText", {
          ...values,
          orderCode,
          card,
          total: formatFils(row.orderTotalFils ?? 0, language, CURRENCY),
        }) + skippedText,
      ),
    });
  }

  /** The caller's schedule by code; another's answers like an unknown one. */
  private async owned(
    db: Executor,
    context: Pick<RequestContext, "caller" | "language">,
    code: string,
    lock = false,
  ): Promise<StoredReplenishment> {
    const uid = customerUidOf(context);
    const id = replenishmentIdOfCode(code);
    if (id === null) throw replenishmentNotFound(context.language, code);
    const query = db
      .select()
      .from(replenishmentOrders)
      .where(and(eq(replenishmentOrders.id, id), eq(replenishmentOrders.customerUid, uid)));
    const [row] = await (lock ? query.for("update") : query);
    if (!row) throw replenishmentNotFound(context.language, code);
    return row;
  }
}

/** The customer's own saved card, or 400 UnknownIdentifierError (another customer's answers like an unknown one). */
async function ownedCard(db: Executor, customerUid: string, id: string, lock = false): Promise<SavedCard> {
  const query = db
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.customerUid, customerUid), eq(savedPaymentMethods.id, id)));
  const [row] = await (lock ? query.for("share") : query);
  if (!row) throw paymentDetailsNotFound(id);
  return row;
}

async function cardById(db: Executor, id: string): Promise<SavedCard | undefined> {
  const [row] = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.id, id));
  return row;
}

function pagination(page: Page<string>, totalResults: number) {
  return {
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    totalPages: Math.ceil(totalResults / page.pageSize),
    totalResults,
    sort: page.sort,
  };
}
