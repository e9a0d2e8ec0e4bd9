/**
 * The back office's backend-for-frontend session: the staff member's bearer token lives only in one cookie whose
 * value is sealed with iron-session (encrypted and signed), HttpOnly (no script reaches it), SameSite=Lax and
 * Secure in production. The browser never sees the token; every API call is made by this server.
 */
import { sealData, unsealData } from "iron-session";
import { createCookie } from "react-router";
import { z } from "zod";

export const SESSION_COOKIE_NAME = "dukkan_backoffice";
/** The API ends a staff session after 12 hours at most; the cookie never outlives that. */
const TWELVE_HOURS_IN_SECONDS = 12 * 60 * 60;
const MINIMUM_SECRET_LENGTH = 32;
const DEVELOPMENT_SECRET = "dukkan-backoffice-development-secret-change-me";

export const NoticeKey = z.enum(["signedOut", "signedOutEverywhere", "sessionExpired", "passwordSet"]);
export type NoticeKey = z.infer<typeof NoticeKey>;

const StaffSessionData = z.object({
  accessToken: z.string().optional(),
  staff: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.string(),
      /** "NONE" while the member still has to enrol a second factor. */
      secondFactor: z.string().optional(),
    })
    .optional(),
  /** The second-factor challenge between the password step and the code step (never shown to the browser). */
  challenge: z.object({ value: z.string(), email: z.string(), until: z.number() }).optional(),
  /** Recovery codes to show once, right after enrolment. */
  recoveryCodes: z.array(z.string()).optional(),
  notice: NoticeKey.optional(),
});
export type StaffSessionData = z.infer<typeof StaffSessionData>;

export type StaffSession = {
  readonly data: Readonly<StaffSessionData>;
  set<K extends keyof StaffSessionData>(key: K, value: StaffSessionData[K]): void;
  unset(key: keyof StaffSessionData): void;
  clear(): void;
};

function createSession(initial: StaffSessionData): StaffSession {
  let data: StaffSessionData = { ...initial };
  return {
    get data() {
      return data;
    },
    set(key, value) {
      data = { ...data, [key]: value };
    },
    unset(key) {
      const { [key]: _removed, ...rest } = data;
      data = rest;
    },
    clear() {
      data = {};
    },
  };
}

/** SESSION_SECRET, required in production; development falls back to a fixed secret. */
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
  return DEVELOPMENT_SECRET;
}

export type SessionStorage = {
  getSession(request: Request): Promise<StaffSession>;
  /** The Set-Cookie header value that stores the session; an empty session deletes the cookie. */
  commitSession(session: StaffSession): Promise<string>;
};

export function createSessionStorage({ secret, secure }: { secret: string; secure: boolean }): SessionStorage {
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: TWELVE_HOURS_IN_SECONDS,
  });
  return {
    async getSession(request) {
      const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (typeof sealed !== "string" || sealed === "") return createSession({});
      try {
        const unsealed = await unsealData<unknown>(sealed, { password: secret, ttl: TWELVE_HOURS_IN_SECONDS });
        const parsed = StaffSessionData.safeParse(unsealed);
        return createSession(parsed.success ? parsed.data : {});
      } catch {
        return createSession({});
      }
    },
    async commitSession(session) {
      if (Object.keys(session.data).length === 0) {
        return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
      }
      return cookie.serialize(await sealData(session.data, { password: secret, ttl: TWELVE_HOURS_IN_SECONDS }));
    },
  };
}

let storage: SessionStorage | undefined;
function sessionStorage(): SessionStorage {
  storage ??= createSessionStorage({ secret: sessionSecret(), secure: process.env.NODE_ENV === "production" });
  return storage;
}

export const getSession: SessionStorage["getSession"] = (request) => sessionStorage().getSession(request);
export const commitSession: SessionStorage["commitSession"] = (session) => sessionStorage().commitSession(session);
