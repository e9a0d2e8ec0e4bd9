/**
 * The cart page (shopping spec §2.13) and 'Proceed to checkout' (§4): a guest's cart in English (quantity, removal,
 * a seeded coupon's discount, the checks passing to /checkout), and a customer's cart in Arabic at phone width
 * (no sideways scrolling; without an area the checks stop at validation.missingRegion, with one they pass).
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { PASSWORD, registerThroughApi } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { addToCart, chooseDeiraArea, customerAuthorization, sellableProducts } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

/** Puts the first kit bundle the shop can sell now into the customer's cart (spec §7 bundles). */
async function addSomeKit(authorization: Record<string, string>): Promise<void> {
  const query = new URLSearchParams({ query: "kit", pageSize: "50", fields: "products(code)" });
  const { products } = (await (await fetch(`${OCC}/products/search?${query}`)).json()) as {
    products: { code: string }[];
  };
  for (const { code } of products.filter((product) => product.code.startsWith("kit~"))) {
    const path = `${OCC}/products/${encodeURIComponent(code)}?fields=kittingBundleTemplates(id)`;
    const kit = (await (await fetch(path)).json()) as { kittingBundleTemplates?: { id: string }[] };
    const templateId = kit.kittingBundleTemplates?.[0]?.id;
    if (!templateId) continue;
    const bundle = await fetch(`${OCC}/users/current/carts/current/bundles`, {
      method: "POST",
      headers: { ...authorization, "Content-Type": "application/json" },
      body: JSON.stringify({ templateId, productCode: code, quantity: 1 }),
    });
    if (bundle.status === 200) return;
  }
  throw new Error("No kit of the demo shop could be added");
}

/** What sticks out of the viewport sideways (the outermost such elements), so the page never scrolls sideways. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = Array.from(document.body.querySelectorAll("*")).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -1 || box.right > width + 1);
    });
    return out
      .filter((element) => !out.some((other) => other !== element && other.contains(element)))
      .filter((element) => {
        // Carousel slides beyond a clipping track, and fixed layers (dialogs, drawers), do not widen the page.
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== "visible") return false;
        }
        return getComputedStyle(element).position !== "fixed";
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 80)}`);
  });

describe("cart page", () => {
  it("lets a guest change quantities, remove, apply a coupon and pass the checks to /checkout (English)", async ({
    browser,
  }) => {
    const [container] = await sellableProducts("food-containers", 1);
    const [cup] = await sellableProducts("cups-and-lids", 1);
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await chooseDeiraArea(context.request, "en");
    await addToCart(context.request, "en", container!.code, "2");
    await addToCart(context.request, "en", cup!.code, "1");

    await page.goto(`${shop}/en/cart`);
    await hydrated(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Cart #\w+/);
    const lines = page.getByTestId("cart-line");
    expect(await lines.count()).toBe(2);

    // Quantity: + shows the new quantity at once, then the server's totals.
    const total = page.getByTestId("summary-total");
    const totalBefore = await total.textContent();
    await page.getByRole("button", { name: `Increase the quantity of ${container!.name}` }).click();
    const quantity = page.getByRole("spinbutton", { name: `Quantity of ${container!.name}` });
    await expect.poll(() => quantity.inputValue()).toBe("3");
    await expect.poll(() => total.textContent()).not.toBe(totalBefore);

    // Remove the cup.
    // The line leaves the page at once; the reload below shows the cart as the server has it once it answered.
    const removed = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/en/cart.data",
    );
    await page.getByRole("button", { name: `Remove ${cup!.name} from the cart` }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await removed;
    await page.reload();
    await hydrated(page);
    expect(await lines.count()).toBe(1);
    expect(await page.getByRole("spinbutton", { name: `Quantity of ${container!.name}` }).inputValue()).toBe("3");

    // Coupons: an empty code is not sent; the seeded PACK20 takes 20% off food containers.
    // (The container may already carry a promotion of its own; the empty code must change nothing.)
    const discounts = () => page.getByTestId("summary-discounts").allTextContents();
    const discountsBefore = await discounts();
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    await apply.click();
    await expect.poll(() => page.getByText("Enter a coupon code.").count()).toBe(1);
    expect(await discounts()).toEqual(discountsBefore);
    expect(await page.getByTestId("applied-voucher").count()).toBe(0);
    await page.getByRole("textbox", { name: "Coupon code" }).fill("PACK20");
    await apply.click();
    await expect.poll(() => page.getByTestId("cart-message").textContent()).toBe("Coupon PACK20 was applied.");
    await expect.poll(() => page.getByTestId("summary-discounts").count()).toBe(1);
    expect(await page.getByTestId("applied-voucher").textContent()).toBe("PACK20");

    // An unknown code: the API's message, beside the coupon field.
    await page.getByRole("textbox", { name: "Coupon code" }).fill("NOSUCHCODE");
    await apply.click();
    await expect.poll(() => page.getByTestId("coupon-error").count()).toBe(1);

    // The checks pass (area chosen, guest, no configuration, valid, in stock): on to /checkout.
    // (/checkout belongs to the checkout pages; the shopper is on the way there.)
    const toCheckout = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/en/checkout"));
    await page.getByRole("button", { name: "Proceed to checkout" }).click();
    await toCheckout;
    // The refused code's answer is the only failed request.
    expect(problems).toEqual(["400 /en/cart.data"]);
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`shows a refused coupon beside the coupon field on a phone and moves the focus to it (${
      javaScriptEnabled ? "with" : "without"
    } scripts)`, async ({ browser }) => {
      const [cup] = await sellableProducts("cups-and-lids", 1);
      const context = await browser.newContext({ viewport: PHONE, locale: "en-AE", javaScriptEnabled });
      const page = await context.newPage();
      await chooseDeiraArea(context.request, "en");
      await addToCart(context.request, "en", cup!.code, "1");
      await page.goto(`${shop}/en/cart`);
      if (javaScriptEnabled) await hydrated(page);

      const couponField = page.getByRole("textbox", { name: "Coupon code" });
      await couponField.fill("NOSUCHCODE");
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      const error = page.getByTestId("coupon-error");
      await expect.poll(() => error.count()).toBe(1);
      // Inside the coupon form, right under its field, not in the page's message area at the top.
      expect(await page.locator("form", { has: couponField }).getByTestId("coupon-error").count()).toBe(1);
      expect(await page.getByTestId("cart-message").count()).toBe(0);
      expect(await page.getByRole("textbox", { name: "Coupon code" }).getAttribute("aria-describedby")).toContain(
        await error.getAttribute("id"),
      );
      // Focused, so the shopper sees it (focus scrolls it into the phone's screen) and hears it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
        .toBe("coupon-error");
      const box = await error.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      await context.close();
    });
  }

  it("stops a customer without an area at validation.missingRegion, then passes with one (Arabic, phone)", async ({
    browser,
  }) => {
    const [product] = await sellableProducts("cups-and-lids", 1);
    const { email } = await registerThroughApi(api, shop, "Maryam");
    // The customer's cart, filled before this browser knows any area.
    const authorization = await customerAuthorization(email);
    const created = await fetch(`${OCC}/users/current/carts`, { method: "POST", headers: authorization });
    expect(created.status).toBe(201);
    const added = await fetch(`${OCC}/users/current/carts/current/entries`, {
      method: "POST",
      headers: { ...authorization, "Content-Type": "application/json" },
      body: JSON.stringify({ product: { code: product!.code }, quantity: 2 }),
    });
    expect(added.status).toBe(200);
    await addSomeKit(authorization);

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/ar/login`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main form button[name="intent"][value="login"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    await page.goto(`${shop}/ar/cart`);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByTestId("cart-line").count()).toBe(1);
    // The product code reads left to right inside the Arabic line: its first character sits left of its last.
    const code = page.getByTestId("cart-line").getByTestId("cart-line-code");
    expect(await code.textContent()).toBe(product!.code);
    const [firstX, lastX] = await code.evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      const xOf = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [xOf(0), xOf(text.textContent!.length - 1)];
    });
    expect(firstX).toBeLessThan(lastX);
    // The kit: one line with its components and a kit quantity control.
    const kit = page.getByTestId("cart-bundle");
    expect(await kit.count()).toBe(1);
    expect(await kit.locator("li").count()).toBeGreaterThan(1);
    expect(await kit.getByRole("spinbutton").inputValue()).toBe("1");
    expect(await overflowing(page)).toEqual([]);

    await page.getByRole("button", { name: "المتابعة لإتمام الطلب" }).click();
    await expect
      .poll(() => page.getByTestId("cart-message").textContent())
      .toBe("يرجى اختيار منطقة التوصيل قبل إتمام الطلب.");
    expect(new URL(page.url()).pathname).toBe("/ar/cart");

    await chooseDeiraArea(context.request, "ar");
    await page.reload();
    await hydrated(page);
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole("button", { name: "المتابعة لإتمام الطلب" }).click();
    // Where the shopper is and what the cart said, so a refused check names itself.
    const whereAndWhat = async () =>
      `${new URL(page.url()).pathname} ${(await page.getByTestId("cart-message").allTextContents()).join(" ")}`.trim();
    await expect.poll(whereAndWhat, { timeout: 30_000 }).toMatch(/^\/ar\/checkout/);
    expect(problems).toEqual([]);
  });

  it("works without scripts: quantity, removal and the checks' redirect (English)", async ({ browser }) => {
    const [container, cup] = await sellableProducts("cups-and-lids", 2);
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    await chooseDeiraArea(context.request, "en");
    await addToCart(context.request, "en", container!.code, "1");
    await addToCart(context.request, "en", cup!.code, "1");
    await page.goto(`${shop}/en/cart`);
    expect(await page.getByTestId("cart-line").count()).toBe(2);

    // Each control is a form of its own: the page comes back with the server's cart.
    await page.getByRole("button", { name: `Increase the quantity of ${container!.name}` }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("spinbutton", { name: `Quantity of ${container!.name}` }).inputValue()).toBe("2");
    await page.getByRole("button", { name: `Remove ${cup!.name} from the cart` }).click();
    await page.waitForLoadState("load");
    expect(await page.getByTestId("cart-line").count()).toBe(1);

    const toCheckout = page.waitForRequest((request) => new URL(request.url()).pathname === "/en/checkout");
    await page.getByRole("button", { name: "Proceed to checkout" }).click();
    await toCheckout;
  });
});
