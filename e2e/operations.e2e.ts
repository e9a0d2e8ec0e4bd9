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
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
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
    await expect.poll(() => output, { timeout: 120_000 }).toContain(text);
  };
  return { child, printed, output: () => output };
}

/** One GET on a new connection: its status, or the network error's code. */
function getOnce(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: ANSWER_WITHIN_MS }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    // A request left unanswered is a failure the test names, not a test that hangs.
    request.once("timeout", () => {
      resolve("NO ANSWER");
      request.destroy();
    });
    request.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Long enough for a page on a CI machine running two browser test files beside these processes. */
const ANSWER_WITHIN_MS = 30_000;
/**
 * Starting two processes, then replacing them one by one, each new one booting while the machine also runs the
 * shop and two browsers: minutes, not the browser tests' 90 s.
 */
const RESTART_TEST_TIMEOUT_MS = 300_000;

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
  it(
    "the storefront: SIGHUP replaces both processes while shoppers' requests all succeed",
    { timeout: RESTART_TEST_TIMEOUT_MS },
    async () => {
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
    },
  );

  it(
    "the API on PostgreSQL: SIGHUP replaces both processes while callers' requests all succeed",
    { timeout: RESTART_TEST_TIMEOUT_MS },
    async () => {
      await withPostgresDatabase("restart", async (databaseUrl) => {
        const { processes: apiProcesses, base } = await startApi(databaseUrl, { WEB_CONCURRENCY: "2" });
        await apiProcesses.printed("2 processes (primary");
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
      });
    },
  );
});

describe("traces (OpenTelemetry, when an OTLP endpoint is set)", () => {
  it("follow a page view from the storefront through the API to PostgreSQL in one trace", async () => {
    const collector = await startCollector();
    try {
      await withPostgresDatabase("traces", async (databaseUrl) => {
        const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: "200" };
        const { base } = await startApi(databaseUrl, { ...tracing, WEB_CONCURRENCY: "1" });
        await expect.poll(() => getOnce(`${base}/health/ready`), { timeout: 60_000 }).toBe(200);
        const port = await freePort();
        const storefront = start(storefrontServerArgs(), storefrontCwd, {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          ALLOW_SANDBOX: "1",
          SESSION_SECRET: "trace-test-session-secret-0123456789abcdef",
          API_URL: base,
          PORT: String(port),
          ...tracing,
        });
        await storefront.printed("[storefront] http://");
        await getOnce(`http://127.0.0.1:${port}/en/search/cup`);

        // The storefront's span for the page, the API's span for its call, and a query, all in one trace.
        await expect
          .poll(() => {
            const page = collector.spans.find(
              (span) => span.service === "dukkan-storefront" && span.kind === SERVER && span.name.startsWith("GET"),
            );
            if (!page) return "no storefront span yet";
            const inTrace = collector.spans.filter((span) => span.traceId === page.traceId);
            return {
              api: inTrace.some((span) => span.service === "dukkan-api" && span.kind === SERVER),
              database: inTrace.some((span) => span.service === "dukkan-api" && span.database === "postgresql"),
            };
          })
          .toEqual({ api: true, database: true });
      });
    } finally {
      collector.close();
    }
  });
});

/** OTLP's span kind for a span that answers a request. */
const SERVER = 2;

type CollectedSpan = { service: string; traceId: string; name: string; kind: number; database?: string };

/** A stand-in OTLP/HTTP collector (JSON encoding, which the HTTP exporter sends) keeping every span it gets. */
async function startCollector() {
  const spans: CollectedSpan[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      type Attribute = { key: string; value: { stringValue?: string } };
      const value = (attributes: Attribute[] | undefined, key: string) =>
        attributes?.find((attribute) => attribute.key === key)?.value.stringValue;
      const payload = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: Attribute[] };
          scopeSpans: { spans: { traceId: string; name: string; kind: number; attributes?: Attribute[] }[] }[];
        }[];
      };
      for (const resourceSpans of payload.resourceSpans) {
        const service = value(resourceSpans.resource.attributes, "service.name") ?? "";
        for (const scope of resourceSpans.scopeSpans) {
          for (const span of scope.spans) {
            const database = value(span.attributes, "db.system") ?? value(span.attributes, "db.system.name");
            spans.push({ service, traceId: span.traceId, name: span.name, kind: span.kind, database });
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

/** Runs `use` with a new, empty PostgreSQL database, dropped afterwards. */
async function withPostgresDatabase(purpose: string, use: (databaseUrl: string) => Promise<void>) {
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const database = `dukkan_${purpose}_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${database}`);
  await client.query(`create database ${database}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${database}`;
    await use(url.toString());
  } finally {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  }
}

/** The built API on `databaseUrl` (it migrates the empty database itself). */
async function startApi(databaseUrl: string, extraEnv: NodeJS.ProcessEnv) {
  const port = await freePort();
  const processes = start(apiServerArgs(), root, {
    PATH: process.env.PATH,
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    LOG_LEVEL: "warn",
    TOKEN_SECRET: "operations-test-token-secret-0123456789abcdef",
    ...extraEnv,
  });
  return { processes, base: `http://127.0.0.1:${port}` };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
