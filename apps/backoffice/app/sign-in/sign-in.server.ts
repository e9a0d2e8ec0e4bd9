/**
 * Sign-in steps against the staff API: the password step answers either a token or a second-factor challenge;
 * the code step trades the challenge and a TOTP or recovery code for a token.
 */
import { StaffApiError, staffApi } from "../api/staff-api.server";
import type { SecondFactorChallenge, StaffToken } from "../api/staff-api-types";
import type { StaffSession } from "../session/session.server";

export type SignInFailure = {
  error: "invalid" | "invalidCode" | "rateLimited" | "challengeExpired" | "missing";
  retryAfterMinutes?: number;
};

export function isChallenge(answer: StaffToken | SecondFactorChallenge): answer is SecondFactorChallenge {
  return "second_factor" in answer;
}

/** Stores a token answer in the session, forgetting any challenge. */
export function signIn(session: StaffSession, token: StaffToken): void {
  session.unset("challenge");
  session.set("accessToken", token.access_token);
  session.set("staff", token.staff);
}

/** A refused step as the page shows it: too many attempts (with the wait), or a wrong password or code. */
export function failureOf(error: unknown, step: "password" | "code"): SignInFailure {
  if (!(error instanceof StaffApiError)) throw error;
  if (error.status === 429) {
    return { error: "rateLimited", retryAfterMinutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  }
  if (step === "code" && error.status === 401 && /challenge/i.test(error.type ?? ""))
    return { error: "challengeExpired" };
  if (error.status === 400 || error.status === 401) return { error: step === "code" ? "invalidCode" : "invalid" };
  throw error;
}

export const passwordStep = (email: string, password: string) =>
  staffApi<StaffToken | SecondFactorChallenge>("/auth/token", { body: { email, password } });

export const codeStep = (challenge: string, code: string) =>
  staffApi<StaffToken>("/auth/second-factor", { body: { challenge, code } });
