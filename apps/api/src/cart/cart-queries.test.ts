/**
 * What the cart's busiest requests ask of the database (issue 24): every statement is a round trip, so the
 * statements of an add, a read and a new cart are counted, and an add reads the product it adds once. Counts
 * include a transaction's begin and commit on PostgreSQL (PGlite's transactions run without them), and the two
 * checks a test app's caches make on every read (`cacheCheckIntervalMs: 0`: the catalogue change log and the
 * product promotions), which production makes once a second.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { QueryLog } from "../../test/query-log.js";
import { addEntry, createCart, getCart, GUEST, newGuestCart, updateEntry } from "./cart-test-support.js";

const IN_MARINA = "area=AE-DU-MARINA";
let t: TestApp;
const queryLog = new QueryLog();

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures, queryLog, backgroundJobs: false });
  // The catalogue renders the products' JSON once; the counts below are of warm requests.
  const warm = await newGuestCart(t);
  for (const code of [CODES.cup, CODES.lid]) await addEntry(t, GUEST, warm, { product: { code }, quantity: 1 });
});
afterAll(() => t.close());

/** The statements that read a product's live facts (the cart's product columns, with the kit check). */
const liveProductReads = (statements: string[]) =>
  statements.filter((statement) => statement.includes(`"kit_bundle_templates" t where t.product_code`)).length;

async function statementsOf(work: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  let answer: { statusCode: number; body: string } | undefined;
  const statements = await queryLog.during(async () => {
    answer = await work();
  });
  expect(answer!.statusCode, answer!.body).toBe(status);
  return statements;
}

describe("statements per cart request", () => {
  it("a new guest cart: its insert answers it, and its totals need no entries read", async () => {
    const statements = await statementsOf(() => createCart(t, GUEST, IN_MARINA), 201);
    expect(statements.length).toBeLessThanOrEqual(6);
    expect(liveProductReads(statements)).toBe(0);
  });

  it("the first entry of a cart: the product and the cart's entries in one read, the answer without reading them again", async () => {
    const guid = await newGuestCart(t);
    const statements = await statementsOf(() =>
      addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 }, IN_MARINA),
    );
    expect(liveProductReads(statements)).toBe(1);
    expect(statements.length).toBeLessThanOrEqual(11);
  });

  it("adding to a line the cart holds, and setting its quantity, read the product once", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    const added = await statementsOf(() =>
      addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 }, IN_MARINA),
    );
    expect(liveProductReads(added)).toBe(1);
    expect(added.length).toBeLessThanOrEqual(11);
    const updated = await statementsOf(() => updateEntry(t, GUEST, guid, 0, { quantity: 3 }));
    expect(liveProductReads(updated)).toBe(1);
    expect(updated.length).toBeLessThanOrEqual(11);
  });

  it("reading a cart: the checkout state and the delivery price in one read", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 1 });
    const statements = await statementsOf(() => getCart(t, GUEST, guid, IN_MARINA));
    expect(liveProductReads(statements)).toBe(1);
    expect(statements.length).toBeLessThanOrEqual(8);
  });
});

describe("the answer to a change is the cart it committed", () => {
  it("an add's entry and a later read of the cart agree", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { product: { code: CODES.lid }, quantity: 1 });
    const added = await addEntry(t, GUEST, guid, { product: { code: CODES.cup }, quantity: 2 }, IN_MARINA);
    expect(added.statusCode, added.body).toBe(200);
    const raised = await updateEntry(t, GUEST, guid, 0, { quantity: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    const cart = (await getCart(t, GUEST, guid, IN_MARINA)).json();
    expect(added.json().entry).toEqual(cart.entries[1]);
    expect(raised.json().entry).toEqual(cart.entries[0]);
  });
});
