/**
 * Which social identity providers the API accepts ID tokens from (spec §1: search-engine, social-network and
 * phone-maker providers on, the microblog one off by default), read from the environment:
 *
 * - SOCIAL_PROVIDERS: enabled providers, comma-separated (default `google,facebook,apple`).
 * - SOCIAL_<P>_ISSUER: the provider's OIDC issuer; outside production it defaults to the sandbox IdP this API
 *   serves under `/dev/oidc/<p>`, in production to the provider's real issuer (none for twitter).
 * - SOCIAL_<P>_CLIENT_ID: our client id at the provider, the `aud` its ID tokens must carry (comma-separated
 *   when several apps — web, iOS — share the accounts); outside production defaults to the sandbox client.
 */
import { z } from "zod";

export const SOCIAL_PROVIDER_IDS = ["google", "facebook", "apple", "twitter"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** The providers' real issuers. Twitter/X has no OpenID Connect issuer: enabling it needs SOCIAL_TWITTER_ISSUER. */
const PRODUCTION_ISSUERS: Record<SocialProviderId, string | undefined> = {
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  apple: "https://appleid.apple.com",
  twitter: undefined,
};

/** The sandbox IdP's one client, shared by the storefront's defaults (never used in production). */
export const SANDBOX_CLIENT_ID = "dukkan-storefront";
export const SANDBOX_CLIENT_SECRET = "dukkan-sandbox-secret";
export const SANDBOX_PATH = "/dev/oidc";

export interface SocialProviderConfig {
  id: SocialProviderId;
  issuer: string;
  /** Accepted `aud` values: our client ids at this provider. */
  clientIds: string[];
}

export interface SocialConfig {
  providers: SocialProviderConfig[];
  /** The local OIDC provider under /dev/oidc/<provider>, outside production only. */
  sandbox: { enabled: boolean; publicUrl: string };
}

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

/** Reads the social sign-in settings; problems are returned as lines for the configuration error. */
export function loadSocialConfig(
  env: NodeJS.ProcessEnv,
  { production, port }: { production: boolean; port: number },
): { config: SocialConfig; problems: string[] } {
  const problems: string[] = [];
  const publicUrlResult = url.safeParse(env.API_PUBLIC_URL || `http://127.0.0.1:${port}`);
  if (!publicUrlResult.success) problems.push("API_PUBLIC_URL must be an http(s) URL");
  const publicUrl = publicUrlResult.success ? publicUrlResult.data : "";
  const enabled = list.parse(env.SOCIAL_PROVIDERS ?? "google,facebook,apple");
  const providers: SocialProviderConfig[] = [];
  for (const name of enabled) {
    if (!(SOCIAL_PROVIDER_IDS as readonly string[]).includes(name)) {
      problems.push(`SOCIAL_PROVIDERS has an unknown provider "${name}" (known: ${SOCIAL_PROVIDER_IDS.join(", ")})`);
      continue;
    }
    const id = name as SocialProviderId;
    const prefix = `SOCIAL_${id.toUpperCase()}`;
    const rawIssuer =
      env[`${prefix}_ISSUER`] || (production ? PRODUCTION_ISSUERS[id] : `${publicUrl}${SANDBOX_PATH}/${id}`);
    const clientIds = list.parse(env[`${prefix}_CLIENT_ID`] || (production ? "" : SANDBOX_CLIENT_ID));
    // A shop without our client at a provider simply does not offer it (the storefront hides the button).
    if (!rawIssuer || clientIds.length === 0) continue;
    const issuer = url.safeParse(rawIssuer);
    if (!issuer.success) {
      problems.push(`${prefix}_ISSUER must be an http(s) URL`);
      continue;
    }
    providers.push({ id, issuer: issuer.data, clientIds });
  }
  return { config: { providers, sandbox: { enabled: !production, publicUrl } }, problems };
}
