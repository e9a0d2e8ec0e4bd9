/**
 * The back office's layout screen (issue 19, decision 0074), English on a desktop and Arabic on a phone: a
 * merchandiser moves a product page tab, takes the pictures out of the product's summary, gives the specifications
 * tab a new Arabic heading, and shoppers see the product page change; the pictures are put back from the screen.
 * Add to cart cannot be taken out (the screen says it stays). Whatever a run changed is put back as seeded through the
 * staff API, so the other browser tests see the shop's own product page. It changes the product page every shopper
 * sees, so it runs with the serial files, apart from cms-layout.e2e.ts, which lays the same page out.
 */
import { afterAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { openProduct, restoreProductLayout, staffCall } from "./product-layout-support.js";

/** A seeded product with a description, specifications, usage and reviews. */

const WORDS = {
  en: {
    contentMenu: "Content",
    layoutTab: "Layout",
    saved: "Saved. Shoppers see the change on their next page.",
    moveUpReviews: "Move up: Reviews",
    takeOutPictures: "Take out: Pictures",
    takeOutAddToCart: "Take out: Delivery and add to cart",
    stays: "Stays: shoppers need it",
    editSpecs: "Edit texts: Specifications",
    arabicHeading: "Tab heading (Arabic)",
    saveTexts: "Save the texts",
    back: "Back to the layout",
    putBackLabel: "Part to put back",
    putBack: "Put back",
    pictures: "Pictures",
    tabs: ["Description", "Specifications", "Reviews", "How to use"],
  },
  ar: {
    contentMenu: "المحتوى",
    layoutTab: "التخطيط",
    saved: "تم الحفظ. يرى المتسوقون التغيير في صفحتهم التالية.",
    moveUpReviews: "انقل لأعلى: المراجعات",
    takeOutPictures: "أزِل: الصور",
    takeOutAddToCart: "أزِل: التوصيل والإضافة إلى السلة",
    stays: "يبقى: يحتاجه المتسوقون",
    editSpecs: "عدّل النصوص: المواصفات",
    arabicHeading: "عنوان علامة التبويب (العربية)",
    saveTexts: "احفظ النصوص",
    back: "العودة إلى التخطيط",
    putBackLabel: "الجزء المراد إعادته",
    putBack: "أعِد",
    pictures: "الصور",
    tabs: ["الوصف", "المواصفات", "المراجعات", "طريقة الاستخدام"],
  },
} as const;

const SEEDED_SPECS_TITLE = { en: "Specifications", ar: "المواصفات" };

/** The product page as seeded: its summary's parts, its tabs and the specifications tab's heading. */
async function restoreProductPage(): Promise<void> {
  await restoreProductLayout();
  await staffCall("PATCH", "/cms/components/ProductSpecsTab", { properties: { title: SEEDED_SPECS_TITLE } });
}
afterAll(restoreProductPage);

const listRows = (page: Page, key: string) =>
  page.locator(`[data-testid="layout-${key}"] tbody tr td:nth-child(2)`).allTextContents();

/** The product page's tab ids and headings, read again until they are `expected` (content reaches it within a second). */
async function productTabsOf(shopper: Page, language: "en" | "ar") {
  await openProduct(shopper, language);
  const details = shopper.locator('main details[name="product-information"]');
  return {
    ids: await details.evaluateAll((tabs) => tabs.map((tab) => tab.id)),
    headings: await details
      .locator("> summary")
      .evaluateAll((summaries) => summaries.map((summary) => summary.textContent?.trim() ?? "")),
    gallery: await shopper.locator('main [data-testid="product-summary"] #gallery').count(),
  };
}

describe("back office layout", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `a merchandiser moves a tab, takes the pictures out, renames a tab in Arabic; shoppers see it (${language})`,
      { timeout: 240_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const arabicHeading = `المواصفات الفنية ${Date.now().toString(36)}`;
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        try {
          await signInToBackoffice(page, language, `layout-${language}`);
          await page.getByRole("link", { name: words.contentMenu, exact: true }).click();
          await page.getByRole("link", { name: words.layoutTab, exact: true }).click();
          await page.waitForURL(`${backoffice}/${language}/content/layout`);
          await hydrated(page);

          // The tabs in the seeded order; Reviews moves up above How to use.
          await expect
            .poll(() => listRows(page, "productTabs"))
            .toEqual([words.tabs[0], words.tabs[1], words.tabs[3], words.tabs[2]]);
          await page.getByRole("button", { name: words.moveUpReviews }).click();
          await expect.poll(() => listRows(page, "productTabs")).toEqual([...words.tabs]);

          // Add to cart stays (no way to take it out); the pictures come out.
          const summary = page.getByTestId("layout-productSummary");
          expect(await summary.getByText(words.stays).count()).toBe(2);
          expect(await page.getByRole("button", { name: words.takeOutAddToCart }).count()).toBe(0);
          await page.getByRole("button", { name: words.takeOutPictures }).click();
          await expect.poll(async () => (await listRows(page, "productSummary")).includes(words.pictures)).toBe(false);
          expect(await summary.getByText(words.saved).count()).toBe(1);

          // The specifications tab's Arabic heading, beside its English one.
          await page.getByRole("link", { name: words.editSpecs }).click();
          await page.waitForURL(`${backoffice}/${language}/content/layout/components/ProductSpecsTab`);
          await hydrated(page);
          await page.getByLabel(words.arabicHeading, { exact: true }).fill(arabicHeading);
          await page.getByRole("button", { name: words.saveTexts }).click();
          await page.getByText(words.saved).waitFor();
          // The form starts again from what was stored.
          await expect
            .poll(() => page.getByLabel(words.arabicHeading, { exact: true }).inputValue())
            .toBe(arabicHeading);

          // Shoppers: the reviews before how to use, no pictures, and the Arabic shop's new heading.
          const shopper = await context.newPage();
          await expect
            .poll(() => productTabsOf(shopper, language), { timeout: 20_000 })
            .toEqual({
              ids: ["description", "specs", "reviews", "usage"],
              headings: language === "ar" ? [words.tabs[0], arabicHeading, words.tabs[2], words.tabs[3]] : words.tabs,
              gallery: 0,
            });
          if (language === "en") {
            expect((await productTabsOf(shopper, "ar")).headings[1]).toBe(arabicHeading);
          }

          // The pictures are put back from the screen, and the product page shows them again.
          await page.getByRole("link", { name: words.back }).click();
          await page.waitForURL(`${backoffice}/${language}/content/layout`);
          await hydrated(page);
          await summary.getByLabel(words.putBackLabel).selectOption({ label: words.pictures });
          await summary.getByRole("button", { name: words.putBack, exact: true }).click();
          await expect.poll(async () => (await listRows(page, "productSummary")).at(-1)).toBe(words.pictures);
          await expect.poll(async () => (await productTabsOf(shopper, language)).gallery, { timeout: 20_000 }).toBe(1);
          expect(problems).toEqual([]);
        } finally {
          await restoreProductPage();
        }
      },
    );
  }
});
