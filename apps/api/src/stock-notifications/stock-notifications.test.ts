import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationPreferenceList, ProductInterestRelation, ProductInterestSearchResult } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { bearer, createCustomer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";
import { sandboxOutbox } from "../db/tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

let t: TestApp;
let alice: RegisteredCustomer;
let bob: RegisteredCustomer;
let carol: RegisteredCustomer;
let aliceToken: string;
let bobToken: string;
let carolToken: string;
let fulfilment: Promise<{ authorization: string }> | undefined;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  alice = await createCustomer(t, { firstName: "Alice" });
  bob = await createCustomer(t, { firstName: "Bob", lang: "ar" });
  carol = await createCustomer(t, { firstName: "Carol" });
  [aliceToken, bobToken, carolToken] = await Promise.all([signIn(t, alice), signIn(t, bob), signIn(t, carol)]);
});
afterAll(() => t.close());

const interests = (
  method: "GET" | "POST" | "DELETE",
  userId: string,
  token: string | undefined,
  query: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `${OCC}/users/${encodeURIComponent(userId)}/productinterests?${new URLSearchParams(query)}`,
    headers: token ? bearer(token) : {},
  });

const setStock = async (productCode: string, available: number, headers?: Record<string, string>) =>
  t.app.inject({
    method: "PUT",
    url: `/admin/v1/stock/${encodeURIComponent(productCode)}`,
    headers: headers ?? (await (fulfilment ??= staffAuthHeader(t, "fulfilment"))),
    payload: { available },
  });

const backInStockMails = (to: string) =>
  t.db
    .select()
    .from(sandboxOutbox)
    .where(and(eq(sandboxOutbox.recipient, to), eq(sandboxOutbox.channel, "EMAIL")))
    .then((rows) => rows.filter((row) => /back in stock|عاد إلى المخزون/i.test(row.subject ?? "")));

describe("product interests", () => {
  it("adds, lists and removes a BACK_IN_STOCK interest for the signed-in customer", async () => {
    const added = await interests("POST", "current", aliceToken, {
      productCode: CODES.container750,
      notificationType: "BACK_IN_STOCK",
    });
    expect(added.statusCode).toBe(201);
    const relation = ProductInterestRelation.parse(added.json());
    expect(relation.product.code).toBe(CODES.container750);
    expect(relation.productInterestEntry).toEqual([{ interestType: "BACK_IN_STOCK", dateAdded: expect.any(String) }]);
    // Adding again changes nothing.
    expect((await interests("POST", alice.email, aliceToken, { productCode: CODES.container750 })).statusCode).toBe(
      201,
    );

    const listed = ProductInterestSearchResult.parse(
      (await interests("GET", "current", aliceToken, { productCode: CODES.container750 })).json(),
    );
    expect(listed.results.map((result) => result.product.code)).toEqual([CODES.container750]);
    expect(listed.pagination.totalResults).toBe(1);

    const removed = await interests("DELETE", "current", aliceToken, {
      productCode: CODES.container750,
      notificationType: "BACK_IN_STOCK",
    });
    expect(removed.statusCode).toBe(204);
    const after = ProductInterestSearchResult.parse((await interests("GET", "current", aliceToken)).json());
    expect(after.results).toEqual([]);
  });

  it("keeps each customer's interests to themselves", async () => {
    await interests("POST", "current", aliceToken, { productCode: CODES.box });
    expect((await interests("GET", alice.email, bobToken)).statusCode).toBe(403);
    expect((await interests("POST", alice.email, bobToken, { productCode: CODES.container750 })).statusCode).toBe(403);
    expect((await interests("DELETE", alice.email, bobToken, { productCode: CODES.box })).statusCode).toBe(403);
    expect((await interests("GET", "anonymous", undefined)).statusCode).toBe(401);
    expect((await interests("POST", "current", undefined, { productCode: CODES.box })).statusCode).toBe(401);
    const bobs = ProductInterestSearchResult.parse((await interests("GET", "current", bobToken)).json());
    expect(bobs.results).toEqual([]);
    const alices = ProductInterestSearchResult.parse((await interests("GET", "current", aliceToken)).json());
    expect(alices.results.map((result) => result.product.code)).toEqual([CODES.box]);
    await interests("DELETE", "current", aliceToken, { productCode: CODES.box });
  });

  it("refuses products in stock, unknown and disabled products, and unknown interest types", async () => {
    const inStock = await interests("POST", "current", aliceToken, { productCode: CODES.cup });
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().errors[0]).toMatchObject({ type: "ValidationError", reason: "inStock" });
    const base = await interests("POST", "current", aliceToken, { productCode: CODES.container });
    expect(base.json().errors[0]).toMatchObject({ type: "ValidationError", reason: "baseProduct" });
    const unknown = await interests("POST", "current", aliceToken, { productCode: "9999-99" });
    expect(unknown.json().errors[0].type).toBe("UnknownIdentifierError");
    expect((await interests("POST", "current", aliceToken, { productCode: CODES.retired })).statusCode).toBe(400);
    const badType = await interests("POST", "current", aliceToken, {
      productCode: CODES.box,
      notificationType: "PRICE_REDUCED",
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "notificationType" });
  });
});

describe("notification preferences", () => {
  const preferences = (token: string, userId = "current") =>
    t.app.inject({
      method: "GET",
      url: `${OCC}/users/${encodeURIComponent(userId)}/notificationpreferences`,
      headers: bearer(token),
    });
  const update = (token: string, body: Record<string, unknown>, userId = "current") =>
    t.app.inject({
      method: "PATCH",
      url: `${OCC}/users/${encodeURIComponent(userId)}/notificationpreferences`,
      headers: bearer(token),
      payload: body,
    });

  it("lists EMAIL (on by default, with the address), PUSH and SITE_MESSAGE (off until the app or the browser is allowed), SMS (order updates to the verified number, on by default)", async () => {
    const list = NotificationPreferenceList.parse((await preferences(carolToken)).json());
    expect(list.preferences).toEqual([
      { channel: "EMAIL", enabled: true, visible: true, value: carol.email },
      { channel: "PUSH", enabled: false, visible: true },
      { channel: "SITE_MESSAGE", enabled: false, visible: true },
      { channel: "SMS", enabled: true, visible: true, value: carol.phoneNumber },
    ]);
  });

  it("updates with the full list; each channel flips as sent", async () => {
    const response = await update(carolToken, {
      preferences: [
        { channel: "EMAIL", enabled: false },
        { channel: "PUSH", enabled: false },
        { channel: "SITE_MESSAGE", enabled: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(NotificationPreferenceList.parse(response.json()).preferences.map((p) => [p.channel, p.enabled])).toEqual([
      ["EMAIL", false],
      ["PUSH", false],
      ["SITE_MESSAGE", true],
      // Not in the list sent: keeps its default.
      ["SMS", true],
    ]);
    expect(NotificationPreferenceList.parse((await preferences(carolToken)).json()).preferences[0]!.enabled).toBe(
      false,
    );
  });

  it("rejects unknown channels and other customers", async () => {
    expect((await update(carolToken, { preferences: [{ channel: "FAX", enabled: true }] })).statusCode).toBe(400);
    expect((await preferences(aliceToken, carol.email)).statusCode).toBe(403);
    expect(
      (await update(aliceToken, { preferences: [{ channel: "EMAIL", enabled: true }] }, carol.email)).statusCode,
    ).toBe(403);
  });
});

describe("back-in-stock job", () => {
  it("e-mails each waiting customer exactly once, in their language, when stock comes back", async () => {
    for (const token of [aliceToken, bobToken, carolToken]) {
      expect((await interests("POST", "current", token, { productCode: CODES.container750 })).statusCode).toBe(201);
    }
    // Carol switched e-mail off above: her interest is fulfilled without an e-mail.
    const restocked = await setStock(CODES.container750, 25);
    expect(restocked.statusCode).toBe(200);
    expect(restocked.json()).toMatchObject({ productCode: CODES.container750, available: 25, notificationsSent: 2 });

    const [aliceMails, bobMails, carolMails] = await Promise.all([
      backInStockMails(alice.email),
      backInStockMails(bob.email),
      backInStockMails(carol.email),
    ]);
    expect(aliceMails).toHaveLength(1);
    expect(aliceMails[0]!.subject).toBe("Back in stock: Food Container 750 ml");
    expect(aliceMails[0]!.body).toContain(`/en/p/${CODES.container750}`);
    expect(bobMails).toHaveLength(1);
    expect(bobMails[0]!.body).toContain(`/ar/p/${CODES.container750}`);
    expect(carolMails).toHaveLength(0);

    // The interests are fulfilled: gone from the lists, and a second restock sends nothing more.
    const left = ProductInterestSearchResult.parse((await interests("GET", "current", aliceToken)).json());
    expect(left.results).toEqual([]);
    await setStock(CODES.container750, 0);
    expect((await setStock(CODES.container750, 40)).json().notificationsSent).toBe(0);
    expect(await backInStockMails(alice.email)).toHaveLength(1);

    // The product page sees the new stock at once.
    const product = await t.app.inject({ method: "GET", url: `${OCC}/products/${CODES.container750}?fields=stock` });
    expect(product.json().stock).toMatchObject({ stockLevelStatus: "inStock", stockLevel: 40 });
  });

  it("tells a customer with the app and web push once on each channel", async () => {
    const dalia = await createCustomer(t, { firstName: "Dalia", lang: "ar" });
    const daliaToken = await signIn(t, dalia);
    const headers = bearer(daliaToken);
    await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/pushes/notification/info`,
      headers,
      payload: { id: "dalia-phone", token: "fcm-dalia", active: true },
    });
    await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/pushes/webpush/subscriptions`,
      headers,
      payload: {
        endpoint: "https://fcm.googleapis.com/fcm/send/dalia-browser",
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      },
    });
    await setStock(CODES.box, 0);
    expect((await interests("POST", "current", daliaToken, { productCode: CODES.box })).statusCode).toBe(201);
    await setStock(CODES.box, 12);
    await setStock(CODES.box, 0);
    await setStock(CODES.box, 13);

    const sent = await t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, dalia.email));
    const alerts = sent.filter((row) => row.subject?.startsWith("عاد إلى المخزون"));
    expect(alerts.map((row) => row.channel).sort()).toEqual(["EMAIL", "PUSH", "SITE_MESSAGE"]);
    const push = alerts.find((row) => row.channel === "PUSH")!;
    expect(push.body).toContain("متوفر من جديد");
    expect(push.body).toContain(`/ar/p/${CODES.box}`);
  });

  it("the sandbox outbox shows the e-mail", async () => {
    const outbox = await t.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(alice.email)}` });
    expect(outbox.json().messages.map((message: { subject: string }) => message.subject)).toContain(
      "Back in stock: Food Container 750 ml",
    );
  });

  it("the staff stock endpoint needs a fulfilment (or owner) staff token", async () => {
    expect((await setStock(CODES.box, 5, bearer("wrong-token-wrong-token-wrong-token-00"))).statusCode).toBe(401);
    expect((await setStock(CODES.box, 5, bearer(aliceToken))).statusCode).toBe(401);
    expect((await setStock(CODES.box, 5, {})).statusCode).toBe(401);
    expect((await setStock(CODES.box, 5, await staffAuthHeader(t, "support"))).statusCode).toBe(403);
    expect((await setStock("9999-99", 5)).json().errors[0].type).toBe("UnknownIdentifierError");
    expect((await setStock(CODES.box, -1)).statusCode).toBe(400);
  });
});
