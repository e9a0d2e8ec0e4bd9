/**
 * bench/ticket-list's data, made inside the measured process (PGlite in memory is only reachable from here): one
 * customer with 500 support tickets (three messages each) and 500 return requests (one per delivered order, one
 * line each), bulk-inserted with generate_series. Answers the customer's access token and the counts.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../apps/api/src/config.js";
import type { Database } from "../apps/api/src/db/client.js";
import { TokenService } from "../apps/api/src/auth/token-service.js";

const COUNT = Number(process.env.BENCH_TICKETS ?? 500);
const CUSTOMER = "bench-tickets@bench.test";

export async function prepareTicketList(db: Database, config: Config) {
  const started = Date.now();
  await db.execute(sql`
    insert into customers (uid, customer_id, email, first_name, last_name, active)
    values (${CUSTOMER}, 'bench-tickets', ${CUSTOMER}, 'Bench', 'Tickets', true)
    on conflict do nothing`);
  const [existing] = (
    (await db.execute(
      sql`select count(*)::int n from support_tickets where customer_uid = ${CUSTOMER}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  if ((existing?.n ?? 0) < COUNT) {
    await db.execute(sql`
      insert into support_tickets (customer_uid, subject, category_id, status, language, created_at, modified_at)
      select ${CUSTOMER}, 'Bench request ' || g, (array['ENQUIRY','COMPLAINT','PROBLEM'])[1 + g % 3],
        (array['OPEN','INPROCESS','CLOSED'])[1 + g % 3], 'en', now() - make_interval(mins => g),
        now() - make_interval(mins => g)
      from generate_series(1, ${COUNT}) g`);
    await db.execute(sql`
      insert into support_ticket_events (ticket_id, message, added_by_agent, created_at)
      select t.id, 'Message ' || m || ' of ' || t.subject, m % 2 = 0, t.created_at + make_interval(secs => m)
      from support_tickets t cross join generate_series(1, 3) m
      where t.customer_uid = ${CUSTOMER}`);
    const address = {
      firstName: "Bench",
      lastName: "Tickets",
      line1: "Marina Walk",
      town: "Dubai",
      countryIsocode: "AE",
    };
    await db.execute(sql`
      insert into orders (guid, customer_uid, cart_id, cart_guid, status, language, delivery_mode_code, delivery_address,
        payment_mode_code, sub_total_fils, product_discounts_fils, order_discounts_fils, total_discounts_fils,
        delivery_cost_fils, total_price_fils, total_tax_fils, promotions, placed_at, created_at)
      select gen_random_uuid(), ${CUSTOMER}, 60000000 + g, gen_random_uuid(), 'COMPLETED', 'en', 'home-delivery',
        ${JSON.stringify(address)}::jsonb, 'pay-on-delivery', 10500, 0, 0, 0, 1500, 12000, 571,
        '{"product":[],"order":[],"voucherCodes":[],"freeShipping":false}'::jsonb,
        now() - make_interval(days => 1, mins => g), now() - make_interval(days => 1, mins => g)
      from generate_series(1, ${COUNT}) g`);
    await db.execute(sql`
      insert into order_entries (order_id, entry_number, product_code, name, quantity, base_price_fils, total_price_fils)
      select o.id, 0, p.code, p.name, 2, 3500, 7000
      from orders o cross join (select code, name from products where kind = 'STANDARD' order by code limit 1) p
      where o.customer_uid = ${CUSTOMER}`);
    await db.execute(sql`
      insert into return_requests (order_id, customer_uid, status, reason_code, refund_fils, tax_fils, created_at,
        updated_at)
      select o.id, ${CUSTOMER}, 'APPROVAL_PENDING', null, 3500, 167, o.created_at + interval '1 hour',
        o.created_at + interval '1 hour'
      from orders o where o.customer_uid = ${CUSTOMER}`);
    await db.execute(sql`
      insert into return_request_entries (return_request_id, entry_number, quantity, refund_fils)
      select r.id, 0, 1, 3500 from return_requests r where r.customer_uid = ${CUSTOMER}`);
    await db.execute(sql`analyze`);
  }
  const tokens = new TokenService(db, config.oauth);
  const token = await tokens.issueForUser(config.oauth.clients[0]!, "basic openid", CUSTOMER);
  return {
    ticketListToken: token.access_token,
    ticketListSeeded: { tickets: COUNT, returns: COUNT, seconds: (Date.now() - started) / 1000 },
  };
}
