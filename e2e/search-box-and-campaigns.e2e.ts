/**
 * The header search box, the deals-and-offers listing, the phone menu and the search-engine files in a
 * real browser, in English and Arabic.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { messages } from "../packages/i18n/src/messages/index.js";
import { DESKTOP, hydrated, it, newContext, PHONE, tilePrices, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");

type Language = "en" | "ar";
type Tree = Record<string, unknown>;
const text = (language: Language, path: string): string =>
  path.split(".").reduce<unknown>((node, part) => (node as Tree)[part], messages[language]) as string;

/** A word with several matches in each language's catalogue. */
const WORDS: Record<Language, string> = { en: "contain", ar: "حافظ" };

/** A line sold in two packs (separate products, one name), and how its name and packs read. */
const CARRIER: Record<Language, string> = { en: "pulp cup carrier", ar: "حامل أكواب" };
const CARRIER_NAME: Record<Language, string> = { en: "Moulded Pulp Cup Carrier", ar: "حامل أكواب من لب الورق" };
const PACK: Record<Language, RegExp> = { en: /Pack of \d+/, ar: /عبوة/ };

const searchInput = (page: Page) => page.locator('header input[role="combobox"]');
const options = (page: Page) => page.locator('header [role="listbox"] [role="option"]');
const campaignTiles = (page: Page) => page.locator("main ul.grid > li article");

/** Page scripts have taken over: typing in the box shows its reset button. */
async function typeInSearchBox(page: Page, word: string) {
  const input = searchInput(page);
  await input.click();
  await input.fill("");
  await input.pressSequentially(word, { delay: 40 });
}

describe.each(["en", "ar"] as const)("search box and campaigns in %s", (language) => {
  it("suggests while typing, moves with the arrow keys and launches the search page on Enter", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/`);
    await page.locator(`header button[aria-label="${text(language, "searchBox.submit")}"]`).waitFor();

    await typeInSearchBox(page, WORDS[language]);
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await searchInput(page).getAttribute("aria-expanded")).toBe("true");
    // The counts are announced to screen readers.
    const status = page.locator('header search [role="status"]');
    await expect.poll(() => status.innerText()).toMatch(/\d|[٠-٩]|واحد|منتجان|اقتراحان/);
    // Products show a price; suggestions link to the search page with the suggestion.
    const firstSuggestion = page.locator('header [role="group"] [role="option"] a').first();
    expect(await firstSuggestion.getAttribute("href")).toMatch(new RegExp(`^/${language}/search/`));
    expect(await page.locator('header [role="option"] a[href*="/product/"]').count()).toBeGreaterThan(0);

    // Arrow keys move the active option; Escape closes the panel.
    await searchInput(page).press("ArrowDown");
    const active = await searchInput(page).getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true");
    await searchInput(page).press("Escape");
    expect(await searchInput(page).getAttribute("aria-expanded")).toBe("false");

    // The reset button clears the word.
    await page.locator(`header button[aria-label="${text(language, "searchBox.resetLabel")}"]`).click();
    expect(await searchInput(page).inputValue()).toBe("");

    // Enter launches the search page and the box keeps the word.
    await typeInSearchBox(page, WORDS[language]);
    await searchInput(page).press("Enter");
    await page.waitForURL(new RegExp(`/${language}/search/`));
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${language}/search/${WORDS[language]}`);
    expect(await searchInput(page).inputValue()).toBe(WORDS[language]);

    expect(problems).toEqual([]);

    // The word is remembered: an empty box on another page offers it again.
    const other = await context.newPage();
    await other.goto(`${shop}/${language}/aboutus`);
    await other.waitForLoadState("networkidle");
    await searchInput(other).click();
    await expect.poll(() => options(other).allInnerTexts()).toContain(WORDS[language]);
  });

  it("keeps each product's name and price inside the results panel on a phone", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    await page.locator(`header button[aria-label="${text(language, "searchBox.submit")}"]`).waitFor();
    await typeInSearchBox(page, WORDS[language]);
    const productRows = page.locator('header [role="option"] a[href*="/product/"]');
    await expect.poll(() => productRows.count(), { timeout: 10_000 }).toBeGreaterThan(1);

    const panel = await page.locator("header search > div:has([role=listbox])").boundingBox();
    expect(panel).not.toBeNull();
    for (const row of await productRows.all()) {
      const price = await row.locator('[dir="ltr"]').boundingBox();
      expect(price, await row.innerText()).not.toBeNull();
      // Long names are cut with an ellipsis; the price stays whole and visible.
      expect(price!.x).toBeGreaterThanOrEqual(panel!.x);
      expect(price!.x + price!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    }

    // Packs of one line are products sharing a name: the panel shows the name once, with its pack.
    await typeInSearchBox(page, CARRIER[language]);
    const carrierRows = productRows.filter({ hasText: CARRIER_NAME[language] });
    await expect.poll(() => carrierRows.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const names = await productRows.locator("[data-product-name]").allInnerTexts();
    expect(new Set(names).size, names.join(" / ")).toBe(names.length);
    expect(await carrierRows.first().innerText()).toMatch(PACK[language]);
  });

  it("opens deals and offers from the home page's 'View all', then changes Display, sort and page", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/`);
    const viewAll = page.locator(`a[href="/${language}/deals-Offers-flash-Sale?type=dealandoffers&pageSize=50"]`);
    expect(await viewAll.innerText()).toBe(text(language, "campaign.viewAll"));
    await viewAll.click();
    await page.waitForURL(/type=dealandoffers/);
    await expect
      .poll(() => page.locator("main h1").innerText())
      .toBe(language === "en" ? "Deals and offers" : "العروض والتخفيضات");
    const total = await campaignTiles(page).count();
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(50);

    // Display 5: five tiles and a pagination.
    const display = page.getByLabel(text(language, "campaign.display"));
    await display.selectOption("5");
    await page.waitForURL(/pageSize=5/);
    await expect.poll(() => campaignTiles(page).count()).toBe(5);
    const pagination = page.locator("main nav").filter({ has: page.locator("a[aria-current]") });
    expect(await pagination.locator('a[aria-current="page"]').innerText()).toBe("1");
    const firstPageNames = await campaignTiles(page).locator("h3").allInnerTexts();

    // Next page: other products, the page in the URL.
    await pagination.locator(`a[aria-label="${text(language, "listing.pagination.next")}"]`).click();
    await page.waitForURL(/currentPage=1/);
    await expect.poll(() => campaignTiles(page).locator("h3").allInnerTexts()).not.toEqual(firstPageNames);

    // Sort by price (lowest first): prices ascend and the listing starts again at the first page.
    await page.getByLabel(text(language, "campaign.sortBy")).selectOption("price-asc");
    await page.waitForURL(/sortCode=price-asc/);
    expect(new URL(page.url()).searchParams.get("currentPage")).toBeNull();
    await expect
      .poll(() => page.locator("main [role=status]").innerText())
      .toBe(text(language, "sorting.pageViewUpdated"));
    const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);
    await expect.poll(async () => ascending(await tilePrices(campaignTiles(page)))).toBe(true);
    const prices = await tilePrices(campaignTiles(page));
    expect(prices).toHaveLength(5);
    // The cheapest deal comes first: nothing on the next page costs less.
    await pagination.locator(`a[aria-label="${text(language, "listing.pagination.next")}"]`).click();
    await page.waitForURL(/currentPage=1/);
    await expect
      .poll(async () => Math.min(...(await tilePrices(campaignTiles(page)))))
      .toBeGreaterThanOrEqual(prices.at(-1)!);

    expect(problems).toEqual([]);

    // A page past the end shows the last page; an unknown campaign is not found.
    const other = await context.newPage();
    await other.goto(`${shop}/${language}/deals-Offers-flash-Sale?type=dealandoffers&pageSize=5&currentPage=999`);
    expect(await other.locator('main nav a[aria-current="page"]').innerText()).toBe(String(Math.ceil(total / 5)));
    const unknown = await other.goto(`${shop}/${language}/deals-Offers-flash-Sale?type=clearance`);
    expect(unknown?.status()).toBe(404);
  });

  it("opens the phone menu, goes into a department and back, then into a sub-category", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/`);
    // The desktop menu is hidden below 992 px; the menu button opens the drawer.
    const desktopMenu = page.locator(`header nav[aria-label="${text(language, "header.mainNavigation")}"]`);
    expect(await desktopMenu.isVisible()).toBe(false);
    await page.getByRole("button", { name: text(language, "common.openMenu") }).click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    expect(await drawer.getByRole("heading").innerText()).toBe(text(language, "common.menu"));

    const department = drawer.locator(`li.node-${language === "en" ? "food-containers" : "حافظات-الطعام"} > button`);
    const departmentTitle = (await department.innerText()).trim();
    await department.click();
    expect(await drawer.getByRole("heading").innerText()).toBe(departmentTitle);
    await drawer.getByRole("button", { name: text(language, "common.back") }).click();
    expect(await drawer.getByRole("heading").innerText()).toBe(text(language, "common.menu"));

    await department.click();
    const subCategory = drawer.locator(
      `li.node-${language === "en" ? "plastic-containers" : "حافظات-بلاستيكية"} > button`,
    );
    await subCategory.click();
    expect(await drawer.getByRole("heading").innerText()).toBe(
      language === "en" ? "Plastic Containers" : "حافظات بلاستيكية",
    );
    await drawer.locator(`a[href="/${language}/category/food-containers/plastic-containers"]`).click();
    await page.waitForURL(new RegExp(`/${language}/category/food-containers/plastic-containers$`));
    await drawer.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
  });

  it("opens a desktop flyout with the categories' pictures and closes it with Escape", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    const department = page.locator(
      `header li.node-${language === "en" ? "food-containers" : "حافظات-الطعام"} > button`,
    );
    // Hovering opens the panel (once the page's scripts run); the hovering pointer's click keeps it open.
    await expect
      .poll(async () => {
        await department.hover();
        return department.getAttribute("aria-expanded");
      })
      .toBe("true");
    await department.click();
    expect(await department.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`[id="${await department.getAttribute("aria-controls")}"]`);
    // The panel's entries come with the menu tree, which loads when the first panel opens.
    const plastic = panel.locator(`a[href="/${language}/category/food-containers/plastic-containers"]`);
    await plastic.waitFor();
    expect(await plastic.locator("img").getAttribute("src")).toMatch(/^\/medias\//);
    await page.keyboard.press("Escape");
    expect(await panel.isVisible()).toBe(false);
  });

  it("carries the menu's top level only and loads the rest when a menu opens, with a way back from a failure", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.route("**/navigation-menu", (route) => route.abort("connectionfailed"));
    const html = await (await page.goto(`${shop}/${language}/`))!.text();
    // The department is in the page; its sub-categories are not, until a menu opens.
    const subCategory = `/${language}/category/food-containers/plastic-containers`;
    // (Other links start with the sub-category's address; its own address ends in a quote, escaped in the page data.)
    expect(html).toContain(`/${language}/category/food-containers`);
    expect([`${subCategory}"`, `${subCategory}\\"`].filter((address) => html.includes(address))).toEqual([]);
    await hydrated(page);

    const department = page.locator(
      `header li.node-${language === "en" ? "food-containers" : "حافظات-الطعام"} > button`,
    );
    await department.click();
    const panel = page.locator(`[id="${await department.getAttribute("aria-controls")}"]`);
    await panel.getByRole("alert").getByText(text(language, "menu.loadFailed")).waitFor();
    // The 'all of' link works without the tree.
    expect(await panel.locator(`a[href="/${language}/category/food-containers"]`).isVisible()).toBe(true);

    await page.unroute("**/navigation-menu");
    await panel.getByRole("button", { name: text(language, "menu.tryAgain") }).click();
    await panel.locator(`a[href="${subCategory}"]`).waitFor();
    expect(await panel.getByRole("alert").count()).toBe(0);

    // The tree is the same for every shopper of a language, and a browser may keep it for a minute.
    const answer = await page.request.get(`${shop}/${language}/navigation-menu`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=60");
    const { menu } = (await answer.json()) as { menu: { link?: { to: { pathname: string } }; children: unknown[] }[] };
    const foodContainers = menu.find((node) => node.link?.to.pathname === `/${language}/category/food-containers`);
    expect(foodContainers?.children.length).toBeGreaterThan(0);
  });

  it("searches and changes the campaign view with scripts disabled", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    await searchInput(page).fill(WORDS[language]);
    await searchInput(page).press("Enter");
    await page.waitForURL(new RegExp(`/${language}/search/`));
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${language}/search/${WORDS[language]}`);

    await page.goto(`${shop}/${language}/deals-Offers-flash-Sale?type=dealandoffers&pageSize=50`);
    await page.getByLabel(text(language, "campaign.display")).selectOption("10");
    await page.getByRole("button", { name: text(language, "campaign.apply") }).click();
    await page.waitForURL(/pageSize=10/);
    expect(await campaignTiles(page).count()).toBe(10);
  });

  it("declares the site search action on the home page", async ({ browser }) => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const website = scripts.map((json) => JSON.parse(json) as Tree).find((data) => data["@type"] === "WebSite");
    expect(website).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: {
          urlTemplate: `${shop}/${language}/search_term_string?search_term_string={search_term_string}`.replace(
            /^http:/,
            "https:",
          ),
        },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("search-engine files", () => {
  it("serves a sitemap of categories, brands, products and content pages in both languages", async () => {
    const response = await fetch(`${shop}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const language of ["en", "ar"]) {
      expect(locations).toContain(`/${language}/`);
      expect(locations).toContain(`/${language}/aboutus`);
      expect(locations).toContain(`/${language}/category/food-containers/plastic-containers`);
      expect(locations).toContain(`/${language}/Brands/Sahra-Pack/c/sahra-pack`);
      expect(locations.some((path) => path.startsWith(`/${language}/product/`))).toBe(true);
    }
    expect(xml).toMatch(/hreflang="ar-ae" href="https:\/\/[^"]+\/ar\/aboutus"/);
    expect(xml).toMatch(/hreflang="x-default" href="https:\/\/[^"]+\/en\/aboutus"/);

    // Every product page it lists opens.
    const product = locations.find((path) => path.startsWith("/ar/product/"))!;
    expect((await fetch(`${shop}${product}`, { redirect: "manual" })).status).toBe(200);
  });

  it("serves robots.txt pointing to the sitemap and keeping crawlers out of private pages", async () => {
    const response = await fetch(`${shop}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
    for (const path of ["/en/my-account", "/ar/cart", "/en/checkout"]) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
