/**
 * The back office's catalogue (issue 19): a merchandiser finds a product in the list, changes its price and its
 * stock with a reason on the product's page, and the storefront's product page then shows the new price; a CSV
 * import with one bad row is refused with that row's line number and changes nothing; a picture uploaded with its
 * alt texts and moved first becomes the storefront's main picture of the product. English on a desktop, Arabic on
 * a phone.
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
    menu: "Catalogue",
    products: "Products",
    search: "Search (code or name, English or Arabic)",
    apply: "Apply",
    price: "Price in AED, VAT included",
    setPrice: "Change the price",
    priceChanged: "The price is changed.",
    priceRefused: "Enter an amount in AED with at most 2 decimals, more than 0 and at most 1,000,000.",
    units: "Units available",
    reason: "Reason",
    setStock: "Set the stock",
    stockSet: "The stock is set.",
    warehouse: "Warehouse",
    importLink: "Import a CSV",
    file: "CSV file",
    check: "Check the file",
    applyImport: "Apply the changes",
    refused: "Problems in the file: 1.",
    unknown: "No product has this code.",
    newPicture: "New picture",
    altEn: "Alt text (English)",
    altAr: "Alt text (Arabic)",
    upload: "Upload the picture",
    uploaded: "The picture is added at the end.",
    notPicture: "This file is not a JPEG, PNG or WebP picture (its content decides, not its name).",
    moveUp: (place: number, count: number) => `Move Picture ${place} of ${count} up`,
    moved: "The picture is moved.",
  },
  ar: {
    menu: "الكتالوج",
    products: "المنتجات",
    search: "بحث (الرمز أو الاسم بالعربية أو الإنجليزية)",
    apply: "تطبيق",
    price: "السعر بالدرهم شاملًا ضريبة القيمة المضافة",
    setPrice: "تغيير السعر",
    priceChanged: "تم تغيير السعر.",
    priceRefused: "أدخل مبلغًا بالدرهم بخانتين عشريتين على الأكثر، أكبر من 0 ولا يتجاوز 1,000,000.",
    units: "الوحدات المتوفرة",
    reason: "السبب",
    setStock: "تحديد المخزون",
    stockSet: "تم تحديد المخزون.",
    warehouse: "المستودع",
    importLink: "استيراد ملف CSV",
    file: "ملف CSV",
    check: "فحص الملف",
    applyImport: "تطبيق التغييرات",
    refused: "عدد المشكلات في الملف: 1.",
    unknown: "لا يوجد منتج بهذا الرمز.",
    newPicture: "صورة جديدة",
    altEn: "النص البديل (بالإنجليزية)",
    altAr: "النص البديل (بالعربية)",
    upload: "رفع الصورة",
    uploaded: "أُضيفت الصورة في النهاية.",
    notPicture: "هذا الملف ليس صورة JPEG أو PNG أو WebP (يُحكم بمحتواه لا باسمه).",
    moveUp: (place: number, count: number) => `نقل الصورة ${place} من ${count} للأعلى`,
    moved: "نُقلت الصورة.",
  },
} as const;

type ListedProduct = { code: string; priceFils: number | null; available: number | null };

/** Products of one demo category no other browser test uses, so changing them disturbs no one. */
async function balloon(index: number): Promise<ListedProduct> {
  const query = new URLSearchParams({ category: "balloons", status: "online", sort: "code-desc", pageSize: "5" });
  const response = await fetch(`${api}/admin/v1/products?${query}`, {
    headers: { Authorization: `Bearer ${staffAccessToken()}` },
  });
  expect(response.status).toBe(200);
  const { products } = (await response.json()) as { products: ListedProduct[] };
  return products.filter((product) => product.priceFils !== null && product.available !== null)[index]!;
}

describe("back office catalogue", () => {
  for (const { language, viewport, newPrice, index } of [
    { language: "en", viewport: DESKTOP, newPrice: "987.65", index: 0 },
    { language: "ar", viewport: PHONE, newPrice: "876.54", index: 1 },
  ] as const) {
    it(
      `a merchandiser changes a price and stock and the shop shows the price; a bad CSV row is refused (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const product = await balloon(index);
        const member = await invitedMerchandiser(`catalogue-${language}`, language);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);

        await signInWithRecoveryCode(page, language, member);

        // The list finds the product by its code; its row links to the product's page.
        await page.getByRole("link", { name: words.menu }).click();
        await page.getByRole("heading", { level: 1, name: words.products }).waitFor();
        await page.getByLabel(words.search).fill(product.code);
        await page.getByRole("button", { name: words.apply }).click();
        await page.waitForURL(/[?&]q=/);
        await page.getByRole("link", { name: product.code, exact: true }).click();
        await page.getByTestId("product-price").waitFor();
        await hydrated(page);

        // A price the API refuses comes back on the field; then a good one.
        await page.getByLabel(words.price).fill("0");
        await page.getByRole("button", { name: words.setPrice }).click();
        await page.getByText(words.priceRefused).waitFor();
        await page.getByLabel(words.price).fill(newPrice);
        await page.getByRole("button", { name: words.setPrice }).click();
        await page.getByText(words.priceChanged).waitFor();
        await expect.poll(() => page.getByTestId("product-price").textContent()).toContain(newPrice);

        const units = (product.available ?? 0) + 7;
        await page.getByLabel(words.units).fill(String(units));
        await page.getByLabel(words.reason, { exact: true }).fill("Delivery from supplier");
        await page.getByRole("button", { name: words.setStock }).click();
        await page.getByText(words.stockSet).waitFor();
        await expect.poll(() => page.getByTestId("product-stock").textContent()).toBe(`${words.warehouse}: ${units}`);
        // The stock history names the change and its reason.
        await page.getByRole("cell", { name: "Delivery from supplier" }).waitFor();

        // The shop shows the new price (its catalogue cache follows the change log within a second).
        const shopPage = await context.newPage();
        await expect
          .poll(
            async () => {
              await shopPage.goto(`${shop}/${language}/p/${product.code}`);
              return shopPage.locator("main").innerText();
            },
            { timeout: 15_000, interval: 1_000 },
          )
          .toContain(newPrice);
        await shopPage.close();

        // A CSV with one unknown code on line 3 is refused with that line, and nothing is applied.
        await page.goto(`${backoffice}/${language}/catalogue`);
        await page.getByRole("link", { name: words.importLink }).click();
        await page.getByLabel(words.file).setInputFiles({
          name: "prices.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(`code,price,stock,online\n${product.code},1.25,,\nNO-SUCH-PRODUCT,2.00,,\n`),
        });
        await page.getByRole("button", { name: words.check }).click();
        const refusals = page.getByTestId("import-refusals");
        await refusals.waitFor();
        await page.getByText(words.refused).waitFor();
        const rows = await refusals.locator("tbody tr").allInnerTexts();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain("3");
        expect(rows[0]).toContain(words.unknown);
        expect(await page.getByRole("button", { name: words.applyImport }).count()).toBe(0);
        const detail = await fetch(`${api}/admin/v1/products/${encodeURIComponent(product.code)}`, {
          headers: { Authorization: `Bearer ${staffAccessToken()}` },
        });
        expect(((await detail.json()) as { priceFils: number }).priceFils).toBe(Number(newPrice.replace(".", "")));
        expect(problems).toEqual([]);
      },
    );
  }

  for (const { language, viewport, index, colour } of [
    { language: "en", viewport: DESKTOP, index: 2, colour: "#c2410c" },
    { language: "ar", viewport: PHONE, index: 3, colour: "#15803d" },
  ] as const) {
    it(
      `a merchandiser uploads a picture, moves it first and the shop shows it as the main picture (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const product = await balloon(index);
        const member = await invitedMerchandiser(`pictures-${language}`, language);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const problems = watchForBreakage(page, backoffice);
        await signInWithRecoveryCode(page, language, member);
        await page.goto(`${backoffice}/${language}/catalogue/products/${encodeURIComponent(product.code)}`);
        await page.getByTestId("product-images").waitFor();
        await hydrated(page);
        const before = await page.getByTestId("product-image").count();

        // A web page named .png is refused by its content.
        await page.getByLabel(words.newPicture).setInputFiles({
          name: "balloon.png",
          mimeType: "image/png",
          buffer: Buffer.from("<html><body>not a picture</body></html>"),
        });
        await page.getByRole("button", { name: words.upload }).click();
        await page.getByText(words.notPicture).waitFor();
        expect(await page.getByTestId("product-image").count()).toBe(before);

        const alt = { en: `Balloon bunch ${language} ${Date.now()}`, ar: `باقة بالونات ${Date.now()}` };
        const picture = await sharp({ create: { width: 60, height: 60, channels: 3, background: colour } })
          .png()
          .toBuffer();
        await page
          .getByLabel(words.newPicture)
          .setInputFiles({ name: "balloon.png", mimeType: "image/png", buffer: picture });
        await page.getByLabel(words.altEn).last().fill(alt.en);
        await page.getByLabel(words.altAr).last().fill(alt.ar);
        await page.getByRole("button", { name: words.upload }).click();
        await page.getByText(words.uploaded).waitFor();
        const count = before + 1;
        await expect.poll(() => page.getByTestId("product-image").count()).toBe(count);

        // Moved up from the last place to the first, one keyboard-reachable button at a time.
        for (let place = count; place > 1; place -= 1) {
          const button = page.getByRole("button", { name: words.moveUp(place, count), exact: true });
          await button.focus();
          await page.keyboard.press("Enter");
          await page.getByText(words.moved).waitFor();
          await expect
            .poll(() =>
              page
                .getByTestId("product-image")
                .nth(place - 2)
                .getByRole("img")
                .getAttribute("alt"),
            )
            .toBe(language === "ar" ? alt.ar : alt.en);
        }

        // The storefront's product page opens on it: the main picture carries its alt text in the page's language.
        const shopPage = await context.newPage();
        await expect
          .poll(
            async () => {
              await shopPage.goto(`${shop}/${language}/p/${product.code}`);
              return shopPage
                .locator("#gallery")
                .getByRole("img", { name: language === "ar" ? alt.ar : alt.en })
                .count();
            },
            { timeout: 15_000, interval: 1_000 },
          )
          .toBe(1);
        await shopPage.close();
        expect(problems).toEqual([]);
      },
    );
  }
});
