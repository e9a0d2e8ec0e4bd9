/**
 * The analytics funnel of one purchase (shopping spec §7; decision 0069): the GA4 e-commerce events a shopper's
 * purchase leaves in the tag manager's dataLayer, in order and each exactly once, from the add to cart through the
 * confirmation; the events of forms posted without scripts, pushed once by the next page; and the tag manager itself,
 * loaded only from a configured container, only after the shopper accepted, allowed by the page's CSP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE } from "./browser.js";
import {
  chooseDeiraArea,
  deliverHomeToDeira,
  openPaymentStep,
  placeCashOrderThroughPage,
  postForm,
  sellableProduct,
} from "./checkout-support.js";
import { freePort } from "./global-setup.js";
import { storefrontCwd, storefrontServerArgs } from "../scripts/processes.mjs";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

/**
 * What one of the product costs in the cart, in fils, from its catalogue price and the demo shop's fixed promotions
 * (apps/api/README.md): `hadeel-15` takes 15% off each Hadeel pack (rounded to the fils); the others need more
 * packs (three single-wall cups) or a larger order (AED 500) than this test puts in the cart.
 */
async function unitPricePaidFils(code: string): Promise<{ listed: number; paid: number }> {
  const query = new URLSearchParams({ fields: "price(value),priceAfterDiscount(value),brand(code)", lang: "en" });
  const product = (await (await fetch(`${OCC}/products/${encodeURIComponent(code)}?${query}`)).json()) as {
    price: { value: number };
    priceAfterDiscount?: { value: number };
    brand?: { code: string };
  };
  const listed = Math.round((product.priceAfterDiscount ?? product.price).value * 100);
  const promotion = product.brand?.code === "hadeel" ? Math.round((listed * 15) / 100) : 0;
  return { listed, paid: listed - promotion };
}

/** The product's English name, as the API gives it. */
async function englishName(code: string): Promise<string> {
  const query = new URLSearchParams({ fields: "name", lang: "en" });
  const product = (await (await fetch(`${OCC}/products/${encodeURIComponent(code)}?${query}`)).json()) as {
    name: string;
  };
  return product.name;
}

const FUNNEL = [
  "view_cart",
  "add_to_cart",
  "remove_from_cart",
  "begin_checkout",
  "add_shipping_info",
  "add_payment_info",
  "purchase",
];

type Item = { item_id: string; item_name: string; price?: number; discount?: number; quantity: number };
type Pushed = {
  event: string;
  ecommerce: { currency: string; value: number; items: Item[]; [field: string]: unknown };
};

/** The funnel events in this page's dataLayer, in the order they were pushed. */
const funnelEvents = (page: Page) =>
  page.evaluate(
    (names) =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event !== undefined && names.includes(entry.event),
      ),
    FUNNEL,
  ) as Promise<Pushed[]>;

const ARABIC = /[\u0600-\u06FF]/;

/** A whole purchase, or a storefront of its own started, on a machine running other browser tests beside it. */
const LONG_TEST = { timeout: 300_000 };

describe.each([
  ["en", DESKTOP, "Omar"],
  ["ar", PHONE, "Salma"],
] as const)("analytics funnel (%s)", (language, viewport, firstName) => {
  it("one purchase pushes each funnel event once, in order, with its items", LONG_TEST, async ({ browser }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const { email, phoneNumber } = await registerThroughApi(api, shop, firstName);
    await signInThroughPage(page, shop, language, email);
    await chooseDeiraArea(context.request, language);
    const code = await sellableProduct();
    const seen: Pushed[] = [];

    // The product page's 'Add to cart' (one), through its script.
    await page.goto(`${shop}/${language}/p/${encodeURIComponent(code)}`);
    await hydrated(page);
    await page
      .locator(`main form:has(input[name="productCode"][value="${code}"])`)
      .locator('button[type="submit"]:not([name="buyNow"]):visible')
      .first()
      .click();
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(1);
    seen.push(...(await funnelEvents(page)));

    // The cart page: up to two, down to one, then 'Proceed to checkout', whose redirect goes through the checkout's
    // orchestrator (a loader that redirects again) to the delivery step: the page the shopper lands on pushes
    // begin_checkout.
    await page.goto(`${shop}/${language}/cart`);
    await hydrated(page);
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(1);
    const line = page.getByTestId("cart-line");
    await line.locator('button[name="step"][value="1"]').click();
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(3);
    await expect.poll(() => line.locator('button[name="step"][value="-1"]').isEnabled()).toBe(true);
    await line.locator('button[name="step"][value="-1"]').click();
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(5);
    await page.locator('form:has(input[name="intent"][value="proceed"]) button[type="submit"]:visible').first().click();
    await page.waitForURL((url) => url.pathname === `/${language}/checkout/delivery-mode`, { timeout: 30_000 });
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(6);
    seen.push(...(await funnelEvents(page)));

    // Delivery by the step's forms, whose answer sends the shopper to payment: that page pushes add_shipping_info;
    // paying cash ends on the confirmation, which pushes add_payment_info before purchase.
    await deliverHomeToDeira(context.request, language, phoneNumber);
    await openPaymentStep(page, language);
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(1);
    const onPaymentPage = (await funnelEvents(page)).length;
    seen.push(...(await funnelEvents(page)));
    const orderCode = await placeCashOrderThroughPage(page, language);
    // The confirmation is a client-side move: the payment page's events are still in this dataLayer.
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(onPaymentPage + 2);
    seen.push(...(await funnelEvents(page)).slice(onPaymentPage));

    expect(seen.map((event) => event.event)).toEqual([
      "add_to_cart",
      "view_cart",
      "add_to_cart",
      "view_cart",
      "remove_from_cart",
      "view_cart",
      "begin_checkout",
      "add_shipping_info",
      "add_payment_info",
      "purchase",
    ]);
    const [added, viewedOne, increased, viewedTwo, decreased, viewedAgain, begun, shipping, payment, purchase] = seen;
    for (const event of seen) expect(event.ecommerce.currency).toBe("AED");
    // Every value is the goods' worth after the promotions, from the catalogue's price: one or two of the product,
    // never the delivery; each item's price is what one costs, its discount what the promotion took off.
    const { listed, paid } = await unitPricePaidFils(code);
    const unitPrice = paid / 100;
    const twice = (2 * paid) / 100;
    const item = added!.ecommerce.items[0]!;
    expect(added!.ecommerce.items).toHaveLength(1);
    expect(item).toMatchObject({ item_id: code, quantity: 1, price: unitPrice });
    expect(item.discount).toBe(listed > paid ? (listed - paid) / 100 : undefined);
    expect(
      [added, viewedOne, increased, viewedTwo, decreased, viewedAgain, begun, shipping, payment, purchase].map(
        (event) => event!.ecommerce.value,
      ),
    ).toEqual([
      unitPrice,
      unitPrice,
      unitPrice,
      twice,
      unitPrice,
      unitPrice,
      unitPrice,
      unitPrice,
      unitPrice,
      unitPrice,
    ]);
    // English names on both shops, as the list events: one product, one name in the reports.
    expect(item.item_name).toBe(await englishName(code));
    expect(ARABIC.test(item.item_name)).toBe(false);
    // A quantity change carries the difference.
    expect(increased!.ecommerce.items).toEqual([expect.objectContaining({ item_id: code, quantity: 1 })]);
    expect(decreased!.ecommerce.items).toEqual([expect.objectContaining({ item_id: code, quantity: 1 })]);
    // The checkout steps carry the whole cart (one of the product) and their own detail.
    for (const step of [begun, shipping, payment, purchase]) {
      expect(step!.ecommerce.items).toEqual([
        expect.objectContaining({ item_id: code, item_name: item.item_name, quantity: 1 }),
      ]);
    }
    expect(shipping!.ecommerce.shipping_tier).toBe("home-delivery");
    expect(payment!.ecommerce.payment_type).toBe("cash");
    expect(purchase!.ecommerce.transaction_id).toBe(orderCode);
    // The purchase's delivery and VAT go apart from its value: a paid home delivery, and the VAT inside the total.
    const { shipping: deliveryFee, tax } = purchase!.ecommerce as { shipping?: number; tax?: number };
    expect(deliveryFee).toBeGreaterThan(0);
    // Prices include 5% VAT: the VAT in a total of t fils is t × 5 / 105, to the fil.
    const totalFils = paid + Math.round(deliveryFee! * 100);
    expect(tax).toBe(Math.round((totalFils * 5) / 105) / 100);

    // A reload of the confirmation pushes none of them again.
    await page.reload();
    await hydrated(page);
    expect(await funnelEvents(page)).toEqual([]);
  });
});

describe("analytics funnel without scripts", () => {
  it("forms posted without scripts leave their events for the next page, which pushes each once (English, desktop)", async ({
    browser,
  }) => {
    const context = await newContext(browser, DESKTOP);
    const { email } = await registerThroughApi(api, shop, "Huda");
    const page = await context.newPage();
    await signInThroughPage(page, shop, "en", email);
    await chooseDeiraArea(context.request, "en");
    const code = await sellableProduct();
    // Plain form posts, as a browser without scripts sends them: add three, set the line to one, proceed.
    await postForm(context.request, "/en/cart/add", { productCode: code, quantity: "3", redirectTo: "/en/cart" });
    await postForm(context.request, "/en/cart", {
      intent: "updateQuantity",
      entryNumber: "0",
      productCode: code,
      quantity: "1",
      step: "0",
    });
    const proceeded = await postForm(context.request, "/en/cart", { intent: "proceed" });
    expect(new URL(proceeded.headers().location ?? "", shop).pathname).toBe("/en/checkout");

    await page.goto(`${shop}/en/checkout/delivery-mode`);
    await hydrated(page);
    await expect.poll(async () => (await funnelEvents(page)).length).toBe(3);
    const events = await funnelEvents(page);
    expect(events.map((event) => [event.event, event.ecommerce.items.map((item) => item.quantity)])).toEqual([
      ["add_to_cart", [3]],
      ["remove_from_cart", [2]],
      ["begin_checkout", [1]],
    ]);
    // Taken out of the session: another page, or the same one again, pushes nothing more.
    await page.reload();
    await hydrated(page);
    expect(await funnelEvents(page)).toEqual([]);
    await page.goto(`${shop}/en/cart`);
    await hydrated(page);
    await expect.poll(async () => (await funnelEvents(page)).map((event) => event.event)).toEqual(["view_cart"]);
  });
});

describe("the tag manager", () => {
  const running: ChildProcess[] = [];
  const servers: Server[] = [];
  afterEach(() => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
    for (const server of servers.splice(0)) server.close();
  });

  /**
   * A tag manager host of our own (GTM_ORIGIN, as for server-side tagging): its gtm.js marks the page, so a test
   * sees that the script ran under the page's CSP, with the container it asked for.
   */
  async function tagManagerHost(): Promise<string> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (url.pathname !== "/gtm.js") return void response.writeHead(404).end();
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(`window.tagManagerRan = ${JSON.stringify(url.searchParams.get("id"))};`);
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** A storefront of its own with a tag manager container (the shared shop runs none: no banner in other tests). */
  async function storefrontWithTagManager(origin: string): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, storefrontServerArgs(), {
      cwd: storefrontCwd,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        ALLOW_SANDBOX: "1",
        SESSION_SECRET: "analytics-test-session-secret-0123456789abcdef",
        API_URL: api,
        PORT: String(port),
        GTM_CONTAINER_ID: "GTM-TEST123",
        GTM_ORIGIN: origin,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    running.push(child);
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/robots.txt`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200);
    return url;
  }

  it(
    "loads only after the shopper accepts, with the page's nonce, allowed by the CSP; declining keeps it off",
    LONG_TEST,
    async ({ browser }) => {
      const origin = await tagManagerHost();
      const ownShop = await storefrontWithTagManager(origin);
      const script = (page: Page) => page.locator(`script[src="${origin}/gtm.js?id=GTM-TEST123"]`);
      const ran = (page: Page) => page.evaluate(() => (window as { tagManagerRan?: string }).tagManagerRan ?? null);

      // English, desktop: the banner until accepted; then the script, which runs.
      const english = await (await newContext(browser, DESKTOP)).newPage();
      const response = await english.goto(`${ownShop}/en/`);
      const policy = response!.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(new RegExp(`script-src [^;]*'nonce-[^']+'[^;]* ${origin.replace(/[.]/g, "\\.")}`));
      await hydrated(english);
      const banner = english.getByRole("region", { name: "Analytics cookies" });
      await banner.waitFor();
      expect(await script(english).count()).toBe(0);
      expect(await ran(english)).toBeNull();
      await banner.getByRole("button", { name: "Accept" }).click();
      await banner.waitFor({ state: "detached" });
      await expect.poll(() => ran(english)).toBe("GTM-TEST123");
      expect(await script(english).evaluate((element: HTMLScriptElement) => element.nonce !== "")).toBe(true);
      // The answer is this browser's: the next page loads it at once, without the banner.
      await english.reload();
      await hydrated(english);
      await expect.poll(() => ran(english)).toBe("GTM-TEST123");
      expect(await english.getByTestId("analytics-consent-banner").count()).toBe(0);

      // Arabic, phone: declining keeps the tag manager off, and the funnel's dataLayer still fills.
      const arabic = await (await newContext(browser, PHONE)).newPage();
      await arabic.goto(`${ownShop}/ar/`);
      await hydrated(arabic);
      const arabicBanner = arabic.getByRole("region", { name: "ملفات تعريف الارتباط التحليلية" });
      await arabicBanner.waitFor();
      await arabicBanner.getByRole("button", { name: "رفض" }).click();
      await arabicBanner.waitFor({ state: "detached" });
      await arabic.reload();
      await hydrated(arabic);
      expect(await arabic.getByTestId("analytics-consent-banner").count()).toBe(0);
      expect(await script(arabic).count()).toBe(0);
      expect(await ran(arabic)).toBeNull();
      // The settings page (linked from the footer) changes the answer.
      await arabic.goto(`${ownShop}/ar/analytics-consent`);
      await hydrated(arabic);
      expect(await arabic.getByTestId("analytics-consent-state").textContent()).toBe(
        "لقد رفضت ملفات تعريف الارتباط التحليلية.",
      );
      await arabic.getByRole("button", { name: "قبول" }).click();
      await expect.poll(() => ran(arabic)).toBe("GTM-TEST123");
    },
  );
});
