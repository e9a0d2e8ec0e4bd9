/**
 * Social sign-in through the API's sandbox OpenID provider: the shopper clicks the Google button on the
 * login page, signs in at the provider's own page, and comes back signed in and greeted — in English and in
 * Arabic. The same provider account signs into the same customer again; the Apple button is not offered on
 * Android; signing out leaves no sign-in state behind.
 */
import { describe, expect, inject } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, it, newContext, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/**
 * The shop's cookies. Cookies ignore ports, so the sandbox provider's own (on the API's port of the same
 * host) share the jar; those are the provider's session, as Google's would be on google.com.
 */
async function shopCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(shop)).map((cookie) => cookie.name).filter((name) => name.startsWith("dukkan_"));
}

/** Signs in at the sandbox provider's login page (any password) and waits to be back in the shop. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${api}/dev/oidc/google/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.waitForURL((url) => url.href.startsWith(shop));
}

async function signInWithGoogle(context: BrowserContext, language: "en" | "ar", login: string, button: string) {
  const page = await context.newPage();
  const problems = watchForBreakage(page, shop);
  await page.goto(`${shop}/${language}/login`);
  await page.getByRole("link", { name: button }).click();
  await signInAtProvider(page, login);
  return { page, problems };
}

describe("social sign-in", () => {
  it("signs in with the Google button at the provider's page and greets the shopper (English)", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const login = `huda.rahman.${Date.now()}@example.com`;
    const { page, problems } = await signInWithGoogle(context, "en", login, "Sign in with Google");
    // A new social customer has no phone number yet: the profile page asks for it (spec §4.1).
    await page.waitForURL(/\/en\/my-account\/update-profile$/);
    const header = page.locator("header");
    await expect.poll(() => header.getByText("Hi, Huda").count()).toBe(1);
    expect(await header.getByRole("link", { name: "Sign in / Register" }).count()).toBe(0);
    // Only the sealed session cookie remains; the flow's state cookie is gone.
    expect(await shopCookies(context)).toEqual(["dukkan_session"]);

    // Signing out clears the sign-in; a new sign-in at the same provider account is the same customer.
    await header.getByText("Hi, Huda").click();
    await header.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/en\/login$/);
    expect(await shopCookies(context)).toEqual([]);
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    // The provider still has its own session: it sends the shopper straight back, signed in.
    await page.waitForURL(/\/en\/my-account\/update-profile$/);
    await expect.poll(() => header.getByText("Hi, Huda").count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("signs in from the Arabic login page and greets the shopper in Arabic", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const login = `yousef.alharthi.${Date.now()}@example.com`;
    const { page, problems } = await signInWithGoogle(context, "ar", login, "تسجيل الدخول باستخدام Google");
    await page.waitForURL(/\/ar\/my-account\/update-profile$/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expect.poll(() => page.locator("header").getByText("مرحباً، Yousef").count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("offers the phone-maker button everywhere but on Android", async ({ browser }) => {
    const desktop = await newContext(browser, DESKTOP);
    const desktopPage = await desktop.newPage();
    await desktopPage.goto(`${shop}/en/login`);
    const buttons = (page: Page) =>
      page.locator("a[data-provider]").evaluateAll((links) => links.map((a) => a.getAttribute("data-provider")));
    expect(await buttons(desktopPage)).toEqual(["facebook", "google", "apple"]);
    // The search-engine button is 200–400 px wide (spec §9).
    const width = (await desktopPage.getByRole("link", { name: "Sign in with Google" }).boundingBox())!.width;
    expect(width).toBeGreaterThanOrEqual(200);
    expect(width).toBeLessThanOrEqual(400);

    const android = await browser.newContext({ viewport: { width: 412, height: 915 }, userAgent: ANDROID_CHROME });
    const androidPage = await android.newPage();
    await androidPage.goto(`${shop}/en/login`);
    expect(await buttons(androidPage)).toEqual(["facebook", "google"]);
  });

  it("says so when the shopper cancels at the provider", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/en/login`);
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${api}/dev/oidc/google/interaction/`));
    // The sandbox's "cancel" link aborts the interaction: the provider answers access_denied.
    await page.goto(`${page.url()}/abort`);
    await page.waitForURL(/\/en\/login\/google\/auth\/redirection\?/);
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("User cancelled login or did not fully authorize.");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.waitForURL(/\/en\/login$/);
  });
});
