/**
 * Assisted service (issue 19, screen 10; decision 0076): a staff member finds a customer in the back office and
 * chooses 'Act as this customer', then follows the single-use link to the shop; the storefront opens as that customer under the agent bar, on every page. The
 * agent builds the cart and places a cash-on-delivery order; the customer, signed in on their own browser, finds it
 * in their order history; the audit log names the agent and the customer; ending the session removes the bar.
 * English on a desktop, Arabic on a phone. An agent also serves a guest without an account (decision 0087): the
 * guest pays the cart the agent built from the link e-mailed to them.
 */
import { describe, expect, inject } from "vitest";
import { latestMessage, PASSWORD, registerThroughApi, signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import type { BackofficeSignIn } from "./global-setup.js";
import { DESKTOP, hydrated, it, PHONE } from "./browser.js";
import type { Locator, Page } from "playwright-core";
import {
  acceptTermsAndPlaceOrder,
  enterCard,
  FRICTIONLESS_CARD,
  paymentStepReady,
  placeCashOrderThroughPage,
  readyForPayment,
} from "./checkout-support.js";

const api = inject("apiUrl");
const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    actAs: "Act as this customer",
    openShop: "Open the shop as this customer",
    acting: (customer: string) => `Agent session: E2E Owner is acting for ${customer}.`,
    end: "End session",
    ended: "The agent session has ended.",
    sendLink: "Send payment link",
    scheduleOffer: "Schedule it as a replenishment order",
    scheduleByCustomer: "Scheduled orders are set up by the customer from their own account",
    linkSent: (total: string, email: string, phone: string) =>
      `Payment link for ${total} sent by e-mail to ${email} and by SMS to ${phone}.`,
  },
  ar: {
    actAs: "التصرف نيابةً عن هذا العميل",
    openShop: "فتح المتجر باسم هذا العميل",
    acting: (customer: string) => `جلسة موظف: E2E Owner يتصرف نيابةً عن ${customer}.`,
    end: "إنهاء الجلسة",
    ended: "انتهت جلسة الموظف.",
    sendLink: "إرسال رابط الدفع",
    scheduleOffer: "جدوله كطلب تجديد دوري",
    scheduleByCustomer: "يُعدّ العميل الطلبات الدورية بنفسه من حسابه",
    linkSent: (total: string, email: string, phone: string) =>
      `أُرسل رابط دفع بقيمة ${total} بالبريد الإلكتروني إلى ${email} وبرسالة نصية إلى ${phone}.`,
  },
} as const;

/**
 * A member signs in to the back office, finds the customer and follows 'Act as this customer' to the shop: the
 * storefront's home page as the customer, under the agent bar (the hand-over code is gone from the URL).
 */
async function actAs(page: Page, language: "en" | "ar", email: string, member: BackofficeSignIn): Promise<Locator> {
  const words = WORDS[language];
  await signInToBackoffice(page, language, member);
  await page.goto(`${backoffice}/${language}/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await page.getByTestId("customer-state").waitFor();
  await hydrated(page);
  await page.getByRole("button", { name: words.actAs }).click();
  await page.getByRole("link", { name: words.openShop }).click();
  await page.waitForURL((url) => url.origin === new URL(shop).origin && url.pathname === `/${language}/`);
  const bar = page.getByRole("region", { name: language === "en" ? "Agent session" : "جلسة موظف" });
  await bar.waitFor();
  return bar;
}

/** The agent's payment step, on card payment: the card is the customer's, so the agent is offered a payment link. */
async function openAgentPaymentStep(page: Page, language: "en" | "ar"): Promise<void> {
  await page.goto(`${shop}/${language}/checkout/payment-details`);
  await hydrated(page);
  await page.getByTestId("agent-card-note").waitFor();
  expect(await page.getByTestId("place-order").count()).toBe(0);
  expect(await page.getByRole("button", { name: WORDS[language].sendLink }).isVisible()).toBe(true);
}

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
          const bar = await actAs(page, language, email, `assisted-${language}`);
          expect((await bar.locator("p").textContent())?.trim()).toBe(words.acting(customerName));

          // The cart and checkout as the customer, from this browser's session. On card payment the agent sees a
          // payment link to send instead of 'Place order'; cash on delivery is theirs to place.
          await readyForPayment(page.context().request, language, { phone: phoneNumber });
          await openAgentPaymentStep(page, language);
          expect(await bar.isVisible()).toBe(true);
          // Scheduling is the customer's: not offered, and its address leads back here saying so.
          expect(await page.getByRole("link", { name: words.scheduleOffer }).count()).toBe(0);
          await page.goto(`${shop}/${language}/checkout/replenishment`);
          expect(new URL(page.url()).pathname).toBe(`/${language}/checkout/payment-details`);
          await page.getByText(words.scheduleByCustomer).waitFor();
          await hydrated(page);
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

  it(
    "an agent sends a payment link, and the customer signs in from it and pays the cart by card",
    { timeout: 240_000 },
    async ({ browser }) => {
      const { email, phoneNumber } = await registerThroughApi(api, shop, "Hessa");
      const agent = await browser.newContext({ viewport: DESKTOP });
      const customer = await browser.newContext({ viewport: PHONE });
      try {
        const page = await agent.newPage();
        await actAs(page, "ar", email, "assisted-link");
        await readyForPayment(page.context().request, "ar", { phone: phoneNumber });
        await openAgentPaymentStep(page, "ar");
        // The review's line "Cart total (N items): PRICE" in Arabic; the agent is told the link's total in it.
        const total = (await page.getByTestId("order-review-total").textContent())!.split(": ").at(-1)!.trim();
        await page.getByRole("button", { name: WORDS.ar.sendLink }).click();
        // The address and number are left-to-right isolates inside the Arabic sentence.
        await page.getByText(WORDS.ar.linkSent(total, `\u2066${email}\u2069`, `\u2066${phoneNumber}\u2069`)).waitFor();

        // The e-mail and the SMS carry the link; the customer registered in English, so it opens the English shop.
        const mail = await latestMessage(api, email);
        const link = mail.links.find((url) => url.endsWith("/en/checkout/payment-link"));
        expect(link).toBeDefined();
        expect((await latestMessage(api, phoneNumber)).links).toContain(link);

        // On their own phone: the link asks them to sign in, then opens the payment step of the cart the agent built.
        const own = await customer.newPage();
        await own.goto(`${shop}${new URL(link!).pathname}`);
        expect(new URL(own.url()).pathname).toBe("/en/login");
        await own.getByText("Sign in to pay the cart our team prepared for you.").waitFor();
        await own.locator('main input[name="email"]').fill(email);
        await own.locator('main input[name="password"]').fill(PASSWORD);
        await own.locator('main form button[name="intent"][value="login"]').click();
        await own.waitForURL((url) => url.pathname === "/en/checkout/payment-details");
        await paymentStepReady(own);
        expect(await own.getByTestId("agent-bar").count()).toBe(0);
        await enterCard(own, { number: FRICTIONLESS_CARD, month: "12", year: "30" });
        await acceptTermsAndPlaceOrder(own);
        await own.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 60_000 });

        // The link has done its work: opened again, it leads to the order history with a note.
        await own.goto(`${shop}${new URL(link!).pathname}`);
        expect(new URL(own.url()).pathname).toBe("/en/my-account/orders");
        await own.getByText("There is nothing left to pay from that payment link").waitFor();
      } finally {
        await agent.close();
        await customer.close();
      }
    },
  );

  it(
    "an agent serves a guest: builds the cart, e-mails a payment link, and the guest pays it by card from the link",
    { timeout: 240_000 },
    async ({ browser }) => {
      const guestEmail = `guest.served.${Date.now()}@example.ae`;
      const agent = await browser.newContext({ viewport: DESKTOP });
      const guest = await browser.newContext({ viewport: PHONE });
      try {
        const page = await agent.newPage();
        await signInToBackoffice(page, "en", "assisted-guest");
        await page.goto(`${backoffice}/en/customers`);
        await hydrated(page);
        await page.getByRole("button", { name: "Serve a guest" }).click();
        await page.getByRole("link", { name: "Open the shop for the guest" }).click();
        await page.waitForURL((url) => url.origin === new URL(shop).origin && url.pathname === "/en/");
        const bar = page.getByRole("region", { name: "Agent session" });
        expect((await bar.locator("p").textContent())?.trim()).toBe("Agent session: E2E Owner is serving a guest.");
        // Nobody is signed in: the shop is a guest's, and the account pages ask for a sign-in.
        expect(await page.getByRole("link", { name: "Sign in / Register" }).count()).toBeGreaterThan(0);

        // The guest's cart, e-mail and delivery, as a guest checks out; guests pay by card, so the agent sends the link.
        await readyForPayment(page.context().request, "en", { guestEmail, phone: "971501234567" });
        await openAgentPaymentStep(page, "en");
        await page.getByText("Card details are typed by the guest only.").waitFor();
        const total = (await page.getByTestId("order-review-total").textContent())!.split(": ").at(-1)!.trim();
        await page.getByRole("button", { name: WORDS.en.sendLink }).click();
        await page.getByText(`Payment link for ${total} sent by e-mail to \u2066${guestEmail}\u2069.`).waitFor();

        // On the guest's phone: the link opens the payment step of that cart, with no sign-in and no agent bar.
        const mail = await latestMessage(api, guestEmail);
        const link = new URL(mail.links.find((url) => url.includes("/en/checkout/payment-link?cart="))!);
        const own = await guest.newPage();
        await own.goto(`${shop}${link.pathname}${link.search}`);
        expect(new URL(own.url()).pathname).toBe("/en/checkout/payment-details");
        await paymentStepReady(own);
        expect(await own.getByTestId("agent-bar").count()).toBe(0);
        expect((await own.getByTestId("order-review-total").textContent())!.endsWith(total)).toBe(true);
        await enterCard(own, { number: FRICTIONLESS_CARD, month: "12", year: "30" });
        await acceptTermsAndPlaceOrder(own);
        await own.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 60_000 });

        // Opened again, the link has nothing left to pay.
        await own.goto(`${shop}${link.pathname}${link.search}`);
        expect(new URL(own.url()).pathname).toBe("/en/");
        await own.getByText("There is nothing left to pay from that payment link").waitFor();

        // The audit log holds the agent's calls for the guest cart.
        const audit = await agent.newPage();
        await audit.goto(`${backoffice}/en/audit?action=agent.call&targetType=guest`);
        await expect
          .poll(() => audit.getByRole("row").filter({ hasText: "e2e-assisted-guest" }).count())
          .toBeGreaterThan(0);
        await audit.close();

        // Ending the session leaves a plain guest's browser without the guest's cart.
        await hydrated(page);
        await bar.getByRole("button", { name: WORDS.en.end }).click();
        await page.getByText(WORDS.en.ended).waitFor();
        expect(await page.getByTestId("agent-bar").count()).toBe(0);
      } finally {
        await agent.close();
        await guest.close();
      }
    },
  );
});
