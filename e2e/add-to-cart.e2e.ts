/**
 * Add to cart (shopping spec §2.4 mini cart, §2.8 tiles, §2.9 product page and phone bar, §2.12 dialog, §4, §5) in
 * English and Arabic: a first add without an area opens the delivery-area dialog and adds nothing; then a tile's
 * quantity and the product page's button add, the dialog shows the subtotal and the mini cart counts them; a kit
 * goes in as a bundle and a second add raises it; 'Buy it now' on a phone lands on the cart; a guest's cart joins
 * the customer's cart at sign-in; and before scripts load the same forms work through redirects.
 */
import { describe, expect, inject } from "vitest";
import type { Page, Route } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const WORDS = {
  en: {
    regionSearch: "Dub",
    region: "Dubai",
    area: "Dubai Marina",
    saveArea: "Save area",
    addToCart: "Add to cart",
    buyItNow: "Buy it now",
    increase: "Increase quantity",
    added: "Item(s) added to your cart",
    incremented: "This item was already in your cart. The quantity was updated.",
    proceed: "Proceed to checkout",
  },
  ar: {
    regionSearch: "دب",
    region: "دبي",
    area: "دبي مارينا",
    saveArea: "حفظ المنطقة",
    addToCart: "أضف إلى السلة",
    buyItNow: "اشترِ الآن",
    increase: "زيادة الكمية",
    added: "تمت إضافة المنتج إلى سلتك",
    incremented: "هذا المنتج موجود في سلتك من قبل، وقد حدّثنا الكمية.",
    proceed: "متابعة إلى الدفع",
  },
} as const;

type SearchProduct = {
  code: string;
  purchasable?: boolean;
  configurable?: boolean;
  stock?: { stockLevelStatus: string; stockLevel?: number };
  kittingBundleTemplates?: unknown[];
};

/** In-stock regular products of a search (no kits, nothing to configure). */
async function addable(query: string): Promise<string[]> {
  const fields = "products(code,purchasable,configurable,stock(DEFAULT),kittingBundleTemplates)";
  const response = await fetch(
    `${OCC}/products/search?query=${encodeURIComponent(query)}&pageSize=50&fields=${fields}`,
  );
  const { products } = (await response.json()) as { products: SearchProduct[] };
  return products
    .filter(
      (product) =>
        product.purchasable &&
        !product.configurable &&
        (product.stock?.stockLevel ?? 0) > 10 &&
        product.stock?.stockLevelStatus !== "outOfStock" &&
        !product.kittingBundleTemplates?.length,
    )
    .map((product) => product.code);
}

/** The delivery area through the shop's own area route (what the dialog posts), for tests about other things. */
async function chooseAreaDirectly(page: Page, language: "en" | "ar"): Promise<void> {
  const response = await page.request.post(`${shop}/${language}/delivery-area`, {
    headers: { Origin: shop },
    form: { regionIsocode: "AE-DU", areaIsocode: "AE-DU-DEIRA", js: "1", returnTo: `/${language}/` },
  });
  expect(response.status()).toBe(200);
}

/** A kit of the demo shop whose components are all in stock. */
const KIT = "kit~coffee~50011-01";

const badge = (page: Page) => page.getByTestId("mini-cart-badge");

/** Opens a product page and waits until its scripts run (the quantity buttons appear only then). */
async function openProductPage(page: Page, language: "en" | "ar", code: string): Promise<void> {
  await page.goto(`${shop}/${language}/p/${encodeURIComponent(code)}`);
  await hydrated(page);
  await page.locator("main form").getByRole("button", { name: WORDS[language].increase }).first().waitFor();
}

/** The product page block's 'Add to cart' (the phone bar's is hidden on a desktop). */
const pageAddButton = (page: Page, language: "en" | "ar") =>
  page.locator("main form").getByRole("button", { name: WORDS[language].addToCart, exact: true }).first();
const cartDialog = (page: Page) => page.getByTestId("added-to-cart-dialog");

/** Waits for the added-to-cart dialog's loaded content, then closes it with Escape. */
async function expectDialogThenClose(page: Page, announcement: string): Promise<void> {
  const dialog = cartDialog(page);
  await dialog.waitFor();
  await expect
    .poll(async () => (await dialog.getByTestId("added-to-cart-subtotal").textContent()) ?? "")
    .toMatch(/\d+\.\d{2}/);
  expect(await page.getByTestId("added-to-cart-announcement").textContent()).toBe(announcement);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}

describe.each(["en", "ar"] as const)("add to cart (%s)", (language) => {
  const words = WORDS[language];

  it("asks for an area first, then adds from a tile and the product page and adds a kit", async ({ browser }) => {
    const [tileProduct, pageProduct] = await addable("cup");
    expect(pageProduct).toBeDefined();
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/search/cup`);
    await hydrated(page);
    const tileForm = page.locator(`main article form:has(input[name="productCode"][value="${tileProduct}"])`);

    // No area yet: the delivery-area dialog opens first and nothing is added yet (spec §4 step 1).
    await tileForm.locator('button[type="submit"]').click();
    const areaDialog = page.getByRole("dialog");
    await areaDialog.getByTestId("region-combobox").waitFor();
    expect(await badge(page).count()).toBe(0);
    await areaDialog.getByTestId("region-combobox").locator("input").fill(words.regionSearch);
    await page.getByRole("option", { name: words.region, exact: true }).click();
    await areaDialog.getByTestId("area-select").locator("button").click();
    await page.getByRole("option", { name: words.area, exact: true }).click();
    await areaDialog.getByRole("button", { name: words.saveArea }).click();
    // Saving the area completes the add that opened the dialog (issue 17 item 18).
    await expectDialogThenClose(page, words.added);
    await expect.poll(() => badge(page).textContent()).toBe("1");

    // A tile adds the quantity its counter shows.
    await tileForm.getByRole("button", { name: words.increase }).click();
    expect(await tileForm.locator('input[name="quantity"]').inputValue()).toBe("2");
    await tileForm.locator('button[type="submit"]').click();
    await expectDialogThenClose(page, words.incremented);
    await expect.poll(() => badge(page).textContent()).toBe("3");
    if (language === "en") expect(await page.getByTestId("mini-cart-count").textContent()).toBe("3 items");

    // The product page adds from its block; the dialog leads to the cart.
    await openProductPage(page, language, pageProduct!);
    await pageAddButton(page, language).click();
    const dialog = cartDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: words.proceed }).getAttribute("href")).toBe(`/${language}/cart`);
    await expectDialogThenClose(page, words.added);
    await expect.poll(() => badge(page).textContent()).toBe("4");

    // A kit starts a bundle (counted once per kit); adding it again raises that bundle.
    await openProductPage(page, language, KIT);
    const kitButton = pageAddButton(page, language);
    await kitButton.click();
    await expectDialogThenClose(page, words.added);
    await expect.poll(() => badge(page).textContent()).toBe("5");
    await kitButton.click();
    await expectDialogThenClose(page, words.incremented);
    await expect.poll(() => badge(page).textContent()).toBe("6");
    expect(problems).toEqual([]);
  });

  it("goes on to checkout after 'Buy it now' in the phone bar", async ({ browser }) => {
    const [product] = await addable("plate");
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await chooseAreaDirectly(page, language);
    await openProductPage(page, language, product!);
    await page.getByTestId("mobile-add-to-cart-bar").getByRole("button", { name: words.buyItNow }).click();
    // Checkout, not the cart: a guest without a guest cart is where checkout starts them, its login (forced=true).
    await page.waitForURL((url) => url.pathname === `/${language}/login` && url.search === "?forced=true");
    await expect.poll(() => badge(page).textContent()).toBe("1");
  });
});

describe("the guest cart at sign-in", () => {
  it("joins the customer's cart", async ({ browser }) => {
    const [product] = await addable("napkin");
    const { email } = await registerThroughApi(api, shop, "Hessa");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await chooseAreaDirectly(page, "en");
    await openProductPage(page, "en", product!);
    await pageAddButton(page, "en").click();
    await expectDialogThenClose(page, WORDS.en.added);
    await expect.poll(() => badge(page).textContent()).toBe("1");

    await signInThroughPage(page, shop, "en", email);
    await page.goto(`${shop}/en/`);
    expect(await badge(page).textContent()).toBe("1");
  });
});

describe("before scripts load", () => {
  it("sends the shopper to the area dialog first; saving the area completes the add and says so", async ({
    browser,
  }) => {
    const [product] = await addable("plate");
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/en/p/${product}`);
    const productUrl = page.url();
    await pageAddButton(page, "en").click();
    await page.waitForURL(/[?&]deliveryArea=choose/);
    expect(await badge(page).count()).toBe(0);

    const areaForm = page.locator('form[action="/en/delivery-area"]');
    await areaForm.locator('select[name="regionIsocode"]').selectOption("AE-DU");
    await areaForm.locator('select[name="areaIsocode"]').selectOption("AE-DU-DEIRA");
    await areaForm.getByRole("button", { name: WORDS.en.saveArea }).click();
    await page.getByTestId("global-notice").waitFor();
    expect(page.url()).toBe(productUrl);
    expect(await page.getByTestId("global-notice").textContent()).toBe(WORDS.en.added);
    expect(await badge(page).textContent()).toBe("1");

    // With the area chosen, the next add goes straight in.
    await pageAddButton(page, "en").click();
    await page.getByTestId("global-notice").waitFor();
    expect(page.url()).toBe(productUrl);
    expect(await page.getByTestId("global-notice").textContent()).toBe(WORDS.en.incremented);
    expect(await badge(page).textContent()).toBe("2");
  });

  for (const where of ["product page", "search listing tile"] as const) {
    it(`adds from the ${where} when clicked before the page's scripts have run, then hydrates (a real form post)`, async ({
      browser,
    }) => {
      const [product] = await addable("plate");
      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      await chooseAreaDirectly(page, "en");
      // The page's JavaScript is held back: the click lands on the server's HTML, before hydration.
      const held: Route[] = [];
      const holdScripts = (route: Route) => void held.push(route);
      await page.route(/\/assets\/.+\.js(\?.*)?$/, holdScripts);
      const path = where === "product page" ? `/en/p/${product}` : `/en/search?text=${encodeURIComponent("plate")}`;
      await page.goto(`${shop}${path}`, { waitUntil: "commit" });
      // A product page's own block, or the first tile of the listing that can be added straight away.
      const addForm = page.locator('main form[action="/en/cart/add"]:has(input[name="productCode"])').first();
      await addForm.waitFor();
      const shownAt = page.url();
      await addForm.locator('button[type="submit"]').first().click();
      // The native post goes to the add route, which sends the shopper back with the shop's notice.
      await page.getByTestId("global-notice").waitFor();
      expect(await page.getByTestId("global-notice").textContent()).toBe(WORDS.en.added);
      expect(page.url()).toBe(shownAt);

      // The scripts arrive late: the page hydrates and the cart still holds the item.
      await page.unroute(/\/assets\/.+\.js(\?.*)?$/, holdScripts);
      for (const route of held) await route.continue().catch(() => undefined);
      await hydrated(page);
      expect(await badge(page).textContent()).toBe("1");
      await context.close();
    });
  }
});
