/**
 * The card gateway as the payment feature needs it (decision 0005): hosted sessions, 3-D Secure, PAY, reading
 * back what the gateway recorded, and card tokens for saved cards. Operation and field names follow the
 * Mastercard Gateway REST API; `mastercard-gateway.ts` is the adapter for it (and for the local payment sandbox,
 * which speaks the same subset). Amounts cross this interface as integer fils; the adapter formats them.
 *
 * Transaction ids are chosen by us and deterministic (`auth-1`, `pay-1`): the gateway answers a repeated id with
 * the transaction it already holds, never a second charge, so an uncertain call can be retried safely after
 * reading the order back.
 */

/** A card as the gateway reports it: masked number, never the security code. */
export interface GatewayCard {
  /** Masked, e.g. 512345xxxxxx0008. */
  number: string;
  /** Two digits, 01–12. */
  expiryMonth: string;
  /** Two digits, e.g. 39. */
  expiryYear: string;
  /** MASTERCARD, VISA, AMEX, DINERS … */
  scheme: string;
  nameOnCard?: string;
}

export interface GatewaySession {
  id: string;
  /** SUCCESS once the hosted fields stored card data in it. */
  updateStatus?: string;
  card?: GatewayCard;
  /** The saved card's token the session pays with, when one was put in it. */
  token?: string;
}

/** The gateway's overall answer of an operation. */
export type GatewayResult = "SUCCESS" | "FAILURE" | "PENDING" | "ERROR" | "UNKNOWN";

export interface AuthenticationOutcome {
  result: GatewayResult;
  /** AUTHENTICATION_AVAILABLE, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_PENDING … */
  authenticationStatus?: string;
  gatewayCode?: string;
  gatewayRecommendation?: string;
  /** HTML to run in the shopper's page: the 3-DS method (initiate) or the challenge / frictionless redirect (payer). */
  redirectHtml?: string;
}

export interface GatewayTransaction {
  id: string;
  /** AUTHENTICATION, PAYMENT, AUTHORIZATION, CAPTURE, REFUND … */
  type: string;
  result: GatewayResult;
  /** APPROVED, DECLINED, EXPIRED_CARD, INSUFFICIENT_FUNDS, TIMED_OUT … */
  gatewayCode?: string;
  amountFils?: number;
  authenticationStatus?: string;
}

export interface GatewayOrder {
  id: string;
  amountFils?: number;
  currency?: string;
  /** CAPTURED once paid; AUTHENTICATED, FAILED … otherwise. */
  status?: string;
  authenticationStatus?: string;
  totalCapturedFils: number;
  transactions: GatewayTransaction[];
}

export interface PayOutcome {
  result: GatewayResult;
  gatewayCode?: string;
  orderStatus?: string;
  amountFils?: number;
}

/** The browser facts 3-D Secure 2 needs (checkout spec §7.3 device data). */
export interface PayerDevice {
  browser: string;
  ipAddress?: string;
  browserDetails: Record<string, string | number | boolean>;
}

export interface AuthenticatePayerRequest {
  sessionId: string;
  amountFils: number;
  currency: string;
  returnUrl: string;
  device: PayerDevice;
}

/** A payment of an authenticated session's card; reference is our order code. */
export interface PayRequest {
  sessionId: string;
  amountFils: number;
  currency: string;
  authenticationTransactionId: string;
  reference: string;
}

export interface PaymentGateway {
  readonly merchantId: string;
  /** The hosted-fields script the storefront loads (session.js). */
  readonly sessionScriptUrl: string;
  createSession(): Promise<string>;
  updateSession(
    sessionId: string,
    update: { order?: { id: string; amountFils: number; currency: string }; token?: string },
  ): Promise<void>;
  retrieveSession(sessionId: string): Promise<GatewaySession>;
  initiateAuthentication(
    orderId: string,
    transactionId: string,
    request: { sessionId: string; currency: string },
  ): Promise<AuthenticationOutcome>;
  authenticatePayer(
    orderId: string,
    transactionId: string,
    request: AuthenticatePayerRequest,
  ): Promise<AuthenticationOutcome>;
  pay(orderId: string, transactionId: string, request: PayRequest): Promise<PayOutcome>;
  /** null when the gateway has no such order. */
  retrieveOrder(orderId: string): Promise<GatewayOrder | null>;
  /** null when the gateway has no such transaction. */
  retrieveTransaction(orderId: string, transactionId: string): Promise<GatewayTransaction | null>;
  /** Stores the session's card at the gateway and answers its token (saved cards). */
  tokenize(sessionId: string): Promise<{ token: string; card: GatewayCard }>;
  /** Removes a saved card's token from the gateway's repository (the customer deleted the card). */
  deleteToken(token: string): Promise<void>;
}

/** The gateway could not be reached or did not answer in time: the outcome of the call is unknown. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GatewayUnavailableError";
  }
}

/** The gateway answered and refused the request (4xx): nothing happened. */
export class GatewayRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly errorCause: string | undefined,
    readonly explanation: string | undefined,
  ) {
    super(`payment gateway refused the request (${status} ${errorCause ?? ""}): ${explanation ?? ""}`);
    this.name = "GatewayRejectedError";
  }
}

/** "123.45" for 12345 fils: the gateway's decimal amount, built with integers only. */
export function gatewayAmount(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`not an amount in fils: ${fils}`);
  return `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, "0")}`;
}

/** 12345 for "123.45" or 123.45; undefined for anything that is not an amount. */
export function filsOf(amount: unknown): number | undefined {
  const text = typeof amount === "number" ? amount.toFixed(2) : typeof amount === "string" ? amount.trim() : "";
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
