/**
 * Runs the payment sandbox as its own process (its own origin, like the real gateway).
 * Env: PAYMENT_SANDBOX_PORT (4300), PAYMENT_SANDBOX_HOST (127.0.0.1), PAYMENT_MERCHANT_ID (TESTDUKKAN),
 * PAYMENT_API_PASSWORD (sandbox-api-password), PAYMENT_SANDBOX_PUBLIC_URL (default: the address each request
 * was sent to), PAYMENT_SANDBOX_TOKEN_FILE (none: tokens only in memory), LOG_LEVEL (info).
 */
import { z } from "zod";
import { SANDBOX_DEFAULTS, buildSandboxGateway } from "./app.js";

const Env = z.object({
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(SANDBOX_DEFAULTS.port),
  PAYMENT_SANDBOX_HOST: z.string().trim().min(1).default("127.0.0.1"),
  PAYMENT_MERCHANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .default(SANDBOX_DEFAULTS.merchantId),
  PAYMENT_API_PASSWORD: z.string().min(1).default(SANDBOX_DEFAULTS.apiPassword),
  PAYMENT_SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_SANDBOX_TOKEN_FILE: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

const parsed = Env.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")));
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`payment-sandbox: ${issue.path.join(".")} ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const app = await buildSandboxGateway({
  merchantId: env.PAYMENT_MERCHANT_ID,
  apiPassword: env.PAYMENT_API_PASSWORD,
  publicUrl: env.PAYMENT_SANDBOX_PUBLIC_URL,
  tokenFile: env.PAYMENT_SANDBOX_TOKEN_FILE,
  logger: { level: env.LOG_LEVEL },
});
await app.listen({ port: env.PAYMENT_SANDBOX_PORT, host: env.PAYMENT_SANDBOX_HOST });

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once("SIGTERM", () => void shutdown());
process.once("SIGINT", () => void shutdown());
