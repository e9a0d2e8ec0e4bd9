/**
 * Push devices and web push subscriptions (shopping spec §4 Native app bridge, Web push; account spec §7 Native app
 * push): the app's notification info per customer, its deactivation (also anonymously after sign-out), the browser's
 * subscription turning SITE_MESSAGE on, and the sandbox sender recording one message per device or browser.
 */
import { createECDH, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationPreferenceList, type OutboxMessage } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import {
  bearer,
  createCustomer,
  OCC,
  signIn,
  TOKEN_URL,
  type RegisteredCustomer,
} from "../account/account-test-support.js";
import { PushDelivery } from "./push-delivery.js";
import { SandboxPushSender } from "./push-sender.js";

let t: TestApp;
let delivery: PushDelivery;
let amal: RegisteredCustomer;
let badr: RegisteredCustomer;
let amalToken: string;
let badrToken: string;

beforeAll(async () => {
  t = await createTestApp();
  delivery = new PushDelivery(t.db, new SandboxPushSender(t.db), t.app.log);
  [amal, badr] = [await createCustomer(t, { firstName: "Amal" }), await createCustomer(t, { firstName: "Badr" })];
  [amalToken, badrToken] = await Promise.all([signIn(t, amal), signIn(t, badr)]);
});
afterAll(() => t.close());

const info = (method: "POST" | "PATCH", userId: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method,
    url: `${OCC}/users/${encodeURIComponent(userId)}/pushes/notification/info`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const inactive = (userId: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `${OCC}/users/${encodeURIComponent(userId)}/pushes/notification/info/inactive`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function clientToken(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: TOKEN_URL,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "grant_type=client_credentials&client_id=mobile_android&client_secret=secret",
  });
  return response.json().access_token as string;
}

/** What the sandbox recorded for the customer on a push channel, oldest first. */
async function pushesTo(uid: string, channel: "PUSH" | "SITE_MESSAGE"): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(uid)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages
    .filter((message) => message.channel === channel)
    .reverse();
}

const message = (title: string) => ({ title, body: "Your order is on its way.", url: "http://localhost:3000/en/x" });

/** A subscription as a browser's `PushSubscription.toJSON()` gives it: a push service URL and its keys. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString("hex")}`) {
  const ecdh = createECDH("prime256v1");
  return {
    endpoint,
    keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

describe("users/{userId}/pushes/notification/info", () => {
  it("registers the app's device (POST), takes a refreshed token (PATCH), and the sandbox records one push per device", async () => {
    const created = await info("POST", "current", amalToken, { id: "amal-phone", token: "fcm-token-1", active: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: "amal-phone", token: "fcm-token-1", active: true });
    expect((await info("POST", amal.email, amalToken, { id: "amal-tablet", token: "fcm-t" })).statusCode).toBe(201);
    const patched = await info("PATCH", "current", amalToken, { id: "amal-phone", token: "fcm-token-2", active: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ id: "amal-phone", token: "fcm-token-2", active: true });

    expect(await delivery.deliver(amal.email, "PUSH", message("Order 00000042 is on its way"))).toBe(2);
    const pushes = await pushesTo(amal.email, "PUSH");
    expect(pushes.map((push) => [push.subject, push.body])).toEqual([
      ["Order 00000042 is on its way", "Your order is on its way.\nhttp://localhost:3000/en/x\n(device amal-phone)"],
      ["Order 00000042 is on its way", "Your order is on its way.\nhttp://localhost:3000/en/x\n(device amal-tablet)"],
    ]);
    expect(pushes[0]!.links).toEqual(["http://localhost:3000/en/x"]);
  });

  it("the first device turns the customer's PUSH channel on, unless they already chose for it", async () => {
    const pushChannel = async (token: string) =>
      NotificationPreferenceList.parse(
        (
          await t.app.inject({
            method: "GET",
            url: `${OCC}/users/current/notificationpreferences`,
            headers: bearer(token),
          })
        ).json(),
      ).preferences.find((preference) => preference.channel === "PUSH");
    const dana = await signIn(t, await createCustomer(t, { firstName: "Dana" }));
    expect(await pushChannel(dana)).toEqual({ channel: "PUSH", enabled: false, visible: true });
    await info("POST", "current", dana, { id: "dana-phone", token: "fcm-dana", active: true });
    expect((await pushChannel(dana))!.enabled).toBe(true);

    const eman = await signIn(t, await createCustomer(t, { firstName: "Eman" }));
    await t.app.inject({
      method: "PATCH",
      url: `${OCC}/users/current/notificationpreferences`,
      headers: bearer(eman),
      payload: { preferences: [{ channel: "PUSH", enabled: false }] },
    });
    await info("POST", "current", eman, { id: "eman-phone", token: "fcm-eman", active: true });
    expect((await pushChannel(eman))!.enabled).toBe(false);
  });

  it("acts only for the token's own customer", async () => {
    const body = { id: "someone-elses", token: "fcm-x", active: true };
    expect((await info("POST", amal.email, undefined, body)).statusCode).toBe(401);
    expect((await info("POST", amal.email, badrToken, body)).statusCode).toBe(403);
    expect((await info("PATCH", amal.email, badrToken, body)).statusCode).toBe(403);
    expect((await inactive(amal.email, badrToken, { id: "amal-phone" })).statusCode).toBe(403);
    expect((await info("POST", "anonymous", undefined, body)).statusCode).toBe(401);
    expect((await info("POST", "current", amalToken, { id: "no token" })).statusCode).toBe(400);
  });

  it("a device a second customer signs in on stops receiving the first customer's pushes", async () => {
    await info("POST", "current", amalToken, { id: "shared-phone", token: "fcm-shared-a", active: true });
    await info("POST", "current", badrToken, { id: "shared-phone", token: "fcm-shared-b", active: true });
    const before = (await pushesTo(amal.email, "PUSH")).length;
    await delivery.deliver(amal.email, "PUSH", message("For Amal"));
    const amalPushes = (await pushesTo(amal.email, "PUSH")).slice(before);
    expect(amalPushes.map((push) => push.body.split("\n")[2])).toEqual(["(device amal-phone)", "(device amal-tablet)"]);
    expect(await delivery.deliver(badr.email, "PUSH", message("For Badr"))).toBe(1);
  });

  it("info/inactive {id}: the signed-in customer's device gets no more pushes", async () => {
    const response = await inactive("current", amalToken, { id: "amal-tablet" });
    expect(response.statusCode, response.body).toBe(204);
    const before = (await pushesTo(amal.email, "PUSH")).length;
    expect(await delivery.deliver(amal.email, "PUSH", message("After the tablet left"))).toBe(1);
    expect((await pushesTo(amal.email, "PUSH")).slice(before).map((push) => push.body.split("\n")[2])).toEqual([
      "(device amal-phone)",
    ]);
  });

  it("info/inactive anonymous {id, user:{uid}} with the client's token, after sign-out", async () => {
    const client = await clientToken();
    // Without a token, or without saying whose device: refused.
    expect((await inactive("anonymous", undefined, { id: "amal-phone", user: { uid: amal.email } })).statusCode).toBe(
      401,
    );
    expect((await inactive("anonymous", client, { id: "amal-phone" })).statusCode).toBe(400);
    // Someone else's uid with Amal's device id changes nothing (and answers the same).
    expect((await inactive("anonymous", client, { id: "amal-phone", user: { uid: badr.email } })).statusCode).toBe(204);
    expect(await delivery.deliver(amal.email, "PUSH", message("Still here"))).toBe(1);

    const response = await inactive("anonymous", client, { id: "amal-phone", user: { uid: amal.email.toUpperCase() } });
    expect(response.statusCode, response.body).toBe(204);
    expect(await delivery.deliver(amal.email, "PUSH", message("Nobody left"))).toBe(0);
  });
});

describe("users/{userId}/pushes/webpush/subscriptions", () => {
  const subscribe = (token: string, payload: unknown, userId = "current") =>
    t.app.inject({
      method: "POST",
      url: `${OCC}/users/${encodeURIComponent(userId)}/pushes/webpush/subscriptions`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  it("connecting a browser turns SITE_MESSAGE on; the sandbox records one web push per browser; sign-out disconnects", async () => {
    const preferences = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/current/notificationpreferences`,
      headers: bearer(badrToken),
    });
    expect(NotificationPreferenceList.parse(preferences.json()).preferences.map((p) => [p.channel, p.enabled])).toEqual(
      [
        ["EMAIL", true],
        ["PUSH", true],
        ["SITE_MESSAGE", false],
        ["SMS", true],
      ],
    );

    const subscription = browserSubscription();
    const connected = await subscribe(badrToken, subscription);
    expect(connected.statusCode, connected.body).toBe(201);
    expect(NotificationPreferenceList.parse(connected.json()).preferences).toContainEqual({
      channel: "SITE_MESSAGE",
      enabled: true,
      visible: true,
    });
    // The same browser subscribing again replaces its row: still one web push.
    expect((await subscribe(badrToken, subscription)).statusCode).toBe(201);
    expect(await delivery.deliver(badr.email, "SITE_MESSAGE", message("Back in stock"))).toBe(1);
    const [webPush] = await pushesTo(badr.email, "SITE_MESSAGE");
    expect(webPush!.subject).toBe("Back in stock");
    expect(webPush!.body).toContain(`(browser fcm.googleapis.com …${subscription.endpoint.slice(-12)})`);

    const disconnected = await t.app.inject({
      method: "DELETE",
      url: `${OCC}/users/current/pushes/webpush/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`,
      headers: bearer(badrToken),
    });
    expect(disconnected.statusCode).toBe(204);
    expect(await delivery.deliver(badr.email, "SITE_MESSAGE", message("Nobody listens"))).toBe(0);
  });

  it("accepts only browser push services' https endpoints, and only for the token's customer", async () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/abc",
      "https://fcm.googleapis.com:8443/abc",
    ]) {
      expect((await subscribe(amalToken, browserSubscription(endpoint))).statusCode, endpoint).toBe(400);
    }
    expect((await subscribe(amalToken, { endpoint: "https://fcm.googleapis.com/x", keys: {} })).statusCode).toBe(400);
    expect((await subscribe(amalToken, browserSubscription(), badr.email)).statusCode).toBe(403);
    expect(
      (await subscribe(amalToken, browserSubscription("https://updates.push.services.mozilla.com/wpush/v2/abc")))
        .statusCode,
    ).toBe(201);
  });
});
