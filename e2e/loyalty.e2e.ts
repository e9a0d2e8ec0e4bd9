/**
 * Loyalty points in the browser (issue 21): a customer whose points cover the order ticks 'all' in the checkout's
 * loyalty section, the place-order button reads 'SMS verification' and opens the SMS dialog; with the code from the
 * SMS the order is placed, paid wholly with points, and the points history shows it (English on a desktop, Arabic on
 * a phone). The member QR code page in Arabic on a phone: right to left, the QR image drawn, the member number and
 * the points beside it.
 * The points are given through the staff API (the staff adjustment), as the shop would give welcome points.
 */
import { describe, expect, inject } from "vitest";
import { latestMessage, registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { customerAuthorization, openPaymentStep, readyForPayment } from "./checkout-support.js";
import { staffAccessToken } from "./staff-api.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

/** A registered customer with `points` given by staff; answers their e-mail, phone and member number. */
async function memberWithPoints(firstName: string, points: number) {
  const { email, phoneNumber } = await registerThroughApi(api, shop, firstName);
  const me = await fetch(`${OCC}/users/current`, { headers: await customerAuthorization(email) });
  const { customerId } = (await me.json()) as { customerId: string };
  const given = await fetch(`${api}/admin/v1/customers/${customerId}/loyalty/adjustments`, {
    method: "POST",
    headers: { authorization: `Bearer ${staffAccessToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ points, reason: "Welcome points" }),
  });
  expect(given.status, await given.clone().text()).toBe(200);
  return { email, phoneNumber, customerId };
}

const TEXTS = {
  en: {
    points: 1_000_000,
    selectLoyalty: /^Select loyalty: 1000000 points, worth up to AED\s[\d,]+\.\d{2} on this order$/,
    all: "all",
    remaining: /^Remaining: AED\s0\.00$/,
    placeOrder: "Place order",
    smsVerification: "SMS verification",
    dialog: "Verify your mobile number",
    code: "SMS code",
    verify: "Verify",
    spent: (order: string) => `Spent on order ${order}`,
    adjusted: "Adjusted by the shop",
    given: "+1,000,000",
    // Account spec §9: dates as 'd, MMMM, yyyy'.
    date: /^\d{1,2}, [A-Z][a-z]+, \d{4}$/,
    left: (points: number) => `${points} points`,
  },
  ar: {
    points: 10_000,
    selectLoyalty: /^اختر الولاء: 10000 نقطة، بقيمة تصل إلى .*[\d,]+\.\d{2}.* في هذا الطلب$/,
    all: "الكل",
    remaining: /^المتبقي: .*\b0\.00\b.*$/,
    placeOrder: "تأكيد الطلب",
    smsVerification: "التحقق عبر الرسائل النصية",
    dialog: "تأكيد رقم الجوال",
    code: "رمز الرسالة النصية",
    verify: "تحقّق",
    spent: (order: string) => `مستخدمة في الطلب ${order}`,
    adjusted: "تعديل من المتجر",
    given: "+10,000",
    // The same 'd, MMMM, yyyy' with the Arabic month name and Latin digits.
    date: /^\d{1,2}, \S+, \d{4}$/,
    left: (points: number) => `${points} نقطة`,
  },
} as const;

describe("loyalty points", () => {
  for (const { language, viewport, name } of [
    { language: "en", viewport: DESKTOP, name: "English, desktop" },
    { language: "ar", viewport: PHONE, name: "Arabic, phone" },
  ] as const) {
    // Sign-in, checkout and the SMS code: as long a walk as the points-and-card test's on a busy machine.
    it(
      `pays a whole order with points after the SMS code and shows it in the points history (${name})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const text = TEXTS[language];
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        const { email, phoneNumber } = await memberWithPoints(language === "en" ? "Rasha" : "Nouf", text.points);
        await signInThroughPage(page, shop, language, email);
        await readyForPayment(context.request, language, { phone: phoneNumber });
        await openPaymentStep(page, language);

        const section = page.getByTestId("loyalty-section");
        expect(await section.getByTestId("loyalty-select").textContent()).toMatch(text.selectLoyalty);
        expect(await page.getByTestId("place-order").textContent()).toBe(text.placeOrder);
        await section.getByLabel(text.all, { exact: true }).check();
        expect(await page.getByTestId("loyalty-remaining").textContent()).toMatch(text.remaining);
        expect(await page.getByTestId("payment-methods").count()).toBe(0);
        expect(await page.getByTestId("new-card-form").count()).toBe(0);
        expect(await page.getByTestId("place-order").textContent()).toBe(text.smsVerification);

        await page.locator('input[name="termsChecked"]').check();
        await page.getByTestId("place-order").click();
        const dialog = page.getByRole("dialog", { name: text.dialog });
        await dialog.waitFor();
        const [code] = (await latestMessage(api, phoneNumber)).codes;
        await dialog.getByLabel(text.code).fill(code!);
        await dialog.getByRole("button", { name: text.verify }).click();
        await page.waitForURL((url) => url.pathname === `/${language}/order-confirmation`, { timeout: 30_000 });
        await hydrated(page);
        await expect.poll(async () => (await page.locator("main h1").textContent())?.trim()).toMatch(/\d{8}$/);
        const orderCode = /\d{8}$/.exec((await page.locator("main h1").textContent())!.trim())![0];

        await page.goto(`${shop}/${language}/my-account/loyalty-history`);
        if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        const rows = page.getByTestId("loyalty-row");
        expect(await rows.count()).toBe(2);
        expect(await rows.nth(0).getByTestId("loyalty-row-source").textContent()).toBe(text.spent(orderCode));
        expect(await rows.nth(0).getByTestId("loyalty-row-points").textContent()).toMatch(/^−[\d,]+$/);
        expect(await rows.nth(1).getByTestId("loyalty-row-source").textContent()).toBe(text.adjusted);
        expect(await rows.nth(1).getByTestId("loyalty-row-points").textContent()).toBe(text.given);
        expect(await rows.nth(0).getByTestId("loyalty-row-date").textContent()).toMatch(text.date);
        const spent = Number((await rows.nth(0).getByTestId("loyalty-row-points").textContent())!.replace(/\D/g, ""));
        expect(await page.getByTestId("loyalty-summary").textContent()).toContain(text.left(text.points - spent));
        expect(problems).toEqual([]);
      },
    );
  }

  it("shows the member QR code with the member number and the points, right to left (Arabic, phone)", async ({
    browser,
  }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const { email, customerId } = await memberWithPoints("Salma", 1_250);
    await signInThroughPage(page, shop, "ar", email);
    await page.goto(`${shop}/ar/my-account/loyalty-qr-code`);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("main h1").textContent()).toBe("بطاقة الولاء");
    const image = page.getByTestId("loyalty-qr-image");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute("alt")).toBe(`رمز QR للولاء للعضو ${customerId}`);
    expect(await page.getByTestId("loyalty-member-number").textContent()).toBe(customerId);
    expect(await page.getByTestId("loyalty-points").textContent()).toMatch(/^1250 نقطة، بقيمة /);
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
  });
});
