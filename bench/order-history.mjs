/**
 * bench/order-history: the customer's order history per second with 100,000 orders in the shop and 1,000 of them
 * the measured customer's (bench/order-history-fixture.ts bulk-inserts them with generate_series), twice:
 * - the API: GET users/current/orders against the bare Fastify JSON route in the API's process;
 * - the storefront page: the production build (`npm run build`) in front of that API, the customer signed in
 *   through its login form, GET /en/my-account/orders (page 1, and page 100 as the page's own links ask for it)
 *   against the storefront's /robots.txt, its cheapest route (it has no health route): the same Express server,
 *   compression and React Router request handler, but no session, no API call and no React render, so the ratio
 *   is what the page itself costs.
 * Prints the EXPLAIN ANALYZE of the page's queries first: they must walk the (customer_uid, …) indexes and stop
 * after the page, never scan the shop. Before measuring a page it checks that the page shows the customer's orders
 * (the order the API lists first on that page links to its details).
 * Usage: `npm run build`, then `node bench/order-history.mjs` (BENCH_DATABASE_URL for PostgreSQL;
 * BENCH_SHOP_ORDERS to change 100,000).
 */
import { compare, signInThroughStorefront, startServers, startStorefront, storefrontBuilt } from "./harness.mjs";

if (!storefrontBuilt()) {
  console.error(
    "No storefront build: run `npm run build` first (bench/order-history also measures the storefront page).",
  );
  process.exit(1);
}

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
    title: "API: order history of a customer with 1,000 orders (100,000 in the shop)",
    baselineUrl: servers.baselineUrl,
    targets: [
      { name: "GET orders (page 1 of 200, byDate, 5 rows)", url: `${history}?lang=en`, headers },
      { name: "GET orders (page 100, byOrderNumber)", url: `${history}?sort=byOrderNumber&currentPage=99`, headers },
      { name: "GET orders (pageSize 100, byDate)", url: `${history}?pageSize=100`, headers },
    ],
  });
  await measureStorefrontPage(servers, history, headers);
} finally {
  servers.stop();
}

/** The order history page of the storefront, signed in as the measured customer. */
async function measureStorefrontPage(servers, history, apiHeaders) {
  const storefront = await startStorefront({ apiUrl: servers.apiUrl });
  try {
    const cookie = await signInThroughStorefront(storefront.url, servers.historyCustomer);
    const headers = { cookie };
    // The page's own links (historyHref in apps/storefront/app/orders/order-display.ts): ?page=N (from 1)&sort=.
    const pages = [
      { name: "page 1, byDate", path: "/en/my-account/orders", apiQuery: "currentPage=0" },
      {
        name: "page 100, byOrderNumber",
        path: "/en/my-account/orders?page=100&sort=byOrderNumber",
        apiQuery: "currentPage=99&sort=byOrderNumber",
      },
    ];
    for (const page of pages)
      await expectOrdersOnPage(storefront.url, page, cookie, `${history}?${page.apiQuery}`, apiHeaders);
    await compare({
      title: "storefront: order history page of a customer with 1,000 orders (100,000 in the shop)",
      baselineUrl: `${storefront.url}/robots.txt`,
      baselineName: "storefront GET /robots.txt (baseline)",
      targets: pages.map((page) => ({
        name: `GET ${page.path} (${page.name})`,
        url: `${storefront.url}${page.path}`,
        headers,
      })),
    });
  } finally {
    await storefront.stop();
  }
}

/** Fails unless the page answers 200 with a link to the first order the API lists for the same page and sort. */
async function expectOrdersOnPage(storefrontUrl, page, cookie, apiPageUrl, apiHeaders) {
  const listed = await (await fetch(apiPageUrl, { headers: apiHeaders })).json();
  const code = listed.orders?.[0]?.code;
  if (!code) throw new Error(`the API lists no orders for ${apiPageUrl}`);
  const answer = await fetch(`${storefrontUrl}${page.path}`, { headers: { cookie }, redirect: "manual" });
  const html = await answer.text();
  const detailsLink = `href="/en/my-account/order/${encodeURIComponent(code)}"`;
  if (answer.status !== 200 || !html.includes(detailsLink)) {
    throw new Error(`${page.path} answered ${answer.status} without ${detailsLink} (order ${code} of the API's page)`);
  }
  console.log(
    `\n${page.path}: 200, ${Math.round(html.length / 1024)} KB of HTML, links order ${code} (the API's first)`,
  );
}
