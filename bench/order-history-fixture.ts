/**
 * bench/order-history's data, made inside the measured process (PGlite in memory is only reachable from here):
 * 100 customers and 100,000 orders in the shop, 1,000 of them (every 100th) the measured customer's, each with
 * three entries and one consignment, bulk-inserted with generate_series. The measured customer gets a password, so
 * the bench can sign in through the storefront's login form as a shopper does. Answers the customer's access token
 * (for the API's route), e-mail and password (for the storefront page) and the EXPLAIN of the history page's
 * queries as the API runs them.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../apps/api/src/config.js";
import type { Database } from "../apps/api/src/db/client.js";
import { hashPassword } from "../apps/api/src/account/passwords.js";
import { TokenService } from "../apps/api/src/auth/token-service.js";
import { placedOrderTotalOf } from "../apps/api/src/orders/order-history.js";

const ORDERS = Number(process.env.BENCH_SHOP_ORDERS ?? 100_000);
const CUSTOMERS = 100;
const CUSTOMER = "bench-history-0@bench.test";
/** The measured customer's password (it meets the shop's password rule, as a registered customer's would). */
const CUSTOMER_PASSWORD = "Bench#History-2026";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function prepareOrderHistory(db: Database, config: Config) {
  await db.execute(sql`
    insert into customers (uid, customer_id, email, first_name, last_name, active)
    select 'bench-history-' || n || '@bench.test', 'bench-history-' || n, 'bench-history-' || n || '@bench.test',
           'Bench', 'Customer ' || n, true
    from generate_series(0, ${CUSTOMERS - 1}) n
    on conflict do nothing`);
  // Set on every run (a kept BENCH_DATA_DIR already holds the customers).
  await db.execute(
    sql`update customers set password_hash = ${await hashPassword(CUSTOMER_PASSWORD)} where uid = ${CUSTOMER}`,
  );
  const products = rowsOf(
    await db.execute(
      sql`select code, name from products where kind = 'STANDARD' and not disabled order by code limit 3`,
    ),
  );
  const address = {
    firstName: "Bench",
    lastName: "Customer",
    line1: "Marina Walk",
    town: "Dubai",
    countryIsocode: "AE",
    regionIsocode: "AE-DU",
    areaIsocode: "AE-DU-MARINA",
  };
  const started = Date.now();
  await db.execute(sql`
    insert into orders (guid, customer_uid, cart_id, cart_guid, status, language, delivery_mode_code, delivery_address,
      payment_mode_code, sub_total_fils, product_discounts_fils, order_discounts_fils, total_discounts_fils,
      delivery_cost_fils, total_price_fils, total_tax_fils, promotions, placed_at, created_at)
    select gen_random_uuid(), 'bench-history-' || (g % ${CUSTOMERS}) || '@bench.test', 50000000 + g, gen_random_uuid(),
      (array['CREATED','PROCESSING','SHIPPED','COMPLETED'])[1 + g % 4], 'en', 'home-delivery',
      ${JSON.stringify(address)}::jsonb, 'pay-on-delivery', 10500 + g % 1000, 0, 0, 0, 1500, 12000 + g % 1000, 571,
      '{"product":[],"order":[],"voucherCodes":[],"freeShipping":false}'::jsonb,
      now() - make_interval(mins => ${ORDERS} - g), now() - make_interval(mins => ${ORDERS} - g)
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into order_entries (order_id, entry_number, product_code, name, quantity, base_price_fils, total_price_fils)
    select o.id, p.n - 1, p.code, p.name, 1 + o.id % 3, 3500, 3500 * (1 + o.id % 3)
    from orders o
    cross join (select code, name, row_number() over (order by code) n from products
                where code in (${sql.join(
                  products.map((product) => sql`${product.code}`),
                  sql`, `,
                )})) p
    where o.cart_id > 50000000`);
  await db.execute(sql`
    insert into consignments (order_id, code, status, warehouse_code)
    select id, 'a' || lpad(id::text, 8, '0'),
      case status when 'CREATED' then 'READY' when 'PROCESSING' then 'PICKPACK' when 'SHIPPED' then 'SHIPPED'
        else 'DELIVERY_COMPLETED' end, 'dukkan-al-quoz'
    from orders where cart_id > 50000000`);
  await db.execute(sql`analyze`);
  const seededSeconds = (Date.now() - started) / 1000;

  const tokens = new TokenService(db, config.oauth);
  const token = await tokens.issueForUser(config.oauth.clients[0]!, "basic openid", CUSTOMER);
  return {
    historyToken: token.access_token,
    historyCustomer: { email: CUSTOMER, password: CUSTOMER_PASSWORD },
    seeded: { orders: ORDERS, customerOrders: ORDERS / CUSTOMERS, seconds: seededSeconds },
    plans: await historyPlans(db),
  };
}

/** The EXPLAIN ANALYZE of the history page's queries (as order-history.ts builds them) for the measured customer. */
async function historyPlans(db: Database) {
  const placed = sql`o.customer_uid = ${CUSTOMER} and (o.placed_at is not null or (o.status = 'PAYMENT_PENDING'
    and exists (select 1 from order_payments p join payment_attempts a on a.gateway_order_id = p.gateway_order_id
                where p.order_id = o.id and a.status = 'PAYING')))`;
  const queries = {
    "page 1 byDate": sql`select * from orders o where ${placed}
      order by coalesce(o.placed_at, o.created_at) desc, o.id desc limit 5 offset 0`,
    "page 100 byOrderNumber": sql`select * from orders o where ${placed} order by o.id desc limit 5 offset 495`,
    // The total as the API reads it (decision 0049): the counter row and the customer's unplaced orders.
    total: sql`select ${placedOrderTotalOf(db, CUSTOMER)} as n`,
    "first entries of the page": sql`select * from (select order_id, entry_number, row_number() over
      (partition by order_id order by entry_number) rank, sum(quantity - cancelled_quantity) over
      (partition by order_id) units from order_entries where order_id in (select id from orders o where ${placed}
      order by coalesce(o.placed_at, o.created_at) desc, o.id desc limit 5)) ranked where rank <= 4`,
  };
  const plans: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries)) {
    const rows = rowsOf(await db.execute(sql`explain (analyze, costs off, timing on) ${query}`));
    plans[name] = rows.map((row) => String(Object.values(row)[0])).join("\n");
  }
  return plans;
}
