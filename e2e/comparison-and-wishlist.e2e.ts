/**
 * Comparison and wishlist (shopping spec §2.4, §2.8, §2.10, §2.11, §4, §5, §6), in English and Arabic:
 * a shopper compares products from listing tiles (the 9th is refused), opens the header panel with the
 * keyboard and goes to the comparison page; a customer saves a product from its page, finds it on the
 * wishlist page and removes it; a guest's heart leads to the login page.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

const WORDS = {
  en: {
    search: "cup",
    compare: /^Compare /,
    icon: "Compare products",
    overMaximum: "You can compare up to 8 products.",
    panelTitle: "Products to compare",
    goToComparison: "Go to comparison page",
    continueShopping: "Continue shopping",
    priceRow: "Price",
    stockRow: "Availability",
    removeFromComparison: /^Remove .* from the comparison$/,
    empty: "There is nothing to compare yet.",
    addToWishlist: /^Add .* to your wishlist$/,
    removeFromWishlist: /^Remove .* from your wishlist$/,
    signInForWishlist: /^Sign in to save .* to your wishlist$/,
    wishlistTitle: "My wishlist",
    removeButton: "Remove",
    wishlistEmpty: "Your wishlist is empty.",
  },
  ar: {
    search: "كوب",
    compare: /^قارن /,
    icon: "مقارنة المنتجات",
    overMaximum: "يمكنك مقارنة 8 منتجات كحد أقصى.",
    panelTitle: "منتجات المقارنة",
    goToComparison: "الانتقال إلى صفحة المقارنة",
    continueShopping: "متابعة التسوق",
    priceRow: "السعر",
    stockRow: "التوفر",
    removeFromComparison: /^إزالة .* من المقارنة$/,
    empty: "لا توجد منتجات للمقارنة بعد.",
    addToWishlist: /^إضافة .* إلى قائمة أمنياتك$/,
    removeFromWishlist: /^إزالة .* من قائمة أمنياتك$/,
    signInForWishlist: /^سجّل الدخول لحفظ .* في قائمة أمنياتك$/,
    wishlistTitle: "قائمة أمنياتي",
    removeButton: "إزالة",
    wishlistEmpty: "قائمة أمنياتك فارغة.",
  },
} as const;

/** Clicks a wishlist control and waits for the server to answer it (the page changes optimistically first). */
async function clickAndWaitForWishlist(page: Page, click: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes("/wishlist/toggle") && response.request().method() === "POST",
  );
  await click();
  expect((await answered).status()).toBeLessThan(400);
}

/** The href of the first in-stock, non-kit product tile of a search, for the wishlist flows. */
async function firstProductPath(page: Page, language: "en" | "ar"): Promise<string> {
  await page.goto(`${shop}/${language}/search/${encodeURIComponent(WORDS[language].search)}`);
  const href = await page
    .locator('main article a[href*="/product/"]:not([aria-hidden="true"]):not([href*="/product/kit"])')
    .first()
    .getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

describe.each(["en", "ar"] as const)("comparison (%s)", (language) => {
  const words = WORDS[language];

  it("compares up to 8 products from tiles, opens the panel by keyboard and the comparison page", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/search/${encodeURIComponent(words.search)}?pageSize=50`);
    await hydrated(page);

    const toggles = page.locator("main article").getByRole("button", { name: words.compare });
    await expect.poll(() => toggles.count()).toBeGreaterThanOrEqual(9);
    for (let index = 0; index < 8; index += 1) {
      await toggles.nth(index).click();
      await expect.poll(() => toggles.nth(index).getAttribute("aria-pressed")).toBe("true");
    }
    const icon = page.locator("header").getByRole("button", { name: words.icon });
    await expect.poll(() => icon.innerText()).toBe("8");

    // The 9th is refused with comparison.overMaximum and stays unpressed.
    await toggles.nth(8).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: words.overMaximum }).count()).toBe(1);
    expect(await toggles.nth(8).getAttribute("aria-pressed")).toBe("false");
    expect(await icon.innerText()).toBe("8");

    // The 8th added is the first in the panel (newest first).
    const eighthName = (await toggles.nth(7).locator(".sr-only").innerText()).trim();

    // Enter opens the panel, Escape closes it, Space opens it again.
    await icon.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("header").locator(`[id="${await icon.getAttribute("aria-controls")}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await icon.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.getByRole("heading", { name: words.panelTitle }).count()).toBe(1);
    expect(await panel.getByRole("listitem").count()).toBe(8);
    expect(await panel.getByRole("listitem").first().innerText()).toContain(eighthName);
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await icon.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => panel.isVisible()).toBe(true);

    // Removing from the panel updates the list and the badge.
    await panel.getByRole("button", { name: words.removeFromComparison }).last().click();
    await expect.poll(() => icon.innerText()).toBe("7");
    expect(await panel.getByRole("listitem").count()).toBe(7);
    expect(await panel.getByRole("button", { name: words.continueShopping }).count()).toBe(1);

    await panel.getByRole("link", { name: words.goToComparison }).click();
    await page.waitForURL(new RegExp(`/${language}/comparison/[^/]+$`));
    const codes = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!).split(",");
    expect(codes).toHaveLength(7);

    const table = page.getByRole("table");
    await expect.poll(() => table.getByRole("columnheader").count()).toBe(8); // the label column and 7 products
    expect(await table.getByRole("rowheader", { name: words.priceRow, exact: true }).count()).toBe(1);
    const stockRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: words.stockRow }) });
    expect(await stockRow.getByRole("cell").count()).toBe(7);
    // Prices are formatted values in AED.
    const priceRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: words.priceRow }) });
    expect(await priceRow.getByRole("cell").first().innerText()).toMatch(language === "en" ? /AED/ : /د\.إ/);

    // All rows scroll sideways together.
    const rows = table.locator("[data-comparison-row]");
    await rows.nth(2).evaluate(
      (row, offset) => {
        row.scrollLeft = offset;
        row.dispatchEvent(new Event("scroll"));
      },
      language === "ar" ? -200 : 200,
    );
    await expect
      .poll(() => rows.evaluateAll((all) => new Set(all.map((row) => Math.round(row.scrollLeft))).size))
      .toBe(1);
    expect(await rows.first().evaluate((row) => Math.abs(row.scrollLeft))).toBeGreaterThan(0);

    // Removing a product from the page drops its column and the header's count.
    await table.getByRole("link", { name: words.removeFromComparison }).first().click();
    await expect.poll(() => table.getByRole("columnheader").count()).toBe(7);
    await expect.poll(() => icon.innerText()).toBe("6");

    // No codes: the empty state.
    await page.goto(`${shop}/${language}/comparison`);
    expect(await page.getByText(words.empty).count()).toBe(1);
    expect(problems.filter((problem) => !problem.startsWith("failed "))).toEqual([]);
  });
});

describe.each(["en", "ar"] as const)("wishlist (%s)", (language) => {
  const words = WORDS[language];

  it("saves a product from its page, lists it on the wishlist page and removes it", async ({ browser }) => {
    const email = (await registerThroughApi(api, shop, "Layla")).email;
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, language, email);

    const productPath = await firstProductPath(page, language);
    await page.goto(`${shop}${productPath}`);
    await hydrated(page);
    const name = (await page.locator("main h1").first().innerText()).trim();
    await clickAndWaitForWishlist(page, () =>
      page.locator("main").getByRole("button", { name: words.addToWishlist }).first().click(),
    );
    await expect
      .poll(() => page.locator("main").getByRole("button", { name: words.removeFromWishlist }).count())
      .toBeGreaterThan(0);

    await page.goto(`${shop}/${language}/my-account/wishlist`);
    expect(await page.getByRole("heading", { level: 1, name: words.wishlistTitle }).count()).toBe(1);
    const rows = page
      .locator("main li")
      .filter({ has: page.getByRole("button", { name: words.removeButton, exact: true }) });
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(name.split("\n")[0]!.slice(0, 8));
    await hydrated(page);
    await clickAndWaitForWishlist(page, () =>
      rows.first().getByRole("button", { name: words.removeButton, exact: true }).click(),
    );
    await expect.poll(() => page.getByText(words.wishlistEmpty).count()).toBe(1);

    // Reloaded from the server: still empty.
    await page.reload();
    expect(await page.getByText(words.wishlistEmpty).count()).toBe(1);
    // Leaving a page aborts its pending image and route-manifest requests; only answers that failed count.
    expect(problems.filter((problem) => !problem.startsWith("failed "))).toEqual([]);
  });

  it("sends a guest's heart to the login page", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const productPath = await firstProductPath(page, language);
    await page.goto(`${shop}${productPath}`);
    await page.locator("main").getByRole("link", { name: words.signInForWishlist }).first().click();
    await page.waitForURL(new RegExp(`/${language}/login$`));
    // The wishlist page itself also sends guests to login.
    await page.goto(`${shop}/${language}/my-account/wishlist`);
    await page.waitForURL(new RegExp(`/${language}/login$`));
  });
});

describe("wishlist without JavaScript", () => {
  it("toggles a product with a plain form post and comes back to the page", async ({ browser }) => {
    const email = (await registerThroughApi(api, shop, "Layla")).email;
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInThroughPage(page, shop, "en", email);
    const productPath = await firstProductPath(page, "en");
    await page.goto(`${shop}${productPath}`);
    await page.locator("main").getByRole("button", { name: WORDS.en.addToWishlist }).first().click();
    await page.waitForURL(`${shop}${productPath}`);
    expect(await page.locator("main").getByRole("button", { name: WORDS.en.removeFromWishlist }).count()).toBe(1);
    await page.goto(`${shop}/en/my-account/wishlist`);
    await page.getByRole("button", { name: WORDS.en.removeButton, exact: true }).click();
    await page.waitForURL(`${shop}/en/my-account/wishlist`);
    expect(await page.getByText(WORDS.en.wishlistEmpty).count()).toBe(1);
  });
});
