/**
 * The account settings pages (account spec §2.5, §2.8, §2.10, §2.11, §2.13): a password change signs the customer
 * out of their other browser (English, desktop); saved cards, set as default and deleted (Arabic, phone); a consent
 * given and withdrawn with its dates (English, phone); coupons claimed by code and by the claim link, and 'use now'
 * applying one to the cart (English, desktop); an e-mail change confirmed from the new mailbox (Arabic, desktop,
 * without scripts); and the account menu and dashboard, whose every link is a page that answers.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { submitCard } from "../apps/payment-sandbox/src/app.js";
import { accountFormReady, latestMessage, PASSWORD, post, registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { CHALLENGE_CARD, FRICTIONLESS_CARD } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const gateway = inject("paymentGatewayUrl");
const occ = `${api}/occ/v2/dukkan`;
const NEW_PASSWORD = "Fresh#Start2027";

/** The customer's access token from the API's password grant, as a mobile app would sign in. */
async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${api}/authorizationserver/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "mobile_android",
      client_secret: "secret",
      username: email,
      password: PASSWORD,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Saves a card for the customer through the API, as checkout's 'save this card' does: the card goes into a gateway
 * session (the sandbox's hosted fields, posted directly), then the cart's payment details keep it.
 */
async function saveCardThroughApi(token: string, cardNumber: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const cart = await post(`${occ}/users/current/carts`, undefined, auth);
  expect([200, 201]).toContain(cart.status);
  const session = await post(`${occ}/users/current/carts/current/payment/session`, undefined, auth);
  expect(session.status).toBe(201);
  const { session: sessionID } = (await session.json()) as { session: string };
  const entered = await submitCard(gateway, sessionID, {
    number: cardNumber,
    nameOnCard: "Huda Test",
    securityCode: "100",
    // An expiry the sandbox approves (apps/payment-sandbox/README.md).
    expiryMonth: "01",
    expiryYear: "39",
  });
  expect(entered.status).toBe("ok");
  const saved = await post(
    `${occ}/users/current/carts/current/paymentdetails`,
    {
      sessionID,
      saved: true,
      billingAddress: {
        firstName: "Huda",
        lastName: "Test",
        line1: "Al Rigga Street 12",
        town: "Deira",
        country: { isocode: "AE" },
      },
    },
    auth,
  );
  expect(saved.status).toBe(201);
}

const mainStatus = (page: Page) => page.locator("main").getByRole("status");
const mainAlert = (page: Page) => page.locator("main").getByRole("alert");

describe("password change", () => {
  it("refuses a wrong current password, then changes it and signs out the other browser", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Salma");
    const here = await (await newContext(browser, DESKTOP)).newPage();
    const elsewhere = await (await newContext(browser, DESKTOP)).newPage();
    await signInThroughPage(here, shop, "en", email);
    await signInThroughPage(elsewhere, shop, "en", email);
    const problems = watchForBreakage(here, shop);

    await here.goto(`${shop}/en/my-account/update-password`);
    await accountFormReady(here);
    const fill = async (current: string) => {
      await here.getByLabel("Current password", { exact: true }).fill(current);
      await here.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
      await here.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
      await here.getByRole("button", { name: "Save" }).click();
    };
    await fill("Wrong#2026");
    await expect.poll(() => mainAlert(here).innerText()).toBe("The password is not correct.");

    await fill(PASSWORD);
    await here.waitForURL(/\/en\/my-account\/update-password\?changed$/);
    expect(await mainStatus(here).innerText()).toBe(
      "Your password has been changed. Your other devices are signed out.",
    );

    // The other browser's next page finds its sign-in ended and goes to the login page, saying why.
    await elsewhere.goto(`${shop}/en/my-account`);
    await elsewhere.waitForURL(/\/en\/login$/);
    expect(await elsewhere.getByTestId("global-notice").innerText()).toContain("You were signed out");
    // This browser stays signed in.
    await here.goto(`${shop}/en/my-account`);
    expect(new URL(here.url()).pathname).toBe("/en/my-account");
    // And the new password is the one that signs in now.
    const signIn = await fetch(`${api}/authorizationserver/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "mobile_android",
        client_secret: "secret",
        username: email,
        password: NEW_PASSWORD,
      }),
    });
    expect(signIn.status).toBe(200);
    expect(problems.filter((problem) => !problem.includes("/en/my-account/update-password.data"))).toEqual([]);
  });
});

describe("payment methods", () => {
  it("shows the saved cards, makes another the default and deletes one (Arabic, phone)", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Huda");
    const token = await apiToken(email);
    await saveCardThroughApi(token, CHALLENGE_CARD);
    await saveCardThroughApi(token, FRICTIONLESS_CARD);
    const page = await (await newContext(browser, PHONE)).newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, "ar", email);

    await page.goto(`${shop}/ar/my-account/payment-details`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("main h1").innerText()).toBe("طرق الدفع");
    await hydrated(page);
    const cards = page.getByTestId("saved-card");
    expect(await cards.count()).toBe(2);
    // The first saved card is the default and is listed first.
    expect(await cards.nth(0).innerText()).toContain("************0008");
    expect(await cards.nth(0).innerText()).toContain("الافتراضية");
    expect(await cards.nth(0).locator('[data-brand="master"]').count()).toBe(1);
    expect(await cards.nth(1).innerText()).toContain("************0007");
    expect(await cards.nth(1).innerText()).toContain("تنتهي في");

    await cards.nth(1).getByRole("button", { name: "تعيين كافتراضية" }).click();
    await expect.poll(() => mainStatus(page).innerText()).toBe("أصبحت البطاقة المنتهية بـ 0007 بطاقتك الافتراضية.");
    expect(await cards.nth(0).innerText()).toContain("************0007");
    expect(await cards.nth(0).innerText()).toContain("الافتراضية");

    await cards.nth(1).getByRole("link", { name: "حذف" }).click();
    const dialog = page.getByRole("dialog", { name: "حذف هذه البطاقة؟" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("0008");
    await dialog.getByRole("button", { name: "حذف البطاقة" }).click();
    await expect.poll(() => mainStatus(page).innerText()).toBe("تم حذف البطاقة.");
    expect(await cards.count()).toBe(1);
    expect(await cards.nth(0).innerText()).toContain("************0007");
    expect(problems).toEqual([]);
  });
});

describe("consents", () => {
  it("gives and withdraws a consent with its dates; the registration's terms stay given (English, phone)", async ({
    browser,
  }) => {
    const { email } = await registerThroughApi(api, shop, "Maha");
    const page = await (await newContext(browser, PHONE)).newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, "en", email);
    await page.goto(`${shop}/en/my-account/consents`);
    await hydrated(page);
    const consent = (id: string) => page.locator(`[data-consent="${id}"]`);
    const box = (id: string) => consent(id).getByRole("checkbox");

    expect(await page.getByTestId("consent").count()).toBe(4);
    expect(await box("TERMS_AND_CONDITIONS").isChecked()).toBe(true);
    expect(await box("TERMS_AND_CONDITIONS").isDisabled()).toBe(true);
    expect(await consent("TERMS_AND_CONDITIONS").getByTestId("consent-date").innerText()).toMatch(/^Given on \d/);
    expect(await box("MARKETING_EMAIL").isChecked()).toBe(false);

    await box("MARKETING_EMAIL").check();
    await page.getByRole("button", { name: "Save choices" }).click();
    await expect.poll(() => mainStatus(page).innerText()).toBe("Your choices are saved.");
    await expect.poll(() => box("MARKETING_EMAIL").isChecked()).toBe(true);
    expect(await consent("MARKETING_EMAIL").getByTestId("consent-date").innerText()).toMatch(/^Given on \d/);

    await box("MARKETING_EMAIL").uncheck();
    await page.getByRole("button", { name: "Save choices" }).click();
    await expect
      .poll(() => consent("MARKETING_EMAIL").getByTestId("consent-date").innerText())
      .toMatch(/^Withdrawn on \d/);
    expect(await box("MARKETING_EMAIL").isChecked()).toBe(false);

    // 'Select all' gives every consent but leaves the terms as they are.
    await page.getByRole("button", { name: "Select all" }).click();
    await expect.poll(() => box("SMS_OFFERS").isChecked()).toBe(true);
    expect(await box("MARKETING_EMAIL").isChecked()).toBe(true);
    expect(await box("PERSONALISED_RECOMMENDATIONS").isChecked()).toBe(true);
    expect(await box("TERMS_AND_CONDITIONS").isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe("coupons", () => {
  it("claims coupons by code and by the claim link, and 'use now' applies one to the cart", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Rasha");
    const page = await (await newContext(browser, DESKTOP)).newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, "en", email);
    await page.goto(`${shop}/en/my-account/coupons`);
    await hydrated(page);
    expect(await page.getByTestId("no-coupons").innerText()).toBe("You have no coupons yet.");

    // An expired code is refused in the API's words; a claimable one lands in the account.
    await page.getByLabel("Coupon code").fill("SUMMER25");
    await page.getByRole("button", { name: "Add coupon" }).click();
    await expect.poll(() => mainAlert(page).count()).toBe(1);
    await page.getByLabel("Coupon code").fill("welcome10");
    await page.getByRole("button", { name: "Add coupon" }).click();
    await expect.poll(() => mainStatus(page).innerText()).toBe("The coupon WELCOME10 is now in your account.");
    const welcome = page.locator('[data-coupon="WELCOME10"]');
    expect(await welcome.innerText()).toContain("Welcome 10% off");
    expect(await welcome.innerText()).toContain("Available");
    expect(await welcome.innerText()).toContain("No end date");

    // The couponClaim link: login guard passed, the code claimed, the list says so.
    await page.goto(`${shop}/en/my-account/coupon/claim/PACK20`);
    await page.waitForURL(/\/en\/my-account\/coupons\?claimed=PACK20$/);
    const pack = page.locator('[data-coupon="PACK20"]');
    expect(await pack.innerText()).toMatch(/Valid until \d/);
    await pack.getByText("Read more").click();
    await expect.poll(() => pack.getByText("20% off every food container").isVisible()).toBe(true);
    // The code guard: a path that cannot be a code is not found.
    const notACode = await page.request.get(`${shop}/en/my-account/coupon/claim/not%20a%20code`);
    expect(notACode.status()).toBe(404);

    await pack.getByRole("button", { name: "Use now" }).click();
    await page.waitForURL(/\/en\/cart$/);
    expect(await page.getByTestId("global-notice").innerText()).toBe("The coupon PACK20 is applied to your cart.");
    await expect.poll(() => page.getByText("PACK20").count()).toBeGreaterThan(0);
    expect(problems.filter((problem) => !problem.includes("/en/my-account/coupons.data"))).toEqual([]);
  });

  it("sends a signed-out shopper following a claim link to the login page", async ({ browser }) => {
    const page = await (await newContext(browser, PHONE)).newPage();
    await page.goto(`${shop}/ar/my-account/coupon/claim/PACK20`);
    await page.waitForURL(/\/ar\/login$/);
  });
});

describe("e-mail change", () => {
  it("changes the e-mail only once the link sent to the new address is opened (Arabic, no scripts)", async ({
    browser,
  }) => {
    const { email } = await registerThroughApi(api, shop, "Noor");
    const context = await browser.newContext({ viewport: DESKTOP, locale: "ar-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    await signInThroughPage(page, shop, "ar", email);
    const newEmail = `moved.${email}`;

    await page.goto(`${shop}/ar/my-account/update-email`);
    expect(await page.locator("main h1").innerText()).toBe("تغيير البريد الإلكتروني");
    await page.getByLabel("البريد الإلكتروني الجديد", { exact: true }).fill(newEmail);
    await page.getByLabel("تأكيد البريد الإلكتروني الجديد", { exact: true }).fill(newEmail);
    await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "حفظ" }).click();
    await page.waitForURL(/\/ar\/my-account\/update-email\?sentTo=/);
    expect(await mainStatus(page).innerText()).toContain(newEmail);
    // Nothing changed yet: the page still shows the current address.
    expect(await page.locator("main").innerText()).toContain(email);

    const link = new URL((await latestMessage(api, newEmail)).links.find((url) => url.includes("/confirm-email?"))!);
    await page.goto(`${shop}${link.pathname}${link.search}`);
    await page.waitForURL(/\/ar\/login$/);
    expect(await page.getByTestId("global-notice").innerText()).toContain(newEmail);
    // The link works once.
    await page.goto(`${shop}${link.pathname}${link.search}`);
    await page.waitForURL(/\/ar\/$/);
    expect(await page.getByTestId("global-notice").innerText()).toContain("غير صالح");
    await signInThroughPage(page, shop, "ar", newEmail);
    expect(new URL(page.url()).pathname).not.toContain("/login");
  });
});

describe("account menu and dashboard", () => {
  it("lists the account pages, each answering, in English and Arabic", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Lina");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signInThroughPage(page, shop, "en", email);
    for (const language of ["en", "ar"] as const) {
      await page.goto(`${shop}/${language}/my-account`);
      const menuLinks = await page
        .locator("header details nav a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const shortcuts = await page
        .getByTestId("account-shortcuts")
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const accountPages = menuLinks.filter((href) => href.startsWith(`/${language}/my-account`));
      for (const path of ["update-password", "update-email", "payment-details", "consents", "coupons"]) {
        expect(accountPages).toContain(`/${language}/my-account/${path}`);
      }
      // The dashboard links every page of the menu but itself.
      expect(shortcuts.sort()).toEqual(accountPages.filter((href) => href !== `/${language}/my-account`).sort());
      for (const href of accountPages) {
        const response = await context.request.get(`${shop}${href}`, { maxRedirects: 0 });
        expect([href, response.status()]).toEqual([href, 200]);
      }
    }
  });
});
