/**
 * Customer sign-in for the backend-for-frontend: the API's OAuth2 password grant, with the access and
 * refresh tokens kept in the sealed session cookie (never in the browser's reach). Callers commit the
 * session after each call, so the cookie is re-sealed whenever its content changes.
 */
import type { Language } from "@dukkan/i18n";
import { OAuthError, TokenResponse } from "@dukkan/occ";
import { z } from "zod";
import { mergeGuestCart } from "../cart/cart.server";
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { apiUrl, occFetch, OccRequestError, OCC_TIMEOUT_MS } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";
import { safeReturnPath } from "../checkout/checkout-return.server";

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
  email: z.string().optional(),
  trn: z.string().optional(),
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
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      ...apiCallHeaders(),
    },
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
export function forgetCustomer(session: Session): void {
  for (const key of [
    "accessToken",
    "refreshToken",
    "expiresAt",
    "profile",
    "hasPhoneNumber",
    "webPushEndpoint",
    "agent",
  ] as const) {
    session.unset(key);
  }
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
 * fresh tokens, the customer's name for the header and the has-phone-number flag; any previous customer's
 * tokens (and any pending code flow) are replaced.
 */
export function signIn(
  session: Session,
  email: string,
  password: string,
  language: Language,
  now = Date.now(),
): Promise<SignInResult> {
  return passwordGrant(session, email.trim().toLowerCase(), password, language, now);
}

/** One-time-code sign-in (spec §4.2): the token endpoint takes the tokenId as username, the code as password. */
export function signInWithCode(
  session: Session,
  tokenId: string,
  code: string,
  language: Language,
  now = Date.now(),
): Promise<SignInResult> {
  return passwordGrant(session, tokenId, code.trim(), language, now);
}

async function passwordGrant(
  session: Session,
  username: string,
  password: string,
  language: Language,
  now: number,
): Promise<SignInResult> {
  const response = await postForm(TOKEN_PATH, { grant_type: "password", username, password });
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
  const profile = await startCustomerSession(session, tokens, language, now);
  return { outcome: "ok", profile };
}

/**
 * Signs the session in with fresh tokens (password or social sign-in): a previous customer's tokens and
 * pending code flows go, the profile is fetched and the header name and fk_hasPhoneNumber are kept, and a
 * guest cart merges into the customer's cart.
 */
export async function startCustomerSession(
  session: Session,
  tokens: TokenResponse,
  language: Language,
  now: number,
): Promise<Profile> {
  const profile = await loadProfile(tokens.access_token, language);
  forgetCustomer(session);
  session.unset("pending");
  storeTokens(session, tokens, now);
  // The uid and customerId let the page ask the shop app for the customer's push token (shopping spec §4).
  session.set("profile", headerCustomer(profile));
  session.set("hasPhoneNumber", Boolean(profile.phoneNumber));
  // The guest's cart joins the customer's cart; from now on the session reaches it as `current`.
  await mergeGuestCart(session, language, tokens.access_token);
  return profile;
}

/**
 * Where a customer goes after signing in (spec §4.1, §6): the profile page when the profile has no phone number,
 * else back to the page whose login guard sent them to sign in (saved in `session` by `saveSignInReturn`, e.g. a
 * couponClaim link), else the shopper's site position (the last page they visited, checked by
 * `sitePositionTarget`), else home. The saved page is forgotten once read.
 */
export function pathAfterSignIn(
  profile: Pick<Profile, "phoneNumber">,
  language: Language,
  session?: Session,
  sitePosition?: string,
): string {
  const saved = session ? safeReturnPath(session.data.signInReturnTo, language) : undefined;
  session?.unset("signInReturnTo");
  if (!profile.phoneNumber) return `/${language}/my-account/update-profile`;
  return saved ?? sitePosition ?? `/${language}/`;
}

/** A login guard sent the shopper to sign in from this page: they come back to it afterwards (account spec §6). */
export function saveSignInReturn(session: Session, url: URL): void {
  session.set("signInReturnTo", `${url.pathname}${url.search}`);
}

/**
 * The session's access token while it is still valid. Page loaders run in parallel with the layout's,
 * which refreshes an expired token; refreshing in a page loader too would spend the same refresh token twice.
 */
export function currentAccessToken(session: Session, now = Date.now()): string | undefined {
  const { accessToken, expiresAt } = session.data;
  return accessToken && (expiresAt === undefined || expiresAt > now) ? accessToken : undefined;
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
  const refreshed = await refreshOnce(refreshToken);
  if ("error" in refreshed) {
    if (refreshed.error === "invalid_grant") {
      forgetCustomer(session);
      return undefined;
    }
    throw new TokenEndpointError(refreshed.status, refreshed.description);
  }
  storeTokens(session, refreshed, now);
  return refreshed.access_token;
}

type RefreshResult = TokenResponse | { error: string; description: string; status: number };

/**
 * Refreshes in flight, by refresh token. A page's loaders run in parallel and each may find the access
 * token expired; refresh tokens rotate, and a second use of a rotated one makes the API end the whole
 * sign-in. So parallel refreshes of one token share one call, and its answer is kept a few seconds for
 * requests that arrive just after.
 */
const refreshes = new Map<string, Promise<RefreshResult>>();
const REFRESH_SHARED_MS = 10_000;

function refreshOnce(refreshToken: string): Promise<RefreshResult> {
  const inFlight = refreshes.get(refreshToken);
  if (inFlight) return inFlight;
  const refresh = (async (): Promise<RefreshResult> => {
    const response = await postForm(TOKEN_PATH, { grant_type: "refresh_token", refresh_token: refreshToken });
    if (!response.ok) return { ...(await oauthError(response)), status: response.status };
    return TokenResponse.parse(await response.json());
  })();
  refreshes.set(refreshToken, refresh);
  const forgetNow = () => refreshes.delete(refreshToken);
  refresh.then((result) => {
    // A server failure is not an answer to share: the next request tries again.
    if ("error" in result && result.error !== "invalid_grant") forgetNow();
    else setTimeout(forgetNow, REFRESH_SHARED_MS).unref();
  }, forgetNow);
  return refresh;
}

/**
 * What the header shows of a signed-in customer, and who they are for the shop app's bridge (a sign-in from before
 * the uid was kept has only the name until the next sign-in).
 */
export type SignedInCustomer = { name: string; uid?: string; customerId?: string };

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
    const profile = await loadProfile(token, language);
    const customer = headerCustomer(profile);
    session.set("profile", customer);
    return customer;
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

/** What the session keeps of the profile: the header's name, and the uid and customerId for the app bridge. */
function headerCustomer(profile: Profile): SignedInCustomer {
  return { name: profile.name, uid: profile.uid, ...(profile.customerId ? { customerId: profile.customerId } : {}) };
}

let clientToken: { value: string; expiresAt: number } | undefined;

/**
 * The storefront's own client-credentials token, for the calls the spec makes for a signed-out shopper with a bearer
 * token (the app's device-token deactivation after sign-out). Kept in memory until shortly before it expires.
 */
export async function clientAccessToken(now = Date.now()): Promise<string> {
  if (clientToken && clientToken.expiresAt - EXPIRY_MARGIN_MS > now) return clientToken.value;
  const response = await postForm(TOKEN_PATH, { grant_type: "client_credentials" });
  if (!response.ok) throw new TokenEndpointError(response.status, (await oauthError(response)).description);
  const tokens = TokenResponse.parse(await response.json());
  clientToken = { value: tokens.access_token, expiresAt: now + tokens.expires_in * 1000 };
  return tokens.access_token;
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
