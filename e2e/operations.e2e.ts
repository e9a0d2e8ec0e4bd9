/**
 * Running the shop as an operator does (issue 23), on the built apps:
 * - production mode refuses unsafe settings, each app naming the variables to set;
 * - restarts lose no request: the storefront and the API each run as two processes on one port
 *   (WEB_CONCURRENCY=2) while callers keep asking; SIGHUP restarts the processes one by one, and every answer is a
 *   success. Each caller opens a new connection per request, as a load balancer's pool does when a backend says
 *   `Connection: close`. Then SIGTERM stops the whole group cleanly (exit code 0).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { get } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, inject } from "vitest";
import { apiServerArgs, storefrontCwd, storefrontServerArgs, root } from "../scripts/processes.mjs";
import { freePort } from "./global-setup.js";

const api = inject("apiUrl");
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Starts a process group and collects what it prints. */
function start(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const printed = async (text: string) => {
    await expect.poll(() => output, { timeout: 60_000 }).toContain(text);
  };
  return { child, printed, output: () => output };
}

/** One GET on a new connection: its status, or the network error's code. */
function getOnce(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    }).once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Callers asking for `urls` in turn, four at a time, until `until` settles; answers every outcome. */
async function keepAsking(urls: string[], until: Promise<unknown>): Promise<(number | string)[]> {
  const outcomes: (number | string)[] = [];
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    [0, 1, 2, 3].map(async (caller) => {
      for (let index = caller; !done; index += 1) outcomes.push(await getOnce(urls[index % urls.length]!));
    }),
  );
  return outcomes;
}

/** Process ids the group's processes printed when they started listening. */
const listeningProcesses = (output: string) => new Set([...output.matchAll(/\(process (\d+)\)/g)].map((m) => m[1]));

describe("production mode", () => {
  it("npm run start:prod without settings stops, the API naming each variable to set", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "dukkan-prod-"));
    try {
      const shop = start([resolve(root, "scripts/start.mjs"), "--production"], root, {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
      });
      const [code] = await once(shop.child, "exit");
      expect(code).not.toBe(0);
      for (const line of [
        "TOKEN_SECRET is required when NODE_ENV=production",
        "OAUTH_CLIENT_SECRET is the public development default 'secret'",
        "STOREFRONT_URL must be the shop's public https:// address",
        "BACKOFFICE_URL must be the back office's public https:// address",
        "EMAIL_ADAPTER=sandbox is refused when NODE_ENV=production",
        "PAYMENT_API_PASSWORD is the payment sandbox's password",
      ]) {
        expect(shop.output()).toContain(line);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("the storefront refuses to start on defaults, naming each variable to set", async () => {
    const storefront = start(storefrontServerArgs(), storefrontCwd, {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(await freePort()),
    });
    const [code] = await once(storefront.child, "exit");
    expect(code).toBe(1);
    expect(storefront.output()).toContain("[storefront] refusing to start:");
    for (const variable of ["SESSION_SECRET", "API_URL", "PUBLIC_ORIGIN", "OAUTH_CLIENT_SECRET"]) {
      expect(storefront.output()).toContain(`  - ${variable} `);
    }
  });
});

describe("restarting a shop that runs several processes", () => {
  it("the storefront: SIGHUP replaces both processes while shoppers' requests all succeed", async () => {
    const port = await freePort();
    const shop = `http://127.0.0.1:${port}`;
    const storefront = start(storefrontServerArgs(), storefrontCwd, {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_SANDBOX: "1",
      SESSION_SECRET: "restart-test-session-secret-0123456789abcdef",
      API_URL: api,
      PORT: String(port),
      WEB_CONCURRENCY: "2",
    });
    await storefront.printed("2 processes (primary");

    // Metrics of both processes in one scrape: six requests, counted once each whichever process answered.
    for (let index = 0; index < 6; index += 1) expect(await getOnce(`${shop}/robots.txt`)).toBe(200);
    const metrics = await (await fetch(`${shop}/metrics`)).text();
    expect(metrics).toContain(
      'http_request_duration_seconds_count{app="storefront",method="GET",route="/robots.txt",status_code="200"} 6',
    );

    const restarted = storefront.printed("restarted all 2 processes");
    const asking = keepAsking(
      [`${shop}/robots.txt`, `${shop}/en/`],
      restarted.then(() => delay(500)),
    );
    await delay(300);
    storefront.child.kill("SIGHUP");
    const outcomes = await asking;
    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(10);
    expect(listeningProcesses(storefront.output()).size).toBe(4);

    storefront.child.kill("SIGTERM");
    const [code] = await once(storefront.child, "exit");
    expect(code).toBe(0);
  });

  it("the API on PostgreSQL: SIGHUP replaces both processes while callers' requests all succeed", async () => {
    const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const database = `dukkan_restart_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${database}`);
    await client.query(`create database ${database}`);
    try {
      const port = await freePort();
      const url = new URL(admin);
      url.pathname = `/${database}`;
      const apiProcesses = start(apiServerArgs(), root, {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        DATABASE_URL: url.toString(),
        API_PORT: String(port),
        WEB_CONCURRENCY: "2",
        LOG_LEVEL: "warn",
        TOKEN_SECRET: "restart-test-token-secret-0123456789abcdef0123",
      });
      await apiProcesses.printed("2 processes (primary");
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(() => getOnce(`${base}/health/ready`), { timeout: 60_000 }).toBe(200);

      const restarted = apiProcesses.printed("restarted all 2 processes");
      const asking = keepAsking(
        [`${base}/occ/v2/dukkan/products/search?query=cup&pageSize=1`, `${base}/health`],
        restarted.then(() => delay(500)),
      );
      await delay(300);
      apiProcesses.child.kill("SIGHUP");
      const outcomes = await asking;
      expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(10);

      apiProcesses.child.kill("SIGTERM");
      const [code] = await once(apiProcesses.child, "exit");
      expect(code).toBe(0);
    } finally {
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    }
  });
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
