/**
 * The back office's catalogue (issue 19): a merchandiser finds a product in the list, changes its price and its
 * stock with a reason on the product's page, and the storefront's product page then shows the new price; a CSV
 * import with one bad row is refused with that row's line number and changes nothing. English on a desktop,
 * Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import { backoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { invitedMerchandiser } from "./catalogue-support.js";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    email: "E-mail",
    password: "Password",
    signIn: "Sign in",
    code: "Code",
    verify: "Verify",
    today: "Today",
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
  },
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    code: "الرمز",
    verify: "تحقق",
    today: "اليوم",
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

        await page.goto(`${backoffice}/${language}/sign-in`);
        await page.getByLabel(words.email).fill(member.email);
        await page.getByLabel(words.password, { exact: true }).fill(member.password);
        await page.getByRole("button", { name: words.signIn, exact: true }).click();
        await page.getByLabel(words.code).fill(member.recoveryCode);
        await page.getByRole("button", { name: words.verify }).click();
        await page.getByRole("heading", { level: 1, name: words.today }).waitFor();

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
});
