import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formatFils } from "@dukkan/money";
import { Cart, CustomerCouponClaim, CustomerCouponSearchResult, VoucherList } from "@dukkan/occ/cart";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, insertRegionFixtures } from "../../test/fixtures.js";
import { bearer, freshIp, OCC } from "../account/account-test-support.js";
import {
  addEntry,
  cartCall,
  cartsUrl,
  createCart,
  GUEST,
  getCart,
  newGuestCart,
  signedInCustomer,
  type Caller,
} from "../cart/cart-test-support.js";
import { coupons, promotions } from "./promotions.tables.js";
import { redeemVouchers } from "./voucher-service.js";
import { VoucherError } from "./voucher-errors.js";

const aed = (fils: number, language = "en") => formatFils(fils, language);
const text = (en: string, ar?: string) => (ar ? { en, ar } : { en });

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertRegionFixtures(db);
      await db.insert(promotions).values([
        {
          code: "free-delivery",
          kind: "FREE_SHIPPING",
          thresholdFils: 10_000,
          potentialFromFils: 2_000,
          name: text("Free delivery above AED 100"),
          description: text("Free delivery above AED 100", "توصيل مجاني فوق 100 درهم"),
          potentialMessage: text("Add {amount} more to get free delivery", "أضف {amount} للتوصيل المجاني"),
        },
        {
          // Matches the cup through its category's parent.
          code: "disposables-3-plus-1",
          kind: "BUY_X_GET_Y",
          buyQuantity: 3,
          freeQuantity: 1,
          categoryCodes: ["disposables"],
          name: text("Buy 3 get 1"),
          description: text("Buy 3, get 1 free: {amount} saved"),
          potentialMessage: text("Add {quantity} more and get {free} free"),
        },
        {
          // Matches the 500 ml container through its base product's category's parent.
          code: "packaging-half-off",
          kind: "PRODUCT_AMOUNT",
          amountFils: 50,
          categoryCodes: ["packaging"],
          name: text("0.50 off packaging"),
          description: text("AED 0.50 off packaging"),
        },
        {
          code: "welcome",
          kind: "ORDER_PERCENT",
          percentBasisPoints: 1000,
          couponOnly: true,
          name: text("Welcome"),
          description: text("Welcome: {amount} off"),
        },
        {
          code: "flat-5000",
          kind: "ORDER_AMOUNT",
          amountFils: 500_000,
          couponOnly: true,
          name: text("Huge"),
          description: text("Huge"),
        },
      ]);
      await db.insert(coupons).values([
        {
          code: "WELCOME10",
          promotionCode: "welcome",
          name: text("Welcome 10%"),
          description: text("10% off"),
          maxPerCustomer: 1,
          claimable: true,
        },
        {
          code: "SUMMER25",
          promotionCode: "welcome",
          name: text("Summer"),
          description: text("Summer"),
          endsAt: new Date("2025-05-01T00:00:00Z"),
          claimable: true,
        },
        {
          code: "AUTUMN",
          promotionCode: "welcome",
          name: text("Autumn"),
          description: text("Autumn"),
          startsAt: new Date("2025-09-01T00:00:00Z"),
        },
        { code: "PACK20", promotionCode: "welcome", name: text("Pack"), description: text("Pack"), maxTotal: 1 },
        { code: "OPEN", promotionCode: "welcome", name: text("Open"), description: text("Open") },
        { code: "LAST1", promotionCode: "welcome", name: text("Last"), description: text("Last"), maxTotal: 1 },
        { code: "HUGE", promotionCode: "flat-5000", name: text("Huge"), description: text("Huge") },
        {
          code: "RETIRED",
          promotionCode: "welcome",
          name: text("Retired"),
          description: text("Retired"),
          enabled: false,
          claimable: true,
        },
      ]);
    },
  });
  alice = await signedInCustomer(t, "Alice");
  bob = await signedInCustomer(t, "Bob");
});
afterAll(() => t.close());

const headers = (caller: Caller) => (caller.token ? bearer(caller.token) : {});
const applyVoucher = (caller: Caller, cartId: string, code: string, ip = "10.1.0.1", parameter = "voucherId") =>
  t.app.inject({
    method: "POST",
    url: cartsUrl(caller, `/${cartId}/vouchers`, `${parameter}=${encodeURIComponent(code)}`),
    headers: headers(caller),
    remoteAddress: ip,
  });
const removeVoucher = (caller: Caller, cartId: string, code: string) =>
  cartCall(t, caller, "DELETE", `/${cartId}/vouchers/${code}`);
const listVouchers = (caller: Caller, cartId: string) => cartCall(t, caller, "GET", `/${cartId}/vouchers`);
const readCart = async (caller: Caller, cartId: string, query = "area=AE-DU-DEIRA") => {
  const response = await getCart(t, caller, cartId, query);
  expect(response.statusCode).toBe(200);
  return Cart.parse(response.json());
};
const voucherError = (response: {
  statusCode: number;
  json(): { errors: { type: string; reason?: string; message?: string }[] };
}) => {
  expect(response.statusCode).toBe(400);
  return response.json().errors[0]!;
};
async function customerCartCode(caller: Caller): Promise<string> {
  return (await createCart(t, caller)).json().code as string;
}

describe("promotions in the cart", () => {
  it("buy 3 get 1 makes the cheapest unit free and lists the consumed entry; free delivery is still potential", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { productCode: CODES.cup, quantity: 4 });
    const cart = await readCart(GUEST, guid);
    expect(cart.entries![0]!.totalPrice!.value).toBe(37.5);
    expect(cart.appliedProductPromotions).toEqual([
      {
        description: `Buy 3, get 1 free: ${aed(1250)} saved`,
        promotion: { code: "disposables-3-plus-1", description: `Buy 3, get 1 free: ${aed(1250)} saved` },
        consumedEntries: [{ orderEntryNumber: 0, adjustedUnitPrice: 0, quantity: 1 }],
      },
    ]);
    expect(cart.potentialOrderPromotions!.map((p) => p.description)).toEqual([
      `Add ${aed(6250)} more to get free delivery`,
    ]);
    expect(cart).toMatchObject({
      subTotal: { value: 37.5 },
      productDiscounts: { value: 12.5 },
      deliveryCost: { value: 10 },
      totalPrice: { value: 47.5 },
      hasAppliedShippingFeePromotion: false,
    });
    const arabic = await readCart(GUEST, guid, "area=AE-DU-DEIRA&lang=ar");
    expect(arabic.potentialOrderPromotions![0]!.description).toBe(`أضف ${aed(6250, "ar")} للتوصيل المجاني`);
  });

  it("tells a shopper one unit short of a free one, and waives delivery from the threshold", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { productCode: CODES.cup, quantity: 3 });
    expect((await readCart(GUEST, guid)).potentialProductPromotions!.map((p) => p.description)).toEqual([
      "Add 1 more and get 1 free",
    ]);
    // 11 cups: 2 free → 9 × 12.50 = 112.50 ≥ 100.
    await addEntry(t, GUEST, guid, { productCode: CODES.cup, quantity: 8 });
    const cart = await readCart(GUEST, guid);
    expect(cart).toMatchObject({
      subTotal: { value: 112.5 },
      deliveryCost: { value: 0 },
      totalPrice: { value: 112.5 },
      hasAppliedShippingFeePromotion: true,
    });
    expect(cart.appliedOrderPromotions!.map((p) => p.promotion!.code)).toEqual(["free-delivery"]);
  });

  it("matches a variant through its base product's category", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { productCode: CODES.container500, quantity: 2 });
    const cart = await readCart(GUEST, guid);
    // 3.00 − 10% = 2.70, − 0.50 = 2.20 each.
    expect(cart.entries![0]!.totalPrice!.value).toBe(4.4);
    expect(cart.appliedProductPromotions![0]!.consumedEntries).toEqual([
      { orderEntryNumber: 0, adjustedUnitPrice: 2.2, quantity: 2 },
    ]);
  });

  it("ignores prices sent by the client", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, {
      productCode: CODES.cup,
      quantity: 1,
      basePrice: { value: 0 },
      totalPrice: { value: 0 },
    });
    expect((await readCart(GUEST, guid)).totalPrice!.value).toBe(22.5);
  });
});

describe("vouchers", () => {
  it("apply case-insensitively, show in the cart and the list, then come off", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { productCode: CODES.cup, quantity: 2 });
    const applied = await applyVoucher(GUEST, guid, " open ", "10.1.0.2", "couponCode");
    expect(applied.statusCode).toBe(200);
    const cart = await readCart(GUEST, guid);
    expect(cart.appliedVouchers).toEqual([{ voucherCode: "OPEN" }]);
    expect(cart).toMatchObject({ orderDiscounts: { value: 2.5 }, subTotal: { value: 22.5 } });
    expect(cart.appliedOrderPromotions![0]!.description).toBe(`Welcome: ${aed(250)} off`);
    const list = VoucherList.parse((await listVouchers(GUEST, guid)).json());
    expect(list.vouchers).toEqual([
      { code: "OPEN", voucherCode: "OPEN", name: "Open", description: "Open", freeShipping: false },
    ]);

    expect(voucherError(await applyVoucher(GUEST, guid, "OPEN", "10.1.0.2"))).toMatchObject({
      type: "VoucherOperationError",
      reason: "alreadyApplied",
      message: "The voucher OPEN is already applied to this cart.",
    });
    expect((await removeVoucher(GUEST, guid, "open")).statusCode).toBe(200);
    const after = await readCart(GUEST, guid);
    expect(after.appliedVouchers).toEqual([]);
    expect(after.orderDiscounts!.value).toBe(0);
    expect(voucherError(await removeVoucher(GUEST, guid, "OPEN")).reason).toBe("notApplied");
  });

  it("refuses unknown, disabled, expired and not-yet-valid codes with clear messages", async () => {
    const guid = await newGuestCart(t);
    const ip = freshIp();
    expect(voucherError(await applyVoucher(GUEST, guid, "NOPE", ip))).toMatchObject({
      type: "VoucherOperationError",
      reason: "notFound",
      subject: "NOPE",
      message: "The code NOPE is not a valid voucher.",
    });
    expect(voucherError(await applyVoucher(GUEST, guid, "RETIRED", ip)).reason).toBe("notFound");
    expect(voucherError(await applyVoucher(GUEST, guid, "summer25", ip))).toMatchObject({
      reason: "expired",
      message: "The voucher SUMMER25 has expired.",
    });
    expect(voucherError(await applyVoucher(GUEST, guid, "AUTUMN", ip))).toMatchObject({
      reason: "notYetValid",
      message: "The voucher AUTUMN is not valid yet.",
    });
    const missing = await t.app.inject({ method: "POST", url: cartsUrl(GUEST, `/${guid}/vouchers`) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].type).toBe("ValidationError");
  });

  it("answers in Arabic when the request asks for it (the storefront shows the message as it is)", async () => {
    const guid = await newGuestCart(t);
    const ip = freshIp();
    const inArabic = (code: string) => applyVoucher(GUEST, guid, code, ip, "lang=ar&voucherId");
    expect(voucherError(await inArabic("NOPE"))).toMatchObject({
      reason: "notFound",
      message: "الرمز NOPE ليس قسيمة صالحة.",
    });
    expect(voucherError(await inArabic("SUMMER25")).message).toBe("انتهت صلاحية القسيمة SUMMER25.");
    expect(voucherError(await inArabic("WELCOME10")).message).toBe("سجّل الدخول لاستخدام القسيمة WELCOME10.");
    const removed = await t.app.inject({ method: "DELETE", url: cartsUrl(GUEST, `/${guid}/vouchers/OPEN`, "lang=ar") });
    expect(voucherError(removed).message).toBe("القسيمة OPEN غير مطبّقة على هذه السلة.");
    const claimed = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/customercoupons/OPEN/claim?lang=ar`,
      headers: headers(bob),
      remoteAddress: freshIp(),
    });
    expect(voucherError(claimed).message).toBe("الرمز OPEN ليس قسيمة يمكنك إضافتها إلى حسابك.");
  });

  it("never takes the total below zero", async () => {
    const guid = await newGuestCart(t);
    await addEntry(t, GUEST, guid, { productCode: CODES.cup, quantity: 1 });
    expect((await applyVoucher(GUEST, guid, "HUGE")).statusCode).toBe(200);
    const cart = await readCart(GUEST, guid);
    expect(cart).toMatchObject({ subTotal: { value: 0 }, orderDiscounts: { value: 12.5 }, totalTax: { value: 0.48 } });
    expect(cart.totalPrice!.value).toBe(10);
  });

  it("a coupon limited per customer needs a signed-in customer and is used once", async () => {
    const guid = await newGuestCart(t);
    expect(voucherError(await applyVoucher(GUEST, guid, "WELCOME10")).reason).toBe("signInRequired");

    const code = await customerCartCode(alice);
    await addEntry(t, alice, code, { productCode: CODES.lid, quantity: 1 });
    expect((await applyVoucher(alice, "current", "WELCOME10")).statusCode).toBe(200);
    expect((await readCart(alice, code)).orderDiscounts!.value).toBe(1.7);

    expect(await redeemVouchers(t.db, Number(code), "ORDER-A1")).toEqual(["WELCOME10"]);
    // Placing the same order again counts nothing twice.
    expect(await redeemVouchers(t.db, Number(code), "ORDER-A1")).toEqual([]);
    await removeVoucher(alice, code, "WELCOME10");
    expect(voucherError(await applyVoucher(alice, code, "WELCOME10"))).toMatchObject({
      reason: "customerLimitReached",
      message: "You have already used the voucher WELCOME10.",
    });
  });

  it("a coupon limited in total refuses once used up, also at redemption of a cart that held it before", async () => {
    const first = await newGuestCart(t);
    const second = await newGuestCart(t);
    expect((await applyVoucher(GUEST, first, "PACK20")).statusCode).toBe(200);
    expect((await applyVoucher(GUEST, second, "PACK20")).statusCode).toBe(200);
    const [firstCart, secondCart] = [await readCart(GUEST, first), await readCart(GUEST, second)];
    expect(await redeemVouchers(t.db, Number(firstCart.code), "ORDER-P1")).toEqual(["PACK20"]);
    await expect(redeemVouchers(t.db, Number(secondCart.code), "ORDER-P2")).rejects.toBeInstanceOf(VoucherError);
    const third = await newGuestCart(t);
    expect(voucherError(await applyVoucher(GUEST, third, "PACK20"))).toMatchObject({
      reason: "usageLimitReached",
      message: "The voucher PACK20 is no longer available: it has been used up.",
    });
  });

  it("two orders placed at the same time cannot both take a coupon's last use", async () => {
    const [first, second] = [await newGuestCart(t), await newGuestCart(t)];
    for (const guid of [first, second]) expect((await applyVoucher(GUEST, guid, "LAST1")).statusCode).toBe(200);
    const codes = [(await readCart(GUEST, first)).code, (await readCart(GUEST, second)).code];
    const results = await Promise.allSettled(
      codes.map((code, index) => t.db.transaction((tx) => redeemVouchers(tx, Number(code), `ORDER-L${index}`))),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect((rejected?.reason as VoucherError).failure).toBe("usageLimitReached");
  });

  it("reach only the caller's own cart", async () => {
    const aliceCode = await customerCartCode(alice);
    const aliceCart = await readCart(alice, aliceCode);
    for (const [caller, id] of [
      [bob, aliceCode],
      [bob, aliceCart.guid],
      [GUEST, aliceCart.guid],
    ] as const) {
      for (const response of [await applyVoucher(caller, id, "OPEN"), await listVouchers(caller, id)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ type: "CartError", reason: "notFound" });
      }
    }
    const guid = await newGuestCart(t);
    const withToken = await t.app.inject({
      method: "POST",
      url: cartsUrl(GUEST, `/${guid}/vouchers`, "voucherId=OPEN"),
      headers: headers(alice),
    });
    expect(withToken.statusCode).toBe(403);
    const foreignUser = await t.app.inject({
      method: "GET",
      url: `${OCC}/users/someone-else/carts/current/vouchers`,
      headers: headers(alice),
    });
    expect(foreignUser.statusCode).toBe(403);
  });
});

describe("vouchers at sign-in", () => {
  const voucherCodes = async (caller: Caller, cartId: string) =>
    (await readCart(caller, cartId)).appliedVouchers!.map((voucher) => voucher.voucherCode).sort();

  it("move from the guest cart to the customer's when still valid for that customer; others are dropped", async () => {
    await t.db.insert(coupons).values([
      { code: "ONCE", promotionCode: "welcome", name: text("Once"), description: text("Once"), maxTotal: 1 },
      { code: "LIMITLATER", promotionCode: "welcome", name: text("Later"), description: text("Later") },
    ]);
    // Dave used LIMITLATER once before it was limited to one use per customer.
    const dave = await signedInCustomer(t, "Dave");
    const daveCart = await customerCartCode(dave);
    expect((await applyVoucher(dave, daveCart, "LIMITLATER", freshIp())).statusCode).toBe(200);
    await redeemVouchers(t.db, Number(daveCart), "ORDER-M1");
    await removeVoucher(dave, daveCart, "LIMITLATER");
    expect((await applyVoucher(dave, daveCart, "OPEN", freshIp())).statusCode).toBe(200);

    const guestCart = async () => {
      const guid = await newGuestCart(t);
      await addEntry(t, GUEST, guid, { productCode: CODES.cup, quantity: 1 });
      const ip = freshIp();
      for (const code of ["OPEN", "ONCE", "LIMITLATER"]) {
        expect((await applyVoucher(GUEST, guid, code, ip)).statusCode).toBe(200);
      }
      return guid;
    };
    const davesGuestCart = await guestCart();
    const erinsGuestCart = await guestCart();
    await t.db.update(coupons).set({ maxPerCustomer: 1 }).where(eq(coupons.code, "LIMITLATER"));
    // Someone else's order takes ONCE's only use.
    const other = await newGuestCart(t);
    expect((await applyVoucher(GUEST, other, "ONCE", freshIp())).statusCode).toBe(200);
    await redeemVouchers(t.db, Number((await readCart(GUEST, other)).code), "ORDER-M2");

    expect((await createCart(t, dave, `oldCartId=${davesGuestCart}`)).statusCode).toBe(201);
    expect(await voucherCodes(dave, daveCart)).toEqual(["OPEN"]);
    expect((await getCart(t, GUEST, davesGuestCart)).statusCode).toBe(400);

    const erin = await signedInCustomer(t, "Erin");
    const merged = (await createCart(t, erin, `oldCartId=${erinsGuestCart}`)).json().code as string;
    expect(await voucherCodes(erin, merged)).toEqual(["LIMITLATER", "OPEN"]);
    expect((await readCart(erin, merged)).orderDiscounts!.value).toBeGreaterThan(0);
  });
});

describe("brute-force protection", () => {
  it("answers 429 after 10 failed codes on one cart, even for a valid code", async () => {
    const guid = await newGuestCart(t);
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await applyVoucher(GUEST, guid, `GUESS${attempt}`, ip)).statusCode).toBe(400);
    }
    const blocked = await applyVoucher(GUEST, guid, "OPEN", ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0]).toMatchObject({ type: "TooManyRequestsError", reason: "rateLimited" });
    const blockedInArabic = await applyVoucher(GUEST, guid, "OPEN", ip, "lang=ar&voucherId");
    expect(blockedInArabic.statusCode).toBe(429);
    expect(blockedInArabic.json().errors[0].message).toMatch(
      /^محاولات كثيرة برموز قسائم غير صالحة؛ حاول مرة أخرى بعد \d+ ثانية\.$/,
    );
    // Another cart from another client is not affected.
    const other = await newGuestCart(t);
    expect((await applyVoucher(GUEST, other, "OPEN", freshIp())).statusCode).toBe(200);
  });

  it("answers 429 after 30 failed codes from one client IP across carts", async () => {
    const ip = freshIp();
    for (let cart = 0; cart < 3; cart += 1) {
      const guid = await newGuestCart(t);
      for (let attempt = 0; attempt < 10; attempt += 1) await applyVoucher(GUEST, guid, `TRY${attempt}`, ip);
    }
    const fresh = await newGuestCart(t);
    expect((await applyVoucher(GUEST, fresh, "OPEN", ip)).statusCode).toBe(429);
    expect((await applyVoucher(GUEST, fresh, "OPEN", freshIp())).statusCode).toBe(200);
  });
});

describe("customer coupons", () => {
  const couponsUrl = `${OCC}/users/current/customercoupons`;
  const claim = (caller: Caller, code: string) =>
    t.app.inject({
      method: "POST",
      url: `${couponsUrl}/${code}/claim`,
      headers: headers(caller),
      remoteAddress: "10.9.0.1",
    });

  it("are claimed into the account, listed while usable, and applied by their couponId", async () => {
    const carol = await signedInCustomer(t, "Carol");
    const empty = await t.app.inject({ method: "GET", url: couponsUrl, headers: headers(carol) });
    expect(CustomerCouponSearchResult.parse(empty.json())).toEqual({
      coupons: [],
      pagination: { currentPage: 0, pageSize: 20, totalPages: 1, totalResults: 0 },
    });

    const claimed = await claim(carol, "welcome10");
    expect(claimed.statusCode).toBe(200);
    expect(CustomerCouponClaim.parse(claimed.json()).coupon).toEqual({
      couponId: "WELCOME10",
      name: "Welcome 10%",
      description: "10% off",
      status: "Effective",
      allProductsApplicable: true,
    });
    expect((await claim(carol, "WELCOME10")).statusCode).toBe(200);
    const listed = CustomerCouponSearchResult.parse(
      (await t.app.inject({ method: "GET", url: couponsUrl, headers: headers(carol) })).json(),
    );
    expect(listed.coupons.map((coupon) => coupon.couponId)).toEqual(["WELCOME10"]);
    expect(listed.pagination.totalResults).toBe(1);

    const code = await customerCartCode(carol);
    await addEntry(t, carol, code, { productCode: CODES.cup, quantity: 1 });
    expect((await applyVoucher(carol, code, listed.coupons[0]!.couponId)).statusCode).toBe(200);
    await redeemVouchers(t.db, Number(code), "ORDER-C1");
    const afterUse = CustomerCouponSearchResult.parse(
      (await t.app.inject({ method: "GET", url: couponsUrl, headers: headers(carol) })).json(),
    );
    expect(afterUse.coupons).toEqual([]);
  });

  it("refuses unknown, expired and non-claimable codes, and guests", async () => {
    expect(voucherError(await claim(bob, "NOPE")).reason).toBe("notFound");
    expect(voucherError(await claim(bob, "SUMMER25")).reason).toBe("expired");
    expect(voucherError(await claim(bob, "OPEN")).reason).toBe("notClaimable");
    const guest = await t.app.inject({ method: "GET", url: `${OCC}/users/anonymous/customercoupons` });
    expect(guest.statusCode).toBe(401);
    const guestClaim = await t.app.inject({ method: "POST", url: `${OCC}/users/anonymous/customercoupons/OPEN/claim` });
    expect(guestClaim.statusCode).toBe(401);
  });
});
