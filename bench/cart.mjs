/**
 * bench/cart: add-to-cart against a bare Fastify JSON route in the same run. Each connection adds one unit
 * (`POST …/entries`) and sets the line back to 1 (`PATCH …/entries/0`) on a guest cart, so stock never runs
 * out; every request is a locked write transaction with the totals recomputed. Also measures reading a cart.
 * Usage: `node bench/cart.mjs` (BENCH_DATABASE_URL for PostgreSQL).
 */
import { compare, startServers } from "./harness.mjs";

const CARTS = 50;
const servers = await startServers();
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
} finally {
  servers.stop();
}
