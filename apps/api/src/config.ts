/**
 * The API's configuration, read once from the environment and validated at start.
 * An invalid value stops the process with one clear line per problem instead of failing later.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";

/** A whole number from the environment, with a message that says what was expected. */
const wholeNumber = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(min, `must be ${what}`)
    .max(max, `must be ${what}`);
const port = wholeNumber(1, 65_535, "a port number (1-65535)");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: port.default(4000),
  /** Loopback by default so a dev machine does not expose the API; containers set 0.0.0.0. */
  API_HOST: z.string().trim().min(1).default("127.0.0.1"),
  /** PostgreSQL connection string; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, "a number of connections (1-200)").default(10),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The default OAuth2 client: Spartacus' defaults, so an unmodified storefront can talk to the API. */
  OAUTH_CLIENT_ID: z.string().trim().min(1).default("mobile_android"),
  OAUTH_CLIENT_SECRET: z.string().min(1).default("secret"),
  /** Lifetime of issued access tokens in seconds (12 hours by default, as SAP Commerce's default clients). */
  OAUTH_TOKEN_TTL_SECONDS: wholeNumber(60, 2_592_000, "a number of seconds (60-2592000)").default(43_200),
  /** Key for the HMAC under which tokens are stored; required in production so restarts keep sessions. */
  TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Prefix for media URLs in API responses (e.g. a CDN origin); empty keeps them relative (/medias/…). */
  MEDIA_BASE_URL: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || /^https?:\/\/[^\s]+[^/]$/.test(value), {
      message: "must be empty or an http(s) URL without a trailing slash",
    }),
  /** Browser origins allowed to call the API directly (comma-separated); empty means none (the storefront calls server-to-server). */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
});

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Scope granted to this client's tokens. */
  scope: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  database: { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dataDir: string };
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  oauth: { clients: OAuthClient[]; tokenTtlSeconds: number; tokenSecret: string };
  mediaBaseUrl: string;
  corsOrigins: string[];
  /** Problems that do not stop the start but an operator should see (logged once the logger exists). */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the configuration; throws ConfigError listing every invalid variable. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const raw = env[name];
        const shown = raw === undefined || /SECRET|PASSWORD|DATABASE_URL/.test(name) ? "" : ` (got "${raw}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const vars = parsed.data;
  const warnings: string[] = [];
  let tokenSecret = vars.TOKEN_SECRET;
  if (!tokenSecret) {
    if (vars.NODE_ENV === "production") {
      throw new ConfigError(["TOKEN_SECRET is required when NODE_ENV=production (at least 32 random characters)"]);
    }
    tokenSecret = randomBytes(32).toString("base64url");
    warnings.push("TOKEN_SECRET is not set: using a random key, so issued tokens stop working when the API restarts");
  }
  if (vars.NODE_ENV === "production" && vars.OAUTH_CLIENT_SECRET === "secret") {
    warnings.push("OAUTH_CLIENT_SECRET is the public development default 'secret'; set your own in production");
  }
  return {
    env: vars.NODE_ENV,
    port: vars.API_PORT,
    host: vars.API_HOST,
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: vars.DATA_DIR },
    logLevel: vars.LOG_LEVEL,
    oauth: {
      clients: [{ clientId: vars.OAUTH_CLIENT_ID, clientSecret: vars.OAUTH_CLIENT_SECRET, scope: "basic openid" }],
      tokenTtlSeconds: vars.OAUTH_TOKEN_TTL_SECONDS,
      tokenSecret,
    },
    mediaBaseUrl: vars.MEDIA_BASE_URL,
    corsOrigins: vars.CORS_ORIGINS,
    warnings,
  };
}
