/**
 * Orders and their transactions: INITIATE_AUTHENTICATION, AUTHENTICATE_PAYER, PAY or AUTHORIZE, and the
 * follow-ups CAPTURE, REFUND and VOID (follow-ups.ts), and how the gateway answers about them. A transaction id
 * names one transaction for good: asking again with the same id answers the transaction as it stands (nothing is
 * charged, captured or refunded twice); INITIATE_AUTHENTICATION and AUTHENTICATE_PAYER share one id, as with the
 * real gateway.
 */
import { randomUUID } from "node:crypto";
import { authenticationFlowOf, maskedCard, payOutcome, type Initiator, type StoredCard } from "../cards.js";
import { challengeHtml, frictionlessHtml, methodHtml, type AuthenticationOutcomeFields } from "../acs/three-ds-html.js";
import type { SandboxContext } from "../context.js";
import { randomDigits, type AuthenticationTransaction, type PaymentTransaction } from "../store.js";
import type { FollowUpTransaction, SandboxOrder, SandboxSession, SandboxTransaction } from "../store.js";
import { FOLLOW_UP_OPERATIONS, KIND_OF, followUp, type FollowUpOperation } from "./follow-ups.js";
import { invalidRequest, notFound } from "./gateway-error.js";
import { amountOf, approvedPayment, moneyStatus, orderMoney } from "./order-money.js";
import type { TransactionBody } from "./request.schemas.js";

/** What a view needs besides the order: the API version asked for and the origin browsers reach the ACS at. */
export interface ViewContext {
  version: string;
  origin: string;
  merchantId: string;
}

const PASSED_AUTHENTICATION = new Set(["AUTHENTICATION_SUCCESSFUL"]);

export class TransactionService {
  constructor(private readonly ctx: SandboxContext) {}

  /** PUT /order/{orderId}/transaction/{transactionId}. */
  put(orderId: string, transactionId: string, body: TransactionBody): { order: SandboxOrder; txn: SandboxTransaction } {
    const order = this.ctx.store.orders.get(orderId);
    const existing = order?.transactions.get(transactionId);
    if (order && existing) return { order, txn: this.repeat(order, existing, body) };
    if (FOLLOW_UP_OPERATIONS.includes(body.apiOperation)) {
      if (!order) throw notFound("Unable to find order for merchant", "order.id");
      const txn = followUp(this.ctx, order, transactionId, body);
      order.transactions.set(transactionId, txn);
      order.updatedAt = this.ctx.now().toISOString();
      return { order, txn };
    }
    if (body.apiOperation === "AUTHENTICATE_PAYER") {
      throw invalidRequest(
        "Authentication has not been initiated for this transaction: INITIATE_AUTHENTICATION first",
        "transaction.id",
      );
    }
    const initiator: Initiator = body.transaction?.source === "MERCHANT" ? "MERCHANT" : "CUSTOMER";
    if (initiator === "MERCHANT") this.checkMerchantInitiated(body);
    const session = body.session ? this.liveSession(body.session.id) : undefined;
    const card = this.cardFor(body, session);
    const currency = body.order?.currency ?? session?.order.currency;
    if (!currency) throw invalidRequest("Value 'order.currency' is required", "order.currency", "MISSING");
    const amount = body.order?.amount ?? session?.order.amount ?? order?.amount;
    if (order && order.currency !== currency) {
      throw invalidRequest("The currency differs from the order's", "order.currency");
    }
    if (order && approvedPayment(order)) throw invalidRequest("The order has already been paid", "order.id");
    // The transaction first: a refused request leaves no trace, not even an empty order.
    const txn =
      body.apiOperation === "INITIATE_AUTHENTICATION"
        ? this.initiateAuthentication(transactionId, card, currency, amount, body, session)
        : body.apiOperation === "VERIFY"
          ? this.verify(transactionId, card, currency, body)
          : this.pay(order, transactionId, card, currency, amount, body, initiator);
    if (txn.kind === "payment") this.recordAgreement(txn, body);
    const target =
      order ?? this.createOrder(orderId, currency, amount, body.order?.reference ?? session?.order.reference);
    if (amount) target.amount = amount;
    target.transactions.set(transactionId, txn);
    target.updatedAt = this.ctx.now().toISOString();
    if (txn.kind === "authentication") {
      this.ctx.store.acsReferences.set(txn.acsReference, { orderId, transactionId });
    }
    return { order: target, txn };
  }

  /** The same transaction id again: answer it as it stands, or take the authentication to its payer step. */
  private repeat(order: SandboxOrder, txn: SandboxTransaction, body: TransactionBody): SandboxTransaction {
    const operationFits =
      txn.kind === "payment"
        ? body.apiOperation === txn.operation
        : txn.kind === "authentication"
          ? body.apiOperation === "INITIATE_AUTHENTICATION" || body.apiOperation === "AUTHENTICATE_PAYER"
          : KIND_OF[body.apiOperation as FollowUpOperation] === txn.kind;
    if (!operationFits) {
      throw invalidRequest(`Transaction '${txn.id}' already exists for another operation`, "transaction.id");
    }
    if (txn.kind === "authentication" && body.apiOperation === "AUTHENTICATE_PAYER" && !txn.payer) {
      this.authenticatePayer(txn, body);
      order.updatedAt = this.ctx.now().toISOString();
    }
    return txn;
  }

  private initiateAuthentication(
    id: string,
    card: StoredCard,
    currency: string,
    amount: string | undefined,
    body: TransactionBody,
    session: SandboxSession | undefined,
  ): AuthenticationTransaction {
    const fromSession = session?.authentication ?? {};
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    return {
      kind: "authentication",
      id,
      createdAt: this.ctx.now().toISOString(),
      card,
      amount,
      currency,
      flow: authenticationFlowOf(card.number),
      status: "AUTHENTICATION_AVAILABLE",
      acsReference: randomUUID(),
      methodCompleted: false,
      acceptVersions: body.authentication?.acceptVersions ?? text(fromSession.acceptVersions) ?? "3DS1,3DS2",
      channel: body.authentication?.channel ?? text(fromSession.channel) ?? "PAYER_BROWSER",
      purpose: body.authentication?.purpose ?? text(fromSession.purpose) ?? "PAYMENT_TRANSACTION",
    };
  }

  private authenticatePayer(txn: AuthenticationTransaction, body: TransactionBody): void {
    const redirectResponseUrl = body.authentication?.redirectResponseUrl;
    if (!redirectResponseUrl) {
      throw invalidRequest(
        "Value 'authentication.redirectResponseUrl' is required",
        "authentication.redirectResponseUrl",
        "MISSING",
      );
    }
    const amount = body.order?.amount ?? txn.amount;
    if (!amount) throw invalidRequest("Value 'order.amount' is required", "order.amount", "MISSING");
    txn.amount = amount;
    txn.payer = { redirectResponseUrl };
    txn.status = txn.flow === "challenge" ? "AUTHENTICATION_PENDING" : "AUTHENTICATION_SUCCESSFUL";
  }

  /**
   * A merchant-initiated payment (transaction.source MERCHANT) charges a stored card without its holder: it needs
   * the card's token, the agreement, and that agreement established on that token by an earlier successful
   * customer-initiated transaction. It carries no session (nobody typed anything) and no 3-D Secure.
   */
  private checkMerchantInitiated(body: TransactionBody): void {
    if (body.apiOperation !== "AUTHORIZE" && body.apiOperation !== "PAY") {
      throw invalidRequest("Only AUTHORIZE and PAY can be merchant-initiated", "transaction.source");
    }
    const tokenId = body.sourceOfFunds?.token;
    if (!tokenId) {
      throw invalidRequest(
        "A merchant-initiated payment needs 'sourceOfFunds.token'",
        "sourceOfFunds.token",
        "MISSING",
      );
    }
    if (body.session) throw invalidRequest("A merchant-initiated payment has no payer session", "session.id");
    const agreementId = body.agreement?.id;
    if (!agreementId)
      throw invalidRequest("A merchant-initiated payment needs 'agreement.id'", "agreement.id", "MISSING");
    if (body.sourceOfFunds?.provided?.card?.storedOnFile !== "STORED") {
      throw invalidRequest(
        "A merchant-initiated payment uses a stored credential: storedOnFile must be STORED",
        "sourceOfFunds.provided.card.storedOnFile",
      );
    }
    const token = this.ctx.store.tokens.get(tokenId);
    if (token && !token.agreements?.includes(agreementId)) {
      throw invalidRequest("No customer-initiated transaction established this agreement on this card", "agreement.id");
    }
  }

  /** A successful customer-initiated first use of a stored card (TO_BE_STORED) establishes its agreement. */
  private recordAgreement(txn: PaymentTransaction, body: TransactionBody): void {
    if (txn.initiator !== "CUSTOMER" || txn.gatewayCode !== "APPROVED") return;
    if (!txn.agreementId || txn.storedOnFile !== "TO_BE_STORED") return;
    const token = body.sourceOfFunds?.token ? this.ctx.store.tokens.get(body.sourceOfFunds.token) : undefined;
    if (token) this.ctx.store.establishAgreement(token, txn.agreementId);
  }

  /** VERIFY: the issuer checks the card (no amount moves); the payer is present, so it is customer-initiated. */
  private verify(id: string, card: StoredCard, currency: string, body: TransactionBody): PaymentTransaction {
    const storedOnFile = body.sourceOfFunds?.provided?.card?.storedOnFile;
    if (storedOnFile === "TO_BE_STORED" && !body.sourceOfFunds?.token) {
      throw invalidRequest("A credential to be stored is named by its token", "sourceOfFunds.token", "MISSING");
    }
    if (storedOnFile === "TO_BE_STORED" && !body.agreement?.id) {
      throw invalidRequest("A credential to be stored needs 'agreement.id'", "agreement.id", "MISSING");
    }
    const gatewayCode = payOutcome(card, this.ctx.now(), "CUSTOMER");
    return {
      kind: "payment",
      operation: "VERIFY",
      initiator: "CUSTOMER",
      ...(body.agreement ? { agreementId: body.agreement.id } : {}),
      ...(storedOnFile ? { storedOnFile } : {}),
      id,
      createdAt: this.ctx.now().toISOString(),
      card,
      amount: "0.00",
      currency,
      gatewayCode,
      receipt: randomDigits(12),
      reference: body.transaction?.reference,
    };
  }

  private pay(
    order: SandboxOrder | undefined,
    id: string,
    card: StoredCard,
    currency: string,
    amount: string | undefined,
    body: TransactionBody,
    initiator: Initiator,
  ): PaymentTransaction {
    if (!amount) throw invalidRequest("Value 'order.amount' is required", "order.amount", "MISSING");
    // The holder is absent from a merchant-initiated payment: there is no 3-D Secure to rely on.
    const authentication =
      initiator === "MERCHANT" ? undefined : this.authenticationFor(order, body.authentication?.transactionId);
    const gatewayCode =
      authentication && !PASSED_AUTHENTICATION.has(authentication.status)
        ? authentication.status === "AUTHENTICATION_FAILED" || authentication.status === "AUTHENTICATION_REJECTED"
          ? "AUTHENTICATION_FAILED"
          : "AUTHENTICATION_IN_PROGRESS"
        : payOutcome(card, this.ctx.now(), initiator);
    const storedOnFile = body.sourceOfFunds?.provided?.card?.storedOnFile;
    return {
      kind: "payment",
      operation: body.apiOperation === "AUTHORIZE" ? "AUTHORIZE" : "PAY",
      initiator,
      ...(body.agreement ? { agreementId: body.agreement.id } : {}),
      ...(storedOnFile ? { storedOnFile } : {}),
      id,
      createdAt: this.ctx.now().toISOString(),
      card,
      amount,
      currency,
      gatewayCode,
      authenticationTransactionId: authentication?.id,
      authorizationCode: gatewayCode === "APPROVED" ? randomDigits(6) : undefined,
      receipt: randomDigits(12),
      reference: body.transaction?.reference,
    };
  }

  /** The authentication a payment relies on: the one named, or else the order's latest. */
  private authenticationFor(order: SandboxOrder | undefined, transactionId: string | undefined) {
    if (transactionId) {
      const named = order?.transactions.get(transactionId);
      if (named?.kind !== "authentication") {
        throw invalidRequest(`No authentication '${transactionId}' on this order`, "authentication.transactionId");
      }
      return named;
    }
    return order ? latestAuthentication(order) : undefined;
  }

  private createOrder(id: string, currency: string, amount: string | undefined, reference: string | undefined) {
    const now = this.ctx.now().toISOString();
    const order: SandboxOrder = {
      id,
      createdAt: now,
      updatedAt: now,
      currency,
      amount,
      reference,
      transactions: new Map(),
    };
    this.ctx.store.orders.set(id, order);
    return order;
  }

  liveSession(id: string): SandboxSession {
    const session = this.ctx.store.findSession(id);
    if (!session) throw invalidRequest("Session not found or expired", "session.id");
    return session;
  }

  /** The card of a request: a token named in it, else the session's card (typed, or from a token). */
  private cardFor(body: TransactionBody, session: SandboxSession | undefined): StoredCard {
    if (body.sourceOfFunds?.token) {
      const known = this.ctx.store.tokens.get(body.sourceOfFunds.token);
      if (!known) throw invalidRequest("Token not found", "sourceOfFunds.token");
      known.lastUsed = this.ctx.now().toISOString();
      return { ...known.card };
    }
    if (session?.card) return { ...session.card };
    if (session) throw invalidRequest("The session does not contain card details", "session.id");
    throw invalidRequest("Value 'session.id' is required", "session.id", "MISSING");
  }

  /** The ACS records the shopper's choice; once decided, an authentication never changes. */
  completeChallenge(acsReference: string, outcome: "successful" | "failed" | "rejected") {
    const found = this.findByAcsReference(acsReference);
    if (!found) return undefined;
    const { order, txn } = found;
    if (txn.status === "AUTHENTICATION_PENDING") {
      txn.status =
        outcome === "successful"
          ? "AUTHENTICATION_SUCCESSFUL"
          : outcome === "failed"
            ? "AUTHENTICATION_FAILED"
            : "AUTHENTICATION_REJECTED";
      order.updatedAt = this.ctx.now().toISOString();
    }
    return { order, txn };
  }

  findByAcsReference(acsReference: string): { order: SandboxOrder; txn: AuthenticationTransaction } | undefined {
    const ref = this.ctx.store.acsReferences.get(acsReference);
    const order = ref && this.ctx.store.orders.get(ref.orderId);
    const txn = order?.transactions.get(ref?.transactionId ?? "");
    return order && txn?.kind === "authentication" ? { order, txn } : undefined;
  }

  findOrder(orderId: string): SandboxOrder {
    const order = this.ctx.store.orders.get(orderId);
    if (!order) throw notFound("Unable to find order for merchant", "order.id");
    return order;
  }
}

function latestAuthentication(order: SandboxOrder): AuthenticationTransaction | undefined {
  return [...order.transactions.values()]
    .filter((txn): txn is AuthenticationTransaction => txn.kind === "authentication")
    .at(-1);
}

function orderStatus(order: SandboxOrder): string {
  const moved = moneyStatus(orderMoney(order));
  if (moved) return moved;
  const last = [...order.transactions.values()].at(-1);
  if (last?.kind === "payment" && last.operation === "VERIFY" && last.gatewayCode === "APPROVED") return "VERIFIED";
  if (last?.kind === "payment") return "FAILED";
  switch (latestAuthentication(order)?.status) {
    case "AUTHENTICATION_SUCCESSFUL":
      return "AUTHENTICATED";
    case "AUTHENTICATION_FAILED":
    case "AUTHENTICATION_REJECTED":
      return "AUTHENTICATION_UNSUCCESSFUL";
    default:
      return "AUTHENTICATION_INITIATED";
  }
}

function orderSummary(order: SandboxOrder) {
  const money = orderMoney(order);
  const authentication = latestAuthentication(order);
  return {
    id: order.id,
    ...(order.amount ? { amount: Number(order.amount) } : {}),
    currency: order.currency,
    status: orderStatus(order),
    ...(authentication ? { authenticationStatus: authentication.status } : {}),
    ...(order.reference ? { reference: order.reference } : {}),
    totalAuthorizedAmount: Number(amountOf(money.authorizedMinor)),
    totalCapturedAmount: Number(amountOf(money.capturedMinor)),
    totalRefundedAmount: Number(amountOf(money.refundedMinor)),
    creationTime: order.createdAt,
    lastUpdatedTime: order.updatedAt,
  };
}

const PAYMENT_TYPES: Record<PaymentTransaction["operation"], string> = {
  PAY: "PAYMENT",
  AUTHORIZE: "AUTHORIZATION",
  VERIFY: "VERIFICATION",
};

/** MPGS result of a payment: approved, undecided (UNKNOWN) or failed. */
function paymentResult(txn: PaymentTransaction): "SUCCESS" | "FAILURE" | "UNKNOWN" {
  if (txn.gatewayCode === "APPROVED") return "SUCCESS";
  return txn.gatewayCode === "UNKNOWN" ? "UNKNOWN" : "FAILURE";
}

const ACQUIRER_CODES: Record<PaymentTransaction["gatewayCode"], [string, string]> = {
  APPROVED: ["00", "Approved"],
  DECLINED: ["05", "Do not honour"],
  INSUFFICIENT_FUNDS: ["51", "Insufficient funds"],
  EXPIRED_CARD: ["54", "Expired card"],
  TIMED_OUT: ["91", "Issuer unavailable"],
  ACQUIRER_SYSTEM_ERROR: ["96", "System malfunction"],
  UNSPECIFIED_FAILURE: ["06", "Error"],
  UNKNOWN: ["", "No reply"],
  AUTHENTICATION_FAILED: ["", "Payer authentication failed"],
  AUTHENTICATION_IN_PROGRESS: ["", "Payer authentication has not completed"],
};

/** What posting the authentication outcome to the merchant carries, and how the gateway recommends to go on. */
export function authenticationOutcome(
  order: SandboxOrder,
  txn: AuthenticationTransaction,
): AuthenticationOutcomeFields {
  const passed = PASSED_AUTHENTICATION.has(txn.status);
  return {
    "order.id": order.id,
    "transaction.id": txn.id,
    result: passed ? "SUCCESS" : "FAILURE",
    "response.gatewayRecommendation": passed
      ? "PROCEED"
      : txn.status === "AUTHENTICATION_FAILED"
        ? "RESUBMIT_WITH_ALTERNATIVE_PAYMENT_DETAILS"
        : "DO_NOT_PROCEED",
    "response.gatewayCode": passed ? "APPROVED" : "DECLINED",
  };
}

export function transactionView(view: ViewContext, order: SandboxOrder, txn: SandboxTransaction) {
  const common = {
    merchant: view.merchantId,
    version: view.version,
    order: orderSummary(order),
    sourceOfFunds: { type: "CARD", provided: { card: maskedCard(txn.card) } },
    timeOfRecord: txn.createdAt,
  };
  if (isFollowUp(txn)) return { ...common, ...followUpView(txn) };
  if (txn.kind === "payment") {
    const [acquirerCode, acquirerMessage] = ACQUIRER_CODES[txn.gatewayCode];
    return {
      ...common,
      result: paymentResult(txn),
      response: { gatewayCode: txn.gatewayCode, acquirerCode, acquirerMessage },
      ...(txn.authenticationTransactionId
        ? { authentication: { transactionId: txn.authenticationTransactionId } }
        : {}),
      ...(txn.agreementId ? { agreement: { id: txn.agreementId } } : {}),
      transaction: {
        id: txn.id,
        type: PAYMENT_TYPES[txn.operation],
        source: txn.initiator === "MERCHANT" ? "MERCHANT" : "INTERNET",
        ...(txn.storedOnFile ? { storedOnFile: txn.storedOnFile } : {}),
        amount: Number(txn.amount),
        currency: txn.currency,
        receipt: txn.receipt,
        ...(txn.authorizationCode ? { authorizationCode: txn.authorizationCode } : {}),
        ...(txn.reference ? { reference: txn.reference } : {}),
      },
    };
  }
  return { ...common, ...authenticationView(view, order, txn) };
}

function isFollowUp(txn: SandboxTransaction): txn is FollowUpTransaction {
  return txn.kind === "capture" || txn.kind === "refund" || txn.kind === "void";
}

const FOLLOW_UP_TYPES: Record<FollowUpTransaction["kind"], string> = {
  capture: "CAPTURE",
  refund: "REFUND",
  void: "VOID_AUTHORIZATION",
};

function followUpView(txn: FollowUpTransaction) {
  const [acquirerCode, acquirerMessage] =
    txn.gatewayCode === "APPROVED" ? ["00", "Approved"] : ["05", "Authorization expired"];
  return {
    result: txn.gatewayCode === "APPROVED" ? "SUCCESS" : "FAILURE",
    response: { gatewayCode: txn.gatewayCode, acquirerCode, acquirerMessage },
    transaction: {
      id: txn.id,
      type: FOLLOW_UP_TYPES[txn.kind],
      amount: Number(txn.amount),
      currency: txn.currency,
      receipt: txn.receipt,
      ...(txn.targetTransactionId ? { targetTransactionId: txn.targetTransactionId } : {}),
      ...(txn.reference ? { reference: txn.reference } : {}),
    },
  };
}

function authenticationView(view: ViewContext, order: SandboxOrder, txn: AuthenticationTransaction) {
  const transaction = {
    id: txn.id,
    type: "AUTHENTICATION",
    authenticationStatus: txn.status,
    currency: txn.currency,
    ...(txn.amount ? { amount: Number(txn.amount) } : {}),
  };
  const base = {
    version: "3DS2",
    acceptVersions: txn.acceptVersions,
    channel: txn.channel,
    purpose: txn.purpose,
  };
  const threeDs2 = { protocolVersion: "2.2.0", directoryServerId: "A999999999", acsTransactionId: txn.acsReference };
  if (txn.status === "AUTHENTICATION_AVAILABLE") {
    const methodUrl = `${view.origin}/acs/method`;
    const methodData = Buffer.from(JSON.stringify({ threeDSServerTransID: txn.acsReference })).toString("base64url");
    const html = methodHtml(methodUrl, methodData);
    return {
      result: "SUCCESS",
      response: { gatewayCode: "AUTHENTICATION_IN_PROGRESS", gatewayRecommendation: "PROCEED" },
      authentication: {
        ...base,
        "3ds2": { ...threeDs2, methodCompleted: txn.methodCompleted, methodSupported: "SUPPORTED" },
        redirect: { customizedHtml: { "3ds2": { methodPostData: methodData, methodUrl } }, html },
        redirectHtml: html,
      },
      transaction,
    };
  }
  if (txn.status === "AUTHENTICATION_PENDING") {
    const acsUrl = `${view.origin}/acs/challenge/${txn.acsReference}`;
    const html = challengeHtml(
      acsUrl,
      Buffer.from(JSON.stringify({ acsTransID: txn.acsReference })).toString("base64url"),
    );
    return {
      result: "PENDING",
      response: { gatewayCode: "PENDING", gatewayRecommendation: "PROCEED" },
      authentication: {
        ...base,
        payerInteraction: "REQUIRED",
        "3ds2": { ...threeDs2, transactionStatus: "C" },
        redirect: { domainName: new URL(view.origin).host, html },
        redirectHtml: html,
      },
      transaction,
    };
  }
  const outcome = authenticationOutcome(order, txn);
  const transactionStatus = {
    AUTHENTICATION_SUCCESSFUL: "Y",
    AUTHENTICATION_FAILED: "N",
    AUTHENTICATION_REJECTED: "R",
  }[txn.status];
  // A frictionless authentication answers with the page that takes the shopper back to the merchant.
  const html =
    txn.flow === "frictionless" && txn.payer ? frictionlessHtml(txn.payer.redirectResponseUrl, outcome) : undefined;
  return {
    result: outcome.result,
    response: {
      gatewayCode: outcome["response.gatewayCode"],
      gatewayRecommendation: outcome["response.gatewayRecommendation"],
    },
    authentication: {
      ...base,
      payerInteraction: txn.flow === "challenge" ? "REQUIRED" : "NOT_REQUIRED",
      "3ds2": { ...threeDs2, transactionStatus },
      ...(html ? { redirect: { html }, redirectHtml: html } : {}),
    },
    transaction,
  };
}

export function orderView(view: ViewContext, order: SandboxOrder) {
  return {
    merchant: view.merchantId,
    version: view.version,
    result: "SUCCESS",
    ...orderSummary(order),
    sourceOfFunds: (() => {
      const last = [...order.transactions.values()].at(-1);
      return last ? { type: "CARD", provided: { card: maskedCard(last.card) } } : undefined;
    })(),
    transaction: [...order.transactions.values()].map((txn) => transactionView(view, order, txn)),
  };
}
