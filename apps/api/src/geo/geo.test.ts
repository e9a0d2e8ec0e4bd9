import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressValidation, GeocodeAnswer } from "@dukkan/occ/checkout";
import { createTestApp, type TestApp } from "../../test/app.js";
import { bearer, createCustomer, OCC, signIn } from "../account/account-test-support.js";
import { RATE_LIMITS } from "../guards/rate-limiter.js";
import type { Database } from "../db/client.js";
import { areas, regions } from "../db/tables.js";
import { buildGeography } from "@dukkan/demo-shop";
import { regionOfPoint } from "./emirate-boundaries.js";
import { componentOf } from "./geocoder.js";
import { HttpGeocoder, type HttpGeocoderOptions } from "./http-geocoder.js";
import { RequestSpacing, type Clock } from "./request-spacing.js";

async function insertGeography(db: Database): Promise<void> {
  const geography = buildGeography();
  await db.insert(regions).values(geography.regions);
  await db.insert(areas).values(geography.areas);
}

const MARINA_PIN = { latitude: 25.0805, longitude: 55.1403 };
const SHARJAH_PIN = { latitude: 25.3252, longitude: 55.3859 };
const ABU_DHABI_PIN = { latitude: 24.4764, longitude: 54.3233 };
const GULF_PIN = { latitude: 25.6, longitude: 54.6 };
const MUSCAT_PIN = { latitude: 23.58, longitude: 58.38 };

describe("emirate boundaries", () => {
  it("names the emirate of points in Dubai, Sharjah, Abu Dhabi and the other emirates", () => {
    expect(regionOfPoint(MARINA_PIN.latitude, MARINA_PIN.longitude)).toBe("AE-DU");
    expect(regionOfPoint(25.2697, 55.3095)).toBe("AE-DU");
    expect(regionOfPoint(SHARJAH_PIN.latitude, SHARJAH_PIN.longitude)).toBe("AE-SH");
    expect(regionOfPoint(ABU_DHABI_PIN.latitude, ABU_DHABI_PIN.longitude)).toBe("AE-AZ");
    expect(regionOfPoint(24.2075, 55.7447)).toBe("AE-AZ");
    expect(regionOfPoint(25.4052, 55.5136)).toBe("AE-AJ");
    expect(regionOfPoint(25.5647, 55.5552)).toBe("AE-UQ");
    expect(regionOfPoint(25.7895, 55.9432)).toBe("AE-RK");
    expect(regionOfPoint(25.1288, 56.3265)).toBe("AE-FU");
  });

  it("counts reclaimed islands off the coast (Palm Jumeirah) as their emirate", () => {
    expect(regionOfPoint(25.12, 55.118)).toBe("AE-DU");
  });

  it("answers undefined in the open sea, abroad and in a neutral zone shared by two emirates", () => {
    expect(regionOfPoint(GULF_PIN.latitude, GULF_PIN.longitude)).toBeUndefined();
    expect(regionOfPoint(MUSCAT_PIN.latitude, MUSCAT_PIN.longitude)).toBeUndefined();
    expect(regionOfPoint(25.28, 51.52)).toBeUndefined();
    expect(regionOfPoint(24.92, 56.29)).toBeUndefined();
    expect(regionOfPoint(Number.NaN, 55)).toBeUndefined();
  });
});

describe("geocoding and address verification (sandbox geocoder)", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: insertGeography });
    token = await signIn(t, await createCustomer(t, { firstName: "Mona" }));
  });
  afterAll(() => t.close());

  const reverse = async (pin: { latitude: number; longitude: number }, lang = "en") => {
    const response = await t.app.inject({
      url: `${OCC}/geocoding/reverse?latitude=${pin.latitude}&longitude=${pin.longitude}&lang=${lang}`,
    });
    expect(response.statusCode).toBe(200);
    return GeocodeAnswer.parse(response.json());
  };

  it("reverse-geocodes a Dubai Marina pin to a street, the district and the emirate's short code", async () => {
    const answer = await reverse(MARINA_PIN);
    expect(answer).toMatchObject({ status: "OK", regionIsocode: "AE-DU" });
    const [result] = answer.results;
    expect(componentOf(result, "administrative_area_level_1")).toMatchObject({ long_name: "Dubai", short_name: "DU" });
    expect(componentOf(result, "locality")?.long_name).toBe("Dubai Marina");
    expect(componentOf(result, "neighborhood")?.long_name).toBe("Dubai Marina");
    expect(componentOf(result, "country")?.short_name).toBe("AE");
    expect(componentOf(result, "route")?.long_name).toMatch(/^Street \d+$/);
    expect(componentOf(result, "street_number")?.long_name).toMatch(/^\d+$/);
    expect(result?.types).toContain("street_address");
    // The same pin always gets the same street.
    expect(await reverse(MARINA_PIN)).toEqual(answer);
  });

  it("answers in Arabic and finds Sharjah and Abu Dhabi districts", async () => {
    const sharjah = await reverse(SHARJAH_PIN, "ar");
    expect(sharjah.regionIsocode).toBe("AE-SH");
    expect(componentOf(sharjah.results[0], "administrative_area_level_1")).toMatchObject({
      long_name: "الشارقة",
      short_name: "SH",
    });
    expect(componentOf(sharjah.results[0], "locality")?.long_name).toBe("المجاز");
    expect(componentOf(sharjah.results[0], "route")?.long_name).toMatch(/^شارع \d+$/);
    const abuDhabi = await reverse(ABU_DHABI_PIN);
    expect(abuDhabi.regionIsocode).toBe("AE-AZ");
    expect(componentOf(abuDhabi.results[0], "locality")?.long_name).toBe("Al Khalidiyah");
  });

  it("finds nothing in the sea or outside the country", async () => {
    expect(await reverse(GULF_PIN)).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect(await reverse(MUSCAT_PIN)).toEqual({ status: "ZERO_RESULTS", results: [] });
  });

  it("refuses coordinates that are not coordinates", async () => {
    const response = await t.app.inject({ url: `${OCC}/geocoding/reverse?latitude=95&longitude=55` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].type).toBe("ValidationError");
  });

  it("geocodes a typed address by the district and emirate it names", async () => {
    const search = async (address: string, lang = "en") =>
      GeocodeAnswer.parse(
        (
          await t.app.inject({
            url: `${OCC}/geocoding/search?lang=${lang}&address=${encodeURIComponent(address)}`,
          })
        ).json(),
      );
    const marina = await search("Marina Walk 5, Dubai, Dubai Marina, United Arab Emirates");
    expect(marina.regionIsocode).toBe("AE-DU");
    expect(componentOf(marina.results[0], "locality")?.long_name).toBe("Dubai Marina");
    expect(marina.results[0]?.geometry.location.lat).toBeCloseTo(25.08, 2);
    const mussafah = await search("Plot 27, Mussafah Industrial Area, Abu Dhabi, AE");
    expect(componentOf(mussafah.results[0], "locality")?.long_name).toBe("Mussafah");
    const arabic = await search("شارع 5، ديرة، دبي", "ar");
    expect(componentOf(arabic.results[0], "locality")?.long_name).toBe("ديرة");
    const emirateOnly = await search("Somewhere, Fujairah");
    expect(emirateOnly.regionIsocode).toBe("AE-FU");
    expect(componentOf(emirateOnly.results[0], "locality")).toBeUndefined();
    expect((await search("10 Downing Street, London")).status).toBe("ZERO_RESULTS");
  });

  it("limits each client's geocoding (reverse and search together) with 429 and Retry-After", async () => {
    const lookup = (ip: string, attempt: number) =>
      t.app.inject({
        url:
          attempt % 2 === 0
            ? `${OCC}/geocoding/reverse?latitude=${MARINA_PIN.latitude}&longitude=${MARINA_PIN.longitude}`
            : `${OCC}/geocoding/search?address=${encodeURIComponent("Marina Walk, Dubai")}`,
        remoteAddress: ip,
      });
    const { limit, windowSeconds } = RATE_LIMITS.geocodingPerIp;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await lookup("203.0.113.7", attempt)).statusCode).toBe(200);
    }
    const blocked = await lookup("203.0.113.7", limit);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0]).toMatchObject({ type: "TooManyRequestsError", reason: "rateLimited" });
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await lookup("203.0.113.7", limit + 1)).statusCode).toBe(429);
    // Another shopper is not held back by the first one.
    expect((await lookup("198.51.100.8", 0)).statusCode).toBe(200);
  });

  const ADDRESS = {
    firstName: "Mona",
    lastName: "Saleh",
    line1: "12 Marina Walk",
    town: "Dubai",
    country: { isocode: "AE" },
    region: { isocode: "AE-DU" },
    area: { isocode: "AE-DU-MARINA" },
    phone: "971501234567",
    ...MARINA_PIN,
  };

  const verify = async (body: object, user = "anonymous", headers = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/${user}/addresses/verification`,
      payload: body,
      headers,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("accepts an address whose pin lies in its area and town", async () => {
    const { status, body } = await verify(ADDRESS);
    expect(status).toBe(200);
    expect(AddressValidation.parse(body)).toEqual({ decision: "ACCEPT" });
    expect((await verify({ ...ADDRESS, town: "دبي" }, "current", bearer(token))).body).toEqual({ decision: "ACCEPT" });
    // A district name as the town is fine too.
    expect((await verify({ ...ADDRESS, town: "Dubai Marina" })).body.decision).toBe("ACCEPT");
  });

  it("rejects a pin outside the address's emirate, a missing pin and an unknown area", async () => {
    const outside = await verify({ ...ADDRESS, ...SHARJAH_PIN });
    expect(outside.body).toMatchObject({
      decision: "REJECT",
      errors: { errors: [{ subject: "latitude", reason: "map.outOfScope" }] },
    });
    expect((await verify({ ...ADDRESS, ...GULF_PIN })).body.decision).toBe("REJECT");
    const { latitude: _lat, longitude: _lng, ...withoutPin } = ADDRESS;
    expect((await verify(withoutPin)).body).toMatchObject({
      decision: "REJECT",
      errors: { errors: [{ subject: "latitude" }] },
    });
    const unknownArea = await verify({ ...ADDRESS, area: { isocode: "AE-DU-ATLANTIS" } });
    expect(unknownArea.body).toMatchObject({ decision: "REJECT", errors: { errors: [{ subject: "area.isocode" }] } });
    const areaOfAnotherRegion = await verify({ ...ADDRESS, area: { isocode: "AE-SH-MAJAZ" } });
    expect(areaOfAnotherRegion.body.decision).toBe("REJECT");
  });

  it("asks for review when the typed area or town disagree with the pin, suggesting the pin's", async () => {
    const wrongArea = AddressValidation.parse((await verify({ ...ADDRESS, area: { isocode: "AE-DU-DEIRA" } })).body);
    expect(wrongArea.decision).toBe("REVIEW");
    expect(wrongArea.suggestedAddresses?.[0]).toMatchObject({
      line1: "12 Marina Walk",
      town: "Dubai",
      area: { isocode: "AE-DU-MARINA", name: "Dubai Marina" },
      region: { isocode: "AE-DU", name: "Dubai" },
      latitude: MARINA_PIN.latitude,
    });
    const wrongTown = AddressValidation.parse((await verify({ ...ADDRESS, town: "Abu Dhabi" })).body);
    expect(wrongTown.decision).toBe("REVIEW");
    expect(wrongTown.suggestedAddresses?.[0]).toMatchObject({ town: "Dubai", area: { isocode: "AE-DU-MARINA" } });
  });

  it("verifies only for the caller's own user and validates the body", async () => {
    expect((await verify(ADDRESS, "current")).status).toBe(401);
    expect((await verify(ADDRESS, "someone@example.com", bearer(token))).status).toBe(403);
    const invalid = await verify({ ...ADDRESS, firstName: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].type).toBe("ValidationError");
  });
});

describe("Nominatim-compatible HTTP geocoder", () => {
  let server: Server;
  let baseUrl: string;
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let delayMs = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? "", headers: request.headers });
      const url = new URL(request.url ?? "/", "http://localhost");
      const reply = (status: number, body: unknown) =>
        setTimeout(() => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(JSON.stringify(body));
        }, delayMs);
      if (url.pathname === "/nominatim/reverse") {
        return reply(200, {
          lat: url.searchParams.get("lat"),
          lon: url.searchParams.get("lon"),
          display_name: "5, Al Marsa Street, Dubai Marina, Dubai, United Arab Emirates",
          addresstype: "building",
          address: {
            house_number: "5",
            road: "Al Marsa Street",
            suburb: "Dubai Marina",
            city: "Dubai",
            state: "Dubai",
            "ISO3166-2-lvl4": "AE-DU",
            country: "United Arab Emirates",
            country_code: "ae",
          },
        });
      }
      if (url.pathname === "/nominatim/search") return reply(200, []);
      return reply(500, { error: "boom" });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Each test's own spacing on virtual time, so tests neither wait for nor throttle each other. */
  const geocoderAt = (url: string, options: Partial<HttpGeocoderOptions> = {}, clock = virtualClock()) =>
    new HttpGeocoder({
      baseUrl: url,
      userAgent: "x/1",
      timeoutMs: 2000,
      spacing: new RequestSpacing({ intervalMs: 1000, maxWaitMs: 2000, clock }),
      ...options,
    });
  const requestsFor = (text: string) => seen.filter((request) => request.url.includes(text)).length;

  it("maps a Nominatim place to the maps service's components and identifies itself", async () => {
    const geocoder = geocoderAt(baseUrl, { userAgent: "Dukkan-test/1 (ops@example.com)" });
    const answer = await geocoder.reverse(25.0805, 55.1403, "ar");
    expect(answer.status).toBe("OK");
    expect(answer.regionIsocode).toBe("AE-DU");
    const [result] = answer.results;
    expect(componentOf(result, "street_number")?.long_name).toBe("5");
    expect(componentOf(result, "route")?.long_name).toBe("Al Marsa Street");
    expect(componentOf(result, "locality")?.long_name).toBe("Dubai Marina");
    expect(componentOf(result, "administrative_area_level_1")).toMatchObject({ long_name: "Dubai", short_name: "DU" });
    expect(componentOf(result, "country")?.short_name).toBe("AE");
    const request = seen.at(-1)!;
    expect(request.headers["user-agent"]).toBe("Dukkan-test/1 (ops@example.com)");
    expect(request.headers["accept-language"]).toBe("ar");
    expect(request.url).toContain("lat=25.0805&lon=55.1403");
    expect((await geocoder.search("nowhere", "en")).status).toBe("ZERO_RESULTS");
  });

  it("answers ERROR with a reason when the service fails or is too slow", async () => {
    const broken = geocoderAt(`${baseUrl}/missing/`);
    const failed = await broken.reverse(25.1, 55.2, "en");
    expect(failed).toMatchObject({ status: "ERROR", results: [] });
    expect(failed.errorMessage).toContain("HTTP 500");
    delayMs = 500;
    const slow = geocoderAt(baseUrl, { timeoutMs: 100 });
    const timedOut = await slow.reverse(25.2, 55.3, "en");
    delayMs = 0;
    expect(timedOut).toMatchObject({ status: "ERROR", errorMessage: "the geocoding service did not answer in time" });
  });

  it("answers a repeated question from its cache: the same pin to ~11 m, the same text in any case or spacing", async () => {
    const geocoder = geocoderAt(baseUrl);
    const first = await geocoder.reverse(25.11111, 55.22222, "en");
    expect(first.status).toBe("OK");
    expect(await geocoder.reverse(25.11112, 55.22221, "en")).toEqual(first);
    const [again, concurrent] = await Promise.all([
      geocoder.reverse(25.11111, 55.22222, "en"),
      geocoder.reverse(25.11111, 55.22222, "en"),
    ]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(requestsFor("lat=25.1111&lon=55.2222")).toBe(1);
    // Another language is another question.
    await geocoder.reverse(25.11111, 55.22222, "ar");
    expect(requestsFor("lat=25.1111&lon=55.2222")).toBe(2);

    expect((await geocoder.search("Cache Street 1,  Dubai", "en")).status).toBe("ZERO_RESULTS");
    expect((await geocoder.search(" cache street 1, DUBAI ", "en")).status).toBe("ZERO_RESULTS");
    expect(requestsFor("q=cache+street+1%2C+dubai")).toBe(1);
  });

  it("sends a request at most once a second and answers ERROR (busy) rather than queue for long", async () => {
    const clock = virtualClock();
    const sentAt: number[] = [];
    const geocoder = geocoderAt(
      baseUrl,
      {
        fetch: (input, init) => {
          sentAt.push(clock.now());
          return fetch(input, init);
        },
      },
      clock,
    );
    const pins = [25.01, 25.02, 25.03, 25.04];
    const answers = await Promise.all(pins.map((latitude) => geocoder.reverse(latitude, 55.3, "en")));
    expect(answers.map((answer) => answer.status)).toEqual(["OK", "OK", "OK", "ERROR"]);
    expect(answers[3]).toEqual({
      status: "ERROR",
      results: [],
      errorMessage: "the geocoding service is busy; try again in a moment",
    });
    expect(sentAt).toEqual([0, 1000, 2000]);
    expect(requestsFor("lat=25.0400")).toBe(0);
    // A busy answer is not kept: the same pin asked again later reaches the service.
    expect((await geocoder.reverse(25.04, 55.3, "en")).status).toBe("OK");
    expect(sentAt).toEqual([0, 1000, 2000, 3000]);
  });

  it("is used by the API when GEOCODER_URL is set", async () => {
    const t = await createTestApp({ seed: insertGeography, env: { GEOCODER_URL: baseUrl } });
    try {
      const response = await t.app.inject({ url: `${OCC}/geocoding/reverse?latitude=25.09&longitude=55.15` });
      const answer = GeocodeAnswer.parse(response.json());
      expect(componentOf(answer.results[0], "route")?.long_name).toBe("Al Marsa Street");
    } finally {
      await t.close();
    }
  });
});

/**
 * Virtual time for the request spacing: a sleep advances the clock to its end, and sleepers wake one at a time in
 * order, each running on until it waits again before the next wakes (so "now" is the time it was released).
 */
function virtualClock(): Clock {
  let time = 0;
  let waking = false;
  const sleepers: { until: number; wake: () => void }[] = [];
  const wakeNext = () => {
    sleepers.sort((a, b) => a.until - b.until);
    const next = sleepers.shift();
    if (!next) {
      waking = false;
      return;
    }
    time = Math.max(time, next.until);
    next.wake();
    setImmediate(wakeNext);
  };
  return {
    now: () => time,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        sleepers.push({ until: time + ms, wake });
        if (!waking) {
          waking = true;
          setImmediate(wakeNext);
        }
      }),
  };
}
