/**
 * The back office's promotions, vouchers and scheduled prices (issue 19, decision 0071):
 * - staff create a coupon-only promotion and a voucher for it; a shopper applies the code in the storefront's cart
 *   and gets the discount; staff disable the voucher and the cart loses it at its next read;
 * - staff schedule a product's price a minute or two ahead: the product page and search show it once it starts;
 *   a second, later change is cancelled.
 * - staff adjust a customer's loyalty points with a reason on the customer's page; a removal below zero is refused.
 * English on a desktop; Arabic on a phone (vouchers, loyalty) and a tablet (prices).
 */
import { describe, expect, inject } from "vitest";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { registerThroughApi } from "./accounts.js";
import { chooseDeiraArea, addToCart, sellableProducts } from "./checkout-support.js";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const shop = inject("storefrontUrl");
const TABLET = { width: 820, height: 1180 };

const WORDS = {
  en: {
    promotionsMenu: "Promotions",
    newPromotion: "New promotion",
    code: "Code",
    kind: "Kind",
    percent: "Percent off",
    couponOnly: "Only with a voucher",
    nameEn: "Name (English)",
    nameAr: "Name (Arabic)",
    descriptionEn: "Message when applied (English)",
    descriptionAr: "Message when applied (Arabic)",
    endsAt: "Ends (UAE time)",
    startsAt: "Starts (UAE time)",
    createPromotion: "Create promotion",
    promotionCreated: "Promotion created.",
    endBeforeStart: "The end must be after the start.",
    newVoucherForIt: "New voucher for it",
    voucherDescriptionEn: "Description (English)",
    maxTotal: "Uses in all",
    createVoucher: "Create voucher",
    voucherCreated: "Voucher created. Shoppers can use it now.",
    enabled: "Enabled",
    saveVoucher: "Save voucher",
    voucherSaved: "Voucher saved.",
    couponField: "Coupon code",
    applyCoupon: "Apply",
    couponApplied: (code: string) => `Coupon ${code} was applied.`,
    newPrice: "New price (AED, VAT included)",
    from: "From (UAE time)",
    until: "Until (UAE time, optional)",
    schedule: "Schedule price",
    scheduled: "Price change scheduled.",
    cancelled: "Price change cancelled.",
    upcoming: "Upcoming",
    cancelledState: "Cancelled",
    cancel: "Cancel",
  },
  ar: {
    promotionsMenu: "العروض",
    newPromotion: "عرض جديد",
    code: "الرمز",
    kind: "النوع",
    percent: "نسبة الخصم",
    couponOnly: "بقسيمة فقط",
    nameEn: "الاسم (بالإنجليزية)",
    nameAr: "الاسم (بالعربية)",
    descriptionEn: "الرسالة عند التطبيق (بالإنجليزية)",
    descriptionAr: "الرسالة عند التطبيق (بالعربية)",
    endsAt: "النهاية (بتوقيت الإمارات)",
    startsAt: "البداية (بتوقيت الإمارات)",
    createPromotion: "إنشاء العرض",
    promotionCreated: "تم إنشاء العرض.",
    endBeforeStart: "يجب أن تكون النهاية بعد البداية.",
    newVoucherForIt: "قسيمة جديدة له",
    voucherDescriptionEn: "الوصف (بالإنجليزية)",
    maxTotal: "مرات الاستخدام إجمالاً",
    createVoucher: "إنشاء القسيمة",
    voucherCreated: "تم إنشاء القسيمة. يمكن للمتسوقين استخدامها الآن.",
    enabled: "مفعّلة",
    saveVoucher: "حفظ القسيمة",
    voucherSaved: "تم حفظ القسيمة.",
    couponField: "رمز القسيمة",
    applyCoupon: "تطبيق",
    couponApplied: (code: string) => `تم تطبيق القسيمة ${code}.`,
    newPrice: "السعر الجديد (درهم، شامل الضريبة)",
    from: "من (بتوقيت الإمارات)",
    until: "حتى (بتوقيت الإمارات، اختياري)",
    schedule: "جدولة السعر",
    scheduled: "تمت جدولة تغيير السعر.",
    cancelled: "تم إلغاء تغيير السعر.",
    upcoming: "قادم",
    cancelledState: "ملغى",
    cancel: "إلغاء",
  },
} as const;

/** A moment as a `datetime-local` value in UAE time (UTC+4). */
const uaeLocal = (at: Date) => new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 16);

type ListedProduct = { code: string; kind: string; priceFils: number | null; available: number | null };

/** Products of a demo category no other browser test uses, so changing their prices disturbs no one. */
async function cleaningSupply(index: number): Promise<ListedProduct> {
  const query = new URLSearchParams({ category: "cleaning-supplies", status: "online", pageSize: "50" });
  const response = await fetch(`${api}/admin/v1/products?${query}`, {
    headers: { Authorization: `Bearer ${staffAccessToken()}` },
  });
  expect(response.status).toBe(200);
  const { products } = (await response.json()) as { products: ListedProduct[] };
  // Products without variants: the shop lists them under their own code.
  const standard = products.filter((product) => product.kind === "STANDARD" && product.priceFils !== null);
  return standard[index]!;
}

/** The product's price (AED) in the shop's search answer (its category's listing). */
async function searchPrice(code: string): Promise<number | undefined> {
  const query = new URLSearchParams({ query: ":relevance:allCategories:cleaning-supplies", pageSize: "100" });
  const response = await fetch(`${api}/occ/v2/dukkan/products/search?${query}`);
  const { products } = (await response.json()) as { products: { code: string; price?: { value: number } }[] };
  return products.find((product) => product.code === code)?.price?.value;
}

describe("back office promotions and vouchers", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `staff create a voucher, a shopper applies it in the cart, disabling it takes it away (${language})`,
      { timeout: 240_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const stamp = Date.now().toString(36);
        const promotionCode = `e2e-${language}-${stamp}`;
        const voucherCode = `E2E${language.toUpperCase()}${stamp.toUpperCase()}`;
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInToBackoffice(page, language, `promotions-${language}`);

        // A coupon-only promotion: 15% off the order. An end before the start is refused on the end first.
        await page.getByRole("link", { name: words.promotionsMenu, exact: true }).click();
        await page.getByRole("link", { name: words.newPromotion }).click();
        await hydrated(page);
        await page.getByLabel(words.code, { exact: true }).fill(promotionCode);
        await page.getByLabel(words.kind).selectOption("ORDER_PERCENT");
        await page.getByLabel(words.percent).fill("15");
        await page.getByLabel(words.couponOnly).check();
        await page.getByLabel(words.nameEn).fill("E2E voucher: 15% off");
        await page.getByLabel(words.nameAr).fill("قسيمة الاختبار: خصم 15%");
        await page.getByLabel(words.descriptionEn).fill("E2E voucher: {amount} off");
        await page.getByLabel(words.descriptionAr).fill("قسيمة الاختبار: خصم {amount}");
        await page.getByLabel(words.startsAt).fill("2030-01-02T10:00");
        await page.getByLabel(words.endsAt).fill("2030-01-01T10:00");
        await page.getByRole("button", { name: words.createPromotion }).click();
        await page.getByText(words.endBeforeStart).waitFor();
        await page.getByLabel(words.startsAt).fill("");
        await page.getByLabel(words.endsAt).fill("");
        await page.getByRole("button", { name: words.createPromotion }).click();
        await page.getByText(words.promotionCreated).waitFor();

        // Its voucher, the promotion chosen for it, at most 10 uses.
        await page.getByRole("link", { name: words.newVoucherForIt }).click();
        await hydrated(page);
        await page.getByLabel(words.code, { exact: true }).fill(voucherCode.toLowerCase());
        await page.getByLabel(words.nameEn).fill("E2E 15%");
        await page.getByLabel(words.voucherDescriptionEn).fill("15% off your order");
        await page.getByLabel(words.maxTotal).fill("10");
        await page.getByRole("button", { name: words.createVoucher }).click();
        await page.getByText(words.voucherCreated).waitFor();
        // Stored in capitals, whatever was typed.
        await page.getByRole("heading", { level: 1, name: voucherCode }).waitFor();

        // The shopper's cart takes the code and its discount.
        const [product] = await sellableProducts("cling-film", 1);
        const shopContext = await browser.newContext({ viewport });
        await chooseDeiraArea(shopContext.request, language);
        await addToCart(shopContext.request, language, product!.code, "2");
        const cart = await shopContext.newPage();
        await cart.goto(`${shop}/${language}/cart`);
        await hydrated(cart);
        const discounts = () => cart.getByTestId("summary-discounts").allTextContents();
        const before = await discounts();
        await cart.getByRole("textbox", { name: words.couponField }).fill(voucherCode);
        await cart.getByRole("button", { name: words.applyCoupon, exact: true }).click();
        await expect.poll(() => cart.getByTestId("cart-message").textContent()).toBe(words.couponApplied(voucherCode));
        expect(await cart.getByTestId("applied-voucher").textContent()).toBe(voucherCode);
        await expect.poll(discounts).not.toEqual(before);
        expect(await cart.locator("main").innerText()).toContain(
          language === "en" ? "E2E voucher:" : "قسيمة الاختبار:",
        );

        // Disabled in the back office: the cart's next read has neither the code nor its discount.
        await page.getByLabel(words.enabled, { exact: true }).uncheck();
        await page.getByRole("button", { name: words.saveVoucher }).click();
        await page.getByText(words.voucherSaved).waitFor();
        await cart.reload();
        await hydrated(cart);
        expect(await cart.getByTestId("applied-voucher").count()).toBe(0);
        expect(await discounts()).toEqual(before);

        // The voucher list finds it by its promotion.
        await page.goto(`${backoffice}/${language}/vouchers?promotion=${promotionCode}`);
        await page.getByRole("link", { name: voucherCode }).waitFor();
        expect(problems).toEqual([]);
        await shopContext.close();
        await context.close();
      },
    );
  }
});

describe("back office scheduled prices", () => {
  for (const { language, viewport, index, price } of [
    { language: "en", viewport: DESKTOP, index: 0, price: "7.35" },
    { language: "ar", viewport: TABLET, index: 1, price: "8.45" },
  ] as const) {
    it(
      `staff schedule a price that the shop and search show once it starts, and cancel another (${language})`,
      { timeout: 300_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const product = await cleaningSupply(index);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInToBackoffice(page, language, `prices-${language}`);
        await page.goto(`${backoffice}/${language}/catalogue/products/${encodeURIComponent(product.code)}`);
        await hydrated(page);
        const section = page.getByTestId("scheduled-prices");

        // From the first whole minute at least 30 s ahead (the inputs take whole minutes; the start must still be
        // ahead when the form is saved, a few seconds from now), for an hour: an open-ended change would overlap every
        // later one of the product.
        const start = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
        await section.getByLabel(words.newPrice).fill(price);
        await section.getByLabel(words.from).fill(uaeLocal(start));
        await section.getByLabel(words.until).fill(uaeLocal(new Date(start.getTime() + 3_600_000)));
        await section.getByRole("button", { name: words.schedule }).click();
        await page.getByText(words.scheduled).waitFor();
        await section.locator('li[data-state="upcoming"]').getByText(words.upcoming).waitFor();

        // A second change a day later, cancelled: it is listed as cancelled.
        await section.getByLabel(words.newPrice).fill("99.99");
        await section.getByLabel(words.from).fill(uaeLocal(new Date(start.getTime() + 86_400_000)));
        await section.getByRole("button", { name: words.schedule }).click();
        await page.getByText(words.scheduled).waitFor();
        await expect.poll(() => section.locator('li[data-state="upcoming"]').count()).toBe(2);
        await section.locator('li[data-state="upcoming"]').nth(1).getByRole("button", { name: words.cancel }).click();
        await page.getByText(words.cancelled).waitFor();
        await section.locator('li[data-state="cancelled"]').getByText(words.cancelledState).waitFor();

        // Before the start the shop keeps the old price; from the start its product page and search show the new one.
        const fils = Number(price.replace(".", ""));
        expect(fils).not.toBe(product.priceFils);
        expect(await searchPrice(product.code)).toBe(product.priceFils! / 100);
        const shopPage = await context.newPage();
        await expect
          .poll(
            async () => {
              await shopPage.goto(`${shop}/${language}/p/${encodeURIComponent(product.code)}`);
              return shopPage.locator("main").innerText();
            },
            { timeout: 200_000, interval: 2_000 },
          )
          .toContain(price);
        expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
        await expect.poll(() => searchPrice(product.code), { timeout: 5_000 }).toBe(fils / 100);
        await page.reload();
        await section.locator('li[data-state="active"]').waitFor();
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }
});

const LOYALTY_WORDS = {
  en: {
    points: "Points",
    reason: "Reason",
    adjust: "Adjust points",
    done: "Points adjusted. The balance is now 50 points",
    refused: "at most the points the customer has.",
  },
  ar: {
    points: "النقاط",
    reason: "السبب",
    adjust: "تعديل النقاط",
    done: "تم تعديل النقاط. الرصيد الآن 50 نقطة",
    refused: "ولا يتجاوز الخصم نقاط العميل.",
  },
} as const;

describe("back office loyalty adjustment", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `staff add points with a reason; a removal below zero is refused (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = LOYALTY_WORDS[language];
        const { email } = await registerThroughApi(api, shop, `Loyal${language}`);
        const found = await fetch(`${api}/admin/v1/customers?${new URLSearchParams({ q: email })}`, {
          headers: { Authorization: `Bearer ${staffAccessToken()}` },
        });
        const { customers } = (await found.json()) as { customers: { customerId: string }[] };
        expect(customers).toHaveLength(1);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInToBackoffice(page, language, `loyalty-${language}`);
        await page.goto(`${backoffice}/${language}/customers/${encodeURIComponent(customers[0]!.customerId)}`);
        await hydrated(page);

        await page.getByLabel(words.points, { exact: true }).fill("50");
        await page.getByLabel(words.reason, { exact: true }).fill("Welcome gift");
        await page.getByRole("button", { name: words.adjust }).click();
        await page.getByText(words.done).waitFor();

        // Removing more than the customer has is refused on the points, and the balance stays.
        await page.getByLabel(words.points, { exact: true }).fill("-80");
        await page.getByLabel(words.reason, { exact: true }).fill("Correction");
        await page.getByRole("button", { name: words.adjust }).click();
        await page.getByText(words.refused).waitFor();
        expect(await page.getByLabel(words.points, { exact: true }).inputValue()).toBe("-80");
        const balance = await fetch(`${api}/admin/v1/customers/${customers[0]!.customerId}/loyalty/adjustments`, {
          method: "POST",
          headers: { Authorization: `Bearer ${staffAccessToken()}`, "Content-Type": "application/json" },
          body: JSON.stringify({ points: -50, reason: "Test clean-up" }),
        });
        expect(((await balance.json()) as { points: number }).points).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }
});
