/**
 * The staff sign-in's throttle (decisions 0036, 0043 and 0081), shared by the password step, the code step and the
 * confirmation of an authenticator: wrong answers count per member and client address (tight) and per address
 * (loose). Right answers count nowhere, so staff sharing an office address never block each other.
 */
import { RATE_LIMITS, type RateLimiter } from "../guards/rate-limiter.js";
import { OccHttpError } from "../occ/errors.js";

export const staffSignInIpKey = (ip: string) => `staff-login:ip:${ip}`;

/** Throws 429 (with the seconds to wait) while the pair or the address has spent its failures. */
export async function assertStaffSignInAllowed(limiter: RateLimiter, pairKey: string, ipKey: string): Promise<void> {
  const perIp = await limiter.isBlocked(ipKey, RATE_LIMITS.staffSignInFailuresPerIp);
  const perPair = await limiter.isBlocked(pairKey, RATE_LIMITS.staffSignInFailuresPerAccountAndIp);
  if (!perIp.allowed || !perPair.allowed) {
    throw tooManyAttempts(Math.max(perIp.allowed ? 0 : perIp.retryAfterSeconds, perPair.retryAfterSeconds));
  }
}

/** Counts a wrong password or code against its member-and-address pair and against the address. */
export async function countStaffSignInFailure(limiter: RateLimiter, pairKey: string, ipKey: string): Promise<void> {
  await limiter.hit(pairKey, RATE_LIMITS.staffSignInFailuresPerAccountAndIp);
  await limiter.hit(ipKey, RATE_LIMITS.staffSignInFailuresPerIp);
}

export const tooManyAttempts = (retryAfterSeconds: number) =>
  Object.assign(
    new OccHttpError(429, [
      {
        type: "TooManyRequestsError",
        reason: "rateLimited",
        message: `Too many sign-in attempts; try again in ${retryAfterSeconds} seconds`,
      },
    ]),
    { retryAfterSeconds },
  );
