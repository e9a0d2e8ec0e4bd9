/**
 * The back office's content screens (issue 19 screen 8, decision 0075), English on a desktop and Arabic on a phone:
 * - staff edit a home page banner and shoppers see it on the storefront's home page;
 * - staff make a content page a draft (the demo shop's one seeded draft belongs to the preview test), edit its
 *   title and text (a script typed into the text is removed), open its preview in a new tab, then publish it and
 *   shoppers see it live.
 * Each language edits its own banner and page, so the two runs and the other browser tests do not meet.
 */
import { describe, expect, inject } from "vitest";
import { messages } from "@dukkan/i18n";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    contentMenu: "Content",
    homeTab: "Home page",
    pagesTab: "Content pages",
    headline: "Headline (English)",
    saveBanner: "Save the banner",
    saved: "Saved. Shoppers see the change on their next page.",
    search: "Search id, path or title",
    apply: "Apply",
    makeDraft: "Make it a draft again",
    draftNow: "The page is a draft again. Shoppers no longer see it.",
    title: "Title (English)",
    text: "Text (HTML) (English)",
    saveTexts: "Save the texts",
    preview: "Preview in English",
    publish: "Publish",
    publishedNow: "The page is published. Shoppers see it now.",
  },
  ar: {
    contentMenu: "المحتوى",
    homeTab: "الصفحة الرئيسية",
    pagesTab: "صفحات المحتوى",
    headline: "العنوان الرئيسي (العربية)",
    saveBanner: "احفظ اللافتة",
    saved: "تم الحفظ. يرى المتسوقون التغيير في صفحتهم التالية.",
    search: "ابحث بالمعرّف أو المسار أو العنوان",
    apply: "تطبيق",
    makeDraft: "أعدها مسودة",
    draftNow: "عادت الصفحة مسودة. لم يعد المتسوقون يرونها.",
    title: "العنوان (العربية)",
    text: "النص (HTML) (العربية)",
    saveTexts: "احفظ النصوص",
    preview: "معاينة بالعربية",
    publish: "انشر",
    publishedNow: "نُشرت الصفحة. يراها المتسوقون الآن.",
  },
} as const;

/** The banner and content page each language edits (demo shop uids; no other browser test reads them). */
const EDITED = {
  en: { banner: "HomeBannerCelebrations", pageId: "privacy", path: "privacy" },
  ar: { banner: "HomeBannerEco", pageId: "refundReturn", path: "refundReturn" },
} as const;

const previewNotice = (language: "en" | "ar") =>
  (messages[language] as unknown as { contentPreview: Record<string, string> }).contentPreview.banner!;

describe("back office content", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `staff edit a home banner and a draft page, preview it and publish it; shoppers see both (${language})`,
      { timeout: 240_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const edited = EDITED[language];
        const stamp = Date.now().toString(36);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInToBackoffice(page, language, `content-${language}`);

        // The home page's banners: open the one to edit from the banners' grid and change its headline.
        await page.getByRole("link", { name: words.contentMenu, exact: true }).click();
        await page.getByRole("link", { name: words.homeTab, exact: true }).click();
        await page.waitForURL(`${backoffice}/${language}/content/home`);
        await page.locator(`a[href="/${language}/content/banners/${edited.banner}"]`).click();
        await page.waitForURL(`${backoffice}/${language}/content/banners/${edited.banner}`);
        await hydrated(page);
        const headline = language === "en" ? `Spring party kits ${stamp}` : `مستلزمات حفلات الربيع ${stamp}`;
        await page.getByLabel(words.headline, { exact: true }).fill(headline);
        await page.getByRole("button", { name: words.saveBanner }).click();
        await page.getByText(words.saved).waitFor();

        // Shoppers get the new headline on the home page (API processes drop their content within a second).
        const shopper = await context.newPage();
        await expect
          .poll(
            async () => {
              await shopper.goto(`${shop}/${language}/`);
              return shopper.getByRole("heading", { level: 2, name: headline }).count();
            },
            { timeout: 20_000 },
          )
          .toBe(1);
        expect(await page.getByLabel(words.headline, { exact: true }).inputValue()).toBe(headline);

        // The content page: found by the list's search (kept in the URL), made a draft: shoppers lose it.
        await page.getByRole("link", { name: words.pagesTab, exact: true }).click();
        await page.getByLabel(words.search).fill(edited.pageId);
        await page.getByRole("button", { name: words.apply }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === edited.pageId);
        await page.locator(`a[href="/${language}/content/pages/${edited.pageId}"]`).click();
        await page.waitForURL(`${backoffice}/${language}/content/pages/${edited.pageId}`);
        await hydrated(page);
        await page.getByRole("button", { name: words.makeDraft }).click();
        await page.getByText(words.draftNow).waitFor();
        await expect
          .poll(
            async () => {
              await shopper.goto(`${shop}/${language}/${edited.path}`);
              return new URL(shopper.url()).pathname;
            },
            { timeout: 20_000 },
          )
          .toBe(`/${language}/404-error`);

        // Its title and first text in the page's language; a script typed into the text does not survive.
        const title = language === "en" ? `Privacy at Dukkan ${stamp}` : `سياسة الإرجاع في دكان ${stamp}`;
        const words2 = language === "en" ? `What we keep ${stamp}` : `ما نحتفظ به ${stamp}`;
        await page.getByLabel(words.title, { exact: true }).fill(title);
        await page
          .getByLabel(words.text, { exact: true })
          .first()
          .fill(`<h2>${words2}</h2><p>Only what an order needs.</p><script>window.stolen = true</script>`);
        await page.getByRole("button", { name: words.saveTexts }).click();
        await page.getByText(words.saved).waitFor();
        // The form then shows what was stored (the page's data read again after the save): the script is gone.
        await expect
          .poll(() => page.getByLabel(words.text, { exact: true }).first().inputValue())
          .toBe(`<h2>${words2}</h2><p>Only what an order needs.</p>`);

        // 'Preview' opens the storefront's signed preview of the draft in a new tab.
        const [preview] = await Promise.all([
          context.waitForEvent("page"),
          page.getByRole("link", { name: words.preview }).click(),
        ]);
        await preview.waitForLoadState();
        expect(new URL(preview.url()).pathname).toBe(`/${language}/cx-preview`);
        await preview.getByRole("heading", { level: 1, name: title }).waitFor();
        expect(await preview.getByRole("heading", { level: 2, name: words2 }).isVisible()).toBe(true);
        expect(
          await preview
            .getByRole("status")
            .filter({ hasText: previewNotice(language) })
            .isVisible(),
        ).toBe(true);
        expect(await preview.evaluate(() => "stolen" in window)).toBe(false);
        await preview.close();
        await shopper.goto(`${shop}/${language}/${edited.path}`);
        expect(new URL(shopper.url()).pathname).toBe(`/${language}/404-error`);

        // Published: shoppers see the new title and text at the page's own address.
        await page.getByRole("button", { name: words.publish, exact: true }).click();
        await page.getByText(words.publishedNow).waitFor();
        await expect
          .poll(
            async () => {
              await shopper.goto(`${shop}/${language}/${edited.path}`);
              return shopper.getByRole("heading", { level: 1, name: title }).count();
            },
            { timeout: 20_000 },
          )
          .toBe(1);
        expect(await shopper.getByRole("heading", { level: 2, name: words2 }).isVisible()).toBe(true);

        expect(problems).toEqual([]);
        await context.close();
      },
    );
  }
});
