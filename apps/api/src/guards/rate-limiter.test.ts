/**
 * The shared rate limiter: a limit holds across a window boundary (a burst split over it does not get twice the
 * limit), and the count slides away as time passes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { RateLimiter } from "./rate-limiter.js";

const LIMIT = { limit: 10, windowSeconds: 900 };
const WINDOW_START = Date.parse("2026-11-21T22:30:00Z");

let t: TestApp;
let clock = new Date(WINDOW_START);
let limiter: RateLimiter;

beforeAll(async () => {
  t = await createTestApp();
  limiter = new RateLimiter(t.db, () => clock);
});
afterAll(() => t.close());

async function hits(key: string, count: number): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (let i = 0; i < count; i += 1) allowed.push((await limiter.hit(key, LIMIT)).allowed);
  return allowed;
}

describe("rate limiter", () => {
  it("refuses the 11th of 10 allowed even when the window turns between them", async () => {
    clock = new Date(WINDOW_START - 2_000);
    expect(await hits("boundary", 10)).toEqual(Array(10).fill(true));
    clock = new Date(WINDOW_START + 1_000);
    const refused = await limiter.hit("boundary", LIMIT);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(899);
  });

  it("lets requests through again as the earlier ones slide out of the window", async () => {
    clock = new Date(WINDOW_START - 2_000);
    expect(await hits("sliding", 10)).toEqual(Array(10).fill(true));
    // Half a window later half of the earlier hits still count: 5 + 5 new ones fit, the 6th does not.
    clock = new Date(WINDOW_START + 450_000);
    expect(await hits("sliding", 6)).toEqual([true, true, true, true, true, false]);
    // Two windows on, only what happened within the last window counts.
    clock = new Date(WINDOW_START + 1_800_000);
    expect(await hits("sliding", 1)).toEqual([true]);
  });

  it("counts each key on its own", async () => {
    clock = new Date(WINDOW_START + 10_000);
    expect(await hits("first", 10)).toEqual(Array(10).fill(true));
    expect(await hits("second", 1)).toEqual([true]);
    expect(await hits("first", 1)).toEqual([false]);
  });
});
