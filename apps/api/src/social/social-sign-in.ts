/**
 * Signs a person in with a verified provider identity: the (provider, subject) link names their customer;
 * on the first sign-in the customer is created with the spec's uid `provider;id;email` and no password at
 * all — a social customer can only ever sign in through the provider (never a password derived from names
 * or ids, as the legacy design did).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "@dukkan/i18n";
import type { RateLimiter } from "../guards/rate-limiter.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import {
  IdTokenRejected,
  ProviderUnavailable,
  type IdTokenVerifier,
  type VerifiedIdentity,
} from "./id-token-verifier.js";
import { socialIdentities } from "./social.tables.js";

/** Social sign-ins per client IP: enough for a shared office network, too few to farm tokens. */
export const SOCIAL_SIGN_IN_PER_IP = { limit: 60, windowSeconds: 15 * 60 };

/** The spec's message key when the provider's e-mail already belongs to a password account (§8). */
export const EMAIL_ALREADY_REGISTERED = "error_email_has_been_registered";

/** The spec's uid of a social customer: provider, ';', provider id, ';', e-mail — lower-cased around the id. */
export function socialUid(identity: Pick<VerifiedIdentity, "provider" | "subject" | "email">): string {
  return `${identity.provider.toLowerCase()};${identity.subject};${identity.email.toLowerCase()}`;
}

const rejected = (message: string, reason = "invalid") =>
  new OccHttpError(400, [{ type: "InvalidTokenError", reason, subject: "idToken", subjectType: "field", message }]);

export class SocialSignIn {
  constructor(
    private readonly db: Database,
    private readonly verifier: IdTokenVerifier,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Verifies the ID token and returns the uid of the customer it signs in as (created on first use). */
  async signIn(input: {
    provider: string;
    idToken: string;
    nonce: string;
    ip: string;
    language: Language;
  }): Promise<string> {
    const limit = await this.limiter.hit(`social:ip:${input.ip}`, SOCIAL_SIGN_IN_PER_IP);
    if (!limit.allowed) {
      throw new OccHttpError(429, [
        {
          type: "TooManyRequestsError",
          reason: "rateLimited",
          message: `Too many sign-in attempts; try again in ${limit.retryAfterSeconds} seconds`,
        },
      ]);
    }
    if (!this.verifier.provider(input.provider)) {
      throw new OccHttpError(404, [
        {
          type: "UnknownIdentifierError",
          reason: "notFound",
          subject: input.provider,
          subjectType: "provider",
          message: "Login provider not found",
        },
      ]);
    }
    let identity: VerifiedIdentity;
    try {
      identity = await this.verifier.verify(input.provider, input.idToken, input.nonce);
    } catch (error) {
      if (error instanceof IdTokenRejected) throw rejected(error.reason);
      if (error instanceof ProviderUnavailable) {
        this.log.warn({ err: error.cause }, error.message);
        // The spec's message for a provider that is not ready; the shopper can try again shortly.
        throw new OccHttpError(400, [
          {
            type: "ProviderUnavailableError",
            reason: "unavailable",
            subject: input.provider,
            subjectType: "provider",
            message: "Login providers not ready yet...",
          },
        ]);
      }
      throw error;
    }
    const uid = (await this.linkedCustomer(identity)) ?? (await this.createCustomer(identity, input.language));
    const [account] = await this.db
      .select({ disabledAt: customers.disabledAt })
      .from(customers)
      .where(eq(customers.uid, uid));
    // Staff disabled the account (back office): no new session, whichever way the customer signs in.
    if (account?.disabledAt) {
      throw new OccHttpError(400, [{ type: "DisabledError", reason: "disabled", message: "User is disabled" }]);
    }
    return uid;
  }

  /** The customer already linked to this provider account (its last e-mail and sign-in time refreshed). */
  private async linkedCustomer(identity: VerifiedIdentity): Promise<string | undefined> {
    const [link] = await this.db
      .update(socialIdentities)
      .set({ email: identity.email, lastSignInAt: new Date() })
      .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)))
      .returning({ customerUid: socialIdentities.customerUid });
    return link?.customerUid;
  }

  private async createCustomer(identity: VerifiedIdentity, language: Language): Promise<string> {
    // A password account owns this address (its uid is the e-mail): linking it on the provider's word alone
    // would hand that account to whoever controls the provider account, so the shopper signs in with the password.
    const [passwordOwner] = await this.db
      .select({ uid: customers.uid })
      .from(customers)
      .where(eq(customers.uid, identity.email));
    if (passwordOwner) throw rejected(EMAIL_ALREADY_REGISTERED, "emailRegistered");
    const uid = socialUid(identity);
    await this.db.transaction(async (tx) => {
      await tx
        .insert(customers)
        .values({
          uid,
          customerId: randomUUID(),
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          language,
          passwordHash: null,
          // The provider has verified the address; there is no activation e-mail to wait for.
          active: true,
        })
        .onConflictDoNothing();
      await tx
        .insert(socialIdentities)
        .values({ provider: identity.provider, subject: identity.subject, customerUid: uid, email: identity.email })
        .onConflictDoNothing();
    });
    // A concurrent first sign-in of the same person may have linked first: that link wins.
    return (await this.linkedCustomer(identity)) ?? uid;
  }
}
