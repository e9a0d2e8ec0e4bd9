/**
 * Social sign-in for the backend-for-frontend: the OpenID Connect authorization-code flow with PKCE, state
 * and nonce against the chosen provider (openid-client), then the provider's ID token exchanged at the API,
 * which verifies it itself and answers with our own tokens. The flow's secrets (state, nonce, PKCE
 * verifier) wait for the provider's redirect in a short-lived sealed, httpOnly cookie of their own.
 */
import type { Language } from "@dukkan/i18n";
import { OCC_PREFIX, TokenResponse } from "@dukkan/occ";
import { sealData, unsealData } from "iron-session";
import * as oidc from "openid-client";
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { pathAfterSignIn, startCustomerSession } from "../account/auth.server";
import { takeCheckoutReturn } from "../checkout/checkout-return.server";
import { apiUrl, OCC_TIMEOUT_MS } from "../occ/occ-client.server";
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { commitSession, getSession, sessionSecret } from "../session/session.server";
import {
  providerConfiguration,
  socialProviderSettings,
  type SocialProvider,
  type SocialProviderSettings,
} from "./social-providers.server";

/** Time a shopper has at the provider's page before the flow must start again. */
const FLOW_TTL_SECONDS = 10 * 60;

const PendingSignIn = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
  /** Started from the checkout's login: finishing goes back to the checkout page saved by its guard. */
  toCheckout: z.boolean().optional(),
});
type PendingSignIn = z.infer<typeof PendingSignIn>;

export const SOCIAL_SIGN_IN_COOKIE = "dukkan_social";

/** Lax, so the cookie comes back on the provider's top-level redirect to our callback. */
const flowCookie = createCookie(SOCIAL_SIGN_IN_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  path: "/",
  maxAge: FLOW_TTL_SECONDS,
});

/** The Set-Cookie value that forgets any social sign-in in progress (used at logout too). */
export function clearSocialSignInState(): Promise<string> {
  return flowCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

async function readPending(request: Request): Promise<PendingSignIn | undefined> {
  const sealed: unknown = await flowCookie.parse(request.headers.get("Cookie"));
  if (typeof sealed !== "string" || !sealed) return undefined;
  try {
    const parsed = PendingSignIn.safeParse(
      await unsealData(sealed, { password: sessionSecret(), ttl: FLOW_TTL_SECONDS }),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function enabledProvider(id: string): SocialProviderSettings | undefined {
  return socialProviderSettings().find((settings) => settings.id === id);
}

/** The shop's public origin: PUBLIC_ORIGIN behind a proxy, else the request's own. */
function shopOrigin(request: Request): string {
  return (process.env.PUBLIC_ORIGIN || new URL(request.url).origin).replace(/\/+$/, "");
}

/** Where the provider sends the shopper back (spec: login/{provider}/auth/redirection). */
export function callbackPath(language: Language, provider: SocialProvider): string {
  return `/${language}/login/${provider}/auth/redirection`;
}

/** Starts the flow: remembers state, nonce and PKCE verifier, then sends the shopper to the provider. */
export async function startSocialSignIn(
  request: Request,
  language: Language,
  settings: SocialProviderSettings,
  { toCheckout = false }: { toCheckout?: boolean } = {},
): Promise<Response> {
  const configuration = await providerConfiguration(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const pending: PendingSignIn = {
    provider: settings.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    redirectUri: `${shopOrigin(request)}${callbackPath(language, settings.id)}`,
    ...(toCheckout ? { toCheckout } : {}),
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: pending.redirectUri,
    scope: settings.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  const sealed = await sealData(pending, { password: sessionSecret(), ttl: FLOW_TTL_SECONDS });
  return redirect(authorizationUrl.href, { headers: { "Set-Cookie": await flowCookie.serialize(sealed) } });
}

/** Why a social sign-in did not complete, as the shopper is told (spec §8 social login errors). */
export type SocialSignInFailure =
  | "cancelled" // the shopper declined at the provider
  | "expired" // no flow in progress (cookie gone, another tab, replayed link)
  | "emailRegistered" // a password account owns the provider's e-mail
  | "refused"; // the provider's answer or ID token did not verify

/** The API's token exchange: the ID token and this flow's nonce for our access and refresh tokens. */
async function exchangeAtApi(
  provider: SocialProvider,
  idToken: string,
  nonce: string,
  language: Language,
): Promise<TokenResponse | SocialSignInFailure> {
  const clientId = process.env.OAUTH_CLIENT_ID || "mobile_android";
  const clientSecret = process.env.OAUTH_CLIENT_SECRET || "secret";
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
  const response = await fetch(`${apiUrl()}${OCC_PREFIX}/login/${provider}/auth/redirection?lang=${language}`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${basic}`,
      "Content-Type": "application/json",
      Accept: "application/json",
      ...apiCallHeaders(),
    },
    body: JSON.stringify({ idToken, nonce }),
    signal: AbortSignal.timeout(OCC_TIMEOUT_MS),
  });
  if (response.ok) return TokenResponse.parse(await response.json());
  const body = (await response.json().catch(() => undefined)) as { errors?: { message?: string }[] } | undefined;
  if (response.status === 400) {
    return body?.errors?.[0]?.message === "error_email_has_been_registered" ? "emailRegistered" : "refused";
  }
  throw new Error(`The API answered ${response.status} to a social sign-in: ${body?.errors?.[0]?.message ?? ""}`);
}

/**
 * Completes the flow at the callback: checks state and PKCE, takes the ID token from the provider (checking
 * its nonce), has the API verify it and sign in, and stores our tokens in the session. Answers the redirect
 * home (or to the profile page when the customer has no phone number), or the failure to show.
 */
export async function finishSocialSignIn(
  request: Request,
  language: Language,
  settings: SocialProviderSettings,
): Promise<Response | { failure: SocialSignInFailure; headers: Headers }> {
  const pending = await readPending(request);
  const headers = new Headers({ "Set-Cookie": await clearSocialSignInState() });
  const callback = new URL(request.url);
  if (callback.searchParams.get("error") === "access_denied") return { failure: "cancelled", headers };
  if (!pending || pending.provider !== settings.id) return { failure: "expired", headers };
  // The provider answered to the redirect URI we registered, whatever host the request arrived under.
  const currentUrl = new URL(pending.redirectUri);
  currentUrl.search = callback.search;
  let idToken: string | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(await providerConfiguration(settings), currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    idToken = tokens.id_token;
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError && error.error === "access_denied") {
      return { failure: "cancelled", headers };
    }
    console.error(`Social sign-in with ${settings.id} failed at the provider`, error);
    return { failure: "refused", headers };
  }
  if (!idToken) return { failure: "refused", headers };
  const exchanged = await exchangeAtApi(settings.id, idToken, pending.nonce, language);
  if (typeof exchanged === "string") return { failure: exchanged, headers };

  const session = await getSession(request);
  const profile = await startCustomerSession(session, exchanged, language, Date.now());
  const destination = pending.toCheckout
    ? takeCheckoutReturn(session, language)
    : pathAfterSignIn(profile, language, session);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(destination, { headers });
}

/** Spec §2.2: the phone-maker button is hidden on Android devices. */
export function isAndroid(request: Request): boolean {
  return /\bAndroid\b/i.test(request.headers.get("User-Agent") ?? "");
}

/** What the login and register pages need to render the social buttons. */
export type SocialSignInOptions = { providers: SocialProvider[] };

export function socialSignInOptions(request: Request): SocialSignInOptions {
  const android = isAndroid(request);
  return {
    providers: socialProviderSettings()
      .map((settings) => settings.id)
      .filter((id) => !(android && id === "apple")),
  };
}
