/**
 * The order history stays an index walk as the shop and its card payments grow (issue 18): with 20,000 card
 * orders in the shop (each with its payment and attempt), the page and count queries read the customer's orders
 * through the history indexes, and the "payment being confirmed" test reads only the PAYING attempts through
 * their partial index (migration 0024), never scanning orders or the payment tables. The page's total reads the
 * customer's counter row and only their orders not placed yet (migration 0027), not their placed orders.
 */
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { ORDER_BY, placedOrdersOf, placedOrderTotalOf } from "./order-history.js";
import { orders } from "./orders.tables.js";

const SHOP_ORDERS = 20_000;
const CUSTOMER = "plan-0@plan.test";
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const { db } = t;
  await db.execute(sql`
    insert into customers (uid, customer_id, email, first_name, last_name, active)
    select 'plan-' || n || '@plan.test', 'plan-' || n, 'plan-' || n || '@plan.test', 'Plan', 'Customer', true
    from generate_series(0, 99) n`);
  // Every 100th order is the measured customer's; every 1,000th of those is still PAYMENT_PENDING (PAY sent).
  await db.execute(sql`
    insert into orders (guid, customer_uid, cart_id, cart_guid, status, language, delivery_mode_code, delivery_address,
      payment_mode_code, sub_total_fils, product_discounts_fils, order_discounts_fils, total_discounts_fils,
      delivery_cost_fils, total_price_fils, total_tax_fils, promotions, placed_at, created_at)
    select gen_random_uuid(), 'plan-' || (g % 100) || '@plan.test', 60000000 + g, gen_random_uuid(),
      case when g % 1000 = 0 then 'PAYMENT_PENDING' else 'CREATED' end, 'en', 'home-delivery',
      '{"firstName":"P","lastName":"C","line1":"x","town":"Dubai","countryIsocode":"AE","regionIsocode":"AE-DU"}'::jsonb,
      'card', 10500, 0, 0, 0, 1500, 12000, 571,
      '{"product":[],"order":[],"voucherCodes":[],"freeShipping":false}'::jsonb,
      case when g % 1000 = 0 then null else now() - make_interval(mins => ${SHOP_ORDERS} - g) end,
      now() - make_interval(mins => ${SHOP_ORDERS} - g)
    from generate_series(1, ${SHOP_ORDERS}) g`);
  await db.execute(sql`
    insert into payment_attempts (cart_id, cart_guid, customer_uid, attempt, gateway_order_id, session_id, status,
      amount_fils, order_code)
    select cart_id, cart_guid, customer_uid, 1, 'plan-' || id || '-1', 'session-' || id,
      case when status = 'PAYMENT_PENDING' then 'PAYING' else 'PAID' end, total_price_fils, lpad(id::text, 8, '0')
    from orders where cart_id > 60000000`);
  await db.execute(sql`
    insert into order_payments (order_id, gateway_order_id, amount_fils, authorized_fils, status)
    select id, 'plan-' || id || '-1', total_price_fils, total_price_fils,
      case when status = 'PAYMENT_PENDING' then 'PENDING' else 'AUTHORIZED' end
    from orders where cart_id > 60000000`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t?.close());

async function planOf(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => String(Object.values(row)[0])).join("\n");
}

/** The rows the plan's nodes on `orders` produced (EXPLAIN ANALYZE, JSON): actual rows × loops. */
function ordersRowsRead(plan: unknown): number {
  let rows = 0;
  const walk = (node: Record<string, unknown>) => {
    if (node["Relation Name"] === "orders") rows += Number(node["Actual Rows"]) * Number(node["Actual Loops"]);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const root = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[];
  walk(root[0]!.Plan);
  return rows;
}

describe("order history query plans", () => {
  it("finds the pending card order by index and pages placed orders through the history index", async () => {
    const placed = placedOrdersOf(t.db, CUSTOMER);
    const page = t.db
      .select()
      .from(orders)
      .where(placed)
      .orderBy(...ORDER_BY.byDate)
      .limit(5);
    const byNumber = t.db.select().from(orders).where(placed).orderBy(desc(orders.id)).limit(5).offset(100);
    const count = t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(placed);

    // The customer's 200 orders: 180 placed and 20 whose payment is being confirmed (their PAYING attempt).
    expect((await count)[0]!.n).toBe(SHOP_ORDERS / 100);
    const plans = { page: await planOf(page), byNumber: await planOf(byNumber), count: await planOf(count) };
    for (const plan of Object.values(plans)) {
      expect(plan).not.toMatch(/Seq Scan on (orders|order_payments|payment_attempts)/);
    }
    expect(plans.page).toContain("orders_customer_history_idx");
    expect(plans.byNumber).toContain("orders_customer_code_idx");
  });

  it("totals the customer's orders from their counter and their few unplaced orders, reading no placed order", async () => {
    const total = sql`select ${placedOrderTotalOf(t.db, CUSTOMER)} as n`;
    const answer = (await t.db.execute(total)) as unknown as { rows: { n: number }[] };
    // The same 200 orders as the page query finds: 180 counted as placed, 20 with their payment being confirmed.
    expect(answer.rows[0]!.n).toBe(SHOP_ORDERS / 100);
    const plan = await planOf(total);
    expect(plan).not.toMatch(/Seq Scan on (orders|order_payments|payment_attempts)/);
    expect(plan).toContain("customer_order_counts");
    expect(plan).toContain("orders_customer_unplaced_idx");
    // The customer's other orders never join the count: the orders read are only the unplaced ones.
    const analysed = (await t.db.execute(sql`explain (analyze, format json) ${total}`)) as unknown as {
      rows: { "QUERY PLAN": unknown }[];
    };
    expect(ordersRowsRead(analysed.rows[0]!["QUERY PLAN"])).toBe(20);
  });
});
