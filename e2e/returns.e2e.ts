/**
 * Returns (account spec §2.18, §2.19; issue 20): a customer's delivered cash order → 'Return items' on the order
 * page → two units with a reason → the confirmation with a photo → the request's page; staff approve, receive and
 * refund it through the staff API → the customer sees it REFUNDED (in the list too) and downloads the credit
 * note. A card order's returned unit goes back to the card, and the order page says how much and when. Orders
 * are delivered through the staff API: the pages under test are the returns' and the order's. English on a
 * desktop, Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import {
  acceptTermsAndPlaceOrder,
  customerAuthorization,
  customerWithCashOrder,
  enterCard,
  FRICTIONLESS_CARD,
  openPaymentStep,
  readyForPayment,
} from "./checkout-support.js";
import { deliver, PHOTO, returnRequestThroughApi, staffHeaders, staffStep } from "./returns-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const WORDS = {
  en: {
    returnItems: "Return items",
    quantity: /Units of .* to return/,
    reason: "Reason for the return",
    damaged: "Arrived damaged",
    continue: "Continue",
    submit: "Submit return request",
    pending: "Waiting for approval",
    refunded: "Refunded",
    cash: "Refunded in cash",
    creditNote: "Download the credit note",
    submitted: "was submitted",
  },
  ar: {
    returnItems: "إرجاع منتجات",
    quantity: /عدد قطع .* المراد إرجاعها/,
    reason: "سبب الإرجاع",
    damaged: "وصل تالفاً",
    continue: "متابعة",
    submit: "تقديم طلب الإرجاع",
    pending: "بانتظار الموافقة",
    refunded: "تم استرداد المبلغ",
    cash: "تم الاسترداد نقداً",
    creditNote: "تنزيل الإشعار الدائن",
    submitted: "تم تقديم طلب الإرجاع",
  },
} as const;

describe("returns", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `cancels a pending return in its confirmation dialog, keeping it on 'Keep it' (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const { email, authorization, code } = await customerWithCashOrder("Mariam", "Al Rigga Street 22", 2);
        await deliver(code, authorization);
        const rma = await returnRequestThroughApi(authorization, code, 1, "dent.png");
        const texts = {
          en: {
            title: `Cancel return ${rma}?`,
            keep: "Keep it",
            cancel: "Cancel return",
            done: `Your return request ${rma} was cancelled.`,
            status: "Cancelled",
          },
          ar: {
            title: `إلغاء الإرجاع ${rma}؟`,
            keep: "الإبقاء عليه",
            cancel: "إلغاء الإرجاع",
            done: `تم إلغاء طلب الإرجاع ${rma}.`,
            status: "ملغى",
          },
        }[language];

        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        await signInThroughPage(page, shop, language, email);
        await page.goto(`${shop}/${language}/my-account/returns/${rma}`);
        await hydrated(page);
        const cancelButton = page.getByTestId("cancel-return");
        await cancelButton.click();
        const dialog = page.getByRole("dialog", { name: texts.title });
        await dialog.getByRole("button", { name: texts.keep }).click();
        await dialog.waitFor({ state: "detached" });
        await expect.poll(() => cancelButton.evaluate((button) => button === document.activeElement)).toBe(true);
        expect(await page.getByTestId("return-status").textContent()).not.toBe(texts.status);

        await cancelButton.click();
        await dialog.getByRole("button", { name: texts.cancel }).click();
        await page.getByText(texts.done).waitFor();
        await dialog.waitFor({ state: "detached" });
        expect(await page.getByTestId("return-status").textContent()).toBe(texts.status);
        expect(await page.getByTestId("cancel-return").count()).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      },
    );

    it(
      `returns two units with a photo and sees them refunded with a credit note (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const { email, authorization, code } = await customerWithCashOrder("Rania", "Al Rigga Street 20", 3);
        await deliver(code, authorization);

        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        await signInThroughPage(page, shop, language, email);
        await page.goto(`${shop}/${language}/my-account/order/${code}`);
        await hydrated(page);
        await page.getByTestId("order-action-return").click();
        await page.waitForURL(`${shop}/${language}/my-account/order/return/${code}`);
        await hydrated(page);

        // The return screen: two of the three cups, and why.
        await page.getByTestId("return-order-form").waitFor();
        expect(await page.getByTestId("return-entry").count()).toBe(1);
        await page.getByLabel(words.quantity).fill("2");
        await page.getByLabel(words.reason).selectOption({ label: words.damaged });
        await page.getByRole("button", { name: words.continue, exact: true }).click();
        await page.waitForURL(/\/order\/return\/confirmation\//);
        await page.getByTestId("return-confirmation-row").waitFor();

        // The confirmation: the two units and the reason, read-only; a photo; submit.
        expect((await page.getByTestId("return-confirmation-quantity").textContent())?.trim()).toMatch(/2$/);
        expect(await page.getByTestId("return-confirmation-reason").textContent()).toBe(words.damaged);
        await page.locator('input[type="file"]').setInputFiles({
          name: "damaged-cups.png",
          mimeType: "image/png",
          buffer: PHOTO,
        });
        await page.getByRole("button", { name: words.submit, exact: true }).click();
        await page.waitForURL(/\/my-account\/returns\/R\d{8}$/);
        const rma = /(R\d{8})$/.exec(page.url())![1]!;
        await page.getByTestId("return-detail").waitFor();
        expect(await page.locator("body").textContent()).toContain(words.submitted);
        expect(await page.getByTestId("return-status").textContent()).toBe(words.pending);
        expect(await page.getByTestId("return-attachments").textContent()).toContain("damaged-cups.png");
        expect((await page.getByTestId("return-item-quantity").textContent())?.trim()).toMatch(/2$/);
        expect(await page.getByTestId("cancel-return").count()).toBe(1);

        // Staff approve it, receive the cups (back to stock) and refund the cash.
        await staffStep(`/returns/${rma}/approve`);
        await staffStep(`/returns/${rma}/receive`, { entries: [{ entryNumber: 0, restockable: true }] });
        const refunded = await staffStep(`/returns/${rma}/refund`);
        expect(refunded).toMatchObject({ status: "REFUNDED", refundMethod: "CASH" });

        await page.reload();
        await hydrated(page);
        expect(await page.getByTestId("return-status").textContent()).toBe(words.refunded);
        expect(await page.getByText(words.cash).count()).toBe(1);
        expect(await page.getByTestId("cancel-return").count()).toBe(0);
        const creditNote = page.getByTestId("return-credit-note");
        expect(await creditNote.textContent()).toContain(words.creditNote);
        const pdf = await page.request.get(`${shop}${await creditNote.getAttribute("href")}`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()["content-type"]).toContain("application/pdf");
        expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

        // The list shows it refunded.
        await page.goto(`${shop}/${language}/my-account/returns`);
        await page.getByTestId("return-list").waitFor();
        const row = page.getByTestId("return-row").filter({ hasText: rma });
        expect(await row.getByTestId("return-row-status").textContent()).toBe(words.refunded);
        expect(problems).toEqual([]);
      },
    );
  }

  it(
    "refunds a returned unit of a card order to the card, and the order page says so (English desktop, Arabic phone)",
    { timeout: 240_000 },
    async ({ browser }) => {
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      const { email, phoneNumber } = await registerThroughApi(api, shop, "Huda");
      await signInThroughPage(page, shop, "en", email);
      await readyForPayment(context.request, "en", { phone: phoneNumber });
      await openPaymentStep(page, "en");
      await enterCard(page, { number: FRICTIONLESS_CARD, month: "12", year: "30" });
      await acceptTermsAndPlaceOrder(page);
      await page.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 40_000 });

      // Shipping captures the card; the customer sends one unit back and staff refund it to the card.
      const authorization = await customerAuthorization(email);
      const history = (await (await fetch(`${OCC}/users/current/orders`, { headers: authorization })).json()) as {
        orders: { code: string }[];
      };
      const code = history.orders[0]!.code;
      await deliver(code, authorization);
      const requested = await fetch(`${OCC}/users/current/orderReturns`, {
        method: "POST",
        headers: { ...authorization, "Content-Type": "application/json" },
        body: JSON.stringify({ orderCode: code, returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] }),
      });
      expect(requested.status, await requested.clone().text()).toBe(201);
      const { rma } = (await requested.json()) as { rma: string };
      await staffStep(`/returns/${rma}/approve`);
      await staffStep(`/returns/${rma}/receive`, { entries: [{ entryNumber: 0, restockable: true }] });
      expect((await staffStep(`/returns/${rma}/refund`)).status).toMatch(/^REFUND(ING|ED)$/);
      // The gateway's refund runs as a job: the request is REFUNDED once the card has the money back.
      const staffReturn = async () =>
        (await (await fetch(`${api}/admin/v1/returns/${rma}`, { headers: staffHeaders() })).json()) as {
          status: string;
          refundMethod: string | null;
          refundFils: number;
        };
      await expect.poll(async () => (await staffReturn()).status, { timeout: 30_000 }).toBe("REFUNDED");
      const refunded = await staffReturn();
      expect(refunded.refundMethod).toBe("CARD");
      const amount = (refunded.refundFils / 100).toFixed(2);

      await page.goto(`${shop}/en/my-account/order/${code}`);
      await hydrated(page);
      const refunds = page.getByTestId("order-refunds");
      expect(await refunds.textContent()).toMatch(new RegExp(`Refunded AED\\s?${amount} on `));

      await page.setViewportSize(PHONE);
      await page.goto(`${shop}/ar/my-account/order/${code}`);
      await hydrated(page);
      expect(await refunds.textContent()).toContain("تم استرداد");
      expect(await refunds.textContent()).toContain(amount);
      expect(problems).toEqual([]);
    },
  );
});
