/**
 * bench/staff-lists: the back office's order and product lists with 100,000 orders and 50,000 products in the shop
 * (bench/staff-lists-fixture.ts bulk-inserts them), as the bench owner reads them:
 * - server time (the `Server-Timing: app;dur=` the bench API adds with BENCH_SERVER_TIMING, from the request's
 *   arrival to its answer's head), median and p95 over SAMPLES requests one at a time; issue 19's target is a
 *   median of 50 ms or less;
 * - requests/s against the bare Fastify JSON route in the API's process (10 connections), as the other benches.
 * GET /admin/v1/orders (first page; a page of one status) and GET /admin/v1/products (first page; a search). Each
 * list answers 200 with a full page before it is measured; the order list's query plans are printed first. Timings are printed, never asserted.
 * Usage: `node bench/staff-lists.mjs` (BENCH_DATABASE_URL for PostgreSQL; BENCH_STAFF_ORDERS, BENCH_STAFF_PRODUCTS
 * to change 100,000 and 50,000; BENCH_STAFF_SAMPLES to change 200).
 */
import { Secret, TOTP } from "otpauth";
import { compare, startServers } from "./harness.mjs";

const SAMPLES = Number(process.env.BENCH_STAFF_SAMPLES ?? 200);

const servers = await startServers({ BENCH_STAFF_LISTS: "1", BENCH_SERVER_TIMING: "1" });
try {
  const { orders, products, seconds } = servers.staffListsSeeded;
  console.log(`\nstaff lists: ${orders} orders and ${products} products (seeded in ${seconds.toFixed(1)} s)`);
  for (const [name, plan] of Object.entries(servers.staffListPlans)) {
    console.log(`\nEXPLAIN ANALYZE — orders, ${name}\n${plan}`);
  }
  const headers = { authorization: `Bearer ${await signInBenchOwner(servers.apiUrl)}` };
  const admin = `${servers.apiUrl}/admin/v1`;
  const targets = [
    { name: "GET orders (first page, newest first, 20)", url: `${admin}/orders`, rows: "orders" },
    {
      name: "GET orders (status PROCESSING, page 3)",
      url: `${admin}/orders?status=PROCESSING&currentPage=2`,
      rows: "orders",
    },
    { name: "GET products (first page, by code, 25)", url: `${admin}/products`, rows: "products" },
    {
      name: "GET products (search 'food box 12', name-asc)",
      url: `${admin}/products?q=food%20box%2012&sort=name-asc`,
      rows: "products",
    },
  ];
  for (const target of targets) await expectFullPage(target, headers);

  const rows = [];
  for (const target of targets) {
    const times = await serverTimes(target.url, headers);
    rows.push({
      route: target.name,
      requests: times.length,
      "median ms": percentile(times, 0.5).toFixed(2),
      "p95 ms": percentile(times, 0.95).toFixed(2),
      "max ms": Math.max(...times).toFixed(2),
    });
  }
  console.log(`\nserver time of a staff list page (Server-Timing), one request at a time; target median ≤ 50 ms`);
  console.table(rows);

  await compare({
    title: `API: staff order and product lists (${orders} orders, ${products} products)`,
    baselineUrl: servers.baselineUrl,
    targets: targets.map(({ name, url }) => ({ name, url, headers })),
  });
} finally {
  servers.stop();
}

/** The bench owner's access token: its password, then its authenticator's code (servers.ts enrols the secret). */
async function signInBenchOwner(apiUrl) {
  const post = async (path, body) => {
    const answer = await fetch(`${apiUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const { challenge } = await post("/admin/v1/auth/token", {
    email: "bench-owner@dukkan.test",
    password: "Bench#Owner-2026",
  });
  const code = TOTP.generate({ secret: Secret.fromBase32("BENCHOWNERTOTPSECRETAAAAAAAAAAAA") });
  return (await post("/admin/v1/auth/second-factor", { challenge, code })).access_token;
}

/** Fails unless the list answers 200 with a full page of rows (20) and more pages after it. */
async function expectFullPage(target, headers) {
  const answer = await fetch(target.url, { headers });
  const body = await answer.json();
  const listed = body[target.rows];
  if (answer.status !== 200 || !Array.isArray(listed) || listed.length === 0 || body.pagination.totalPages < 2) {
    throw new Error(`${target.url}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  console.log(`${target.name}: ${listed.length} rows of ${body.pagination.totalResults}`);
}

/** The server times of SAMPLES requests, one after another (after 20 to warm up). */
async function serverTimes(url, headers) {
  const times = [];
  for (let index = 0; index < SAMPLES + 20; index++) {
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
    const time = Number(/app;dur=([\d.]+)/.exec(answer.headers.get("server-timing") ?? "")?.[1]);
    if (!Number.isFinite(time)) throw new Error(`${url}: no Server-Timing header`);
    if (index >= 20) times.push(time);
  }
  return times;
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}
