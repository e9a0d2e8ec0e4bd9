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
