/**
 * The native app bridge, the installable shop and web push (shopping spec §4 Native app bridge, Web push; checkout
 * spec §2.16; decisions 0061, 0062), in English and Arabic: the development harness plays the shop app around a shop
 * page (the page asks for the user token, the app's sendUserToken reaches the API, redirection opens only the
 * shop's own paths, signing out hands the uid to the app, sendDeviceToken deactivates the device); the manifest,
 * the registered service worker and the offline page; a push message delivered to the service worker through the
 * DevTools protocol shows its notification.
 */
import { describe, expect, inject } from "vitest";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, PHONE, hydrated, it, newContext } from "./browser.js";
import { deliverPush, registrationId, shownNotifications } from "./push-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

const WORDS = {
  en: {
    appName: "Dukkan — packaging and catering supplies",
    shortName: "Dukkan",
    offlineTitle: "You are offline",
    sendUserToken: "Send sendUserToken",
    sendDeviceToken: "Send sendDeviceToken",
    redirection: "Send redirection",
    path: "Path",
    userUid: "User uid",
    signOut: "Sign out",
  },
  ar: {
    appName: "دكان — مستلزمات التغليف والضيافة",
    shortName: "دكان",
    offlineTitle: "أنت غير متصل بالإنترنت",
    sendUserToken: "إرسال sendUserToken",
    sendDeviceToken: "إرسال sendDeviceToken",
    redirection: "إرسال redirection",
    path: "المسار",
    userUid: "معرّف المستخدم",
    signOut: "تسجيل الخروج",
  },
} as const;

/** The service worker controls the page (after its first activation claims it). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** The harness's frame: the shop page as the app's web view holds it. */
function shopFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error("the harness has no shop frame");
  return frame;
}

/** The next answer of the storefront's app-bridge action. */
const bridgeAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/app-bridge") && response.request().method() === "POST");

async function signedInHarness(context: BrowserContext, language: "en" | "ar") {
  const customer = await registerThroughApi(api, shop, language === "en" ? "Bridge" : "Jisr");
  const page = await context.newPage();
  await signInThroughPage(page, shop, language, customer.email);
  await page.goto(`${shop}/${language}/dev/app-bridge?page=/${language}/`);
  await hydrated(page);
  return { page, email: customer.email };
}

describe.each(["en", "ar"] as const)("app bridge and push (%s)", (language) => {
  const words = WORDS[language];

  it("the harness plays the app: getUserToken on load, sendUserToken stored, redirection to own paths only, sign-out hands over the uid", async ({
    browser,
  }) => {
    const context = await newContext(browser, language === "en" ? DESKTOP : PHONE, { serviceWorkers: "allow" });
    const { page, email } = await signedInHarness(context, language);
    const received = page.getByTestId("bridge-received");

    // On load with a signed-in profile the page asks the app for the user token.
    await expect.poll(() => received.textContent()).toContain(`"type":"getUserToken"`);
    expect(await received.textContent()).toContain(`"userUid":"${email}"`);
    await expect.poll(() => page.getByLabel(words.userUid).inputValue()).toBe(email);

    // sendUserToken: the storefront registers the device for the customer at the API.
    const stored = bridgeAnswer(page);
    await page.getByRole("button", { name: words.sendUserToken }).click();
    expect((await stored).status()).toBe(204);

    // A token for someone else is not stored.
    await page.getByLabel(words.userUid).fill("someone.else@example.ae");
    const refused = bridgeAnswer(page);
    await page.getByRole("button", { name: words.sendUserToken }).click();
    expect((await refused).status()).toBe(409);
    await page.getByLabel(words.userUid).fill(email);

    // redirection: another site is ignored; a path of the shop opens in the web view.
    await page.getByLabel(words.path).fill("https://evil.example/phish");
    await page.getByRole("button", { name: words.redirection }).click();
    await page.getByLabel(words.path).fill(`//evil.example/${language}/cart`);
    await page.getByRole("button", { name: words.redirection }).click();
    await page.getByLabel(words.path).fill(`/${language}/cart`);
    await page.getByRole("button", { name: words.redirection }).click();
    await expect.poll(() => new URL(shopFrame(page).url()).pathname).toBe(`/${language}/cart`);

    // Signing out in the web view hands the uid to the app, which then deactivates its device token.
    const frame = shopFrame(page);
    await frame.goto(`${shop}/${language}/logout`);
    await frame.locator("main form button[type=submit]").click();
    await expect.poll(() => received.textContent()).toContain(`{"type":"logout","userUid":"${email}"}`);
    await expect.poll(() => new URL(shopFrame(page).url()).pathname).toBe(`/${language}/login`);
    await expect
      .poll(() => shopFrame(page).evaluate(() => document.documentElement.dataset.hydrated ?? ""))
      .toBe("true");
    const deactivated = bridgeAnswer(page);
    await page.getByRole("button", { name: words.sendDeviceToken }).click();
    expect((await deactivated).status()).toBe(204);
  });

  it("the installable shop: manifest, service worker, offline page; a push shows its notification", async ({
    browser,
  }) => {
    const manifest = (await (await fetch(`${shop}/${language}/manifest.webmanifest`)).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: words.appName,
      short_name: words.shortName,
      lang: language,
      dir: language === "ar" ? "rtl" : "ltr",
      start_url: `/${language}/`,
      display: "standalone",
      theme_color: "#1b5c55",
    });
    expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );

    const context = await newContext(browser, language === "en" ? PHONE : DESKTOP, { serviceWorkers: "allow" });
    await context.grantPermissions(["notifications"], { origin: shop });
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    await hydrated(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe(`/${language}/manifest.webmanifest`);
    await controlledByServiceWorker(page);

    // Only the offline pages and icons are kept as pages: never the home page, the cart or an account page.
    const cachedPages = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.map((url) => new URL(url).pathname).filter((path) => !path.startsWith("/assets/"));
    });
    expect(cachedPages.sort()).toEqual(
      ["/ar/offline", "/en/offline", "/favicon.svg", "/images/app/icon-192.png", "/images/app/icon-512.png"].sort(),
    );

    // A push message delivered to the service worker (as the push service would) shows the notification.
    const cdp = await context.newCDPSession(page);
    const link = `${shop}/${language}/my-account/orders`;
    const message = { title: `Order 00000042 (${language})`, body: "On its way", url: link };
    await deliverPush(cdp, await registrationId(cdp), page, message);
    await expect.poll(() => shownNotifications(page)).toEqual([message]);

    // Offline: a page the shopper opens answers with the offline page of its language.
    await context.setOffline(true);
    await page.goto(`${shop}/${language}/cart`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: words.offlineTitle }).isVisible()).toBe(true);
    await context.setOffline(false);
  });
});
