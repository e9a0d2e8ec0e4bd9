/**
 * Verifies a provider's ID token ourselves — never on the storefront's say-so: the signature against the
 * provider's published keys (JWKS, found through its OpenID discovery document), the issuer, the audience
 * (our client id), the expiry and the nonce the storefront generated for this very sign-in.
 */
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTPayload,
} from "jose";
import type { SocialProviderConfig, SocialProviderId } from "./social-config.js";

/** What a verified ID token tells us about the person. */
export interface VerifiedIdentity {
  provider: SocialProviderId;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** An ID token we refuse; `reason` is safe to show to the caller (no key material, no token contents). */
export class IdTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "IdTokenRejected";
  }
}

/** The provider's keys could not be fetched (network, outage): nothing is known about the token yet. */
export class ProviderUnavailable extends Error {
  constructor(provider: string, cause: unknown) {
    super(`The ${provider} sign-in keys could not be fetched`, { cause });
    this.name = "ProviderUnavailable";
  }
}

/** Signature algorithms the providers use (Google, Apple and Facebook sign with RS256; ES256 for others). */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "ES256", "ES384", "EdDSA"];
/** Allowed clock difference between us and the provider. */
const CLOCK_TOLERANCE_SECONDS = 60;
const DISCOVERY_TIMEOUT_MS = 5_000;

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/** Turns the provider's name claims into first and last name, falling back to the e-mail's local part. */
function names(payload: JWTPayload, email: string): { firstName: string; lastName: string } {
  const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 100) : "");
  let firstName = text(payload.given_name);
  let lastName = text(payload.family_name);
  if (!firstName && !lastName) {
    const [first = "", ...rest] = text(payload.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(" ");
  }
  return { firstName: firstName || email.split("@")[0]!, lastName };
}

export class IdTokenVerifier {
  private readonly keySets = new Map<SocialProviderId, Promise<KeySet>>();

  constructor(
    private readonly providers: SocialProviderConfig[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  provider(id: string): SocialProviderConfig | undefined {
    return this.providers.find((provider) => provider.id === id);
  }

  /** The provider's key set, from the jwks_uri of its discovery document (cached; jose refreshes keys on rotation). */
  private keySet(provider: SocialProviderConfig): Promise<KeySet> {
    let keySet = this.keySets.get(provider.id);
    if (!keySet) {
      keySet = (async () => {
        const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`${provider.id} discovery answered HTTP ${response.status}`);
        const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
        if (discovery.issuer !== provider.issuer || typeof discovery.jwks_uri !== "string") {
          throw new Error(`${provider.id} discovery document does not describe issuer ${provider.issuer}`);
        }
        return createRemoteJWKSet(new URL(discovery.jwks_uri));
      })();
      // A failed discovery is retried on the next sign-in instead of being cached.
      keySet.catch(() => this.keySets.delete(provider.id));
      this.keySets.set(provider.id, keySet);
    }
    return keySet;
  }

  /**
   * Checks the token and returns who it names. Throws IdTokenRejected for a token that is not valid for us
   * (the caller answers 400); any other error (the provider cannot be reached) is the caller's 5xx/503.
   */
  async verify(providerId: string, idToken: string, expectedNonce: string): Promise<VerifiedIdentity> {
    const provider = this.provider(providerId);
    if (!provider) throw new IdTokenRejected(`Login provider not found: ${providerId}`);
    let payload: JWTPayload;
    try {
      // Keys are looked up only for a well-formed token: junk never makes us call the provider.
      const keys = async (header: JWSHeaderParameters, token: FlattenedJWSInput) =>
        (await this.keySet(provider))(header, token);
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: provider.issuer,
        audience: provider.clientIds,
        algorithms: ALGORITHMS,
        requiredClaims: ["sub", "exp", "iat", "nonce"],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: this.now(),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new IdTokenRejected(rejectionReason(error));
      // The provider's discovery document or keys could not be fetched: the token cannot be checked now.
      throw new ProviderUnavailable(provider.id, error);
    }
    if (payload.nonce !== expectedNonce) throw new IdTokenRejected("The ID token's nonce does not match this sign-in");
    // With several audiences the token must have been issued to (authorised party) one of our clients.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && !provider.clientIds.includes(String(payload.azp))) {
      throw new IdTokenRejected("The ID token was issued to another client");
    }
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (!email || !/^[^\s@;]+@[^\s@;]+$/.test(email)) {
      throw new IdTokenRejected("The provider did not share an e-mail address; allow e-mail access and try again");
    }
    // Apple sends booleans as strings; a provider that says the address is unverified is not trusted with it.
    if (payload.email_verified === false || payload.email_verified === "false") {
      throw new IdTokenRejected("The provider has not verified this e-mail address");
    }
    const subject = payload.sub!;
    if (subject.length > 255 || subject.includes(";")) throw new IdTokenRejected("The ID token's subject is invalid");
    return { provider: provider.id, subject, email, ...names(payload, email) };
  }
}

function rejectionReason(error: InstanceType<typeof joseErrors.JOSEError>): string {
  if (error instanceof joseErrors.JWTExpired) return "The ID token has expired";
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "The ID token comes from another issuer";
    if (error.claim === "aud") return "The ID token was issued to another client";
    return `The ID token's ${error.claim} claim is invalid`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return "The ID token's signature is invalid";
  }
  if (error instanceof joseErrors.JWKSTimeout) return "Login providers not ready yet...";
  return "The ID token is invalid";
}
