/**
 * The staff customer screens' API (issue 19, screen 5): search by e-mail, name and phone with paging, sort and the
 * active/disabled filter; one customer's profile with addresses, orders, consents and notification choices; and
 * the account actions (disable, enable, password-reset e-mail), each audited, for support and the owner only.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccErrorList } from "@dukkan/occ";
import { StaffCustomer, StaffCustomerList } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  bearer,
  createCustomer,
  latestMessage,
  linkIn,
  OCC,
  passwordGrant,
  signIn,
  type RegisteredCustomer,
} from "../account/account-test-support.js";
import { auditLog, customers, emailSubscriptions } from "../db/tables.js";
import { placedOrder } from "../orders/lifecycle/lifecycle-test-support.js";
import { insertOrderFixtures } from "../orders/order-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

let t: TestApp;
let support: { authorization: string };
/** A name no other test file's customers have, so searches count only this file's customers. */
const FAMILY = `Zubair${Date.now().toString(36)}`;
let noor: RegisteredCustomer;
let omar: RegisteredCustomer;

async function customerIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: customers.customerId }).from(customers).where(eq(customers.uid, email));
  return row!.id;
}

const get = (url: string, headers = support) => t.app.inject({ method: "GET", url: `/admin/v1${url}`, headers });
const post = (url: string, headers = support) =>
  t.app.inject({ method: "POST", url: `/admin/v1${url}`, headers, payload: {} });
const list = async (query: string) => {
  const response = await get(`/customers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return StaffCustomerList.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  support = await staffAuthHeader(t, "support");
  noor = await createCustomer(t, { uid: `noor.${FAMILY}@example.ae`.toLowerCase(), firstName: "Noor" });
  omar = await createCustomer(t, { uid: `omar.${FAMILY}@example.ae`.toLowerCase(), firstName: "Omar" });
  await t.db.update(customers).set({ lastName: FAMILY }).where(eq(customers.uid, noor.email));
  await t.db.update(customers).set({ lastName: FAMILY }).where(eq(customers.uid, omar.email));
});
afterAll(() => t.close());

describe("searching customers", () => {
  it("finds a customer by the start of the e-mail, the full name, the last name or the phone number", async () => {
    const emails = async (query: string) => (await list(query)).customers.map((customer) => customer.email);
    expect(await emails(`q=${encodeURIComponent(`NOOR.${FAMILY}`)}`)).toEqual([noor.email]);
    expect(await emails(`q=${encodeURIComponent(`omar ${FAMILY}`)}`)).toEqual([omar.email]);
    expect((await emails(`q=${FAMILY}&sort=name-asc`)).sort()).toEqual([noor.email, omar.email].sort());
    expect(await emails(`q=${noor.phoneNumber}`)).toEqual([noor.email]);
    // The local way of writing a UAE mobile number: 05… for 9715…
    const local = `0${noor.phoneNumber.slice(3)}`;
    expect(await emails(`q=${encodeURIComponent(local.replace(/^(\d{3})/, "$1 "))}`)).toEqual([noor.email]);
    // Not inside a name: the search matches starts (decision 0050).
    expect(await emails(`q=${FAMILY.slice(2)}`)).toEqual([]);
  });

  it("takes % and _ in a search as those characters, not as wildcards", async () => {
    expect((await list("q=%25")).customers).toEqual([]);
    expect((await list(`q=${FAMILY.slice(0, 3)}_`)).customers).toEqual([]);
  });

  it("sorts by name and by registration, and pages", async () => {
    const byName = await list(`q=${FAMILY}&sort=name-asc`);
    expect(byName.customers.map((customer) => customer.firstName)).toEqual(["Noor", "Omar"]);
    const newestFirst = await list(`q=${FAMILY}&sort=registered-desc&pageSize=1`);
    expect(newestFirst.customers.map((customer) => customer.firstName)).toEqual(["Omar"]);
    expect(newestFirst.pagination).toEqual({ currentPage: 0, pageSize: 1, totalPages: 2, totalResults: 2 });
    const secondPage = await list(`q=${FAMILY}&sort=registered-desc&pageSize=1&currentPage=1`);
    expect(secondPage.customers.map((customer) => customer.firstName)).toEqual(["Noor"]);
  });

  it("refuses an unknown sort or state with 400", async () => {
    expect((await get("/customers?sort=email")).statusCode).toBe(400);
    expect((await get("/customers?state=gone")).statusCode).toBe(400);
  });
});

describe("one customer", () => {
  it("shows the profile, addresses, orders, consents, notification choices and last sign-in", async () => {
    const order = await placedOrder(t, "Layla");
    const me = await t.app.inject({ url: `${OCC}/users/current`, headers: bearer(order.customer.token!) });
    const email = me.json().uid as string;
    await t.db.insert(emailSubscriptions).values({ email, language: "en" });
    const response = await get(`/customers/${await customerIdOf(email)}`);
    expect(response.statusCode, response.body).toBe(200);
    const customer = StaffCustomer.parse(response.json());
    expect(customer).toMatchObject({
      email,
      firstName: "Layla",
      lastName: "Al Mansoori",
      activated: true,
      disabledAt: null,
      signIn: { password: true, socialProviders: [] },
      consents: { newsletter: true },
    });
    expect(customer.lastSignInAt).not.toBeNull();
    // The checkout's delivery address (Dubai Marina) was saved to the address book.
    expect(customer.addresses).toEqual([
      expect.objectContaining({ name: "Alice Khan", line1: "Marina Walk 5", areaIsocode: "AE-DU-MARINA" }),
    ]);
    expect(customer.orders.count).toBe(1);
    expect(customer.orders.recent.map((recent) => recent.code)).toEqual([order.code]);
    expect(customer.orders.recent[0]!.status).toBe("CREATED");
    expect(customer.orders.totalSpentFils).toBe(customer.orders.recent[0]!.totalPriceFils);
    expect(customer.notificationPreferences.find((preference) => preference.channel === "EMAIL")).toMatchObject({
      enabled: true,
      value: email,
    });
  });

  it("shows the loyalty points balance and its value before and after a correction", async () => {
    // A customer of its own: the correction's audit row must not reach the other tests' customers.
    const member = await createCustomer(t, { uid: `points.${FAMILY}@example.ae`.toLowerCase(), firstName: "Hessa" });
    const id = await customerIdOf(member.email);
    const before = StaffCustomer.parse((await get(`/customers/${id}`)).json());
    expect(before.loyalty).toEqual({ points: 0, value: 0 });
    const adjusted = await t.app.inject({
      method: "POST",
      url: `/admin/v1/customers/${id}/loyalty/adjustments`,
      headers: support,
      payload: { points: 250, reason: "Goodwill for a late delivery" },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // 100 points are worth AED 1 (the shop's default rules): 250 points, AED 2.50.
    const after = StaffCustomer.parse((await get(`/customers/${id}`)).json());
    expect(after.loyalty).toEqual({ points: 250, value: 2.5 });
  });

  it("answers 404 for an unknown customer id", async () => {
    const response = await get("/customers/no-such-customer");
    expect(response.statusCode).toBe(404);
    expect(OccErrorList.parse(response.json()).errors[0]!.type).toBe("UnknownIdentifierError");
  });
});

describe("disabling and enabling an account", () => {
  it("ends the customer's sessions and refuses sign-in until enabled again; both audited", async () => {
    const customer = await createCustomer(t, { firstName: "Hessa" });
    const token = await signIn(t, customer);
    const id = await customerIdOf(customer.email);

    expect((await post(`/customers/${id}/disable`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `${OCC}/users/current`, headers: bearer(token) })).statusCode).toBe(401);
    const refused = await passwordGrant(t, customer.email, customer.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe("User is disabled");
    expect(StaffCustomer.parse((await get(`/customers/${id}`)).json()).disabledAt).not.toBeNull();
    expect((await list(`q=${encodeURIComponent(customer.email)}&state=disabled`)).customers).toHaveLength(1);
    expect((await list(`q=${encodeURIComponent(customer.email)}&state=active`)).customers).toHaveLength(0);

    expect((await post(`/customers/${id}/enable`)).statusCode).toBe(204);
    expect((await passwordGrant(t, customer.email, customer.password)).statusCode).toBe(200);

    const audit = await t.db
      .select({ action: auditLog.action, role: auditLog.role })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "customer"), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "customer.disable", role: "support" },
      { action: "customer.enable", role: "support" },
    ]);
  });

  it("records nothing when the account already is in the asked state", async () => {
    const id = await customerIdOf(omar.email);
    expect((await post(`/customers/${id}/enable`)).statusCode).toBe(204);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(rows).toEqual([]);
  });
});

describe("a password-reset e-mail sent by staff", () => {
  it("goes to the customer's own address with a working link, and is audited", async () => {
    const id = await customerIdOf(noor.email);
    expect((await post(`/customers/${id}/password-reset`)).statusCode).toBe(204);
    const mail = await latestMessage(t, noor.email);
    expect(linkIn(mail.body)).toContain("/login/pw/change?token=");
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(row).toMatchObject({ action: "customer.password-reset", targetType: "customer", role: "support" });
  });

  it("answers 409 for an account without a password (social sign-in only)", async () => {
    const social = await createCustomer(t, { firstName: "Maryam" });
    await t.db.update(customers).set({ passwordHash: null }).where(eq(customers.uid, social.email));
    const response = await post(`/customers/${await customerIdOf(social.email)}/password-reset`);
    expect(response.statusCode).toBe(409);
    expect(OccErrorList.parse(response.json()).errors[0]!.type).toBe("NoPasswordError");
  });
});

describe("who may", () => {
  it("refuses fulfilment and merchandiser staff with 403, on reads and writes, and changes nothing", async () => {
    const id = await customerIdOf(noor.email);
    for (const role of ["fulfilment", "merchandiser"] as const) {
      const headers = await staffAuthHeader(t, role);
      expect((await get("/customers", headers)).statusCode, role).toBe(403);
      expect((await get(`/customers/${id}`, headers)).statusCode, role).toBe(403);
      expect((await post(`/customers/${id}/disable`, headers)).statusCode, role).toBe(403);
    }
    expect(StaffCustomer.parse((await get(`/customers/${id}`)).json()).disabledAt).toBeNull();
  });
});
