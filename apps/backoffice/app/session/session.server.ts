/**
 * The back office's backend-for-frontend session (@dukkan/web-server/sealed-session): the staff member's bearer
 * token lives only in one sealed, HttpOnly cookie. The browser never sees the token; every API call is made by
 * this server.
 */
import {
  createSealedSessionStorage,
  sessionSecret as sealedSessionSecret,
  type SealedSessionStorage,
  type Session,
} from "@dukkan/web-server/sealed-session";
import { z } from "zod";

export const SESSION_COOKIE_NAME = "dukkan_backoffice";
/** The API ends a staff session after 12 hours at most; the cookie never outlives that. */
const TWELVE_HOURS_IN_SECONDS = 12 * 60 * 60;
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

export type StaffSession = Session<StaffSessionData>;
export type SessionStorage = SealedSessionStorage<StaffSessionData>;

/** SESSION_SECRET, required in production; development falls back to a fixed secret. */
export const sessionSecret = (env: NodeJS.ProcessEnv = process.env) => sealedSessionSecret(DEVELOPMENT_SECRET, env);

export function createSessionStorage({ secret, secure }: { secret: string; secure: boolean }): SessionStorage {
  return createSealedSessionStorage({
    cookieName: SESSION_COOKIE_NAME,
    schema: StaffSessionData,
    maxAgeSeconds: TWELVE_HOURS_IN_SECONDS,
    secret,
    secure,
  });
}

let storage: SessionStorage | undefined;
function sessionStorage(): SessionStorage {
  storage ??= createSessionStorage({ secret: sessionSecret(), secure: process.env.NODE_ENV === "production" });
  return storage;
}

export const getSession: SessionStorage["getSession"] = (request) => sessionStorage().getSession(request);
export const commitSession: SessionStorage["commitSession"] = (session) => sessionStorage().commitSession(session);
