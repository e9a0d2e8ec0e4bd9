/**
 * The social identity providers the shop offers (account spec §1: the search-engine, social-network and
 * phone-maker providers on, the microblog one present but off by default), read from the environment with
 * the same names as the API's settings:
 *
 * - SOCIAL_PROVIDERS: enabled providers, comma-separated (default `google,facebook,apple`).
 * - SOCIAL_<P>_ISSUER, SOCIAL_<P>_CLIENT_ID, SOCIAL_<P>_CLIENT_SECRET: the provider's OIDC issuer and our
 *   client there. Outside production they default to the API's sandbox IdP (`${API_URL}/dev/oidc/<p>`).
 *
 * A provider without a client id is not offered: no button that cannot work.
 */
import * as oidc from "openid-client";
import { apiUrl } from "../occ/occ-client.server";

export const SOCIAL_PROVIDERS = ["facebook", "twitter", "google", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string | undefined): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? "");
}

const REAL_ISSUERS: Record<SocialProvider, string | undefined> = {
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  apple: "https://appleid.apple.com",
  twitter: undefined,
};

/** Requested scopes: OpenID plus the spec's (social network: email, public_profile; phone maker: name email). */
const SCOPES: Record<SocialProvider, string> = {
  google: "openid email profile",
  facebook: "openid email public_profile",
  apple: "openid name email",
  twitter: "openid email profile",
};

const SANDBOX_CLIENT_ID = "dukkan-storefront";
const SANDBOX_CLIENT_SECRET = "dukkan-sandbox-secret";

export interface SocialProviderSettings {
  id: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/** The enabled and configured providers, in the spec's button order. */
export function socialProviderSettings(env: NodeJS.ProcessEnv = process.env): SocialProviderSettings[] {
  const production = env.NODE_ENV === "production";
  const enabled = (env.SOCIAL_PROVIDERS ?? "google,facebook,apple").split(",").map((name) => name.trim());
  return SOCIAL_PROVIDERS.filter((id) => enabled.includes(id)).flatMap((id) => {
    const prefix = `SOCIAL_${id.toUpperCase()}`;
    const issuer = env[`${prefix}_ISSUER`] || (production ? REAL_ISSUERS[id] : `${apiUrl(env)}/dev/oidc/${id}`);
    const clientId = env[`${prefix}_CLIENT_ID`] || (production ? "" : SANDBOX_CLIENT_ID);
    const clientSecret = env[`${prefix}_CLIENT_SECRET`] || (production ? "" : SANDBOX_CLIENT_SECRET);
    if (!issuer || !clientId || !clientSecret) return [];
    return [{ id, issuer: issuer.replace(/\/+$/, ""), clientId, clientSecret, scope: SCOPES[id] }];
  });
}

/** Plain HTTP is allowed only for an issuer on this machine (the sandbox IdP); real providers use HTTPS. */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's OpenID configuration (discovery document), fetched once per process. */
export function providerConfiguration(settings: SocialProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    configuration = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    // A provider that was down is asked again next time.
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}
