/**
 * Scheduled replenishment orders (account spec §2.22, §6, §7; issue 21; decision 0060).
 *
 * Scheduling: at the review step a signed-in customer's checkout cart (delivery address and mode set, cash on
 * delivery chosen) becomes a schedule in one transaction that locks the cart: the entries, delivery and payment
 * are copied, what the cart costs now is kept for the list, and the cart is deleted (as placing an order does).
 *
 * Ordering: a recurring job (every 10 minutes, once across processes) queues one `replenishment.place` job per
 * schedule whose next UAE day has come, keyed by schedule and day. That job locks the schedule and, only if it is
 * still active and still due that day, fills a fresh saved cart with the entries at today's prices, leaves out the
 * products that are out of stock (or no longer sold) today, places the rest as a cash order through the order
 * service (stock, invoice, confirmation e-mail as any order), records the run and moves the next day to the first
 * order day after today — all in one transaction. A schedule missed for several days while the shop was down
 * therefore places one order when it is back, not one per missed day; a job run twice finds the day done.
 * The customer is e-mailed what was placed and what was left out (or that nothing could be placed).
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
import { and, count, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { cartCode, entryLimit, entrySellable, type CartService, type Executor } from "../cart/cart-service.js";
import { cartEntries, carts } from "../cart/cart.tables.js";
import { priceCart, priceLine } from "../cart/cart-pricing.js";
import { pricingArea, readCheckoutState, writeCheckout } from "../checkout/checkout-state.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import type { JobRunner } from "../jobs/job-runner.js";
import { customerUidOf, type RequestContext } from "../occ/request-context.js";
import { checkoutHasMissing, emptyCart, termsNotAccepted } from "../orders/order-errors.js";
import { deliveryContext, type OrderService } from "../orders/order-service.js";
import { statusDisplay } from "../orders/order-view.js";
import { orders } from "../orders/orders.tables.js";
import { PromotionEngine } from "../promotions/promotion-engine.js";
import type { EmailSender } from "../notifications/email.js";
import { signed } from "../notifications/email.js";
import {
  replenishmentNotActive,
  replenishmentNotFound,
  scheduleNeedsCash,
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
import { replenishmentOrders, replenishmentRuns, type SkippedProduct } from "./replenishment.tables.js";

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
  jobs: Pick<JobRunner, "enqueue" | "wake">;
  email: EmailSender;
  storefrontUrl: string;
  now?: () => Date;
}

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
    const row = await this.db.transaction(async (tx) => {
      const cart = await this.options.carts.lockIn(tx, uid, found.guid);
      const state = await readCheckoutState(tx, cart.id);
      if (!state.deliveryAddress) throw checkoutHasMissing("deliveryAddress");
      if (!state.deliveryModeCode) throw checkoutHasMissing("deliveryMode");
      if (state.paymentModeCode !== PAYMENT_MODE_CODES.payOnDelivery) throw scheduleNeedsCash(language);
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
          paymentModeCode: state.paymentModeCode,
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
    const ofSchedule = eq(replenishmentRuns.replenishmentId, schedule.id);
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
        .where(ofSchedule)
        .orderBy(...(page.sort === "byOrderNumber" ? [desc(orders.id)] : [desc(replenishmentRuns.dueDate)]))
        .limit(page.pageSize)
        .offset(page.currentPage * page.pageSize),
      this.db
        .select({ n: count() })
        .from(replenishmentRuns)
        .innerJoin(orders, eq(orders.id, replenishmentRuns.orderId))
        .where(ofSchedule),
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

  /** One place job per active schedule whose day has come (keyed by schedule and day: queued once). */
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
      });
    }
    if (due.length > 0) this.options.jobs.wake();
    return due.length;
  }

  /**
   * Places the order a schedule owes for `dueDate`, if it still does (active, that day still its next one): see
   * the file comment. Returns the run's id, or null when there was nothing to do.
   */
  async placeDue({ replenishmentId, dueDate }: PlaceDuePayload): Promise<number | null> {
    const now = this.now();
    const today = uaeDay(now);
    const runId = await this.db.transaction(async (tx) => {
      const [schedule] = await tx
        .select()
        .from(replenishmentOrders)
        .where(eq(replenishmentOrders.id, replenishmentId))
        .for("update");
      if (!schedule || !schedule.active || schedule.nextDate !== dueDate || dueDate > today) return null;
      const { orderId, skipped } = await this.placeFromSchedule(tx, schedule, now);
      const [run] = await tx
        .insert(replenishmentRuns)
        .values({ replenishmentId, dueDate, orderId, skipped })
        .returning({ id: replenishmentRuns.id });
      await tx
        .update(replenishmentOrders)
        .set({ nextDate: orderDayAfter(schedule, today) })
        .where(eq(replenishmentOrders.id, replenishmentId));
      const notify: NotifyPayload = { runId: run!.id };
      await this.options.jobs.enqueue(tx, REPLENISHMENT_NOTIFY_JOB, notify, {
        key: `${REPLENISHMENT_NOTIFY_JOB}:${run!.id}`,
      });
      return run!.id;
    });
    if (runId !== null) this.options.jobs.wake();
    return runId;
  }

  /**
   * Today's cart of the schedule (a saved cart, so it never stands in for the customer's current one), without
   * the products that cannot be sold in its quantity today, placed as a cash order; the cart is gone afterwards.
   */
  private async placeFromSchedule(
    tx: Executor & Pick<Database, "insert">,
    schedule: StoredReplenishment,
    now: Date,
  ): Promise<{ orderId: number | null; skipped: SkippedProduct[] }> {
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
      return { orderId: null, skipped };
    }
    await writeCheckout(tx, cart.id, {
      deliveryAddress: schedule.deliveryAddress,
      pointOfServiceName: schedule.pointOfServiceName,
      paymentModeCode: schedule.paymentModeCode,
    });
    const state = await readCheckoutState(tx, cart.id);
    const order = await this.options.orders.placeCashOrderIn(tx, cart, state, {
      language: schedule.language as Language,
      area: schedule.areaIsocode,
      idempotencyKey: null,
      actor: { type: "job", id: REPLENISHMENT_PLACE_JOB },
    });
    return { orderId: order.id, skipped };
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
        apiText(language, "replenishment.email.placedText", {
          ...values,
          orderCode,
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

function pagination(page: Page<string>, totalResults: number) {
  return {
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    totalPages: Math.ceil(totalResults / page.pageSize),
    totalResults,
    sort: page.sort,
  };
}
