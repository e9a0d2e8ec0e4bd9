/**
 * Orders (checkout spec §4.3, §4.5, §4.6, §7.5; decisions 0014, 0017, 0018, 0022): a checked-out cart becomes an
 * order in ONE transaction that starts by locking the cart row, so a second submit of the same cart waits and then
 * finds the order the first one made:
 *   lock cart → read its checkout state → re-price it with the cart's own pricing (never a client's totals) →
 *   take stock with guarded UPDATEs in product-code order → insert the order snapshot, entries, consignment →
 *   redeem its vouchers → delete the cart (cash) or keep it (card, until the payment is captured).
 * The confirmation e-mail is a job enqueued in the order's transaction (decision 0024): it exists iff the order
 * does, is sent after the commit, and is retried when sending fails; a failure never loses the order.
 *
 * Cash / pay-on-delivery orders are CREATED at once (placeOrder). Card orders are reserved first
 * (PAYMENT_PENDING: stock and vouchers held, cart kept), then confirmed when the gateway captured the payment, or
 * cancelled (stock and vouchers given back) when it did not.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import type { ConsignmentTracking, Order, OrderHistoryList, OrderStatus } from "@dukkan/occ/order";
import { PAYMENT_MODE_CODES, type PaymentDetails } from "@dukkan/occ/checkout";
import type { CartRecord, CartService, Executor, StoredEntry } from "../cart/cart-service.js";
import { cartCode, entryLimit, entrySellable } from "../cart/cart-service.js";
import { carts } from "../cart/cart.tables.js";
import { priceCart, priceLine, type CartTotals, type DeliveryContext } from "../cart/cart-pricing.js";
import { textfieldSettings } from "../cart/textfield-configurator.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import {
  pricingArea,
  readCheckoutState,
  type CartPaymentDetails,
  type CheckoutState,
} from "../checkout/checkout-state.js";
import type { Database } from "../db/client.js";
import { areas, customers, deliveryModes, paymentTransactions, products, replenishmentRuns } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import { PromotionEngine } from "../promotions/promotion-engine.js";
import { couponRedemptions } from "../promotions/promotions.tables.js";
import { redeemVouchers } from "../promotions/voucher-service.js";
import {
  cardNeedsPaymentProcess,
  checkoutHasMissing,
  choosePayment,
  configurationIncomplete,
  emptyCart,
  guestsPayByCard,
  insufficientStock,
  orderNotFound,
  paymentInProgress,
  termsNotAccepted,
} from "./order-errors.js";
import { returnStock, stockNeeds, takeStock } from "./order-stock.js";
import { orderIdOfCode } from "./order-code.js";
import { recordOrderEvent, type OrderActor } from "./lifecycle/order-events.js";
import { orderEventRows } from "./lifecycle/order-history-view.js";
import { consignmentTracking } from "./lifecycle/consignment-tracking.js";
import { renderOrder, type OrderReturnsView, type StoredOrder } from "./order-view.js";
import { orderHistoryPage, type HistoryPage } from "./order-history.js";
import type { JobExecutor, JobQueue, JobRunner } from "../jobs/job-runner.js";
import {
  consignmentEntries,
  consignments,
  orderEntries,
  orderPayments,
  orders,
  type OrderConfiguredField,
  type OrderKitComponent,
} from "./orders.tables.js";
import { callerUid, customerUidOf, type RequestContext } from "../occ/request-context.js";
import type { ShopMetrics } from "../metrics/shop-metrics.js";
import { consumeVerifiedPhone } from "../account/sms-verification.js";
import { SMS_PAGE } from "../account/account-service.js";
import {
  guestsCannotRedeem,
  moreThanTotal,
  phoneNotVerified,
  pointsCoverTotal,
  pointsDoNotCoverTotal,
} from "../loyalty/loyalty-errors.js";
import { givePointsBack, spendPointsOnOrder } from "../loyalty/loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES, type LoyaltyRules } from "../loyalty/loyalty-rules.js";
import { readAll } from "../db/read-all.js";
import { isUniqueViolation } from "../db/unique-violation.js";

/** Who calls: a guest (null) or a signed-in customer's uid (as CartService's CartCaller). */
export type OrderCaller = string | null;

/** A stored order (money in fils) with its OCC code. */
export type OrderRecord = typeof orders.$inferSelect & { code: string };

export interface PlaceOrderOptions {
  termsChecked: boolean;
  /** The client's Idempotency-Key header: the same key of the same customer answers the same order. */
  idempotencyKey?: string;
}

/** What placing an order reads of the request: who calls, the delivery area, the language of the snapshot. */
type PlaceOrderContext = Pick<RequestContext, "caller" | "language" | "area">;

/** What the payment flow knows when it reserves stock for a card order (before the gateway's PAY). */
export interface ReservePayment {
  /** `{cartCode}-{attempt}` (contract §2). */
  gatewayOrderId: string;
  /** The card as the gateway reported it (masked) with its billing address; absent: the cart's payment details. */
  paymentDetails?: PaymentDetails | CartPaymentDetails | null;
}

export interface ReserveOrderOptions {
  language: Language;
  area: string | null;
  payment: ReservePayment;
}

/**
 * The gateway's approval of a reserved order's payment: an authorisation (AUTHORIZED; captured when the order
 * ships, decision 0037), or for orders paid before that a PAY (CAPTURED at once).
 */
export interface PaymentCapture {
  gatewayOrderId: string;
  transactionId: string;
  amountFils: number;
  status: "AUTHORIZED" | "CAPTURED";
  /** Who confirmed it, for the history (default: the order's customer, whose payment it is). */
  actor?: OrderActor;
}

/** The outcome of placing or reserving: `created` false when an earlier call already made this order. */
export interface PlacedOrder {
  order: OrderRecord;
  created: boolean;
  /** The order as the placing transaction committed it, when it read it back (for its tax invoice). */
  committed?: StoredOrder;
}

/** Sends the confirmation (with the tax invoice) of an order that became CREATED; throws when it cannot. */
export type OrderConfirmationSender = (order: Order, recipient: { to: string; language: Language }) => Promise<void>;

/** The job that e-mails an order's confirmation. */
export const ORDER_CONFIRMATION_JOB = "order-confirmation";
interface OrderConfirmationPayload {
  orderCode: string;
}

export interface OrderConfirmations {
  /** Where the confirmation job is enqueued, in the transaction that makes the order CREATED. */
  jobs: JobQueue;
  send: OrderConfirmationSender;
}

/**
 * Issues the order's tax invoice inside the transaction that places it (decision 0040): `document` is the order
 * as it was placed, rendered in its language.
 */
export type TaxInvoiceIssuer = (tx: Executor, order: OrderRecord, document: Order) => Promise<unknown>;

export interface OrderServiceOptions {
  db: Database;
  /** Without it no tax invoice is issued when an order is placed (tests driving the service alone). */
  taxInvoices?: TaxInvoiceIssuer;
  carts: CartService;
  /** Renders the entries' products in order JSON (images, URL); an order's own names win. */
  catalog?: ProductCatalog;
  now?: () => Date;
  /** Without it no confirmation is sent (tests driving the service alone). */
  confirmations?: OrderConfirmations;
  /** Counts placed orders for /metrics. */
  metrics?: Pick<ShopMetrics, "orderPlaced">;
  /** The loyalty rules orders paid with points are priced by (default: DEFAULT_LOYALTY_RULES). */
  loyalty?: LoyaltyRules;
}

/** How a cash order is placed: its language, the request's area, the Idempotency-Key, who places it. */
interface CashPlacing {
  language: Language;
  area: string | null;
  idempotencyKey: string | null;
  actor: OrderActor;
}

/** Home deliveries leave from the shop's main warehouse (Al Quoz, Dubai); pick-ups from the chosen store. */
export const HOME_DELIVERY_WAREHOUSE = "dukkan-al-quoz";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const withCode = (row: typeof orders.$inferSelect): OrderRecord => ({ ...row, code: cartCode(row.id) });
const idOfCode = orderIdOfCode;

/** What the returns feature says of these orders (returnable units, return requests), by order id. */
export type ReturnsOfOrders = (db: Executor, orderIds: readonly number[]) => Promise<Map<number, OrderReturnsView>>;

/** Settles, from the gateway's final answer, the pending card orders of these ids (the payment feature). */
export type PendingPaymentSettler = (orderIds: readonly number[]) => Promise<unknown>;

export class OrderService {
  private readonly db: Database;
  private readonly carts: CartService;
  private readonly now: () => Date;
  private settlePending: PendingPaymentSettler | undefined;
  private returnsOf: ReturnsOfOrders | undefined;

  constructor(private readonly options: OrderServiceOptions) {
    this.db = options.db;
    this.carts = options.carts;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * POST users/{u}/orders (cash / pay on delivery): the caller's cart becomes a CREATED order and is deleted.
   * The same cart again, or the same Idempotency-Key, answers the order made the first time (created false).
   */
  async placeOrder(context: PlaceOrderContext, cartId: string, placing: PlaceOrderOptions): Promise<PlacedOrder> {
    const caller = callerUid(context);
    const options = { ...placing, language: context.language, area: context.area };
    if (options.idempotencyKey && caller !== null) {
      const earlier = await this.byIdempotencyKey(caller, options.idempotencyKey);
      if (earlier) return { order: earlier, created: false };
    }
    const found = await this.findCartOrOrder(caller, cartId);
    if ("order" in found) return { order: found.order, created: false };
    let placed: PlacedOrder;
    try {
      placed = await this.db
        .transaction(async (tx) => {
          const cart = await this.lockCart(tx, caller, found.cart);
          if (!cart) return null;
          const existing = await this.liveOrderOfCart(tx, cart.id);
          if (existing) {
            if (existing.status === "PAYMENT_PENDING") throw paymentInProgress(cartCode(cart.id));
            return { order: existing, created: false };
          }
          if (!options.termsChecked) throw termsNotAccepted();
          const state = await readCheckoutState(tx, cart.id);
          requireDelivery(state);
          if (!state.paymentModeCode) throw choosePayment();
          if (state.paymentModeCode === PAYMENT_MODE_CODES.card) throw cardNeedsPaymentProcess();
          if (caller === null) throw guestsPayByCard();
          const placed = await this.placeCash(tx, cart, state, {
            language: options.language,
            area: options.area,
            idempotencyKey: options.idempotencyKey ?? null,
            actor: { type: "customer", id: caller },
          });
          return { ...placed, created: true };
        })
        .then((result) => result ?? this.orderMadeMeanwhile(found.cart, cartId));
    } catch (error) {
      // Two submits with one Idempotency-Key but different carts: the loser finds the winner's order.
      if (options.idempotencyKey && caller !== null && isUniqueViolation(error)) {
        const earlier = await this.byIdempotencyKey(caller, options.idempotencyKey);
        if (earlier) return { order: earlier, created: false };
      }
      throw error;
    }
    if (placed.created) {
      this.options.confirmations?.jobs.wake();
      this.options.metrics?.orderPlaced("cash");
    }
    return placed;
  }

  /**
   * Inside the caller's transaction, with the cart locked and its checkout state checked: the cart becomes a
   * CREATED order paid on delivery or wholly by loyalty points (re-priced now, stock and points taken), is deleted,
   * and the order's tax invoice, history row and confirmation job are written. Also how a replenishment schedule places each of its orders (from the cart it
   * fills for the day). The caller wakes the job runner after the commit.
   */
  async placeCashOrderIn(
    tx: Executor & JobExecutor,
    cart: CartRecord,
    state: CheckoutState,
    options: CashPlacing,
  ): Promise<OrderRecord> {
    return (await this.placeCash(tx, cart, state, options)).order;
  }

  /** placeCashOrderIn, answering the order as committed too when its tax invoice read it back. */
  private async placeCash(
    tx: Executor & JobExecutor,
    cart: CartRecord,
    state: CheckoutState,
    options: CashPlacing,
  ): Promise<{ order: OrderRecord; committed?: StoredOrder }> {
    const byPoints = state.paymentModeCode === PAYMENT_MODE_CODES.loyaltyPoint;
    const { order: created, stock } = await this.createOrder(tx, cart, state, {
      status: "CREATED",
      language: options.language,
      area: options.area,
      idempotencyKey: options.idempotencyKey,
      paymentDetails: byPoints ? null : state.paymentDetails,
    });
    const order = byPoints ? await this.payWithPoints(tx, created, state) : created;
    await tx.delete(carts).where(eq(carts.id, cart.id));
    const invoice = await this.taxInvoiceDocument(tx, order);
    const event = await recordOrderEvent(tx, {
      orderId: order.id,
      toStatus: "CREATED",
      actor: options.actor,
      at: order.placedAt ?? undefined,
    });
    await this.enqueueConfirmation(tx, order);
    // Last, the rows other orders wait for: the products' stock, then the year's invoice number (decision 0094).
    await takeStock(tx, stock);
    await invoice?.issue();
    // What the invoice read, with the step recorded after it: the order as this transaction commits it.
    const committed = invoice && { ...invoice.stored, events: [...invoice.stored.events, event] };
    return { order, ...(committed ? { committed } : {}) };
  }

  /**
   * Card: a PAYMENT_PENDING order with the stock and vouchers taken and the cart kept. Idempotent per cart: the
   * cart's pending (or already created) order is answered as it is. 400 InsufficientStockError
   * (validation.cannotProceedCheckout) when stock is short.
   */
  async reserveOrder(caller: OrderCaller, cartId: string, options: ReserveOrderOptions): Promise<PlacedOrder> {
    const found = await this.findCartOrOrder(caller, cartId);
    if ("order" in found) return { order: found.order, created: false };
    const result = await this.db.transaction(async (tx) => {
      const cart = await this.lockCart(tx, caller, found.cart);
      if (!cart) return null;
      const existing = await this.liveOrderOfCart(tx, cart.id);
      if (existing) return { order: existing, created: false };
      const state = await readCheckoutState(tx, cart.id);
      requireDelivery(state);
      if (caller === null && !state.guestEmail) throw checkoutHasMissing("email");
      if (state.loyaltyRedeemFils > 0 && caller === null) throw guestsCannotRedeem();
      const { order: created, stock } = await this.createOrder(tx, cart, state, {
        status: "PAYMENT_PENDING",
        language: options.language,
        area: options.area,
        idempotencyKey: null,
        paymentModeCode: PAYMENT_MODE_CODES.card,
        paymentDetails:
          (options.payment.paymentDetails as CartPaymentDetails | null | undefined) ?? state.paymentDetails,
      });
      // Decision 0065: points pay part of the order in its own transaction, the card is asked for the rest only.
      const order = state.loyaltyRedeemFils > 0 ? await this.payPartWithPoints(tx, created, state) : created;
      await tx.insert(orderPayments).values({
        orderId: order.id,
        gatewayOrderId: options.payment.gatewayOrderId,
        amountFils: cardPartOf(order),
        status: "PENDING",
      });
      await takeStock(tx, stock);
      return { order, created: true };
    });
    return result ?? this.orderMadeMeanwhile(found.cart, cartId);
  }

  /**
   * Inside the caller's transaction, with the cart locked: a PAYMENT_PENDING card order of the cart (stock and
   * vouchers taken, the cart kept) paid by `paymentDetails`, its payment row naming the gateway order. How a
   * replenishment schedule reserves the order its saved card is then charged for (decision 0066); the charge's
   * outcome confirms it (confirmPaidOrder) or cancels it (cancelPendingOrder) as for a shopper's card order.
   */
  async reserveCardOrderIn(
    tx: Executor,
    cart: CartRecord,
    state: CheckoutState,
    options: { language: Language; area: string | null; gatewayOrderId: string; paymentDetails: CartPaymentDetails },
  ): Promise<OrderRecord> {
    requireDelivery(state);
    const { order, stock } = await this.createOrder(tx, cart, state, {
      status: "PAYMENT_PENDING",
      language: options.language,
      area: options.area,
      idempotencyKey: null,
      paymentModeCode: PAYMENT_MODE_CODES.card,
      paymentDetails: options.paymentDetails,
    });
    await tx.insert(orderPayments).values({
      orderId: order.id,
      gatewayOrderId: options.gatewayOrderId,
      amountFils: order.totalPriceFils,
      status: "PENDING",
    });
    await takeStock(tx, stock);
    return order;
  }

  /**
   * PAYMENT_PENDING → CREATED once the gateway authorised the payment: the payment and its ledger row are recorded, the cart deleted and
   * the confirmation sent. The vouchers were redeemed with the reservation (so no limit can be passed while the
   * shopper pays); a voucher applied to the cart during the payment priced nothing and is not redeemed. Idempotent: a CREATED order is answered as it is. A cancelled order cannot be confirmed
   * (the payment flow must refund); that throws.
   */
  async confirmPaidOrder(orderCode: string, capture: PaymentCapture): Promise<OrderRecord> {
    const { order, confirmed } = await this.db.transaction(async (tx) => {
      const locked = await this.lockOrder(tx, orderCode);
      if (locked.status !== "PAYMENT_PENDING") {
        if (locked.status === "CANCELLED") {
          throw new Error(`Order ${orderCode} was cancelled (${locked.cancelReason}); its payment cannot confirm it`);
        }
        return { order: locked, confirmed: false };
      }
      await tx
        .update(orderPayments)
        .set({
          transactionId: capture.transactionId,
          amountFils: capture.amountFils,
          authorizedFils: capture.amountFils,
          capturedFils: capture.status === "CAPTURED" ? capture.amountFils : 0,
          status: capture.status,
          updatedAt: sql`now()`,
        })
        .where(eq(orderPayments.orderId, locked.id));
      await tx
        .insert(paymentTransactions)
        .values({
          orderId: locked.id,
          gatewayOrderId: capture.gatewayOrderId,
          type: capture.status === "CAPTURED" ? "PAY" : "AUTHORIZE",
          transactionId: capture.transactionId,
          amountFils: capture.amountFils,
          result: "SUCCESS",
          gatewayCode: "APPROVED",
        })
        .onConflictDoNothing();
      const [row] = await tx
        .update(orders)
        .set({ status: "CREATED", placedAt: this.now(), updatedAt: sql`now()` })
        .where(eq(orders.id, locked.id))
        .returning();
      await tx.delete(carts).where(eq(carts.id, locked.cartId));
      const order = withCode(row!);
      const invoice = await this.taxInvoiceDocument(tx, order);
      const actor = capture.actor ?? customerActor(order);
      await recordOrderEvent(tx, {
        orderId: order.id,
        fromStatus: "PAYMENT_PENDING",
        toStatus: "CREATED",
        actor,
        at: order.placedAt ?? undefined,
      });
      await this.releasePaidConsignments(tx, order, actor);
      await this.enqueueConfirmation(tx, order);
      await invoice?.issue();
      return { order, confirmed: true };
    });
    if (confirmed) {
      this.options.confirmations?.jobs.wake();
      this.options.metrics?.orderPlaced("card");
    }
    return order;
  }

  /**
   * Payment type 3 (checkout spec §4.1–4.3): the order is paid wholly with points, inside its own transaction. The
   * points must cover the total as priced now, the customer's phone must have been verified by SMS on the checkout
   * page (that verification is used up), and the balance is checked under the customer's lock (two orders spending
   * the same points: the second is refused). Any refusal rolls the whole order back.
   */
  private async payWithPoints(tx: Executor, order: OrderRecord, state: CheckoutState): Promise<OrderRecord> {
    if (state.loyaltyRedeemFils < order.totalPriceFils) throw pointsDoNotCoverTotal();
    return this.spendPoints(tx, order, order.totalPriceFils);
  }

  /**
   * Points and a card (decision 0065): the points chosen on the cart pay part of the reserved card order, in the
   * order's transaction, after the same SMS check; the card is asked for the rest. The amount must still be below
   * the total as priced now (points that pay it all need no card) and within the balance, read under the
   * customer's lock. Answers the order with the part its points pay.
   */
  private async payPartWithPoints(tx: Executor, order: OrderRecord, state: CheckoutState): Promise<OrderRecord> {
    if (state.loyaltyRedeemFils > order.totalPriceFils) throw moreThanTotal();
    if (state.loyaltyRedeemFils === order.totalPriceFils) throw pointsCoverTotal();
    return this.spendPoints(tx, order, state.loyaltyRedeemFils);
  }

  /** Uses up the CHECKOUT SMS verification and spends points worth `fils` on the order; records the points' part. */
  private async spendPoints(tx: Executor, order: OrderRecord, fils: number): Promise<OrderRecord> {
    const customerUid = order.customerUid!;
    const [customer] = await tx
      .select({ phoneNumber: customers.phoneNumber })
      .from(customers)
      .where(eq(customers.uid, customerUid));
    const phone = customer?.phoneNumber;
    if (!phone || !(await consumeVerifiedPhone(tx, phone, SMS_PAGE.checkout))) throw phoneNotVerified();
    await spendPointsOnOrder(tx, this.options.loyalty ?? DEFAULT_LOYALTY_RULES, {
      customerUid,
      orderId: order.id,
      fils,
      at: order.placedAt ?? this.now(),
    });
    const [row] = await tx.update(orders).set({ loyaltyPaidFils: fils }).where(eq(orders.id, order.id)).returning();
    return withCode(row!);
  }

  /** The payment is secured: the consignments that waited for it can be prepared (WAITING → READY). */
  private async releasePaidConsignments(tx: Executor, order: OrderRecord, actor: OrderActor): Promise<void> {
    const released = await tx
      .update(consignments)
      .set({ status: "READY", statusDate: order.placedAt ?? this.now(), version: sql`${consignments.version} + 1` })
      .where(and(eq(consignments.orderId, order.id), eq(consignments.status, "WAITING")))
      .returning({ id: consignments.id });
    for (const consignment of released) {
      await recordOrderEvent(tx, {
        orderId: order.id,
        consignmentId: consignment.id,
        fromStatus: "WAITING",
        toStatus: "READY",
        actor,
        at: order.placedAt ?? undefined,
      });
    }
  }

  /**
   * PAYMENT_PENDING → CANCELLED when the payment failed: stock and voucher uses are given back, the cart stays for
   * another try. Idempotent; an order past PAYMENT_PENDING is left as it is.
   */
  async cancelPendingOrder(orderCode: string, reason: string): Promise<OrderRecord> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lockOrder(tx, orderCode);
      if (locked.status !== "PAYMENT_PENDING") return locked;
      const entries = await tx
        .select({
          productCode: orderEntries.productCode,
          quantity: orderEntries.quantity,
          components: orderEntries.components,
        })
        .from(orderEntries)
        .where(eq(orderEntries.orderId, locked.id));
      // Stored components already hold the units of all the kits of their entry.
      await returnStock(
        tx,
        stockNeeds(
          entries.flatMap((entry) => [
            { productCode: entry.productCode, quantity: entry.quantity },
            ...(entry.components ?? []).map((c) => ({ productCode: c.productCode, quantity: c.quantity })),
          ]),
        ),
      );
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderCode, locked.code));
      // Decision 0065: the points that paid part of it go back with the stock, so a refused card loses no points.
      await givePointsBack(tx, this.options.loyalty ?? DEFAULT_LOYALTY_RULES, locked, {
        note: reason,
        at: this.now(),
      });
      await tx
        .update(orderPayments)
        .set({ status: "CANCELLED", updatedAt: sql`now()` })
        .where(eq(orderPayments.orderId, locked.id));
      const [row] = await tx
        .update(orders)
        .set({ status: "CANCELLED", cancelReason: reason.slice(0, 500), updatedAt: sql`now()` })
        .where(eq(orders.id, locked.id))
        .returning();
      await recordOrderEvent(tx, {
        orderId: locked.id,
        fromStatus: "PAYMENT_PENDING",
        toStatus: "CANCELLED",
        actor: { type: "job", id: "payment" },
        reason: reason.slice(0, 500),
      });
      return withCode(row!);
    });
  }

  /** The pending (card) order of a cart, if any: what a retried payment/process continues with. */
  async findPendingOrderOfCart(cartId: number): Promise<OrderRecord | null> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cartId), eq(orders.status, "PAYMENT_PENDING")));
    return row ? withCode(row) : null;
  }

  /** An order by code (no owner check: for the payment flow and jobs). */
  async findByCode(orderCode: string): Promise<OrderRecord | null> {
    const id = idOfCode(orderCode);
    if (id === null) return null;
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row ? withCode(row) : null;
  }

  /**
   * The caller's order: a customer's own by code or guid, a guest's by guid only (guest orders only). Anything else
   * answers like an unknown order.
   */
  async findOwned(context: Pick<RequestContext, "caller">, orderId: string): Promise<OrderRecord> {
    const caller = callerUid(context);
    const id = caller === null ? null : idOfCode(orderId);
    const which = GUID.test(orderId) ? eq(orders.guid, orderId.toLowerCase()) : id !== null ? eq(orders.id, id) : null;
    if (!which) throw orderNotFound(orderId);
    const owner = caller === null ? sql`${orders.customerUid} is null` : eq(orders.customerUid, caller);
    const [row] = await this.db.select().from(orders).where(and(which, owner));
    if (!row) throw orderNotFound(orderId);
    if (row.status !== "PAYMENT_PENDING") return withCode(row);
    await this.settlePendingOrders([row.id]);
    const [settled] = await this.db.select().from(orders).where(eq(orders.id, row.id));
    return withCode(settled ?? row);
  }

  /**
   * Lets the payment feature settle a card order left pending (e.g. by a crash after the charge) as soon as its
   * owner reads it, rather than at the next reconciliation pass (decision 0032).
   */
  settlePendingPaymentsWith(settle: PendingPaymentSettler): void {
    this.settlePending = settle;
  }

  /** Lets the returns feature say what of an order may be returned and which returns it has (issue 20). */
  describeReturnsWith(returnsOf: ReturnsOfOrders): void {
    this.returnsOf = returnsOf;
  }

  /** Settles what the gateway already decided; a gateway that cannot answer now leaves it to the periodic pass. */
  private async settlePendingOrders(orderIds: readonly number[]): Promise<void> {
    if (orderIds.length > 0) await this.settlePending?.(orderIds).catch(() => undefined);
  }

  /**
   * The OCC Order JSON of an order, localised. `committed`: the order as the transaction that just placed it
   * committed it (`PlacedOrder.committed`), so the answer does not read it back again.
   */
  async orderJson(order: OrderRecord, language: Language, committed?: StoredOrder): Promise<Order> {
    return renderOrder(this.db, this.options.catalog, committed ?? (await this.stored(order)), language);
  }

  /** The tracking of one of the order's consignments (the caller's ownership of the order checked before). */
  tracking(order: OrderRecord, consignmentCode: string, language: Language): Promise<ConsignmentTracking> {
    return consignmentTracking(this.db, order.id, consignmentCode, language);
  }

  /**
   * The order as its documents print it, read through `executor` (a transaction, on PGlite's one connection):
   * its own snapshot in its language, without the catalogue's pictures.
   */
  async documentJson(executor: Executor, order: OrderRecord): Promise<Order> {
    return this.renderDocument(executor, await this.stored(order, executor));
  }

  private renderDocument(executor: Executor, stored: StoredOrder): Promise<Order> {
    return renderOrder(executor as unknown as Database, undefined, stored, stored.order.language as Language);
  }

  /**
   * A customer's placed orders, newest first, and the card orders whose payment is being confirmed (PAY sent, its
   * outcome not recorded yet: status PAYMENT_PENDING). Reservations before a PAY and failed card attempts are not
   * orders. Pending orders the gateway already decided are settled first.
   */
  async history(context: Pick<RequestContext, "caller" | "language">, page: HistoryPage): Promise<OrderHistoryList> {
    const customerUid = customerUidOf(context);
    const { language } = context;
    const pending = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerUid, customerUid), eq(orders.status, "PAYMENT_PENDING")));
    await this.settlePendingOrders(pending.map((order) => order.id));
    return orderHistoryPage(this.db, this.options.catalog, customerUid, page, language, this.returnsOf);
  }

  /** Runs the confirmation jobs this service enqueues. */
  registerJobs(jobs: Pick<JobRunner, "handle">): void {
    jobs.handle<OrderConfirmationPayload>(ORDER_CONFIRMATION_JOB, ({ orderCode }) =>
      this.sendConfirmationEmail(orderCode),
    );
  }

  /** E-mails the confirmation of a CREATED order in its language; throws when it cannot (the job retries). */
  async sendConfirmationEmail(orderCode: string): Promise<void> {
    const order = await this.findByCode(orderCode);
    const send = this.options.confirmations?.send;
    if (!order || !send) return;
    const stored = await this.stored(order);
    const language = order.language as Language;
    const to = stored.customer?.email ?? order.guestEmail;
    if (!to) return;
    await send(await renderOrder(this.db, this.options.catalog, stored, language), { to, language });
  }

  /** The order with its entries, consignments and payment. */
  private async stored(order: OrderRecord, db: Executor = this.db): Promise<StoredOrder> {
    const [entries, shipments, customer, events, refunds, schedule] = await readAll(db, [
      () => db.select().from(orderEntries).where(eq(orderEntries.orderId, order.id)).orderBy(orderEntries.entryNumber),
      () => db.select().from(consignments).where(eq(consignments.orderId, order.id)).orderBy(consignments.id),
      () =>
        order.customerUid
          ? db
              .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
              .from(customers)
              .where(eq(customers.uid, order.customerUid))
              .then((rows) => rows[0] ?? null)
          : null,
      () => orderEventRows(db, order.id),
      () =>
        db
          .select({ amountFils: paymentTransactions.amountFils, at: paymentTransactions.at })
          .from(paymentTransactions)
          .where(
            and(
              eq(paymentTransactions.orderId, order.id),
              eq(paymentTransactions.type, "REFUND"),
              eq(paymentTransactions.result, "SUCCESS"),
            ),
          )
          .orderBy(paymentTransactions.at, paymentTransactions.id),
      () =>
        db
          .select({ replenishmentId: replenishmentRuns.replenishmentId })
          .from(replenishmentRuns)
          .where(eq(replenishmentRuns.orderId, order.id))
          .limit(1),
    ]);
    const shipmentEntries =
      shipments.length === 0
        ? []
        : await db
            .select()
            .from(consignmentEntries)
            .where(
              inArray(
                consignmentEntries.consignmentId,
                shipments.map((s) => s.id),
              ),
            );
    return {
      order,
      entries,
      consignments: shipments.map((shipment) => ({
        ...shipment,
        entries: shipmentEntries.filter((entry) => entry.consignmentId === shipment.id),
      })),
      customer,
      events,
      refunds,
      ...(this.returnsOf ? { returns: (await this.returnsOf(db, [order.id])).get(order.id) } : {}),
      // The schedule's code is its id zero-padded, as an order's (replenishment-view.ts).
      ...(schedule[0] ? { replenishmentOrderCode: cartCode(schedule[0].replenishmentId) } : {}),
    };
  }

  /**
   * In the transaction that makes the order CREATED: its tax invoice (decision 0040), the order as placed rendered
   * now, numbered by `issue()`, which the caller runs as late as it can: the year's number row stays locked until
   * the commit. Null without an issuer.
   */
  private async taxInvoiceDocument(
    tx: Executor,
    order: OrderRecord,
  ): Promise<{ stored: StoredOrder; issue(): Promise<unknown> } | null> {
    const issue = this.options.taxInvoices;
    if (!issue) return null;
    const stored = await this.stored(order, tx);
    const document = await this.renderDocument(tx, stored);
    return { stored, issue: () => issue(tx, order, document) };
  }

  /** In the transaction that made the order CREATED: the e-mail is sent iff the order committed, once per order. */
  private async enqueueConfirmation(tx: JobExecutor, order: OrderRecord): Promise<void> {
    const payload: OrderConfirmationPayload = { orderCode: order.code };
    await this.options.confirmations?.jobs.enqueue(tx, ORDER_CONFIRMATION_JOB, payload, {
      key: `${ORDER_CONFIRMATION_JOB}:${order.code}`,
    });
  }

  private async byIdempotencyKey(customerUid: string, key: string): Promise<OrderRecord | null> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerUid, customerUid), eq(orders.idempotencyKey, key)));
    return row ? withCode(row) : null;
  }

  /**
   * The caller's cart named by `cartId`; when the caller has no such cart any more, the order their earlier
   * submit made of it (a retried POST after the cart was turned into an order), else 400 CartError.
   */
  private async findCartOrOrder(
    caller: OrderCaller,
    cartId: string,
  ): Promise<{ cart: CartRecord } | { order: OrderRecord }> {
    try {
      return { cart: await this.carts.findIn(this.db, caller, cartId) };
    } catch (error) {
      const made = await this.orderOfVanishedCart(caller, cartId);
      if (made) return { order: made };
      throw error;
    }
  }

  /** A created order of the caller made from the cart `cartId` named (by guid, or code for customers). */
  private async orderOfVanishedCart(caller: OrderCaller, cartId: string): Promise<OrderRecord | null> {
    const owner = caller === null ? sql`${orders.customerUid} is null` : eq(orders.customerUid, caller);
    const id = caller === null ? null : idOfCode(cartId);
    const which = GUID.test(cartId)
      ? eq(orders.cartGuid, cartId.toLowerCase())
      : id !== null
        ? eq(orders.cartId, id)
        : null;
    if (!which) return null;
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(which, owner, ne(orders.status, "CANCELLED")));
    return row ? withCode(row) : null;
  }

  /** The cart deleted by a concurrent submit between finding and locking it: that submit's order. */
  private async orderMadeMeanwhile(cart: CartRecord, cartId: string): Promise<PlacedOrder> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cart.id), ne(orders.status, "CANCELLED")));
    if (!row) throw emptyCart(cartId);
    return { order: withCode(row), created: false };
  }

  /** Locks the cart found before (by its guid, which names it for guests and customers alike); null if it is gone. */
  private async lockCart(tx: Executor, caller: OrderCaller, cart: CartRecord): Promise<CartRecord | null> {
    try {
      return await this.carts.lockIn(tx, caller, cart.guid);
    } catch (error) {
      if (error instanceof OccHttpError) return null;
      throw error;
    }
  }

  private async liveOrderOfCart(tx: Executor, cartId: number): Promise<OrderRecord | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cartId), ne(orders.status, "CANCELLED")));
    return row ? withCode(row) : null;
  }

  private async lockOrder(tx: Executor, orderCode: string): Promise<OrderRecord> {
    const id = idOfCode(orderCode);
    if (id === null) throw orderNotFound(orderCode);
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!row) throw orderNotFound(orderCode);
    return withCode(row);
  }

  /**
   * The order of a locked cart: re-priced now, entries and consignment copied, vouchers redeemed. Answers the stock
   * the order needs, which the caller takes with `takeStock` as the last write before its commit: every order of
   * a product waits for that product's stock row, so its lock must be held for as short a time as possible.
   * Everything reads through `tx` (PGlite has one connection; PostgreSQL sees the locked, current rows).
   */
  private async createOrder(
    tx: Executor,
    cart: CartRecord,
    state: CheckoutState,
    options: {
      status: OrderStatus;
      language: Language;
      area: string | null;
      idempotencyKey: string | null;
      paymentModeCode?: string;
      paymentDetails: CartPaymentDetails | null;
    },
  ): Promise<{ order: OrderRecord; stock: [string, number][] }> {
    const stored = await this.carts.entriesIn(tx, cart.id);
    if (stored.length === 0) throw emptyCart(cartCode(cart.id));
    const settings = await textfieldSettings(
      tx,
      stored.filter((entry) => entry.product.configurable).map((entry) => entry.productCode),
    );
    const configured = new Map(stored.map((entry) => [entry.id, orderConfiguration(entry, settings)]));
    requireBuyable(stored, configured);

    const area = pricingArea(state, options.area);
    const delivery = await deliveryContext(tx, area, state.deliveryModeCode!);
    const lines = this.carts.lines(stored);
    const outcome = await PromotionEngine.inTransaction(tx as unknown as Database, this.now).evaluate(
      lines.map(priceLine),
      {
        cartId: cart.id,
        customerUid: cart.customerUid,
        language: options.language,
      },
    );
    const totals = priceCart(lines, delivery.context, outcome);
    if (totals.deliveryCostFils === null) throw checkoutHasMissing("deliveryAddress");

    const trn = state.deliveryAddress?.trn ?? (await customerTrn(tx, cart.customerUid));
    const [row] = await tx
      .insert(orders)
      .values({
        guid: randomUUID(),
        customerUid: cart.customerUid,
        guestEmail: cart.customerUid === null ? state.guestEmail : null,
        cartId: cart.id,
        cartGuid: cart.guid,
        status: options.status,
        language: options.language,
        areaIsocode: area,
        deliveryModeCode: state.deliveryModeCode!,
        deliveryModeName: delivery.modeName,
        deliveryAddress: state.deliveryAddress!,
        pointOfServiceName: delivery.context.pickup ? state.pointOfServiceName : null,
        paymentModeCode: options.paymentModeCode ?? state.paymentModeCode!,
        paymentInfo: options.paymentDetails,
        ...totalsColumns(totals),
        trn: trn ?? null,
        idempotencyKey: options.idempotencyKey,
        placedAt: options.status === "CREATED" ? this.now() : null,
      })
      .returning();
    const order = withCode(row!);
    await this.copyEntries(tx, order, stored, totals, configured);
    await redeemVouchers(tx, cart.id, order.code, { now: this.now(), language: options.language });
    const stock = stockNeeds(
      stored.map((entry) => ({
        productCode: entry.productCode,
        quantity: entry.quantity,
        components: entry.bundle?.components,
      })),
    );
    return { order, stock };
  }

  /** The entries (kit components and configuration included) and the one consignment holding them all. */
  private async copyEntries(
    tx: Executor,
    order: OrderRecord,
    stored: readonly StoredEntry[],
    totals: CartTotals,
    configured: ReadonlyMap<number, OrderConfiguredField[] | null | undefined>,
  ): Promise<void> {
    const componentCodes = stored.flatMap((entry) => entry.bundle?.components.map((c) => c.productCode) ?? []);
    const names = new Map(
      componentCodes.length === 0
        ? []
        : (
            await tx
              .select({ code: products.code, name: products.name })
              .from(products)
              .where(inArray(products.code, [...new Set(componentCodes)]))
          ).map((row) => [row.code, row.name]),
    );
    await tx.insert(orderEntries).values(
      stored.map((entry, index) => {
        const line = totals.lines[index]!;
        const components: OrderKitComponent[] | null = entry.bundle
          ? entry.bundle.components.map((component) => ({
              productCode: component.productCode,
              name: names.get(component.productCode) ?? { en: component.productCode },
              quantity: component.quantity * entry.quantity,
            }))
          : null;
        return {
          orderId: order.id,
          entryNumber: entry.entryNumber,
          productCode: entry.productCode,
          name: entry.product.name,
          quantity: entry.quantity,
          listPriceFils: line.listPriceFils ?? 0,
          basePriceFils: line.unitPriceFils,
          totalPriceFils: line.totalPriceFils,
          configuration: configured.get(entry.id) ?? null,
          bundleTemplateId: entry.bundle?.templateId ?? null,
          bundleName: entry.bundle?.name ?? null,
          components,
        };
      }),
    );
    const pickup = order.pointOfServiceName;
    const [consignment] = await tx
      .insert(consignments)
      .values({
        orderId: order.id,
        code: `a${order.code}`,
        status: order.status === "CREATED" ? "READY" : "WAITING",
        pointOfServiceName: pickup,
        warehouseCode: pickup ?? HOME_DELIVERY_WAREHOUSE,
      })
      .returning({ id: consignments.id });
    await tx.insert(consignmentEntries).values(
      stored.map((entry) => ({
        consignmentId: consignment!.id,
        entryNumber: entry.entryNumber,
        quantity: entry.quantity,
      })),
    );
  }
}

/** What the card pays of an order: its total less the part loyalty points pay (decision 0065). */
export const cardPartOf = (order: Pick<OrderRecord, "totalPriceFils" | "loyaltyPaidFils">): number =>
  Math.max(order.totalPriceFils - order.loyaltyPaidFils, 0);

/** The customer (or the guest, who has no uid) whose order it is. */
const customerActor = (order: OrderRecord): OrderActor =>
  order.customerUid ? { type: "customer", id: order.customerUid } : { type: "customer" };

/** Spec §5.7: an order needs a delivery address and a delivery mode (a pick-up also its store). */
function requireDelivery(state: CheckoutState): void {
  if (!state.deliveryAddress) throw checkoutHasMissing("deliveryAddress");
  if (!state.deliveryModeCode) throw checkoutHasMissing("deliveryMode");
}

/**
 * Every entry must still be sold, configured completely, and within stock and maxOrderQuantity (all lines of a
 * product together). Stock itself is guarded again by the UPDATE that takes it.
 */
function requireBuyable(
  stored: readonly StoredEntry[],
  configured: ReadonlyMap<number, OrderConfiguredField[] | null | undefined>,
): void {
  for (const entry of stored) {
    const held = stored
      .filter((other) => other.productCode === entry.productCode)
      .reduce((sum, other) => sum + other.quantity, 0);
    if (!entrySellable(entry) || held > entryLimit(entry)) throw insufficientStock(entry.productCode);
    if (entry.product.configurable && configured.get(entry.id) === undefined) {
      throw configurationIncomplete(entry.productCode);
    }
  }
}

/**
 * The text fields of a configurable entry as ordered (labels and values), null for other entries, or undefined
 * when a required field is empty (such an entry cannot be ordered, decision 0018).
 */
function orderConfiguration(
  entry: StoredEntry,
  settings: ReadonlyMap<string, { position: number; label: { en: string; ar?: string }; required: boolean }[]>,
): OrderConfiguredField[] | null | undefined {
  const fields = entry.product.configurable ? settings.get(entry.productCode) : undefined;
  if (!fields || fields.length === 0) return null;
  const values = new Map(entry.configuration?.map((field) => [field.position, field.value]));
  const ordered = fields.map((field) => ({
    position: field.position,
    label: field.label,
    value: values.get(field.position) ?? "",
  }));
  const complete = fields.every((field, index) => !field.required || ordered[index]!.value.trim() !== "");
  return complete ? ordered : undefined;
}

/** Delivery pricing of the order (as CartService.delivery, but inside the order's transaction). */
export async function deliveryContext(
  tx: Executor,
  areaIsocode: string | null,
  modeCode: string,
): Promise<{ context: DeliveryContext; modeName: { en: string; ar?: string } | null }> {
  const [area] = areaIsocode
    ? await tx
        .select({ shippingFeeFils: areas.shippingFeeFils, orderThresholdFils: areas.orderThresholdFils })
        .from(areas)
        .where(eq(areas.isocode, areaIsocode))
    : [];
  const [mode] = await tx
    .select({ pickup: deliveryModes.pickup, name: deliveryModes.name })
    .from(deliveryModes)
    .where(eq(deliveryModes.code, modeCode));
  if (!mode) throw checkoutHasMissing("deliveryMode");
  return { context: { area: area ?? null, pickup: mode.pickup }, modeName: mode.name };
}

async function customerTrn(tx: Executor, customerUid: string | null): Promise<string | null> {
  if (!customerUid) return null;
  const [row] = await tx.select({ trn: customers.trn }).from(customers).where(eq(customers.uid, customerUid));
  return row?.trn ?? null;
}

function totalsColumns(totals: CartTotals) {
  const { promotions } = totals;
  return {
    subTotalFils: totals.subTotalFils,
    productDiscountsFils: totals.productDiscountsFils,
    orderDiscountsFils: totals.orderDiscountsFils,
    totalDiscountsFils: totals.totalDiscountsFils,
    deliveryCostFils: totals.deliveryCostFils ?? 0,
    totalPriceFils: totals.totalPriceFils,
    totalTaxFils: totals.totalTaxFils,
    promotions: {
      product: promotions.appliedProductPromotions.map(({ code, description }) => ({ code, description })),
      order: promotions.appliedOrderPromotions.map(({ code, description }) => ({ code, description })),
      voucherCodes: promotions.appliedVoucherCodes,
      freeShipping: promotions.freeShipping,
    },
  };
}
