/**
 * The back office's brands (issue 19, decision 0079): a merchandiser creates a brand, gives it a logo (a file that
 * is not a picture is refused by its content first), assigns it to a product on the product's page, sees the
 * brand's product count, follows it to the product list filtered by the brand (only that product, its row naming
 * the brand), is refused deleting it while the product has it, and the storefront's brand page lists the product. English on a desktop, Arabic on a phone. Runs in `browser-serial`: giving a product a brand changes
 * the brand facets every shopper's listing counts.
 */
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { backoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { invitedMerchandiser, signInWithRecoveryCode } from "./catalogue-support.js";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    menu: "Brands",
    title: "Brands",
    newBrand: "New brand",
    code: "Code",
    nameEn: "Name (English)",
    nameAr: "Name (Arabic)",
    slug: "Slug",
    create: "Create the brand",
    created: "The brand is created.",
    logoFile: "Logo picture",
    upload: "Upload the logo",
    uploaded: "The logo is saved.",
    notPicture: "This file is not a JPEG, PNG or WebP picture (its content decides, not its name).",
    brand: "Brand",
    save: "Save",
    saved: "Saved.",
    deleteBrand: "Delete the brand",
    confirmDelete: "Delete",
    inUse: "This brand cannot be deleted: 1 product(s) have it. Give them another brand or none on their pages first.",
    productsOf: (name: string) => `Products of ${name}: 1`,
    products: "Products",
    results: "Results: 1",
    filters: "Filters (1 in use)",
  },
  ar: {
    menu: "العلامات التجارية",
    title: "العلامات التجارية",
    newBrand: "علامة تجارية جديدة",
    code: "الرمز",
    nameEn: "الاسم (بالإنجليزية)",
    nameAr: "الاسم (بالعربية)",
    slug: "المعرّف في الروابط",
    create: "إنشاء العلامة التجارية",
    created: "أُنشئت العلامة التجارية.",
    logoFile: "صورة الشعار",
    upload: "رفع الشعار",
    uploaded: "حُفظ الشعار.",
    notPicture: "هذا الملف ليس صورة JPEG أو PNG أو WebP (يُحكم بمحتواه لا باسمه).",
    brand: "العلامة التجارية",
    save: "حفظ",
    saved: "تم الحفظ.",
    deleteBrand: "حذف العلامة التجارية",
    confirmDelete: "حذف",
    inUse: "لا يمكن حذف هذه العلامة التجارية: لديها 1 منتج. اختر لها علامة أخرى أو بلا علامة في صفحاتها أولًا.",
    productsOf: (name: string) => `منتجات ${name}: 1`,
    products: "المنتجات",
    results: "النتائج: 1",
    filters: "عوامل التصفية (المستخدمة: 1)",
  },
} as const;

/**
 * A product without variants (a base product's variants keep brands of their own) of a demo category the other
 * browser tests leave alone.
 */
async function balloon(index: number): Promise<string> {
  const query = new URLSearchParams({ category: "balloons", status: "online", sort: "code-asc", pageSize: "50" });
  const response = await fetch(`${api}/admin/v1/products?${query}`, {
    headers: { Authorization: `Bearer ${staffAccessToken()}` },
  });
  expect(response.status).toBe(200);
  const { products } = (await response.json()) as { products: { code: string; kind: string }[] };
  return products.filter((product) => product.kind === "STANDARD")[index]!.code;
}

describe("back office brands", () => {
  for (const { language, viewport, index, colour } of [
    { language: "en", viewport: DESKTOP, index: 0, colour: "#1d4ed8" },
    { language: "ar", viewport: PHONE, index: 1, colour: "#b91c1c" },
  ] as const) {
    it(
      `a merchandiser creates a brand with a logo, gives it to a product and the shop's brand page lists it (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const productCode = await balloon(index);
        const stamp = Date.now();
        const brand = {
          code: `e2e-${language}-${stamp}`,
          en: `Falcon Pack ${language} ${stamp}`,
          ar: `صقر باك ${stamp}`,
          slug: `falcon-pack-${language}-${stamp}`,
        };
        const member = await invitedMerchandiser(`brands-${language}`, language);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInWithRecoveryCode(page, language, member);

        // The navigation leads to the brands; 'New brand' opens the form.
        await page.getByRole("link", { name: words.menu, exact: true }).click();
        await page.getByRole("heading", { level: 1, name: words.title }).waitFor();
        await page.getByRole("link", { name: words.newBrand }).click();
        await page.getByTestId("brand-form").waitFor();
        await hydrated(page);
        await page.getByLabel(words.code, { exact: true }).fill(brand.code);
        await page.getByLabel(words.nameEn).fill(brand.en);
        await page.getByLabel(words.nameAr).fill(brand.ar);
        await page.getByLabel(words.slug, { exact: true }).fill(brand.slug);
        await page.getByRole("button", { name: words.create }).click();
        await page.getByText(words.created).waitFor();
        await page.waitForURL(new RegExp(`/brands/${brand.code}`));

        // A web page named .png is refused by its content; then a real picture becomes the logo.
        const logo = page.getByTestId("brand-logo");
        await logo.getByLabel(words.logoFile).setInputFiles({
          name: "logo.png",
          mimeType: "image/png",
          buffer: Buffer.from("<html><body>not a picture</body></html>"),
        });
        await logo.getByRole("button", { name: words.upload }).click();
        await page.getByText(words.notPicture).waitFor();
        const picture = await sharp({ create: { width: 120, height: 60, channels: 3, background: colour } })
          .png()
          .toBuffer();
        await logo
          .getByLabel(words.logoFile)
          .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: picture });
        await logo.getByRole("button", { name: words.upload }).click();
        await page.getByText(words.uploaded).waitFor();
        const name = language === "ar" ? brand.ar : brand.en;
        await logo.getByRole("img", { name }).waitFor();
        // Polled: the image element is there before its bytes have loaded.
        await expect
          .poll(() => logo.getByRole("img", { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(120);

        // The product's form offers the brand.
        await page.goto(`${backoffice}/${language}/catalogue/products/${encodeURIComponent(productCode)}`);
        await hydrated(page);
        await page.getByLabel(words.brand, { exact: true }).selectOption(brand.code);
        await page.getByRole("button", { name: words.save, exact: true }).click();
        await page.getByText(words.saved, { exact: true }).waitFor();
        expect(await page.getByLabel(words.brand, { exact: true }).inputValue()).toBe(brand.code);
        // Named at the top of the page too, for every role (fulfilment and support have no form to read it from).
        await expect
          .poll(async () => (await page.getByTestId("product-brand").innerText()).trim())
          .toBe(`${words.brand}: ${name}`);

        // The list counts the product; deleting the brand is refused while the product has it.
        await page.goto(`${backoffice}/${language}/brands`);
        await hydrated(page);
        const row = page.getByRole("row").filter({ hasText: brand.en });
        await row.waitFor();
        expect(await row.getByRole("img", { name }).count()).toBe(1);
        expect(await row.getByRole("cell").nth(3).innerText()).toContain("1");

        // The count links to the product list filtered by the brand: the product alone, its row naming the brand.
        await row.getByRole("link", { name: words.productsOf(name), exact: true }).click();
        await page.waitForURL(new RegExp(`/${language}/catalogue\\?brand=${brand.code}$`));
        const products = page.getByRole("table", { name: words.products });
        await products.getByRole("link", { name: productCode, exact: true }).waitFor();
        await page.getByText(words.results, { exact: true }).waitFor();
        const productRows = products.getByRole("row").filter({ has: page.getByRole("cell") });
        expect(await productRows.count()).toBe(1);
        expect(await productRows.innerText()).toContain(name);
        // The filter's select (its name also holds the chosen option) shows the brand; a phone folds the filters
        // under a summary that counts them.
        if (viewport === PHONE) await page.getByText(words.filters, { exact: true }).click();
        const brandFilter = page.getByRole("combobox", { name: new RegExp(`^${words.brand}`) });
        expect(await brandFilter.inputValue()).toBe(brand.code);
        await page.goBack();
        await row.waitFor();
        await row.getByRole("link", { name: brand.en, exact: true }).click();
        await page.getByTestId("brand-form").waitFor();
        await hydrated(page);
        await page.getByRole("link", { name: words.deleteBrand }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: words.confirmDelete, exact: true }).click();
        await dialog.getByText(words.inUse).waitFor();

        // The shop's brand page lists the product (its catalogue follows the change log within a second).
        const shopPage = await context.newPage();
        await expect
          .poll(
            async () => {
              const response = await shopPage.goto(`${shop}/${language}/Brands/${brand.slug}/c/${brand.code}`);
              if (response?.status() !== 200) return 0;
              return shopPage.locator(`main a[href*="${productCode}"]`).count();
            },
            { timeout: 15_000, interval: 1_000 },
          )
          .toBeGreaterThan(0);
        await shopPage.getByRole("heading", { level: 1, name }).waitFor();
        await shopPage.close();
        expect(problems).toEqual([]);
      },
    );
  }
});
