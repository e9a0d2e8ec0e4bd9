/**
 * bench/staff-lists' data, made inside the measured process (PGlite in memory is only reachable from here): 1,000
 * customers with 100,000 orders (one consignment each) and 50,000 products with their price and stock, on top of
 * the demo shop. Bulk INSERT … SELECT over generate_series, BATCH rows a statement, so seeding stays within a
 * couple of minutes on PGlite. A kept BENCH_DATA_DIR that already holds them is not seeded again.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../apps/api/src/db/client.js";

const ORDERS = Number(process.env.BENCH_STAFF_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_STAFF_PRODUCTS ?? 50_000);
const CUSTOMERS = 1_000;
const BATCH = 10_000;
/** Bench orders' cart ids start here (each order needs its own cart), above bench/order-history's. */
const FIRST_CART = 80_000_000;
const STATUSES = ["CREATED", "PROCESSING", "SHIPPED", "COMPLETED", "CANCELLED"];

const countOf = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/** The batches [from, to] that cover 1…count. */
const batches = (count: number) =>
  Array.from({ length: Math.ceil(count / BATCH) }, (_, index): [number, number] => [
    index * BATCH + 1,
    Math.min(count, (index + 1) * BATCH),
  ]);

export async function prepareStaffLists(db: Database) {
  const started = Date.now();
  await db.execute(sql`
    insert into customers (uid, customer_id, email, first_name, last_name, active)
    select 'bench-staff-' || n || '@bench.test', 'bench-staff-' || n, 'bench-staff-' || n || '@bench.test',
           'Staff', 'Bench ' || n, true
    from generate_series(0, ${CUSTOMERS - 1}) n
    on conflict do nothing`);
  const address = {
    firstName: "Bench",
    lastName: "Shopper",
    line1: "Marina Walk",
    town: "Dubai",
    countryIsocode: "AE",
    regionIsocode: "AE-DU",
    areaIsocode: "AE-DU-MARINA",
    phone: "+971 50 123 4567",
  };
  const seededOrders = await countOf(db, sql`select count(*) n from orders where cart_id > ${FIRST_CART}`);
  if (seededOrders < ORDERS) {
    for (const [from, to] of batches(ORDERS)) {
      await db.execute(sql`
        insert into orders (guid, customer_uid, cart_id, cart_guid, status, language, area_isocode, delivery_mode_code,
          delivery_address, payment_mode_code, sub_total_fils, product_discounts_fils, order_discounts_fils,
          total_discounts_fils, delivery_cost_fils, total_price_fils, total_tax_fils, promotions, placed_at, created_at)
        select gen_random_uuid(), 'bench-staff-' || (g % ${CUSTOMERS}) || '@bench.test', ${FIRST_CART} + g,
          gen_random_uuid(), (${sql.raw(`array[${STATUSES.map((status) => `'${status}'`).join(",")}]`)})[1 + g % ${STATUSES.length}],
          'en', 'AE-DU-MARINA', 'home-delivery', ${JSON.stringify(address)}::jsonb,
          (array['card','pay-on-delivery'])[1 + g % 2], 10500 + g % 1000, 0, 0, 0, 1500, 12000 + g % 1000, 571,
          '{"product":[],"order":[],"voucherCodes":[],"freeShipping":false}'::jsonb,
          now() - make_interval(mins => ${ORDERS} - g), now() - make_interval(mins => ${ORDERS} - g)
        from generate_series(${from}::int, ${to}::int) g`);
      await db.execute(sql`
        insert into consignments (order_id, code, status, warehouse_code)
        select id, 'b' || lpad(id::text, 8, '0'),
          case status when 'CREATED' then 'READY' when 'PROCESSING' then 'PICKPACK' when 'SHIPPED' then 'SHIPPED'
            when 'CANCELLED' then 'CANCELLED' else 'DELIVERY_COMPLETED' end, 'dukkan-al-quoz'
        from orders where cart_id between ${FIRST_CART + from} and ${FIRST_CART + to}`);
    }
  }
  const seededProducts = await countOf(db, sql`select count(*) n from products where code like 'bench-staff-%'`);
  if (seededProducts < PRODUCTS) {
    for (const [from, to] of batches(PRODUCTS)) {
      const codes = sql`select 'bench-staff-' || lpad(g::text, 6, '0') code, g from generate_series(${from}::int, ${to}::int) g`;
      await db.execute(sql`
        insert into products (code, kind, name, description, disabled, updated_at)
        select code, 'STANDARD',
          jsonb_build_object('en', (array['Paper cup','Plastic lid','Food box','Napkin pack','Party plate'])[1 + g % 5]
            || ' ' || g, 'ar', (array['كوب ورقي','غطاء بلاستيك','علبة طعام','علبة مناديل','طبق حفلات'])[1 + g % 5]
            || ' ' || g),
          jsonb_build_object('en', 'Bench product ' || g, 'ar', 'منتج ' || g), g % 10 = 0,
          now() - make_interval(secs => g)
        from (${codes}) c
        on conflict do nothing`);
      await db.execute(sql`
        insert into prices (product_code, currency, value_fils)
        select code, 'AED', 500 + g % 5000 from (${codes}) c on conflict do nothing`);
      await db.execute(sql`
        insert into stock_levels (product_code, available, low_stock_threshold)
        select code, g % 200, 10 from (${codes}) c on conflict do nothing`);
    }
  }
  // A served database is vacuumed by autovacuum, which marks the pages all-visible: a list's total is then counted
  // from an index alone. Bulk-loaded and only analysed, every total would read all the orders' pages instead.
  await db.execute(sql`vacuum analyze`);
  const seconds = (Date.now() - started) / 1000;
  return {
    staffListsSeeded: { orders: ORDERS, products: PRODUCTS, seconds },
    staffListPlans: await orderListPlans(db),
  };
}

/** The EXPLAIN ANALYZE of the staff order list's queries (as staff-order-query.ts builds them), newest first. */
async function orderListPlans(db: Database) {
  const listed = sql`from orders o left join customers c on c.uid = o.customer_uid`;
  const newest = sql`order by coalesce(o.placed_at, o.created_at) desc, o.id desc limit 20`;
  const queries = {
    "first page": sql`select o.*, c.email ${listed} ${newest}`,
    "first page's total": sql`select count(*)::int ${listed}`,
    "PROCESSING, page 3": sql`select o.*, c.email ${listed} where o.status in ('PROCESSING') ${newest} offset 40`,
    "PROCESSING's total": sql`select count(*)::int ${listed} where o.status in ('PROCESSING')`,
  };
  const plans: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries)) {
    const { rows } = (await db.execute(sql`explain (analyze, costs off, timing on) ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    plans[name] = rows.map((row) => String(Object.values(row)[0])).join("\n");
  }
  return plans;
}
