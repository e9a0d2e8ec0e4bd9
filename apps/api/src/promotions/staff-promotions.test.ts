/**
 * The staff promotion and voucher API as the back office uses it: a merchandiser creates a coupon-only promotion and
 * its voucher, a shopper's cart is priced by them on its next read, an order placed with it shows in both usage
 * counts, disabling the voucher stops it at once; the list's search, filters and sort; validation (end before
 * start, negative amounts, unknown products, amounts the kind does not take, taken codes); audit rows.
 * (Who may call each route: role-matrix.test.ts.)
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cart } from "@dukkan/occ/cart";
import { StaffPromotion, StaffPromotionList, StaffVoucher, StaffVoucherList } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { getCart, signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { auditLog } from "../db/tables.js";
import { add, checkOut, insertOrderFixtures, newCart, placeOrder } from "../orders/order-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

let t: TestApp;
let merchandiser: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  [merchandiser, owner] = await Promise.all([staffAuthHeader(t, "merchandiser"), staffAuthHeader(t, "owner")]);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = merchandiser) =>
  t.app.inject({ method, url: `/admin/v1${url}`, headers, ...(payload ? { payload } : {}) });

const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { errors: { type: string; subject?: string }[] }).errors;

const text = (en: string, ar?: string) => (ar ? { en, ar } : { en });

const cupsPromotion = {
  code: "Cups-Coupon",
  kind: "ORDER_PERCENT",
  percentBasisPoints: 2000,
  couponOnly: true,
  name: text("Cup coupon: 20% off", "قسيمة الأكواب: خصم 20%"),
  description: text("Cup coupon: {amount} off", "قسيمة الأكواب: خصم {amount}"),
};

const cupsVoucher = {
  code: "cups20",
  promotionCode: "cups-coupon",
  name: text("Cups 20"),
  description: text("20% off your order"),
  maxTotal: 5,
  maxPerCustomer: 2,
};

async function cartOf(caller: Caller, cartId: string) {
  const response = await getCart(t, caller, cartId, "area=AE-DU-MARINA");
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

const applyVoucher = (caller: Caller, code: string) =>
  t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/carts/current/vouchers?voucherId=${code}`,
    headers: bearer(caller.token!),
  });

describe("creating a promotion and its voucher", () => {
  it("prices the shopper's cart on its next read and counts the order placed with it", async () => {
    const created = await call("POST", "/promotions", cupsPromotion);
    expect(created.statusCode, created.body).toBe(201);
    expect(StaffPromotion.parse(created.json())).toMatchObject({
      code: "cups-coupon",
      kind: "ORDER_PERCENT",
      percentBasisPoints: 2000,
      enabled: true,
      usageCount: 0,
      voucherCount: 0,
    });
    const voucher = await call("POST", "/vouchers", cupsVoucher);
    expect(voucher.statusCode, voucher.body).toBe(201);
    expect(StaffVoucher.parse(voucher.json())).toMatchObject({
      code: "CUPS20",
      promotionCode: "cups-coupon",
      maxTotal: 5,
      maxPerCustomer: 2,
      usageCount: 0,
      promotionName: { en: "Cup coupon: 20% off" },
    });

    const shopper = await signedInCustomer(t, "Salma");
    const cartId = await newCart(t, shopper);
    await add(t, shopper, cartId, CODES.cup, 4);
    const applied = await applyVoucher(shopper, "cups20");
    expect(applied.statusCode, applied.body).toBe(200);
    // 4 cups at AED 12.50: 20% of AED 50.00 is AED 10.00.
    expect((await cartOf(shopper, cartId)).orderDiscounts?.value).toBe(10);

    await checkOut(t, shopper, cartId);
    const placed = await placeOrder(t, shopper, cartId);
    expect(placed.statusCode, placed.body).toBe(201);

    expect(StaffVoucher.parse((await call("GET", "/vouchers/cups20")).json())).toMatchObject({
      usageCount: 1,
      customerCount: 1,
    });
    expect(StaffPromotion.parse((await call("GET", "/promotions/cups-coupon")).json())).toMatchObject({
      usageCount: 1,
      voucherCount: 1,
    });
    const listed = StaffVoucherList.parse((await call("GET", "/vouchers?promotion=cups-coupon")).json());
    expect(listed.vouchers.map((row) => [row.code, row.usageCount])).toEqual([["CUPS20", 1]]);
  });

  it("stops a disabled voucher at once, and a changed promotion prices the next cart read", async () => {
    const shopper = await signedInCustomer(t, "Omar");
    const cartId = await newCart(t, shopper);
    await add(t, shopper, cartId, CODES.cup, 2);
    expect((await applyVoucher(shopper, "CUPS20")).statusCode).toBe(200);
    // 2 cups: 20% of AED 25.00.
    expect((await cartOf(shopper, cartId)).orderDiscounts?.value).toBe(5);

    const { code: _promotion, ...promotionInput } = cupsPromotion;
    const changed = await call("PUT", "/promotions/cups-coupon", { ...promotionInput, percentBasisPoints: 1000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await cartOf(shopper, cartId)).orderDiscounts?.value).toBe(2.5);

    const { code: _voucher, ...voucherInput } = cupsVoucher;
    const disabled = await call("PUT", "/vouchers/CUPS20", { ...voucherInput, enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(StaffVoucher.parse(disabled.json()).enabled).toBe(false);
    const cart = await cartOf(shopper, cartId);
    expect(cart.orderDiscounts?.value ?? 0).toBe(0);
    expect(cart.appliedVouchers ?? []).toEqual([]);
    const again = await applyVoucher(shopper, "CUPS20");
    expect(again.statusCode).toBe(400);

    const enabled = await call("PUT", "/vouchers/CUPS20", { ...voucherInput, enabled: true });
    expect(enabled.statusCode).toBe(200);
    expect((await cartOf(shopper, cartId)).orderDiscounts?.value).toBe(2.5);
  });

  it("records every write in the audit log with the member and what changed", async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "voucher"), eq(auditLog.targetId, "CUPS20")))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.role, row.details])).toEqual([
      ["voucher.create", "merchandiser", { promotionCode: "cups-coupon", enabled: true }],
      ["voucher.update", "merchandiser", { promotionCode: "cups-coupon", enabled: false, enabledBefore: true }],
      ["voucher.update", "merchandiser", { promotionCode: "cups-coupon", enabled: true, enabledBefore: false }],
    ]);
    const promotionRows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "promotion"), eq(auditLog.targetId, "cups-coupon")))
      .orderBy(auditLog.id);
    expect(promotionRows.map((row) => row.action)).toEqual(["promotion.create", "promotion.update"]);
  });
});

describe("the promotion list", () => {
  it("searches code and names, filters by kind and state, sorts by usage", async () => {
    const scoped = await call(
      "POST",
      "/promotions",
      {
        code: "lids-50-fils",
        kind: "PRODUCT_AMOUNT",
        amountFils: 50,
        productCodes: [CODES.lid],
        enabled: false,
        name: text("Lids: AED 0.50 off", "الأغطية: خصم 0.50 درهم"),
        description: text("{amount} off lids"),
      },
      owner,
    );
    expect(scoped.statusCode, scoped.body).toBe(201);
    const codes = async (query: string) =>
      StaffPromotionList.parse((await call("GET", `/promotions?${query}`)).json()).promotions.map((p) => p.code);
    expect(await codes("q=lids")).toEqual(["lids-50-fils"]);
    expect(await codes(`q=${encodeURIComponent("الأغطية")}`)).toEqual(["lids-50-fils"]);
    expect(await codes("kind=PRODUCT_AMOUNT")).toEqual(["lids-50-fils"]);
    expect(await codes("state=disabled")).toEqual(["lids-50-fils"]);
    expect(await codes("state=enabled")).toEqual(["cups-coupon", "welcome"]);
    expect((await codes("sort=used-desc"))[0]).toBe("cups-coupon");
    const page = StaffPromotionList.parse((await call("GET", "/promotions?pageSize=1&currentPage=1")).json());
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 1, totalPages: 3, totalResults: 3 });
    expect(page.promotions.map((p) => p.code)).toEqual(["lids-50-fils"]);
  });
});

describe("validation", () => {
  const refused = async (url: string, payload: object, method: "POST" | "PUT" = "POST") => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    return errorsOf(response);
  };

  it("refuses an end before the start, on the end", async () => {
    const window = { startsAt: "2025-07-01T00:00:00Z", endsAt: "2025-06-30T00:00:00Z" };
    expect(await refused("/promotions", { ...cupsPromotion, code: "backwards", ...window })).toEqual([
      expect.objectContaining({ type: "ValidationError", subject: "endsAt" }),
    ]);
    expect(await refused("/vouchers", { ...cupsVoucher, code: "BACKWARDS", ...window })).toEqual([
      expect.objectContaining({ type: "ValidationError", subject: "endsAt" }),
    ]);
  });

  it("refuses negative or zero amounts and limits", async () => {
    const amount = { ...cupsPromotion, code: "negative", kind: "ORDER_AMOUNT", percentBasisPoints: null };
    expect((await refused("/promotions", { ...amount, amountFils: -500 }))[0]!.subject).toBe("amountFils");
    expect((await refused("/promotions", { ...cupsPromotion, code: "zero", percentBasisPoints: 0 }))[0]!.subject).toBe(
      "percentBasisPoints",
    );
    expect((await refused("/vouchers", { ...cupsVoucher, code: "NEG", maxTotal: -1 }))[0]!.subject).toBe("maxTotal");
  });

  it("refuses amounts the kind does not take and a missing one it needs", async () => {
    expect(
      (await refused("/promotions", { ...cupsPromotion, code: "both", amountFils: 100 })).map((e) => e.subject),
    ).toEqual(["amountFils"]);
    const buy = { ...cupsPromotion, code: "buy-x", kind: "BUY_X_GET_Y", percentBasisPoints: null, buyQuantity: 3 };
    expect((await refused("/promotions", buy)).map((e) => e.subject)).toEqual(["freeQuantity"]);
    expect(
      (await refused("/promotions", { ...cupsPromotion, code: "order-scope", productCodes: [CODES.cup] })).map(
        (e) => e.subject,
      ),
    ).toEqual(["productCodes"]);
  });

  it("refuses an unknown product, category or brand in the scope, and an unknown promotion for a voucher", async () => {
    const product = { ...cupsPromotion, kind: "PRODUCT_PERCENT", couponOnly: false };
    expect(await refused("/promotions", { ...product, code: "ghost", productCodes: [CODES.cup, "no-such"] })).toEqual([
      expect.objectContaining({ type: "ValidationError", subject: "productCodes" }),
    ]);
    expect((await refused("/promotions", { ...product, code: "ghost", categoryCodes: ["nowhere"] }))[0]!.subject).toBe(
      "categoryCodes",
    );
    expect((await refused("/promotions", { ...product, code: "ghost", brandCodes: ["nobody"] }))[0]!.subject).toBe(
      "brandCodes",
    );
    expect((await refused("/vouchers", { ...cupsVoucher, code: "GHOST", promotionCode: "ghost" }))[0]!.subject).toBe(
      "promotionCode",
    );
    // Nothing was written.
    expect((await call("GET", "/promotions/ghost")).statusCode).toBe(404);
  });

  it("refuses a taken code and answers 404 for an unknown one", async () => {
    expect((await refused("/promotions", cupsPromotion))[0]!.type).toBe("DuplicatePromotionError");
    expect((await refused("/vouchers", cupsVoucher))[0]!.type).toBe("DuplicateVoucherError");
    expect((await call("GET", "/vouchers/NOPE")).statusCode).toBe(404);
    const { code: _code, ...input } = cupsVoucher;
    expect((await call("PUT", "/vouchers/NOPE", input)).statusCode).toBe(404);
  });
});
