/**
 * Registration in the browser (account spec §2.3, §2.6, §4.3–4.5): the form and its checks, the SMS
 * verification dialog with the code read from the sandbox outbox, the 'verify your e-mail' modal, the
 * activation link, signing in and editing the profile — in English on a desktop, in Arabic on a phone,
 * and without JavaScript.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { accountFormReady, latestMessage, PASSWORD, registerThroughApi, uniqueCustomer } from "./accounts.js";
import { DESKTOP, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

async function fillRegistration(
  page: Page,
  labels: Record<"first" | "last" | "phone" | "email" | "password" | "confirm", string>,
  values: { firstName: string; lastName: string; phoneNumber: string; email: string; password: string },
) {
  await page.getByLabel(labels.first, { exact: true }).fill(values.firstName);
  await page.getByLabel(labels.last, { exact: true }).fill(values.lastName);
  await page.getByLabel(labels.phone, { exact: true }).fill(values.phoneNumber);
  await page.getByLabel(labels.email, { exact: true }).fill(values.email);
  await page.getByLabel(labels.password, { exact: true }).fill(values.password);
  await page.getByLabel(labels.confirm, { exact: true }).fill(values.password);
  // Consent is given, never pre-ticked (issue 17 #22).
  await page.locator('input[name="termsAndConditions"]').check();
}

const ENGLISH = {
  first: "First name",
  last: "Last name",
  phone: "Mobile number",
  email: "E-mail address",
  password: "Password",
  confirm: "Confirm password",
};

describe("registration", () => {
  it("registers with the SMS code, verifies the e-mail, activates, signs in and edits the profile", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const { phoneNumber, email } = uniqueCustomer("layla");

    await page.goto(`${shop}/en/login`);
    await accountFormReady(page);
    await page.getByRole("tab", { name: "Register" }).click();
    await page.waitForURL(/\/en\/register$/);
    await accountFormReady(page);
    await expect.poll(() => page.getByRole("tab", { name: "Register" }).getAttribute("aria-selected")).toBe("true");
    // Consent is given, not pre-ticked: neither the newsletter nor the terms box is ticked in advance.
    expect(await page.getByLabel("Send me offers and news by e-mail").isChecked()).toBe(false);
    expect(await page.getByLabel("I accept the terms and conditions").isChecked()).toBe(false);

    // Every rule of §5, shown before anything is sent.
    await page.getByLabel("Password", { exact: true }).fill("weak");
    await page.getByLabel("Confirm password", { exact: true }).fill("other");
    await page.getByLabel("Mobile number").fill("+971 50");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => page.getByText("Please accept the terms and conditions.").count()).toBe(1);
    expect(await page.getByText("This field is required.").count()).toBe(3);
    expect(await page.getByText("Please enter digits only (7 to 15), with the country code.").count()).toBe(1);
    expect(await page.getByText("The password needs at least 6 characters").count()).toBe(1);
    expect(await page.getByText("The passwords do not match.").count()).toBe(1);

    // An e-mail address or phone number that already has an account (check-register).
    const taken = await registerThroughApi(api, shop, "Huda");
    await page.getByLabel("Title").selectOption("mrs");
    await fillRegistration(page, ENGLISH, {
      firstName: "layla",
      lastName: "Nasser",
      phoneNumber: taken.phoneNumber,
      email: taken.email,
      password: PASSWORD,
    });
    await page.getByLabel("I accept the terms and conditions").check();
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => page.getByText("An account with this e-mail address already exists.").count()).toBe(1);
    expect(await page.getByText("This mobile number is already registered.").count()).toBe(1);
    expect(await page.getByLabel("Title").inputValue()).toBe("mrs");

    await fillRegistration(page, ENGLISH, {
      firstName: "layla",
      lastName: "Nasser",
      phoneNumber,
      email,
      password: PASSWORD,
    });
    await page.getByRole("button", { name: "Register", exact: true }).click();

    // The SMS dialog: the code step with its HH:MM:SS countdown.
    const dialog = page.getByRole("dialog", { name: "Verify your mobile number" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText("We have sent a code by SMS.").count()).toBe(1);
    expect(await dialog.locator("time").innerText()).toMatch(/^00:0[45]:\d\d$/);
    const before = await dialog.locator("time").innerText();
    await expect.poll(() => dialog.locator("time").innerText(), { timeout: 3000 }).not.toBe(before);
    const verify = dialog.getByRole("button", { name: "Verify" });
    expect(await verify.isDisabled()).toBe(true);

    const [code] = (await latestMessage(api, phoneNumber)).codes;
    const wrong = code === "000000" ? "111111" : "000000";
    await dialog.getByLabel("SMS code").fill(wrong);
    await verify.click();
    await expect.poll(() => dialog.getByText("The code is wrong.", { exact: true }).count()).toBe(1);
    await dialog.getByLabel("SMS code").fill(code!);
    await dialog.getByRole("button", { name: "Verify" }).click();

    // Registered: the confirmation and the 'verify your e-mail' modal.
    const verifyEmail = page.getByRole("dialog", { name: "Verify your e-mail address" });
    await verifyEmail.waitFor();
    expect(await verifyEmail.innerText()).toContain(email);
    expect(await page.getByText("Your account has been created.").count()).toBe(1);
    await verifyEmail.getByRole("link", { name: "OK", exact: true }).click();
    await page.waitForURL(/\/en\/login$/);

    // Not active yet; the e-mailed link activates it.
    const link = new URL((await latestMessage(api, email)).links.find((url) => url.includes("registerToken="))!);
    await page.goto(`${shop}${link.pathname}${link.search}`);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toBe("Your account is activated. Please sign in.");
    expect(await page.getByLabel("E-mail address").inputValue()).toBe(email);
    await accountFormReady(page);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/en\/$/);
    await expect.poll(() => page.locator("header").getByText("Hi, Layla").count()).toBe(1);

    // The profile: name, TRN, then a new phone number verified by SMS.
    await page.goto(`${shop}/en/my-account/update-profile`);
    await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    expect(await page.getByLabel("First name").inputValue()).toBe("layla");
    expect(await page.getByLabel("Mobile number").inputValue()).toBe(phoneNumber);
    await page.getByLabel("First name").fill("Laylaabdulrahmanova Noor");
    await page.getByLabel("TRN (optional)").fill("1234");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("The TRN is the 15-digit UAE Tax Registration Number.").count()).toBe(1);
    await page.getByLabel("TRN (optional)").fill("100200300400500");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/update-profile\?updated$/);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: /\S/ }).innerText())
      .toBe("Your profile has been updated.");
    expect(await page.getByLabel("TRN (optional)").inputValue()).toBe("100200300400500");
    // The header's greeting: the first word, capitalised, with a soft hyphen after 9 characters.
    await expect.poll(() => page.locator("header").getByText("Hi, Laylaabdu\u00ADlrahmanov\u00ADa").count()).toBe(1);

    // Another customer's number is refused before any SMS is sent.
    await page.getByLabel("Mobile number").fill(taken.phoneNumber);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("This mobile number is already registered.").count()).toBe(1);

    const newNumber = uniqueCustomer("layla2").phoneNumber;
    await page.getByLabel("Mobile number").fill(newNumber);
    await page.getByRole("button", { name: "Save" }).click();
    const smsDialog = page.getByRole("dialog", { name: "Verify your mobile number" });
    await smsDialog.waitFor();
    const [profileCode] = (await latestMessage(api, newNumber)).codes;
    await smsDialog.getByLabel("SMS code").fill(profileCode!);
    await smsDialog.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(/update-profile\?updated$/);
    await expect.poll(() => page.getByLabel("Mobile number").inputValue()).toBe(newNumber);

    // Cancel leaves the page for My Account without saving.
    await page.getByLabel("Last name").fill("Changed");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/en\/my-account$/);
    // The refused attempts answered their forms with 400; nothing else may fail.
    expect(
      problems.filter(
        (problem) => !/^400 \/en\/(register|my-account\/update-profile)\.data(\?updated)?$/.test(problem),
      ),
    ).toEqual([]);
  });

  it("registers in Arabic on a phone; Escape closes the SMS dialog and the live code is kept", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const { phoneNumber, email } = uniqueCustomer("mariam");
    await page.goto(`${shop}/ar/register`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("main h1").innerText()).toBe("أنشئ حسابك");
    await accountFormReady(page);
    const arabic = {
      first: "الاسم الأول",
      last: "اسم العائلة",
      phone: "رقم الجوال",
      email: "البريد الإلكتروني",
      password: "كلمة المرور",
      confirm: "تأكيد كلمة المرور",
    };
    await fillRegistration(page, arabic, {
      firstName: "مريم",
      lastName: "الكعبي",
      phoneNumber,
      email,
      password: PASSWORD,
    });
    await page.getByRole("button", { name: "إنشاء حساب", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "تأكيد رقم الجوال" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText("أرسلنا إليك رمزاً برسالة نصية.").count()).toBe(1);
    // The dialog fits the phone's screen.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 1);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    // Registering again finds the code still live: the code step, without a second SMS.
    await page.getByLabel(arabic.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(arabic.confirm, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "إنشاء حساب", exact: true }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText("سبق أن أرسلنا رمزاً إلى هذا الرقم وما زال صالحاً.").count()).toBe(1);
    const [code] = (await latestMessage(api, phoneNumber)).codes;
    await dialog.getByLabel("رمز الرسالة النصية").fill(code!);
    await dialog.getByRole("button", { name: "تحقّق" }).click();
    const verifyEmail = page.getByRole("dialog", { name: "أكّد بريدك الإلكتروني" });
    await verifyEmail.waitFor();
    expect(await verifyEmail.innerText()).toContain(email);
    // The activation e-mail is in Arabic and opens the Arabic login page.
    const link = new URL((await latestMessage(api, email)).links.find((url) => url.includes("registerToken="))!);
    expect(link.pathname).toBe("/ar/login");
  });

  it("registers without JavaScript: the SMS dialog and the e-mail modal are server-rendered", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const { phoneNumber, email } = uniqueCustomer("salma");
    await page.goto(`${shop}/en/register`);
    await fillRegistration(page, ENGLISH, {
      firstName: "Salma",
      lastName: "Odeh",
      phoneNumber,
      email,
      password: PASSWORD,
    });
    await page.getByRole("button", { name: "Register", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Verify your mobile number" });
    await dialog.waitFor();
    await dialog.getByLabel("SMS code").fill("12");
    await dialog.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByRole("dialog").getByText("The code is wrong.", { exact: true }).count()).toBe(1);
    const [code] = (await latestMessage(api, phoneNumber)).codes;
    await page.getByRole("dialog").getByLabel("SMS code").fill(code!);
    await page.getByRole("dialog").getByRole("button", { name: "Verify" }).click();
    await page.getByRole("dialog", { name: "Verify your e-mail address" }).waitFor();
    await page.getByRole("link", { name: "OK", exact: true }).click();
    await page.waitForURL(/\/en\/login$/);
  });

  it("refuses a registration or a profile change posted from another site", async () => {
    for (const path of ["/en/register", "/en/my-account/update-profile"]) {
      const response = await fetch(`${shop}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: new URLSearchParams({ intent: "register", firstName: "Eve" }),
        redirect: "manual",
      });
      expect([400, 403]).toContain(response.status);
      expect(response.headers.get("set-cookie")).toBeNull();
      // A POST naming no origin at all is refused by the shop's own check.
      const anonymous = await fetch(`${shop}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "register", firstName: "Eve" }),
        redirect: "manual",
      });
      expect(anonymous.status).toBe(403);
    }
  });
});
