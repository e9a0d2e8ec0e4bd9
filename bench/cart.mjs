/**
 * bench/cart: add-to-cart against a bare Fastify JSON route in the same run. Each connection adds one unit
 * (`POST …/entries`) and sets the line back to 1 (`PATCH …/entries/0`) on a guest cart, so stock never runs
 * out; every request is a locked write transaction with the totals recomputed. Also measures reading a cart, and
 * (issue 24, target 4):
 * - a new guest cart and its first entry (`POST carts` then `POST …/entries`) at 8 connections: the target is 400
 *   pairs a second on PostgreSQL, half the requests a second the table shows;
 * - the server time (`Server-Timing: app;dur=`, BENCH_SERVER_TIMING) of adding to a cart that holds the product,
 *   one request at a time (median and p95 of SAMPLES; the target is a median of 3 ms or less), and of reading it.
 * Timings are printed, never asserted.
 * Usage: `node bench/cart.mjs` (BENCH_DATABASE_URL for PostgreSQL; BENCH_CART_SAMPLES to change 300).
 */
import { compare, startServers } from "./harness.mjs";

const CARTS = 50;
const SAMPLES = Number(process.env.BENCH_CART_SAMPLES ?? 300);
const servers = await startServers({ BENCH_SERVER_TIMING: "1" });
try {
  const occ = `${servers.apiUrl}/occ/v2/dukkan`;
  const json = async (response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  // A product that stays addable however the requests interleave: plenty of stock and no order limit.
  const page = await json(
    await fetch(
      `${occ}/products/search?pageSize=100&fields=products(code,stock(DEFAULT),maxOrderQuantity,purchasable)`,
    ),
  );
  const product = page.products.find(
    (candidate) => candidate.purchasable !== false && candidate.stock?.stockLevel >= 40 && !candidate.maxOrderQuantity,
  );
  if (!product) throw new Error("the demo shop has no product with 40 or more in stock");

  const guids = [];
  for (let index = 0; index < CARTS; index++) {
    const cart = await json(await fetch(`${occ}/users/anonymous/carts`, { method: "POST" }));
    await json(
      await fetch(`${occ}/users/anonymous/carts/${cart.guid}/entries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ product: { code: product.code }, quantity: 1 }),
      }),
    );
    guids.push(cart.guid);
  }

  let next = 0;
  const headers = { "content-type": "application/json" };
  const base = "/occ/v2/dukkan/users/anonymous/carts";
  const area = "area=AE-DU-MARINA";
  await compare({
    title: `cart: add ${product.code} to a guest cart`,
    baselineUrl: servers.baselineUrl,
    targets: [
      {
        name: "POST entries (+1) then PATCH entries/0 (=1), per request",
        // Warm-up requests go to `url` (a cart read); the measured ones follow `requests`.
        url: `${servers.apiUrl}${base}/${guids[0]}?${area}`,
        requests: [
          {
            method: "POST",
            headers,
            body: JSON.stringify({ product: { code: product.code }, quantity: 1 }),
            setupRequest: (request, context) => {
              context.guid = guids[next++ % guids.length];
              return { ...request, path: `${base}/${context.guid}/entries?${area}` };
            },
          },
          {
            method: "PATCH",
            headers,
            body: JSON.stringify({ quantity: 1 }),
            setupRequest: (request, context) => ({ ...request, path: `${base}/${context.guid}/entries/0?${area}` }),
          },
        ],
      },
      {
        name: "GET carts/{guid} (one entry, totals with delivery)",
        url: `${servers.apiUrl}${base}/${guids[0]}?${area}`,
      },
    ],
  });

  const body = JSON.stringify({ product: { code: product.code }, quantity: 1 });
  await compare({
    title: "cart: a new guest cart and its first entry",
    baselineUrl: servers.baselineUrl,
    connections: 8,
    targets: [
      {
        name: "POST carts then POST entries (pairs/s = req/s ÷ 2)",
        // Warm-up requests go to `url` (a cart read); the measured ones follow `requests`.
        url: `${servers.apiUrl}${base}/${guids[0]}?${area}`,
        requests: [
          {
            method: "POST",
            path: `${base}?${area}`,
            onResponse: (status, answer, context) => {
              context.guid = JSON.parse(answer).guid;
            },
          },
          {
            method: "POST",
            headers,
            body,
            setupRequest: (request, context) => ({ ...request, path: `${base}/${context.guid}/entries?${area}` }),
          },
        ],
      },
    ],
  });

  const add = serverTime(`${servers.apiUrl}${base}/${guids[0]}/entries?${area}`, { method: "POST", headers, body });
  const setBack = serverTime(`${servers.apiUrl}${base}/${guids[0]}/entries/0?${area}`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ quantity: 1 }),
  });
  const read = serverTime(`${servers.apiUrl}${base}/${guids[0]}?${area}`, {});
  const adds = [];
  const reads = [];
  for (let index = 0; index < SAMPLES + 20; index++) {
    const added = await add();
    await setBack();
    const readTime = await read();
    if (index < 20) continue;
    adds.push(added);
    reads.push(readTime);
  }
  console.log(`
cart: server time (Server-Timing), one request at a time; target: an add's median ≤ 3 ms`);
  console.table([
    { route: "POST entries (+1 on a line the cart holds)", ...spread(adds) },
    { route: "GET carts/{guid} (one entry, totals with delivery)", ...spread(reads) },
  ]);
} finally {
  servers.stop();
}

/** A call that answers the server's time for it (fails unless 200). */
function serverTime(url, init) {
  return async () => {
    const answer = await fetch(url, init);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
    const time = Number(/app;dur=([\d.]+)/.exec(answer.headers.get("server-timing") ?? "")?.[1]);
    if (!Number.isFinite(time)) throw new Error(`${url}: no Server-Timing header`);
    return time;
  };
}

function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return { requests: sorted.length, "median ms": at(0.5).toFixed(2), "p95 ms": at(0.95).toFixed(2) };
}
