/**
 * Customer accounts: registration with e-mail activation, password and one-time-code sign-in, profile,
 * password recovery and newsletter subscriptions. Routes translate the results into OCC responses.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { customers, emailSubscriptions, verificationCodes } from "../db/tables.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import type { EmailSender } from "../notifications/email.js";
import { OccHttpError } from "../occ/errors.js";
import { CONSENT_TEMPLATE_IDS } from "@dukkan/occ/consents";
import { recordConsent } from "../consents/consent-service.js";
import {
  activationEmail,
  emailChangedNotice,
  emailChangeEmail,
  loginCodeEmail,
  passwordResetEmail,
} from "./account-messages.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { RATE_LIMITS, type RateLimiter } from "../guards/rate-limiter.js";
import { newRandomToken, newSixDigitCode, type SecretHasher } from "./secrets.js";
import { MAX_CODE_ATTEMPTS, type SmsVerification } from "./sms-verification.js";

export const ACTIVATION_VALID_HOURS = 24;
export const PASSWORD_RESET_VALID_MINUTES = 30;
export const LOGIN_CODE_VALID_SECONDS = 5 * 60;
export const EMAIL_CHANGE_VALID_HOURS = 24;

type LinkPurpose = "REGISTER_ACTIVATION" | "PASSWORD_RESET" | "EMAIL_CHANGE";

/** SMS page names (pageName) of the protected actions. */
export const SMS_PAGE = { register: "REGISTER", profile: "PROFILE", checkout: "CHECKOUT" } as const;

export type Customer = typeof customers.$inferSelect;

export interface Registration {
  uid: string;
  password: string;
  firstName: string;
  lastName: string;
  titleCode?: string | undefined;
  phoneNumber: string;
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  titleCode?: string | null | undefined;
  phoneNumber?: string | undefined;
  trn?: string | null | undefined;
}

export type SignInResult =
  | { outcome: "ok"; uid: string }
  | { outcome: "bad_credentials" | "disabled" }
  | { outcome: "rate_limited"; retryAfterSeconds: number };

export type ActivationResult = { uid: string } | { error: "invalid" | "used" };

const fail = (statusCode: number, type: string, message: string, subject?: string, reason = "invalid") =>
  new OccHttpError(statusCode, [{ type, reason, message, ...(subject ? { subject, subjectType: "field" } : {}) }]);

export const PHONE_DUPLICATE_MESSAGE = "Mobile No. is duplicate.";

const tooManyAttempts = (retryAfterSeconds: number) =>
  new OccHttpError(429, [
    {
      type: "TooManyRequestsError",
      reason: "rateLimited",
      message: `Too many password attempts; try again in ${retryAfterSeconds} seconds`,
    },
  ]);

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailSender,
    private readonly sms: SmsVerification,
    private readonly hasher: SecretHasher,
    private readonly limiter: RateLimiter,
    private readonly storefrontUrl: string,
  ) {}

  async find(uid: string): Promise<Customer | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.uid, uid.toLowerCase()));
    return row;
  }

  private async phoneTaken(phoneNumber: string, exceptUid?: string): Promise<boolean> {
    const rows = await this.db
      .select({ uid: customers.uid })
      .from(customers)
      .where(and(eq(customers.phoneNumber, phoneNumber), exceptUid ? ne(customers.uid, exceptUid) : undefined));
    return rows.length > 0;
  }

  /**
   * A phone number may join an account only when no other customer has it and it was just verified by SMS
   * on that page; the verification is consumed so it cannot be reused.
   */
  private async claimVerifiedPhone(
    phoneNumber: string,
    page: (typeof SMS_PAGE)[keyof typeof SMS_PAGE],
    ownerUid?: string,
  ): Promise<void> {
    if (await this.phoneTaken(phoneNumber, ownerUid)) {
      throw fail(400, "ValidationError", PHONE_DUPLICATE_MESSAGE, "phoneNumber", "phoneExist");
    }
    if (!(await this.sms.consume(phoneNumber, page))) {
      throw fail(
        400,
        "SmsVerificationError",
        "The phone number has not been verified by SMS",
        "phoneNumber",
        "notVerified",
      );
    }
  }

  /** Whether the e-mail and phone number are already registered (another customer's, when exceptUid is given). */
  async checkRegister(
    email: string | undefined,
    phoneNumber: string | undefined,
    ip: string,
    exceptUid?: string,
  ): Promise<{ emailIsExist: boolean; phoneIsExist: boolean }> {
    const limit = await this.limiter.hit(`check-register:ip:${ip}`, RATE_LIMITS.checkRegisterPerIp);
    if (!limit.allowed) {
      throw new OccHttpError(429, [
        {
          type: "TooManyRequestsError",
          reason: "rateLimited",
          message: `Too many checks; try again in ${limit.retryAfterSeconds} seconds`,
        },
      ]);
    }
    const emailOwner = email ? await this.find(email) : undefined;
    return {
      emailIsExist: Boolean(emailOwner && emailOwner.uid !== exceptUid),
      phoneIsExist: phoneNumber ? await this.phoneTaken(phoneNumber, exceptUid) : false,
    };
  }

  /** Creates an inactive account for an SMS-verified phone number and e-mails the activation link. */
  async register(input: Registration, language: Language): Promise<Customer> {
    const uid = input.uid.toLowerCase();
    if (await this.find(uid)) {
      throw fail(400, "DuplicateUidError", `User ${uid} already exists`, "uid", "mailExist");
    }
    await this.claimVerifiedPhone(input.phoneNumber, SMS_PAGE.register);
    const passwordHash = await hashPassword(input.password);
    const [customer] = await this.db
      .insert(customers)
      .values({
        uid,
        customerId: randomUUID(),
        email: uid,
        titleCode: input.titleCode ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        phoneVerifiedAt: new Date(),
        language,
        passwordHash,
        active: false,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration of the same e-mail or phone lost the race.
    if (!customer) throw fail(400, "DuplicateUidError", `User ${uid} already exists`, "uid", "mailExist");
    // The registration form cannot be sent without accepting the terms (account spec §5).
    await recordConsent(this.db, customer.uid, CONSENT_TEMPLATE_IDS.termsAndConditions);
    const token = await this.storeLinkToken("REGISTER_ACTIVATION", customer.uid, ACTIVATION_VALID_HOURS * 3600);
    const link = `${this.storefrontUrl}/${language}/login?registerToken=${token}`;
    await this.email.send({
      to: customer.email,
      language,
      ...activationEmail(language, customer.firstName, link, ACTIVATION_VALID_HOURS),
    });
    return customer;
  }

  /** Uses an activation token (account spec §4.3). */
  async activate(token: string): Promise<ActivationResult> {
    const row = await this.findLinkToken("REGISTER_ACTIVATION", token);
    if (!row || !row.customerUid) return { error: "invalid" };
    if (row.usedAt) return { error: "used" };
    if (row.expiresAt <= new Date()) return { error: "invalid" };
    const customer = await this.find(row.customerUid);
    if (!customer) return { error: "invalid" };
    const claimed = await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (claimed.length === 0) return { error: "used" };
    await this.db.update(customers).set({ active: true }).where(eq(customers.uid, customer.uid));
    return { uid: customer.uid };
  }

  /**
   * Password sign-in (OAuth password grant). Failures lock out the address that made them (per account and
   * address), and a distributed guess locks the password alone (per account), never the owner: a one-time code
   * still signs them in (`requestLoginCode`). Failures also count per address across accounts; right passwords
   * never count (decision 0086).
   */
  async signIn(username: string, password: string, ip: string): Promise<SignInResult> {
    const uid = username.trim().toLowerCase();
    const gate = await this.passwordGate(uid, ip);
    if (!gate.allowed) return { outcome: "rate_limited", retryAfterSeconds: gate.retryAfterSeconds };
    const customer = await this.find(uid);
    if (!(await verifyPassword(customer?.passwordHash, password)) || !customer) {
      await this.countPasswordFailure(uid, ip);
      return { outcome: "bad_credentials" };
    }
    if (!customer.active || customer.disabledAt) return { outcome: "disabled" };
    return { outcome: "ok", uid: customer.uid };
  }

  /** Whether the password may be tried for `uid` from `ip`, from the failures counted so far (counts nothing). */
  private async passwordGate(uid: string, ip: string) {
    return this.limiter.peekAll([
      [`login-failures:ip:${ip}`, RATE_LIMITS.passwordFailuresPerIp],
      [`login-failures:account-ip:${uid}:${ip}`, RATE_LIMITS.passwordFailuresPerAccountAndIp],
      [`login-failures:account:${uid}`, RATE_LIMITS.passwordFailuresPerAccount],
    ]);
  }

  private async countPasswordFailure(uid: string, ip: string): Promise<void> {
    await this.limiter.hitAll([
      [`login-failures:ip:${ip}`, RATE_LIMITS.passwordFailuresPerIp],
      [`login-failures:account-ip:${uid}:${ip}`, RATE_LIMITS.passwordFailuresPerAccountAndIp],
      [`login-failures:account:${uid}`, RATE_LIMITS.passwordFailuresPerAccount],
    ]);
  }

  /**
   * One-time-code sign-in, step 1: checks the password, then e-mails a 6-digit code. Returns the token id the
   * code is exchanged with (password grant: username = tokenId, password = code).
   *
   * This is the owner's way in while password sign-in is locked: then it answers a token id whatever the password
   * (so it reveals nothing to a guesser) and e-mails a code only when the password is right.
   */
  async requestLoginCode(
    loginId: string,
    password: string,
    ip: string,
  ): Promise<
    | { tokenId: string; expiresIn: number }
    | { outcome: "bad_credentials" | "disabled" }
    | { outcome: "rate_limited"; retryAfterSeconds: number }
  > {
    const uid = loginId.trim().toLowerCase();
    const perIp = await this.limiter.hit(`otp-request:ip:${ip}`, RATE_LIMITS.otpRequestPerIp);
    if (!perIp.allowed) return { outcome: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
    const locked = !(await this.passwordGate(uid, ip)).allowed;
    const unsent = () => ({ tokenId: newRandomToken(16), expiresIn: LOGIN_CODE_VALID_SECONDS });
    const customer = await this.find(uid);
    if (!(await verifyPassword(customer?.passwordHash, password)) || !customer) {
      await this.countPasswordFailure(uid, ip);
      return locked ? unsent() : { outcome: "bad_credentials" };
    }
    if (!customer.active || customer.disabledAt) return locked ? unsent() : { outcome: "disabled" };
    const mails = await this.limiter.hit(`otp-request:account:${uid}`, RATE_LIMITS.otpRequestPerAccount);
    if (!mails.allowed)
      return locked ? unsent() : { outcome: "rate_limited", retryAfterSeconds: mails.retryAfterSeconds };
    const code = newSixDigitCode();
    const tokenId = newRandomToken(16);
    await this.db.insert(verificationCodes).values({
      id: tokenId,
      purpose: "LOGIN",
      customerUid: customer.uid,
      target: customer.email,
      secretHash: this.hasher.hash(code),
      expiresAt: new Date(Date.now() + LOGIN_CODE_VALID_SECONDS * 1000),
    });
    const language = customer.language === "ar" ? "ar" : "en";
    await this.email.send({
      to: customer.email,
      language,
      ...loginCodeEmail(language, customer.firstName, code, LOGIN_CODE_VALID_SECONDS / 60),
    });
    return { tokenId, expiresIn: LOGIN_CODE_VALID_SECONDS };
  }

  /** One-time-code sign-in, step 2: the uid when the code matches (once, in time, within 5 tries). */
  async exchangeLoginCode(tokenId: string, code: string, ip: string): Promise<SignInResult> {
    const limit = await this.limiter.hit(`otp-verify:ip:${ip}`, RATE_LIMITS.otpVerifyPerIp);
    if (!limit.allowed) return { outcome: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.id, tokenId), eq(verificationCodes.purpose, "LOGIN")));
    if (!row?.customerUid || row.usedAt || row.expiresAt <= new Date() || row.attempts >= MAX_CODE_ATTEMPTS) {
      return { outcome: "bad_credentials" };
    }
    if (!this.hasher.matches(code, row.secretHash)) {
      await this.db
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCodes.id, row.id));
      return { outcome: "bad_credentials" };
    }
    const used = await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) return { outcome: "bad_credentials" };
    // Staff may have disabled the account after the code was sent.
    if ((await this.find(row.customerUid))?.disabledAt) return { outcome: "disabled" };
    return { outcome: "ok", uid: row.customerUid };
  }

  /** Changes the profile; a new phone number must be free and SMS-verified (page PROFILE). */
  async updateProfile(customer: Customer, changes: ProfileChanges): Promise<Customer> {
    const phoneChanged = changes.phoneNumber !== undefined && changes.phoneNumber !== customer.phoneNumber;
    if (phoneChanged) {
      await this.claimVerifiedPhone(changes.phoneNumber!, SMS_PAGE.profile, customer.uid);
    }
    const [updated] = await this.db
      .update(customers)
      .set({
        ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
        ...(changes.titleCode !== undefined ? { titleCode: changes.titleCode } : {}),
        ...(changes.trn !== undefined ? { trn: changes.trn } : {}),
        ...(phoneChanged ? { phoneNumber: changes.phoneNumber!, phoneVerifiedAt: new Date() } : {}),
      })
      .where(eq(customers.uid, customer.uid))
      .returning();
    return updated!;
  }

  /** Checks the current password of a signed-in customer, limited like sign-in (it is a password guess). */
  private async confirmPassword(customer: Customer, password: string, ip: string): Promise<boolean> {
    const gate = await this.passwordGate(customer.uid, ip);
    if (!gate.allowed) throw tooManyAttempts(gate.retryAfterSeconds);
    if (await verifyPassword(customer.passwordHash, password)) return true;
    await this.countPasswordFailure(customer.uid, ip);
    return false;
  }

  /** Changes the password after checking the old one (social sign-in accounts have none to change). */
  async changePassword(customer: Customer, oldPassword: string, newPassword: string, ip: string): Promise<void> {
    if (!customer.passwordHash) {
      throw fail(400, "ValidationError", "Accounts that sign in with a social provider have no password", "old");
    }
    if (!(await this.confirmPassword(customer, oldPassword, ip))) {
      throw fail(400, "PasswordMismatchError", "Old password does not match", "old", "error_password_mismatch");
    }
    await this.db
      .update(customers)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(customers.uid, customer.uid));
  }

  /**
   * Step 1 of an e-mail change (the uid): checks the password and that the new address is free, then e-mails a
   * link to the new address; nothing changes until it is opened (`confirmEmailChange`), so an address the customer
   * cannot read never becomes their sign-in. Only the newest link works. Failures carry the storefront's codes as
   * message (myAccountError.{code}): error_password_mismatch, error_phone_empty, error_uid_existing.
   */
  async requestEmailChange(customer: Customer, newEmail: string, password: string, ip: string, language: Language) {
    const newUid = newEmail.trim().toLowerCase();
    const emailError = (code: string) => fail(400, "ValidationError", code, "newLogin", code);
    if (!customer.passwordHash) {
      // A social sign-in account is tied to the provider's e-mail; it changes there, not here.
      throw fail(
        400,
        "ValidationError",
        "Accounts that sign in with a social provider cannot change their e-mail",
        "newLogin",
      );
    }
    if (!(await this.confirmPassword(customer, password, ip))) throw emailError("error_password_mismatch");
    if (!customer.phoneNumber) throw emailError("error_phone_empty");
    if (newUid === customer.uid || (await this.find(newUid))) throw emailError("error_uid_existing");
    await this.retireLinks(customer.uid, "EMAIL_CHANGE");
    const token = await this.storeLinkToken("EMAIL_CHANGE", customer.uid, EMAIL_CHANGE_VALID_HOURS * 3600, newUid);
    const link = `${this.storefrontUrl}/${language}/confirm-email?token=${token}`;
    await this.email.send({
      to: newUid,
      language,
      ...emailChangeEmail(language, customer.firstName, newUid, link, EMAIL_CHANGE_VALID_HOURS),
    });
  }

  /**
   * Step 2: the link from the new address's mailbox moves the account to it (once, in time, while the address is
   * still free). Returns the old uid, whose sessions the caller ends, and the new one. The old address is told.
   */
  async confirmEmailChange(token: string): Promise<{ oldUid: string; newUid: string }> {
    const invalidLink = () =>
      fail(400, "InvalidTokenError", "The e-mail change link is invalid or has expired", "token");
    const row = await this.findLinkToken("EMAIL_CHANGE", token);
    if (!row?.customerUid || row.usedAt || row.expiresAt <= new Date()) throw invalidLink();
    const oldUid = row.customerUid;
    const newUid = row.target;
    const customer = await this.find(oldUid);
    if (!customer) throw invalidLink();
    await this.db
      .transaction(async (tx) => {
        const claimed = await tx
          .update(verificationCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
          .returning({ id: verificationCodes.id });
        if (claimed.length === 0) throw invalidLink();
        const [taken] = await tx.select({ uid: customers.uid }).from(customers).where(eq(customers.uid, newUid));
        if (taken) throw fail(400, "ValidationError", "error_uid_existing", "newLogin", "error_uid_existing");
        await tx.update(customers).set({ uid: newUid, email: newUid }).where(eq(customers.uid, oldUid));
        // Codes and links sent for the old address must not work for the moved account.
        await tx
          .update(verificationCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(verificationCodes.customerUid, oldUid), isNull(verificationCodes.usedAt)));
      })
      .catch((error: unknown) => {
        // The unique uid lost a race with a registration of the same address.
        if (isUniqueViolation(error))
          throw fail(400, "ValidationError", "error_uid_existing", "newLogin", "error_uid_existing");
        throw error;
      });
    const language = customer.language === "ar" ? "ar" : "en";
    await this.email.send({
      to: customer.email,
      language,
      ...emailChangedNotice(language, customer.firstName, newUid),
    });
    return { oldUid, newUid };
  }

  /**
   * Sends a password-reset link when the e-mail belongs to a password account. The caller answers the same
   * whatever happened here, so the endpoint does not reveal who has an account.
   */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    const uid = email.trim().toLowerCase();
    const limit = await this.limiter.hitAll([
      [`password-reset:account:${uid}`, RATE_LIMITS.passwordResetPerAccount],
      [`password-reset:ip:${ip}`, RATE_LIMITS.passwordResetPerIp],
    ]);
    if (!limit.allowed) return;
    const customer = await this.find(uid);
    if (!customer?.passwordHash) return;
    await this.sendPasswordResetLink(customer);
  }

  /**
   * E-mails a password-reset link to a password account (the shopper's request above, or staff in the back office
   * on the customer's behalf: the link still goes only to the customer's own address).
   */
  async sendPasswordResetLink(customer: Customer): Promise<void> {
    // Only the newest link works: a link still lying in an old e-mail is one more way into the account.
    await this.retireLinks(customer.uid, "PASSWORD_RESET");
    const token = await this.storeLinkToken("PASSWORD_RESET", customer.uid, PASSWORD_RESET_VALID_MINUTES * 60);
    const language = customer.language === "ar" ? "ar" : "en";
    const link = `${this.storefrontUrl}/${language}/login/pw/change?token=${token}`;
    await this.email.send({
      to: customer.email,
      language,
      ...passwordResetEmail(language, customer.firstName, link, PASSWORD_RESET_VALID_MINUTES),
    });
  }

  /** Sets a new password with a reset token (once, in time); the uid whose sessions must end. */
  async resetPassword(token: string, newPassword: string): Promise<string> {
    const row = await this.findLinkToken("PASSWORD_RESET", token);
    if (!row?.customerUid || row.usedAt || row.expiresAt <= new Date()) {
      throw fail(400, "InvalidTokenError", "The password reset link is invalid or has expired", "token");
    }
    const claimed = await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (claimed.length === 0) {
      throw fail(400, "InvalidTokenError", "The password reset link is invalid or has expired", "token");
    }
    await this.retireLinks(row.customerUid, "PASSWORD_RESET");
    // Following the e-mailed link proves the address, so an account never activated becomes active too.
    await this.db
      .update(customers)
      .set({ passwordHash: await hashPassword(newPassword), active: true })
      .where(eq(customers.uid, row.customerUid));
    return row.customerUid;
  }

  /** Adds a newsletter address once (again: no change), at most RATE_LIMITS.newsletterPerIp per client IP. */
  async subscribe(email: string, language: Language, ip: string): Promise<void> {
    const limit = await this.limiter.hit(`newsletter:ip:${ip}`, RATE_LIMITS.newsletterPerIp);
    if (!limit.allowed) {
      throw new OccHttpError(429, [
        {
          type: "TooManyRequestsError",
          reason: "rateLimited",
          message: `Too many subscriptions; try again in ${limit.retryAfterSeconds} seconds`,
        },
      ]);
    }
    await this.db.insert(emailSubscriptions).values({ email: email.toLowerCase(), language }).onConflictDoNothing();
  }

  /** Marks every unused link of this purpose of the customer as used. */
  private async retireLinks(uid: string, purpose: "PASSWORD_RESET" | "EMAIL_CHANGE"): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.customerUid, uid),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
  }

  /** A new link token; `target` is where it was sent (the customer's e-mail, or the new one of an e-mail change). */
  private async storeLinkToken(purpose: LinkPurpose, uid: string, validSeconds: number, target = uid): Promise<string> {
    const token = newRandomToken();
    await this.db.insert(verificationCodes).values({
      id: newRandomToken(16),
      purpose,
      customerUid: uid,
      target,
      secretHash: this.hasher.hash(token),
      expiresAt: new Date(Date.now() + validSeconds * 1000),
    });
    return token;
  }

  private async findLinkToken(purpose: LinkPurpose, token: string) {
    if (token.length === 0 || token.length > 200) return undefined;
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.secretHash, this.hasher.hash(token))));
    return row;
  }
}
