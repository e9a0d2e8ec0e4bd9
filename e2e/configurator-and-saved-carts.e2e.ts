/**
 * The text-field configurator, saved carts and quick order (shopping spec §2.1, §2.16, §4, §8), in English and
 * Arabic: a signed-in customer with a delivery area personalises a configurable product and finds it in the cart,
 * saves the cart for later and makes it active again, then quick-orders two products into the cart.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { PASSWORD, registerThroughApi } from "./accounts.js";
import { hydrated, it, newContext, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const WORDS = {
  en: {
    fieldRequired: "Please fill in this field.",
    addToCart: "Add to cart",
    nameRequired: "Please enter a name for the cart.",
    save: "Save",
    saveForLater: "Save cart for later",
    makeActive: "Make cart active",
    restoreLabel: /^Make saved cart .* your active cart$/,
    addProductsFirst: "Add products to the list before adding to the cart.",
    search: "Search",
    addToList: /^Add .* to the list$/,
  },
  ar: {
    fieldRequired: "يُرجى تعبئة هذا الحقل.",
    addToCart: "أضف إلى السلة",
    nameRequired: "يُرجى إدخال اسم للسلة.",
    save: "حفظ",
    saveForLater: "حفظ السلة لوقت لاحق",
    makeActive: "تفعيل السلة",
    restoreLabel: /^اجعل السلة المحفوظة .* سلتك الحالية$/,
    addProductsFirst: "أضف منتجات إلى القائمة قبل إضافتها إلى السلة.",
    search: "بحث",
    addToList: /^إضافة .* إلى القائمة$/,
  },
} as const;

type SearchProduct = {
  code: string;
  name: string;
  configurable?: boolean;
  purchasable?: boolean;
  stock?: { stockLevelStatus: string; stockLevel?: number };
  kittingBundleTemplates?: unknown[];
};

/** Sellable, in-stock products of a search in the language's names. */
async function sellable(query: string, language: "en" | "ar"): Promise<SearchProduct[]> {
  const fields = "products(code,name,configurable,purchasable,stock(DEFAULT),kittingBundleTemplates)";
  const response = await fetch(
    `${OCC}/products/search?query=${encodeURIComponent(query)}&pageSize=100&lang=${language}&fields=${fields}`,
  );
  const { products } = (await response.json()) as { products: SearchProduct[] };
  return products.filter(
    (product) =>
      product.purchasable &&
      !product.kittingBundleTemplates?.length &&
      product.stock?.stockLevelStatus !== "outOfStock" &&
      (product.stock?.stockLevel ?? 0) > 5,
  );
}

/** Signs in on the login page (its form is the page's only e-mail field inside main). */
async function signIn(page: Page, language: "en" | "ar", email: string): Promise<void> {
  await page.goto(`${shop}/${language}/login`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main form button[name="intent"][value="login"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/** Chooses the first delivery area through the shop's own area form (the same post the dialog makes). */
async function chooseArea(page: Page, language: "en" | "ar"): Promise<void> {
  const { regions } = (await (await fetch(`${OCC}/countries/AE/regions?lang=${language}`)).json()) as {
    regions: { isocode: string; areas: { isocode: string }[] }[];
  };
  const region = regions.find((candidate) => candidate.areas.length > 0)!;
  const response = await page.request.post(`${shop}/${language}/delivery-area`, {
    headers: { Origin: shop },
    form: { regionIsocode: region.isocode, areaIsocode: region.areas[0]!.isocode, js: "1", returnTo: `/${language}/` },
  });
  expect(response.status()).toBe(200);
}

describe.each(["en", "ar"] as const)("configurator, saved carts and quick order (%s)", (language) => {
  const words = WORDS[language];

  it("personalises a product into the cart, saves the cart and restores it, and quick-orders two products", async ({
    browser,
  }) => {
    const email = (await registerThroughApi(api, shop, "Mariam")).email;
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await signIn(page, language, email);
    await chooseArea(page, language);

    // The configurator: a required text left empty is refused; filled in, the product goes to the cart.
    const configurable = (await sellable("cup", language)).find((product) => product.configurable)!;
    expect(configurable).toBeDefined();
    await page.goto(`${shop}/${language}/configure/textfield/product/entityKey/${configurable.code}`);
    await hydrated(page);
    await expect.poll(() => page.locator("main h1").textContent()).toContain(configurable.name);
    const fields = page.locator('main form input[name^="field-"]');
    expect(await fields.count()).toBeGreaterThan(0);
    for (const field of await fields.all()) await field.fill("");
    await page.getByRole("button", { name: words.addToCart, exact: true }).click();
    await expect.poll(() => page.getByText(words.fieldRequired).first().isVisible()).toBe(true);
    for (const [index, field] of (await fields.all()).entries()) await field.fill(`Café Noor ${index + 1}`);
    await page.locator('main input[name="quantity"]').fill("2");
    await page.getByRole("button", { name: words.addToCart, exact: true }).click();
    await page.waitForURL(`${shop}/${language}/cart`);
    await expect.poll(() => page.locator("main").textContent()).toContain(configurable.name);

    // Save the cart for later from the cart page's dialog (a name is required), then make it active again.
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: words.saveForLater }).click();
    const saveDialog = page.getByRole("dialog");
    await saveDialog.getByRole("button", { name: words.save, exact: true }).click();
    await expect.poll(() => saveDialog.getByText(words.nameRequired).isVisible()).toBe(true);
    await saveDialog.locator('input[name="name"]').fill("Café order");
    await saveDialog.locator('input[name="description"]').fill("Printed cups for the opening");
    await saveDialog.getByRole("button", { name: words.save, exact: true }).click();
    await page.waitForURL(`${shop}/${language}/my-account/saved-carts`);
    const savedCart = page.locator('[data-testid="saved-cart"]', { hasText: "Café order" });
    await expect.poll(() => savedCart.count()).toBe(1);
    expect(await savedCart.textContent()).toContain("Printed cups for the opening");
    await savedCart.getByRole("link", { name: words.restoreLabel }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: words.makeActive }).click();
    await page.waitForURL(`${shop}/${language}/cart`);
    await expect.poll(() => page.locator("main").textContent()).toContain(configurable.name);

    // Quick order: an empty list says so; two products found by code go to the cart together.
    const [first, second] = (await sellable("napkin", language)).filter((product) => !product.configurable);
    expect(second).toBeDefined();
    await page.goto(`${shop}/${language}/my-account/quick-order`);
    await hydrated(page);
    await page.getByRole("button", { name: words.addToCart, exact: true }).click();
    await expect
      .poll(() => page.locator('[data-testid="quick-order-message"]').first().textContent())
      .toBe(words.addProductsFirst);
    for (const product of [first!, second!]) {
      await page.locator('input[name="term"]').fill(product.code);
      await page.getByRole("main").getByRole("button", { name: words.search, exact: true }).click();
      const add = page.getByRole("button", { name: words.addToList }).first();
      await expect.poll(() => add.isVisible()).toBe(true);
      await add.click();
      await expect
        .poll(() => page.locator('[data-testid="quick-order-row"]', { hasText: product.code }).count())
        .toBe(1);
    }
    await page.getByRole("button", { name: words.addToCart, exact: true }).click();
    await page.waitForURL(`${shop}/${language}/cart`);
    const cart = (await page.locator("main").textContent()) ?? "";
    expect(cart).toContain(first!.name);
    expect(cart).toContain(second!.name);

    // The two refused forms (empty required text, cart without a name) answer 400; nothing else failed.
    expect(problems).toEqual([
      `400 /${language}/configure/textfield/product/entityKey/${configurable.code}.data`,
      `400 /${language}/my-account/saved-carts.data`,
    ]);
  });
});
