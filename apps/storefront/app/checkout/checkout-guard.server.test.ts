import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import { commitSession, getSession, type SessionData } from "../session/session.server";
import { requireCheckout } from "./checkout-guard.server";
import { tryExpressCheckout } from "./express-checkout.server";

/** The stand-in API's carts by the id the storefront uses (guest guid, or `current` for the customer). */
const carts = new Map<string, Record<string, unknown>>();
const profiles: Record<string, { uid: string; name: string; phoneNumber?: string }> = {
  "token-amal": { uid: "amal@example.ae", name: "Amal Haddad", phoneNumber: "971501234567" },
  "token-noor": { uid: "noor@example.ae", name: "Noor Saleh" },
};
let addresses: Record<string, unknown>[] = [];
let savedCards: Record<string, unknown>[] | "missing" = [];
/** The changes the code under test asked for, as `METHOD path?query` without lang/curr/area. */
const changes: string[] = [];

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const cartError = (reason: string) => ({ errors: [{ type: "CartError", reason, subject: "x" }] });

serveStandInApi((request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? "/", "http://api.invalid");
  const path = url.pathname.replace(/^\/occ\/v2\/dukkan\//, "");
  const token = request.headers.authorization?.replace(/^Bearer /, "");
  if (request.method !== "GET") {
    const query = [...url.searchParams].filter(([name]) => !["lang", "curr", "area"].includes(name));
    changes.push(`${request.method} ${path}${query.length ? `?${new URLSearchParams(query)}` : ""}`);
    return send(response, 200);
  }
  if (path === "users/current")
    return token && profiles[token] ? send(response, 200, profiles[token]) : send(response, 401);
  if (path === "users/current/addresses") return send(response, 200, { addresses });
  if (path === "users/current/paymentdetails") {
    return savedCards === "missing"
      ? send(response, 404, { errors: [{ type: "NotFoundError" }] })
      : send(response, 200, { payments: savedCards });
  }
  const cartPath = /^users\/(anonymous|current)\/carts\/([^/]+)(?:\/(.*))?$/.exec(path);
  if (cartPath?.[3] === "deliverymodes") {
    return send(response, 200, {
      deliveryModes: [
        {
          code: "pick-up",
          name: "Pick up",
          deliveryCost: { value: 0, currencyIso: "AED", formattedValue: "AED 0.00" },
        },
        {
          code: "home-delivery",
          name: "Home delivery",
          deliveryCost: { value: 15, currencyIso: "AED", formattedValue: "AED 15.00" },
        },
      ],
    });
  }
  const cart = cartPath ? carts.get(cartPath[2]!) : undefined;
  if (cart === undefined) return send(response, 400, cartError("notFound"));
  if ("error" in cart) return send(response, 400, cartError(String(cart.error)));
  return send(response, 200, cart);
});

const baseCart = (user: { uid: string; name: string }, extra: Record<string, unknown> = {}) => ({
  code: "00001234",
  guid: "guid-1",
  user,
  totalItems: 2,
  entries: [{ entryNumber: 0, quantity: 2 }],
  ...extra,
});
const anonymous = { uid: "anonymous", name: "Anonymous" };

async function requestWith(path: string, data: SessionData): Promise<Request> {
  const session = await getSession(new Request("http://shop.invalid/"));
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value as never);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request(`http://shop.invalid${path}`, { headers: { Cookie: cookie } });
}

/** The redirect the guard threw: where it goes and the session it leaves. */
async function redirected(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`Expected a redirect, got ${String(thrown)}`);
  const cookie = thrown.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const session = await getSession(new Request("http://shop.invalid/", { headers: { Cookie: cookie } }));
  return { status: thrown.status, location: thrown.headers.get("Location"), session: session.data };
}

const signedIn = (token: string): SessionData => ({ accessToken: token, expiresAt: Date.now() + 3_600_000 });
const AREA = { area: "AE-DU-MARINA" };

beforeEach(() => {
  carts.clear();
  changes.length = 0;
  addresses = [];
  savedCards = [];
});

describe("requireCheckout (checkout spec §2.2, §4.9)", () => {
  const guard = (path: string, data: SessionData, target: Parameters<typeof requireCheckout>[1]) =>
    requestWith(path, data).then((request) => requireCheckout({ request, params: { lang: "en" } }, target));

  it("sends an empty cart, or none, home", async () => {
    carts.set("guid-1", baseCart(anonymous, { totalItems: 0, entries: [] }));
    expect((await redirected(guard("/en/checkout", { cartGuid: "guid-1", ...AREA }, "entry"))).location).toBe("/en/");
    expect((await redirected(guard("/en/checkout", AREA, "entry"))).location).toBe("/en/");
  });

  it("sends an anonymous shopper without a guest cart to login with forced=true, saving the page", async () => {
    carts.set("guid-1", baseCart(anonymous));
    const answer = await redirected(
      guard("/en/checkout/delivery-mode", { cartGuid: "guid-1", ...AREA }, "deliveryMode"),
    );
    expect(answer.location).toBe("/en/login?forced=true");
    expect(answer.session.checkoutReturnTo).toBe("/en/checkout/delivery-mode");
  });

  it("sends a shopper without a delivery area to the cart", async () => {
    carts.set("guid-1", baseCart({ uid: "guid-1|guest@example.ae", name: "guest" }, { guestCart: true }));
    const answer = await redirected(guard("/en/checkout", { cartGuid: "guid-1" }, "entry"));
    expect(answer.location).toBe("/en/cart");
    expect(answer.session.notice).toEqual({ tone: "error", key: "validation.missingRegion" });
  });

  it("lets a guest cart in, and holds a later step until the mode is chosen", async () => {
    carts.set("guid-1", baseCart({ uid: "guid-1|guest@example.ae", name: "guest" }, { guestCart: true }));
    const entry = await guard("/en/checkout", { cartGuid: "guid-1", ...AREA }, "entry");
    expect(entry).toMatchObject({ isGuest: true, ref: { userId: "anonymous", cartId: "guid-1" } });
    expect(entry.user).toBeUndefined();
    const early = await redirected(
      guard("/en/checkout/delivery-address", { cartGuid: "guid-1", ...AREA }, "deliveryAddress"),
    );
    expect(early.location).toBe("/en/checkout/delivery-mode");
  });

  it("sends a customer without a phone number to the profile with validation.missingPhoneNumber", async () => {
    carts.set("current", baseCart({ uid: "noor@example.ae", name: "Noor Saleh" }));
    const answer = await redirected(guard("/en/checkout", { ...signedIn("token-noor"), ...AREA }, "entry"));
    expect(answer.location).toBe("/en/my-account/update-profile");
    expect(answer.session.notice).toEqual({ tone: "error", key: "validation.missingPhoneNumber" });
  });

  it("answers a customer's cart by its code with the profile", async () => {
    carts.set(
      "current",
      baseCart({ uid: "amal@example.ae", name: "Amal Haddad" }, { deliveryMode: { code: "home-delivery" } }),
    );
    const answer = await guard(
      "/en/checkout/delivery-address",
      { ...signedIn("token-amal"), ...AREA },
      "deliveryAddress",
    );
    expect(answer).toMatchObject({
      isGuest: false,
      ref: { userId: "current", cartId: "00001234" },
      user: { uid: "amal@example.ae" },
    });
  });

  it("sends a cart the API refuses to the cart page", async () => {
    carts.set("current", { error: "expired" });
    const answer = await redirected(guard("/en/checkout", { ...signedIn("token-amal"), ...AREA }, "entry"));
    expect(answer.location).toBe("/en/cart");
  });
});

describe("express checkout (checkout spec §4.11)", () => {
  const context = async () => {
    const session = await getSession(await requestWith("/en/checkout", { ...signedIn("token-amal"), ...AREA }));
    return {
      session,
      language: "en" as const,
      ref: { userId: "current" as const, cartId: "00001234", accessToken: "token-amal" },
    };
  };
  const address = (id: string, region: string, defaultAddress = false) => ({
    id,
    region: { isocode: region },
    defaultAddress,
  });

  it("sets the region's default address, the preferred home-delivery mode and the default saved card", async () => {
    addresses = [address("a1", "AE-AZ", true), address("d1", "AE-DU"), address("d2", "AE-DU", true)];
    savedCards = [{ id: "card-1" }, { id: "card-2", defaultPayment: true }];
    expect(await tryExpressCheckout(await context(), ["FREE"])).toBe("ready");
    expect(changes).toEqual([
      "PUT users/current/carts/00001234/addresses/delivery?addressId=d2",
      // FREE finds nothing once pick-up (which needs a store) is out: the cheapest home mode.
      "PUT users/current/carts/00001234/deliverymode?deliveryModeId=home-delivery",
      "PUT users/current/carts/00001234/paymentmode?paymentMode=card",
      "PUT users/current/carts/00001234/paymentdetails?paymentDetailsId=card-2",
    ]);
  });

  it("takes the region's first address when none is the default, and goes on without a saved card", async () => {
    addresses = [address("d1", "AE-DU"), address("d2", "AE-DU")];
    savedCards = "missing";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await tryExpressCheckout(await context(), ["FREE"])).toBe("ready");
    warn.mockRestore();
    expect(changes).toEqual([
      "PUT users/current/carts/00001234/addresses/delivery?addressId=d1",
      "PUT users/current/carts/00001234/deliverymode?deliveryModeId=home-delivery",
    ]);
  });

  it("does nothing without an address in the selected region", async () => {
    addresses = [address("a1", "AE-AZ", true)];
    expect(await tryExpressCheckout(await context(), ["FREE"])).toBe("notApplicable");
    expect(changes).toEqual([]);
  });
});
