/**
 * Scheduled replenishment orders (account spec §2.22; checkout spec §2.16; issue 21): a signed-in customer at the
 * payment step schedules the cart monthly (cash on delivery) → the confirmation's heading names the replenishment
 * code → My Account's list shows it with its frequency and next date → Cancel opens the modal dialog (Escape
 * closes it) → accepting it shows it cancelled (English on a desktop). In Arabic on a phone the same forms are
 * posted without scripts, the list renders right-to-left with the Arabic frequency, the details' cancel dialog
 * cancels one, and without scripts the dialog's own page cancels another.
 */
import { describe, expect, inject } from "vitest";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { openPaymentStep, postForm, readyForPayment } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

/** Today in the UAE (UTC+4), as the schedule form's start date. */
const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

describe("replenishment orders", () => {
  it("schedules a monthly replenishment, lists it and cancels it (en)", { timeout: 180_000 }, async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const { email, phoneNumber } = await registerThroughApi(api, shop, "Maha");
    await signInThroughPage(page, shop, "en", email);
    await readyForPayment(context.request, "en", { phone: phoneNumber });
    await openPaymentStep(page, "en");

    await page.getByRole("link", { name: "Schedule it as a replenishment order" }).click();
    await page.waitForURL((url) => url.pathname === "/en/checkout/replenishment");
    await hydrated(page);
    await page.getByRole("radio", { name: "Every month, on a day of the month" }).check();
    await page.getByRole("spinbutton", { name: "Day of the month" }).fill("28");
    await page.getByLabel("Start on", { exact: true }).fill(uaeToday());
    await page.locator('input[name="termsChecked"]').check();
    await page.getByTestId("schedule-replenishment-submit").click();

    await page.waitForURL((url) => url.pathname.startsWith("/en/replenishment-confirmation/"));
    // A client navigation: the URL changes before the new page is drawn.
    await expect
      .poll(async () => (await page.locator("main h1").textContent())?.trim())
      .toMatch(/^Confirmation of order \d{8}$/);
    const heading = (await page.locator("main h1").textContent())!.trim();
    const code = /\d{8}$/.exec(heading)![0];
    expect(await page.getByTestId("replenishment-frequency").textContent()).toBe("Every month on day 28");

    await page.goto(`${shop}/en/my-account/my-replenishments`);
    await hydrated(page);
    const row = page.getByTestId("replenishment-row").filter({ hasText: code });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId("replenishment-row-frequency").textContent()).toBe("Every month on day 28");
    expect(await row.getByTestId("replenishment-row-next").textContent()).toMatch(/^\d{1,2}\/28\/\d{4}$/);

    // Cancel opens the modal dialog (decision 0073): Escape closes it, the focus is back on the row's button.
    const cancelButton = row.getByTestId("replenishment-row-cancel");
    await cancelButton.click();
    const dialog = page.getByRole("dialog", { name: `Cancel replenishment order ${code}?` });
    await dialog.getByText("No more orders will be placed for it.", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => cancelButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await row.getByTestId("replenishment-row-next").textContent()).not.toBe("cancelled");
    await cancelButton.click();
    await dialog.getByRole("button", { name: "Cancel replenishment" }).click();

    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/en/my-account/my-replenishments");
    await expect.poll(() => page.getByText(`Replenishment order ${code} was cancelled.`).count()).toBeGreaterThan(0);
    const cancelled = page.getByTestId("replenishment-row").filter({ hasText: code });
    await expect.poll(() => cancelled.getByTestId("replenishment-row-next").textContent()).toBe("cancelled");
    expect(await cancelled.getByTestId("replenishment-row-next").textContent()).toBe("cancelled");
    expect(await cancelled.getByTestId("replenishment-row-cancel").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it(
    "schedules by plain form posts and lists it in Arabic, right to left (ar)",
    { timeout: 180_000 },
    async ({ browser }) => {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      const { email, phoneNumber } = await registerThroughApi(api, shop, "Reem");
      await signInThroughPage(page, shop, "ar", email);
      await readyForPayment(context.request, "ar", { phone: phoneNumber });
      // The schedule form's action alone, as a browser without scripts posts it.
      const scheduled = await postForm(context.request, "/ar/checkout/replenishment", {
        recurrencePeriod: "MONTHLY",
        nthDayOfMonth: "15",
        replenishmentStartDate: uaeToday(),
        termsChecked: "true",
      });
      const confirmation = new URL(scheduled.headers().location ?? "", shop).pathname;
      expect(confirmation).toMatch(/^\/ar\/replenishment-confirmation\/\d{8}$/);
      const code = confirmation.slice(-8);
      // A second schedule, cancelled below without scripts.
      await readyForPayment(context.request, "ar", { phone: phoneNumber });
      const second = await postForm(context.request, "/ar/checkout/replenishment", {
        recurrencePeriod: "MONTHLY",
        nthDayOfMonth: "20",
        replenishmentStartDate: uaeToday(),
        termsChecked: "true",
      });
      const secondCode = new URL(second.headers().location ?? "", shop).pathname.slice(-8);
      expect(secondCode).toMatch(/^\d{8}$/);
      expect(secondCode).not.toBe(code);

      await page.goto(`${shop}/ar/my-account/my-replenishments`);
      await hydrated(page);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      expect((await page.locator("main h1").textContent())!.trim()).toBe("الطلبات المجدولة");
      const row = page.getByTestId("replenishment-row").filter({ hasText: code });
      expect(await row.getByTestId("replenishment-row-frequency").textContent()).toBe("كل شهر في اليوم 15");
      expect(await row.getByTestId("replenishment-row-next").textContent()).toMatch(/^\d{1,2}\/15\/\d{4}$/);
      expect(await row.getByTestId("replenishment-row-cancel").textContent()).toBe("إلغاء");

      // The details' cancel opens the dialog; 'Keep it' closes it, accepting cancels and stays on the details.
      await page.goto(`${shop}/ar/my-account/my-replenishment/${code}`);
      await hydrated(page);
      const cancelButton = page.getByTestId("cancel-replenishment");
      await cancelButton.click();
      const dialog = page.getByRole("dialog", { name: `إلغاء الطلب المجدول ${code}؟` });
      await dialog.getByRole("button", { name: "الإبقاء عليه" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => cancelButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await cancelButton.click();
      await dialog.getByRole("button", { name: "إلغاء الطلب المجدول" }).click();
      await page.getByText(`أُلغي الطلب المجدول ${code}.`).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/ar/my-account/my-replenishment/${code}`);
      expect(await page.getByTestId("cancel-replenishment").count()).toBe(0);
      expect(problems).toEqual([]);

      // Without scripts the row's cancel is the dialog's own page, whose form cancels and returns to the list.
      const plain = await browser.newContext({ viewport: PHONE, locale: "en-AE", javaScriptEnabled: false });
      const plainPage = await plain.newPage();
      await signInThroughPage(plainPage, shop, "ar", email);
      await plainPage.goto(`${shop}/ar/my-account/my-replenishments`);
      await plainPage
        .getByTestId("replenishment-row")
        .filter({ hasText: secondCode })
        .getByTestId("replenishment-row-cancel")
        .click();
      await plainPage.waitForURL((url) => url.pathname === `/ar/my-account/my-replenishment/${secondCode}/cancel`);
      await plainPage
        .getByTestId("cancel-replenishment-dialog")
        .getByRole("button", { name: "إلغاء الطلب المجدول" })
        .click();
      await plainPage.waitForURL((url) => url.pathname === "/ar/my-account/my-replenishments");
      await plainPage.getByText(`أُلغي الطلب المجدول ${secondCode}.`).waitFor();
      expect(
        await plainPage
          .getByTestId("replenishment-row")
          .filter({ hasText: secondCode })
          .getByTestId("replenishment-row-cancel")
          .count(),
      ).toBe(0);
      await plain.close();
      await context.close();
    },
  );
});
