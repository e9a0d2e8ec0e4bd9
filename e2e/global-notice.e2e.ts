/**
 * Global notices (shopping spec §8 display times): an information notice (a guest opening the order confirmation
 * without an order is sent home with one) goes after 7 s; it waits while the pointer rests on it or focus is in
 * it, and closing it from the keyboard leaves focus at the start of the main content. Time is Playwright's clock.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, hydrated, it, PHONE } from "./browser.js";

const shop = inject("storefrontUrl");

const WORDS = {
  en: { noOrder: "There is no recently placed order to show.", close: "Close message" },
  ar: { noOrder: "لا يوجد طلب حديث لعرضه.", close: "إغلاق الرسالة" },
} as const;

async function openWithNotice(page: Page, language: "en" | "ar") {
  await page.goto(`${shop}/${language}/order-confirmation`);
  await page.waitForURL(`**/${language}/`);
  await hydrated(page);
  const notice = page.getByTestId("global-notice");
  expect(await notice.innerText()).toBe(WORDS[language].noOrder);
  // A status region: screen readers read it without moving focus.
  expect(await notice.getAttribute("role")).toBe("status");
  return notice;
}

describe.each([
  { language: "en" as const, viewport: DESKTOP },
  { language: "ar" as const, viewport: PHONE },
])("global notice ($language)", ({ language, viewport }) => {
  it("goes after 7 seconds (information)", async ({ browser }) => {
    const context = await browser.newContext({ viewport, locale: "en-AE" });
    await context.clock.install();
    const page = await context.newPage();
    const notice = await openWithNotice(page, language);
    // The time it is given (the page's clock also runs on by itself while a loaded machine renders).
    expect(await notice.getAttribute("data-display-ms")).toBe("7000");
    await page.clock.fastForward(7_500);
    await expect.poll(() => notice.count()).toBe(0);
  });
});

describe("global notice held by the shopper", () => {
  it("waits while the pointer is on it, then runs its full time again", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE" });
    await context.clock.install();
    const page = await context.newPage();
    const notice = await openWithNotice(page, "en");
    await notice.hover();
    await page.clock.fastForward(20_000);
    expect(await notice.count()).toBe(1);
    await page.mouse.move(5, 5);
    await page.clock.fastForward(5_000);
    expect(await notice.count()).toBe(1);
    await page.clock.fastForward(2_500);
    await expect.poll(() => notice.count()).toBe(0);
  });

  it("waits while focus is in it; closed from the keyboard, focus goes on from the main content", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE" });
    await context.clock.install();
    const page = await context.newPage();
    const notice = await openWithNotice(page, "en");
    await notice.getByRole("button", { name: WORDS.en.close }).focus();
    await page.clock.fastForward(20_000);
    expect(await notice.count()).toBe(1);
    await page.keyboard.press("Enter");
    await expect.poll(() => notice.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });
});
