/**
 * The order confirmation page (checkout spec §2.16, §5.8): after a customer's cash order (English on a desktop,
 * Arabic on a phone) the page names the order, thanks, says where the invoice went, lists the items with the
 * totals, overview, shipping and billing; the e-mail with the tax invoice PDF is in the outbox; reloading keeps
 * the page and leaving it forgets the order (the customer then lands on the order history). A guest who paid by card creates an account from the order and is
 * signed in and sent home.
 */
import { describe, expect, inject } from "vitest";
import { PASSWORD, registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import {
  acceptTermsAndPlaceOrder,
  placeCashOrderThroughPage,
  customerAuthorization,
  enterCard,
  FRICTIONLESS_CARD,
  openPaymentStep,
  readyForPayment,
} from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const TEXTS = {
  en: {
    heading: /^Confirmation of order \d{8}$/,
    thanks: "Thank you for your order!",
    invoice: "Your tax invoice has been sent by e-mail to",
    payment: "Cash on delivery",
    noOrder: "There is no recently placed order to show.",
  },
  ar: {
    heading: /^تأكيد الطلب رقم \d{8}$/,
    thanks: "شكراً لطلبك!",
    invoice: "أرسلنا فاتورتك الضريبية بالبريد الإلكتروني إلى",
    payment: "الدفع نقداً عند الاستلام",
    noOrder: "لا يوجد طلب حديث لعرضه.",
  },
} as const;

type OutboxMail = { subject: string | null; attachments?: { id: number; filename: string; contentType: string }[] };

describe("order confirmation", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(`shows a customer's cash order and e-mails the tax invoice (${language})`, async ({ browser }) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      const { email, phoneNumber } = await registerThroughApi(api, shop, "Huda");
      await signInThroughPage(page, shop, language, email);
      await readyForPayment(context.request, language, { phone: phoneNumber });
      await openPaymentStep(page, language);
      const code = await placeCashOrderThroughPage(page, language);

      const texts = TEXTS[language];
      const heading = (await page.locator("main h1").textContent())!.trim();
      expect(heading).toMatch(texts.heading);
      expect(heading).toContain(code);
      const confirmation = page.getByTestId("order-confirmation");
      expect(await confirmation.textContent()).toContain(texts.thanks);
      expect(await page.getByTestId("order-confirmation-invoice-note").textContent()).toBe(
        `${texts.invoice} ${email}.`,
      );
      // The assistive message is announced once the page is shown.
      await expect.poll(() => confirmation.getByRole("status").textContent()).toContain(code);
      expect(await page.getByTestId("order-confirmation-item").count()).toBe(1);
      expect(await page.getByTestId("order-confirmation-item").textContent()).toMatch(
        language === "en" ? /Qty 2/ : /الكمية 2/,
      );
      expect(await page.getByTestId("order-confirmation-overview").textContent()).toContain(texts.payment);
      expect(await page.getByTestId("order-confirmation-shipping").textContent()).toContain("Al Rigga Street 12");
      expect(await page.getByTestId("order-confirmation-billing").textContent()).toContain("Mariam Test");
      expect(await page.getByTestId("order-confirmation-totals").textContent()).toMatch(/\d+\.\d{2}/);
      // A customer's order offers no account creation.
      expect(await page.getByTestId("guest-account-form").count()).toBe(0);

      // The confirmation e-mail carries the invoice PDF, downloadable from the sandbox outbox.
      let mail: OutboxMail | undefined;
      await expect
        .poll(
          async () => {
            const response = await fetch(`${api}/dev/outbox?to=${encodeURIComponent(email)}`);
            const { messages } = (await response.json()) as { messages: OutboxMail[] };
            mail = messages.find((message) => message.subject?.includes(code));
            return mail;
          },
          { timeout: 20_000 },
        )
        .toBeDefined();
      expect(mail!.attachments?.map((file) => file.filename)).toEqual([`tax-invoice-${code}.pdf`]);
      // (The shop's own /dev/outbox relay does not exist in this production build: the API's outbox serves it.)
      const pdf = await context.request.get(`${api}/dev/outbox/attachments/${mail!.attachments![0]!.id}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // A reload shows the same order; going on to another page forgets it.
      await page.reload();
      expect((await page.locator("main h1").textContent())?.trim()).toBe(heading);
      await hydrated(page);
      const left = page.waitForResponse((response) => response.url().endsWith(`/${language}/order-confirmation/leave`));
      await page.locator(`main a[href="/${language}/"]`).last().click();
      await page.waitForURL((url) => url.pathname === `/${language}/`);
      expect((await left).status()).toBe(204);
      // Without an order to confirm, a customer goes to their order history (spec §2.16 guard).
      await page.goto(`${shop}/${language}/order-confirmation`);
      expect(new URL(page.url()).pathname).toBe(`/${language}/my-account/orders`);
      expect(await page.getByTestId("global-notice").textContent()).toContain(texts.noOrder);
      expect(problems).toEqual([]);
    });
  }

  it(
    "lets a guest who paid by card create an account from the order, then signs them in (English)",
    { timeout: 120_000 },
    async ({ browser }) => {
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      const email = `guest.account.${Date.now()}@example.ae`;
      await readyForPayment(context.request, "en", { guestEmail: email, phone: "971501234570" });
      await openPaymentStep(page, "en");
      // The sandbox's frictionless Mastercard: no challenge.
      await enterCard(page, { number: FRICTIONLESS_CARD, month: "12", year: "30" });
      await acceptTermsAndPlaceOrder(page);
      await page.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 40_000 });
      await hydrated(page);

      const account = page.getByTestId("guest-account-form");
      expect(await account.textContent()).toContain(email);
      // §5.8: both required, the rule, and the two must match.
      await account.locator('input[name="password"]').fill("weak");
      await account.locator('input[name="passwordconf"]').fill("other");
      await account.locator('button[type="submit"]').click();
      await expect.poll(() => account.locator('input[aria-invalid="true"]').count()).toBe(2);
      expect(new URL(page.url()).pathname).toBe("/en/order-confirmation");

      await account.locator('input[name="password"]').fill(PASSWORD);
      await account.locator('input[name="passwordconf"]').fill(PASSWORD);
      await account.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === "/en/");
      expect(await page.getByTestId("global-notice").textContent()).toContain(
        "Your account has been created and you are signed in.",
      );
      // Signed in: the order is now in the new account.
      const history = await fetch(`${OCC}/users/current/orders`, { headers: await customerAuthorization(email) });
      expect(((await history.json()) as { orders: unknown[] }).orders.length).toBe(1);
      expect(await page.locator(`a[href="/en/logout"], form[action="/en/logout"]`).count()).toBeGreaterThan(0);
      // Only the refused form answered an error.
      expect(problems).toEqual(["400 /en/order-confirmation.data"]);
    },
  );
});
