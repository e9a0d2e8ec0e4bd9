/**
 * A battery that walks the OpenAPI document and sends every operation hostile values for each path parameter,
 * query parameter and top-level body field (wrong types, empty, huge, control and invisible characters,
 * extreme numbers), hostile whole bodies (null, an array, extra fields, 10 MB), and checks that the API never
 * answers 5xx and that every 4xx carries the OCC error envelope (the OAuth endpoints: the OAuth one).
 * Values are sampled per field (a rotating pair from the list) so the run stays at a few hundred requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccErrorList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, insertCmsFixtures, insertRegionFixtures } from "../../test/fixtures.js";
import { bearer, createCustomer, freshIp, OCC, signIn } from "../account/account-test-support.js";
import { MARINA_ADDRESS } from "../checkout/checkout-test-support.js";
import { fillPath, openApiWalker, type OpenApiDocument, type Operation } from "./openapi-test-support.js";

const HOSTILE_VALUES: unknown[] = [
  "",
  "\u0000",
  "a\u0000b",
  "\u001b[31mred\u0007",
  "\u0085\u009f",
  "\u202Eevil\u2066\u200B",
  "\uFEFF",
  "😀".repeat(300),
  "x".repeat(100_000),
  "' OR 1=1 --",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  -1,
  0,
  1e308,
  -1e308,
  1.5,
  true,
  null,
  [],
  {},
  ["a", 1],
];
/** Path and query values are text: the hostile strings, and numbers written as text. */
const HOSTILE_TEXT = [
  ...HOSTILE_VALUES.filter((value): value is string => typeof value === "string"),
  "-1",
  "0",
  "1e400",
  "99999999999999999999",
  "NaN",
];
const TEN_MEGABYTES = JSON.stringify({ padding: "x".repeat(10 * 1024 * 1024) });
/** The battery's customer, where a body names an account. */
const SIGNED_IN_FIELDS = {
  userEmail: "hostile@example.com",
  username: "hostile@example.com",
  uid: "hostile-new@example.com",
};
const PLAUSIBLE_PATH_VALUES: Record<string, string> = {
  userId: "current",
  cartId: "current",
  productCode: CODES.cup,
  code: CODES.cup,
  isoCode: "AE",
  countryIso: "AE",
  regionIso: "AE-DU",
};

let t: TestApp;
let token: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertRegionFixtures(db);
      await insertCmsFixtures(db);
    },
  });
  token = await signIn(t, await createCustomer(t, { firstName: "Hostile", uid: "hostile@example.com" }));
  // A cart with an entry and a delivery address, so cart and checkout routes get past "no cart".
  const headers = bearer(token);
  await t.app.inject({ method: "POST", url: `${OCC}/users/current/carts`, headers });
  await t.app.inject({
    method: "POST",
    url: `${OCC}/users/current/carts/current/entries`,
    headers,
    payload: { product: { code: CODES.cup }, quantity: 1 },
  });
  await t.app.inject({
    method: "POST",
    url: `${OCC}/users/current/carts/current/addresses/delivery`,
    headers,
    payload: MARINA_ADDRESS,
  });
  doc = (await t.app.inject("/openapi.json")).json();
}, 60_000);
afterAll(() => t.close());

interface HostileRequest {
  label: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

let rotation = 0;
/**
 * Three values per field: a NUL in text (the commonest 500 this battery found) and two rotating through the
 * list, so the battery as a whole sends every value to many fields without the full cross product.
 */
function sample<T>(values: readonly T[]): T[] {
  rotation += 1;
  return ["a\u0000b" as T, values[rotation % values.length]!, values[(rotation * 7 + 3) % values.length]!];
}

function requestsFor(path: string, method: string, operation: Operation): HostileRequest[] {
  const walker = openApiWalker(doc, SIGNED_IN_FIELDS);
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(
    parameters.filter((p) => p.in === "path").map((p) => [p.name, PLAUSIBLE_PATH_VALUES[p.name] ?? "x"]),
  );
  const query = walker.requiredQuery(operation);
  const urlWith = (pathOverride: Record<string, string>, queryOverride: Record<string, string>) =>
    fillPath(path, { ...pathValues, ...pathOverride }, { ...query, ...queryOverride });
  const { contentType, value: baseBody, encode } = walker.body(operation);
  const base = { method: method.toUpperCase(), contentType, body: baseBody && encode(baseBody) };

  const requests: HostileRequest[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== "path" && parameter.in !== "query") continue;
    for (const value of sample(HOSTILE_TEXT)) {
      const override = { [parameter.name]: value };
      requests.push({
        ...base,
        label: `${parameter.in} ${parameter.name}=${JSON.stringify(value).slice(0, 30)}`,
        url: parameter.in === "path" ? urlWith(override, {}) : urlWith({}, override),
      });
    }
  }
  if (baseBody && typeof baseBody === "object" && !Array.isArray(baseBody)) {
    for (const field of Object.keys(baseBody)) {
      for (const value of sample(HOSTILE_VALUES)) {
        requests.push({
          ...base,
          label: `body ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          url: urlWith({}, {}),
          body: encode({ ...baseBody, [field]: value }),
        });
      }
    }
    requests.push({
      ...base,
      label: "extra fields",
      url: urlWith({}, {}),
      body: encode({ ...baseBody, evil: "\u0000", __proto__x: 1 }),
    });
  }
  if (contentType) {
    for (const [label, body] of [
      ["null body", "null"],
      ["array body", "[1,2]"],
      ["broken JSON", '{"a":'],
      ["10 MB body", TEN_MEGABYTES],
    ] as const) {
      requests.push({ ...base, label, url: urlWith({}, {}), body, contentType: "application/json" });
    }
  }
  return requests;
}

/** The OAuth endpoints (token, revoke) answer errors with the OAuth envelope `{ error, error_description }`. */
const OAUTH_PREFIX = "/authorizationserver/oauth/";

/** Operations that end the session or the account run last, so the rest are sent signed in. */
const endsTheSession = (path: string, method: string) =>
  method === "delete" && (path.endsWith("/users/{userId}") || path.includes("revoke"));

describe("hostile input walked from the OpenAPI document", () => {
  it("never answers 5xx and answers every 4xx with an error envelope", async () => {
    const operations = openApiWalker(doc)
      .operations()
      .sort((a, b) => Number(endsTheSession(a.path, a.method)) - Number(endsTheSession(b.path, b.method)));
    expect(operations.length).toBeGreaterThan(50);

    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const { path, method, operation } of operations) {
      for (const request of requestsFor(path, method, operation)) {
        sent += 1;
        const response = await t.app.inject({
          method: request.method as "GET",
          url: request.url,
          remoteAddress: freshIp(),
          headers: {
            ...bearer(token),
            ...(request.contentType ? { "content-type": request.contentType } : {}),
          },
          ...(request.body !== undefined && request.method !== "GET" ? { payload: request.body } : {}),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${method.toUpperCase()} ${path} [${request.label}] → ${response.statusCode}`;
        if (response.statusCode >= 500) {
          failures.push(`${where}: ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400) {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          const enveloped = path.startsWith(OAUTH_PREFIX)
            ? typeof (body as { error?: unknown } | undefined)?.error === "string"
            : OccErrorList.safeParse(body).success;
          if (!enveloped) failures.push(`${where} without an error envelope: ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect(statuses.get(200) ?? 0, "some requests still succeed (the battery reaches the routes)").toBeGreaterThan(0);
    console.info(`hostile-input battery: ${sent} requests`, Object.fromEntries(statuses));
  }, 120_000);
});
