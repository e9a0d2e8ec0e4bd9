/**
 * The web apps' backend-for-frontend session: what the server keeps for a browser (OAuth tokens, a cart, a staff
 * member's bearer token) lives in one cookie whose value is sealed with iron-session (AES-256-CBC + HMAC-SHA-256),
 * so the browser can neither read nor alter it, and no script can reach it (HttpOnly, SameSite=Lax, Secure in
 * production). Each app gives its cookie name, the zod shape of its data and the cookie's lifetime; a cookie that
 * is missing, expired, tampered with or no longer of that shape gives an empty session.
 */
import { sealData, unsealData } from "iron-session";
import { createCookie } from "react-router";
import type { z } from "zod";

const MINIMUM_SECRET_LENGTH = 32;

export type Session<Data extends object> = {
  readonly data: Readonly<Data>;
  /** Whether this request set, unset or cleared anything. */
  readonly changed: boolean;
  /** When the cookie this session came from was sealed (epoch ms); undefined for a new session. */
  readonly sealedAt: number | undefined;
  set<K extends keyof Data>(key: K, value: Data[K]): void;
  unset(key: keyof Data): void;
  clear(): void;
};

function createSession<Data extends object>(initial: Data, sealedAt?: number): Session<Data> {
  let data: Data = { ...initial };
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
      data = rest as Data;
      changed = true;
    },
    clear() {
      data = {} as Data;
      changed = true;
    },
  };
}

export type SealedSessionStorage<Data extends object> = {
  /** The request's session; a missing, expired or tampered cookie gives an empty session. */
  getSession(request: Request): Promise<Session<Data>>;
  /** The Set-Cookie header value that stores the session; an empty session deletes the cookie. */
  commitSession(session: Session<Data>): Promise<string>;
  /**
   * The Set-Cookie header for a session this request changed (or sealed longer ago than `resealAfterMs`), else
   * none: a response that changed nothing must not carry the session, or a slow one (a revalidating loader) could
   * put an older session back over one a parallel request just stored.
   */
  sessionHeaders(session: Session<Data>): Promise<Record<string, string>>;
  /** The Set-Cookie header value that deletes the session cookie. */
  destroySession(): Promise<string>;
};

export type SealedSessionOptions<Data extends object> = {
  cookieName: string;
  schema: z.ZodType<Data>;
  maxAgeSeconds: number;
  /** An unchanged session is sealed again after this long, so the cookie's lifetime runs from the last visit. */
  resealAfterMs?: number;
  secret: string;
  secure: boolean;
};

export function createSealedSessionStorage<Data extends object>(
  options: SealedSessionOptions<Data>,
): SealedSessionStorage<Data> {
  const { secret, maxAgeSeconds: ttl } = options;
  const cookie = createCookie(options.cookieName, {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    maxAge: ttl,
  });
  const destroySession = () => cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  const commitSession = async (session: Session<Data>) => {
    if (Object.keys(session.data).length === 0) return destroySession();
    const payload = { ...session.data, sealedAt: Date.now() };
    return cookie.serialize(await sealData(payload, { password: secret, ttl }));
  };
  return {
    async getSession(request) {
      const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (typeof sealed !== "string" || sealed === "") return createSession({} as Data);
      try {
        const unsealed = await unsealData<unknown>(sealed, { password: secret, ttl });
        const parsed = options.schema.safeParse(unsealed);
        const sealedAt = (unsealed as { sealedAt?: unknown } | null)?.sealedAt;
        return createSession(
          parsed.success ? parsed.data : ({} as Data),
          typeof sealedAt === "number" ? sealedAt : undefined,
        );
      } catch {
        return createSession({} as Data);
      }
    },
    commitSession,
    async sessionHeaders(session): Promise<Record<string, string>> {
      const resealAfter = options.resealAfterMs ?? Number.POSITIVE_INFINITY;
      const fresh = session.sealedAt !== undefined && Date.now() - session.sealedAt < resealAfter;
      if (!session.changed && (fresh || Object.keys(session.data).length === 0)) return {};
      return { "Set-Cookie": await commitSession(session) };
    },
    destroySession,
  };
}

const warnedAbout = new Set<string>();

/**
 * SESSION_SECRET, required in production (the apps also refuse to start without it: production-config.mjs);
 * outside production a fixed development secret of the app's, with one warning.
 */
export function sessionSecret(developmentSecret: string, env: NodeJS.ProcessEnv = process.env): string {
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
  if (!warnedAbout.has(developmentSecret)) {
    warnedAbout.add(developmentSecret);
    console.warn("SESSION_SECRET is not set: using the development session secret. Never do this in production.");
  }
  return developmentSecret;
}
