/**
 * Scheduled price changes through the staff API and the job runner, on a test clock: a change applies on time
 * (not a second before), once, reaching the product page and search; at its end the price before comes back unless
 * staff changed it in between; a cancelled change never applies and cancelling an active one ends it now;
 * validation (start in the past, end before start, negative price, unknown product, overlapping windows); audit.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffScheduledPrice, StaffScheduledPriceList } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../../test/fixtures.js";
import { OCC } from "../../account/account-test-support.js";
import { auditLog } from "../../db/tables.js";
import { JobRunner } from "../../jobs/job-runner.js";
import { jobs as jobsTable } from "../../jobs/jobs.tables.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";
import { ScheduledPrices } from "./scheduled-prices.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };

let t: TestApp;
let clock = new Date("2025-06-15T08:00:00Z");
const now = () => clock;
let jobs: JobRunner;
let merchandiser: Record<string, string>;
let signedInAt: Date;

/** A merchandiser's session live at the clock's time (sessions end after 30 idle minutes, or 12 hours). */
async function staffHeaders(): Promise<Record<string, string>> {
  if (signedInAt !== clock) {
    merchandiser = await staffAuthHeader(t, "merchandiser");
    signedInAt = clock;
  }
  return merchandiser;
}

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures, now, backgroundJobs: false });
  jobs = new JobRunner({ db: t.db, logger: SILENT, now });
  new ScheduledPrices(t.db, jobs, now).registerJobs(jobs);
});
afterAll(() => t.close());

/** Moves the clock and runs every job due then. */
async function runJobsAt(instant: string): Promise<void> {
  clock = new Date(instant);
  await jobs.runDueJobs();
}

/** The runner's rows for one step of a change. */
const stepJobs = (step: "start" | "end", id: number) =>
  t.db
    .select({ status: jobsTable.status, attempts: jobsTable.attempts })
    .from(jobsTable)
    .where(eq(jobsTable.key, `scheduled-price:${step}:${id}`));

const schedule = async (code: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/admin/v1/products/${encodeURIComponent(code)}/scheduled-prices`,
    headers: await staffHeaders(),
    payload,
  });
const cancel = async (code: string, id: number) =>
  t.app.inject({
    method: "POST",
    url: `/admin/v1/products/${encodeURIComponent(code)}/scheduled-prices/${id}/cancel`,
    headers: await staffHeaders(),
  });
const listOf = async (code: string) => {
  const response = await t.app.inject({
    url: `/admin/v1/products/${encodeURIComponent(code)}/scheduled-prices`,
    headers: await staffHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return StaffScheduledPriceList.parse(response.json()).scheduledPrices;
};

/** The price (AED) shoppers see on the product page and in search. */
async function shopPrices(code: string, name: string) {
  const page = (await t.app.inject(`${OCC}/products/${encodeURIComponent(code)}`)).json() as {
    price?: { value: number };
  };
  const search = (await t.app.inject(`${OCC}/products/search?${new URLSearchParams({ query: name })}`)).json() as {
    products: { code: string; price?: { value: number } }[];
  };
  return { page: page.price?.value, search: search.products.find((product) => product.code === code)?.price?.value };
}

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { type: string; subject?: string }[] }).errors;

describe("a scheduled price change", () => {
  let id: number;

  it("is upcoming until its start and leaves the price alone before it", async () => {
    const created = await schedule(CODES.cup, {
      priceFils: 990,
      startsAt: "2025-06-15T09:00:00Z",
      endsAt: "2025-06-15T10:00:00Z",
    });
    expect(created.statusCode, created.body).toBe(201);
    const change = StaffScheduledPrice.parse(created.json());
    id = change.id;
    expect(change).toMatchObject({ state: "upcoming", priceFils: 990, previousPriceFils: null });

    await runJobsAt("2025-06-15T08:59:59Z");
    expect(await stepJobs("start", id)).toEqual([{ status: "pending", attempts: 0 }]);
    expect(await shopPrices(CODES.cup, "Paper Cup")).toEqual({ page: 12.5, search: 12.5 });
  });

  it("applies at its start, once, on the product page and in search", async () => {
    await runJobsAt("2025-06-15T09:00:00Z");
    expect(await shopPrices(CODES.cup, "Paper Cup")).toEqual({ page: 9.9, search: 9.9 });
    expect((await listOf(CODES.cup))[0]).toMatchObject({ id, state: "active", previousPriceFils: 1250 });
    await runJobsAt("2025-06-15T09:30:00Z");
    expect(await stepJobs("start", id)).toEqual([{ status: "done", attempts: 1 }]);
    expect(await stepJobs("end", id)).toEqual([{ status: "pending", attempts: 0 }]);
    expect(await shopPrices(CODES.cup, "Paper Cup")).toEqual({ page: 9.9, search: 9.9 });
  });

  it("puts the price before back at its end", async () => {
    await runJobsAt("2025-06-15T10:00:00Z");
    expect(await stepJobs("end", id)).toEqual([{ status: "done", attempts: 1 }]);
    expect(await shopPrices(CODES.cup, "Paper Cup")).toEqual({ page: 12.5, search: 12.5 });
    expect((await listOf(CODES.cup))[0]).toMatchObject({ id, state: "done" });
    // Over: nothing to cancel.
    const late = await cancel(CODES.cup, id);
    expect(late.statusCode).toBe(400);
  });

  it("keeps a price staff set by hand while it was active", async () => {
    const created = await schedule(CODES.cup, {
      priceFils: 1000,
      startsAt: "2025-06-15T11:00:00Z",
      endsAt: "2025-06-15T12:00:00Z",
    });
    expect(created.statusCode, created.body).toBe(201);
    await runJobsAt("2025-06-15T11:00:00Z");
    const byHand = await t.app.inject({
      method: "PUT",
      url: `/admin/v1/products/${CODES.cup}/price`,
      headers: await staffHeaders(),
      payload: { priceFils: 1100 },
    });
    expect(byHand.statusCode).toBe(200);
    await runJobsAt("2025-06-15T12:00:00Z");
    expect(await shopPrices(CODES.cup, "Paper Cup")).toEqual({ page: 11, search: 11 });
  });
});

describe("cancelling", () => {
  it("means an upcoming change never applies", async () => {
    const created = await schedule(CODES.box, { priceFils: 3000, startsAt: "2025-06-15T14:00:00Z" });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = StaffScheduledPrice.parse(created.json());
    await runJobsAt("2025-06-15T13:00:00Z");
    const cancelled = await cancel(CODES.box, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(StaffScheduledPrice.parse(cancelled.json()).state).toBe("cancelled");
    await runJobsAt("2025-06-15T14:00:00Z");
    await runJobsAt("2025-06-16T14:00:00Z");
    expect((await shopPrices(CODES.box, "box")).page).toBe(45);
    expect((await listOf(CODES.box)).map((change) => change.state)).toEqual(["cancelled"]);
  });

  it("ends an active change now, with the price before back", async () => {
    const created = await schedule(CODES.box, { priceFils: 3900, startsAt: "2025-06-16T15:00:00Z" });
    const { id } = StaffScheduledPrice.parse(created.json());
    await runJobsAt("2025-06-16T15:00:00Z");
    expect((await shopPrices(CODES.box, "box")).page).toBe(39);
    expect((await cancel(CODES.box, id)).statusCode).toBe(200);
    expect((await shopPrices(CODES.box, "box")).page).toBe(45);
  });

  it("is recorded in the audit log with the schedule", async () => {
    const rows = await t.db
      .select({ action: auditLog.action, role: auditLog.role, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "product"), eq(auditLog.targetId, CODES.box)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.role])).toEqual([
      ["product.price.schedule", "merchandiser"],
      ["product.price.schedule-cancel", "merchandiser"],
      ["product.price.schedule", "merchandiser"],
      ["product.price.schedule-cancel", "merchandiser"],
    ]);
    expect(rows[0]!.details).toMatchObject({ priceFils: 3000, startsAt: "2025-06-15T14:00:00.000Z", endsAt: null });
    expect(rows[3]!.details).toMatchObject({ wasActive: true });
  });
});

describe("validation", () => {
  it("refuses a start in the past, an end before the start and a price that is not positive", async () => {
    clock = new Date("2025-06-20T08:00:00Z");
    const past = await schedule(CODES.lid, { priceFils: 500, startsAt: "2025-06-20T07:59:00Z" });
    expect(past.statusCode).toBe(400);
    expect(errorsOf(past)[0]!.subject).toBe("startsAt");
    const backwards = await schedule(CODES.lid, {
      priceFils: 500,
      startsAt: "2025-06-21T10:00:00Z",
      endsAt: "2025-06-21T09:00:00Z",
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorsOf(backwards).map((error) => error.subject)).toEqual(["endsAt"]);
    for (const priceFils of [-100, 0]) {
      const negative = await schedule(CODES.lid, { priceFils, startsAt: "2025-06-21T10:00:00Z" });
      expect(negative.statusCode).toBe(400);
      expect(errorsOf(negative)[0]!.subject).toBe("priceFils");
    }
  });

  it("refuses an unknown product and an unknown change", async () => {
    const unknown = await schedule("no-such-product", { priceFils: 500, startsAt: "2025-06-21T10:00:00Z" });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)[0]!.type).toBe("UnknownIdentifierError");
    expect((await cancel(CODES.lid, 999_999)).statusCode).toBe(404);
  });

  it("refuses a window that overlaps another open change of the product", async () => {
    const first = await schedule(CODES.lid, {
      priceFils: 1500,
      startsAt: "2025-06-22T10:00:00Z",
      endsAt: "2025-06-23T10:00:00Z",
    });
    expect(first.statusCode).toBe(201);
    const overlapping = await schedule(CODES.lid, { priceFils: 1400, startsAt: "2025-06-23T09:00:00Z" });
    expect(overlapping.statusCode).toBe(400);
    expect(errorsOf(overlapping)[0]!.subject).toBe("startsAt");
    // Right after its end is fine.
    const after = await schedule(CODES.lid, { priceFils: 1400, startsAt: "2025-06-23T10:00:00Z" });
    expect(after.statusCode, after.body).toBe(201);
    expect((await listOf(CODES.lid)).map((change) => [change.priceFils, change.state])).toEqual([
      [1500, "upcoming"],
      [1400, "upcoming"],
    ]);
  });
});
