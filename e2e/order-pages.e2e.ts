/**
 * The customer's order pages (account spec §2.13–2.16): a new customer's dashboard and history show the
 * no-orders state; after a cash order placed through the checkout they show it (status, date in the page's
 * language, total, first product), the confirmation links to its details (overview, delivery, cash payment,
 * items with 'buy it again', totals). With six orders the history has two pages and a sort, as links and a GET
 * form that work without scripts. English on a desktop, Arabic on a phone.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { staffAccessToken } from "./staff-api.js";
import {
  placeCashOrderThroughPage,
  customerAuthorization,
  customerWithCashOrder,
  DEIRA_AREA,
  openPaymentStep,
  placeCashOrderThroughApi,
  readyForPayment,
  saveAddressThroughApi,
  sellableProducts,
} from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const TEXTS = {
  en: {
    locale: "en-GB",
    order: "Order",
    greeting: "Hello, Layla",
    noOrders: "You have not placed any orders yet.",
    startShopping: "Start shopping",
    oneOrder: "Order history (1 order)",
    sixOrders: "Order history (6 orders)",
    placed: "Placed",
    twoItems: "2 items",
    cash: "Cash on delivery",
    viewOrder: "View order details",
    buyAgain: "Buy it again",
    free: "Free",
  },
  ar: {
    locale: "ar-AE",
    order: "الطلب",
    greeting: "مرحباً، Layla",
    noOrders: "لم تقدّم أي طلب بعد.",
    startShopping: "ابدأ التسوق",
    oneOrder: "سجل الطلبات (طلب واحد)",
    sixOrders: "سجل الطلبات (6 طلبات)",
    placed: "تم تقديم الطلب",
    twoItems: "قطعتان",
    cash: "الدفع نقداً عند الاستلام",
    viewOrder: "عرض تفاصيل الطلب",
    buyAgain: "اشترِ مرة أخرى",
    free: "مجاناً",
  },
} as const;

/** Today in the UAE as the spec's 'd MMMM yyyy' reads in each language ("27 November 2026", "27 نوفمبر 2026"). */
function today(locale: string): string {
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dubai",
  }).format(new Date());
}

const rowCodes = (page: Page) =>
  page.getByTestId("order-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-order-code") ?? ""));

describe("order pages", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `shows a customer's orders on the dashboard, in the history and in detail (${language})`,
      {
        timeout: 180_000,
      },
      async ({ browser }) => {
        const texts = TEXTS[language];
        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        const { email, phoneNumber } = await registerThroughApi(api, shop, "Layla");
        await signInThroughPage(page, shop, language, email);

        // A new customer: the dashboard greets them and has no orders yet; the history neither.
        await page.goto(`${shop}/${language}/my-account`);
        const dashboard = page.getByTestId("account-dashboard");
        expect((await dashboard.locator("h1").textContent())?.trim()).toBe(texts.greeting);
        expect(await page.getByTestId("no-orders").textContent()).toContain(texts.noOrders);
        const startShopping = page.getByTestId("no-orders").getByRole("link", { name: texts.startShopping });
        expect(await startShopping.getAttribute("href")).toBe(`/${language}/`);
        const shortcuts = await page
          .getByTestId("account-shortcuts")
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(shortcuts).toEqual(
          [
            "orders",
            "returns",
            "support-tickets",
            "loyalty-history",
            "loyalty-qr-code",
            "my-replenishments",
            "update-profile",
            "update-password",
            "update-email",
            "address-book",
            "payment-details",
            "wishlist",
            "saved-carts",
            "quick-order",
            "notification-preference",
            "consents",
            "coupons",
          ].map((path) => `/${language}/my-account/${path}`),
        );
        // Every shortcut opens a page (none is the not-found page).
        for (const href of shortcuts) {
          expect((await context.request.get(`${shop}${href}`)).status(), href!).toBe(200);
        }
        await page.goto(`${shop}/${language}/my-account/orders`);
        expect(await page.getByTestId("no-orders").count()).toBe(1);

        // A cash order through the checkout; its confirmation links to the order.
        await readyForPayment(context.request, language, { phone: phoneNumber });
        await openPaymentStep(page, language);
        const code = await placeCashOrderThroughPage(page, language);
        const productName = (await page.getByTestId("order-confirmation-item").locator("p").first().textContent())!;
        const total = (await page.getByTestId("order-confirmation-totals").locator("div.font-bold dd").textContent())!;
        const viewOrder = page.getByRole("link", { name: texts.viewOrder });
        expect(await viewOrder.getAttribute("href")).toBe(`/${language}/my-account/order/${code}`);

        // The details, from the confirmation's link.
        await viewOrder.click();
        await page.waitForURL((url) => url.pathname === `/${language}/my-account/order/${code}`);
        await hydrated(page);
        expect((await page.locator("main h1").textContent())?.trim()).toContain(code);
        expect(await page.getByTestId("order-overview").textContent()).toContain(texts.placed);
        expect(await page.getByTestId("order-overview").textContent()).toContain(today(texts.locale));
        expect(await page.getByTestId("order-payment").textContent()).toContain(texts.cash);
        expect(await page.getByTestId("order-delivery").textContent()).toContain("Al Rigga Street 12");
        const item = page.getByTestId("order-item");
        expect(await item.count()).toBe(1);
        expect(await item.textContent()).toContain(productName);
        expect(await item.getByRole("button").textContent()).toContain(texts.buyAgain);
        expect(await page.getByTestId("order-totals").textContent()).toContain(total);

        // The dashboard's latest orders.
        await page.goto(`${shop}/${language}/my-account`);
        const dashboardRow = page.locator(`[data-testid="order-row"][data-order-code="${code}"]`);
        const dashboardText = (await dashboardRow.textContent()) ?? "";
        expect(dashboardText).toContain(today(texts.locale));
        expect(dashboardText).toContain(texts.placed);
        expect(dashboardText).toContain(total);
        expect(dashboardText).toContain(productName);

        // The history: the count in the heading, the row with its item count and a link to the details.
        await page.goto(`${shop}/${language}/my-account/orders`);
        expect((await page.locator("main h1").textContent())?.trim()).toBe(texts.oneOrder);
        const row = page.locator(`[data-testid="order-row"][data-order-code="${code}"]`);
        expect(await row.textContent()).toContain(texts.twoItems);
        expect(await row.locator("h2").textContent()).toContain(code);
        // Its heading links to the details.
        expect(await row.getByRole("link", { name: `${texts.order} ${code}`, exact: true }).getAttribute("href")).toBe(
          `/${language}/my-account/order/${code}`,
        );
        // One order: nothing to sort, no pages.
        expect(await page.locator('select[name="sort"]').count()).toBe(0);
        expect(await page.getByRole("navigation", { name: /Order history pages|صفحات سجل الطلبات/ }).count()).toBe(0);

        // Someone else's or an unknown order number is not found.
        expect((await context.request.get(`${shop}/${language}/my-account/order/99999999`)).status()).toBe(404);
        expect((await context.request.get(`${shop}/${language}/guest/order/${crypto.randomUUID()}`)).status()).toBe(
          404,
        );
        expect(problems).toEqual([]);
      },
    );
  }

  it(
    "pages and sorts a longer history, with and without scripts (English, desktop)",
    { timeout: 150_000 },
    async ({ browser }) => {
      const { email, phoneNumber } = await registerThroughApi(api, shop, "Samir");
      const authorization = await customerAuthorization(email);
      const addressId = await saveAddressThroughApi(authorization, {
        firstName: "Samir",
        line1: "Al Rigga Street 12",
        region: DEIRA_AREA.regionIsocode,
        area: DEIRA_AREA.areaIsocode,
        phone: phoneNumber,
        defaultAddress: true,
      });
      const [product] = await sellableProducts("cups-and-lids", 1);
      const placed: string[] = [];
      for (let n = 0; n < 6; n++) placed.push(await placeCashOrderThroughApi(authorization, product!.code, addressId));
      const newestFirst = [...placed].reverse();

      const context = await newContext(browser, DESKTOP);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      await signInThroughPage(page, shop, "en", email);

      // The dashboard: the 3 latest, and the way to the rest.
      await page.goto(`${shop}/en/my-account`);
      expect(await rowCodes(page)).toEqual(newestFirst.slice(0, 3));
      expect(await page.getByRole("link", { name: "See all orders" }).getAttribute("href")).toBe(
        "/en/my-account/orders",
      );

      // The history: 5 a page, pages above and below the list.
      await page.goto(`${shop}/en/my-account/orders`);
      await hydrated(page);
      expect((await page.locator("main h1").textContent())?.trim()).toBe(TEXTS.en.sixOrders);
      expect(await rowCodes(page)).toEqual(newestFirst.slice(0, 5));
      const pageNavs = page.getByRole("navigation", { name: /^Order history pages/ });
      expect(await pageNavs.count()).toBe(2);
      await pageNavs.first().getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL((url) => url.search === "?page=2");
      await expect.poll(() => rowCodes(page)).toEqual(newestFirst.slice(5));

      // Sorting by order number (with scripts, choosing applies it) starts again on the first page.
      await page.getByLabel("Sort orders by").selectOption("byOrderNumber");
      await page.waitForURL((url) => url.search === "?sort=byOrderNumber");
      await expect.poll(async () => (await rowCodes(page)).length).toBe(5);
      const byNumber = await rowCodes(page);
      expect([[...byNumber].sort(), [...byNumber].sort().reverse()]).toContainEqual(byNumber);

      // Without scripts: the sort is a GET form with its own button, the pages are links.
      const plain = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
      await plain.addCookies(await context.cookies());
      const noScript = await plain.newPage();
      await noScript.goto(`${shop}/en/my-account/orders?page=2`);
      expect(await rowCodes(noScript)).toEqual(newestFirst.slice(5));
      await noScript.locator('select[name="sort"]').selectOption("byOrderNumber");
      await noScript.getByRole("button", { name: "Sort", exact: true }).click();
      await noScript.waitForURL((url) => url.search === "?sort=byOrderNumber");
      expect(await rowCodes(noScript)).toEqual(byNumber);
      expect(problems).toEqual([]);
    },
  );
});

/** The shop's staff owner (made by the test setup), signed in to the staff API. */
async function staffHeaders(): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${staffAccessToken()}`, "Content-Type": "application/json" };
}

/** Staff accept the order, pick and ship its consignment with Aramex, and record one tracking event. */
async function shipThroughStaffApi(orderCode: string, consignmentCode: string, trackingId: string): Promise<void> {
  const headers = await staffHeaders();
  const step = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${api}/admin/v1/orders/${orderCode}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  };
  const consignment = `/consignments/${encodeURIComponent(consignmentCode)}`;
  await step("/accept");
  await step(`${consignment}/pick`);
  await step(`${consignment}/ship`, { carrierCode: "aramex", trackingId });
  await step(`${consignment}/tracking-events`, {
    eventDate: new Date().toISOString(),
    detail: { en: "Left the Dubai hub", ar: "غادرت الشحنة مركز دبي" },
    location: "Dubai",
    referenceCode: "HUB-1",
  });
}

describe("after the shop ships", () => {
  const WORDS = {
    en: { shipped: "Shipped", aramex: "Aramex", event: "Left the Dubai hub", location: "Location: Dubai" },
    ar: { shipped: "تم الشحن", aramex: "أرامكس", event: "غادرت الشحنة مركز دبي", location: "الموقع: Dubai" },
  } as const;
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `shows the carrier and its events, then reorders the order (${language})`,
      { timeout: 150_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const { email, authorization, code } = await customerWithCashOrder("Mariam", "Al Rigga Street 14");
        const order = (await (
          await fetch(`${OCC}/users/current/orders/${code}`, { headers: authorization })
        ).json()) as { consignments: { code: string }[] };
        const trackingId = `AX${Date.now()}`;
        await shipThroughStaffApi(code, order.consignments[0]!.code, trackingId);

        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        await signInThroughPage(page, shop, language, email);
        await page.goto(`${shop}/${language}/my-account/order/${code}`);
        await hydrated(page);
        expect(await page.locator("main").getByText(words.shipped, { exact: true }).count()).toBeGreaterThan(0);

        // The tracking dialog: carrier, the tracking number linking to the carrier's page, the event.
        await page.getByTestId("track-consignment").first().click();
        const tracking = page.getByTestId("tracking-dialog");
        await tracking.waitFor();
        expect(await tracking.getByText(words.aramex, { exact: true }).count()).toBe(1);
        const carrierLink = tracking.locator(`a[href*="aramex.com"]`);
        expect(await carrierLink.getAttribute("href")).toContain(trackingId);
        expect(await carrierLink.getAttribute("target")).toBe("_blank");
        const events = page.getByTestId("tracking-events");
        expect(await events.getByText(words.event).count()).toBe(1);
        expect(await events.getByText(words.location).count()).toBe(1);
        await page.keyboard.press("Escape");
        await tracking.waitFor({ state: "detached" });

        // Reorder: confirm, then the result, then the cart holds the product again.
        await page.getByTestId("order-action-reorder").click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: language === "en" ? "Continue" : "متابعة", exact: true }).click();
        const toCart = dialog.getByRole("link", { name: language === "en" ? "Go to cart" : "الذهاب إلى السلة" });
        await toCart.waitFor();
        await toCart.click();
        await page.waitForURL(`${shop}/${language}/cart`);
        // The cart holds the order's one unit again.
        await expect.poll(() => page.getByTestId("mini-cart-badge").textContent()).toBe("1");
        expect(problems).toEqual([]);
      },
    );
  }
});
