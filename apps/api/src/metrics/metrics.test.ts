/**
 * GET /metrics (issue 23 item 3): Prometheus text for the addresses METRICS_ALLOW names (this machine by default),
 * a plain 404 for everyone else; requests are counted by route pattern, orders when they are placed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfig, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { ConfigError } from "../config.js";
import { insertAmendmentFixtures, placedOrder } from "../orders/amendments/amendment-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertAmendmentFixtures, env: { METRICS_ALLOW: "127.0.0.1,::1,10.20.0.0/16" } });
});
afterAll(() => t.close());

const scrape = (remoteAddress = "127.0.0.1") => t.app.inject({ method: "GET", url: "/metrics", remoteAddress });

/** The value of one series in the text format, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("counts requests by route pattern and status, with latency buckets and the process's own figures", async () => {
    const before = await scrape();
    const route = 'route="/occ/v2/dukkan/products/:productCode"';
    const counted = `dukkan_http_requests_total{method="GET",${route},status="200"}`;
    const start = sample(before.body, counted) ?? 0;
    for (const _ of [1, 2]) {
      const product = await t.app.inject(`/occ/v2/dukkan/products/${CODES.cup}`);
      expect(product.statusCode, product.body).toBe(200);
    }

    const after = await scrape();
    expect(after.statusCode).toBe(200);
    expect(after.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(after.body, counted)).toBe(start + 2);
    expect(after.body).toContain(`dukkan_http_request_duration_seconds_bucket{le="0.1",method="GET",${route}}`);
    expect(after.body).not.toContain(CODES.cup);
    expect(after.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(after.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(sample(after.body, "dukkan_jobs_overdue")).toBe(0);
  });

  it("shows the PostgreSQL connection pool's use (the embedded database has no pool)", async () => {
    const text = (await scrape()).body;
    if (process.env.DUKKAN_TEST_DB === "postgres") {
      expect(sample(text, 'dukkan_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'dukkan_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain("dukkan_db_pool_connections");
    }
  });

  it("counts an order when it is placed", async () => {
    const series = 'dukkan_orders_placed_total{payment="cash"}';
    const start = sample((await scrape()).body, series) ?? 0;
    await placedOrder(t, "Huda", [[CODES.cup, 1]]);
    expect(sample((await scrape()).body, series)).toBe(start + 1);
  });

  it("answers only the allowed addresses and ranges; anyone else gets a 404 like an unknown path", async () => {
    expect((await scrape("10.20.4.5")).statusCode).toBe(200);
    expect((await scrape("::ffff:10.20.4.5")).statusCode).toBe(200);
    for (const outsider of ["203.0.113.9", "10.21.0.1", "2001:db8::1"]) {
      const refused = await scrape(outsider);
      expect(refused.statusCode, outsider).toBe(404);
      expect(refused.body).not.toContain("dukkan_");
    }
  });

  it("refuses a METRICS_ALLOW that is not addresses or ranges, saying what it must be", () => {
    expect(() => testConfig({ METRICS_ALLOW: "127.0.0.1,everyone" })).toThrow(ConfigError);
    expect(() => testConfig({ METRICS_ALLOW: "127.0.0.1,everyone" })).toThrow(/METRICS_ALLOW/);
  });
});
