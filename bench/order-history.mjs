/**
 * bench/order-history: the customer's order history (GET users/current/orders) per second against a bare Fastify
 * JSON route in the same run, with 100,000 orders in the shop and 1,000 of them the measured customer's
 * (bench/order-history-fixture.ts bulk-inserts them with generate_series). Prints the EXPLAIN ANALYZE of the
 * page's queries first: they must walk the (customer_uid, …) indexes and stop after the page, never scan the shop.
 * Usage: `node bench/order-history.mjs` (BENCH_DATABASE_URL for PostgreSQL; BENCH_SHOP_ORDERS to change 100,000).
 */
import { compare, startServers } from "./harness.mjs";

const servers = await startServers({ BENCH_ORDER_HISTORY: "1" });
try {
  console.log(
    `\norder history: ${servers.seeded.orders} orders in the shop, ${servers.seeded.customerOrders} of the ` +
      `measured customer (seeded in ${servers.seeded.seconds.toFixed(1)} s)`,
  );
  for (const [name, plan] of Object.entries(servers.plans)) console.log(`\nEXPLAIN ANALYZE — ${name}\n${plan}`);
  const headers = { authorization: `Bearer ${servers.historyToken}` };
  const history = `${servers.apiUrl}/occ/v2/dukkan/users/current/orders`;
  await compare({
    title: "order history of a customer with 1,000 orders (100,000 in the shop)",
    baselineUrl: servers.baselineUrl,
    targets: [
      { name: "GET orders (page 1 of 200, byDate, 5 rows)", url: `${history}?lang=en`, headers },
      { name: "GET orders (page 100, byOrderNumber)", url: `${history}?sort=byOrderNumber&currentPage=99`, headers },
      { name: "GET orders (pageSize 100, byDate)", url: `${history}?pageSize=100`, headers },
    ],
  });
} finally {
  servers.stop();
}
