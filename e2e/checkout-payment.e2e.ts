/**
 * The payment details step and the card flow (checkout spec §2.9–2.15, §4.3–4.8) against the payment sandbox: a
 * guest pays by card through the gateway's hosted fields and a 3-D Secure challenge (English, desktop and phone);
 * refused cards come back to the payment step with their messages (expired in Arabic, declined in English); a
 * customer pays cash on delivery; a customer saves a card and pays with it again, the security code asked in the
 * CVV dialog. The payment step preloads the order confirmation page's code.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { type ContextFactory, DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import {
  acceptTermsAndPlaceOrder,
  CHALLENGE_CARD,
  enterCard,
  FRICTIONLESS_CARD,
  hostedField,
  type Language,
  openPaymentStep,
  readyForPayment,
} from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

/** What a shopper would notice is broken, plus anything the page's CSP blocked (the gateway must fit in it). */
function watchPage(page: Page): string[] {
  const problems = watchForBreakage(page, shop);
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) problems.push(`CSP: ${message.text()}`);
  });
  return problems;
}

/**
 * The issuer's challenge covers the page (after the 3-DS method step) and fits the screen: its frame lies inside
 * the viewport, the issuer's page has no scroll of its own and its last button is in sight. The tester passes it.
 */
async function passChallenge(page: Page, outcome = "Successful") {
  const challenge = page.getByTestId("three-ds-challenge").frameLocator("iframe#challengeFrame");
  const lastButton = challenge.getByRole("button", { name: "Rejected" });
  await lastButton.waitFor({ timeout: 40_000 });
  const viewport = page.viewportSize()!;
  const frameElement = page.getByTestId("three-ds-challenge").locator("iframe#challengeFrame");
  const frame = (await frameElement.boundingBox())!;
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.y).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width);
  expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
  const button = (await lastButton.boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(frame.y + frame.height);
  const issuerPage = await lastButton.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
  }));
  expect(issuerPage.scrollHeight).toBeLessThanOrEqual(issuerPage.clientHeight);
  await challenge.getByRole("button", { name: outcome }).click();
}

/** A guest in a new desktop context on the payment step, with a product, an e-mail and a delivery address given. */
async function guestOnPaymentStep(browser: ContextFactory, language: Language, emailTag: string, phone: string) {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  await readyForPayment(context.request, language, { guestEmail: `guest.${emailTag}.${Date.now()}@example.ae`, phone });
  await openPaymentStep(page, language);
  return { context, page };
}

/** The area the header's 'Delivery to' shows on the home page (a fresh page load, read from the session). */
async function headerAreaOnHome(page: Page, language: Language): Promise<string | null> {
  await page.goto(`${shop}/${language}/`);
  return page.getByTestId("delivery-to-area").textContent();
}

/** A registered customer, signed in on the page (the context shares the session cookie). */
async function customer(page: Page, language: Language) {
  const { email, phoneNumber } = await registerThroughApi(api, shop, "Noura");
  await signInThroughPage(page, shop, language, email);
  return { email, phoneNumber };
}

describe("payment details", () => {
  for (const { viewport, name } of [
    { viewport: DESKTOP, name: "desktop" },
    { viewport: PHONE, name: "phone" },
  ]) {
    it(`takes a guest's card through the 3-D Secure challenge to the confirmation (English, ${name})`, async ({
      browser,
    }) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchPage(page);
      const email = `guest.card.${Date.now()}@example.ae`;
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await readyForPayment(context.request, "en", { guestEmail: email, phone: "971501234567" });
      await openPaymentStep(page, "en");

      // Spec §2.1: the order confirmation's code is loaded in advance, while the shopper is on this step.
      const confirmationCode = /^\/assets\/order-confirmation-route-[\w-]+\.js$/;
      expect(await page.locator('head link[rel="modulepreload"][href*="/order-confirmation-route-"]').count()).toBe(1);
      await expect.poll(() => requested.some((path) => confirmationCode.test(path))).toBe(true);

      // Guests pay by card only: no cash radio; the hosted card form and the billing address are shown.
      expect(await page.locator('input[name="method"][value="card"]').isChecked()).toBe(true);
      expect(await page.locator('input[name="method"][value="cash"]').count()).toBe(0);
      expect(await page.locator('input[name="savePaymentInfo"]').count()).toBe(0);
      expect(await page.locator('input[name="billingSameAsDelivery"]').isChecked()).toBe(true);
      expect(await page.getByTestId("order-review-total").textContent()).toContain("Cart total (2 items)");
      const terms = page.getByTestId("place-order-block").locator('a[href="/en/termsAndConditions"]');
      expect(await terms.getAttribute("target")).toBe("_blank");
      expect(await page.getByTestId("place-order").isDisabled()).toBe(true);

      await enterCard(page, { number: CHALLENGE_CARD, month: "01", year: "30" });
      await page.locator('input[name="newsletter"]').check();
      await acceptTermsAndPlaceOrder(page);
      // The status line says what is happening: the bank's checks, then the payer's authentication.
      await expect
        .poll(() => page.getByTestId("order-in-process").textContent(), { timeout: 20_000 })
        .toBe("Confirming the payment with your bank…");
      await expect
        .poll(() => page.getByText("Your bank is verifying the card.", { exact: false }).count(), { timeout: 20_000 })
        .toBe(1);
      await passChallenge(page);

      await page.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 30_000 });
      expect(problems).toEqual([]);
      // Spec §4.8, §6: a guest's area is forgotten after the order (a customer's is kept, below).
      expect(await headerAreaOnHome(page, "en")).toBe("Choose your area");
    });
  }

  it("goes on to payer authentication as soon as the issuer's 3-DS method step has loaded (frictionless, English)", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    // The page's clock is ours: once paused, no timer of the page fires, so the 10 s cap cannot be what ends the
    // method step. Only the method iframe's own answer can.
    await page.clock.install();
    const sequence: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/acs/method") sequence.push("method requested");
      if (pathname === "/en/checkout/payment-details/card" && request.postData()?.includes('"authProcess"'))
        sequence.push("payer authentication");
    });
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname === "/acs/method") sequence.push("method answered");
    });
    await readyForPayment(context.request, "en", {
      guestEmail: `guest.method.${Date.now()}@example.ae`,
      phone: "971501234571",
    });
    await openPaymentStep(page, "en");
    await enterCard(page, { number: FRICTIONLESS_CARD, month: "12", year: "30" });
    await page.clock.pauseAt(Date.now() + 1_000);
    await acceptTermsAndPlaceOrder(page);

    const status = page.getByTestId("order-in-process");
    expect(await status.getAttribute("role")).toBe("status");
    await expect.poll(() => sequence, { timeout: 20_000 }).toContain("payer authentication");
    expect(sequence).toEqual(["method requested", "method answered", "payer authentication"]);
    // The frictionless answer takes the shopper to the validation page, which goes on to the confirmation.
    await page.waitForURL((url) => url.pathname === "/en/checkout/payment-details/validation", { timeout: 30_000 });
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 30_000 });
    await context.close();
  });

  it("brings a refused card back to the payment step with the gateway's reason (Arabic)", async ({ browser }) => {
    const { page } = await guestOnPaymentStep(browser, "ar", "expired", "971501234568");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");

    // 04/27 is the sandbox's expired card: authentication passes, the payment is refused.
    await enterCard(page, { number: CHALLENGE_CARD, month: "04", year: "27" });
    await acceptTermsAndPlaceOrder(page);
    await passChallenge(page);
    await page.waitForURL(
      (url) => url.pathname === "/ar/checkout/payment-details" && url.searchParams.get("reason") === "EXPIRED_CARD",
      { timeout: 30_000 },
    );
    await hydrated(page);
    const messages = page.getByTestId("payment-messages");
    await expect.poll(() => messages.textContent()).toContain("انتهت صلاحية البطاقة.");
    expect(await messages.textContent()).toContain("لم تتم عملية الدفع.");
    expect(await messages.textContent()).toContain("تعذر إتمام طلبك.");

    // 08/28 times out at the bank: its own message; the cart is still there to try again.
    await enterCard(page, { number: CHALLENGE_CARD, month: "08", year: "28" });
    await acceptTermsAndPlaceOrder(page);
    await passChallenge(page);
    await page.waitForURL((url) => url.searchParams.get("reason") === "TIMED_OUT", { timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId("payment-messages").textContent())
      .toContain("لم يرد البنك في الوقت المحدد");
  });

  it("brings a declined card back to the payment step with its messages (English)", async ({ browser }) => {
    const { page } = await guestOnPaymentStep(browser, "en", "declined", "971501234570");

    // The sandbox declines a card named "DECLINED" whatever its (here approvable, in-range) expiry.
    await enterCard(page, { number: FRICTIONLESS_CARD, month: "12", year: "30", name: "DECLINED" });
    await acceptTermsAndPlaceOrder(page);
    await page.waitForURL(
      (url) => url.pathname === "/en/checkout/payment-details" && url.searchParams.get("reason") === "DECLINED",
      { timeout: 30_000 },
    );
    await hydrated(page);
    const messages = page.getByTestId("payment-messages");
    await expect.poll(() => messages.textContent()).toContain("The card was declined.");
    expect(await messages.textContent()).toContain("The payment did not go through.");
    expect(await messages.textContent()).toContain("Your order could not be completed.");
    // One failure, one box: the three sentences share it.
    expect(await messages.getByRole("alert").count()).toBe(1);
    // The cart is kept: the card form is offered again for another try.
    await expect
      .poll(() => page.getByTestId("new-card-form").locator("iframe[data-hosted-field]").count(), { timeout: 20_000 })
      .toBe(5);
  });

  it("refuses the card fields the gateway finds wrong, with red borders (English)", async ({ browser }) => {
    const { page } = await guestOnPaymentStep(browser, "en", "fields", "971501234569");
    const form = page.getByTestId("new-card-form");
    await expect.poll(() => form.locator("iframe[data-hosted-field]").count(), { timeout: 20_000 }).toBe(5);
    await expect.poll(() => form.getByRole("status").count()).toBe(0);
    // No expiry is chosen for the shopper (the first month of this year would already be past): the placeholders.
    expect(await hostedField(form, "expiryMonth").locator("select").inputValue()).toBe("");
    expect(await hostedField(form, "expiryYear").locator("select").inputValue()).toBe("");
    await hostedField(form, "number").locator("input").fill("5123450000000009");
    await acceptTermsAndPlaceOrder(page);
    await expect.poll(() => form.getByTestId("hosted-number").getAttribute("data-valid")).toBe("false");
    await expect.poll(() => form.getByText("The card number is not valid.").count()).toBe(1);
    expect(await page.getByTestId("three-ds-challenge").isVisible()).toBe(false);
  });

  it("places a signed-in customer's order paid in cash on delivery (Arabic, phone)", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchPage(page);
    const { phoneNumber } = await customer(page, "ar");
    await readyForPayment(context.request, "ar", { phone: phoneNumber });
    await openPaymentStep(page, "ar");

    await page.locator('input[name="method"][value="cash"]').check();
    expect(await page.getByTestId("cash-note").textContent()).toBe("ادفع نقداً عند توصيل طلبك.");
    expect(await page.getByTestId("new-card-form").count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem("fk_paymentType"))).toBe("2");
    await acceptTermsAndPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === "/ar/order-confirmation", { timeout: 30_000 });
    // A signed-in customer's delivery area stays chosen after the order: the next order starts from it.
    expect(await headerAreaOnHome(page, "ar")).toBe("ديرة");
    expect(problems).toEqual([]);
  });

  it("places a cash order before any script has loaded (English)", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    const { phoneNumber } = await customer(page, "en");
    await readyForPayment(context.request, "en", { phone: phoneNumber });
    await page.goto(`${shop}/en/checkout/payment-details`);
    await page.locator('input[name="method"][value="cash"]').check();
    await page.locator('input[name="termsChecked"]').check();
    await page.getByTestId("place-order").click();
    await page.waitForURL((url) => url.pathname === "/en/order-confirmation");
  });

  it(
    "pays again with a saved card, asking its security code in the CVV dialog (English)",
    { timeout: 180_000 },
    async ({ browser }) => {
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      const { phoneNumber } = await customer(page, "en");

      // First order: a new frictionless card, saved as the default.
      await readyForPayment(context.request, "en", { phone: phoneNumber });
      await openPaymentStep(page, "en");
      await enterCard(page, { number: FRICTIONLESS_CARD, month: "12", year: "30", name: "Noura Test" });
      await page.locator('input[name="savePaymentInfo"]').check();
      await page.locator('input[name="setAsDefault"]').check();
      await acceptTermsAndPlaceOrder(page);
      await page.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 40_000 });
      // The card flow (validation page) keeps a signed-in customer's delivery area too.
      expect(await headerAreaOnHome(page, "en")).toBe("Deira");

      // Second order: the saved card is listed and chosen; Escape closes the CVV dialog without paying.
      await readyForPayment(context.request, "en", { phone: phoneNumber });
      await openPaymentStep(page, "en");
      const saved = page.getByTestId("saved-card");
      expect(await saved.count()).toBe(1);
      expect(await saved.textContent()).toContain("Noura Test");
      expect(await saved.textContent()).toContain("0007");
      expect(await saved.textContent()).toContain("Default");
      expect(await saved.locator('[data-brand="master"]').count()).toBe(1);
      expect(await page.getByTestId("new-card-form").count()).toBe(0);

      await acceptTermsAndPlaceOrder(page);
      const dialog = page.getByTestId("cvv-dialog");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);

      await page.getByTestId("place-order").click();
      await dialog.waitFor();
      await expect
        .poll(() => dialog.locator("iframe[data-hosted-field=securityCode]").count(), { timeout: 20_000 })
        .toBe(1);
      // Submitting without a code: 'cvv required'.
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => dialog.getByText("Please enter the card's security code.").count()).toBe(1);
      await hostedField(dialog, "securityCode").locator("input").fill("321");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await page.waitForURL((url) => url.pathname === "/en/order-confirmation", { timeout: 40_000 });
    },
  );
});
