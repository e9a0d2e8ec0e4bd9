/**
 * The Mastercard Gateway REST adapter (API version from PAYMENT_API_VERSION): HTTP Basic `merchant.{id}` with the
 * API password, JSON bodies, a timeout on every call. The local payment sandbox (apps/payment-sandbox) speaks the
 * same subset, so this one adapter serves development, tests and production.
 *
 * Answers are read leniently (only the fields we use, all optional) and turned into the small shapes of
 * `payment-gateway.ts`. A network failure, a timeout or a 5xx means "outcome unknown" (GatewayUnavailableError);
 * a 4xx means the gateway refused and nothing happened (GatewayRejectedError), 404 answering "no such thing".
 */
import { z } from "zod";
import type { PaymentConfig } from "./payment-config.js";
import {
  filsOf,
  gatewayAmount,
  GatewayRejectedError,
  GatewayUnavailableError,
  type AuthenticatePayerRequest,
  type AuthenticationOutcome,
  type GatewayCard,
  type GatewayOrder,
  type GatewayResult,
  type GatewaySession,
  type GatewayTransaction,
  type PaymentGateway,
  type AuthorizeRequest,
  type EstablishStoredCredentialRequest,
  type MerchantInitiatedRequest,
  type MoneyMovement,
  type PayOutcome,
} from "./payment-gateway.js";

const RESULTS = ["SUCCESS", "FAILURE", "PENDING", "ERROR", "UNKNOWN"] as const;
const result = z
  .string()
  .optional()
  .transform((value): GatewayResult =>
    (RESULTS as readonly string[]).includes(value ?? "") ? (value as GatewayResult) : "UNKNOWN",
  );
const text = z.union([z.string(), z.number()]).transform(String).optional();

/** MPGS reports expiry as {month, year} on sessions and as "MMYY" on tokens. */
const expiry = z
  .union([z.object({ month: text, year: text }), z.string()])
  .optional()
  .transform((value) => {
    if (typeof value === "string") return { month: value.slice(0, 2), year: value.slice(2, 4) };
    return { month: value?.month ?? "", year: value?.year ?? "" };
  });
const cardShape = z.object({
  number: z.string().optional(),
  expiry,
  scheme: z.string().optional(),
  brand: z.string().optional(),
  nameOnCard: z.string().optional(),
});
const sourceOfFunds = z
  .object({ token: z.string().optional(), provided: z.object({ card: cardShape.optional() }).optional() })
  .optional();

const authenticationAnswer = z.object({
  result,
  order: z.object({ authenticationStatus: z.string().optional() }).optional(),
  transaction: z.object({ authenticationStatus: z.string().optional() }).optional(),
  authentication: z
    .object({ redirect: z.object({ html: z.string().optional() }).optional(), redirectHtml: z.string().optional() })
    .optional(),
  response: z.object({ gatewayCode: z.string().optional(), gatewayRecommendation: z.string().optional() }).optional(),
});

const transactionAnswer = z.object({
  result,
  response: z.object({ gatewayCode: z.string().optional() }).optional(),
  order: z
    .object({ status: z.string().optional(), authenticationStatus: z.string().optional(), amount: text })
    .optional(),
  transaction: z
    .object({
      id: text,
      type: z.string().optional(),
      amount: text,
      authenticationStatus: z.string().optional(),
    })
    .optional(),
  authentication: z.object({ transactionId: z.string().optional() }).optional(),
});

const orderAnswer = z.object({
  id: text,
  amount: text,
  currency: z.string().optional(),
  status: z.string().optional(),
  authenticationStatus: z.string().optional(),
  totalAuthorizedAmount: text,
  totalCapturedAmount: text,
  totalRefundedAmount: text,
  transaction: z.array(transactionAnswer).optional(),
});

const errorAnswer = z.object({
  error: z.object({ cause: z.string().optional(), explanation: z.string().optional() }).optional(),
});

function cardOf(card: z.infer<typeof cardShape> | undefined): GatewayCard | undefined {
  if (!card?.number) return undefined;
  return {
    number: card.number,
    expiryMonth: card.expiry.month.padStart(2, "0").slice(-2),
    expiryYear: card.expiry.year.slice(-2),
    scheme: (card.scheme ?? card.brand ?? "UNKNOWN").toUpperCase(),
    nameOnCard: card.nameOnCard || undefined,
  };
}

function transactionOf(answer: z.infer<typeof transactionAnswer>, fallbackId = ""): GatewayTransaction {
  return {
    id: answer.transaction?.id ?? fallbackId,
    type: answer.transaction?.type ?? "UNKNOWN",
    result: answer.result,
    gatewayCode: answer.response?.gatewayCode,
    amountFils: filsOf(answer.transaction?.amount),
    authenticationStatus: answer.transaction?.authenticationStatus ?? answer.order?.authenticationStatus,
  };
}

function authenticationOf(answer: z.infer<typeof authenticationAnswer>): AuthenticationOutcome {
  return {
    result: answer.result,
    authenticationStatus: answer.order?.authenticationStatus ?? answer.transaction?.authenticationStatus,
    gatewayCode: answer.response?.gatewayCode,
    gatewayRecommendation: answer.response?.gatewayRecommendation,
    redirectHtml: answer.authentication?.redirect?.html ?? answer.authentication?.redirectHtml,
  };
}

export class MastercardGateway implements PaymentGateway {
  readonly merchantId: string;
  readonly sessionScriptUrl: string;
  private readonly base: string;
  private readonly authorization: string;

  constructor(
    private readonly config: PaymentConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.merchantId = config.merchantId;
    const merchant = encodeURIComponent(config.merchantId);
    this.base = `${config.gatewayUrl}/api/rest/version/${config.apiVersion}/merchant/${merchant}`;
    this.sessionScriptUrl = `${config.gatewayUrl}/form/version/${config.apiVersion}/merchant/${merchant}/session.js`;
    this.authorization = `Basic ${Buffer.from(`merchant.${config.merchantId}:${config.apiPassword}`).toString("base64")}`;
  }

  async createSession(): Promise<string> {
    const answer = z
      .object({ session: z.object({ id: z.string().min(1) }) })
      .parse(await this.call("POST", "/session", {}));
    return answer.session.id;
  }

  async updateSession(
    sessionId: string,
    update: { order?: { id: string; amountFils: number; currency: string }; token?: string },
  ): Promise<void> {
    const body: Record<string, unknown> = {};
    if (update.order) {
      body.order = {
        id: update.order.id,
        amount: gatewayAmount(update.order.amountFils),
        currency: update.order.currency,
      };
    }
    if (update.token) body.sourceOfFunds = { token: update.token };
    await this.call("PUT", `/session/${segment(sessionId)}`, body);
  }

  async retrieveSession(sessionId: string): Promise<GatewaySession> {
    const answer = z
      .object({
        session: z.object({ id: z.string().optional(), updateStatus: z.string().optional() }).optional(),
        sourceOfFunds,
      })
      .parse(await this.call("GET", `/session/${segment(sessionId)}`));
    return {
      id: answer.session?.id ?? sessionId,
      updateStatus: answer.session?.updateStatus,
      card: cardOf(answer.sourceOfFunds?.provided?.card),
      token: answer.sourceOfFunds?.token,
    };
  }

  async initiateAuthentication(
    orderId: string,
    transactionId: string,
    request: { sessionId: string; currency: string },
  ): Promise<AuthenticationOutcome> {
    const answer = await this.call("PUT", this.transactionPath(orderId, transactionId), {
      apiOperation: "INITIATE_AUTHENTICATION",
      session: { id: request.sessionId },
      order: { currency: request.currency },
      authentication: { acceptVersions: "3DS1,3DS2", channel: "PAYER_BROWSER", purpose: "PAYMENT_TRANSACTION" },
    });
    return authenticationOf(authenticationAnswer.parse(answer));
  }

  async authenticatePayer(
    orderId: string,
    transactionId: string,
    request: AuthenticatePayerRequest,
  ): Promise<AuthenticationOutcome> {
    const answer = await this.call("PUT", this.transactionPath(orderId, transactionId), {
      apiOperation: "AUTHENTICATE_PAYER",
      session: { id: request.sessionId },
      order: { amount: gatewayAmount(request.amountFils), currency: request.currency },
      authentication: { redirectResponseUrl: request.returnUrl },
      device: request.device,
    });
    return authenticationOf(authenticationAnswer.parse(answer));
  }

  async authorize(orderId: string, transactionId: string, request: AuthorizeRequest): Promise<PayOutcome> {
    const answer = transactionAnswer.parse(
      await this.call("PUT", this.transactionPath(orderId, transactionId), {
        apiOperation: "AUTHORIZE",
        session: { id: request.sessionId },
        order: { amount: gatewayAmount(request.amountFils), currency: request.currency, reference: request.reference },
        authentication: { transactionId: request.authenticationTransactionId },
        transaction: { reference: request.reference },
      }),
    );
    return {
      result: answer.result,
      gatewayCode: answer.response?.gatewayCode,
      orderStatus: answer.order?.status,
      amountFils: filsOf(answer.transaction?.amount),
    };
  }

  async establishStoredCredential(
    orderId: string,
    transactionId: string,
    request: EstablishStoredCredentialRequest,
  ): Promise<PayOutcome> {
    return this.payOutcomeOf(
      await this.call("PUT", this.transactionPath(orderId, transactionId), {
        apiOperation: "VERIFY",
        sourceOfFunds: { type: "CARD", token: request.token, provided: { card: { storedOnFile: "TO_BE_STORED" } } },
        agreement: request.agreement,
        order: { currency: request.currency },
        transaction: { source: "INTERNET" },
      }),
    );
  }

  async authorizeStoredCard(
    orderId: string,
    transactionId: string,
    request: MerchantInitiatedRequest,
  ): Promise<PayOutcome> {
    return this.payOutcomeOf(
      await this.call("PUT", this.transactionPath(orderId, transactionId), {
        apiOperation: "AUTHORIZE",
        sourceOfFunds: { type: "CARD", token: request.token, provided: { card: { storedOnFile: "STORED" } } },
        agreement: request.agreement,
        order: { amount: gatewayAmount(request.amountFils), currency: request.currency, reference: request.reference },
        transaction: { source: "MERCHANT", reference: request.reference },
      }),
    );
  }

  private payOutcomeOf(raw: unknown): PayOutcome {
    const answer = transactionAnswer.parse(raw);
    return {
      result: answer.result,
      gatewayCode: answer.response?.gatewayCode,
      orderStatus: answer.order?.status,
      amountFils: filsOf(answer.transaction?.amount),
    };
  }

  capture(orderId: string, transactionId: string, request: MoneyMovement): Promise<GatewayTransaction> {
    return this.moveMoney("CAPTURE", orderId, transactionId, request);
  }

  refund(orderId: string, transactionId: string, request: MoneyMovement): Promise<GatewayTransaction> {
    return this.moveMoney("REFUND", orderId, transactionId, request);
  }

  async voidTransaction(
    orderId: string,
    transactionId: string,
    targetTransactionId: string,
  ): Promise<GatewayTransaction> {
    const answer = await this.call("PUT", this.transactionPath(orderId, transactionId), {
      apiOperation: "VOID",
      transaction: { targetTransactionId },
    });
    return transactionOf(transactionAnswer.parse(answer), transactionId);
  }

  /** CAPTURE and REFUND carry their amount in `transaction.amount` / `transaction.currency`. */
  private async moveMoney(
    apiOperation: "CAPTURE" | "REFUND",
    orderId: string,
    transactionId: string,
    request: MoneyMovement,
  ): Promise<GatewayTransaction> {
    const answer = await this.call("PUT", this.transactionPath(orderId, transactionId), {
      apiOperation,
      transaction: {
        amount: gatewayAmount(request.amountFils),
        currency: request.currency,
        ...(request.reference ? { reference: request.reference } : {}),
      },
    });
    return transactionOf(transactionAnswer.parse(answer), transactionId);
  }

  async retrieveOrder(orderId: string): Promise<GatewayOrder | null> {
    const raw = await this.callOrNull("GET", `/order/${segment(orderId)}`);
    if (raw === null) return null;
    const answer = orderAnswer.parse(raw);
    return {
      id: answer.id ?? orderId,
      amountFils: filsOf(answer.amount),
      currency: answer.currency,
      status: answer.status,
      authenticationStatus: answer.authenticationStatus,
      totalAuthorizedFils: filsOf(answer.totalAuthorizedAmount) ?? 0,
      totalCapturedFils: filsOf(answer.totalCapturedAmount) ?? 0,
      totalRefundedFils: filsOf(answer.totalRefundedAmount) ?? 0,
      transactions: (answer.transaction ?? []).map((transaction) => transactionOf(transaction)),
    };
  }

  async retrieveTransaction(orderId: string, transactionId: string): Promise<GatewayTransaction | null> {
    const raw = await this.callOrNull("GET", this.transactionPath(orderId, transactionId));
    return raw === null ? null : transactionOf(transactionAnswer.parse(raw), transactionId);
  }

  async tokenize(sessionId: string): Promise<{ token: string; card: GatewayCard }> {
    const answer = z
      .object({ token: z.string().min(1), sourceOfFunds })
      .parse(await this.call("POST", "/token", { session: { id: sessionId }, sourceOfFunds: { type: "CARD" } }));
    const card = cardOf(answer.sourceOfFunds?.provided?.card);
    if (!card) throw new GatewayRejectedError(400, "INVALID_REQUEST", "the token answer carries no card");
    return { token: answer.token, card };
  }

  async deleteToken(token: string): Promise<void> {
    await this.call("DELETE", `/token/${segment(token)}`);
  }

  private transactionPath(orderId: string, transactionId: string): string {
    return `/order/${segment(orderId)}/transaction/${segment(transactionId)}`;
  }

  private async callOrNull(method: "GET", path: string): Promise<unknown> {
    try {
      return await this.call(method, path);
    } catch (error) {
      if (error instanceof GatewayRejectedError && error.status === 404) return null;
      throw error;
    }
  }

  private async call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      throw new GatewayUnavailableError(`payment gateway ${method} ${path} failed`, { cause: error });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status >= 500) {
      throw new GatewayUnavailableError(`payment gateway ${method} ${path} answered ${response.status}`);
    }
    if (!response.ok) {
      const error = errorAnswer.safeParse(answer);
      const details = error.success ? error.data.error : undefined;
      throw new GatewayRejectedError(response.status, details?.cause, details?.explanation);
    }
    if (answer === undefined) {
      throw new GatewayUnavailableError(`payment gateway ${method} ${path} answered without JSON`);
    }
    return answer;
  }
}

/** Ids are ours or the gateway's, but a path segment is escaped anyway. */
const segment = (value: string) => encodeURIComponent(value);
