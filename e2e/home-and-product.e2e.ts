/**
 * The foundation's browser path: a shopper opens the home page in English and in Arabic, sees the
 * CMS-driven content, and follows a product tile to its product page.
 */
import { describe, expect, inject } from "vitest";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");

describe("the shop's front door", () => {
  it("sends / to the English home page with a 302", async () => {
    const response = await fetch(`${shop}/`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "", shop).pathname).toBe("/en/");
  });

  for (const [language, direction] of [
    ["en", "ltr"],
    ["ar", "rtl"],
  ] as const) {
    it(`renders the ${language} home page (${direction}) and follows a product tile to its page`, async ({
      browser,
    }) => {
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);

      const response = await page.goto(`${shop}/${language}/`);
      expect(response?.status()).toBe(200);
      const html = page.locator("html");
      await expect.poll(() => html.getAttribute("lang")).toBe(language);
      expect(await html.getAttribute("dir")).toBe(direction);

      // Landmarks and SEO links a search engine and a screen reader rely on.
      await expect.poll(() => page.locator("header").count()).toBeGreaterThan(0);
      expect(await page.locator("main").count()).toBe(1);
      expect(await page.locator("footer").count()).toBeGreaterThan(0);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(new RegExp(`^https://[^/]+/${language}/?$`));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")).sort());
      expect(alternates).toEqual(["ar-ae", "en-ae", "x-default"]);

      // The home page is CMS content with product tiles carrying prices in AED.
      const tileLink = page.locator('main article a[href*="/product/"]:not([aria-hidden="true"])').first();
      await tileLink.waitFor();
      const tileText = (await page.locator("main article").first().innerText()).replace(/\s+/g, " ");
      expect(tileText).toMatch(language === "en" ? /AED/ : /د\.إ/);
      const productName = (await tileLink.locator("span").first().innerText()).trim();
      expect(productName.length).toBeGreaterThan(2);

      await tileLink.click();
      await page.waitForURL(new RegExp(`/${language}/product/`));
      const heading = page.locator("main h1");
      await expect.poll(async () => (await heading.innerText()).trim()).toBe(productName);
      expect(await page.locator("html").getAttribute("dir")).toBe(direction);
      // Hydrated: React Router took over navigation, and nothing the page needs failed to load.
      await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  it("leads from a banner's 'Shop now' to the product it advertises", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/en/`);
    const shopNow = page.getByRole("link", { name: "Shop now" }).first();
    await shopNow.click();
    await page.waitForURL(/\/en\/product\/kit~/);
    await expect.poll(async () => (await page.locator("main h1").innerText()).trim().length).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });

  it("switches language with the header's selector, keeping the page", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/en/aboutus`);
    const toArabic = page.locator('header a[hreflang="ar"], header a[href^="/ar/"][lang="ar"]').first();
    await toArabic.click();
    await page.waitForURL(/\/ar\/aboutus$/);
    // Client-side navigation: the URL changes first, then React commits the Arabic document.
    await expect.poll(() => page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    expect(problems).toEqual([]);
  });

  it("does not report a request the page cancelled itself as a script error; any other failure still is", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/en/`);
    await hydrated(page);
    const problems = watchForBreakage(page, shop);
    // What React Router leaves behind when a navigation is overtaken mid-answer: a rejected, unhandled abort.
    await page.evaluate(() => {
      const cancelled = new AbortController();
      cancelled.abort();
      void Promise.reject(cancelled.signal.reason);
      void Promise.reject(new Error("a real failure"));
    });
    await expect.poll(() => problems).toEqual(["script error: a real failure"]);
  });

  it("answers 404 with the not-found page for an unknown content page", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const response = await page.goto(`${shop}/en/no-such-page-here`);
    expect(page.url()).toMatch(/\/en\/404-error$/);
    expect(response?.status()).toBe(404);
    expect(await page.locator("main a[href='/en/'], main a[href='/en']").count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
