/**
 * Entering checkout (checkout spec §2.2–2.5, §4.11): an anonymous shopper goes from the cart to login with
 * forced=true, on to the guest checkout e-mail screen and the delivery mode step, whose choice reaches the delivery
 * address step (English on a desktop, Arabic on a phone); a customer without a phone number is sent to the
 * profile; an empty cart goes home; a customer with a default address in the area gets express checkout.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { accountFormReady, latestMessage, PASSWORD, registerThroughApi, signInThroughPage } from "./accounts.js";
import { type ContextFactory, DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import {
  chooseDeiraArea,
  chooseDeiraAreaAndAddProduct,
  customerAuthorization,
  customerCart,
  DEIRA_AREA,
  saveAddressThroughApi,
  sellableProduct,
} from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const path = (page: Page) => new URL(page.url()).pathname;

const GUEST_FLOW = [
  { language: "en", viewport: DESKTOP, modeHeading: "Choose a delivery method", free: "Free" },
  { language: "ar", viewport: PHONE, modeHeading: "اختر طريقة التوصيل", free: "مجانًا" },
] as const;

describe("checkout entry", () => {
  for (const { language, viewport, modeHeading, free } of GUEST_FLOW) {
    it(`takes a guest from the cart through login and the e-mail screen to the delivery mode step (${language})`, async ({
      browser,
    }) => {
      const productCode = await sellableProduct();
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      await chooseDeiraAreaAndAddProduct(context.request, language, productCode);

      // Cart → 'Proceed to checkout' → login with forced=true (the checks ran; the guard saw no guest cart).
      await page.goto(`${shop}/${language}/cart`);
      await hydrated(page);
      await page.locator("form:has(input[name=intent][value=proceed]) button[type=submit]").click();
      await page.waitForURL((url) => url.pathname === `/${language}/login` && url.search === "?forced=true");
      const guestLinks = page.locator(`main a[href="/${language}/checkout-login"]`);
      // One guest control: the login/register box's 'guest checkout' (the social block adds no 'Continue as guest').
      await expect.poll(() => guestLinks.count()).toBe(1);
      await guestLinks.click();
      await page.waitForURL((url) => url.pathname === `/${language}/checkout-login`);
      await hydrated(page);
      // A client navigation changes the URL before the new page has rendered, and the login page it leaves has an
      // e-mail field too: address the guest form's own fields only.
      const guestForm = page.locator("main form[data-testid=checkout-login-form]");
      await guestForm.waitFor();

      // §5.7: the two e-mails must match.
      const email = `guest.${Date.now()}@example.ae`;
      await guestForm.locator('input[name="email"]').fill(email);
      await guestForm.locator('input[name="emailConfirmation"]').fill(`other.${email}`);
      await guestForm.locator("button[type=submit]").click();
      await expect
        .poll(() => guestForm.locator('input[name="emailConfirmation"][aria-invalid="true"]').count())
        .toBe(1);
      expect(await guestForm.locator('input[name="email"][aria-invalid="true"]').count()).toBe(0);
      expect(path(page)).toBe(`/${language}/checkout-login`);
      await guestForm.locator('input[name="emailConfirmation"]').fill(email);
      await guestForm.locator("button[type=submit]").click();

      // Back to /checkout, which starts a guest at the first step.
      await page.waitForURL((url) => url.pathname === `/${language}/checkout/delivery-mode`);
      await hydrated(page);
      // The URL changes before the step has rendered: wait for its heading.
      await expect.poll(() => page.getByRole("heading", { name: modeHeading }).count()).toBe(1);
      if (viewport === DESKTOP) {
        const steps = page.getByTestId("checkout-progress").locator("li");
        expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute("data-state")))).toEqual([
          "selected",
          "disabled",
          "disabled",
        ]);
        expect(await page.getByTestId("checkout-progress").locator("a").count()).toBe(0);
      } else {
        expect(await page.getByTestId("checkout-progress").isVisible()).toBe(false);
        expect(await page.getByTestId("checkout-progress-mobile").isVisible()).toBe(true);
        expect(await page.getByTestId("checkout-progress-upcoming").locator("li").count()).toBe(2);
        expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      }
      expect(await page.getByTestId("order-summary").isVisible()).toBe(true);

      // Pick-up is free with a store icon; home delivery shows its icon and price. The preferred mode (FREE) is ticked.
      const pickUp = page.locator('[data-testid=delivery-mode-option][data-code="pick-up"]');
      const home = page.locator('[data-testid=delivery-mode-option][data-code="home-delivery"]');
      expect(await pickUp.getByTestId("delivery-mode-price").textContent()).toBe(free);
      expect(await pickUp.locator("svg[data-icon=store]").count()).toBe(1);
      expect(await pickUp.locator("input").isChecked()).toBe(true);
      const homePrice = await home.getByTestId("delivery-mode-price").textContent();
      expect(await home.locator(homePrice === free ? "svg[data-icon=store]" : "svg[data-icon=truck]").count()).toBe(1);
      // The summary follows the ticked mode: pick-up charges no delivery, home delivery its price (issue 17 #20).
      const summaryDelivery = page.getByTestId("order-summary").getByTestId("summary-delivery");
      if (homePrice !== free) expect(await summaryDelivery.textContent()).not.toBe(homePrice);
      const pickUpTotal = await page.getByTestId("summary-total").textContent();

      // Choosing home delivery and continuing reaches the delivery address step.
      await home.locator("input").check();
      await expect.poll(() => summaryDelivery.textContent()).toBe(homePrice);
      if (homePrice !== free) expect(await page.getByTestId("summary-total").textContent()).not.toBe(pickUpTotal);
      const toAddress = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith(`/${language}/checkout/delivery-address`),
      );
      await page.locator("main form button[type=submit]").click();
      await toAddress;
      await page.waitForLoadState("networkidle");

      // The mode is on the guest's cart; coming back to the step shows it chosen.
      await page.goto(`${shop}/${language}/checkout/delivery-mode`);
      expect(await home.locator("input").isChecked()).toBe(true);
      // The refused confirmation is the only failed request.
      expect(problems).toEqual([`400 /${language}/checkout-login.data`]);
    });
  }

  it("works without scripts: guest e-mail and the delivery mode choice (English)", async ({ browser }) => {
    const productCode = await sellableProduct();
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    await chooseDeiraAreaAndAddProduct(context.request, "en", productCode);
    await page.goto(`${shop}/en/checkout-login`);
    const email = `nojs.${Date.now()}@example.ae`;
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="emailConfirmation"]').fill(email);
    await page.locator("main form[data-testid=checkout-login-form] button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/en/checkout/delivery-mode");
    await page.locator('[data-testid=delivery-mode-option][data-code="home-delivery"] input').check();
    const toAddress = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/en/checkout/delivery-address",
    );
    await page.locator("main form button[type=submit]").click();
    await toAddress;
    // A guest cart with its e-mail goes from the e-mail screen to the cart.
    await page.goto(`${shop}/en/checkout-login`);
    expect(path(page)).toBe("/en/cart");
  });

  it("sends a customer without a phone number to the profile page (Arabic, phone)", async ({ browser }) => {
    const productCode = await sellableProduct();
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // A new social-sign-in customer has no phone number; the sandbox provider accepts any password.
    await page.goto(`${shop}/ar/login/google`);
    await page.waitForURL((url) => url.href.startsWith(`${api}/dev/oidc/google/interaction/`));
    await page.locator('input[name="login"]').fill(`nophone.${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.waitForURL(/\/ar\/my-account\/update-profile$/);
    await chooseDeiraAreaAndAddProduct(context.request, "ar", productCode);

    await page.goto(`${shop}/ar/checkout`);
    await page.waitForURL(/\/ar\/my-account\/update-profile$/);
    await expect.poll(() => page.getByText("يرجى إضافة رقم هاتف", { exact: false }).count()).toBeGreaterThan(0);
  });

  it("sends a shopper with an empty cart home, and any other checkout path to the orchestrator", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await chooseDeiraArea(context.request, "en", "/en/");
    await page.goto(`${shop}/en/checkout`);
    expect(path(page)).toBe("/en/");
    await page.goto(`${shop}/en/checkout/delivery-and-review-order`);
    expect(path(page)).toBe("/en/");
  });

  it("gives a customer with a default address in the area express checkout to the payment step", async ({
    browser,
  }) => {
    // Signed out with a cart: checkout sends the shopper to login (forced=true); signing in there comes back to
    // /checkout with the guest cart merged, and express checkout runs.
    const { page, authorization, addressId, email } = await customerWithDefaultAddress(browser, "Hessa", "en", false);
    await page.goto(`${shop}/en/checkout`);
    await page.waitForURL((url) => url.pathname === "/en/login" && url.search === "?forced=true");
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    const toPayment = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith("/en/checkout/payment-details"),
    );
    await page.locator('main form button[name="intent"][value="login"]').click();
    await toPayment;

    // The cart now carries the default address and the preferred home-delivery mode.
    const cart = await customerCart(authorization);
    expect(cart.deliveryAddress?.id).toBe(addressId);
    expect(cart.deliveryMode?.code).toBe("home-delivery");
  });

  it("brings a one-time-code sign-in from the checkout's login back to checkout (Arabic)", async ({ browser }) => {
    const { page, email } = await customerWithDefaultAddress(browser, "Noura", "ar", false);
    await page.goto(`${shop}/ar/checkout`);
    await page.waitForURL((url) => url.pathname === "/ar/login" && url.search === "?forced=true");
    await accountFormReady(page);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main form button[name="intent"][value="otp"]').click();
    await page.waitForURL(/\/ar\/login\/verify-token$/);
    const [code] = (await latestMessage(api, email)).codes;
    await page.locator('input[name="tokenCode"]').fill(code!);
    const toPayment = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith("/ar/checkout/payment-details"),
    );
    await page.locator('button[name="intent"][value="verify"]').click();
    // Back in checkout, where express checkout takes the default address on to the payment step.
    await toPayment;
  });

  it("brings a social sign-in from the checkout's login back to checkout (English)", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await chooseDeiraAreaAndAddProduct(context.request, "en", await sellableProduct());
    await page.goto(`${shop}/en/checkout`);
    await page.waitForURL((url) => url.pathname === "/en/login" && url.search === "?forced=true");
    const toCheckout = page.waitForRequest((request) => new URL(request.url()).pathname === "/en/checkout");
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${api}/dev/oidc/google/interaction/`));
    await page.locator('input[name="login"]').fill(`aisha.checkout.${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await toCheckout;
    // A new social customer has no phone number: checkout's phone guard sends them to add one first.
    await page.waitForURL((url) => url.pathname === "/en/my-account/update-profile");
  });

  it("places a cash order from the standard review screen once the terms are ticked (Arabic)", async ({ browser }) => {
    const { page, authorization, addressId } = await customerWithDefaultAddress(browser, "Reem", "ar");
    const problems = watchForBreakage(page, shop);
    // The steps' choices, made through the API: the saved address, home delivery, cash.
    const cartPath = `${OCC}/users/current/carts/current`;
    for (const change of [
      `addresses/delivery?addressId=${addressId}`,
      "deliverymode?deliveryModeId=home-delivery",
      "paymentmode?paymentMode=pay-on-delivery",
    ]) {
      const answer = await fetch(`${cartPath}/${change}&area=${DEIRA_AREA.areaIsocode}`, {
        method: "PUT",
        headers: authorization,
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    }

    await page.goto(`${shop}/ar/checkout/review-order`);
    await hydrated(page);
    expect(await page.getByTestId("review-card-deliveryAddress").textContent()).toContain("Al Rigga Street 12");
    expect(await page.getByTestId("review-card-paymentDetails").textContent()).toContain("عند الاستلام");
    expect(await page.getByTestId("review-card-deliveryMode").getByRole("link").getAttribute("href")).toBe(
      "/ar/checkout/delivery-mode",
    );
    expect(await page.getByTestId("review-cart-total").textContent()).toMatch(/^إجمالي السلة/);
    const placeOrder = page.getByRole("button", { name: "تأكيد الطلب" });
    // Disabled until the terms are ticked (once scripts run; before, the browser's `required` guards it).
    await expect.poll(() => placeOrder.isDisabled()).toBe(true);
    await page.getByRole("checkbox").check();
    await expect.poll(() => placeOrder.isDisabled()).toBe(false);
    const toConfirmation = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith("/ar/order-confirmation"),
    );
    await placeOrder.click();
    await toConfirmation;

    const history = (await (await fetch(`${OCC}/users/current/orders`, { headers: authorization })).json()) as {
      orders: { code: string }[];
    };
    expect(history.orders).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

/** A registered customer whose default address lies in the test area, signed in, with an area and a product. */
async function customerWithDefaultAddress(
  browser: ContextFactory,
  firstName: string,
  language: "en" | "ar" = "en",
  signIn = true,
) {
  const productCode = await sellableProduct();
  const { email, phoneNumber } = await registerThroughApi(api, shop, firstName);
  const authorization = await customerAuthorization(email);
  const addressId = await saveAddressThroughApi(authorization, {
    firstName,
    line1: "Al Rigga Street 12",
    region: DEIRA_AREA.regionIsocode,
    area: DEIRA_AREA.areaIsocode,
    phone: phoneNumber,
    defaultAddress: true,
  });
  const context = await newContext(browser, language === "en" ? DESKTOP : PHONE);
  const page = await context.newPage();
  if (signIn) await signInThroughPage(page, shop, language, email);
  await chooseDeiraAreaAndAddProduct(context.request, language, productCode);
  return { page, context, authorization, addressId, email };
}
