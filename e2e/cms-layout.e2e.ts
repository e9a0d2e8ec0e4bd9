/**
 * The shop laid out from its CMS (decision 0074), in English on a desktop and Arabic on a phone: the header's icons
 * as the seeded HeaderIconsComponent lists them; the product page as its seeded ProductDetailsPage template draws
 * it, changed by staff through the CMS API (parts and tabs taken out and moved, a tab holding the order history
 * headed 'order history', spec §2.15) and put back; the site position (spec §2.3, §3) kept in local storage and
 * followed after signing in.
 */
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { PASSWORD, registerThroughApi } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { openProduct, restoreProductLayout, setSummary, setTabs } from "./product-layout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const SITE_POSITION_KEY = "dukkan.sitePosition";

const WORDS = {
  en: {
    signIn: "Sign in / Register",
    cart: "Cart",
    compare: "Compare products",
    tabs: ["Description", "Specifications", "How to use", "Reviews"],
    orderHistory: "Order history",
    signInForOrders: "Sign in to see your orders",
    addToCart: "Add to cart",
  },
  ar: {
    signIn: "تسجيل الدخول / إنشاء حساب",
    cart: "السلة",
    compare: "مقارنة المنتجات",
    tabs: ["الوصف", "المواصفات", "طريقة الاستخدام", "المراجعات"],
    orderHistory: "سجل الطلبات",
    signInForOrders: "سجّل الدخول لتطّلع على طلباتك",
    addToCart: "أضف إلى السلة",
  },
} as const;

const tabIds = (page: Page) =>
  page.locator('main details[name="product-information"]').evaluateAll((tabs) => tabs.map((tab) => tab.id));
const tabHeadings = (page: Page) =>
  page
    .locator('main details[name="product-information"] > summary')
    .evaluateAll((summaries) => summaries.map((summary) => summary.textContent?.trim() ?? ""));

/** Reloads until the page shows the tabs `expected` (the API serves a staff change within a second). */
async function reloadUntilTabs(page: Page, expected: string[]): Promise<void> {
  await expect
    .poll(async () => {
      await page.reload();
      return tabIds(page);
    })
    .toEqual(expected);
}

/** Whether `first` comes before `second` in the page. */
async function precedes(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const one = document.querySelector(a!);
      const two = document.querySelector(b!);
      return Boolean(one && two && one.compareDocumentPosition(two) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [first, second],
  );
}

let email: string;

beforeAll(async () => {
  ({ email } = await registerThroughApi(api, shop, "Layla"));
});
// Whatever a failing test left, the shop's template is the seeded one again for the files after this one.
afterAll(restoreProductLayout);

describe.each([
  ["en", DESKTOP],
  ["ar", PHONE],
] as const)("the shop laid out from its CMS (%s)", (language, viewport) => {
  const words = WORDS[language];

  it("draws the header's icons the CMS lists, in its order and with its labels", async ({ browser }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/`);
    await hydrated(page);
    const icons = page.locator("header [data-header-icon]");
    expect(await icons.evaluateAll((items) => items.map((item) => item.getAttribute("data-header-icon")))).toEqual([
      "ComparisonIconLink",
      "WishlistIconLink",
      "LoginIconLink",
      "MiniCartIconLink",
      "LanguageComponent",
    ]);
    // Each icon with the CMS's label; the personal ones keep working (a guest has no wishlist icon).
    const header = page.locator("header");
    expect(
      await header.locator('[data-header-icon="ComparisonIconLink"] button').first().getAttribute("aria-label"),
    ).toBe(words.compare);
    expect(await header.locator('[data-header-icon="WishlistIconLink"] a').count()).toBe(0);
    const signIn = header.locator('[data-header-icon="LoginIconLink"] a');
    expect((await signIn.textContent())?.trim()).toBe(words.signIn);
    expect(new URL(await signIn.evaluate((anchor: HTMLAnchorElement) => anchor.href)).pathname).toBe(
      `/${language}/login`,
    );
    const miniCart = header.locator('[data-header-icon="MiniCartIconLink"] a');
    expect(await miniCart.textContent()).toContain(words.cart);
    expect(new URL(await miniCart.evaluate((anchor: HTMLAnchorElement) => anchor.href)).pathname).toBe(
      `/${language}/cart`,
    );
    const other = language === "en" ? "ar" : "en";
    expect(await header.locator(`[data-header-icon="LanguageComponent"] a[hreflang="${other}"]`).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  // Five template states, each waited for by reloading the page: more than the default time on a busy machine.
  it(
    "lays the product page out from its template: as seeded, as staff change it, and back",
    { timeout: 240_000 },
    async ({ browser }) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      try {
        await openProduct(page, language);
        // As seeded: the breadcrumb, the buy block (gallery, then intro, add to cart, summary), the four tabs.
        expect(await tabIds(page)).toEqual(["description", "specs", "usage", "reviews"]);
        expect(await tabHeadings(page)).toEqual(words.tabs);
        expect(await page.locator('main [data-testid="product-summary"] #gallery').count()).toBe(1);
        expect(await precedes(page, "main nav", '[data-testid="product-summary"]')).toBe(true);
        expect(await precedes(page, '[data-testid="product-summary"] h1', '[data-testid="product-summary"] form')).toBe(
          true,
        );
        expect(await precedes(page, '[data-testid="product-summary"]', 'details[name="product-information"]')).toBe(
          true,
        );

        // Staff take the pictures and the variants out, put the summary first and keep two tabs, reviews first.
        await setSummary(["ProductSummaryComponent", "ProductIntroComponent", "ProductAddToCartComponent"]);
        await setTabs("ProductReviewsTab ProductSpecsTab");
        await reloadUntilTabs(page, ["reviews", "specs"]);
        expect(await tabHeadings(page)).toEqual([words.tabs[3], words.tabs[1]]);
        expect(await page.locator("main #gallery").count()).toBe(0);
        expect(
          await precedes(page, '[data-testid="product-summary"] summary', '[data-testid="product-summary"] h1'),
        ).toBe(true);
        expect(await page.locator("main button", { hasText: words.addToCart }).count()).toBeGreaterThan(0);

        // A tab holding the account order-history component is headed 'order history' (spec §2.15).
        await setTabs("AccountOrderHistoryComponent ProductReviewsTab");
        await reloadUntilTabs(page, ["orderHistory", "reviews"]);
        expect(await tabHeadings(page)).toEqual([words.orderHistory, words.tabs[3]]);
        const orderHistory = page.locator("details#orderHistory");
        // The first tab opens first; an open section's attribute is "" (present), a closed one's null.
        if ((await orderHistory.getAttribute("open")) === null) await orderHistory.locator("summary").click();
        await orderHistory.getByRole("link", { name: words.signInForOrders }).click();
        await page.waitForURL(`${shop}/${language}/login`);
        await openProduct(page, language);
      } finally {
        await restoreProductLayout();
      }
      await reloadUntilTabs(page, ["description", "specs", "usage", "reviews"]);
      expect(await tabHeadings(page)).toEqual(words.tabs);
      expect(await page.locator('main [data-testid="product-summary"] #gallery').count()).toBe(1);
    },
  );

  it(
    "keeps the last page visited as the site position and comes back to it after signing in",
    { timeout: 180_000 },
    async ({ browser }) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const position = () => page.evaluate((key) => window.localStorage.getItem(key), SITE_POSITION_KEY);
      await openProduct(page, language);
      await hydrated(page);
      const productPath = new URL(page.url()).pathname;
      await expect.poll(position).toBe(productPath);

      // Moving on inside the shop (a client-side navigation) moves the position.
      await page.locator(`header a[href="/${language}/"]`).first().click();
      await page.waitForURL((url) => url.pathname !== productPath);
      const next = new URL(page.url());
      await expect.poll(position).toBe(`${next.pathname}${next.search}`);
      await openProduct(page, language);
      await hydrated(page);
      await expect.poll(position).toBe(productPath);

      // The sign-in page is no position: signing in there leads back to the product.
      await page.locator('header [data-header-icon="LoginIconLink"] a').click();
      await page.waitForURL(`${shop}/${language}/login`);
      await hydrated(page);
      expect(await position()).toBe(productPath);
      await expect.poll(() => page.locator('main input[name="sitePosition"]').inputValue()).toBe(productPath);
      await page.locator('main input[name="email"]').fill(email);
      await page.locator('main input[name="password"]').fill(PASSWORD);
      await page.locator('main form button[name="intent"][value="login"]').click();
      await page.waitForURL((url) => url.pathname === productPath);
      // Signed in: the account slot no longer offers to sign in.
      await expect
        .poll(() => page.locator('header [data-header-icon="LoginIconLink"] a[href$="/login"]').count())
        .toBe(0);
    },
  );
});
