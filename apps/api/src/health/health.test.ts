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
      expect(starting.json()).toEqual({ status: "starting", database: "ok", search: "building" });
      expect((await app.app.inject("/health")).statusCode).toBe(200);
      // Without warming, the first search builds the index.
      const search = await app.app.inject("/occ/v2/dukkan/products/search?query=cup");
      expect(search.statusCode).toBe(200);
      const ready = await app.app.inject("/health/ready");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ok", database: "ok", search: "ok" });
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
    expect(response.json()).toEqual({ status: "error", database: "error", search: "building" });
    await app.close();
  });
});
