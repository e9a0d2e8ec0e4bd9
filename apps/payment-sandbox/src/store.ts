/**
 * The sandbox's memory: sessions, orders with their transactions, tokens and 3-D Secure references. It is a
 * sandbox, so it lives in memory, except tokens when a token file is given (saved cards then survive a restart
 * of `npm start`). Every map is bounded (the oldest entries go first) so a long-running shop or a benchmark
 * cannot grow it without limit, and sessions also expire after their lifetime.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import type { FieldValues, StoredCard, AuthenticationFlow, Initiator, PayGatewayCode } from "./cards.js";

/** A Map that forgets its oldest entry when full. Re-setting a key keeps its original age. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.capacity) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}

export interface SandboxSession {
  id: string;
  expiresAt: number;
  /** Changes with every update (MPGS `session.version`). */
  version: string;
  updateStatus: "NO_UPDATE" | "SUCCESS" | "FAILURE";
  authenticationLimit: number;
  card?: StoredCard;
  securityCode?: string;
  /** The token the card came from (PUT session with sourceOfFunds.token). */
  token?: string;
  order: { id?: string; amount?: string; currency?: string; reference?: string };
  authentication: Record<string, unknown>;
  /** Field values posted by the hosted fields of one update, until the update completes. */
  staged: BoundedMap<string, FieldValues>;
}

export type AuthenticationStatus =
  | "AUTHENTICATION_AVAILABLE"
  | "AUTHENTICATION_PENDING"
  | "AUTHENTICATION_SUCCESSFUL"
  | "AUTHENTICATION_FAILED"
  | "AUTHENTICATION_REJECTED";

export interface AuthenticationTransaction {
  kind: "authentication";
  id: string;
  createdAt: string;
  card: StoredCard;
  amount?: string;
  currency: string;
  flow: AuthenticationFlow;
  status: AuthenticationStatus;
  /** Opaque reference of this authentication at the ACS (3-DS method, challenge). */
  acsReference: string;
  methodCompleted: boolean;
  /** Set by AUTHENTICATE_PAYER. */
  payer?: { redirectResponseUrl: string };
  acceptVersions?: string;
  channel?: string;
  purpose?: string;
}

export interface PaymentTransaction {
  kind: "payment";
  /**
   * PAY authorises and captures at once (type PAYMENT); AUTHORIZE only reserves the amount (type AUTHORIZATION);
   * VERIFY checks the card with its issuer without any amount (type VERIFICATION), e.g. when the payer agrees to
   * later merchant-initiated payments.
   */
  operation: "PAY" | "AUTHORIZE" | "VERIFY";
  /** CUSTOMER: the payer at the checkout; MERCHANT: the shop under a stored agreement, the payer absent. */
  initiator: Initiator;
  /** The agreement a stored credential was used under, and how (first use TO_BE_STORED, later ones STORED). */
  agreementId?: string;
  storedOnFile?: "NOT_STORED" | "TO_BE_STORED" | "STORED";
  id: string;
  createdAt: string;
  card: StoredCard;
  amount: string;
  currency: string;
  gatewayCode: PayGatewayCode | "AUTHENTICATION_FAILED" | "AUTHENTICATION_IN_PROGRESS";
  authenticationTransactionId?: string;
  authorizationCode?: string;
  receipt: string;
  reference?: string;
}

/**
 * A follow-up of an authorisation: CAPTURE (moves authorised money), REFUND (gives captured money back) or VOID
 * (cancels the authorisation before anything was captured). A capture of an expired authorisation is DECLINED.
 */
export interface FollowUpTransaction {
  kind: "capture" | "refund" | "void";
  id: string;
  createdAt: string;
  card: StoredCard;
  /** "12.50"; a void carries the authorised amount it cancels. */
  amount: string;
  currency: string;
  gatewayCode: "APPROVED" | "DECLINED";
  /** The transaction a VOID cancels. */
  targetTransactionId?: string;
  receipt: string;
  reference?: string;
}

export type SandboxTransaction = AuthenticationTransaction | PaymentTransaction | FollowUpTransaction;

export interface SandboxOrder {
  id: string;
  createdAt: string;
  updatedAt: string;
  amount?: string;
  currency: string;
  reference?: string;
  transactions: Map<string, SandboxTransaction>;
}

export interface SandboxToken {
  token: string;
  card: StoredCard;
  createdAt: string;
  lastUsed?: string;
  /**
   * The agreements established on this stored card by a successful customer-initiated transaction (VERIFY, PAY or
   * AUTHORIZE with storedOnFile TO_BE_STORED): only these may carry merchant-initiated payments.
   */
  agreements?: string[];
}

export interface StoreLimits {
  maxSessions: number;
  maxOrders: number;
  maxTokens: number;
  sessionLifetimeMs: number;
}

const SavedTokens = z.array(
  z.object({
    token: z.string(),
    createdAt: z.string(),
    agreements: z.array(z.string()).optional(),
    card: z.object({
      number: z.string().regex(/^\d{12,19}$/),
      scheme: z.enum(["MASTERCARD", "VISA", "AMEX", "DINERS"]),
      expiryMonth: z.number().int().min(1).max(12),
      expiryYear: z.number().int(),
      nameOnCard: z.string().optional(),
    }),
  }),
);

export class SandboxStore {
  readonly sessions: BoundedMap<string, SandboxSession>;
  readonly orders: BoundedMap<string, SandboxOrder>;
  readonly tokens: BoundedMap<string, SandboxToken>;
  /** Card number → token, so the same card saved twice gets the same token (MPGS "unique" tokenisation). */
  readonly tokensByNumber: BoundedMap<string, string>;
  /** ACS reference → the authentication it belongs to. */
  readonly acsReferences: BoundedMap<string, { orderId: string; transactionId: string }>;

  /** Why the token file could not be read (the sandbox then starts without tokens and rewrites it). */
  readonly tokenFileProblem?: string;

  constructor(
    private readonly limits: StoreLimits,
    private readonly now: () => Date,
    private readonly tokenFile?: string,
  ) {
    this.sessions = new BoundedMap(limits.maxSessions);
    this.orders = new BoundedMap(limits.maxOrders);
    this.tokens = new BoundedMap(limits.maxTokens);
    this.tokensByNumber = new BoundedMap(limits.maxTokens);
    this.acsReferences = new BoundedMap(limits.maxOrders);
    if (tokenFile && existsSync(tokenFile)) {
      try {
        for (const saved of SavedTokens.parse(JSON.parse(readFileSync(tokenFile, "utf8")))) {
          this.tokens.set(saved.token, saved);
          this.tokensByNumber.set(saved.card.number, saved.token);
        }
      } catch (error) {
        this.tokenFileProblem = `cannot read ${tokenFile}: ${(error as Error).message.slice(0, 200)}`;
      }
    }
  }

  /** Writes the tokens to the token file, if any (whole file, replaced at once). */
  private saveTokens(): void {
    if (!this.tokenFile) return;
    const saved = [...this.tokens.values()].map(({ token, card, createdAt, agreements }) => ({
      token,
      card,
      createdAt,
      ...(agreements ? { agreements } : {}),
    }));
    mkdirSync(dirname(this.tokenFile), { recursive: true });
    writeFileSync(`${this.tokenFile}.tmp`, JSON.stringify(saved), { mode: 0o600 });
    renameSync(`${this.tokenFile}.tmp`, this.tokenFile);
  }

  createSession(authenticationLimit: number): SandboxSession {
    const session: SandboxSession = {
      id: `SESSION0002${randomText(22)}`,
      expiresAt: this.now().getTime() + this.limits.sessionLifetimeMs,
      version: randomText(10).toLowerCase(),
      updateStatus: "NO_UPDATE",
      authenticationLimit,
      order: {},
      authentication: {},
      staged: new BoundedMap(8),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id; an expired one is forgotten. */
  findSession(id: string): SandboxSession | undefined {
    const session = this.sessions.get(id);
    if (session && session.expiresAt <= this.now().getTime()) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  touchSession(session: SandboxSession): void {
    session.version = randomText(10).toLowerCase();
  }

  tokenFor(card: StoredCard): SandboxToken {
    const existing = this.tokensByNumber.get(card.number);
    const known = existing ? this.tokens.get(existing) : undefined;
    if (known) {
      // Saving the same card again refreshes what the repository knows of it (a new expiry or name).
      known.card = { ...card };
      this.saveTokens();
      return known;
    }
    const token: SandboxToken = {
      token: `9${randomDigits(15)}`,
      card: { ...card },
      createdAt: this.now().toISOString(),
    };
    this.tokens.set(token.token, token);
    this.tokensByNumber.set(card.number, token.token);
    this.saveTokens();
    return token;
  }

  /** Records an agreement a customer-initiated transaction established on a stored card (kept with the token). */
  establishAgreement(token: SandboxToken, agreementId: string): void {
    if (token.agreements?.includes(agreementId)) return;
    token.agreements = [...(token.agreements ?? []), agreementId].slice(-50);
    this.saveTokens();
  }

  deleteToken(token: string): boolean {
    const known = this.tokens.get(token);
    if (!known) return false;
    this.tokens.delete(token);
    this.tokensByNumber.delete(known.card.number);
    this.saveTokens();
    return true;
  }
}

const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function randomText(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => LETTERS_AND_DIGITS[byte % LETTERS_AND_DIGITS.length]).join("");
}

export function randomDigits(length: number): string {
  return Array.from(randomBytes(length), (byte) => String(byte % 10)).join("");
}
