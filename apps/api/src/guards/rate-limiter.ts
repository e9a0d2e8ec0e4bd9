/**
 * Sliding-window rate limits (two fixed-window counters, the previous one weighted) kept in the database
 * (`rate_limit_counters`), so every API process behind the load balancer counts against the same limit; an
 * in-process counter would multiply the limit by the process count. One upsert and one read per check; old windows
 * are deleted now and then.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rateLimitCounters } from "../db/tables.js";

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The limits of the account flows, per account (or phone) and per client IP. */
export const RATE_LIMITS = {
  /** Failed passwords for one account from one client address: that address is locked out of the account. */
  passwordFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed passwords for one account from all addresses (a distributed guess): the password alone no longer signs
   * in, for anyone; the one-time code (password + a code e-mailed to the owner) still does, so the owner is never
   * locked out by someone else's guesses.
   */
  passwordFailuresPerAccount: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Failed passwords from one address across all accounts (credential stuffing). Only failures count (decision
   * 0086): shoppers behind one office or mobile-carrier address sign in all day, and their right passwords must not
   * lock each other out.
   */
  passwordFailuresPerIp: { limit: 100, windowSeconds: 15 * 60 },
  /** One-time codes e-mailed to one account (only a right password sends one). */
  otpRequestPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  otpRequestPerIp: { limit: 30, windowSeconds: 15 * 60 },
  otpVerifyPerIp: { limit: 50, windowSeconds: 15 * 60 },
  smsSendPerPhone: { limit: 5, windowSeconds: 60 * 60 },
  smsSendPerIp: { limit: 20, windowSeconds: 60 * 60 },
  smsVerifyPerPhone: { limit: 15, windowSeconds: 60 * 60 },
  smsVerifyPerIp: { limit: 60, windowSeconds: 60 * 60 },
  passwordResetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 30, windowSeconds: 60 * 60 },
  /** check-register reveals whether an address or number is registered (by design); slow down harvesting. */
  checkRegisterPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Newsletter sign-ups: a person subscribes once or twice; a flood from one address is a script. */
  newsletterPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Checkout map lookups (geocoding/reverse and /search together): placing and adjusting a pin takes a shopper a
   * dozen or so; a page polling the geocoder takes hundreds. Generous because shoppers behind one carrier NAT
   * share an address; the geocoder's own one-a-second spacing protects the upstream service in any case.
   */
  geocodingPerIp: { limit: 60, windowSeconds: 5 * 60 },
  /**
   * Staff sign-in (decisions 0036 and 0081): failures are counted per account *and* client address, so someone
   * hammering the owner's e-mail from elsewhere blocks only their own address; failures per address (any account)
   * more loosely. Only failures count: a shop's staff share one office address, and their own sign-ins must not
   * lock each other out at a shift change.
   */
  staffSignInFailuresPerAccountAndIp: { limit: 5, windowSeconds: 15 * 60 },
  staffSignInFailuresPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /**
   * Payment links an agent sends for one cart (decision 0085): a resend when the customer did not get it, not a
   * stream of messages to their inbox and phone.
   */
  paymentLinksPerCart: { limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (when the caller may try again). */
  retryAfterSeconds: number;
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

const windowStartMs = (nowMs: number, limit: RateLimit) =>
  Math.floor(nowMs / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000;

/** Seconds until the current window ends (when the caller may try again). */
const retryAfter = (nowMs: number, limit: RateLimit) =>
  Math.max(1, Math.ceil((windowStartMs(nowMs, limit) + limit.windowSeconds * 1000 - nowMs) / 1000));

export class RateLimiter {
  private lastPurge = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one request against `key`; not allowed once the sliding count exceeds the limit. */
  async hit(key: string, limit: RateLimit): Promise<RateLimitResult> {
    const nowMs = this.now().getTime();
    await this.purge(nowMs);
    const windowStart = new Date(windowStartMs(nowMs, limit));
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    const slidingHits = await this.slidingHits(key, limit, nowMs, row?.hits ?? 1);
    return { allowed: slidingHits <= limit.limit, retryAfterSeconds: retryAfter(nowMs, limit) };
  }

  /** Whether one more hit on `key` would still be allowed, without counting one (for limits on failures only). */
  async peek(key: string, limit: RateLimit): Promise<RateLimitResult> {
    const nowMs = this.now().getTime();
    const [row] = await this.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(
        and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(windowStartMs(nowMs, limit)))),
      );
    const slidingHits = await this.slidingHits(key, limit, nowMs, row?.hits ?? 0);
    return { allowed: slidingHits < limit.limit, retryAfterSeconds: retryAfter(nowMs, limit) };
  }

  /** Checks several limits without counting; the tightest answer wins. */
  async peekAll(checks: [key: string, limit: RateLimit][]): Promise<RateLimitResult> {
    const results = await Promise.all(checks.map(([key, limit]) => this.peek(key, limit)));
    const blockedFor = Math.max(0, ...results.filter((one) => !one.allowed).map((one) => one.retryAfterSeconds));
    return { allowed: blockedFor === 0, retryAfterSeconds: blockedFor };
  }

  /**
   * This window's hits plus the previous window's, weighted by how much of it still lies within one window of now:
   * a plain fixed window forgets everything at its boundary, so a burst across it would get twice the limit.
   */
  private async slidingHits(key: string, limit: RateLimit, nowMs: number, currentHits: number): Promise<number> {
    const windowMs = limit.windowSeconds * 1000;
    const start = windowStartMs(nowMs, limit);
    const [previous] = await this.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(start - windowMs))));
    const stillCounted = 1 - (nowMs - start) / windowMs;
    return currentHits + (previous?.hits ?? 0) * stillCounted;
  }

  /**
   * Whether `key` is already over its limit, without counting a hit: for limits that count only failures,
   * checked before the attempt and hit after a failed one.
   */
  async isBlocked(key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitResult> {
    const nowMs = this.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
    const rows = await this.db
      .select({ windowStart: rateLimitCounters.windowStart, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, key),
          inArray(rateLimitCounters.windowStart, [new Date(windowStartMs), new Date(windowStartMs - windowMs)]),
        ),
      );
    const hitsIn = (startMs: number) => rows.find((row) => row.windowStart.getTime() === startMs)?.hits ?? 0;
    const stillCounted = 1 - (nowMs - windowStartMs) / windowMs;
    const slidingHits = hitsIn(windowStartMs) + hitsIn(windowStartMs - windowMs) * stillCounted;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + windowMs - nowMs) / 1000));
    return { allowed: slidingHits < limit, retryAfterSeconds };
  }

  /** Checks several limits (e.g. per account and per IP); every one is counted, the tightest answer wins. */
  async hitAll(checks: [key: string, limit: RateLimit][]): Promise<RateLimitResult> {
    let blockedFor = 0;
    for (const [key, limit] of checks) {
      const one = await this.hit(key, limit);
      if (!one.allowed) blockedFor = Math.max(blockedFor, one.retryAfterSeconds);
    }
    return { allowed: blockedFor === 0, retryAfterSeconds: blockedFor };
  }

  private async purge(nowMs: number): Promise<void> {
    if (nowMs - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = nowMs;
    // The longest window is an hour; anything older than a day is certainly finished.
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(nowMs - 86_400_000)));
  }
}
