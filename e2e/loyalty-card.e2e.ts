/**
 * Points and a card on one order in the browser (issue 21, decision 0065): a customer with 1,000 points (AED 10.00)
 * ticks 'partial' in the checkout's loyalty section and pays AED 5.00 with points; the rest is left to the card. The
 * place-order button reads 'SMS verification': the SMS dialog comes first, then the card goes through the gateway's
 * hosted fields and its 3-D Secure challenge. The confirmation follows, the order page shows both parts of the
 * payment, and the points history shows the 500 points spent on it (English on a desktop, Arabic on a phone).
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { latestMessage, registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import {
  acceptTermsAndPlaceOrder,
  CHALLENGE_CARD,
  customerAuthorization,
  enterCard,
  type Language,
  openPaymentStep,
  readyForPayment,
} from "./checkout-support.js";
import { staffAccessToken } from "./staff-api.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const TEXTS = {
  en: {
    partial: "partial",
    smsVerification: "SMS verification",
    dialog: "Verify your mobile number",
    code: "SMS code",
    verify: "Verify",
    spent: (order: string) => `Spent on order ${order}`,
    paidWithPoints: "Paid with loyalty points",
    paidByCard: "Paid by card",
  },
  ar: {
    partial: "جزئي",
    smsVerification: "التحقق عبر الرسائل النصية",
    dialog: "تأكيد رقم الجوال",
    code: "رمز الرسالة النصية",
    verify: "تحقّق",
    spent: (order: string) => `مستخدمة في الطلب ${order}`,
    paidWithPoints: "مدفوع بنقاط الولاء",
    paidByCard: "مدفوع بالبطاقة",
  },
} as const;

/** A registered customer with `points` given by staff (a welcome adjustment). */
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
  return { email, phoneNumber };
}

/** AED amounts as the page prints them (Latin digits in both languages): 12.34. */
function amountIn(text: string | null): number {
  const match = /(\d[\d,]*\.\d{2})/.exec(text ?? "");
  expect(match, text ?? "").not.toBeNull();
  return Number(match![1]!.replace(/,/g, ""));
}

async function passChallenge(page: Page) {
  const challenge = page.getByTestId("three-ds-challenge").frameLocator("iframe#challengeFrame");
  const successful = challenge.getByRole("button", { name: "Successful" });
  await successful.waitFor({ timeout: 40_000 });
  await successful.click();
}

describe("points and a card", () => {
  for (const { language, viewport, name } of [
    { language: "en" as Language, viewport: DESKTOP, name: "English, desktop" },
    { language: "ar" as Language, viewport: PHONE, name: "Arabic, phone" },
  ]) {
    // Sign-in, checkout, the SMS code, the card's hosted fields and its 3-D Secure challenge: a long walk on a phone.
    it(
      `pays part of an order with points and the rest by card after the SMS code, and shows it in the history (${name})`,
      {
        timeout: 180_000,
      },
      async ({ browser }) => {
        const text = TEXTS[language];
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        const { email, phoneNumber } = await memberWithPoints(language === "en" ? "Yara" : "Hessa", 1_000);
        await signInThroughPage(page, shop, language, email);
        await readyForPayment(context.request, language, { phone: phoneNumber });
        await openPaymentStep(page, language);

        const section = page.getByTestId("loyalty-section");
        const total = amountIn(await page.getByTestId("loyalty-remaining").textContent());
        expect(total).toBeGreaterThan(5);
        await section.getByLabel(text.partial).check();
        await section.locator('input[name="loyaltyAmount"]').fill("5");
        // The points pay 5.00; the card the rest, worked out here from the total the page showed first.
        const rest = Math.round((total - 5) * 100) / 100;
        await expect.poll(async () => amountIn(await page.getByTestId("loyalty-remaining").textContent())).toBe(rest);
        expect(await page.getByTestId("loyalty-rest-by-card").isVisible()).toBe(true);
        expect(await page.getByTestId("place-order").textContent()).toBe(text.smsVerification);

        await enterCard(page, { number: CHALLENGE_CARD, month: "01", year: "30" });
        await acceptTermsAndPlaceOrder(page);
        const dialog = page.getByRole("dialog", { name: text.dialog });
        await dialog.waitFor({ timeout: 20_000 });
        const [code] = (await latestMessage(api, phoneNumber)).codes;
        await dialog.getByLabel(text.code).fill(code!);
        await dialog.getByRole("button", { name: text.verify }).click();
        // The phone verified, the card flow runs for the rest: 3-D Secure's challenge, then the confirmation.
        await passChallenge(page);
        await page.waitForURL((url) => url.pathname === `/${language}/order-confirmation`, { timeout: 40_000 });
        await hydrated(page);
        await expect.poll(async () => (await page.locator("main h1").textContent())?.trim()).toMatch(/\d{8}$/);
        const orderCode = /\d{8}$/.exec((await page.locator("main h1").textContent())!.trim())![0];

        await page.goto(`${shop}/${language}/my-account/order/${orderCode}`);
        const parts = page.getByTestId("order-payment-parts");
        const facts = parts.locator("div");
        expect(await facts.count()).toBe(2);
        expect(await facts.nth(0).locator("dt").textContent()).toBe(text.paidWithPoints);
        expect(amountIn(await facts.nth(0).locator("dd").textContent())).toBe(5);
        expect(await facts.nth(1).locator("dt").textContent()).toBe(text.paidByCard);
        expect(amountIn(await facts.nth(1).locator("dd").textContent())).toBe(rest);

        // AED 5.00 = 500 points spent: 1,000 − 500 = 500 left.
        await page.goto(`${shop}/${language}/my-account/loyalty-history`);
        const rows = page.getByTestId("loyalty-row");
        expect(await rows.count()).toBe(2);
        expect(await rows.nth(0).getByTestId("loyalty-row-source").textContent()).toBe(text.spent(orderCode));
        expect(await rows.nth(0).getByTestId("loyalty-row-points").textContent()).toBe("−500");
        expect(await page.getByTestId("loyalty-summary").textContent()).toContain("500");
        if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        expect(problems).toEqual([]);
      },
    );
  }
});
