/**
 * SMS verification of a phone number before a protected action (registration, profile phone change):
 * allowToSubmit (status) → submit (send a code) → verify (check the code). The status codes and dates are
 * the ones the storefront's dialog reads (account spec §4.5). A verified number may then be consumed once by
 * the protected action within SMS_VERIFIED_VALID_SECONDS.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Language, SmsStatus, SmsStatusCode } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { verificationCodes } from "../db/tables.js";
import { type SmsSender } from "../notifications/sms.js";
import { smsCodeText } from "./account-messages.js";
import { RATE_LIMITS, type RateLimiter } from "../guards/rate-limiter.js";
import { newRandomToken, newSixDigitCode, type SecretHasher } from "./secrets.js";

export const SMS_CODE_VALID_SECONDS = 5 * 60;
/** A new code may be requested this long after the previous one (the resend cool-down). */
export const SMS_RESEND_AFTER_SECONDS = 60;
/** How long a verified number may be used by the protected action. */
export const SMS_VERIFIED_VALID_SECONDS = 15 * 60;
export const MAX_CODE_ATTEMPTS = 5;

type CodeRow = typeof verificationCodes.$inferSelect;

function status(statusCode: SmsStatusCode, row: CodeRow | undefined, isSent: boolean): SmsStatus {
  return {
    statusCode,
    isSent,
    isVerify: statusCode === "VERIFY_VALID_OTP",
    allowToSubmitDate: row?.resendAllowedAt?.toISOString() ?? null,
    submissionExpiryDate: row?.expiresAt.toISOString() ?? null,
    submissionVerifyDate: row?.verifiedAt?.toISOString() ?? null,
    submissionVerifyValidDate: row?.verifiedUntil?.toISOString() ?? null,
  };
}

export class SmsVerification {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    private readonly hasher: SecretHasher,
    private readonly limiter: RateLimiter,
  ) {}

  private async latest(phoneNumber: string, pageName: string): Promise<CodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, "SMS"),
          eq(verificationCodes.target, phoneNumber),
          eq(verificationCodes.context, pageName),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  /** Where the number stands: verified (and still usable), a live code sent, an expired one, or nothing. */
  async check(phoneNumber: string, pageName: string): Promise<SmsStatus> {
    const now = new Date();
    const row = await this.latest(phoneNumber, pageName);
    if (!row || row.usedAt) return status("ALLOW_TO_SUBMIT_NO_EXSIT", undefined, false);
    if (row.verifiedAt) {
      return row.verifiedUntil && row.verifiedUntil > now
        ? status("VERIFY_VALID_OTP", row, true)
        : status("ALLOW_TO_SUBMIT_EXPIRED", row, false);
    }
    if (row.expiresAt <= now || row.attempts >= MAX_CODE_ATTEMPTS) return status("ALLOW_TO_SUBMIT_EXPIRED", row, false);
    return status("ALLOW_TO_SUBMIT_EXSIT", row, true);
  }

  /** Sends a new code unless the resend cool-down or a rate limit forbids it (SUBMISSION_NOT_ALLOW). */
  async submit(phoneNumber: string, pageName: string, ip: string, language: Language): Promise<SmsStatus> {
    const now = new Date();
    const previous = await this.latest(phoneNumber, pageName);
    if (
      previous &&
      !previous.usedAt &&
      !previous.verifiedAt &&
      previous.resendAllowedAt &&
      previous.resendAllowedAt > now
    ) {
      return status("SUBMISSION_NOT_ALLOW", previous, true);
    }
    const limit = await this.limiter.hitAll([
      [`sms-send:phone:${phoneNumber}`, RATE_LIMITS.smsSendPerPhone],
      [`sms-send:ip:${ip}`, RATE_LIMITS.smsSendPerIp],
    ]);
    if (!limit.allowed) {
      return {
        ...status("SUBMISSION_NOT_ALLOW", undefined, false),
        allowToSubmitDate: new Date(now.getTime() + limit.retryAfterSeconds * 1000).toISOString(),
      };
    }
    const code = newSixDigitCode();
    // Sent first: a provider refusal (SmsProviderError) must not leave a code nobody received.
    await this.sms.send({ to: phoneNumber, text: smsCodeText(language, code, SMS_CODE_VALID_SECONDS / 60) });
    await this.db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(verificationCodes.purpose, "SMS"),
          eq(verificationCodes.target, phoneNumber),
          eq(verificationCodes.context, pageName),
          isNull(verificationCodes.usedAt),
        ),
      );
    const [row] = await this.db
      .insert(verificationCodes)
      .values({
        id: newRandomToken(16),
        purpose: "SMS",
        target: phoneNumber,
        context: pageName,
        secretHash: this.hasher.hash(code),
        resendAllowedAt: new Date(now.getTime() + SMS_RESEND_AFTER_SECONDS * 1000),
        expiresAt: new Date(now.getTime() + SMS_CODE_VALID_SECONDS * 1000),
      })
      .returning();
    return status("SUBMISSION_OK", row, true);
  }

  /** Checks a code: VERIFY_VALID_OTP once, then VERIFY_USED_OTP; five wrong tries end the code. */
  async verify(
    phoneNumber: string,
    pageName: string,
    code: string,
    ip: string,
  ): Promise<SmsStatus | { retryAfterSeconds: number }> {
    const limit = await this.limiter.hitAll([
      [`sms-verify:phone:${phoneNumber}`, RATE_LIMITS.smsVerifyPerPhone],
      [`sms-verify:ip:${ip}`, RATE_LIMITS.smsVerifyPerIp],
    ]);
    if (!limit.allowed) return { retryAfterSeconds: limit.retryAfterSeconds };
    const now = new Date();
    const row = await this.latest(phoneNumber, pageName);
    if (!row) return status("VERIFY_EXPIRED_OTP", undefined, false);
    if (row.usedAt || row.verifiedAt) return status("VERIFY_USED_OTP", row, false);
    if (row.expiresAt <= now || row.attempts >= MAX_CODE_ATTEMPTS) return status("VERIFY_EXPIRED_OTP", row, false);
    if (!this.hasher.matches(code, row.secretHash)) {
      const [updated] = await this.db
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCodes.id, row.id))
        .returning();
      return status("VERIFY_WRONG_OTP", updated, true);
    }
    const [verified] = await this.db
      .update(verificationCodes)
      .set({ verifiedAt: now, verifiedUntil: new Date(now.getTime() + SMS_VERIFIED_VALID_SECONDS * 1000) })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.verifiedAt)))
      .returning();
    return verified ? status("VERIFY_VALID_OTP", verified, true) : status("VERIFY_USED_OTP", row, false);
  }

  /** Uses up a verified number for the protected action; false when it was not verified (or no longer is). */
  async consume(phoneNumber: string, pageName: string): Promise<boolean> {
    return consumeVerifiedPhone(this.db, phoneNumber, pageName);
  }
}

/** The latest SMS verification of the number on that page, if any. */
async function latestVerification(db: Pick<Database, "select">, phoneNumber: string, pageName: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, "SMS"),
        eq(verificationCodes.target, phoneNumber),
        eq(verificationCodes.context, pageName),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

/** Verified, not used yet and not too old. */
function usable(row: typeof verificationCodes.$inferSelect | undefined, now: Date): boolean {
  return Boolean(row && !row.usedAt && row.verifiedAt && row.verifiedUntil && row.verifiedUntil > now);
}

/**
 * Whether the latest verification of the number on that page is still there to be used (verified, not used, not
 * too old), without using it: a check before a step that will use it up in its own transaction.
 */
export async function verifiedPhoneUsable(
  db: Pick<Database, "select">,
  phoneNumber: string,
  pageName: string,
): Promise<boolean> {
  const row = await latestVerification(db, phoneNumber, pageName);
  return usable(row, new Date());
}

/**
 * Uses up the latest verification of the number on that page, through `db` (a caller's transaction: the order
 * that needs it, so a rolled-back order leaves the verification usable). False when it was not verified, was used
 * already or is too old.
 */
export async function consumeVerifiedPhone(
  db: Pick<Database, "select" | "update">,
  phoneNumber: string,
  pageName: string,
): Promise<boolean> {
  const now = new Date();
  const row = await latestVerification(db, phoneNumber, pageName);
  if (!row || !usable(row, now)) return false;
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
