/**
 * Placing an order writes two rows every other order may wait for: the stock row of each product it takes and the
 * year's invoice number row. Their locks are held until the commit, so they are the placing transaction's last
 * writes (decision 0094): everything else the order writes comes before them. The answer is the order as the
 * transaction read it back for its invoice, not read a second time.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { QueryLog } from "../../test/query-log.js";
import { signedInCustomer } from "../cart/cart-test-support.js";
import { add, checkOut, getOrder, insertOrderFixtures, newCart, placeOrder } from "./order-test-support.js";

let t: TestApp;
const queryLog = new QueryLog();

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures, queryLog, backgroundJobs: false });
});
afterAll(() => t.close());

it("takes the stock, then the invoice number, as the last writes before the commit", async () => {
  const customer = await signedInCustomer(t, "Lena");
  const cartId = await newCart(t, customer);
  await add(t, customer, cartId, CODES.cup, 1);
  await add(t, customer, cartId, CODES.lid, 2);
  await checkOut(t, customer, cartId);
  let status = 0;
  const statements = await queryLog.during(async () => {
    status = (await placeOrder(t, customer, cartId)).statusCode;
  });
  expect(status).toBe(201);
  const at = (pattern: RegExp) => statements.findIndex((statement) => pattern.test(statement));
  const firstStock = at(/^update "stock_levels"/);
  const invoiceNumber = at(/^insert into "invoice_sequences"/);
  const invoice = at(/^insert into "invoices"/);
  expect(firstStock).toBeGreaterThan(at(/^insert into "jobs"/));
  expect(firstStock).toBeGreaterThan(at(/^insert into "order_events"/));
  expect(firstStock).toBeGreaterThan(at(/^delete from "carts"/));
  // The stock of both products (and the change log row saying so), then the number and the invoice.
  expect(statements.slice(firstStock, invoice + 1).map((statement) => statement.split(" (")[0])).toEqual([
    'update "stock_levels" set "available" = "stock_levels"."available" - $1, "updated_at" = now() where',
    'update "stock_levels" set "available" = "stock_levels"."available" - $1, "updated_at" = now() where',
    expect.stringMatching(/kit_bundle/),
    'insert into "catalog_change_log"',
    'insert into "invoice_sequences"',
    'insert into "invoices"',
  ]);
  // Then the commit (PGlite's transactions commit without a statement: the answer's reads follow).
  expect(statements[invoice + 1]!.trim()).toMatch(/^(commit|select)/);
  expect(invoiceNumber).toBeGreaterThan(firstStock);
});

it("answers the order as a read of it finds it, without reading it back after the commit", async () => {
  const customer = await signedInCustomer(t, "Omar");
  const cartId = await newCart(t, customer);
  await add(t, customer, cartId, CODES.cup, 3);
  await checkOut(t, customer, cartId);
  let placed: Awaited<ReturnType<typeof placeOrder>> | undefined;
  const statements = await queryLog.during(async () => {
    placed = await placeOrder(t, customer, cartId);
  });
  expect(placed!.statusCode, placed!.body).toBe(201);
  const read = await getOrder(t, customer, placed!.json().code);
  expect(placed!.json()).toEqual(read.json());
  // The order's entries are read once: by the invoice, inside the transaction (and once by the returns' view).
  const entryReads = statements.filter((statement) => /^select .* from "order_entries" where .* = \$1/.test(statement));
  expect(entryReads).toHaveLength(1);
});
