/**
 * The account settings pages (account spec §2.5, §2.8, §2.10, §2.11, §2.13), English on a desktop and Arabic on a
 * phone: a password change signs the customer out of their other browser; saved cards, set as default and deleted;
 * a consent given and withdrawn with its dates; a claim link followed while signed out comes back to the claim after
 * signing in. In English on a desktop: coupons claimed by code and by the claim link, and 'use now' applying one to
 * the cart. An e-mail change confirmed from the new mailbox (Arabic, desktop, without scripts); and the account menu
 * and dashboard, whose every link is a page that answers.
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

/** English on a desktop and Arabic on a phone, as every account page is tested. */
const LANGUAGES = [
  { language: "en", viewport: DESKTOP, name: "English, desktop" },
  { language: "ar", viewport: PHONE, name: "Arabic, phone" },
] as const;

const TEXTS = {
  en: {
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    save: "Save",
    wrongPassword: "The password is not correct.",
    passwordChanged: "Your password has been changed. Your other devices are signed out.",
    signedOut: "You were signed out",
    paymentMethods: "Payment methods",
    defaultCard: "Default",
    expires: "Expires",
    setDefault: "Set as default",
    nowDefault: "The card ending in 0007 is now your default card.",
    delete: "Delete",
    deleteTitle: "Delete this card?",
    confirmDelete: "Delete card",
    deleted: "The card has been deleted.",
    saveChoices: "Save choices",
    choicesSaved: "Your choices are saved.",
    selectAll: "Select all",
    given: /^Given on \d{1,2} [A-Z][a-z]+ \d{4}$/,
    withdrawn: /^Withdrawn on \d{1,2} [A-Z][a-z]+ \d{4}$/,
    claimed: "The coupon PACK20 is now in your account.",
  },
  ar: {
    currentPassword: "كلمة المرور الحالية",
    newPassword: "كلمة المرور الجديدة",
    confirmPassword: "تأكيد كلمة المرور الجديدة",
    save: "حفظ",
    wrongPassword: "كلمة المرور غير صحيحة.",
    passwordChanged: "تم تغيير كلمة المرور، وسُجِّل خروجك من أجهزتك الأخرى.",
    signedOut: "تم تسجيل خروجك",
    paymentMethods: "طرق الدفع",
    defaultCard: "الافتراضية",
    expires: "تنتهي في",
    setDefault: "تعيين كافتراضية",
    nowDefault: "أصبحت البطاقة المنتهية بـ 0007 بطاقتك الافتراضية.",
    delete: "حذف",
    deleteTitle: "حذف هذه البطاقة؟",
    confirmDelete: "حذف البطاقة",
    deleted: "تم حذف البطاقة.",
    saveChoices: "حفظ الاختيارات",
    choicesSaved: "تم حفظ اختياراتك.",
    selectAll: "تحديد الكل",
    // Dates in Latin digits in both languages (account spec §9): "27 نوفمبر 2026".
    given: /^تمت الموافقة في \d{1,2} \S+ \d{4}$/,
    withdrawn: /^سُحبت في \d{1,2} \S+ \d{4}$/,
    claimed: "أصبحت القسيمة PACK20 في حسابك.",
  },
} as const;

describe("password change", () => {
  for (const { language, viewport, name } of LANGUAGES) {
    it(
      `refuses a wrong current password, then changes it and signs out the other browser (${name})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const text = TEXTS[language];
        const { email } = await registerThroughApi(api, shop, language === "en" ? "Salma" : "Wafa");
        const here = await (await newContext(browser, viewport)).newPage();
        const elsewhere = await (await newContext(browser, DESKTOP)).newPage();
        await signInThroughPage(here, shop, language, email);
        await signInThroughPage(elsewhere, shop, language, email);
        const problems = watchForBreakage(here, shop);

        await here.goto(`${shop}/${language}/my-account/update-password`);
        await accountFormReady(here);
        if (language === "ar") expect(await here.locator("html").getAttribute("dir")).toBe("rtl");
        const fill = async (current: string) => {
          await here.getByLabel(text.currentPassword, { exact: true }).fill(current);
          await here.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
          await here.getByLabel(text.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
          await here.getByRole("button", { name: text.save, exact: true }).click();
        };
        await fill("Wrong#2026");
        await expect.poll(() => mainAlert(here).innerText()).toBe(text.wrongPassword);

        await fill(PASSWORD);
        await here.waitForURL(new RegExp(`/${language}/my-account/update-password\\?changed$`));
        expect(await mainStatus(here).innerText()).toBe(text.passwordChanged);

        // The other browser's next page finds its sign-in ended and goes to the login page, saying why.
        await elsewhere.goto(`${shop}/${language}/my-account`);
        await elsewhere.waitForURL(new RegExp(`/${language}/login$`));
        expect(await elsewhere.getByTestId("global-notice").innerText()).toContain(text.signedOut);
        // This browser stays signed in.
        await here.goto(`${shop}/${language}/my-account`);
        expect(new URL(here.url()).pathname).toBe(`/${language}/my-account`);
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
        expect(problems.filter((problem) => !problem.includes(`/${language}/my-account/update-password.data`))).toEqual(
          [],
        );
      },
    );
  }
});

describe("payment methods", () => {
  for (const { language, viewport, name } of LANGUAGES) {
    it(
      `shows the saved cards, makes another the default and deletes one (${name})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const text = TEXTS[language];
        const { email } = await registerThroughApi(api, shop, language === "en" ? "Huda" : "Shaikha");
        const token = await apiToken(email);
        await saveCardThroughApi(token, CHALLENGE_CARD);
        await saveCardThroughApi(token, FRICTIONLESS_CARD);
        const page = await (await newContext(browser, viewport)).newPage();
        const problems = watchForBreakage(page, shop);
        await signInThroughPage(page, shop, language, email);

        await page.goto(`${shop}/${language}/my-account/payment-details`);
        if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        expect(await page.locator("main h1").innerText()).toBe(text.paymentMethods);
        await hydrated(page);
        const cards = page.getByTestId("saved-card");
        expect(await cards.count()).toBe(2);
        // The first saved card is the default and is listed first.
        expect(await cards.nth(0).innerText()).toContain("************0008");
        expect(await cards.nth(0).innerText()).toContain(text.defaultCard);
        expect(await cards.nth(0).locator('[data-brand="master"]').count()).toBe(1);
        expect(await cards.nth(1).innerText()).toContain("************0007");
        expect(await cards.nth(1).innerText()).toContain(text.expires);

        await cards.nth(1).getByRole("button", { name: text.setDefault }).click();
        await expect.poll(() => mainStatus(page).innerText()).toBe(text.nowDefault);
        expect(await cards.nth(0).innerText()).toContain("************0007");
        expect(await cards.nth(0).innerText()).toContain(text.defaultCard);

        await cards.nth(1).getByRole("link", { name: text.delete }).click();
        const dialog = page.getByRole("dialog", { name: text.deleteTitle });
        await dialog.waitFor();
        expect(await dialog.innerText()).toContain("0008");
        await dialog.getByRole("button", { name: text.confirmDelete }).click();
        await expect.poll(() => mainStatus(page).innerText()).toBe(text.deleted);
        expect(await cards.count()).toBe(1);
        expect(await cards.nth(0).innerText()).toContain("************0007");
        expect(problems).toEqual([]);
      },
    );
  }
});

describe("consents", () => {
  for (const { language, viewport, name } of LANGUAGES) {
    it(
      `gives and withdraws a consent with its dates; the registration's terms stay given (${name})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const text = TEXTS[language];
        const { email } = await registerThroughApi(api, shop, language === "en" ? "Maha" : "Latifa");
        const page = await (await newContext(browser, viewport)).newPage();
        const problems = watchForBreakage(page, shop);
        await signInThroughPage(page, shop, language, email);
        await page.goto(`${shop}/${language}/my-account/consents`);
        await hydrated(page);
        if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        const consent = (id: string) => page.locator(`[data-consent="${id}"]`);
        const box = (id: string) => consent(id).getByRole("checkbox");

        expect(await page.getByTestId("consent").count()).toBe(4);
        expect(await box("TERMS_AND_CONDITIONS").isChecked()).toBe(true);
        expect(await box("TERMS_AND_CONDITIONS").isDisabled()).toBe(true);
        expect(await consent("TERMS_AND_CONDITIONS").getByTestId("consent-date").innerText()).toMatch(text.given);
        expect(await box("MARKETING_EMAIL").isChecked()).toBe(false);

        await box("MARKETING_EMAIL").check();
        await page.getByRole("button", { name: text.saveChoices }).click();
        await expect.poll(() => mainStatus(page).innerText()).toBe(text.choicesSaved);
        await expect.poll(() => box("MARKETING_EMAIL").isChecked()).toBe(true);
        expect(await consent("MARKETING_EMAIL").getByTestId("consent-date").innerText()).toMatch(text.given);

        await box("MARKETING_EMAIL").uncheck();
        await page.getByRole("button", { name: text.saveChoices }).click();
        await expect
          .poll(() => consent("MARKETING_EMAIL").getByTestId("consent-date").innerText())
          .toMatch(text.withdrawn);
        expect(await box("MARKETING_EMAIL").isChecked()).toBe(false);

        // 'Select all' gives every consent but leaves the terms as they are.
        await page.getByRole("button", { name: text.selectAll }).click();
        await expect.poll(() => box("SMS_OFFERS").isChecked()).toBe(true);
        expect(await box("MARKETING_EMAIL").isChecked()).toBe(true);
        expect(await box("PERSONALISED_RECOMMENDATIONS").isChecked()).toBe(true);
        expect(await box("TERMS_AND_CONDITIONS").isChecked()).toBe(true);
        expect(problems).toEqual([]);
      },
    );
  }
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

  for (const { language, viewport, name } of LANGUAGES) {
    it(
      `sends a signed-out shopper following a claim link to sign in, then back to claim it (${name})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const { email } = await registerThroughApi(api, shop, language === "en" ? "Mouza" : "Alya");
        const page = await (await newContext(browser, viewport)).newPage();
        const problems = watchForBreakage(page, shop);
        await page.goto(`${shop}/${language}/my-account/coupon/claim/PACK20`);
        await page.waitForURL(new RegExp(`/${language}/login$`));
        await hydrated(page);
        await page.locator('main input[name="email"]').fill(email);
        await page.locator('main input[name="password"]').fill(PASSWORD);
        await page.locator('main form button[name="intent"][value="login"]').click();

        // Signed in, the shopper is back on the claim link, which claims the coupon and lists it.
        await page.waitForURL(new RegExp(`/${language}/my-account/coupons\\?claimed=PACK20$`));
        if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        expect(await mainStatus(page).innerText()).toBe(TEXTS[language].claimed);
        expect(await page.locator('[data-coupon="PACK20"]').count()).toBe(1);
        // The claim reached the API: the customer's coupons hold it, once.
        const token = await apiToken(email);
        const coupons = await fetch(`${occ}/users/current/customercoupons?pageSize=10`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(coupons.status).toBe(200);
        const { coupons: held } = (await coupons.json()) as { coupons: { couponId: string }[] };
        expect(held.map((coupon) => coupon.couponId)).toEqual(["PACK20"]);
        expect(problems).toEqual([]);
      },
    );
  }
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
