/**
 * Customer sign-in for the backend-for-frontend: the API's OAuth2 password grant, with the access and
 * refresh tokens kept in the sealed session cookie (never in the browser's reach). Callers commit the
 * session after each call, so the cookie is re-sealed whenever its content changes.
 */
import type { Language } from "@dukkan/i18n";
import { OAuthError, TokenResponse } from "@dukkan/occ";
import { z } from "zod";
import { apiUrl, occFetch, OccRequestError, OCC_TIMEOUT_MS } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

const TOKEN_PATH = "/authorizationserver/oauth/token";
const REVOKE_PATH = "/authorizationserver/oauth/revoke";
/** Refresh a little before the API would reject the token, so a request never races its expiry. */
const EXPIRY_MARGIN_MS = 30_000;

/** The signed-in customer's profile, as `users/current?fields=DEFAULT,phoneNumber` answers it. */
export const Profile = z.object({
  uid: z.string(),
  customerId: z.string().optional(),
  name: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  titleCode: z.string().optional(),
  title: z.string().optional(),
  phoneNumber: z.string().optional(),
});
export type Profile = z.infer<typeof Profile>;

export type SignInResult =
  | { outcome: "ok"; profile: Profile }
  | { outcome: "badCredentials" }
  | { outcome: "disabled" }
  | { outcome: "rateLimited"; retryAfterSeconds: number };

/** The storefront's OAuth2 client (the API's defaults, as Spartacus'). */
function clientCredentials(env: NodeJS.ProcessEnv = process.env) {
  return { client_id: env.OAUTH_CLIENT_ID || "mobile_android", client_secret: env.OAUTH_CLIENT_SECRET || "secret" };
}

async function postForm(path: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${apiUrl()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({ ...form, ...clientCredentials() }),
    signal: AbortSignal.timeout(OCC_TIMEOUT_MS),
  });
}

/** A token endpoint failure the shopper cannot fix (bad client configuration, server error). */
export class TokenEndpointError extends Error {
  constructor(status: number, description: string) {
    super(`The token endpoint answered ${status}: ${description}`);
    this.name = "TokenEndpointError";
  }
}

async function oauthError(response: Response): Promise<{ error: string; description: string }> {
  const parsed = OAuthError.safeParse(await response.json().catch(() => undefined));
  return parsed.success
    ? { error: parsed.data.error, description: parsed.data.error_description }
    : { error: "server_error", description: `HTTP ${response.status}` };
}

function storeTokens(session: Session, tokens: TokenResponse, now: number): void {
  session.set("accessToken", tokens.access_token);
  if (tokens.refresh_token) session.set("refreshToken", tokens.refresh_token);
  else session.unset("refreshToken");
  session.set("expiresAt", now + tokens.expires_in * 1000);
}

/** Forgets the customer but keeps the shopper's cart and area (used when the API ended the session). */
function forgetCustomer(session: Session): void {
  for (const key of ["accessToken", "refreshToken", "expiresAt", "profile"] as const) session.unset(key);
}

export function isSignedIn(session: Session): boolean {
  return Boolean(session.data.accessToken);
}

/** The customer's profile; a revoked or expired token throws the API's 401 as an OccRequestError. */
export async function loadProfile(accessToken: string, language: Language): Promise<Profile> {
  const profile = await occFetch<unknown>("users/current", {
    lang: language,
    query: { fields: "DEFAULT,phoneNumber" },
    accessToken,
  });
  return Profile.parse(profile);
}

/**
 * Signs the customer in with e-mail (lower-cased, spec §4.1) and password. On success the session holds
 * fresh tokens and the customer's name for the header; any previous customer's tokens are replaced.
 */
export async function signIn(
  session: Session,
  username: string,
  password: string,
  language: Language,
  now = Date.now(),
): Promise<SignInResult> {
  const response = await postForm(TOKEN_PATH, {
    grant_type: "password",
    username: username.trim().toLowerCase(),
    password,
  });
  if (!response.ok) {
    const { error, description } = await oauthError(response);
    if (response.status === 429) {
      return { outcome: "rateLimited", retryAfterSeconds: Number(response.headers.get("retry-after")) || 60 };
    }
    if (error === "invalid_grant") {
      return /disabled/i.test(description) ? { outcome: "disabled" } : { outcome: "badCredentials" };
    }
    throw new TokenEndpointError(response.status, description);
  }
  const tokens = TokenResponse.parse(await response.json());
  const profile = await loadProfile(tokens.access_token, language);
  forgetCustomer(session);
  storeTokens(session, tokens, now);
  session.set("profile", { name: profile.name });
  return { outcome: "ok", profile };
}

/**
 * A valid access token for the signed-in customer, refreshed (and the session updated) when it has
 * expired; undefined when nobody is signed in or the API ended the session (the session then forgets
 * the customer). A network or server failure throws rather than signing the customer out.
 */
export async function getAccessToken(session: Session, now = Date.now()): Promise<string | undefined> {
  const { accessToken, refreshToken, expiresAt } = session.data;
  if (!accessToken) return undefined;
  if (expiresAt === undefined || expiresAt - EXPIRY_MARGIN_MS > now) return accessToken;
  if (!refreshToken) {
    forgetCustomer(session);
    return undefined;
  }
  const response = await postForm(TOKEN_PATH, { grant_type: "refresh_token", refresh_token: refreshToken });
  if (!response.ok) {
    const { error, description } = await oauthError(response);
    if (error === "invalid_grant") {
      forgetCustomer(session);
      return undefined;
    }
    throw new TokenEndpointError(response.status, description);
  }
  const tokens = TokenResponse.parse(await response.json());
  storeTokens(session, tokens, now);
  return tokens.access_token;
}

/** What the header shows of a signed-in customer. */
export type SignedInCustomer = { name: string };

/**
 * The signed-in customer for the header, or undefined for a guest. The name cached at sign-in is used
 * while the sign-in lasts, so pages cost no profile call; an expired token is refreshed on the way, and
 * a sign-in the API has ended signs the shopper out here too. If the API cannot be reached, the cached
 * name is kept rather than failing the page.
 */
export async function signedInCustomer(session: Session, language: Language): Promise<SignedInCustomer | undefined> {
  if (!isSignedIn(session)) return undefined;
  const cached = session.data.profile;
  try {
    const token = await getAccessToken(session);
    if (!token) return undefined;
    if (cached) return cached;
    const { name } = await loadProfile(token, language);
    session.set("profile", { name });
    return { name };
  } catch (error) {
    if (error instanceof OccRequestError && error.status === 401) {
      forgetCustomer(session);
      return undefined;
    }
    if (cached) {
      console.error("Could not check the customer's sign-in; showing the cached name", error);
      return cached;
    }
    throw error;
  }
}

/**
 * Signs out: the API revokes the refresh token and with it the whole sign-in session, then the session
 * (tokens, cart guid and area, spec §4.6) is cleared. A failed revocation is logged, never shown: the
 * shopper is signed out of this browser either way.
 */
export async function signOut(session: Session): Promise<void> {
  const token = session.data.refreshToken ?? session.data.accessToken;
  session.clear();
  if (!token) return;
  try {
    const response = await postForm(REVOKE_PATH, { token });
    if (!response.ok) console.error(`Token revocation failed with HTTP ${response.status}`);
  } catch (error) {
    console.error("Token revocation failed", error);
  }
}
