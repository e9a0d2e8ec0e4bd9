/**
 * The backend-for-frontend session: OAuth tokens, the cart guid and the chosen delivery area live in
 * one cookie whose value is sealed with iron-session (AES-256-CBC + HMAC-SHA-256), so the browser
 * can neither read nor alter it, and scripts cannot reach it at all (HttpOnly).
 */
import { sealData, unsealData } from "iron-session";
import { createCookie } from "react-router";
import { PaymentProcessRequest } from "@dukkan/occ/checkout";
import { z } from "zod";

export const SESSION_COOKIE_NAME = "dukkan_session";
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
const MINIMUM_SECRET_LENGTH = 32;
const DEVELOPMENT_SECRET = "dukkan-development-session-secret-change-me";

/**
 * A one-time message for the next page the shopper sees (e.g. after the account-activation link
 * redirected): a message key of the specs, or the API's own text when the spec says to show it as-is.
 */
const Notice = z.object({
  tone: z.enum(["success", "error", "info", "warning"]),
  key: z.string().optional(),
  text: z.string().optional(),
  /** The e-mail the login form starts with (after activation). */
  email: z.string().optional(),
});
export type Notice = z.infer<typeof Notice>;

const SessionData = z.object({
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  /** Epoch milliseconds when the access token expires. */
  expiresAt: z.number().optional(),
  cartGuid: z.string().optional(),
  /** The chosen delivery area iso code, e.g. AE-DU-MARINA. */
  area: z.string().optional(),
  /** The chosen area's region display name, saved with the area (shopping spec §4 Delivery area). */
  areaRegionName: z.string().optional(),
  /** The saved address the shopper picked the area from, if any. */
  areaAddressId: z.string().optional(),
  /** The signed-in customer's name, cached at sign-in so the header needs no API call per page. */
  profile: z.object({ name: z.string(), uid: z.string().optional(), customerId: z.string().optional() }).optional(),
  /** This browser's web push subscription, once connected to the signed-in customer (sign-out disconnects it). */
  webPushEndpoint: z.string().optional(),
  /** The spec's fk_hasPhoneNumber flag: whether the signed-in customer has a phone number (account §4.1). */
  hasPhoneNumber: z.boolean().optional(),
  notice: Notice.optional(),
  /**
   * An add to cart posted without scripts before an area was chosen (shopping spec §4 step 1): the area dialog
   * opens first, and saving the area completes this add.
   */
  pendingAdd: z.object({ productCode: z.string(), quantity: z.number(), buyNow: z.boolean() }).optional(),
  /** The order just placed (checkout): the order-confirmation page reads it (the guid reaches a guest's order). */
  placedOrder: z.object({ code: z.string(), guid: z.string() }).optional(),
  /**
   * The card payment waiting for the shopper's return from 3-D Secure (checkout spec §3 'stored order body'): kept
   * here, sealed, instead of the browser's local storage, and sent to payment/process by the validation page.
   */
  paymentBody: PaymentProcessRequest.optional(),
  /** The newsletter e-mail to subscribe once that card payment succeeds (spec §4.4). */
  newsletterEmail: z.string().optional(),
  /** Spec §4.3 place-order marker: the cart id whose order is being placed (against a double submission). */
  placeOrderMarker: z.string().optional(),
  /** Where checkout was left for the login page (spec §2.2 'the current URL is saved'); a path on this shop. */
  checkoutReturnTo: z.string().optional(),
  /**
   * A sign-in or registration waiting on a code (the e-mailed one-time code, an SMS code): what the
   * shopper typed, kept sealed on the server's side of the cookie until the code arrives or `until` passes.
   */
  pending: z
    .object({
      kind: z.enum(["otp", "register", "profile"]),
      until: z.number(),
      fields: z.record(z.string(), z.string()),
    })
    .optional(),
});
export type SessionData = z.infer<typeof SessionData>;

export type Session = {
  readonly data: Readonly<SessionData>;
  /** Whether this request set, unset or cleared anything. */
  readonly changed: boolean;
  /** When the cookie this session came from was sealed (epoch ms); undefined for a new session. */
  readonly sealedAt: number | undefined;
  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void;
  unset(key: keyof SessionData): void;
  clear(): void;
};

function createSession(initial: SessionData, sealedAt?: number): Session {
  let data: SessionData = { ...initial };
  let changed = false;
  return {
    get data() {
      return data;
    },
    get changed() {
      return changed;
    },
    sealedAt,
    set(key, value) {
      data = { ...data, [key]: value };
      changed = true;
    },
    unset(key) {
      const { [key]: _removed, ...rest } = data;
      data = rest;
      changed = true;
    },
    clear() {
      data = {};
      changed = true;
    },
  };
}

/** An unchanged session is sealed again once a day, so the cookie's 30 days run from the shopper's last visit. */
const RESEAL_AFTER_MS = 24 * 60 * 60 * 1000;

let warnedAboutDevelopmentSecret = false;

/** SESSION_SECRET, required in production; development falls back to a fixed secret with a warning. */
export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SESSION_SECRET;
  if (secret) {
    if (secret.length < MINIMUM_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MINIMUM_SECRET_LENGTH} characters long.`);
    }
    return secret;
  }
  if (env.NODE_ENV === "production") {
    throw new Error("SESSION_SECRET is required in production (at least 32 random characters).");
  }
  if (!warnedAboutDevelopmentSecret) {
    warnedAboutDevelopmentSecret = true;
    console.warn("SESSION_SECRET is not set: using the development session secret. Never do this in production.");
  }
  return DEVELOPMENT_SECRET;
}

export type SessionStorage = {
  /** The request's session; a missing, expired or tampered cookie gives an empty session. */
  getSession(request: Request): Promise<Session>;
  /** The Set-Cookie header value that stores the session; an empty session deletes the cookie. */
  commitSession(session: Session): Promise<string>;
  /**
   * The Set-Cookie header for a session this request changed (or sealed over a day ago), else none: a response
   * that changed nothing must not carry the session, or a slow one (a revalidating loader) could put an older
   * session back over one a parallel request just stored (an area chosen meanwhile, a sign-in).
   */
  sessionHeaders(session: Session): Promise<Record<string, string>>;
  /** The Set-Cookie header value that deletes the session cookie. */
  destroySession(): Promise<string>;
};

export function createSessionStorage({ secret, secure }: { secret: string; secure: boolean }): SessionStorage {
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: THIRTY_DAYS_IN_SECONDS,
  });
  const destroySession = () => cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  const commitSession = async (session: Session) => {
    if (Object.keys(session.data).length === 0) return destroySession();
    const payload = { ...session.data, sealedAt: Date.now() };
    return cookie.serialize(await sealData(payload, { password: secret, ttl: THIRTY_DAYS_IN_SECONDS }));
  };

  return {
    async getSession(request) {
      const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (typeof sealed !== "string" || sealed === "") return createSession({});
      try {
        const unsealed = await unsealData<unknown>(sealed, { password: secret, ttl: THIRTY_DAYS_IN_SECONDS });
        const parsed = SessionData.safeParse(unsealed);
        const sealedAt = (unsealed as { sealedAt?: unknown } | null)?.sealedAt;
        return createSession(parsed.success ? parsed.data : {}, typeof sealedAt === "number" ? sealedAt : undefined);
      } catch {
        return createSession({});
      }
    },
    commitSession,
    async sessionHeaders(session): Promise<Record<string, string>> {
      const fresh = session.sealedAt !== undefined && Date.now() - session.sealedAt < RESEAL_AFTER_MS;
      if (!session.changed && (fresh || Object.keys(session.data).length === 0)) return {};
      return { "Set-Cookie": await commitSession(session) };
    },
    destroySession,
  };
}

let storage: SessionStorage | undefined;

/** The shop's session storage, configured from the environment on first use. */
function sessionStorage(): SessionStorage {
  storage ??= createSessionStorage({ secret: sessionSecret(), secure: process.env.NODE_ENV === "production" });
  return storage;
}

export const getSession: SessionStorage["getSession"] = (request) => sessionStorage().getSession(request);
export const commitSession: SessionStorage["commitSession"] = (session) => sessionStorage().commitSession(session);
export const destroySession: SessionStorage["destroySession"] = () => sessionStorage().destroySession();
export const sessionHeaders: SessionStorage["sessionHeaders"] = (session) => sessionStorage().sessionHeaders(session);
