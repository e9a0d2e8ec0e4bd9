/**
 * The card gateway as the payment feature needs it (decisions 0005, 0037): hosted sessions, 3-D Secure, AUTHORIZE
 * when the order is placed, CAPTURE when it ships, VOID or REFUND when it is cancelled, reading back what the
 * gateway recorded, and card tokens for saved cards. Operation and field names follow the
 * Mastercard Gateway REST API; `mastercard-gateway.ts` is the adapter for it (and for the local payment sandbox,
 * which speaks the same subset). Amounts cross this interface as integer fils; the adapter formats them.
 *
 * Saved cards are also stored credentials: a customer-initiated VERIFY establishes an agreement with the holder,
 * after which the shop may AUTHORIZE against the card without its holder (merchant-initiated; decision 0066).
 *
 * Transaction ids are chosen by us and deterministic (`auth-1`, `authorize-1`, `capture-1`, `refund-{n}`): the gateway answers a repeated id with
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
  /** AUTHENTICATION, PAYMENT, AUTHORIZATION, CAPTURE, REFUND, VOID_AUTHORIZATION … */
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
  /** AUTHORIZED, (PARTIALLY_)CAPTURED, (PARTIALLY_)REFUNDED, CANCELLED (voided); AUTHENTICATED, FAILED … before. */
  status?: string;
  authenticationStatus?: string;
  totalAuthorizedFils: number;
  totalCapturedFils: number;
  totalRefundedFils: number;
  transactions: GatewayTransaction[];
}

export interface PayOutcome {
  result: GatewayResult;
  gatewayCode?: string;
  orderStatus?: string;
  amountFils?: number;
}

/** The amount a CAPTURE or REFUND moves; reference is ours (order or cancellation code). */
export interface MoneyMovement {
  amountFils: number;
  currency: string;
  reference?: string;
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

/** An authorisation of an authenticated session's card; reference is our order code. */
export interface AuthorizeRequest {
  sessionId: string;
  amountFils: number;
  currency: string;
  authenticationTransactionId: string;
  reference: string;
}

/**
 * A payment agreement with the cardholder under which the shop may later charge their stored card without them
 * (MPGS `agreement`): RECURRING for a schedule of orders at fixed intervals with varying amounts.
 */
export interface StoredCardAgreement {
  /** Ours, 1–40 letters, digits, - or _. */
  id: string;
  type: "RECURRING" | "UNSCHEDULED";
}

/** The cardholder, present, agrees to later merchant-initiated charges: their stored card is verified under it. */
export interface EstablishStoredCredentialRequest {
  /** The saved card's gateway token. */
  token: string;
  agreement: StoredCardAgreement;
  currency: string;
}

/** An AUTHORIZE the shop starts itself against a stored card, the holder absent; reference is our order code. */
export interface MerchantInitiatedRequest {
  token: string;
  agreement: StoredCardAgreement;
  amountFils: number;
  currency: string;
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
  /** AUTHORIZE: reserves the amount on the card; nothing is charged until a capture. */
  authorize(orderId: string, transactionId: string, request: AuthorizeRequest): Promise<PayOutcome>;
  /** CAPTURE of (part of) the authorisation; a declined capture answers result FAILURE, it does not throw. */
  capture(orderId: string, transactionId: string, request: MoneyMovement): Promise<GatewayTransaction>;
  /** REFUND of (part of) what was captured. */
  refund(orderId: string, transactionId: string, request: MoneyMovement): Promise<GatewayTransaction>;
  /** VOID of an earlier transaction (here: the authorisation, before anything was captured). */
  voidTransaction(orderId: string, transactionId: string, targetTransactionId: string): Promise<GatewayTransaction>;
  /** null when the gateway has no such order. */
  retrieveOrder(orderId: string): Promise<GatewayOrder | null>;
  /** null when the gateway has no such transaction. */
  retrieveTransaction(orderId: string, transactionId: string): Promise<GatewayTransaction | null>;
  /** Stores the session's card at the gateway and answers its token (saved cards). */
  tokenize(sessionId: string): Promise<{ token: string; card: GatewayCard }>;
  /**
   * Customer-initiated VERIFY (no amount) of a stored card with storedOnFile TO_BE_STORED: establishes the agreement
   * so that merchant-initiated charges may follow. A refusing issuer answers result FAILURE, it does not throw.
   */
  establishStoredCredential(
    orderId: string,
    transactionId: string,
    request: EstablishStoredCredentialRequest,
  ): Promise<PayOutcome>;
  /**
   * Merchant-initiated AUTHORIZE (transaction.source MERCHANT, storedOnFile STORED) of a stored card under an
   * agreement its holder established: captured later like any authorisation. A decline answers result FAILURE.
   */
  authorizeStoredCard(orderId: string, transactionId: string, request: MerchantInitiatedRequest): Promise<PayOutcome>;
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
