/**
 * The process under measurement: a bare Fastify JSON route (the baseline) and the real Dukkan API,
 * side by side in ONE process so both share the same runtime, CPU and event loop conditions.
 * Database: in-memory PGlite seeded with the demo shop, or PostgreSQL when BENCH_DATABASE_URL is set.
 * Prints one JSON line {baselineUrl, apiUrl} when ready. BENCH_PROCESSES=N runs the API as N processes.
 */
import { and, eq } from "drizzle-orm";
import cluster from "node:cluster";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/client.js";
import { migrateDatabase } from "../apps/api/src/db/migrate.js";
import { products } from "../apps/api/src/db/tables.js";
import { createOwner, CreateOwnerError } from "../apps/api/src/staff/create-owner.js";
import { TotpSecretBox } from "../apps/api/src/staff/second-factor/secret-box.js";
import { isSeeded, seedDemoShop } from "@dukkan/demo-shop";

const databaseUrl = process.env.BENCH_DATABASE_URL;
/**
 * BENCH_PROCESSES=N (PostgreSQL only): the API runs as N worker processes on one port, as WEB_CONCURRENCY runs
 * it in production (Node's cluster); this process then prepares the database, serves the baseline and forks them.
 */
const apiProcesses = Number(process.env.BENCH_PROCESSES ?? 1);
if (apiProcesses > 1 && !databaseUrl) throw new Error("BENCH_PROCESSES above 1 needs BENCH_DATABASE_URL");
// The staff account benchmarks act as (stock changes; checkout.mjs signs in with it). Kept from an earlier run.
// Its authenticator secret is fixed (checkout.mjs computes the code) and sealed with the API's TOKEN_SECRET below.
const TOKEN_SECRET = "bench-token-secret-0123456789abcdef0123";
// Production settings on the sandbox adapters (no e-mail or SMS is sent while benchmarking).
const config = loadConfig({
  ALLOW_SANDBOX: "1",
  ...process.env,
  LOG_LEVEL: "silent",
  NODE_ENV: "production",
  TOKEN_SECRET,
});
const connection = await openDatabase(
  databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", dataDir: process.env.BENCH_DATA_DIR ?? null },
);

/** Builds the API on this process's connection and listens on `port` (0: any free port). */
async function startApi(port: number): Promise<FastifyInstance> {
  const api = await buildApp({ db: connection.db, config });
  // BENCH_SERVER_TIMING: every answer of the API says how long the server took, from the request's arrival to its
  // answer's head (`Server-Timing: app;dur=…`), for benches that report server time without the client's share.
  // A route's own Server-Timing (search's) wins: Fastify passes it to writeHead, which overrides what is set here.
  if (process.env.BENCH_SERVER_TIMING) {
    api.server.prependListener("request", (_request, response) => {
      const arrived = performance.now();
      const writeHead = response.writeHead;
      response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
        this.setHeader("server-timing", `app;dur=${(performance.now() - arrived).toFixed(2)}`);
        return writeHead.apply(this, args);
      } as typeof writeHead;
    });
  }
  await api.listen({ port, host: "127.0.0.1" });
  return api;
}

if (cluster.isWorker) {
  const api = await startApi(0);
  process.on("SIGTERM", async () => {
    await api.close();
    await connection.close();
    process.exit(0);
  });
} else {
  await servePrimary();
}

async function servePrimary(): Promise<void> {
  await migrateDatabase(connection);
  if (!(await isSeeded(connection.db))) await seedDemoShop(connection.db);
  await createOwner(
    connection.db,
    { email: "bench-owner@dukkan.test", name: "Bench Owner", password: "Bench#Owner-2026" },
    "bench",
    { totpSecret: "BENCHOWNERTOTPSECRETAAAAAAAAAAAA", box: new TotpSecretBox(TOKEN_SECRET) },
  ).catch((error: unknown) => {
    if (!(error instanceof CreateOwnerError)) throw error;
  });
  const api = apiProcesses > 1 ? undefined : await startApi(0);
  const apiUrl = api ? address(api) : await forkApiProcesses(apiProcesses);

  // The baseline: the cheapest thing Fastify can do with a JSON body of similar size to a product.
  const baselinePayload = JSON.parse(process.env.BENCH_BASELINE_PAYLOAD ?? '{"ok":true}') as unknown;
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => baselinePayload);
  await bare.listen({ port: 0, host: "127.0.0.1" });

  // A typical product to measure: an enabled, sellable standard product of the demo shop.
  const [sample] = await connection.db
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.kind, "STANDARD"), eq(products.disabled, false)))
    .orderBy(products.code)
    .limit(1);
  if (!sample) throw new Error("the demo shop has no products");
  // bench/order-history: 100,000 orders in the shop, 1,000 of one customer (made here: PGlite lives in this process).
  const orderHistory = process.env.BENCH_ORDER_HISTORY
    ? await (await import("./order-history-fixture.js")).prepareOrderHistory(connection.db, config)
    : {};
  // bench/ticket-list: one customer with 500 tickets and 500 return requests.
  const ticketList = process.env.BENCH_TICKET_LIST
    ? await (await import("./ticket-list-fixture.js")).prepareTicketList(connection.db, config)
    : {};
  // bench/staff-lists: 100,000 orders and 50,000 products for the staff lists.
  const staffLists = process.env.BENCH_STAFF_LISTS
    ? await (await import("./staff-lists-fixture.js")).prepareStaffLists(connection.db)
    : {};
  console.log(
    JSON.stringify({
      baselineUrl: `${address(bare)}/bare`,
      apiUrl,
      sampleProductCode: sample.code,
      ...orderHistory,
      ...ticketList,
      ...staffLists,
    }),
  );

  process.on("SIGTERM", async () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    await Promise.all([api?.close(), bare.close()]);
    await connection.close();
    process.exit(0);
  });
}

function address(server: FastifyInstance): string {
  const info = server.server.address();
  if (!info || typeof info === "string") throw new Error("no address");
  return `http://127.0.0.1:${info.port}`;
}

/**
 * Forks `count` API processes on one port; answers their URL once every one listens. Workers that listen on port 0
 * in a cluster share the one port the primary picks for the first of them.
 */
async function forkApiProcesses(count: number): Promise<string> {
  const ports = await Promise.all(
    Array.from({ length: count }, () => {
      const worker = cluster.fork();
      return new Promise<number>((resolve, reject) => {
        worker.once("exit", (code) => reject(new Error(`an API process exited with ${code} before it listened`)));
        worker.once("listening", (address) => resolve(address.port));
      });
    }),
  );
  if (new Set(ports).size !== 1) throw new Error(`the API processes listen on different ports: ${ports.join(", ")}`);
  return `http://127.0.0.1:${ports[0]}`;
}
