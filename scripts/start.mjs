#!/usr/bin/env node
/**
 * Starts the whole shop: the demo shop's seed (which migrates the database and, on first start, fills it with the
 * demo shop, packages/demo-shop), then the API and, once the API answers /health/ready (database up, search
 * index built), the storefront. `--dev` runs the API and the storefront with live reload instead of the build.
 *
 * Then the back office (apps/backoffice, the staff web app) beside the storefront.
 *
 * Env: API_PORT (4000), STOREFRONT_PORT (3000; the API's e-mail links use it unless STOREFRONT_URL is set),
 * BACKOFFICE_PORT (3001; staff invitation links use it unless BACKOFFICE_URL is set), DATA_DIR (./.data, PGlite), DATABASE_URL (PostgreSQL instead).
 * Card payments: without PAYMENT_GATEWAY_URL the payment sandbox (apps/payment-sandbox, a local stand-in for the
 * card gateway) starts first on PAYMENT_SANDBOX_PORT (4300) and the API and storefront are pointed at it.
 *
 * `--production` (`npm run start:prod`, after `npm run build`) runs the built apps as a real shop: NODE_ENV=production
 * for all three, settings from the environment or a `.env` file beside this repository's package.json (see
 * .env.example), no demo shop, no sandboxes and no generated secrets; each app refuses to start on unsafe settings.
 */
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  apiServerArgs,
  backofficeCwd,
  backofficeServerArgs,
  localBackofficeEnv,
  localBackofficeUrl,
  paymentGatewayEnv,
  localStorefrontEnv,
  localStorefrontUrl,
  paymentSandboxServerArgs,
  root,
  seedDemoShopArgs,
  storefrontCwd,
  storefrontServerArgs,
} from "./processes.mjs";

const dev = process.argv.includes("--dev");
const production = process.argv.includes("--production");
if (production) {
  if (existsSync(resolve(root, ".env"))) process.loadEnvFile(resolve(root, ".env"));
  process.env.NODE_ENV = "production";
}
const apiPort = process.env.API_PORT ?? "4000";
const storefrontPort = process.env.STOREFRONT_PORT ?? "3000";
const backofficePort = process.env.BACKOFFICE_PORT ?? "3001";
const apiUrl = `http://127.0.0.1:${apiPort}`;
const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
const paymentSandbox = !production && !process.env.PAYMENT_GATEWAY_URL;
const paymentSandboxUrl = `http://127.0.0.1:${process.env.PAYMENT_SANDBOX_PORT ?? "4300"}`;

/**
 * Zero-setup secrets: a local shop gets random secrets kept beside its data, so sessions survive a
 * restart; production sets SESSION_SECRET and TOKEN_SECRET explicitly.
 */
function localSecret(name) {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, `${name}.secret`);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * The web push key pair (VAPID, RFC 8292) of a local shop, generated once beside its data like the secrets above:
 * browsers subscribe with the public key; the API signs pushes with the private one (decision 0061).
 */
function localVapidKeys() {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, "vapid.json");
  if (!existsSync(file)) {
    // As web-push's generateVAPIDKeys: the uncompressed P-256 point and the 32-byte private scalar, base64url.
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const jwk = privateKey.export({ format: "jwk" });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
    const keys = { publicKey: point.toString("base64url"), privateKey: jwk.d };
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The local shop's own settings: links to the apps this script runs, secrets and keys kept beside its data. */
const localShopEnv = () => {
  const vapid = process.env.VAPID_PUBLIC_KEY ? undefined : localVapidKeys();
  return {
    // Links in e-mails (activation, password reset, orders) open the storefront this script runs.
    STOREFRONT_URL: localStorefrontUrl(storefrontPort, process.env),
    // Staff invitation e-mails link to the back office's set-password page.
    BACKOFFICE_URL: localBackofficeUrl(backofficePort, process.env),
    SESSION_SECRET: process.env.SESSION_SECRET ?? localSecret("session"),
    TOKEN_SECRET: process.env.TOKEN_SECRET ?? localSecret("token"),
    ...(vapid ? { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } : {}),
  };
};

const env = {
  ...process.env,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  API_URL: process.env.API_URL ?? apiUrl,
  ...(production ? {} : localShopEnv()),
  // The storefront runs beside the API and forwards each shopper's address for per-IP rate limits.
  TRUST_PROXY: process.env.TRUST_PROXY ?? "loopback",
  // The sandbox's address and credentials; a real gateway's settings come from the environment as they are.
  ...(paymentSandbox ? paymentGatewayEnv(paymentSandboxUrl, process.env) : {}),
};

const children = new Set();

function run(name, command, args, extraEnv = {}, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: "inherit" });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the shop.`);
      stop(code ?? 1);
    }
  });
  return child;
}

/** Runs a step to its end before the servers that need it; a failed step stops the shop. */
function runStep(name, command, args) {
  return new Promise((resolveStep) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    children.add(child);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolveStep();
      else if (!stopping) {
        console.error(`[start] ${name} failed (${signal ?? `exit ${code}`}); stopping the shop.`);
        stop(code ?? 1);
      }
    });
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  if (children.size === 0) process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitForHealth(healthUrl, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(healthUrl);
      if (response.ok) return;
    } catch {
      // not listening yet (the API migrates the database and builds its search index)
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${healthUrl} did not answer in time`);
}

// The API opens the database once the seed has closed it (PGlite takes one process at a time). A real shop has
// no demo shop: the API migrates its database itself.
const seeded = production ? Promise.resolve() : runStep("seed", process.execPath, seedDemoShopArgs());

if (paymentSandbox) {
  // Saved cards are gateway tokens: kept beside the shop's data so they still pay after a restart.
  const sandboxEnv = { PAYMENT_SANDBOX_TOKEN_FILE: resolve(dataDir, "payment-sandbox-tokens.json") };
  if (dev) run("payment-sandbox", "npx", ["tsx", "watch", "apps/payment-sandbox/src/server.ts"], sandboxEnv);
  else run("payment-sandbox", process.execPath, paymentSandboxServerArgs(), sandboxEnv);
  await waitForHealth(`${paymentSandboxUrl}/health`, 60_000);
}

await seeded;
if (dev) {
  run("api", "npx", ["tsx", "watch", "apps/api/src/server.ts"]);
} else {
  run("api", process.execPath, apiServerArgs());
}
await waitForHealth(`${apiUrl}/health/ready`);
if (dev) {
  run("storefront", "npx", ["react-router", "dev", "--port", storefrontPort], {}, storefrontCwd);
} else {
  run(
    "storefront",
    process.execPath,
    storefrontServerArgs(),
    localStorefrontEnv(storefrontPort, apiUrl, process.env),
    storefrontCwd,
  );
}
if (dev) {
  run("backoffice", "npx", ["react-router", "dev", "--port", backofficePort], {}, backofficeCwd);
} else {
  run(
    "backoffice",
    process.execPath,
    backofficeServerArgs(),
    localBackofficeEnv(backofficePort, process.env),
    backofficeCwd,
  );
}
console.log(
  `\n  Dukkan storefront: http://localhost:${storefrontPort}/en/\n  Back office:       http://localhost:${backofficePort}/en/\n  Dukkan API:        ${apiUrl}/occ/v2/dukkan  (docs: ${apiUrl}/docs)\n` +
    (paymentSandbox ? `  Payment sandbox:   ${paymentSandboxUrl}  (test cards: apps/payment-sandbox/README.md)\n` : ""),
);
