/**
 * Stock notifications, recommendations, analytics and structured data on the product page (shopping spec
 * §2.9, §4 Stock notification, §7 Analytics, §9), in English and Arabic: a guest's 'Notify me' leads to
 * login; a signed-in customer subscribes to an out-of-stock product (dialog), stops and subscribes again;
 * staff restock it and the back-in-stock e-mail lands in the outbox once; the page shows the recommendation
 * carousels, pushes view_item / view_item_list / select_item to window.dataLayer and carries Product JSON-LD.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, watchForBreakage } from "./browser.js";
import { staffAccessToken } from "./staff-api.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const WORDS = {
  en: {
    notifyMe: "Notify me",
    stopNotify: "Stop notify",
    dialogTitle: "We will let you know",
    close: "Close",
    unsubscribed: "You will no longer be notified when this product is back in stock.",
    recommended: "You may also like",
    preferencesTitle: "Notification preferences",
    email: "E-mail",
    saved: "Your notification preferences were saved.",
    homeRecommended: "Recommended for you",
  },
  ar: {
    notifyMe: "أعلمني عند التوفر",
    stopNotify: "إيقاف الإشعار",
    dialogTitle: "سنعلمك بذلك",
    close: "إغلاق",
    unsubscribed: "لن يتم إشعارك بعد الآن عند توفر هذا المنتج.",
    recommended: "قد يعجبك أيضًا",
    preferencesTitle: "تفضيلات الإشعارات",
    email: "البريد الإلكتروني",
    saved: "تم حفظ تفضيلات الإشعارات.",
    homeRecommended: "منتجات نرشحها لك",
  },
} as const;

type OutboxMessage = { subject: string; body: string };

/** Customers registered through the API (registerThroughApi) get e-mails in English. */
const BACK_IN_STOCK_SUBJECT = /^Back in stock: /;

async function backInStockMails(to: string, subject: RegExp): Promise<OutboxMessage[]> {
  const response = await fetch(`${api}/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => subject.test(message.subject));
}

/** The staff owner, signed in on the staff API. */
const staffToken = () => staffAccessToken();

async function setStock(code: string, available: number): Promise<{ notificationsSent: number }> {
  const response = await fetch(`${api}/admin/v1/stock/${encodeURIComponent(code)}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${staffToken()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ available }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { notificationsSent: number };
}

/** A sellable product of the demo shop (a family's first variant) that has recommendations. */
async function productWithRecommendations(index: number): Promise<string> {
  const search = await fetch(`${OCC}/products/search?query=cup&pageSize=20&fields=products(code)`);
  const { products } = (await search.json()) as { products: { code: string }[] };
  // Kits take their stock from their components, so they cannot be made out of stock on their own.
  const code = products.filter((product) => !product.code.startsWith("kit"))[index]!.code;
  const product = (await (await fetch(`${OCC}/products/${encodeURIComponent(code)}?fields=FULL`)).json()) as {
    code: string;
    baseOptions?: { selected?: { code: string } }[];
  };
  const sellable = product.baseOptions?.[0]?.selected?.code ?? product.code;
  // The API computes recommendations in the background after its first start.
  await expect
    .poll(
      async () => {
        const references = await fetch(`${OCC}/products/${encodeURIComponent(sellable)}/references?fields=code`);
        return ((await references.json()) as { references: unknown[] }).references.length;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return sellable;
}

/** The API drops its cached product JSON within a second of a stock change; wait until shoppers see it. */
async function stockShows(code: string, status: "inStock" | "outOfStock"): Promise<void> {
  await expect
    .poll(async () => {
      const response = await fetch(`${OCC}/products/${encodeURIComponent(code)}?fields=stock`);
      const { stock } = (await response.json()) as { stock?: { stockLevelStatus: string } };
      return stock?.stockLevelStatus === "outOfStock" ? "outOfStock" : "inStock";
    })
    .toBe(status);
}

type ProductLd = {
  sku: string;
  offers: { priceValidUntil: string; shippingDetails: { deliveryTime: { handlingTime: unknown } } };
};

type DataLayerEvent = {
  event?: string;
  ecommerce?: { currency?: string; items?: { index: number; quantity: number; item_id: string }[] } | null;
};

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEvent[]);

describe.each([
  ["en", 0],
  ["ar", 1],
] as const)("stock notification and recommendations (%s)", (language, productIndex) => {
  const words = WORDS[language];

  it("notifies a subscribed customer once when the product is back, with carousels, analytics and JSON-LD", async ({
    browser,
  }) => {
    const code = await productWithRecommendations(productIndex);
    await setStock(code, 0);
    await stockShows(code, "outOfStock");
    const { email } = await registerThroughApi(api, shop, language === "en" ? "Noura" : "Salem");

    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);

    // A guest's 'Notify me' is a link to the login page.
    await page.goto(`${shop}/${language}/p/${encodeURIComponent(code)}`);
    const guestLink = page.getByRole("link", { name: words.notifyMe, exact: true });
    expect(await guestLink.getAttribute("href")).toBe(`/${language}/login`);
    // Route discovery may still be fetching for the page's links; let it finish before leaving.
    await page.waitForLoadState("networkidle");

    await signInThroughPage(page, shop, language, email);
    await page.goto(`${shop}/${language}/p/${encodeURIComponent(code)}`);
    const productUrl = page.url();
    await hydrated(page);

    // Subscribe: the dialog names the e-mail channel; then the button reads 'Stop notify'.
    await page.getByRole("button", { name: words.notifyMe }).click();
    const dialog = page.getByRole("dialog", { name: words.dialogTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(email);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    const stop = page.getByRole("button", { name: words.stopNotify });
    await stop.waitFor();

    // Stop notify says so and offers 'Notify me' again; subscribe again and keep it after a reload.
    await stop.click();
    await page.getByRole("status").filter({ hasText: words.unsubscribed }).waitFor();
    await page.getByRole("button", { name: words.notifyMe }).click();
    await page.getByRole("dialog", { name: words.dialogTitle }).getByRole("button", { name: words.close }).click();
    await page.waitForLoadState("networkidle");
    await page.reload();
    await page.getByRole("button", { name: words.stopNotify }).waitFor();

    // Staff restock: exactly one back-in-stock e-mail, in the customer's outbox.
    expect(await backInStockMails(email, BACK_IN_STOCK_SUBJECT)).toHaveLength(0);
    expect((await setStock(code, 30)).notificationsSent).toBeGreaterThanOrEqual(1);
    const mails = await backInStockMails(email, BACK_IN_STOCK_SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/p/${code}`);
    await setStock(code, 0);
    await setStock(code, 30);
    expect(await backInStockMails(email, BACK_IN_STOCK_SUBJECT)).toHaveLength(1);

    // Back in stock: no notification block any more.
    await stockShows(code, "inStock");
    await page.waitForLoadState("networkidle");
    await page.goto(productUrl);
    await hydrated(page);
    expect(await page.getByRole("button", { name: words.stopNotify }).count()).toBe(0);

    // Recommendation carousels with product tiles.
    // The section, not the carousel widget inside it (which carries the same name).
    const recommended = page.getByRole("region", { name: words.recommended }).first();
    await recommended.waitFor();
    expect(await recommended.locator('a[href*="/product/"]').count()).toBeGreaterThan(0);

    // Analytics: view_item for this product and view_item_list for the carousels, AED, indexed from 1.
    await expect.poll(async () => (await dataLayer(page)).some((entry) => entry.event === "view_item")).toBe(true);
    const events = await dataLayer(page);
    const viewItem = events.find((entry) => entry.event === "view_item")!;
    expect(viewItem.ecommerce).toMatchObject({ currency: "AED", items: [{ item_id: code, index: 1, quantity: 1 }] });
    const lists = events.filter((entry) => entry.event === "view_item_list");
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list.ecommerce!.currency).toBe("AED");
      expect(list.ecommerce!.items!.map((item) => item.index)).toEqual(list.ecommerce!.items!.map((_, i) => i + 1));
    }

    // Structured data: one Product with its AED offer, read from the server-rendered HTML.
    const html = await (await fetch(productUrl)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const productLd = blocks.find((block) => block["@type"] === "Product") as ProductLd | undefined;
    expect(productLd).toBeDefined();
    expect(productLd!.sku).toBe(code);
    expect(productLd!.offers).toMatchObject({
      priceCurrency: "AED",
      availability: "https://schema.org/InStock",
      hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
    });
    // The spec's 2025-12-31 has passed: the offer says the last day of a year still ahead, never a past date.
    const validUntil = productLd!.offers.priceValidUntil;
    expect(validUntil).toMatch(/^\d{4}-12-31$/);
    expect(validUntil > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(productLd!.offers.shippingDetails.deliveryTime.handlingTime).toMatchObject({ minValue: 1, maxValue: 3 });

    // Opening a recommended product reports select_item with its position.
    await recommended.locator('a[href*="/product/"]:not([aria-hidden="true"])').first().click();
    await page.waitForURL((url) => url.href !== productUrl);
    await expect
      .poll(
        async () =>
          (await dataLayer(page)).find((entry) => entry.event === "select_item")?.ecommerce?.items?.[0]?.index,
      )
      .toBe(1);

    expect(problems).toEqual([]);
  });
});

describe.each([
  ["en", 2],
  ["ar", 3],
] as const)("notification preferences and home recommendations (%s)", (language, productIndex) => {
  const words = WORDS[language];

  it("an out-of-stock tile offers 'Notify me', leading to the product page's stock notification", async ({
    browser,
  }) => {
    const code = await productWithRecommendations(productIndex + 2);
    await setStock(code, 0);
    await stockShows(code, "outOfStock");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/search/${encodeURIComponent(code)}`);
    await hydrated(page);
    // The listing's images and the search box's requests settle first, so the click is the page's next navigation.
    await page.waitForLoadState("networkidle");
    const tileLink = page.locator('main article a[href$="#stock-notification"]').first();
    expect(await tileLink.textContent()).toBe(words.notifyMe);
    await tileLink.scrollIntoViewIfNeeded();
    await Promise.all([
      page.waitForURL((url) => url.pathname.includes("/product/") && url.hash === "#stock-notification"),
      tileLink.click(),
    ]);
    await page.locator("#stock-notification").getByRole("link", { name: words.notifyMe, exact: true }).waitFor();
    expect(problems).toEqual([]);
    await setStock(code, 30);
  });

  it("a customer turns e-mail off and on; without a channel the product page points to the preferences", async ({
    browser,
  }) => {
    const code = await productWithRecommendations(productIndex);
    await setStock(code, 0);
    await stockShows(code, "outOfStock");
    const { email } = await registerThroughApi(api, shop, language === "en" ? "Hessa" : "Majid");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, language, email);

    await page.goto(`${shop}/${language}/my-account/notification-preference`);
    await page.getByRole("heading", { level: 1, name: words.preferencesTitle }).waitFor();
    await hydrated(page);
    const emailBox = page.getByRole("checkbox", {
      name: new RegExp(`^${words.email} ${email.replace(/[.+]/g, "\\$&")}$`),
    });
    expect(await emailBox.isChecked()).toBe(true);
    // Toggling saves at once.
    await emailBox.uncheck();
    await page.getByRole("status").filter({ hasText: words.saved }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.reload();
    expect(await emailBox.isChecked()).toBe(false);

    await page.waitForLoadState("networkidle");
    await page.goto(`${shop}/${language}/p/${encodeURIComponent(code)}`);
    const toPreferences = page.getByRole("link", { name: words.preferencesTitle });
    expect(await toPreferences.getAttribute("href")).toBe(`/${language}/my-account/notification-preference`);
    expect(await page.getByRole("button", { name: words.notifyMe }).count()).toBe(0);

    await toPreferences.click();
    await page.waitForURL(/\/my-account\/notification-preference$/);
    await hydrated(page);
    await emailBox.check();
    await page.getByRole("status").filter({ hasText: words.saved }).waitFor();
    // Route discovery may still be fetching for the page's links; let it finish before leaving.
    await page.waitForLoadState("networkidle");
    await page.goto(`${shop}/${language}/p/${encodeURIComponent(code)}`);
    await page.getByRole("button", { name: words.notifyMe }).waitFor();
    await setStock(code, 30);

    expect(problems).toEqual([]);
  });

  it("the home page's recommendations carousel shows the computed recommendations", async ({ browser }) => {
    // The API computes its recommendations in the background after its first start.
    let products: { code: string }[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(`${OCC}/products/recommendations?fields=code`);
          products = ((await response.json()) as { products: { code: string }[] }).products;
          return products.length;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    // The section, not the carousel widget inside it (which carries the same name).
    const carousel = page.getByRole("region", { name: words.homeRecommended }).first();
    await carousel.waitFor();
    const hrefs = await carousel
      .locator('a[href*="/product/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.some((href) => href.includes(`/product/${products[0]!.code}-`))).toBe(true);
  });
});
