/**
 * The back office's content screens create and delete (issue 19), English on a desktop and Arabic on a phone: an
 * invited merchandiser creates a content page (a taken address is refused on its input), publishes it and opens it
 * on the storefront, deletes it behind the confirmation dialog and the storefront answers 'not found'; then gives a
 * home banner a new picture (a web page named .png is refused on the file box) and the storefront's home page shows
 * it; adds a banner with its own picture, enables it for shoppers and deletes it. Runs in `browser-serial`, after
 * the other browser tests: the banners it pictures (demo uids, one per language) are the ones the content test
 * renames, no test reads a banner's picture, and no other test counts the home page's banners.
 */
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { backoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { invitedMerchandiser, signInWithRecoveryCode } from "./catalogue-support.js";

const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    contentMenu: "Content",
    newPage: "New page",
    slug: "Address",
    titleEn: "Title (English)",
    titleAr: "Title (Arabic)",
    textEn: "Text (HTML) (English)",
    textAr: "Text (HTML) (Arabic)",
    create: "Create the page",
    taken: "Another page already has this address: choose another.",
    created: "The page is created as a draft.",
    publish: "Publish",
    publishedNow: "The page is published. Shoppers see it now.",
    deletePage: "Delete the page",
    confirmDelete: "Delete",
    deleted: "The page is deleted. Shoppers following an old link to it get the not-found page.",
    homeTab: "Home page",
    pictureFile: "Or upload a new picture",
    altEn: "Picture description (English)",
    altAr: "Picture description (Arabic)",
    saveBanner: "Save the banner",
    saved: "Saved. Shoppers see the change on their next page.",
    notPicture: "This file is not a JPEG, PNG or WebP picture (its content decides, not its name).",
    addBanner: "Add a banner",
    headlineEn: "Headline (English)",
    headlineAr: "Headline (Arabic)",
    link: "Link",
    createBanner: "Add the banner",
    bannerCreated: "Banner added. Shoppers see it once you enable it in the home page's list of banners.",
    enabled: "Enabled",
    saveOrder: "Save order and visibility",
    deleteBanner: "Delete the banner",
    bannerDeleted: "Banner deleted.",
  },
  ar: {
    contentMenu: "المحتوى",
    newPage: "صفحة جديدة",
    slug: "العنوان في الرابط",
    titleEn: "العنوان (الإنجليزية)",
    titleAr: "العنوان (العربية)",
    textEn: "النص (HTML) (الإنجليزية)",
    textAr: "النص (HTML) (العربية)",
    create: "أنشئ الصفحة",
    taken: "لصفحة أخرى هذا العنوان: اختر غيره.",
    created: "أُنشئت الصفحة مسودة.",
    publish: "انشر",
    publishedNow: "نُشرت الصفحة. يراها المتسوقون الآن.",
    deletePage: "احذف الصفحة",
    confirmDelete: "احذف",
    deleted: "حُذفت الصفحة. من يفتح رابطها القديم يرى صفحة «غير موجودة».",
    homeTab: "الصفحة الرئيسية",
    pictureFile: "أو ارفع صورة جديدة",
    altEn: "وصف الصورة (الإنجليزية)",
    altAr: "وصف الصورة (العربية)",
    saveBanner: "احفظ اللافتة",
    saved: "تم الحفظ. يرى المتسوقون التغيير في صفحتهم التالية.",
    notPicture: "هذا الملف ليس صورة JPEG أو PNG أو WebP (يُحكم بمحتواه لا باسمه).",
    addBanner: "أضف لافتة",
    headlineEn: "العنوان الرئيسي (الإنجليزية)",
    headlineAr: "العنوان الرئيسي (العربية)",
    link: "الرابط",
    createBanner: "أضف اللافتة",
    bannerCreated: "أُضيفت اللافتة. يراها المتسوقون بعد تفعيلها في قائمة لافتات الصفحة الرئيسية.",
    enabled: "مفعّلة",
    saveOrder: "احفظ الترتيب والظهور",
    deleteBanner: "احذف اللافتة",
    bannerDeleted: "حُذفت اللافتة.",
  },
} as const;

/** The demo banner each language pictures. */
const BANNER = { en: "HomeBannerCelebrations", ar: "HomeBannerEco" } as const;

describe("back office content: create, delete, banner picture", () => {
  for (const { language, viewport, colour } of [
    { language: "en", viewport: DESKTOP, colour: "#0f766e" },
    { language: "ar", viewport: PHONE, colour: "#9333ea" },
  ] as const) {
    it(
      `a merchandiser creates a page, opens it on the shop, deletes it; gives a banner a new picture (${language})`,
      { timeout: 240_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const stamp = Date.now();
        const slug = `e2e-page-${language}-${stamp}`;
        const title = { en: `Bulk orders ${stamp}`, ar: `طلبات الجملة ${stamp}` };
        const member = await invitedMerchandiser(`content-create-${language}`, language);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInWithRecoveryCode(page, language, member);

        // 'New page' on the content pages' list; an address another page has is refused on its input.
        await page.getByRole("link", { name: words.contentMenu, exact: true }).click();
        await page.getByRole("link", { name: words.newPage, exact: true }).click();
        await page.getByTestId("new-page-form").waitFor();
        await hydrated(page);
        await page.getByLabel(words.slug, { exact: true }).fill("aboutus");
        await page.getByLabel(words.titleEn, { exact: true }).fill(title.en);
        await page.getByLabel(words.titleAr, { exact: true }).fill(title.ar);
        await page.getByLabel(words.textEn, { exact: true }).fill(`<p>Cartons by the pallet ${stamp}</p>`);
        await page.getByLabel(words.textAr, { exact: true }).fill(`<p>كراتين بالمنصة ${stamp}</p>`);
        await page.getByRole("button", { name: words.create }).click();
        await page.getByText(words.taken).waitFor();
        // What was typed is kept; only the address changes.
        expect(await page.getByLabel(words.titleEn, { exact: true }).inputValue()).toBe(title.en);
        await page.getByLabel(words.slug, { exact: true }).fill(slug);
        await page.getByRole("button", { name: words.create }).click();
        await page.waitForURL(new RegExp(`/${language}/content/pages/${slug}`));
        await page.getByText(words.created).waitFor();

        // Published, shoppers open it at /{lang}/{slug}.
        await hydrated(page);
        await page.getByRole("button", { name: words.publish, exact: true }).click();
        await page.getByText(words.publishedNow).waitFor();
        const shopper = await context.newPage();
        await expect
          .poll(
            async () => {
              const response = await shopper.goto(`${shop}/${language}/${slug}`);
              return response?.status();
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toBe(200);
        await shopper.getByRole("heading", { level: 1, name: title[language] }).waitFor();
        await shopper
          .getByText(language === "en" ? `Cartons by the pallet ${stamp}` : `كراتين بالمنصة ${stamp}`)
          .waitFor();

        // Deleted behind the confirmation dialog: the list says so and shoppers get the not-found page.
        await page.getByRole("link", { name: words.deletePage }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: words.confirmDelete, exact: true }).click();
        await page.getByText(words.deleted).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/${language}/content`);
        await expect
          .poll(
            async () => {
              const response = await shopper.goto(`${shop}/${language}/${slug}`);
              return [new URL(shopper.url()).pathname, response?.status()];
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toEqual([`/${language}/404-error`, 404]);
        // Its old back-office address is the not-found page, not a server error.
        const gone = await shopper.goto(`${backoffice}/${language}/content/pages/${slug}`);
        expect(gone?.status()).toBe(404);
        await shopper
          .getByRole("heading", { level: 1, name: language === "en" ? "Page not found" : "الصفحة غير موجودة" })
          .waitFor();

        // A banner's picture: a web page named .png is refused on the file box, then a real picture is saved.
        await page.getByRole("link", { name: words.homeTab, exact: true }).click();
        await page.locator(`a[href="/${language}/content/banners/${BANNER[language]}"]`).click();
        await page.waitForURL(`${backoffice}/${language}/content/banners/${BANNER[language]}`);
        await hydrated(page);
        const alt = { en: `Party cups in teal ${stamp}`, ar: `أكواب الحفلات ${stamp}` };
        await page.getByLabel(words.altEn, { exact: true }).fill(alt.en);
        await page.getByLabel(words.altAr, { exact: true }).fill(alt.ar);
        await page.getByLabel(words.pictureFile).setInputFiles({
          name: "banner.png",
          mimeType: "image/png",
          buffer: Buffer.from("<html><body>not a picture</body></html>"),
        });
        await page.getByRole("button", { name: words.saveBanner }).click();
        await page.getByText(words.notPicture).waitFor();
        const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } })
          .png()
          .toBuffer();
        await hydrated(page);
        await page.getByLabel(words.altEn, { exact: true }).fill(alt.en);
        await page.getByLabel(words.altAr, { exact: true }).fill(alt.ar);
        await page
          .getByLabel(words.pictureFile)
          .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: picture });
        await page.getByRole("button", { name: words.saveBanner }).click();
        await page.getByText(words.saved).waitFor();

        // The shop's home page shows the new picture for that banner, described in the page's language.
        await expect
          .poll(
            async () => {
              await shopper.goto(`${shop}/${language}/`);
              return shopper.getByRole("img", { name: alt[language], includeHidden: true }).count();
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toBeGreaterThan(0);
        const src = await shopper
          .getByRole("img", { name: alt[language], includeHidden: true })
          .first()
          .getAttribute("src");
        expect(src).toMatch(/\/medias\/upload-[0-9a-f]{24}/);
        const served = await shopper.request.get(new URL(src!, shop).href);
        expect(served.status()).toBe(200);
        expect((await sharp(await served.body()).metadata()).width).toBe(1200);
        await shopper.close();
        expect(problems).toEqual([]);
      },
    );

    it(
      `a merchandiser adds a banner with its own picture, enables it for shoppers, then deletes it (${language})`,
      { timeout: 240_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const stamp = Date.now();
        const headline = { en: `Eid boxes ${stamp}`, ar: `علب العيد ${stamp}` };
        const alt = { en: `Eid gift boxes ${stamp}`, ar: `علب هدايا العيد ${stamp}` };
        const member = await invitedMerchandiser(`banner-create-${language}`, language);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInWithRecoveryCode(page, language, member);

        // 'Add a banner' on the home page's content: created with its own picture, disabled until enabled.
        await page.getByRole("link", { name: words.contentMenu, exact: true }).click();
        await page.getByRole("link", { name: words.homeTab, exact: true }).click();
        await page.getByRole("link", { name: words.addBanner, exact: true }).click();
        await page.getByTestId("banner-form").waitFor();
        await hydrated(page);
        await page.getByLabel(words.headlineEn, { exact: true }).fill(headline.en);
        await page.getByLabel(words.headlineAr, { exact: true }).fill(headline.ar);
        await page.getByLabel(words.link, { exact: true }).fill("/search?query=boxes");
        await page.getByLabel(words.altEn, { exact: true }).fill(alt.en);
        await page.getByLabel(words.altAr, { exact: true }).fill(alt.ar);
        const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#ca8a04" } })
          .png()
          .toBuffer();
        await page
          .getByLabel(words.pictureFile)
          .setInputFiles({ name: "eid.png", mimeType: "image/png", buffer: picture });
        await page.getByRole("button", { name: words.createBanner, exact: true }).click();
        await page.waitForURL(new RegExp(`/${language}/content/banners/banner-[0-9a-f]{8}\\?created$`));
        await page.getByText(words.bannerCreated).waitFor();
        const bannerPage = new URL(page.url()).pathname;

        const shopper = await context.newPage();
        const shownToShoppers = async () => {
          await shopper.goto(`${shop}/${language}/`);
          return shopper.getByRole("img", { name: alt[language], includeHidden: true }).count();
        };
        expect(await shownToShoppers()).toBe(0);

        // Enabled in the home page's list, shoppers see it.
        await page.getByRole("link", { name: words.homeTab, exact: true }).click();
        await hydrated(page);
        await page.getByLabel(`${words.enabled}: ${headline[language]}`, { exact: true }).check();
        await page.getByRole("button", { name: words.saveOrder, exact: true }).click();
        await page.getByText(words.saved).waitFor();
        await expect.poll(shownToShoppers, { timeout: 20_000, interval: 1_000 }).toBeGreaterThan(0);

        // Deleted behind the confirmation dialog: back on the list with a notice, and gone from the shop.
        await page.goto(`${backoffice}${bannerPage}`);
        await hydrated(page);
        await page.getByRole("link", { name: words.deleteBanner, exact: true }).click();
        await page.getByRole("dialog").getByRole("button", { name: words.confirmDelete, exact: true }).click();
        await page.getByText(words.bannerDeleted).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/${language}/content/home`);
        expect(await page.getByRole("link", { name: headline[language], exact: true }).count()).toBe(0);
        await expect.poll(shownToShoppers, { timeout: 20_000, interval: 1_000 }).toBe(0);
        await shopper.close();
        await context.close();
        expect(problems).toEqual([]);
      },
    );
  }
});
