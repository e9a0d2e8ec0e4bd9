/**
 * Assisted service (issue 19, screen 10; decision 0076): a staff member finds a customer in the back office and
 * chooses 'Act as this customer', then follows the single-use link to the shop; the storefront opens as that customer under the agent bar, on every page. The
 * agent builds the cart and places a cash-on-delivery order; the customer, signed in on their own browser, finds it
 * in their order history; the audit log names the agent and the customer; ending the session removes the bar.
 * English on a desktop, Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE } from "./browser.js";
import { openPaymentStep, placeCashOrderThroughPage, readyForPayment } from "./checkout-support.js";

const api = inject("apiUrl");
const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    actAs: "Act as this customer",
    openShop: "Open the shop as this customer",
    acting: (customer: string) => `Agent session: E2E Owner is acting for ${customer}.`,
    end: "End session",
    ended: "The agent session has ended.",
  },
  ar: {
    actAs: "التصرف نيابةً عن هذا العميل",
    openShop: "فتح المتجر باسم هذا العميل",
    acting: (customer: string) => `جلسة موظف: E2E Owner يتصرف نيابةً عن ${customer}.`,
    end: "إنهاء الجلسة",
    ended: "انتهت جلسة الموظف.",
  },
} as const;

describe("assisted service", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `an agent places a cash order for a customer, who sees it in their account (${language})`,
      { timeout: 240_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const firstName = language === "en" ? "Amal" : "Latifa";
        const customerName = `${firstName} Test`;
        const { email, phoneNumber } = await registerThroughApi(api, shop, firstName);

        const agent = await browser.newContext({ viewport });
        const customer = await browser.newContext({ viewport });
        try {
          const page = await agent.newPage();
          await signInToBackoffice(page, language, `assisted-${language}`);
          await page.goto(`${backoffice}/${language}/customers?q=${encodeURIComponent(email)}`);
          await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
          await page.getByTestId("customer-state").waitFor();
          await hydrated(page);
          await page.getByRole("button", { name: words.actAs }).click();
          await page.getByRole("link", { name: words.openShop }).click();

          // The storefront's home page, as the customer, under the agent bar; the hand-over code is gone from the URL.
          await page.waitForURL((url) => url.origin === new URL(shop).origin && url.pathname === `/${language}/`);
          const bar = page.getByRole("region", { name: language === "en" ? "Agent session" : "جلسة موظف" });
          await bar.waitFor();
          expect((await bar.locator("p").textContent())?.trim()).toBe(words.acting(customerName));

          // The cart and checkout as the customer, from this browser's session.
          await readyForPayment(page.context().request, language, { phone: phoneNumber });
          await openPaymentStep(page, language);
          expect(await bar.isVisible()).toBe(true);
          const code = await placeCashOrderThroughPage(page, language);
          expect(await bar.isVisible()).toBe(true);

          // The customer, on their own browser, finds the order in their history.
          const own = await customer.newPage();
          await signInThroughPage(own, shop, language, email);
          await own.goto(`${shop}/${language}/my-account/orders`);
          await hydrated(own);
          await expect.poll(() => own.getByText(code).count()).toBeGreaterThan(0);
          expect(await own.getByTestId("agent-bar").count()).toBe(0);

          // The audit log names both: the agent's calls for this customer.
          const audit = await agent.newPage();
          await audit.goto(`${backoffice}/${language}/audit?action=agent.call`);
          await expect.poll(() => audit.getByRole("row").filter({ hasText: "agent.call" }).count()).toBeGreaterThan(0);
          expect(await audit.getByRole("row").filter({ hasText: "e2e-assisted-" }).count()).toBeGreaterThan(0);
          await audit.close();

          // Ending the session removes the bar: the browser is a guest's again.
          await hydrated(page);
          await bar.getByRole("button", { name: words.end }).click();
          await page.getByText(words.ended).waitFor();
          expect(await page.getByTestId("agent-bar").count()).toBe(0);
          await page.goto(`${shop}/${language}/my-account/orders`);
          expect(new URL(page.url()).pathname).toBe(`/${language}/login`);
        } finally {
          await agent.close();
          await customer.close();
        }
      },
    );
  }
});
