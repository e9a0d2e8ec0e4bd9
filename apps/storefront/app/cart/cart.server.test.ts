import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { getSession, type Session } from "../session/session.server";
import {
  addEntry,
  CART_ID_NOT_DEFINED,
  CartIdNotDefinedError,
  cartRef,
  ensureCart,
  loadCart,
  mergeGuestCart,
} from "./cart.server";

/**
 * A stand-in for the API's cart routes: guest carts by guid under `anonymous`, the customer's cart as `current`;
 * an unknown cart answers 400 CartError notFound as the API does.
 */
type Call = { method: string; path: string; query: URLSearchParams; token?: string; body?: unknown };
const calls: Call[] = [];
const guestCarts = new Set<string>();
let created = 0;
const PREFIX = "/occ/v2/dukkan/";

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const notFound = { errors: [{ type: "CartError", reason: "notFound", message: "Cart not found." }] };

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://api");
  let text = "";
  for await (const chunk of request) text += String(chunk);
  const path = url.pathname.slice(PREFIX.length);
  const token = request.headers.authorization?.replace(/^Bearer /, "");
  calls.push({
    method: request.method!,
    path,
    query: url.searchParams,
    token,
    body: text ? JSON.parse(text) : undefined,
  });

  if (path === "users/anonymous/carts" && request.method === "POST") {
    created += 1;
    const guid = `guest-${created}`;
    guestCarts.add(guid);
    return send(response, 201, { code: `0000000${created}`, guid });
  }
  const guest = /^users\/anonymous\/carts\/([^/]+)(\/entries)?$/.exec(path);
  if (guest) {
    if (!guestCarts.has(guest[1]!)) return send(response, 400, notFound);
    if (guest[2]) return send(response, 200, { statusCode: "success", quantityAdded: 2 });
    return send(response, 200, { code: "00000001", guid: guest[1], user: { uid: "anonymous", name: "Anonymous" } });
  }
  if (path === "users/current/carts" && request.method === "POST") {
    return send(response, 201, { code: "00000042", guid: "customer-cart" });
  }
  return send(response, 404, { errors: [{ type: "UnknownResourceError" }] });
}

serveStandInApi((request, response) => void handle(request, response));

beforeEach(() => {
  calls.length = 0;
  guestCarts.clear();
});

async function guestSession(cartGuid?: string): Promise<Session> {
  const session = await getSession(new Request("http://shop.test/en/"));
  session.set("area", "AE-DU-MARINA");
  if (cartGuid) session.set("cartGuid", cartGuid);
  return session;
}

async function customerSession(): Promise<Session> {
  const session = await guestSession();
  session.set("accessToken", "customer-token");
  session.set("expiresAt", Date.now() + 3_600_000);
  return session;
}

describe("cartRef", () => {
  it("addresses a guest cart by its guid and a customer's cart as current", async () => {
    expect(await cartRef(await guestSession("guest-9"))).toEqual({ userId: "anonymous", cartId: "guest-9" });
    expect(await cartRef(await customerSession())).toEqual({
      userId: "current",
      cartId: "current",
      accessToken: "customer-token",
    });
  });

  it("follows the spec's rule for a loaded cart: the guid for the anonymous user, else the code", async () => {
    const customer = await customerSession();
    const customerCart = { code: "00000042", guid: "g-42", user: { uid: "amal@example.ae", name: "Amal" } };
    expect((await cartRef(customer, customerCart)).cartId).toBe("00000042");
    const guestCart = { code: "00000007", guid: "g-7", user: { uid: "anonymous", name: "Anonymous" } };
    expect((await cartRef(await guestSession(), guestCart)).cartId).toBe("g-7");
  });

  it("says 'Cart ID is not defined' when a guest has no cart", async () => {
    await expect(cartRef(await guestSession())).rejects.toThrow(CartIdNotDefinedError);
    await expect(cartRef(await guestSession())).rejects.toThrow(CART_ID_NOT_DEFINED);
  });
});

describe("loadCart", () => {
  it("calls nothing and creates nothing when the shopper has no cart", async () => {
    expect(await loadCart(await guestSession(), "en")).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("reads the guest's cart with the session's area and the asked fields", async () => {
    guestCarts.add("guest-known");
    const cart = await loadCart(await guestSession("guest-known"), "ar", "code,guid");
    expect(cart?.guid).toBe("guest-known");
    expect(calls[0]!.path).toBe("users/anonymous/carts/guest-known");
    expect(Object.fromEntries(calls[0]!.query)).toMatchObject({
      area: "AE-DU-MARINA",
      lang: "ar",
      fields: "code,guid",
    });
  });

  it("drops a guid the API no longer knows", async () => {
    const session = await guestSession("guest-gone");
    expect(await loadCart(session, "en")).toBeUndefined();
    expect(session.data.cartGuid).toBeUndefined();
  });
});

describe("adding", () => {
  it("creates a guest cart on the first add and keeps its guid", async () => {
    const session = await guestSession();
    const change = await addEntry(session, "en", "10021-01", 2);
    expect(change.statusCode).toBe("success");
    const guid = session.data.cartGuid!;
    expect(guid).toMatch(/^guest-/);
    const add = calls.find((call) => call.path.endsWith("/entries"))!;
    expect(add.path).toBe(`users/anonymous/carts/${guid}/entries`);
    expect(add.body).toEqual({ product: { code: "10021-01" }, quantity: 2 });
    expect(add.query.get("area")).toBe("AE-DU-MARINA");
  });

  it("starts a new cart when the stored guest cart is gone", async () => {
    const session = await guestSession("guest-expired");
    await addEntry(session, "en", "10021-01", 1);
    expect(session.data.cartGuid).not.toBe("guest-expired");
    expect(guestCarts.has(session.data.cartGuid!)).toBe(true);
  });

  it("keeps an existing guest cart", async () => {
    guestCarts.add("guest-kept");
    expect(await ensureCart(await guestSession("guest-kept"), "en")).toEqual({
      userId: "anonymous",
      cartId: "guest-kept",
    });
    expect(calls).toEqual([]);
  });
});

describe("mergeGuestCart", () => {
  it("merges the guest cart into the customer's cart and forgets the guid", async () => {
    const session = await guestSession("guest-5");
    await mergeGuestCart(session, "en", "customer-token");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", path: "users/current/carts", token: "customer-token" });
    expect(calls[0]!.query.get("oldCartId")).toBe("guest-5");
    expect(session.data.cartGuid).toBeUndefined();
  });

  it("does nothing without a guest cart", async () => {
    await mergeGuestCart(await guestSession(), "en", "customer-token");
    expect(calls).toEqual([]);
  });
});
