import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { commitSession, getSession } from "../../session/session.server";
import { serveStandInApi } from "../../occ/stand-in-api.server";
import { buyNowDestination, cartAction } from "./cart-action.server";

/**
 * A stand-in for the API's cart endpoints: answers per "METHOD path" (without the OCC prefix), recording every
 * call with its query, so the tests see which calls the action made and in which order.
 */
type Answer = { status: number; body?: unknown };
const answers = new Map<string, Answer>();
const calls: string[] = [];

const GUID = "0d6f1c9e-guest";
const guestCart = {
  code: "00001234",
  guid: GUID,
  user: { uid: "anonymous", name: "Anonymous" },
  entries: [
    { entryNumber: 0, quantity: 2, product: { code: "1001-1" } },
    { entryNumber: 1, quantity: 1, product: { code: "1002-1" } },
  ],
  entryGroups: [
    { entryGroupNumber: 1, type: "STANDALONE", entries: [{ entryNumber: 0, quantity: 2 }] },
    { entryGroupNumber: 2, type: "STANDALONE", entries: [{ entryNumber: 1, quantity: 1 }] },
  ],
};
const CART = `users/anonymous/carts/${GUID}`;

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://api");
  const path = url.pathname.replace("/occ/v2/dukkan/", "");
  const key = `${request.method} ${path}`;
  const query = [...url.searchParams].filter(([name]) => !["lang", "curr", "fields"].includes(name));
  calls.push(query.length ? `${key}?${new URLSearchParams(query).toString()}` : key);
  let body = "";
  request.on("data", (chunk) => (body += String(chunk)));
  request.on("end", () => {
    if (body) calls.push(`  body ${body}`);
    const answer = answers.get(key) ?? { status: 404, body: { errors: [{ type: "UnknownResourceError" }] } };
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
  });
}

serveStandInApi(handle);
beforeEach(() => {
  answers.clear();
  calls.length = 0;
  answers.set(`GET ${CART}`, { status: 200, body: guestCart });
});

async function post(fields: Record<string, string>, { area }: { area?: string } = {}): Promise<Response> {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("cartGuid", GUID);
  if (area) session.set("area", area);
  const cookie = (await commitSession(session)).split(";")[0]!;
  const request = new Request("http://shop.test/en/cart", {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://shop.test" },
    body: new URLSearchParams(fields),
  });
  const answer = await cartAction(request, "en");
  if (answer instanceof Response) return answer;
  // React Router's data(): the test reads it as a response.
  return new Response(JSON.stringify(answer.data), { status: answer.init?.status ?? 200 });
}

describe("Proceed to checkout through the cart page's action", () => {
  it("refuses without an area (validation.missingRegion) and asks the API nothing more", async () => {
    const response = await post({ intent: "proceed" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      intent: "proceed",
      message: { tone: "error", key: "validation.missingRegion" },
    });
    expect(calls).toEqual([`GET ${CART}`]);
  });

  it("validates, checks stock by the guest cart's guid, and goes to /checkout", async () => {
    answers.set(`POST ${CART}/validate`, { status: 200, body: { cartModifications: [] } });
    answers.set(`GET ${CART}/stockCheck`, { status: 200, body: { message: "SUCCESS" } });
    const response = await post({ intent: "proceed" }, { area: "AE-DU-DEIRA" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/checkout");
    expect(calls).toEqual([
      `GET ${CART}?area=AE-DU-DEIRA`,
      `POST ${CART}/validate?area=AE-DU-DEIRA`,
      `GET ${CART}/stockCheck?area=AE-DU-DEIRA`,
    ]);
  });

  it("warns and reloads the cart after 2 s when the stock check fails", async () => {
    answers.set(`POST ${CART}/validate`, { status: 200, body: { cartModifications: [] } });
    answers.set(`GET ${CART}/stockCheck`, { status: 200, body: { message: "FAILED" } });
    const response = await post({ intent: "proceed" }, { area: "AE-DU-DEIRA" });
    expect(await response.json()).toEqual({
      intent: "proceed",
      message: { tone: "warning", key: "validation.cannotProceedCheckout" },
      then: { to: "/en/cart", afterMs: 2000 },
    });
  });
});

describe("changing the cart", () => {
  it("updates the entry that still holds the posted product, even after its number moved", async () => {
    answers.set(`PUT ${CART}/entries/1`, { status: 200, body: { statusCode: "success", quantity: 3 } });
    // The shopper saw 1002-1 as entry 2 before an earlier line went; it is entry 1 now.
    const response = await post({
      intent: "updateQuantity",
      entryNumber: "2",
      productCode: "1002-1",
      quantity: "2",
      step: "1",
    });
    expect(response.status).toBe(200);
    expect(calls).toContain(`PUT ${CART}/entries/1`);
    expect(calls).toContain('  body {"quantity":3}');
  });

  it("shows the API's voucher error as it is", async () => {
    answers.set(`POST ${CART}/vouchers`, {
      status: 400,
      body: {
        errors: [{ type: "VoucherOperationError", reason: "notFound", message: "Coupon code NOPE is not valid." }],
      },
    });
    const response = await post({ intent: "applyVoucher", couponCode: " NOPE " });
    expect(await response.json()).toEqual({
      intent: "applyVoucher",
      message: { tone: "error", text: "Coupon code NOPE is not valid." },
    });
    expect(calls).toContain(`POST ${CART}/vouchers?voucherId=NOPE`);
  });

  it("sends no empty coupon code and marks the field touched", async () => {
    const response = await post({ intent: "applyVoucher", couponCode: "  " });
    expect(await response.json()).toEqual({ intent: "applyVoucher", couponTouched: true });
    expect(calls.some((call) => call.includes("vouchers"))).toBe(false);
  });
});

describe("'Buy it now' after its add", () => {
  async function guestSession() {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("cartGuid", GUID);
    session.set("area", "AE-DU-DEIRA");
    return session;
  }

  it("goes on to checkout once the cart passes the checks 'Proceed to checkout' runs", async () => {
    answers.set(`POST ${CART}/validate`, { status: 200, body: { cartModifications: [] } });
    answers.set(`GET ${CART}/stockCheck`, { status: 200, body: { message: "SUCCESS" } });
    const session = await guestSession();
    expect(await buyNowDestination(session, "ar")).toBe("/ar/checkout");
    expect(calls).toContain(`GET ${CART}/stockCheck?area=AE-DU-DEIRA`);
    expect(session.data.notice).toBeUndefined();
  });

  it("stops at the cart with the failed check's message when the stock check fails", async () => {
    answers.set(`POST ${CART}/validate`, { status: 200, body: { cartModifications: [] } });
    answers.set(`GET ${CART}/stockCheck`, { status: 200, body: { message: "FAILED" } });
    const session = await guestSession();
    expect(await buyNowDestination(session, "en")).toBe("/en/cart");
    expect(session.data.notice).toEqual({ tone: "warning", key: "validation.cannotProceedCheckout" });
  });
});
