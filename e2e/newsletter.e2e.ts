/**
 * The newsletter boxes (spec §5 newsletter rule) in a real browser, in English and Arabic: the footer box
 * sends nothing and says nothing for a wrongly typed address and thanks the shopper for a good one; the
 * header box (desktop) names the format error; without scripts the footer box still subscribes.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { messages } from "@dukkan/i18n";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");

const emailText = (language: "en" | "ar") =>
  (messages[language] as unknown as { email: { formatError: string; subscribeSuccess: string } }).email;

/** The boxes' scripts have taken over: the no-script return address is gone. */
const boxesHydrated = async (page: Page) => {
  await hydrated(page);
  await expect.poll(() => page.locator('[data-testid^="newsletter-"] input[name="redirectTo"]').count()).toBe(0);
};

/** Counts the subscribe posts the page sends (a script's fetcher posts to the route's `.data` URL). */
function countSubscribePosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/newsletter(?:\.data)?$/.test(new URL(request.url()).pathname))
      posts.push(request.url());
  });
  return posts;
}

describe.each(["en", "ar"] as const)("newsletter in %s", (language) => {
  const text = emailText(language);

  it("subscribes from the footer, sending nothing for a wrongly typed address", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const posts = countSubscribePosts(page);
    await page.goto(`${shop}/${language}/`);
    await boxesHydrated(page);
    const footer = page.locator('footer [data-testid="newsletter-footer"]');
    const email = footer.locator('input[name="email"]');
    const message = footer.getByRole("status");

    // The header box is for wider screens: phones subscribe in the footer.
    expect(await page.locator('[data-testid="newsletter-header"]').isVisible()).toBe(false);

    await email.fill("shopper@example");
    await footer.getByRole("button").click();
    expect(await message.innerText()).toBe("");
    expect(await email.inputValue()).toBe("shopper@example");

    // A click posts at once: the single post counted after the good address proves the bad one sent nothing.
    await email.fill(`footer-${language}@example.ae`);
    await footer.getByRole("button").click();
    await expect.poll(() => message.innerText()).toBe(text.subscribeSuccess);
    expect(posts).toHaveLength(1);
    expect(await email.inputValue()).toBe("");
    expect(problems).toEqual([]);
  });

  it("names the format error in the header box on desktop", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const posts = countSubscribePosts(page);
    await page.goto(`${shop}/${language}/`);
    await boxesHydrated(page);
    await page
      .locator("header details summary")
      .filter({ hasText: /Newsletter|النشرة/ })
      .click();
    const box = page.locator('[data-testid="newsletter-header"]');
    await box.locator('input[name="email"]').fill("not an address");
    await box.getByRole("button").click();
    await expect.poll(() => box.getByRole("status").innerText()).toBe(text.formatError);
    expect(await box.locator('input[name="email"]').getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await box.isVisible()).toBe(false);
  });
});

describe("newsletter without JavaScript", () => {
  it("the footer box posts to the newsletter page, which thanks the shopper and leads back", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/ar/category/cups-and-lids`);
    const footer = page.locator('footer [data-testid="newsletter-footer"]');
    await footer.locator('input[name="email"]').fill("no-script@example.ae");
    await footer.getByRole("button").click();
    await page.waitForURL(/\/ar\/newsletter$/);
    expect(await page.locator('main [data-testid="newsletter-page"]').getByRole("status").innerText()).toBe(
      emailText("ar").subscribeSuccess,
    );
    expect(await page.getByRole("link", { name: "متابعة التسوق", exact: true }).getAttribute("href")).toBe(
      "/ar/category/cups-and-lids",
    );
  });
});
