/**
 * The analytics funnel of one purchase (shopping spec §7): a signed-in customer's cart page pushes `view_cart` with
 * the cart's items to the tag manager's dataLayer, and the confirmation of their cash order pushes `purchase` for
 * that order once: reloading the confirmation pushes nothing more.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { hydrated, it, newContext, PHONE } from "./browser.js";
import { openPaymentStep, placeCashOrderThroughPage, readyForPayment } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

type Pushed = { event?: string; ecommerce?: Record<string, unknown> | null };
const events = (page: Page, name: string) =>
  page.evaluate(
    (wanted) => ((window as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((entry) => entry.event === wanted),
    name,
  );

describe("analytics funnel", () => {
  it("pushes view_cart on the cart page and purchase once for the placed order (Arabic, phone)", async ({
    browser,
  }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const { email, phoneNumber } = await registerThroughApi(api, shop, "Salma");
    await signInThroughPage(page, shop, "ar", email);
    await readyForPayment(context.request, "ar", { phone: phoneNumber });

    await page.goto(`${shop}/ar/cart`);
    await hydrated(page);
    await expect.poll(async () => (await events(page, "view_cart")).length).toBe(1);
    const [viewCart] = await events(page, "view_cart");
    const cartItems = viewCart!.ecommerce!.items as { item_id: string; item_name: string; quantity: number }[];
    expect(cartItems).toHaveLength(1);
    expect(cartItems[0]!.quantity).toBe(2);
    expect(cartItems[0]!.item_name).not.toBe("");
    expect(viewCart!.ecommerce!.currency).toBe("AED");

    await openPaymentStep(page, "ar");
    const code = await placeCashOrderThroughPage(page, "ar");
    await expect.poll(async () => (await events(page, "purchase")).length).toBe(1);
    const [purchase] = await events(page, "purchase");
    expect(purchase!.ecommerce).toMatchObject({ currency: "AED", transaction_id: code });
    expect((purchase!.ecommerce!.items as { item_id: string }[])[0]!.item_id).toBe(cartItems[0]!.item_id);

    await page.reload();
    await hydrated(page);
    expect(await events(page, "purchase")).toEqual([]);
  });
});
