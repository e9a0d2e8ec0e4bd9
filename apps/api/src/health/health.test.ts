import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { createTestDatabase } from "../../test/database.js";
import { testConfig, createTestApp, type TestApp } from "../../test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /health", () => {
  it("reports the API and its database as ok", async () => {
    const response = await t.app.inject("/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database is gone", async () => {
    const database = await createTestDatabase();
    // No background jobs: one still holding a connection would keep the pool from closing.
    const app = await buildApp({ db: database.db, config: testConfig(), backgroundJobs: false });
    await database.close();
    const response = await app.inject("/health");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "error", database: "error" });
    await app.close();
  });
});

describe("GET /health/ready", () => {
  it("answers 503 'starting' until the search index is built, then 200; /health stays 200 throughout", async () => {
    const app = await createTestApp();
    try {
      const starting = await app.app.inject("/health/ready");
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: "starting", database: "ok", search: "building" });
      expect((await app.app.inject("/health")).statusCode).toBe(200);
      // Without warming, the first search builds the index.
      const search = await app.app.inject("/occ/v2/dukkan/products/search?query=cup");
      expect(search.statusCode).toBe(200);
      const ready = await app.app.inject("/health/ready");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: "ok", database: "ok", search: "ok", problems: [] });
    } finally {
      await app.close();
    }
  });

  it("gets ready without any search when the app warms its index at start (as the server does)", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), backgroundJobs: false, warmSearchIndex: true });
    try {
      await expect
        .poll(async () => (await app.inject("/health/ready")).statusCode, { timeout: 30_000, interval: 100 })
        .toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("answers 503 'error' when the database is gone", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), backgroundJobs: false });
    await database.close();
    const response = await app.inject("/health/ready");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "error",
      database: "error",
      search: "building",
      problems: ["The database does not answer: check DATABASE_URL and the database server."],
    });
    await app.close();
  });

  it("names each outside service's adapter, and no secret", async () => {
    const response = await t.app.inject("/health/ready");
    const body = response.json();
    expect(body.adapters).toEqual({
      email: "sandbox",
      sms: "sandbox",
      payment: new URL(testConfig().payment.gatewayUrl).host,
      geocoder: "sandbox",
      files: "local",
    });
    expect(response.body).not.toContain(testConfig().payment.apiPassword);
    expect(response.body).not.toContain("test-token-secret");
  });

  it("tells an operator when jobs are not run or keep failing, without taking the process out of service", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), backgroundJobs: false, warmSearchIndex: true });
    try {
      await database.db.execute(sql`
        insert into jobs (kind, payload, status, run_at, max_attempts, attempts, finished_at) values
          ('order-notification', '{}', 'pending', now() - interval '20 minutes', 5, 0, null),
          ('order-notification', '{}', 'pending', now() - interval '1 minute', 5, 0, null),
          ('capture-payment', '{}', 'failed', now() - interval '30 minutes', 5, 5, now() - interval '10 minutes'),
          ('capture-payment', '{}', 'failed', now() - interval '3 hours', 5, 5, now() - interval '2 hours')`);
      await expect.poll(async () => (await app.inject("/health/ready")).statusCode, { timeout: 30_000 }).toBe(200);
      const body = (await app.inject("/health/ready")).json();
      expect(body.jobs).toEqual({ runner: "off", overdue: 1, failedLastHour: 1 });
      expect(body.problems).toEqual([
        "1 background jobs are overdue by more than 5 minutes: make sure an API process with background jobs is running.",
        "1 background jobs failed in the last hour (capture-payment): see the log lines 'job failed after its last attempt' for why.",
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("says this process runs the background jobs when it does", async () => {
    expect((await t.app.inject("/health/ready")).json().jobs.runner).toBe("running");
  });
});
