/**
 * TOTP (RFC 6238) as authenticator apps use it: SHA-1, 6 digits, 30-second steps (the only settings every app
 * supports). The otpauth library computes the codes; this file adds the shop's rules: a code of the step before
 * or after is accepted (clock drift), and never a step at or before the last one accepted (a replayed code).
 */
import { Secret, TOTP } from "otpauth";

export const TOTP_ISSUER = "Dukkan back office";
const PERIOD_SECONDS = 30;

function totpOf(base32Secret: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function otpauthUri(base32Secret: string, email: string): string {
  return totpOf(base32Secret, email).toString();
}

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time-step `code` belongs to (this one, the one before or after), or undefined when it is wrong or its
 * step is not after `lastStep`.
 */
export function acceptedTotpStep(
  base32Secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  if (!looksLikeTotpCode(code)) return undefined;
  const totp = totpOf(base32Secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
