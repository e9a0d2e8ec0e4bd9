/**
 * Replenishment schedules paid by a saved card (issue 21, decision 0066), against the payment sandbox: a customer
 * saves a card by paying an order with it, then at the next checkout's payment step turns the cart into a monthly
 * schedule paid by that card. The schedule page names the card; the shop's replenishment job (running in the API,
 * as in production: a schedule starting today is placed at once) places the day's order, charged to the card
 * without the customer; the schedule lists it, the order's page names the schedule, the next order date moves to
 * next month, and the customer cancels the schedule (English on a desktop, Arabic on a phone). A card whose
 * merchant-initiated charges the bank declines places nothing: the schedule stays active, tries again tomorrow, and
 * the customer is told by e-mail (English, desktop).
 */
import { describe, expect, inject } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { latestMessage, registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import {
  acceptTermsAndPlaceOrder,
  enterCard,
  FRICTIONLESS_CARD,
  type Language,
  openPaymentStep,
  readyForPayment,
} from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

/** Sandbox stored-credential test card: paid and verified while its holder is there, declined merchant-initiated. */
const MIT_DECLINED_CARD = "5111111111111118";

const TEXTS = {
  en: {
    offer: "Schedule it as a replenishment order",
    monthly: "Every month, on a day of the month",
    dayOfMonth: "Day of the month",
    startOn: "Start on",
    card: (last4: string) => `Mastercard ending in ${last4}, expires 12/30`,
    frequency: (day: number) => `Every month on day ${day}`,
    confirmation: /^Confirmation of order \d{8}$/,
    yes: "Yes",
    cancelled: "No, cancelled",
    next: "cancelled",
    dialogTitle: (code: string) => `Cancel replenishment order ${code}?`,
    accept: "Cancel replenishment",
    cancelSuccess: (code: string) => `Replenishment order ${code} was cancelled.`,
  },
  ar: {
    offer: "جدوله كطلب تجديد دوري",
    monthly: "كل شهر، في يوم من الشهر",
    dayOfMonth: "يوم الشهر",
    startOn: "البدء في",
    card: (last4: string) => `Mastercard تنتهي بـ ${last4}، صالحة حتى 12/30`,
    frequency: (day: number) => `كل شهر في اليوم ${day}`,
    confirmation: /\d{8}$/,
    yes: "نعم",
    cancelled: "لا، ملغى",
    next: "ملغى",
    dialogTitle: (code: string) => `إلغاء الطلب المجدول ${code}؟`,
    accept: "إلغاء الطلب المجدول",
    cancelSuccess: (code: string) => `أُلغي الطلب المجدول ${code}.`,
  },
} as const;

/** A day `days` after `day` (`YYYY-MM-DD`), as a calendar day. */
function dayAfter(day: string, days: number): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** Today in the UAE (UTC+4), as the schedule form's start date. */
const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

/** Spec §9: schedule dates read M/d/yyyy. */
const shownDate = (date: Date) => `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;

/**
 * A monthly schedule on today's day of the month places its next order on that day of next month, or on next
 * month's last day when it is shorter (the form's hint says so).
 */
function sameDayNextMonth(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return shownDate(new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth))));
}

/** A first order paid by a new card (frictionless 3-D Secure), the card saved to the account on the way. */
async function payAndSaveCard(page: Page, context: BrowserContext, language: Language, phone: string, number: string) {
  await readyForPayment(context.request, language, { phone });
  await openPaymentStep(page, language);
  await enterCard(page, { number, month: "12", year: "30" });
  await page.locator('input[name="savePaymentInfo"]').check();
  await acceptTermsAndPlaceOrder(page);
  await page.waitForURL((url) => url.pathname === `/${language}/order-confirmation`, { timeout: 40_000 });
}

/**
 * From the next checkout's payment step, a monthly schedule on today's day paid by the saved card ending in
 * `last4`, starting today; answers the schedule's code from the confirmation's heading.
 */
async function scheduleMonthlyByCard(
  page: Page,
  context: BrowserContext,
  language: Language,
  phone: string,
  last4: string,
) {
  const text = TEXTS[language];
  await readyForPayment(context.request, language, { phone });
  await openPaymentStep(page, language);
  await page.getByRole("link", { name: text.offer }).click();
  await page.waitForURL((url) => url.pathname === `/${language}/checkout/replenishment`);
  await hydrated(page);
  const today = uaeToday();
  await page.getByRole("radio", { name: text.monthly }).check();
  await page.getByRole("spinbutton", { name: text.dayOfMonth }).fill(String(Number(today.slice(8))));
  await page.getByLabel(text.startOn, { exact: true }).fill(today);
  await page
    .getByTestId("schedule-payment")
    .getByRole("radio", { name: text.card(last4) })
    .check();
  await page.locator('input[name="termsChecked"]').check();
  await page.getByTestId("schedule-replenishment-submit").click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${language}/replenishment-confirmation/`));
  await expect.poll(async () => (await page.locator("main h1").textContent())?.trim()).toMatch(text.confirmation);
  return /\d{8}$/.exec((await page.locator("main h1").textContent())!.trim())![0];
}

/**
 * The schedule's page, reloaded until the replenishment job has dealt with today: its next order date reads
 * `nextDate` (the job runs in the API within seconds of scheduling).
 */
async function scheduleOnceTodayIsDone(page: Page, language: Language, code: string, nextDate: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${shop}/${language}/my-account/my-replenishment/${code}`);
        return page.getByTestId("replenishment-next-date").textContent();
      },
      { timeout: 40_000, interval: 1_000 },
    )
    .toBe(nextDate);
  await hydrated(page);
}

describe("replenishment orders paid by a saved card", () => {
  for (const { language, viewport, name } of [
    { language: "en" as Language, viewport: DESKTOP, name: "English, desktop" },
    { language: "ar" as Language, viewport: PHONE, name: "Arabic, phone" },
  ]) {
    it(
      `schedules monthly by a saved card, the job places today's order on it, and the customer cancels (${name})`,
      // Two checkouts (a card payment, then the schedule), the job's order and the cancellation: a long walk.
      { timeout: 240_000 },
      async ({ browser }) => {
        const text = TEXTS[language];
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        const { email, phoneNumber } = await registerThroughApi(api, shop, language === "en" ? "Amal" : "Badria");
        await signInThroughPage(page, shop, language, email);
        await payAndSaveCard(page, context, language, phoneNumber, FRICTIONLESS_CARD);

        const code = await scheduleMonthlyByCard(page, context, language, phoneNumber, "0007");
        const day = Number(uaeToday().slice(8));
        expect(await page.getByTestId("replenishment-frequency").textContent()).toBe(text.frequency(day));

        // The job places today's order, charged to the card; the next one is due on the same day next month.
        await scheduleOnceTodayIsDone(page, language, code, sameDayNextMonth(uaeToday()));
        expect(await page.getByTestId("replenishment-active").textContent()).toBe(text.yes);
        expect(await page.getByTestId("replenishment-card").textContent()).toBe(text.card("0007"));
        if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        const placed = page.getByTestId("replenishment-order");
        expect(await placed.count()).toBe(1);
        const orderCode = (await placed.getByRole("link").textContent())!.trim();
        expect(orderCode).toMatch(/^\d{8}$/);
        expect(orderCode).not.toBe(code);

        // The order's page: placed by the schedule, paid by the saved card.
        await placed.getByRole("link").click();
        await page.waitForURL((url) => url.pathname === `/${language}/my-account/order/${orderCode}`);
        await hydrated(page);
        expect(await page.getByTestId("order-replenishment-code").textContent()).toBe(code);
        expect(await page.locator("main").textContent()).toContain("0007");

        // Back on the schedule (through the order's link to it), the customer cancels it.
        await page.getByTestId("order-replenishment-code").click();
        await page.waitForURL((url) => url.pathname === `/${language}/my-account/my-replenishment/${code}`);
        await hydrated(page);
        await page.getByTestId("cancel-replenishment").click();
        // Once scripts run, the cancel page is a modal dialog named by its title.
        const dialog = page.getByRole("dialog", { name: text.dialogTitle(code) });
        await dialog.getByRole("button", { name: text.accept }).click();
        await page.waitForURL((url) => url.pathname === `/${language}/my-account/my-replenishment/${code}`);
        await expect.poll(() => page.getByText(text.cancelSuccess(code)).count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId("replenishment-active").textContent()).toBe(text.cancelled);
        expect(await page.getByTestId("replenishment-next-date").textContent()).toBe(text.next);
        expect(await page.getByTestId("cancel-replenishment").count()).toBe(0);
        // The order already placed stays.
        expect(await page.getByTestId("replenishment-order").count()).toBe(1);
        expect(problems).toEqual([]);
      },
    );
  }

  it(
    "places nothing when the bank declines the saved card, tries again tomorrow and says so by e-mail (English, desktop)",
    { timeout: 240_000 },
    async ({ browser }) => {
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      const { email, phoneNumber } = await registerThroughApi(api, shop, "Dalal");
      await signInThroughPage(page, shop, "en", email);
      // The bank accepts this card while its holder pays: the first order goes through and saves it.
      await payAndSaveCard(page, context, "en", phoneNumber, MIT_DECLINED_CARD);

      const code = await scheduleMonthlyByCard(page, context, "en", phoneNumber, "1118");
      await scheduleOnceTodayIsDone(page, "en", code, shownDate(dayAfter(uaeToday(), 1)));
      expect(await page.getByTestId("replenishment-active").textContent()).toBe("Yes");
      expect(await page.getByTestId("replenishment-card").textContent()).toBe(TEXTS.en.card("1118"));
      expect(await page.getByTestId("replenishment-order").count()).toBe(0);
      expect(await page.getByTestId("replenishment-no-orders").textContent()).toBe("No orders have been placed yet.");
      await expect
        .poll(async () => (await latestMessage(api, email)).subject, { timeout: 30_000 })
        .toBe(`Your scheduled order ${code}: your card was declined`);
      expect(problems).toEqual([]);
    },
  );
});
