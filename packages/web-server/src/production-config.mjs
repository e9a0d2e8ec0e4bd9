/**
 * What the storefront and the back office refuse to start with when NODE_ENV=production: each problem is one
 * line naming the variable to set. The local shop (`npm start`) also runs their production builds, on this
 * machine with sandboxes; it says so with ALLOW_SANDBOX=1 (as the API's staging switch does), and the same
 * problems are then printed as warnings instead.
 */
import { workerCount } from "./cluster.mjs";

const MINIMUM_SECRET_LENGTH = 32;

/** Problems both web apps share. */
function sharedProblems(env) {
  const problems = [];
  const secret = env.SESSION_SECRET ?? "";
  if (secret.length < MINIMUM_SECRET_LENGTH || secret.includes("change-me")) {
    problems.push(`SESSION_SECRET must be set to at least ${MINIMUM_SECRET_LENGTH} random characters of your own`);
  }
  if (!env.API_URL) problems.push("API_URL must be set to the address at which this server reaches the API");
  return problems;
}

const isHttps = (value) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/** The storefront's own: its public https origin, its OAuth client's secret, real sign-in and card providers. */
export function storefrontProblems(env) {
  const problems = [];
  if (!isHttps(env.PUBLIC_ORIGIN ?? "")) {
    problems.push("PUBLIC_ORIGIN must be the shop's public https:// address (e.g. https://shop.example.ae)");
  }
  if (!env.OAUTH_CLIENT_SECRET || env.OAUTH_CLIENT_SECRET === "secret") {
    problems.push("OAUTH_CLIENT_SECRET must be set to the API's client secret (not the development default 'secret')");
  }
  for (const [name, value] of Object.entries(env)) {
    if (/^SOCIAL_[A-Z]+_ISSUER$/.test(name) && value?.includes("/dev/oidc")) {
      problems.push(`${name} points at the sign-in sandbox: set the provider's real issuer, or remove it`);
    }
  }
  if (env.PAYMENT_GATEWAY_URL && !isHttps(env.PAYMENT_GATEWAY_URL)) {
    problems.push("PAYMENT_GATEWAY_URL must be the card gateway's https:// address, not the payment sandbox");
  }
  return problems;
}

/** The back office needs nothing beyond the shared settings. */
export const backofficeProblems = () => [];

/**
 * The problems of `name` under `env` (empty outside production). WEB_CONCURRENCY is checked in every mode.
 * @returns {{ refusals: string[], warnings: string[] }}
 */
export function productionCheck(env, appProblems = () => []) {
  const refusals = [];
  try {
    workerCount(env);
  } catch (error) {
    refusals.push(error.message);
  }
  if (env.NODE_ENV !== "production") return { refusals, warnings: [] };
  const problems = [...sharedProblems(env), ...appProblems(env)];
  if (env.ALLOW_SANDBOX === "1") return { refusals, warnings: problems };
  return { refusals: [...refusals, ...problems], warnings: [] };
}

/** Prints the warnings; prints the refusals and exits with 1 if there are any. */
export function refuseUnsafeProduction(name, env, appProblems) {
  const { refusals, warnings } = productionCheck(env, appProblems);
  if (warnings.length > 0) {
    const names = warnings.map((line) => line.split(" ")[0]).join(", ");
    console.warn(
      `[${name}] ALLOW_SANDBOX=1: a local or staging shop, not fit for real shoppers (would refuse: ${names})`,
    );
  }
  if (refusals.length === 0) return;
  console.error(`[${name}] refusing to start:\n${refusals.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
