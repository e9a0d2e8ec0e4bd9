/**
 * The delivery-address step (checkout spec §2.6–2.8, §4.12): a signed-in customer places the pin on the Leaflet map,
 * which opens on their area's streets (a click outside the emirate is refused with map.outOfScope, a click in Dubai
 * fills the street fields), continues
 * and reaches the payment step with the address on the cart; a shopper who picks up chooses a store, sees its details
 * and reaches the payment step with the store on the cart. English on a desktop, Arabic on a phone. The map's tiles
 * come from the internet, which tests do not have: the map must work without them.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signInThroughPage } from "./accounts.js";
import { type ContextFactory, DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import {
  addToCart,
  chooseDeiraArea,
  payCashOnDelivery,
  chooseDeiraAreaAndAddProduct,
  customerAuthorization,
  customerCart,
  postForm,
  saveAddressThroughApi,
  sellableProduct,
} from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

type AddressPlace = { line1: string; region: string; area: string; latitude: number; longitude: number };

/** A signed-in customer with the Deira area (or another) and a product in the cart, on the delivery mode step. */
async function customerAtDeliveryMode(
  browser: ContextFactory,
  language: "en" | "ar",
  viewport: typeof DESKTOP,
  {
    scripts = true,
    addresses = [] as { place: AddressPlace; isDefault: boolean }[],
    area = undefined as { regionIsocode: string; areaIsocode: string } | undefined,
  } = {},
) {
  const productCode = await sellableProduct();
  const { email } = await registerThroughApi(api, shop, "Noura");
  const authorization = await customerAuthorization(email);
  const addressIds: string[] = [];
  for (const { place, isDefault } of addresses) {
    const address = { ...place, firstName: "Noura", phone: "971501234567", defaultAddress: isDefault };
    addressIds.push(await saveAddressThroughApi(authorization, address));
  }
  const context = await browser.newContext({ viewport, locale: "en-AE", javaScriptEnabled: scripts });
  const page = await context.newPage();
  const problems = watchForBreakage(page, shop);
  await signInThroughPage(page, shop, language, email);
  if (area) {
    await postForm(context.request, `/${language}/delivery-area`, { ...area, returnTo: `/${language}/`, js: "1" });
    await addToCart(context.request, language, productCode);
  } else await chooseDeiraAreaAndAddProduct(context.request, language, productCode);
  await page.goto(`${shop}/${language}/checkout/delivery-mode`);
  if (scripts) await hydrated(page);
  return { context, page, problems, authorization, addressIds };
}

async function chooseMode(
  page: Page,
  language: string,
  code: "home-delivery" | "pick-up",
  shows = code === "pick-up" ? "pick-up-form" : "address-form",
  scripts = true,
) {
  await page.locator(`[data-testid=delivery-mode-option][data-code="${code}"] input`).check();
  await page.locator("main form button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === `/${language}/checkout/delivery-address`);
  if (scripts) await hydrated(page);
  // The URL changes as the navigation starts; the step is there once its form renders.
  await page.getByTestId(shows).waitFor({ state: "visible" });
}

/** The map's zoom once it has drawn (it opens on the chosen area's centre at street level, 15). */
async function mapZoom(page: Page): Promise<string | null> {
  const map = page.getByTestId("address-map");
  await expect.poll(() => map.locator(".leaflet-map-pane").count()).toBe(1);
  await expect.poll(() => map.getAttribute("data-zoom")).not.toBeNull();
  return map.getAttribute("data-zoom");
}

/** Zooms the map out with its '−' button (shift-clicked: three levels a click), as a shopper would. */
async function zoomMapOutTo(page: Page, zoom: number) {
  const map = page.getByTestId("address-map");
  while (Number(await mapZoom(page)) > zoom) {
    const before = await map.getAttribute("data-zoom");
    await map.locator(".leaflet-control-zoom-out").click({ modifiers: ["Shift"] });
    await expect.poll(() => map.getAttribute("data-zoom")).not.toBe(before);
  }
  expect(await map.getAttribute("data-zoom")).toBe(String(zoom));
}

/**
 * Clicks the map at a point `dx`, `dy` pixels from its centre (zoomed out to 6 around Deira, a pixel is about 0.022°
 * of longitude and 0.02° of latitude).
 */
async function clickMap(page: Page, dx: number, dy: number) {
  const map = page.getByTestId("address-map");
  await expect.poll(() => map.locator(".leaflet-map-pane").count()).toBe(1);
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

const FLOWS = [
  { language: "en", viewport: DESKTOP, outOfScope: "This location is outside Dubai", pickUpTitle: "Pick-up details" },
  { language: "ar", viewport: PHONE, outOfScope: "هذا الموقع خارج دبي", pickUpTitle: "تفاصيل الاستلام" },
] as const;

describe("checkout delivery address", () => {
  for (const { language, viewport, outOfScope, pickUpTitle } of FLOWS) {
    it(`lets a customer pin a Dubai address on the map and continue to payment (${language})`, async ({ browser }) => {
      const { page, problems, authorization } = await customerAtDeliveryMode(browser, language, viewport);
      await chooseMode(page, language, "home-delivery");

      // No saved addresses: the form with the map, emirate and area taken from the delivery area.
      const form = page.getByTestId("address-form");
      expect(await form.isVisible()).toBe(true);
      expect(await page.locator('input[name="regionIsocode"]').inputValue()).toBe("AE-DU");
      expect(await page.locator('input[name="areaIsocode"]').inputValue()).toBe("AE-DU-DEIRA");
      expect(await page.getByTestId("address-map").getAttribute("data-pinned")).toBe("false");
      expect(await page.locator('input[name="latitude"]').getAttribute("readonly")).not.toBeNull();
      // The map opens on the customer's area at street level.
      expect(await mapZoom(page)).toBe("15");

      // Zoomed out to the country, a click about 40px south of the centre lands in Abu Dhabi: refused, no pin.
      await zoomMapOutTo(page, 6);
      await clickMap(page, 0, 40);
      await expect.poll(() => page.getByTestId("map-message").textContent()).toContain(outOfScope);
      expect(await page.locator('input[name="latitude"]').inputValue()).toBe("");

      // The centre is in Dubai: the pin is placed and the street fields are filled from it.
      await clickMap(page, 0, 0);
      await expect.poll(() => page.getByTestId("address-map").getAttribute("data-pinned")).toBe("true");
      expect(await page.getByTestId("map-message").count()).toBe(0);
      expect(Number(await page.locator('input[name="latitude"]').inputValue())).toBeCloseTo(25.258, 1);
      expect(Number(await page.locator('input[name="longitude"]').inputValue())).toBeCloseTo(55.323, 1);
      await expect.poll(() => page.locator('input[name="line1"]').inputValue()).not.toBe("");
      expect(await page.locator('input[name="town"]').inputValue()).toBe(language === "en" ? "Dubai" : "دبي");
      const line1 = await page.locator('input[name="line1"]').inputValue();

      // Names and phone come from the profile; Continue verifies, creates the address and opens the payment step.
      expect(await page.locator('input[name="phone"]').inputValue()).toMatch(/^\d+$/);
      await form.locator("button[type=submit]").click();
      await page.waitForURL((url) => url.pathname === `/${language}/checkout/payment-details`);

      const cart = await customerCart(authorization);
      expect(cart.deliveryMode?.code).toBe("home-delivery");
      expect(cart.deliveryAddress).toMatchObject({ line1, region: { isocode: "AE-DU" } });
      expect(cart.deliveryAddress?.latitude).toBeCloseTo(25.258, 1);

      // Cash on delivery to the pinned address: the order confirms it.
      const confirmation = await payCashOnDelivery(page, language);
      expect(confirmation).toContain(line1);
      // Only the map's tiles (another origin, offline here) failed.
      expect(problems).toEqual([]);
    });

    it(`lets a customer pick up from a store of the emirate (${language})`, async ({ browser }) => {
      const { page, problems, authorization } = await customerAtDeliveryMode(browser, language, viewport);
      await chooseMode(page, language, "pick-up");
      expect(await page.getByRole("heading", { name: pickUpTitle }).count()).toBe(1);

      const select = page.getByTestId("store-select");
      const options = await select
        .locator("option")
        .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value).filter(Boolean));
      expect(options.sort()).toEqual(["dukkan-al-quoz", "dukkan-deira"]);
      await select.selectOption("dukkan-deira");
      const storeName = (await select.locator('option[value="dukkan-deira"]').textContent())?.trim() ?? "";
      const details = page.getByTestId("store-details");
      expect(await details.getByTestId("store-address").textContent()).not.toContain(",");
      const hours = await details.getByTestId("store-hours").locator("li").allTextContents();
      expect(hours.length).toBe(7);
      for (const line of hours) expect(line).toMatch(/^\S.* \d{1,2}:\d{2} - \d{1,2}:\d{2}$/);
      expect(await details.getByTestId("address-map").count()).toBe(1);

      await page.getByTestId("pick-up-form").locator('button[name="intent"][value="pick-up"]').click();
      await page.waitForURL((url) => url.pathname === `/${language}/checkout/payment-details`);
      const cart = await customerCart(authorization);
      expect(cart.deliveryMode?.code).toBe("pick-up");
      expect(cart.deliveryPointOfService?.name).toBe("dukkan-deira");

      // The order is placed for pick-up at that store.
      const confirmation = await payCashOnDelivery(page, language);
      expect(confirmation).toContain(storeName);
      expect(problems).toEqual([]);
    });
  }

  it("shows saved addresses as cards: out-of-region ones disabled, the default selected, another one chosen", async ({
    browser,
  }) => {
    const deira = {
      line1: "Al Rigga Street 12",
      region: "AE-DU",
      area: "AE-DU-DEIRA",
      latitude: 25.2697,
      longitude: 55.3095,
    };
    const sharjah = {
      line1: "Al Majaz 3",
      region: "AE-SH",
      area: "AE-SH-MAJAZ",
      latitude: 25.3252,
      longitude: 55.3859,
    };
    const burDubai = {
      line1: "Al Fahidi Street 4",
      region: "AE-DU",
      area: "AE-DU-BURDUBAI",
      latitude: 25.2532,
      longitude: 55.297,
    };
    const { page, problems, authorization, addressIds } = await customerAtDeliveryMode(browser, "en", DESKTOP, {
      addresses: [
        { place: deira, isDefault: true },
        { place: sharjah, isDefault: false },
        { place: burDubai, isDefault: false },
      ],
    });
    await chooseMode(page, "en", "home-delivery", "saved-addresses");
    expect(await page.getByRole("heading", { name: "Shipping address" }).count()).toBe(1);
    expect(await page.getByTestId("add-new-address").count()).toBe(2);
    const cards = page.getByTestId("saved-address");
    expect(await cards.count()).toBe(3);
    // The default address in the region was selected automatically (spec §4.11).
    const [defaultCard, sharjahCard, burDubaiCard] = [cards.nth(0), cards.nth(1), cards.nth(2)];
    expect(await defaultCard.getAttribute("data-selected")).toBe("true");
    expect(await defaultCard.textContent()).toContain("Default delivery address");
    expect(await defaultCard.textContent()).toContain("Dubai, AE-DU, AE");
    expect(await sharjahCard.getAttribute("aria-disabled")).toBe("true");
    expect(await sharjahCard.textContent()).toContain("Out of region");
    expect(await sharjahCard.getByRole("button").count()).toBe(0);
    expect((await customerCart(authorization)).deliveryAddress?.id).toBe(addressIds[0]);

    await burDubaiCard.getByRole("button", { name: "Ship to this address" }).click();
    await expect.poll(() => burDubaiCard.getAttribute("data-selected")).toBe("true");
    await expect.poll(() => page.getByText("Your delivery address has been selected.").count()).toBe(1);
    expect((await customerCart(authorization)).deliveryAddress?.id).toBe(addressIds[2]);

    // 'Add new address' opens the form, whose back button returns to the cards.
    await page.getByTestId("add-new-address").first().click();
    await page.getByTestId("address-form").waitFor({ state: "visible" });
    await page.getByRole("link", { name: "Choose address" }).click();
    await page.getByTestId("saved-addresses").waitFor({ state: "visible" });

    await page.locator("main form:has(input[name=intent][value=continue]) button").click();
    await page.waitForURL((url) => url.pathname === "/en/checkout/payment-details");
    expect(problems).toEqual([]);
  });

  it("opens the map on the chosen area's streets: Dubai Marina, not Deira (English)", async ({ browser }) => {
    const { page, problems } = await customerAtDeliveryMode(browser, "en", DESKTOP, {
      area: { regionIsocode: "AE-DU", areaIsocode: "AE-DU-MARINA" },
    });
    await chooseMode(page, "en", "home-delivery");
    expect(await page.locator('input[name="areaIsocode"]').inputValue()).toBe("AE-DU-MARINA");
    expect(await mapZoom(page)).toBe("15");
    // The map's centre is Dubai Marina (about 25.0805, 55.1403): a click there pins the Marina's streets.
    await clickMap(page, 0, 0);
    await expect.poll(() => page.getByTestId("address-map").getAttribute("data-pinned")).toBe("true");
    expect(Number(await page.locator('input[name="latitude"]').inputValue())).toBeCloseTo(25.0805, 2);
    expect(Number(await page.locator('input[name="longitude"]').inputValue())).toBeCloseTo(55.1403, 2);
    expect(problems).toEqual([]);
  });

  it("asks to review an address whose area disagrees with the pin; Escape returns to the form", async ({ browser }) => {
    const { page, problems, authorization } = await customerAtDeliveryMode(browser, "en", DESKTOP);
    await chooseMode(page, "en", "home-delivery");
    await clickMap(page, 0, 0);
    await expect.poll(() => page.getByTestId("address-map").getAttribute("data-pinned")).toBe("true");
    await expect.poll(() => page.locator('input[name="line1"]').inputValue()).not.toBe("");
    // The pin is in Deira; the shopper says Al Barsha.
    await page.getByTestId("area-select").locator("button").click();
    await page.getByRole("option", { name: "Al Barsha" }).click();
    expect(await page.locator('input[name="areaIsocode"]').inputValue()).toBe("AE-DU-BARSHA");
    const submit = page.getByTestId("address-form").locator("button[type=submit]");
    await submit.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.textContent()).toContain("Suggested address");
    expect(await dialog.textContent()).toContain("Deira");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.locator('input[name="areaIsocode"]').inputValue()).toBe("AE-DU-BARSHA");

    await submit.click();
    await dialog.waitFor({ state: "visible" });
    await dialog.getByRole("button", { name: "Use the address I entered" }).click();
    await page.waitForURL((url) => url.pathname === "/en/checkout/payment-details");
    const address = (await customerCart(authorization)).deliveryAddress;
    expect(address?.area?.isocode ?? address?.region?.area?.isocode).toBe("AE-DU-BARSHA");
    expect(problems).toEqual([]);
  });

  it("pre-fills a guest's pick-up e-mail from the cart and asks for a 12-digit phone (ar, phone)", async ({
    browser,
  }) => {
    const productCode = await sellableProduct();
    const context = await browser.newContext({ viewport: PHONE, locale: "en-AE" });
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    const email = `pickup.${Date.now()}@example.ae`;
    await chooseDeiraArea(context.request, "ar");
    await addToCart(context.request, "ar", productCode, "1");
    await postForm(context.request, "/ar/checkout-login", { email, emailConfirmation: email });
    await page.goto(`${shop}/ar/checkout/delivery-mode`);
    await hydrated(page);
    await chooseMode(page, "ar", "pick-up");

    const form = page.getByTestId("pick-up-form");
    expect(await form.locator('input[name="email"]').inputValue()).toBe(email);
    expect(await form.textContent()).toContain("12 رقماً مع رمز الدولة");
    await form.locator('input[name="firstName"]').fill("سارة");
    await form.locator('input[name="lastName"]').fill("أحمد");
    await form.locator('input[name="phone"]').fill("0501234567");
    await form.getByTestId("store-select").selectOption("dukkan-al-quoz");
    // The warehouse is closed on Sunday: six opening lines.
    expect(await form.getByTestId("store-hours").locator("li").count()).toBe(6);
    const continueButton = form.locator('button[name="intent"][value="pick-up"]');
    await continueButton.click();
    await expect.poll(() => form.locator('input[name="phone"][aria-invalid="true"]').count()).toBe(1);
    expect(await form.textContent()).toContain("يرجى إدخال رقم هاتف من 12");
    await form.locator('input[name="phone"]').fill("971501234567");
    await continueButton.click();
    await page.waitForURL((url) => url.pathname === "/ar/checkout/payment-details");
    expect(problems).toEqual([`400 /ar/checkout/delivery-address.data`]);
  });

  it("works without scripts: typed coordinates, a review of the suggested area, then payment (ar)", async ({
    browser,
  }) => {
    const { page, authorization } = await customerAtDeliveryMode(browser, "ar", PHONE, { scripts: false });
    await chooseMode(page, "ar", "home-delivery", "address-form", false);
    expect(await page.getByTestId("address-map").count()).toBe(0);
    expect(await page.getByText("تحتاج الخريطة إلى JavaScript", { exact: false }).count()).toBe(1);
    const form = page.getByTestId("address-form");
    await form.locator('input[name="line1"]').fill("ممشى المارينا 5");
    // Without a pin the form comes back with the typed values and the pin's error.
    await form.locator("button[type=submit]").click();
    await expect.poll(() => page.getByText("يرجى وضع الدبوس على الخريطة", { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="line1"]').inputValue()).toBe("ممشى المارينا 5");

    // A point in Dubai Marina while the area is Deira: the API asks for a review and suggests Dubai Marina.
    await page.locator('input[name="latitude"]').fill("25.0805");
    await page.locator('input[name="longitude"]').fill("55.1403");
    await page.getByTestId("address-form").locator("button[type=submit]").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.textContent()).toContain("دبي مارينا");
    await dialog.getByRole("button", { name: "استخدام العنوان المقترح" }).click();
    await page.waitForURL((url) => url.pathname === "/ar/checkout/payment-details");

    const address = (await customerCart(authorization)).deliveryAddress;
    expect(address?.area?.isocode ?? address?.region?.area?.isocode).toBe("AE-DU-MARINA");
    expect(address?.latitude).toBeCloseTo(25.0805, 4);
  });
});
