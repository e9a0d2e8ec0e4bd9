/**
 * The card payment of a cart (checkout spec §4.5, §4.8, §7.3; contract §2): the hosted-fields session, 3-D
 * Secure (initiate, then the payer's authentication) and payment/process, which turns an authenticated cart into
 * a paid order:
 *
 *   RETRIEVE the gateway order → its authentication must have succeeded (frictionless, attempted or exempt count)
 *   → reserve the order (stock; PAYMENT_PENDING) → AUTHORIZE `authorize-1` → confirm the order (CREATED, the
 *   amount reserved on the card), or cancel it (stock back).
 *
 * Nothing is charged here: the money is captured when the order ships, and voided or refunded when it is
 * cancelled (payment-settlement.ts, decision 0037). The amount is always the server-priced cart total: the browser
 * never sends one. Every step can be repeated: the reservation is per cart, the AUTHORIZE id is fixed (the gateway
 * answers a repeat with the same transaction), and confirm/cancel are idempotent. An AUTHORIZE whose answer was
 * lost is read back before it is ever sent again; an outcome still unknown leaves the order PAYMENT_PENDING for the
 * reconciliation job (payment-reconciliation.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Language } from "@dukkan/occ";
import type { AuthResponse, PaymentProcessRequest, PaymentSession } from "@dukkan/occ/checkout";
import type { Order } from "@dukkan/occ/order";
import type { CartCaller, CartRecord, CartService } from "../cart/cart-service.js";
import { cartCode } from "../cart/cart-service.js";
import { cartNotFound } from "../cart/cart-errors.js";
import { priceCart, priceLine, type Promotions } from "../cart/cart-pricing.js";
import { pricingArea, readCheckoutState } from "../checkout/checkout-state.js";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import { checkoutHasMissing } from "../orders/order-errors.js";
import { cardPartOf, type OrderRecord, type OrderService } from "../orders/order-service.js";
import { eq } from "drizzle-orm";
import { customers } from "../db/tables.js";
import { SMS_PAGE } from "../account/account-service.js";
import { verifiedPhoneUsable } from "../account/sms-verification.js";
import {
  guestsCannotRedeem,
  moreThanTotal,
  notEnoughPoints,
  phoneNotVerified,
  pointsCoverTotal,
} from "../loyalty/loyalty-errors.js";
import { pointsBalance } from "../loyalty/loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES, pointsForValue, type LoyaltyRules } from "../loyalty/loyalty-rules.js";
import { callerUid, type RequestContext } from "../occ/request-context.js";
import type { ShopMetrics } from "../metrics/shop-metrics.js";
import {
  attemptById,
  AUTHENTICATION_TRANSACTION,
  latestAttempt,
  moveAttempt,
  openAttempt,
  paidAttemptOfCart,
  AUTHORIZE_TRANSACTION,
  type PaymentAttempt,
} from "./payment-attempts.js";
import type { PaymentConfig } from "./payment-config.js";
import type { PaymentDetailsService } from "./payment-details.js";
import {
  authenticationRequired,
  cardResultReason,
  emptyCart,
  paymentError,
  paymentInProgress,
  STOCK_REASON,
} from "./payment-errors.js";
import { gatewayCall } from "./gateway-errors.js";
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  type AuthenticationOutcome,
  type GatewayOrder,
  type GatewayTransaction,
  type PaymentGateway,
  type PayOutcome,
} from "./payment-gateway.js";
import { bindSession, requireBoundSession } from "./payment-sessions.js";
import { paymentReturnUrl } from "./return-url.js";

/** Authentication outcomes a payment may go ahead with (frictionless is SUCCESSFUL without a challenge). */
export const AUTHENTICATED = new Set([
  "AUTHENTICATION_SUCCESSFUL",
  "AUTHENTICATION_ATTEMPTED",
  "AUTHENTICATION_EXEMPT",
]);
/** Outcomes after which this gateway order can never be paid: the next try needs a new attempt. */
const AUTHENTICATION_OVER = new Set([
  "AUTHENTICATION_FAILED",
  "AUTHENTICATION_REJECTED",
  "AUTHENTICATION_NOT_SUPPORTED",
  "AUTHENTICATION_UNAVAILABLE",
]);

/** What a payment call needs of its request: who pays (a guest or the customer), the language and the area. */
export type PaymentContext = Pick<RequestContext, "caller" | "language" | "area">;

/** Spec §7.3 device data: a JSON text from the browser; only these facts are passed on to the issuer. */
const DeviceData = z
  .object({
    browserName: z.string().max(500).optional(),
    challengeWindowSize: z.string().max(30).optional(),
    acceptHeaders: z.string().max(500).optional(),
    colorDepth: z.number().int().min(1).max(64).optional(),
    javaEnabled: z.boolean().optional(),
    language: z.string().max(35).optional(),
    screenHeight: z.number().int().min(0).max(100_000).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
    timeZone: z.number().int().min(-1_440).max(1_440).optional(),
  })
  .catch({});

/** What the gateway approved for an order: an authorisation (or, for orders paid before decision 0037, a PAY). */
export interface ApprovedPayment {
  amountFils: number;
  transactionId: string;
  status: "AUTHORIZED" | "CAPTURED";
}

type PaymentResult =
  ({ kind: "approved" } & ApprovedPayment) | { kind: "failed"; reason: string } | { kind: "unknown" };

export interface PaymentServiceOptions {
  db: Database;
  carts: CartService;
  orders: OrderService;
  promotions: Promotions;
  gateway: PaymentGateway;
  details: PaymentDetailsService;
  config: PaymentConfig;
  logger: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  /** Counts card payments by outcome for /metrics. */
  metrics?: Pick<ShopMetrics, "cardPayment">;
  /** The loyalty rules points on a card order are checked with (default: DEFAULT_LOYALTY_RULES). */
  loyalty?: LoyaltyRules;
}

export class PaymentService {
  private readonly db: Database;
  private readonly carts: CartService;
  private readonly orders: OrderService;
  private readonly gateway: PaymentGateway;

  constructor(private readonly options: PaymentServiceOptions) {
    this.db = options.db;
    this.carts = options.carts;
    this.orders = options.orders;
    this.gateway = options.gateway;
  }

  /** POST …/payment/session: a gateway session for the hosted fields of this cart's payment. */
  async createSession(
    context: Pick<RequestContext, "caller">,
    cartId: string,
    purpose: "card" | "cvv" = "card",
  ): Promise<PaymentSession> {
    const caller = callerUid(context);
    const cart = await this.carts.findIn(this.db, caller, cartId);
    const session = await gatewayCall(() => this.gateway.createSession());
    await bindSession(this.db, session, cart, caller);
    if (purpose === "cvv" && caller !== null) {
      // The saved card goes into the session first; the hosted security-code field then adds its CVV.
      const savedMethodId = (await readCheckoutState(this.db, cart.id)).paymentDetails?.savedMethodId;
      if (savedMethodId) await this.useSavedCard(caller, session, savedMethodId);
    }
    return { session, merchant: this.gateway.merchantId, scriptUrl: this.gateway.sessionScriptUrl };
  }

  /** Puts the customer's saved card (its gateway token) into the session, unless it is in there already. */
  private async useSavedCard(customerUid: string, sessionId: string, savedMethodId: string): Promise<void> {
    const method = await this.options.details.owned(customerUid, savedMethodId);
    const session = await gatewayCall(() => this.gateway.retrieveSession(sessionId));
    if (session.token === method.gatewayToken) return;
    await gatewayCall(() => this.gateway.updateSession(sessionId, { token: method.gatewayToken }));
  }

  /**
   * POST …/payment/auth/init: a new attempt (gateway order `{cartCode}-{n}`) for the cart's total, bound to the
   * session, and 3-D Secure initiated on it. A saved card puts its token into the session (its CVV is in there).
   */
  async initiateAuthentication(
    context: PaymentContext,
    cartId: string,
    body: { session: string; newPayment: boolean; paymentDetailsId?: string },
  ): Promise<AuthResponse> {
    const caller = callerUid(context);
    const cart = await this.carts.findIn(this.db, caller, cartId);
    await requireBoundSession(this.db, body.session, cart, caller);
    const amountFils = await this.cardAmountFils(cart, context);
    const savedMethodId = body.newPayment ? null : await this.savedMethodOf(caller, cart, body.paymentDetailsId);
    if (savedMethodId && caller !== null) await this.useSavedCard(caller, body.session, savedMethodId);
    const attempt = await this.db.transaction(async (tx) => {
      const locked = await this.carts.lockIn(tx, caller, cart.guid);
      const previous = await latestAttempt(tx, locked.id);
      if (previous?.status === "PAYING" || previous?.status === "PAID") throw paymentInProgress();
      return openAttempt(tx, locked, { sessionId: body.session, amountFils, savedPaymentMethodId: savedMethodId });
    });
    const outcome = await gatewayCall(async () => {
      await this.gateway.updateSession(body.session, {
        order: { id: attempt.gatewayOrderId, amountFils, currency: attempt.currency },
      });
      return this.gateway.initiateAuthentication(attempt.gatewayOrderId, AUTHENTICATION_TRANSACTION, {
        sessionId: body.session,
        currency: attempt.currency,
      });
    }).catch(async (error: unknown) => {
      await this.fail(attempt, "AUTHENTICATION_UNAVAILABLE");
      throw error;
    });
    await this.recordAuthentication(attempt, outcome);
    return authResponse(outcome, body.session);
  }

  /**
   * PUT …/payment/auth/process: the payer's authentication (challenge or frictionless) of the attempt started
   * by auth/init with this session. Its HTML ends with the shopper on the storefront's validation page.
   */
  async authenticatePayer(
    context: Pick<RequestContext, "caller">,
    cartId: string,
    body: { session: string; device: { type: "BROWSER"; data: string }; returnUrl?: string },
    browser: { ip: string; userAgent?: string },
  ): Promise<AuthResponse> {
    const caller = callerUid(context);
    const cart = await this.carts.findIn(this.db, caller, cartId);
    const attempt = await latestAttempt(this.db, cart.id);
    if (attempt?.status !== "AUTHENTICATING" || attempt.sessionId !== body.session) throw authenticationRequired();
    const returnUrl = paymentReturnUrl(
      body.returnUrl,
      cart.customerUid ? cartCode(cart.id) : cart.guid,
      this.options.config,
    );
    const device = DeviceData.parse(safeJson(body.device.data));
    const outcome = await gatewayCall(() =>
      this.gateway.authenticatePayer(attempt.gatewayOrderId, AUTHENTICATION_TRANSACTION, {
        sessionId: attempt.sessionId,
        amountFils: attempt.amountFils,
        currency: attempt.currency,
        returnUrl,
        device: {
          browser: device.browserName ?? browser.userAgent?.slice(0, 255) ?? "UNKNOWN",
          ipAddress: browser.ip,
          browserDetails: browserDetails(device),
        },
      }),
    );
    await this.recordAuthentication(attempt, outcome);
    return authResponse(outcome, body.session);
  }

  /** POST …/payment/process: the authenticated cart becomes a paid order (201 Order) or a PaymentError. */
  async process(context: PaymentContext, cartId: string, body: PaymentProcessRequest): Promise<Order> {
    const caller = callerUid(context);
    const cart = await this.cartOfPayment(caller, cartId, body.cartId);
    if ("paid" in cart) return this.orderJson(cart.paid, context.language);
    const attempt = await latestAttempt(this.db, cart.id);
    if (!attempt) throw authenticationRequired();
    if (attempt.status === "PAID" && attempt.orderCode) return this.orderJson(attempt.orderCode, context.language);
    if (attempt.status === "FAILED") throw paymentError(attempt.failureReason ?? "UNSPECIFIED_FAILURE");
    if (attempt.sessionId !== body.session) throw authenticationRequired();

    const gatewayOrder = await gatewayCall(() => this.gateway.retrieveOrder(attempt.gatewayOrderId));
    const approved = approvedPayment(gatewayOrder);
    if (!approved) await this.requireAuthenticated(attempt, gatewayOrder);

    const order = await this.reserve(caller, cart, attempt, context);
    if (order.status === "CREATED") return this.paid(attempt, order, context.language);
    const paying = await moveAttempt(this.db, attempt.id, ["AUTHENTICATING", "PAYING"], {
      status: "PAYING",
      orderCode: order.code,
    });
    if (!paying) return this.endedMeanwhile(attempt, order, context.language);
    if (!approved && cardPartOf(order) !== attempt.amountFils) {
      // The cart changed after its total was authenticated: that authentication does not cover this order.
      await this.orders.cancelPendingOrder(order.code, "cart total changed after authentication");
      await this.fail(attempt, "AUTHENTICATION_REQUIRED");
      throw authenticationRequired();
    }
    const result: PaymentResult = approved ? { kind: "approved", ...approved } : await this.authorize(attempt, order);
    return this.settle(attempt, order, result, context.language);
  }

  /**
   * The attempt ended while this request reserved the order (a parallel request paid it, or the reconciliation
   * job gave up on it): answer that outcome, and never AUTHORIZE on an attempt that is over.
   */
  private async endedMeanwhile(attempt: PaymentAttempt, order: OrderRecord, language: Language): Promise<Order> {
    const now = await attemptById(this.db, attempt.id);
    if (now?.status === "PAID" && now.orderCode) return this.orderJson(now.orderCode, language);
    await this.orders.cancelPendingOrder(order.code, "payment attempt ended");
    throw paymentError(now?.failureReason ?? "UNSPECIFIED_FAILURE");
  }

  /** Confirms or cancels the reserved order from the AUTHORIZE result; an unknown result leaves it pending. */
  private async settle(
    attempt: PaymentAttempt,
    order: OrderRecord,
    result: PaymentResult,
    language: Language,
  ): Promise<Order> {
    if (result.kind === "unknown") throw paymentError("UNKNOWN");
    if (result.kind === "failed") {
      await this.orders.cancelPendingOrder(order.code, `payment ${result.reason}`);
      await this.fail(attempt, result.reason, { payResult: result.reason });
      throw paymentError(result.reason);
    }
    const confirmed = await this.orders.confirmPaidOrder(order.code, {
      gatewayOrderId: attempt.gatewayOrderId,
      transactionId: result.transactionId,
      amountFils: result.amountFils,
      status: result.status,
    });
    return this.paid(attempt, confirmed, language);
  }

  private async paid(attempt: PaymentAttempt, order: OrderRecord, language: Language): Promise<Order> {
    await moveAttempt(this.db, attempt.id, ["AUTHENTICATING", "PAYING"], {
      status: "PAID",
      payResult: "APPROVED",
      orderCode: order.code,
    });
    this.options.metrics?.cardPayment("APPROVED");
    return this.orders.orderJson(order, language);
  }

  /**
   * AUTHORIZE `authorize-1` for the reserved order's total. When the answer is lost (timeout, network, 5xx) the
   * transaction is read back first; only a gateway that has no such transaction gets the AUTHORIZE again (same id:
   * never two authorisations).
   */
  private async authorize(attempt: PaymentAttempt, order: OrderRecord): Promise<PaymentResult> {
    const first = await this.sendAuthorize(attempt, order);
    if (first !== "lost") return first;
    const recorded = await this.gateway
      .retrieveTransaction(attempt.gatewayOrderId, AUTHORIZE_TRANSACTION)
      .catch(() => "lost" as const);
    if (recorded === "lost") return { kind: "unknown" };
    if (recorded) return transactionResult(recorded, cardPartOf(order));
    const second = await this.sendAuthorize(attempt, order);
    return second === "lost" ? { kind: "unknown" } : second;
  }

  private async sendAuthorize(attempt: PaymentAttempt, order: OrderRecord): Promise<PaymentResult | "lost"> {
    try {
      const outcome = await this.gateway.authorize(attempt.gatewayOrderId, AUTHORIZE_TRANSACTION, {
        sessionId: attempt.sessionId,
        amountFils: cardPartOf(order),
        currency: attempt.currency,
        authenticationTransactionId: AUTHENTICATION_TRANSACTION,
        reference: order.code,
      });
      return payResult(outcome, cardPartOf(order));
    } catch (error) {
      // Refused outright (e.g. the session expired): nothing was charged.
      if (error instanceof GatewayRejectedError) return { kind: "failed", reason: "UNSPECIFIED_FAILURE" };
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.options.logger.warn({ err: error, gatewayOrderId: attempt.gatewayOrderId }, "AUTHORIZE answer lost");
      return "lost";
    }
  }

  /** The gateway order must carry a successful authentication; a final failure closes the attempt. */
  private async requireAuthenticated(attempt: PaymentAttempt, gatewayOrder: GatewayOrder | null): Promise<void> {
    const status = gatewayOrder ? authenticationStatusOf(gatewayOrder) : undefined;
    const authenticated = status !== undefined && AUTHENTICATED.has(status);
    const sameAmount = gatewayOrder?.amountFils === undefined || gatewayOrder.amountFils === attempt.amountFils;
    if (authenticated && sameAmount) return;
    if (authenticated) await this.fail(attempt, "AUTHENTICATION_REQUIRED");
    else if (status && AUTHENTICATION_OVER.has(status))
      await this.fail(attempt, status, { authenticationStatus: status });
    throw authenticationRequired(authenticated ? undefined : status);
  }

  /** The PAYMENT_PENDING order of the cart (made now, or by an earlier try); stock failures end the attempt. */
  private async reserve(
    caller: CartCaller,
    cart: CartRecord,
    attempt: PaymentAttempt,
    context: PaymentContext,
  ): Promise<OrderRecord> {
    try {
      const { order } = await this.orders.reserveOrder(caller, cart.guid, {
        language: context.language,
        area: context.area,
        payment: { gatewayOrderId: attempt.gatewayOrderId },
      });
      return order;
    } catch (error) {
      if (error instanceof OccHttpError && error.errors[0]?.reason === STOCK_REASON) {
        await this.fail(attempt, STOCK_REASON);
        throw paymentError(STOCK_REASON, error.errors[0]?.subject);
      }
      throw error;
    }
  }

  /**
   * The cart being paid, or the order a confirmed payment already made of it (a replayed payment/process after
   * the cart was turned into an order). `bodyCartId`, when given, must name the same cart.
   */
  private async cartOfPayment(
    caller: CartCaller,
    cartId: string,
    bodyCartId: string,
  ): Promise<CartRecord | { paid: string }> {
    const cart = await this.carts.findIn(this.db, caller, cartId).catch(() => null);
    const names = [cartId, bodyCartId].filter(Boolean);
    const sameCart =
      cart &&
      (!bodyCartId ||
        bodyCartId === cartId ||
        bodyCartId.toLowerCase() === cart.guid ||
        bodyCartId === cartCode(cart.id));
    if (cart && sameCart) return cart;
    const paid = await paidAttemptOfCart(this.db, caller, names);
    if (paid?.orderCode) return { paid: paid.orderCode };
    throw cartNotFound(cart ? bodyCartId : cartId);
  }

  private async orderJson(orderCode: string, language: Language): Promise<Order> {
    const order = await this.orders.findByCode(orderCode);
    if (!order) throw cartNotFound(orderCode);
    return this.orders.orderJson(order, language);
  }

  /** The saved card a non-new payment uses: the one named, else the cart's payment details' saved card. */
  private async savedMethodOf(caller: CartCaller, cart: CartRecord, named: string | undefined): Promise<string> {
    const id = named ?? (await readCheckoutState(this.db, cart.id)).paymentDetails?.savedMethodId;
    if (!id || caller === null) throw authenticationRequired();
    return id;
  }

  /**
   * What the card is asked for: the cart's total less the loyalty points chosen on it (decision 0065). Points are
   * checked here as the order will check them — a customer's, within the balance, below the total, the phone
   * verified by SMS on the checkout page — so a shopper is not sent through 3-D Secure for an order that would be
   * refused; the order's transaction checks (and spends) them again.
   */
  private async cardAmountFils(cart: CartRecord, context: PaymentContext): Promise<number> {
    const totalFils = await this.cartTotalFils(cart, context);
    const { loyaltyRedeemFils } = await readCheckoutState(this.db, cart.id);
    if (loyaltyRedeemFils <= 0) return totalFils;
    if (cart.customerUid === null) throw guestsCannotRedeem();
    if (loyaltyRedeemFils > totalFils) throw moreThanTotal();
    if (loyaltyRedeemFils === totalFils) throw pointsCoverTotal();
    const rules = this.options.loyalty ?? DEFAULT_LOYALTY_RULES;
    if (pointsForValue(rules, loyaltyRedeemFils) > (await pointsBalance(this.db, cart.customerUid))) {
      throw notEnoughPoints();
    }
    const [customer] = await this.db
      .select({ phoneNumber: customers.phoneNumber })
      .from(customers)
      .where(eq(customers.uid, cart.customerUid));
    if (!customer?.phoneNumber || !(await verifiedPhoneUsable(this.db, customer.phoneNumber, SMS_PAGE.checkout))) {
      throw phoneNotVerified();
    }
    return totalFils - loyaltyRedeemFils;
  }

  /** The cart's total in fils, priced exactly as the order will be (the delivery address's area decides). */
  private async cartTotalFils(cart: CartRecord, context: PaymentContext): Promise<number> {
    return (await this.checkoutTotals(cart, context)).totalPriceFils;
  }

  /**
   * What a cart ready for payment comes to: its total and unit count, priced exactly as the order will be. Refuses
   * an empty cart and one without a delivery address or mode (what payment needs first).
   */
  async checkoutTotals(
    cart: CartRecord,
    context: PaymentContext,
  ): Promise<{ totalPriceFils: number; totalUnitCount: number }> {
    const [stored, state] = await Promise.all([this.carts.entries(cart.id), readCheckoutState(this.db, cart.id)]);
    if (stored.length === 0) throw emptyCart(cartCode(cart.id));
    if (!state.deliveryAddress) throw checkoutHasMissing("deliveryAddress");
    if (!state.deliveryModeCode) throw checkoutHasMissing("deliveryMode");
    const delivery = await this.carts.delivery(pricingArea(state, context.area), state.deliveryModeCode);
    const lines = this.carts.lines(stored);
    const outcome = await this.options.promotions.evaluate(lines.map(priceLine), {
      cartId: cart.id,
      customerUid: cart.customerUid,
      language: context.language,
    });
    const totals = priceCart(lines, delivery, outcome);
    if (totals.deliveryCostFils === null) throw checkoutHasMissing("deliveryAddress");
    return { totalPriceFils: totals.totalPriceFils, totalUnitCount: totals.totalUnitCount };
  }

  private async recordAuthentication(attempt: PaymentAttempt, outcome: AuthenticationOutcome): Promise<void> {
    const status = outcome.authenticationStatus ?? null;
    if (status && AUTHENTICATION_OVER.has(status)) await this.fail(attempt, status, { authenticationStatus: status });
    else await moveAttempt(this.db, attempt.id, ["AUTHENTICATING"], { authenticationStatus: status });
  }

  private async fail(
    attempt: PaymentAttempt,
    reason: string,
    extra: { payResult?: string; authenticationStatus?: string } = {},
  ): Promise<void> {
    await moveAttempt(this.db, attempt.id, ["AUTHENTICATING", "PAYING"], {
      status: "FAILED",
      failureReason: reason,
      ...extra,
    });
    this.options.metrics?.cardPayment(reason);
  }
}

function authResponse(outcome: AuthenticationOutcome, sessionId: string): AuthResponse {
  return {
    status:
      outcome.authenticationStatus ?? (outcome.result === "SUCCESS" ? "AUTHENTICATION_AVAILABLE" : outcome.result),
    code: outcome.gatewayCode ?? outcome.gatewayRecommendation,
    redirect: outcome.redirectHtml ? { ctx: outcome.redirectHtml } : undefined,
    response: { session: { id: sessionId } },
  };
}

/** MPGS browserDetails from the storefront's device data (spec §7.3 names). */
function browserDetails(device: z.infer<typeof DeviceData>): Record<string, string | number | boolean> {
  const details: Record<string, string | number | boolean | undefined> = {
    "3DSecureChallengeWindowSize": device.challengeWindowSize,
    acceptHeaders: device.acceptHeaders,
    colorDepth: device.colorDepth,
    javaEnabled: device.javaEnabled,
    language: device.language,
    screenHeight: device.screenHeight,
    screenWidth: device.screenWidth,
    timeZone: device.timeZone,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The order's authentication status, or the authentication transaction's when the order does not say. */
export function authenticationStatusOf(order: GatewayOrder): string | undefined {
  return (
    order.authenticationStatus ??
    order.transactions.find((transaction) => transaction.id === AUTHENTICATION_TRANSACTION)?.authenticationStatus
  );
}

/** The successful authorisation (or legacy PAY) the gateway recorded on this order, if any. */
export function approvedPayment(order: GatewayOrder | null): ApprovedPayment | undefined {
  if (!order) return undefined;
  const approved = order.transactions.find(
    (transaction) =>
      (transaction.type === "AUTHORIZATION" || transaction.type === "PAYMENT") && transaction.result === "SUCCESS",
  );
  if (approved) {
    const paid = approved.type === "PAYMENT";
    return {
      amountFils: approved.amountFils ?? (paid ? order.totalCapturedFils : order.totalAuthorizedFils),
      transactionId: approved.id,
      status: paid ? "CAPTURED" : "AUTHORIZED",
    };
  }
  if (order.status === "AUTHORIZED") {
    return { amountFils: order.totalAuthorizedFils, transactionId: AUTHORIZE_TRANSACTION, status: "AUTHORIZED" };
  }
  return undefined;
}

function payResult(outcome: PayOutcome, orderTotalFils: number): PaymentResult {
  if (outcome.result === "SUCCESS") {
    return {
      kind: "approved",
      amountFils: outcome.amountFils ?? orderTotalFils,
      transactionId: AUTHORIZE_TRANSACTION,
      status: "AUTHORIZED",
    };
  }
  if (outcome.result === "FAILURE" || outcome.result === "ERROR") {
    return { kind: "failed", reason: cardResultReason(outcome.gatewayCode) };
  }
  return { kind: "unknown" };
}

export function transactionResult(transaction: GatewayTransaction, orderTotalFils: number): PaymentResult {
  return payResult(
    { result: transaction.result, gatewayCode: transaction.gatewayCode, amountFils: transaction.amountFils },
    orderTotalFils,
  );
}
