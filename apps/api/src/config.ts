/**
 * The API's configuration, read once from the environment and validated at start.
 * An invalid value stops the process with one clear line per problem instead of failing later.
 */
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { TRN_PATTERN } from "@dukkan/occ/rules";
import { z } from "zod";
import { addressList, originList } from "./env-fields.js";
import { loadSocialConfig, type SocialConfig } from "./social/social-config.js";
import { loadPaymentConfig, type PaymentConfig } from "./payment/payment-config.js";
import { loadGeoConfig, type GeoConfig } from "./geo/geo-config.js";
import { loadFileStorageConfig, type FileStorageConfig } from "./files/file-config.js";
import type { LoyaltyRules } from "./loyalty/loyalty-rules.js";
import { loadPushConfig, type PushConfig } from "./push/push-config.js";

/** A whole number from the environment, with a message that says what was expected. */
const wholeNumber = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(min, `must be ${what}`)
    .max(max, `must be ${what}`);
const port = wholeNumber(1, 65_535, "a port number (1-65535)");

/** The storefront's own default address (apps/storefront/server.mjs listens on PORT 3000). */
export const DEFAULT_STOREFRONT_URL = "http://localhost:3000";
export const DEFAULT_BACKOFFICE_URL = "http://localhost:3001";

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
  /**
   * API processes on the port (`@dukkan/web-server/cluster`); default 1 on the embedded database (it belongs to one
   * process), the number of cores on PostgreSQL.
   */
  WEB_CONCURRENCY: wholeNumber(1, 64, "a whole number of processes from 1 to 64").optional(),
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
  CORS_ORIGINS: originList(),
  /** Lifetime of refresh tokens issued with password logins (30 days by default). */
  OAUTH_REFRESH_TOKEN_TTL_SECONDS: wholeNumber(300, 31_536_000, "a number of seconds (300-31536000)").default(
    2_592_000,
  ),
  /**
   * Public storefront origin, for links in e-mails (activation, password reset, orders). The default is where the
   * storefront listens by default (its PORT 3000), never a port nothing serves; `npm start` passes the real one.
   */
  STOREFRONT_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s]+[^/]$/, "must be an http(s) URL without a trailing slash")
    .optional(),
  /** Public back-office origin, for staff e-mails (invitation and set-password links). `npm start` passes it. */
  BACKOFFICE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s]+[^/]$/, "must be an http(s) URL without a trailing slash")
    .optional(),
  /** sandbox: e-mails land in the outbox table (GET /dev/outbox); smtp: sent through SMTP_URL. */
  EMAIL_ADAPTER: z.enum(["sandbox", "smtp"]).default("sandbox"),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  EMAIL_FROM: z.string().trim().min(3).default("Dukkan <no-reply@localhost>"),
  /** sandbox: SMS land in the outbox table; http: POSTed to SMS_PROVIDER_URL with SMS_PROVIDER_TOKEN. */
  SMS_ADAPTER: z.enum(["sandbox", "http"]).default("sandbox"),
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_PROVIDER_TOKEN: z.string().trim().min(1).optional(),
  SMS_SENDER: z.string().trim().min(1).max(11).default("Dukkan"),
  /**
   * Which proxies' X-Forwarded-For to believe, so per-IP rate limits see the shopper's address: unset = none,
   * `true` (any), or comma-separated addresses/CIDRs of the load balancers (safer).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): boolean | string[] => {
      if (value === undefined || value === "false") return false;
      if (value === "true") return true;
      return value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /** Who may read GET /metrics: comma-separated addresses or CIDR ranges (default: this machine only). */
  METRICS_ALLOW: addressList("127.0.0.1,::1"),
  /** Lets NODE_ENV=production start on a sandbox adapter (staging); never set it on the real shop. */
  ALLOW_SANDBOX: z.enum(["0", "1"]).default("0"),
  /** The seller printed on tax invoices (UAE FTA: legal name, address and 15-digit TRN); defaults: the demo shop's. */
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(200).default("Dukkan Trading LLC"),
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default("Warehouse 12, Street 18, Al Quoz Industrial Area 3, Dubai, United Arab Emirates"),
  /** Days after delivery (or collection) during which a customer may ask to return items (issue 20). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Loyalty points (issue 21): earned per whole AED paid for goods (delivery and VAT excluded). */
  LOYALTY_EARN_POINTS_PER_AED: wholeNumber(0, 1000, "a number of points (0-1000)").default(1),
  /** Loyalty points worth AED 1 when spent. */
  LOYALTY_POINTS_PER_AED: wholeNumber(1, 100_000, "a number of points (1-100000)").default(100),
  /** Months after which unspent earned points expire. */
  LOYALTY_EXPIRY_MONTHS: wholeNumber(1, 120, "a number of months (1-120)").default(12),
  SHOP_TRN: z
    .string()
    .trim()
    .regex(TRN_PATTERN, "must be a 15-digit UAE tax registration number")
    .default("100234567800003"),
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
  /** API processes on the port (WEB_CONCURRENCY). */
  processes: number;
  database: { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dataDir: string };
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  oauth: { clients: OAuthClient[]; tokenTtlSeconds: number; refreshTokenTtlSeconds: number; tokenSecret: string };
  mediaBaseUrl: string;
  corsOrigins: string[];
  storefrontUrl: string;
  backofficeUrl: string;
  trustProxy: boolean | string[];
  /** Addresses and ranges allowed to read /metrics. */
  metricsAllow: string[];
  email: { adapter: "sandbox" } | { adapter: "smtp"; smtpUrl: string; from: string };
  sms: { adapter: "sandbox" } | { adapter: "http"; providerUrl: string; providerToken: string; sender: string };
  /** Social sign-in providers and the local sandbox IdP (`social/social-config.ts`). */
  social: SocialConfig;
  /** Problems that do not stop the start but an operator should see (logged once the logger exists). */
  /** Card payments (`payment/payment-config.ts`). */
  payment: PaymentConfig;
  /** The checkout map's geocoder (`geo/geo-config.ts`). */
  geocoder: GeoConfig;
  /** App push (FCM) and web push (VAPID) adapters, sandboxes by default (`push/push-config.ts`). */
  push: PushConfig;
  /** The seller on tax invoices (`invoices/`). */
  shop: ShopConfig;
  /** Where uploaded files (order attachments) are kept (`files/file-config.ts`). */
  files: FileStorageConfig;
  /** Return requests (`returns/`): days after delivery or collection during which items may be returned. */
  returns: { windowDays: number };
  /** Loyalty points (`loyalty/`): earning rate, point value and expiry. */
  loyalty: LoyaltyRules;
  warnings: string[];
}

export interface ShopConfig {
  legalName: string;
  address: string;
  /** UAE tax registration number (15 digits). */
  trn: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const isHttps = (value: string | undefined) => value?.startsWith("https://") ?? false;

/** What a production API refuses: the public development client secret and public links that are not https. */
function productionProblems(vars: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (vars.OAUTH_CLIENT_SECRET === "secret") {
    problems.push("OAUTH_CLIENT_SECRET is the public development default 'secret': set your own client secret");
  }
  if (!isHttps(vars.STOREFRONT_URL)) {
    problems.push("STOREFRONT_URL must be the shop's public https:// address (links in e-mails point at it)");
  }
  if (!isHttps(vars.BACKOFFICE_URL)) {
    problems.push("BACKOFFICE_URL must be the back office's public https:// address (staff invitations point at it)");
  }
  return problems;
}

/** Reads and validates the configuration; throws ConfigError listing every invalid variable. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const raw = env[name];
        const shown =
          raw === undefined || /SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/.test(name) ? "" : ` (got "${raw}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const vars = parsed.data;
  const warnings: string[] = [];
  const problems: string[] = [];
  let tokenSecret = vars.TOKEN_SECRET;
  if (!tokenSecret) {
    if (vars.NODE_ENV === "production") {
      problems.push("TOKEN_SECRET is required when NODE_ENV=production (at least 32 random characters)");
    } else {
      warnings.push("TOKEN_SECRET is not set: using a random key, so issued tokens stop working when the API restarts");
    }
    tokenSecret = randomBytes(32).toString("base64url");
  }
  const storefrontUrl = vars.STOREFRONT_URL ?? DEFAULT_STOREFRONT_URL;
  const backofficeUrl = vars.BACKOFFICE_URL ?? DEFAULT_BACKOFFICE_URL;
  if (vars.NODE_ENV === "production") {
    // A real shop must not run on settings anyone can read in this repository; staging (ALLOW_SANDBOX=1) is told.
    const unsafe = productionProblems(vars);
    if (vars.ALLOW_SANDBOX === "1") warnings.push(...unsafe);
    else problems.push(...unsafe);
  }
  const processes = vars.WEB_CONCURRENCY ?? (vars.DATABASE_URL ? availableParallelism() : 1);
  if (processes > 1 && !vars.DATABASE_URL) {
    problems.push(
      "DATABASE_URL is required when WEB_CONCURRENCY is above 1 (the embedded database belongs to one process)",
    );
  }
  if (vars.EMAIL_ADAPTER === "smtp" && !vars.SMTP_URL) problems.push("SMTP_URL is required when EMAIL_ADAPTER=smtp");
  if (vars.SMS_ADAPTER === "http" && (!vars.SMS_PROVIDER_URL || !vars.SMS_PROVIDER_TOKEN)) {
    problems.push("SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN are required when SMS_ADAPTER=http");
  }
  if (vars.NODE_ENV === "production" && vars.ALLOW_SANDBOX !== "1") {
    // A misconfigured shop must not silently "send" codes and links into a table nobody reads.
    if (vars.EMAIL_ADAPTER === "sandbox")
      problems.push(
        "EMAIL_ADAPTER=sandbox is refused when NODE_ENV=production (set EMAIL_ADAPTER=smtp, or ALLOW_SANDBOX=1 for staging)",
      );
    if (vars.SMS_ADAPTER === "sandbox")
      problems.push(
        "SMS_ADAPTER=sandbox is refused when NODE_ENV=production (set SMS_ADAPTER=http, or ALLOW_SANDBOX=1 for staging)",
      );
  }
  const social = loadSocialConfig(env, { production: vars.NODE_ENV === "production", port: vars.API_PORT });
  problems.push(...social.problems);
  const payment = loadPaymentConfig(env, {
    production: vars.NODE_ENV === "production",
    storefrontUrl,
    corsOrigins: vars.CORS_ORIGINS,
  });
  problems.push(...payment.problems);
  const geocoder = loadGeoConfig(env);
  problems.push(...geocoder.problems);
  const files = loadFileStorageConfig(env, vars.DATA_DIR);
  problems.push(...files.problems);
  const push = loadPushConfig(env);
  problems.push(...push.problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: vars.NODE_ENV,
    port: vars.API_PORT,
    host: vars.API_HOST,
    processes,
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: vars.DATA_DIR },
    logLevel: vars.LOG_LEVEL,
    oauth: {
      clients: [{ clientId: vars.OAUTH_CLIENT_ID, clientSecret: vars.OAUTH_CLIENT_SECRET, scope: "basic openid" }],
      tokenTtlSeconds: vars.OAUTH_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: vars.OAUTH_REFRESH_TOKEN_TTL_SECONDS,
      tokenSecret,
    },
    mediaBaseUrl: vars.MEDIA_BASE_URL,
    corsOrigins: vars.CORS_ORIGINS,
    storefrontUrl,
    backofficeUrl,
    trustProxy: vars.TRUST_PROXY,
    metricsAllow: vars.METRICS_ALLOW,
    email:
      vars.EMAIL_ADAPTER === "smtp"
        ? { adapter: "smtp", smtpUrl: vars.SMTP_URL!, from: vars.EMAIL_FROM }
        : { adapter: "sandbox" },
    sms:
      vars.SMS_ADAPTER === "http"
        ? {
            adapter: "http",
            providerUrl: vars.SMS_PROVIDER_URL!,
            providerToken: vars.SMS_PROVIDER_TOKEN!,
            sender: vars.SMS_SENDER,
          }
        : { adapter: "sandbox" },
    social: social.config,
    payment: payment.config,
    geocoder: geocoder.config,
    files: files.config,
    push: push.config,
    shop: { legalName: vars.SHOP_LEGAL_NAME, address: vars.SHOP_ADDRESS, trn: vars.SHOP_TRN },
    returns: { windowDays: vars.RETURN_WINDOW_DAYS },
    loyalty: {
      earnPointsPerAed: vars.LOYALTY_EARN_POINTS_PER_AED,
      pointsPerAed: vars.LOYALTY_POINTS_PER_AED,
      expiryMonths: vars.LOYALTY_EXPIRY_MONTHS,
    },
    warnings,
  };
}
