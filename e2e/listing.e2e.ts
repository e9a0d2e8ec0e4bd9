/**
 * Category, brand and search listings in a real browser, in English and Arabic: facets on desktop and
 * in the phone dialog, chips, sorting, page size, grid/list and pagination — and the same page working
 * with scripts disabled.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { messages } from "@dukkan/i18n";
import { DESKTOP, it, newContext, PHONE, tilePrices, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const NESTED_CATEGORY = "/category/food-containers/plastic-containers";
const BRAND = "/Brands/Sahra-Pack/c/sahra-pack";

type Language = "en" | "ar";
const listingText = (language: Language) =>
  (messages[language] as unknown as { listing: Record<string, Record<string, string>> }).listing;

/** The phone facet dialog's apply button for a count, in the language's plural form. */
const showCount = (language: Language, count: number) =>
  listingText(language).facets![`showCount_${new Intl.PluralRules(language).select(count)}`]!.replace(
    "{{count}}",
    String(count),
  );

/** The number in the "N products" line under the heading. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.locator('[data-testid="result-count"]').innerText();
  return Number(/\d+/.exec(text)?.[0] ?? "0");
}

/** Tiles (grid) or rows (list) on the page. */
const products = (page: Page, view: "grid" | "list" = "grid") => page.locator(`ul[data-view="${view}"] > li`);

/** The product tiles of either view. */
const tiles = (page: Page) => page.locator("ul[data-view] > li article");

/** Page scripts have taken over (the phone facet button replaces the no-script disclosure). */
const hydrated = (page: Page) => page.locator("[data-facet-dialog-trigger]").waitFor({ state: "attached" });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/**
 * React commits a client navigation's new page in a transition, a moment after the URL changes: what
 * the page shows is checked until it holds.
 */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

type DataLayerEvent = {
  event?: string;
  ecommerce?: { currency: string; item_list_id: string; items: { item_id: string; index: number; quantity: number }[] };
};

/** The e-commerce events of one kind the page has pushed to the tag manager's data layer, in order. */
const dataLayerEvents = (page: Page, event: string) =>
  page.evaluate(
    (name) => ((window as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter((entry) => entry.event === name),
    event,
  ) as Promise<DataLayerEvent[]>;
const listIndexes = (entry: DataLayerEvent | undefined) => entry?.ecommerce?.items.map((item) => item.index);

/** The seed's department banner of Food Containers, which its sub-categories show too. */
const FOOD_CONTAINERS_BANNER = { en: "Containers that travel well", ar: "حافظات تصل بطعامك سليماً" };

describe.each(["en", "ar"] as const)("listings in %s", (language) => {
  const text = listingText(language);

  it("filters, sorts, resizes, switches view and pages through a nested category on desktop", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const response = await page.goto(`${shop}/${language}${NESTED_CATEGORY}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);

    // Heading, breadcrumbs up to the parent category, and SEO links.
    expect(await page.locator("main h1").innerText()).toBe(
      language === "en" ? "Plastic Containers" : "حافظات بلاستيكية",
    );
    expect(await page.locator(`main nav a[href="/${language}/category/food-containers"]`).count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`^https://[^/]+/${language}${NESTED_CATEGORY}$`),
    );
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(3);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(10);
    expect(await products(page).count()).toBe(10);

    // The CMS category page of its department: the banner above the listing, up to 4 category tiles after it.
    const banner = page.locator('[data-testid="category-banner"]');
    expect(await banner.count()).toBe(1);
    expect(await banner.innerText()).toContain(FOOD_CONTAINERS_BANNER[language]);
    await eventually(() =>
      banner.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    const groupTiles = page.locator('[data-testid="category-group"] li a[href^="/' + language + '/category/"]');
    expect(await groupTiles.count()).toBeGreaterThan(0);
    expect(await groupTiles.count()).toBeLessThanOrEqual(4);

    // The page is one analytics item list: view_item_list with the 10 products, indexed from 1, in AED.
    await eventually(async () => (await dataLayerEvents(page, "view_item_list")).length).toBe(1);
    const [viewed] = await dataLayerEvents(page, "view_item_list");
    expect(viewed?.ecommerce).toMatchObject({ currency: "AED", item_list_id: "category_plastic-containers" });
    expect(listIndexes(viewed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(viewed?.ecommerce?.items.every((item) => item.quantity === 1)).toBe(true);

    // A desktop facet value: the count it promises is what the filtered page shows, as a removable chip.
    const brandValue = page.locator('aside details[data-facet="brand"] a').first();
    const promised = Number(await brandValue.locator("span").last().innerText());
    const brandName = (await brandValue.locator("span").nth(1).innerText()).trim();
    await brandValue.click();
    await page.waitForURL(/query=.*brand/);
    await eventually(() => resultCount(page)).toBe(promised);
    const chip = page.locator(`ul[aria-label="${text.activeFacets!.label}"] a:not([data-testid="clear-all-filters"])`);
    await eventually(() => chip.count()).toBe(1);
    expect((await chip.innerText()).trim()).toBe(brandName);
    await eventually(() => page.locator('aside details[data-facet="brand"] a .sr-only').count()).toBe(1);
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has("query"));
    await eventually(() => resultCount(page)).toBe(total);

    // 'Clear all filters' leads back to the category's own result.
    await brandValue.click();
    await page.waitForURL(/query=.*brand/);
    await page.getByRole("link", { name: text.activeFacets!.clearAll, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("query"));
    await eventually(() => resultCount(page)).toBe(total);

    // Sorting announces the new view to screen readers.
    await page.locator('select[name="sortCode"]').selectOption("price-asc");
    await page.waitForURL(/sortCode=price-asc/);
    await eventually(() => page.locator('select[name="sortCode"]').inputValue()).toBe("price-asc");
    await eventually(() => page.locator('[data-testid="page-view-announcement"]').innerText()).toBe(
      (messages[language] as unknown as { sorting: { pageViewUpdated: string } }).sorting.pageViewUpdated,
    );
    await eventually(async () => (await tilePrices(tiles(page))).length).toBe(10);
    const prices = await tilePrices(tiles(page));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Page size 5, list view, then the next page keeps both.
    await page.locator('select[name="pageSize"]').selectOption("5");
    await page.waitForURL(/pageSize=5/);
    await eventually(() => products(page).count()).toBe(5);
    await page.getByRole("link", { name: text.view!.list, exact: true }).click();
    await page.waitForURL(/view=list/);
    await eventually(() => products(page, "list").count()).toBe(5);
    const firstOnPage1 = await products(page, "list").first().locator("h3").innerText();
    await page.getByRole("link", { name: text.pagination!.next, exact: true }).click();
    await page.waitForURL(/currentPage=1/);
    await eventually(() => products(page, "list").first().locator("h3").innerText()).not.toBe(firstOnPage1);
    expect(param(page, "pageSize")).toBe("5");
    expect(param(page, "sortCode")).toBe("price-asc");
    await eventually(() => page.locator('nav a[aria-current="page"]').innerText()).toBe("2");
    // The second page of 5 continues the list's positions.
    await eventually(async () => listIndexes((await dataLayerEvents(page, "view_item_list")).at(-1))).toEqual([
      6, 7, 8, 9, 10,
    ]);
    await page.getByRole("link", { name: text.pagination!.last, exact: true }).click();
    await page.waitForURL(new RegExp(`currentPage=${Math.ceil(total / 5) - 1}`));
    await eventually(() => products(page, "list").count()).toBe(total - 5 * (Math.ceil(total / 5) - 1));
    await page.getByRole("link", { name: text.pagination!.first, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("currentPage"));
    await eventually(() => products(page, "list").first().locator("h3").innerText()).toBe(firstOnPage1);

    // Opening a product reports select_item with its position.
    await products(page, "list").nth(1).locator("h3 a").click();
    await page.waitForURL(/\/product\//);
    const [selected] = await dataLayerEvents(page, "select_item");
    expect(selected?.ecommerce).toMatchObject({ currency: "AED", item_list_id: "category_plastic-containers" });
    expect(listIndexes(selected)).toEqual([2]);
    expect(problems).toEqual([]);
  });

  it("shows a brand's products under its name, without the brand facet", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const response = await page.goto(`${shop}/${language}${BRAND}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("main h1").innerText()).toBe(language === "en" ? "Sahra Pack" : "صحراء باك");
    expect(await page.title()).toMatch(language === "en" ? /^Sahra Pack \| Dukkan$/ : /^صحراء باك \| دكان$/);
    expect(await resultCount(page)).toBeGreaterThan(10);
    expect(await page.locator('aside details[data-facet="brand"]').count()).toBe(0);
    expect(await page.locator('aside details[data-facet="category"]').count()).toBe(1);
    expect(await page.locator(`ul[aria-label="${text.activeFacets!.label}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
    expect((await page.goto(`${shop}/${language}/Brands/Nobody/c/no-such-brand`))?.status()).toBe(404);
  });

  it("puts a tile's discount badge at the reading start, clear of the wishlist heart", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    // The seed discounts Majlis Party's products; a guest's heart links to the login page.
    await page.goto(`${shop}/${language}/Brands/Majlis-Party/c/majlis`);
    const tile = page.locator("ul[data-view] > li article", { has: page.getByTestId("discount-badge") }).first();
    const badge = (await tile.getByTestId("discount-badge").boundingBox())!;
    const heart = (await tile.locator(`a[href="/${language}/login"]`).boundingBox())!;
    const card = (await tile.boundingBox())!;
    // In the page's own currency format (bidi marks aside): '-AED 2.00' in English, '-2.00 د.إ.' in Arabic.
    const amount = language === "en" ? /AED\s\d+\.\d{2}/ : /\d+\.\d{2}\sد\.إ\./;
    const badgeText = (await tile.getByTestId("discount-badge").innerText()).replace(/[\u200e\u200f]/g, "");
    expect(badgeText).toMatch(new RegExp(`^-(\\d+(\\.\\d+)?%|${amount.source})$`));
    const overlaps = badge.x < heart.x + heart.width && heart.x < badge.x + badge.width;
    expect(overlaps).toBe(false);
    // English reads from the left, Arabic from the right: the badge starts the tile's top row.
    if (language === "en") expect(badge.x - card.x).toBeLessThan(card.width / 2);
    else expect(badge.x - card.x).toBeGreaterThan(card.width / 2);
  });

  it("keeps each tile's add-to-cart button on one line, five tiles a row or two", async ({ browser }) => {
    const widths = [
      { viewport: DESKTOP, path: "/deals-Offers-flash-Sale?type=flashsale" }, // five tiles a row
      { viewport: DESKTOP, path: NESTED_CATEGORY, labelled: true }, // three, beside the facets: room for the label
      { viewport: { width: 1024, height: 800 }, path: NESTED_CATEGORY },
      { viewport: PHONE, path: NESTED_CATEGORY },
    ];
    for (const { viewport, path, labelled } of widths) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop}/${language}${path}`);
      const buttons = page.locator("main article form button[type=submit]");
      await eventually(() => buttons.count()).toBeGreaterThan(1);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        // One line of text (or the cart icon alone) in a 40 px button; a wrapped label makes it taller.
        expect(box.height, `${viewport.width}px ${path}: ${await button.innerText()}`).toBeLessThanOrEqual(40);
        // Where the tile is wide enough the label shows beside the icon (otherwise it is for screen readers only).
        if (labelled) expect(await button.locator("span").isVisible()).toBe(true);
      }
    }
  });

  it("leads from a product family's tile to its options, where it can be added to the cart", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const addToCart = (messages[language] as unknown as { addToCart: Record<string, string> }).addToCart;
    // The demo catalogue sells its double-wall cups by size: the family's tile has no add button of its own.
    await page.goto(`${shop}/${language}/search/${language === "en" ? "double wall cup" : "كوب بجدار مزدوج"}`);
    // The tile's link is a client navigation once hydrated; a tap while React is still hydrating the listing was
    // once lost on a loaded CI machine (the URL never changed), so the walk starts on the hydrated page.
    await hydrated(page);
    const chooseLink = page.getByRole("link", { name: addToCart.chooseOptions! });
    const tile = page.locator("ul[data-view] > li article", { has: chooseLink }).first();
    const choose = tile.getByRole("link", { name: addToCart.chooseOptions! });
    await choose.waitFor();
    expect(await tile.locator("form button[type=submit]").count()).toBe(0);
    expect(await choose.getAttribute("aria-label")).toContain(await tile.locator("h3 span.font-semibold").innerText());
    await choose.click();
    await page.waitForURL(/\/product\//);
    // The product page offers the family's sizes; a size in stock can be added from the phone bar.
    const product = (messages[language] as unknown as { product: { variants: Record<string, string> } }).product;
    const sizes = page.getByRole("group", { name: product.variants.size! }).getByRole("link");
    await eventually(() => sizes.count()).toBeGreaterThan(1);
    const addButton = page.getByTestId("mobile-add-to-cart-bar").getByRole("button", { name: addToCart.addToCart! });
    const inStock = async () => (await addButton.count()) > 0 && (await addButton.isEnabled());
    for (let size = 0; size < (await sizes.count()) && !(await inStock()); size++) {
      const sizePath = new URL((await sizes.nth(size).getAttribute("href"))!, shop).pathname;
      await sizes.nth(size).click();
      await page.waitForURL((url) => url.pathname === sizePath);
      await page.waitForLoadState("networkidle");
    }
    expect(await inStock()).toBe(true);
  });

  it("filters in the phone facet dialog and applies the choice on close", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}${NESTED_CATEGORY}`);
    await hydrated(page);
    expect(await page.locator("aside").isVisible()).toBe(false);

    await page.locator("[data-facet-dialog-trigger]").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading").innerText()).toBe(text.facets!.dialogTitle);
    // Page scrolling is locked while the dialog is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    const material = dialog
      .locator("fieldset")
      .filter({ has: page.locator('input[data-facet-value="polypropylene-pp"]') });
    const option = material.locator("label").first();
    const promised = Number(await option.locator("span").last().innerText());
    // The apply button counts the products the choice shows, and every value's count follows the choice:
    // each product has one price range, so the price values' counts add up to the result.
    const apply = dialog.locator("[data-facet-apply]");
    const priceCounts = async () =>
      (
        await dialog
          .locator("fieldset")
          .filter({ has: page.locator('input[data-facet-value="10-25"]') })
          .locator("[data-facet-count]")
          .allInnerTexts()
      ).reduce((sum, count) => sum + Number(count), 0);
    const total = await resultCount(page);
    expect(promised).toBeLessThan(total);
    expect(await apply.innerText()).toBe(showCount(language, total));
    expect(await priceCounts()).toBe(total);
    await option.click();
    expect(await option.locator("input").isChecked()).toBe(true);
    await eventually(() => apply.innerText()).toBe(showCount(language, promised));
    expect(await priceCounts()).toBe(promised);
    await page.keyboard.press("Escape");

    await page.waitForURL(/query=.*material%3Apolypropylene-pp/);
    await eventually(() => resultCount(page)).toBe(promised);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    expect(param(page, "query")).toBe(":relevance:allCategories:plastic-containers:material:polypropylene-pp");
    await eventually(() =>
      page.locator(`ul[aria-label="${text.activeFacets!.label}"] a:not([data-testid="clear-all-filters"])`).count(),
    ).toBe(1);

    // Unticking the active value in the dialog removes it again.
    await page.locator("[data-facet-dialog-trigger]").click();
    await page.getByRole("dialog").locator('input[data-facet-value="polypropylene-pp"]').locator("..").click();
    await eventually(() => page.locator("[data-facet-apply]").innerText()).toBe(showCount(language, total));
    await page.locator("[data-facet-apply]").click();
    await page.waitForURL((url) => !url.searchParams.has("query"));
    await eventually(() => page.locator(`ul[aria-label="${text.activeFacets!.label}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("shows the first product tile in the first screen of a phone and of a desktop", async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop}/${language}${NESTED_CATEGORY}`);
      await hydrated(page);
      // The category has a banner and sub-categories above its products.
      expect(await page.locator('[data-testid="category-banner"]').count()).toBe(1);
      const first = (await tiles(page).first().boundingBox())!;
      expect(first.y, `${viewport.width}px`).toBeGreaterThan(0);
      // A phone shows the whole tile (picture, name, price, button); a desktop (under the large banner) its top.
      const bottom = viewport === PHONE ? first.y + first.height : first.y + 100;
      expect(bottom, `${viewport.width}px`).toBeLessThanOrEqual(viewport.height);
      // The filter button, sort and view switch share one line on the phone; the facets stay beside on a desktop.
      if (viewport === PHONE) {
        const line = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
        const filterLine = await line("[data-facet-dialog-trigger]");
        expect(await line('select[name="sortCode"]')).toBeCloseTo(filterLine, -1);
        expect(await line(`[aria-label="${text.view!.label}"]`)).toBeCloseTo(filterLine, -1);
      } else expect(await page.locator("aside").isVisible()).toBe(true);
    }
  });

  it("offers the nearest spelling and popular products when a search finds nothing", async ({ browser }) => {
    const context = await newContext(browser, language === "en" ? DESKTOP : PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    // Two swapped pairs of letters in English (beyond the one typo a search forgives); one in a short Arabic word.
    const [misspelt, meant] = language === "en" ? ["cnotaienr", "container"] : ["كبو", "كوب"];
    await page.goto(`${shop}/${language}/search/${encodeURIComponent(misspelt)}`);
    expect(await resultCount(page)).toBe(0);
    const popular = page.locator('section[data-carousel="popular-products"]');
    expect(await popular.locator("h2").innerText()).toBe(text.popularProducts);
    expect(await popular.locator("article").count()).toBeGreaterThan(3);
    const suggestion = page.locator('[data-testid="spelling-suggestion"]');
    expect(await suggestion.innerText()).toBe(`${text.didYouMean} ${meant}`);

    await suggestion.getByRole("link", { name: meant }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/${language}/search/${meant}`);
    await eventually(() => resultCount(page)).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="spelling-suggestion"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("searches from the search page's URL", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const word = language === "en" ? "cup" : "أكواب";
    const response = await page.goto(`${shop}/${language}/search/${encodeURIComponent(word)}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("main h1").innerText()).toContain(word);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect(await page.locator('aside details[data-facet="brand"]').count()).toBe(1);
  });
});

describe("links to listings", () => {
  it("renders the CMS's category and brand links, and each leads to a working listing", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const linksOn = async (path: string) => {
      await page.goto(`${shop}${path}`);
      return page
        .locator('main a[href^="/ar/category/"], nav a[href^="/ar/category/"], main a[href^="/ar/Brands/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    };
    // The home page's menu and carousels link categories; the site map page links the brands too.
    const home = await linksOn("/ar/");
    const siteMap = await linksOn("/ar/sitemap");
    expect(home.filter((href) => href.includes("/category/")).length).toBeGreaterThan(20);
    expect(siteMap.filter((href) => href.includes("/Brands/")).length).toBeGreaterThan(3);
    for (const href of new Set([...home, ...siteMap])) {
      const response = await fetch(`${shop}${href}`, { redirect: "manual" });
      expect(response.status, href).toBe(200);
    }
  });
});

describe("listings without JavaScript", () => {
  it("filter, sort, view and page links and forms work from the server-rendered HTML", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/en${NESTED_CATEGORY}`);
    const total = await resultCount(page);

    await page.locator('aside details[data-facet="colour"] a').first().click();
    await page.waitForURL(/query=/);
    expect(await resultCount(page)).toBeLessThan(total);

    // The selects submit with their Apply button, keeping the facet.
    const sortForm = page.locator("form").filter({ has: page.locator('select[name="sortCode"]') });
    await sortForm.locator("select").selectOption("price-desc");
    await sortForm.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/sortCode=price-desc/);
    expect(param(page, "query")).toContain("colour");
    const prices = await tilePrices(tiles(page));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByRole("link", { name: "List view", exact: true }).click();
    await page.waitForURL(/view=list/);
    expect(await products(page, "list").count()).toBeGreaterThan(0);

    // Mobile facets fall back to a disclosure of the same links.
    const phone = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${shop}/en${NESTED_CATEGORY}`);
    await phonePage.locator("section details > summary").first().click();
    await phonePage.locator('section details[data-facet="brand"] a').first().click();
    await phonePage.waitForURL(/query=.*brand/);
  });
});
