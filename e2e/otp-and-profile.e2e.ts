/**
 * One-time-code sign-in (account spec §2.2, §4.2), the login page's guest paths (forced=true), the My
 * Account login guard and the session cookie's security (HttpOnly, Secure in production, SameSite=Lax,
 * a new sealed value at sign-in) — in English on a desktop and in Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import {
  accountFormReady,
  latestMessage,
  PASSWORD,
  registerThroughApi,
  sessionCookieOf,
  uniqueCustomer,
} from "./accounts.js";
import { DESKTOP, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

describe("one-time-code sign-in", () => {
  it("e-mails a code, counts down the resend, explains a missing code and signs in with it", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Karim");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/en/login`);
    await accountFormReady(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in with my password and an e-mailed code" }).click();
    await page.waitForURL(/\/en\/login\/verify-token$/);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toBe(`We have sent a verification code to ${email}.`);

    // Resend waits 60 s, counting down.
    const resend = page.locator("button[name=intent][value=resend]");
    await expect.poll(() => resend.innerText()).toMatch(/^Resend code in (60|59|58) seconds$/);
    expect(await resend.isDisabled()).toBe(true);
    const first = await resend.innerText();
    await expect.poll(() => resend.innerText(), { timeout: 3000 }).not.toBe(first);

    // 'Didn't receive the code?' opens a dialog with three lines; Escape closes it.
    await page.getByRole("button", { name: "Didn't receive the code?" }).click();
    const help = page.getByRole("dialog", { name: "Didn't receive the code?" });
    await help.waitFor();
    expect(await help.getByRole("listitem").count()).toBe(3);
    await page.keyboard.press("Escape");
    await expect.poll(() => help.count()).toBe(0);

    const pendingCookie = sessionCookieOf(await context.cookies());
    expect(pendingCookie).toBeDefined();
    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByText("This code is wrong or has expired.", { exact: false }).count()).toBe(1);

    const [code] = (await latestMessage(api, email)).codes;
    await page.getByLabel("Verification code").fill(code!);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(/\/en\/$/);
    await expect.poll(() => page.locator("header").getByText("Hi, Karim").count()).toBe(1);

    // The session cookie: HttpOnly, Secure (the shop runs in production mode), SameSite=Lax, re-sealed at sign-in.
    const cookies = await context.cookies();
    expect(cookies.map(({ name, httpOnly, secure, sameSite }) => ({ name, httpOnly, secure, sameSite }))).toEqual([
      { name: "dukkan_session", httpOnly: true, secure: true, sameSite: "Lax" },
    ]);
    expect(sessionCookieOf(cookies)).not.toBe(pendingCookie);
    expect(JSON.stringify(cookies)).not.toContain(email);

    expect(problems.filter((problem) => problem !== "400 /en/login/verify-token.data")).toEqual([]);
  });

  it("sends a shopper without credentials back to the login page", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/en/login/verify-token`);
    await page.waitForURL(/\/en\/login\?needCredentials$/);
    expect(await page.getByRole("alert").innerText()).toBe("Please enter your e-mail address and password first.");
  });

  it("shows the rate-limited state for 300 s when the API refuses more codes", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Rania");
    for (let request = 0; request < 5; request += 1) {
      const response = await fetch(`${api}/occ/v2/dukkan/users/anonymous/verificationToken`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ loginId: email, password: PASSWORD, purpose: "LOGIN" }),
      });
      expect(response.status).toBe(201);
    }
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/en/login`);
    await accountFormReady(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in with my password and an e-mailed code" }).click();
    await page.waitForURL(/\/en\/login\/verify-token$/);
    await expect
      .poll(() => page.getByRole("alert").first().innerText())
      .toMatch(/^Too many code requests\. Please wait (300|299|298) seconds before asking for a new code\.$/);
    const resend = page.locator("button[name=intent][value=resend]");
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.innerText()).toMatch(/^Resend code in (300|299|298) seconds$/);
  });

  it("signs in with a code in Arabic on a phone", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Yousef");
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${shop}/ar/login`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await accountFormReady(page);
    await page.getByLabel("البريد الإلكتروني").fill(email);
    await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "الدخول بكلمة المرور ورمز يصلني بالبريد الإلكتروني" }).click();
    await page.waitForURL(/\/ar\/login\/verify-token$/);
    await expect.poll(() => page.locator("main h1").innerText()).toBe("أدخل الرمز");
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toBe(`أرسلنا رمز التحقق إلى ${email}.`);
    const [code] = (await latestMessage(api, email)).codes;
    await page.getByLabel("رمز التحقق").fill(code!);
    await page.getByRole("button", { name: "تحقّق" }).click();
    await page.waitForURL(/\/ar\/$/);
  });
});

describe("the login page's guest paths", () => {
  it("offers one guest checkout control with forced=true, and registration and home otherwise", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/en/login?forced=true`);
    expect(await page.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("heading", { name: "Don't have an account?" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Guest checkout" }).getAttribute("href")).toBe("/en/checkout-login");
    // One guest control: the social block's 'Continue as guest' would repeat the box's 'Guest checkout'.
    expect(await page.getByRole("link", { name: "Continue as guest" }).count()).toBe(0);
    expect(await page.locator('main a[href="/en/checkout-login"]').count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Or sign in with" }).count()).toBe(1);
    expect(await page.getByRole("tab", { name: "Register" }).getAttribute("href")).toBe("/en/register?forced=true");

    await page.goto(`${shop}/en/login`);
    expect(await page.getByRole("link", { name: "Register", exact: true }).getAttribute("href")).toBe("/en/register");
    expect(await page.getByRole("link", { name: "Guest checkout" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Continue as guest" }).getAttribute("href")).toBe("/en/");
    expect(await page.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/en/login/forgot-password",
    );
  });
});

describe("My Account", () => {
  it("sends a customer without a phone number to the profile page, where the number is added by SMS", async ({
    browser,
  }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // A new social-sign-in customer has no phone number; the sandbox provider accepts any password.
    await page.goto(`${shop}/ar/login/google`);
    await page.waitForURL((url) => url.href.startsWith(`${api}/dev/oidc/google/interaction/`));
    await page.locator('input[name="login"]').fill(`noor.${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.waitForURL(/\/ar\/my-account\/update-profile$/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expect.poll(() => page.getByText("يرجى إضافة رقم هاتف", { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByLabel("رقم الجوال").inputValue()).toBe("");

    const { phoneNumber } = uniqueCustomer("noor");
    await page.getByLabel("رقم الجوال").fill(phoneNumber);
    await page.getByRole("button", { name: "حفظ" }).click();
    const dialog = page.getByRole("dialog", { name: "تأكيد رقم الجوال" });
    await dialog.waitFor();
    const [code] = (await latestMessage(api, phoneNumber)).codes;
    await dialog.getByLabel("رمز الرسالة النصية").fill(code!);
    await dialog.getByRole("button", { name: "تحقّق" }).click();
    await page.waitForURL(/\/ar\/my-account\/update-profile\?updated$/);
    await expect.poll(() => page.getByLabel("رقم الجوال").inputValue()).toBe(phoneNumber);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toBe("تم تحديث ملفك الشخصي.");
  });

  it("signs the customer out when the SMS dialog of the profile page is closed", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Fatima");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/en/login`);
    await accountFormReady(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/en\/$/);
    await page.goto(`${shop}/en/my-account/update-profile`);
    await page.getByLabel("Mobile number").fill(uniqueCustomer("fatima2").phoneNumber);
    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Verify your mobile number" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.waitForURL(/\/en\/login$/);
    await expect.poll(() => page.locator("header").getByRole("link", { name: "Sign in / Register" }).count()).toBe(1);
  });

  it("sends signed-out shoppers to the login page", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/ar/my-account/update-profile`);
    await page.waitForURL(/\/ar\/login$/);
    // Also a My Account page that does not exist (yet): the guard comes first.
    await page.goto(`${shop}/en/my-account/address-book`);
    await page.waitForURL(/\/en\/login$/);
  });
});
