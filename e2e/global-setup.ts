/**
 * Starts the built shop for the browser tests: the API on a fresh PGlite data folder (migrated and
 * seeded with the demo shop first, as on a first `npm start`) and the storefront in front of it, both on
 * free ports. `npm test` builds first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Secret, TOTP } from "otpauth";
import type { TestProject } from "vitest/node";
import {
  apiServerArgs,
  paymentGatewayEnv,
  paymentSandboxServerArgs,
  sandboxSocialEnv,
  seedDemoShopArgs,
  storefrontCwd,
  storefrontServerArgs,
  backofficeCwd,
  backofficeServerArgs,
} from "../scripts/processes.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    storefrontUrl: string;
    backofficeUrl: string;
    apiUrl: string;
    /**
     * The staff owner's access token (signed in once by this setup with the password and the authenticator code),
     * for tests acting as staff through the API (stock changes, shipping). One sign-in per run: the API takes each
     * authenticator code once, so files signing one member in side by side would refuse each other's codes.
     */
    staffToken: string;
    /**
     * A staff member for each back-office test that signs in through the pages, each used by one test only (so
     * its first code is never a replay), made with the command a real shop uses for its first owner.
     */
    backofficeStaff: Record<BackofficeSignIn, StaffMember>;
    /** The payment sandbox (the card gateway's stand-in; test cards in apps/payment-sandbox/README.md). */
    paymentGatewayUrl: string;
  }
}

const root = resolve(import.meta.dirname, "..");
/** A back-office member; an owner unless `role` says otherwise. */
type StaffMember = { email: string; password: string; totpSecret: string; role?: "merchandiser" };
export type BackofficeSignIn =
  | "figures-en"
  | "figures-ar"
  | "ship-en"
  | "ship-ar"
  | "no-script"
  | "customers-en"
  | "customers-ar"
  | "tickets-en"
  | "returns-en"
  | "returns-ar"
  | "promotions-en"
  | "promotions-ar"
  | "prices-en"
  | "prices-ar"
  | "loyalty-en"
  | "loyalty-ar"
  | "ticket-files-en"
  | "ticket-files-ar"
  | "chat-en"
  | "assisted-en"
  | "assisted-ar"
  | "assisted-link"
  | "assisted-guest"
  | "not-found"
  | "content-en"
  | "content-ar"
  | "delivery-en"
  | "delivery-ar"
  | "layout-en"
  | "layout-ar";

/** The owner the tests act as through the staff API, made with `staff:create-owner` and a known authenticator secret. */
const STAFF_OWNER: StaffMember = {
  email: "e2e-owner@dukkan.test",
  password: "E2e#Owner-2026",
  totpSecret: "EEEEOWNERTOTPSECRETFORBROWSERTST",
};
/** One owner per back-office test that signs in through the pages, each with its own authenticator secret. */
const BACKOFFICE_STAFF: Record<BackofficeSignIn, StaffMember> = {
  "figures-en": backofficeOwner("figures-en", "EEEEFIGURESENGLISHTOTPSECRETAAAA"),
  "figures-ar": backofficeOwner("figures-ar", "EEEEFIGURESARABICTOTPSECRETAAAAA"),
  "ship-en": backofficeOwner("ship-en", "EEEESHIPENGLISHTOTPSECRETAAAAAAA"),
  "ship-ar": backofficeOwner("ship-ar", "EEEESHIPARABICTOTPSECRETAAAAAAAA"),
  "no-script": backofficeOwner("no-script", "EEEENOSCRIPTTOTPSECRETAAAAAAAAAA"),
  "customers-en": backofficeOwner("customers-en", "EEEECUSTOMERSENGLISHTOTPSECRETAA"),
  "customers-ar": backofficeOwner("customers-ar", "EEEECUSTOMERSARABICTOTPSECRETAAA"),
  "tickets-en": backofficeOwner("tickets-en", "EEEETICKETSENGLISHTOTPSECRETAAAA"),
  "returns-en": backofficeOwner("returns-en", "EEEERETURNSENGLISHTOTPSECRETAAAA"),
  "returns-ar": backofficeOwner("returns-ar", "EEEERETURNSARABICTOTPSECRETAAAAA"),
  "promotions-en": backofficeOwner("promotions-en", "EEEEPROMOTIONSENGLISHTOTPSECRETA"),
  "promotions-ar": backofficeOwner("promotions-ar", "EEEEPROMOTIONSARABICTOTPSECRETAA"),
  "prices-en": backofficeOwner("prices-en", "EEEEPRICESENGLISHTOTPSECRETAAAAA"),
  "prices-ar": backofficeOwner("prices-ar", "EEEEPRICESARABICTOTPSECRETAAAAAA"),
  "loyalty-en": backofficeOwner("loyalty-en", "EEEELOYALTYENGLISHTOTPSECRETAAAA"),
  "loyalty-ar": backofficeOwner("loyalty-ar", "EEEELOYALTYARABICTOTPSECRETAAAAA"),
  "ticket-files-en": backofficeOwner("ticket-files-en", "EEEETICKETFILESENGLISHTOTPSECRET"),
  "ticket-files-ar": backofficeOwner("ticket-files-ar", "EEEETICKETFILESARABICTOTPSECRETA"),
  "chat-en": backofficeOwner("chat-en", "EEEECHATENGLISHTOTPSECRETAAAAAAA"),
  "assisted-en": backofficeOwner("assisted-en", "EEEEASSISTEDENGLISHTOTPSECRETAAA"),
  "assisted-ar": backofficeOwner("assisted-ar", "EEEEASSISTEDARABICTOTPSECRETAAAA"),
  "assisted-link": backofficeOwner("assisted-link", "EEEEASSISTEDLINKTOTPSECRETAAAAAA"),
  "assisted-guest": backofficeOwner("assisted-guest", "EEEEASSISTEDGUESTTOTPSECRETAAAAA"),
  "not-found": backofficeOwner("not-found", "EEEENOTFOUNDTOTPSECRETAAAAAAAAAA"),
  "content-en": backofficeOwner("content-en", "EEEECONTENTENGLISHTOTPSECRETAAAA"),
  "content-ar": backofficeOwner("content-ar", "EEEECONTENTARABICTOTPSECRETAAAAA"),
  "delivery-en": backofficeOwner("delivery-en", "EEEEDELIVERYENGLISHTOTPSECRETAAA"),
  "delivery-ar": backofficeOwner("delivery-ar", "EEEEDELIVERYARABICTOTPSECRETAAAA"),
  // The layout screen is a merchandiser's (and the owner's): its test signs in as one.
  "layout-en": { ...backofficeOwner("layout-en", "EEEELAYOUTENGLISHTOTPSECRETAAAAA"), role: "merchandiser" },
  "layout-ar": { ...backofficeOwner("layout-ar", "EEEELAYOUTARABICTOTPSECRETAAAAAA"), role: "merchandiser" },
};
function backofficeOwner(test: BackofficeSignIn, totpSecret: string): StaffMember {
  return { email: `e2e-${test}@dukkan.test`, password: "E2e#Backoffice-2026", totpSecret };
}

/** Signs a member in to the staff API: the password, then the authenticator's code (computed as the phone would). */
async function staffSignIn(apiUrl: string, member: StaffMember): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${apiUrl}/admin/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const first = await post("/auth/token", { email: member.email, password: member.password });
  if (first.status !== 200) throw new Error(`staff sign-in: ${first.status} ${await first.text()}`);
  const { challenge } = (await first.json()) as { challenge: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(member.totpSecret) });
  const second = await post("/auth/second-factor", { challenge, code });
  if (second.status !== 200) throw new Error(`staff second factor: ${second.status} ${await second.text()}`);
  return ((await second.json()) as { access_token: string }).access_token;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

/** Runs a TypeScript command of this repository to its end, its stdin given; a non-zero exit is an error. */
async function runToExit(args: string[], env: NodeJS.ProcessEnv, stdin: string, what: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    env,
    stdio: ["pipe", "ignore", "inherit"],
  });
  child.stdin!.end(stdin);
  const exit = await new Promise<number | null>((done) => child.once("exit", done));
  if (exit !== 0) throw new Error(`${what} failed (exit ${exit})`);
}

type Shop = {
  storefrontUrl: string;
  backofficeUrl: string;
  apiUrl: string;
  paymentGatewayUrl: string;
  staffToken: string;
  stop: () => Promise<void>;
};

async function startShop(): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), "dukkan-e2e-"));
  const [apiPort, storefrontPort, paymentSandboxPort, backofficePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const paymentGatewayUrl = `http://127.0.0.1:${paymentSandboxPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const backofficeUrl = `http://127.0.0.1:${backofficePort}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    PORT: String(storefrontPort),
    // The back office (apps/backoffice) beside the storefront; the API's staff invitations link to it.
    BACKOFFICE_PORT: String(backofficePort),
    BACKOFFICE_URL: backofficeUrl,
    // Links the API makes to the storefront (e-mails, content preview links, the back office's assisted-service
    // hand-over) open this test shop's storefront.
    STOREFRONT_URL: storefrontUrl,
    LOG_LEVEL: "warn",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    // The storefront and back office run their production builds on this machine's sandboxes (the local shop's
    // setting; a real shop's production settings check would refuse the sandbox sign-in and gateway).
    ALLOW_SANDBOX: "1",
    TOKEN_SECRET: "e2e-token-secret-0123456789abcdef0123456789abcd",
    // Social sign-in against the API's sandbox OIDC provider (the storefront runs as production, so it is
    // configured as for a real provider; the API serves the sandbox because it runs as NODE_ENV=test).
    ...sandboxSocialEnv(apiUrl),
    // Card payments go to the payment sandbox started below (never to a gateway configured in the shell).
    ...paymentGatewayEnv(paymentGatewayUrl),
    PAYMENT_SANDBOX_PORT: String(paymentSandboxPort),
    // The storefront's app bridge harness (/{lang}/dev/app-bridge), which plays the shop app in the browser tests.
    DEV_APP_BRIDGE: "1",
  };
  // The storefront logs every request on stdout; keep only errors in the test output.
  const io = ["ignore", "ignore", "inherit"] as const;
  const children: ChildProcess[] = [];
  let keepStaffSessionAlive: NodeJS.Timeout | undefined;
  const stopAll = async () => {
    clearInterval(keepStaffSessionAlive);
    for (const child of children) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  let staffToken = "";
  try {
    // The payment sandbox starts while the demo shop is seeded into the fresh data folder (as `npm start` does);
    // the API opens the folder only after the seed has closed it (PGlite is one process's at a time).
    const seed = spawn(process.execPath, seedDemoShopArgs(), { cwd: root, env, stdio: [...io] });
    children.push(seed);
    const seeded = new Promise<number | null>((done) => seed.once("exit", done));
    const paymentSandbox = spawn(process.execPath, paymentSandboxServerArgs(), { cwd: root, env, stdio: [...io] });
    children.push(paymentSandbox);
    const seedExit = await seeded;
    if (seedExit !== 0) throw new Error(`seeding the demo shop failed (exit ${seedExit})`);
    // A production seed creates no demo staff: the first owner comes from the command a real shop uses; the
    // back-office tests' owners are made in one process by the same code (a command start per member took ~3.5 s).
    // Both run as the API below runs: NODE_ENV=test (the sandbox e-mail, SMS and card gateway it uses are refused
    // in production).
    const staffEnv = { ...env, NODE_ENV: "test", INIT_CWD: "" };
    await runToExit(
      [
        resolve(root, "apps/api/src/staff/create-owner-cli.ts"),
        ...["--email", STAFF_OWNER.email, "--name", "E2E Owner", "--totp-secret", STAFF_OWNER.totpSecret],
      ],
      staffEnv,
      `${STAFF_OWNER.password}\n`,
      `creating the staff owner ${STAFF_OWNER.email}`,
    );
    await runToExit(
      [resolve(root, "e2e/create-backoffice-owners.ts")],
      staffEnv,
      JSON.stringify(Object.values(BACKOFFICE_STAFF)),
      "creating the back-office tests' owners",
    );
    // The API runs as NODE_ENV=test so that its sandbox outbox (GET /dev/outbox, never served in
    // production) lets the tests read SMS codes and activation links; everything else is unchanged.
    const api = spawn(process.execPath, apiServerArgs(), {
      cwd: root,
      // TRUST_PROXY: believe the shopper address the storefront (on this machine) forwards.
      env: { ...env, NODE_ENV: "test", TRUST_PROXY: "loopback" },
      stdio: [...io],
    });
    children.push(api);
    const storefront = spawn(process.execPath, storefrontServerArgs(), { cwd: storefrontCwd, env, stdio: [...io] });
    children.push(storefront);
    const backoffice = spawn(process.execPath, backofficeServerArgs(), { cwd: backofficeCwd, env, stdio: [...io] });
    children.push(backoffice);
    // Ready means the search index is built too: the server warms it at start.
    await Promise.all([
      waitFor(`${paymentGatewayUrl}/health`, paymentSandbox, 60_000),
      waitFor(`${apiUrl}/health/ready`, api, 180_000),
    ]);
    // The storefront's first page is asked for once the API answers, so it renders from a ready API.
    await waitFor(`${storefrontUrl}/en/`, storefront, 60_000);
    await waitFor(`${backofficeUrl}/en/sign-in`, backoffice, 60_000);
    staffToken = await staffSignIn(apiUrl, STAFF_OWNER);
    // A staff session ends after 30 idle minutes (staff-sessions.ts); the run's browser phase is longer, and files
    // late in it act through this one session. It is used every few minutes, as by a member at work.
    keepStaffSessionAlive = setInterval(() => {
      fetch(`${apiUrl}/admin/v1/me`, { headers: { Authorization: `Bearer ${staffToken}` } }).catch(() => undefined);
    }, 5 * 60_000);
    keepStaffSessionAlive.unref();
  } catch (error) {
    await stopAll();
    throw error;
  }

  return { storefrontUrl, backofficeUrl, apiUrl, paymentGatewayUrl, staffToken, stop: stopAll };
}

/**
 * Both browser projects (`browser`, its files side by side, and `browser-serial`, after it) share one shop: vitest
 * runs every project's global setup in this one process, so the first starts it and the last teardown stops it.
 */
const shared = globalThis as { dukkanE2eShop?: Promise<Shop>; dukkanE2eShopUsers?: number };

export default async function setup(project: TestProject) {
  shared.dukkanE2eShop ??= startShop();
  shared.dukkanE2eShopUsers = (shared.dukkanE2eShopUsers ?? 0) + 1;
  const shop = await shared.dukkanE2eShop;
  project.provide("storefrontUrl", shop.storefrontUrl);
  project.provide("backofficeUrl", shop.backofficeUrl);
  project.provide("apiUrl", shop.apiUrl);
  project.provide("staffToken", shop.staffToken);
  project.provide("backofficeStaff", BACKOFFICE_STAFF);
  project.provide("paymentGatewayUrl", shop.paymentGatewayUrl);
  return async () => {
    shared.dukkanE2eShopUsers! -= 1;
    if (shared.dukkanE2eShopUsers === 0) {
      delete shared.dukkanE2eShop;
      await shop.stop();
    }
  };
}
