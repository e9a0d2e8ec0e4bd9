/**
 * Card payment settings, read from the environment (decision 0005: the gateway is an outside service; the
 * local payment sandbox in apps/payment-sandbox speaks the same Mastercard Gateway REST subset and is the default):
 *
 * - PAYMENT_GATEWAY_URL (http://127.0.0.1:4300), PAYMENT_MERCHANT_ID (TESTDUKKAN), PAYMENT_API_PASSWORD
 *   (sandbox-api-password), PAYMENT_API_VERSION (100), PAYMENT_TIMEOUT_MS (30000).
 * - PAYMENT_RETURN_ORIGINS: storefront origins 3-D Secure may send shoppers back to (comma-separated); default
 *   STOREFRONT_URL and CORS_ORIGINS. Loopback origins are also accepted outside production.
 * - PAYMENT_RECONCILE_AFTER_SECONDS (900): age after which a card order still waiting for its payment is settled
 *   from the gateway's record by the reconciliation job.
 */
import { z } from "zod";
import { originList } from "../env-fields.js";

export interface PaymentConfig {
  gatewayUrl: string;
  merchantId: string;
  apiPassword: string;
  apiVersion: number;
  timeoutMs: number;
  /** Origins allowed in a 3-D Secure return URL. */
  returnOrigins: string[];
  /** Whether loopback origins (any port) are allowed in return URLs too: development and tests only. */
  allowLoopbackReturn: boolean;
  reconcileAfterMs: number;
}

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s]+[^/]$/, "must be an http(s) URL without a trailing slash");
const whole = (min: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(min, `must be a whole number ${min}-${max}`)
    .max(max, `must be a whole number ${min}-${max}`);

const PaymentEnv = z.object({
  PAYMENT_GATEWAY_URL: httpUrl.default("http://127.0.0.1:4300"),
  PAYMENT_MERCHANT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "must be a merchant id (letters, digits, _ and -)")
    .default("TESTDUKKAN"),
  PAYMENT_API_PASSWORD: z.string().min(1).default("sandbox-api-password"),
  PAYMENT_API_VERSION: whole(1, 999).default(100),
  PAYMENT_TIMEOUT_MS: whole(1_000, 120_000).default(30_000),
  PAYMENT_RETURN_ORIGINS: originList(),
  PAYMENT_RECONCILE_AFTER_SECONDS: whole(60, 86_400).default(900),
});

export function loadPaymentConfig(
  env: NodeJS.ProcessEnv,
  shop: { production: boolean; storefrontUrl: string; corsOrigins: string[] },
): { config: PaymentConfig; problems: string[] } {
  const given = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith("PAYMENT_") && value));
  const parsed = PaymentEnv.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    return { config: paymentDefaults(shop), problems };
  }
  const vars = parsed.data;
  const configured =
    vars.PAYMENT_RETURN_ORIGINS.length > 0 ? vars.PAYMENT_RETURN_ORIGINS : [shop.storefrontUrl, ...shop.corsOrigins];
  const problems: string[] = [];
  if (shop.production && vars.PAYMENT_API_PASSWORD === "sandbox-api-password" && env.ALLOW_SANDBOX !== "1") {
    problems.push(
      "PAYMENT_API_PASSWORD is the payment sandbox's password: set the gateway's API password when NODE_ENV=production (or ALLOW_SANDBOX=1 for staging)",
    );
  }
  return {
    config: {
      gatewayUrl: vars.PAYMENT_GATEWAY_URL,
      merchantId: vars.PAYMENT_MERCHANT_ID,
      apiPassword: vars.PAYMENT_API_PASSWORD,
      apiVersion: vars.PAYMENT_API_VERSION,
      timeoutMs: vars.PAYMENT_TIMEOUT_MS,
      returnOrigins: [...new Set(configured.map((origin) => new URL(origin).origin))],
      allowLoopbackReturn: !shop.production,
      reconcileAfterMs: vars.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
    },
    problems,
  };
}

function paymentDefaults(shop: { production: boolean; storefrontUrl: string }): PaymentConfig {
  return {
    gatewayUrl: "http://127.0.0.1:4300",
    merchantId: "TESTDUKKAN",
    apiPassword: "sandbox-api-password",
    apiVersion: 100,
    timeoutMs: 30_000,
    returnOrigins: [new URL(shop.storefrontUrl).origin],
    allowLoopbackReturn: !shop.production,
    reconcileAfterMs: 900_000,
  };
}
