/**
 * Set-up shared by the cart and checkout browser tests: a sellable product of the demo shop, the shop's own forms
 * posted from a browser context (area, cart, checkout steps), a customer's API token, saved addresses and the
 * customer's cart, and the gateway's hosted card fields on the payment step.
 */
import { expect, inject } from "vitest";
import type { APIRequestContext, FrameLocator, Locator, Page } from "playwright-core";
import { PASSWORD, registerThroughApi } from "./accounts.js";
import { hydrated } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

export type Language = "en" | "ar";

/** The delivery area every cart and checkout test shops in. */
export const DEIRA_AREA = { regionIsocode: "AE-DU", areaIsocode: "AE-DU-DEIRA" };
/** A point in Deira (Dubai) for a delivery address's map pin, as the address form posts it. */
export const DEIRA_PIN = { latitude: "25.2711", longitude: "55.3075" };
/** Sandbox cards (apps/payment-sandbox/README.md): the first asks for a challenge, the second is frictionless. */
export const CHALLENGE_CARD = "5123450000000008";
export const FRICTIONLESS_CARD = "2223000000000007";

export type SellableProduct = { code: string; name: string };

/** Sellable products (a family's selected variant, in stock, not a kit) of a category, with their English names. */
export async function sellableProducts(category: string, count: number): Promise<SellableProduct[]> {
  const query = new URLSearchParams({
    query: `:relevance:allCategories:${category}`,
    pageSize: "30",
    fields: "products(code)",
  });
  const { products } = (await (await fetch(`${OCC}/products/search?${query}`)).json()) as {
    products: { code: string }[];
  };
  const found: SellableProduct[] = [];
  for (const { code } of products.filter((product) => !product.code.startsWith("kit"))) {
    const product = (await (await fetch(`${OCC}/products/${encodeURIComponent(code)}?fields=FULL&lang=en`)).json()) as {
      baseOptions?: { selected?: { code: string } }[];
    };
    const sellable = product.baseOptions?.[0]?.selected?.code ?? code;
    const detail = (await (
      await fetch(`${OCC}/products/${encodeURIComponent(sellable)}?fields=name,stock(DEFAULT)&lang=en`)
    ).json()) as { name: string; stock?: { stockLevel?: number; stockLevelStatus: string } };
    // Plenty in stock: the browser test files run side by side and their orders draw on the same shelves.
    if (detail.stock?.stockLevelStatus !== "inStock" || (detail.stock?.stockLevel ?? 0) < 40) continue;
    if (found.some((other) => other.code === sellable)) continue;
    found.push({ code: sellable, name: detail.name });
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

/** The code of a cup or lid that can be sold now. */
export async function sellableProduct(): Promise<string> {
  const [product] = await sellableProducts("cups-and-lids", 1);
  return product!.code;
}

/** The shop's own forms, posted from the browser context (its session cookie, the shop's Origin). */
export async function postForm(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(`${shop}${path}`, { form, headers: { Origin: shop }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBeLessThan(400);
  return response;
}

/** Chooses the Deira delivery area, as the area dialog does before coming back to `returnTo`. */
export async function chooseDeiraArea(request: APIRequestContext, language: Language, returnTo = `/${language}/cart`) {
  await postForm(request, `/${language}/delivery-area`, { ...DEIRA_AREA, returnTo, js: "1" });
}

/** Puts a quantity of a product into the browser's cart. */
export async function addToCart(request: APIRequestContext, language: Language, productCode: string, quantity = "2") {
  await postForm(request, `/${language}/cart/add`, { productCode, quantity });
}

/** The Deira area and two of a product in the cart: what every checkout starts from. */
export async function chooseDeiraAreaAndAddProduct(
  request: APIRequestContext,
  language: Language,
  productCode: string,
) {
  await chooseDeiraArea(request, language);
  await addToCart(request, language, productCode);
}

/**
 * Home delivery to a new Deira address, posted as the checkout's forms are (with a guest's e-mail on the address);
 * answers the address form's response.
 */
export async function deliverHomeToDeira(
  request: APIRequestContext,
  language: Language,
  phone: string,
  email?: string,
) {
  await postForm(request, `/${language}/checkout/delivery-mode`, { deliveryModeId: "home-delivery" });
  return postForm(request, `/${language}/checkout/delivery-address`, {
    intent: "create-address",
    confirmed: "1",
    firstName: "Mariam",
    lastName: "Test",
    line1: "Al Rigga Street 12",
    town: "Deira",
    regionIsocode: DEIRA_AREA.regionIsocode,
    areaIsocode: DEIRA_AREA.areaIsocode,
    phone,
    ...(email ? { email } : {}),
    ...DEIRA_PIN,
  });
}

/** Area, a product in the cart, home delivery and (for a guest, the e-mail and) a new delivery address. */
export async function readyForPayment(
  request: APIRequestContext,
  language: Language,
  shopper: { guestEmail?: string; phone: string },
) {
  await chooseDeiraAreaAndAddProduct(request, language, await sellableProduct());
  if (shopper.guestEmail) {
    await postForm(request, `/${language}/checkout-login`, {
      email: shopper.guestEmail,
      emailConfirmation: shopper.guestEmail,
    });
  }
  const created = await deliverHomeToDeira(request, language, shopper.phone, shopper.guestEmail);
  expect(new URL(created.headers().location ?? "", shop).pathname).toBe(`/${language}/checkout/payment-details`);
}

export async function openPaymentStep(page: Page, language: Language) {
  await page.goto(`${shop}/${language}/checkout/payment-details`);
  expect(new URL(page.url()).pathname).toBe(`/${language}/checkout/payment-details`);
  await paymentStepReady(page);
}

/**
 * The payment step answers clicks once React has hydrated it (a radio clicked earlier is reset by hydration). Its
 * sign: 'Place order', enabled for shoppers without scripts, turns disabled until the terms are accepted.
 */
export async function paymentStepReady(page: Page) {
  await hydrated(page);
  await expect.poll(() => page.getByTestId("place-order").isDisabled()).toBe(true);
}

export const hostedField = (scope: Locator, field: string): FrameLocator =>
  scope.frameLocator(`iframe[data-hosted-field="${field}"]`);

/** Types a card into the gateway's iframes (our page never sees the number). */
export async function enterCard(page: Page, card: { number: string; month: string; year: string; name?: string }) {
  const form = page.getByTestId("new-card-form");
  await expect.poll(() => form.locator("iframe[data-hosted-field]").count(), { timeout: 20_000 }).toBe(5);
  await expect.poll(() => form.getByRole("status").count()).toBe(0);
  await hostedField(form, "nameOnCard")
    .locator("input")
    .fill(card.name ?? "Mariam Test");
  await hostedField(form, "number").locator("input").fill(card.number);
  await hostedField(form, "expiryMonth").locator("select").selectOption(card.month);
  await hostedField(form, "expiryYear").locator("select").selectOption(card.year);
  await hostedField(form, "securityCode").locator("input").fill("123");
  await expect.poll(() => form.getByTestId("hosted-number").getAttribute("data-valid")).toBe("true");
}

export async function acceptTermsAndPlaceOrder(page: Page) {
  await page.locator('input[name="termsChecked"]').check();
  await page.getByTestId("place-order").click();
}

/**
 * A signed-in customer on the payment step pays cash on delivery and lands on the confirmation page; returns the
 * confirmation's text (its heading names the order code).
 */
export async function payCashOnDelivery(page: Page, language: Language): Promise<string> {
  await paymentStepReady(page);
  await page.locator('input[name="method"][value="cash"]').check();
  await acceptTermsAndPlaceOrder(page);
  await page.waitForURL((url) => url.pathname === `/${language}/order-confirmation`, { timeout: 30_000 });
  const confirmation = page.getByTestId("order-confirmation");
  await expect.poll(() => confirmation.count()).toBe(1);
  return (await confirmation.textContent()) ?? "";
}

/**
 * A signed-in customer on the payment step places a cash order and the confirmation page shows it; returns its
 * code. The payment step settles its payment type after loading: cash is clicked until it stays chosen.
 */
export async function placeCashOrderThroughPage(page: Page, language: Language): Promise<string> {
  const cash = page.locator('input[name="method"][value="cash"]');
  await expect
    .poll(async () => {
      if (!(await cash.isChecked())) await cash.click();
      return cash.isChecked();
    })
    .toBe(true);
  await acceptTermsAndPlaceOrder(page);
  await page.waitForURL((url) => url.pathname === `/${language}/order-confirmation`, { timeout: 30_000 });
  await hydrated(page);
  await expect.poll(async () => (await page.locator("main h1").textContent())?.trim()).toMatch(/\d{8}$/);
  return /\d{8}$/.exec((await page.locator("main h1").textContent())!.trim())![0];
}

/** The Authorization header of a registered customer, from the API's password grant (as the mobile app signs in). */
export async function customerAuthorization(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${api}/authorizationserver/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      username: email,
      password: PASSWORD,
      client_id: "mobile_android",
      client_secret: "secret",
    }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

export type NewAddress = {
  firstName: string;
  line1: string;
  region: string;
  area: string;
  phone: string;
  defaultAddress: boolean;
  latitude?: number;
  longitude?: number;
};

/** Saves an address in Dubai to the customer's address book through the API; answers its id. */
export async function saveAddressThroughApi(authorization: Record<string, string>, address: NewAddress) {
  const response = await fetch(`${OCC}/users/current/addresses`, {
    method: "POST",
    headers: { ...authorization, "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: address.firstName,
      lastName: "Test",
      line1: address.line1,
      town: "Dubai",
      country: { isocode: "AE" },
      region: { isocode: address.region },
      area: { isocode: address.area },
      latitude: address.latitude,
      longitude: address.longitude,
      phone: address.phone,
      defaultAddress: address.defaultAddress,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export type CheckoutCart = {
  deliveryAddress?: {
    id?: string;
    line1?: string;
    latitude?: number;
    region?: { isocode: string; area?: { isocode: string } };
    area?: { isocode: string };
  };
  deliveryMode?: { code: string };
  deliveryPointOfService?: { name: string };
};

/** The customer's current cart in the Deira area, as the API shows it. */
export async function customerCart(authorization: Record<string, string>): Promise<CheckoutCart> {
  const url = `${OCC}/users/current/carts/current?fields=FULL&area=${DEIRA_AREA.areaIsocode}`;
  return (await (await fetch(url, { headers: authorization })).json()) as CheckoutCart;
}

/** A pay-on-delivery order of units (one by default) of a product, placed through the API with the customer's token. */
export async function placeCashOrderThroughApi(
  authorization: Record<string, string>,
  productCode: string,
  addressId: string,
  quantity = 1,
) {
  const area = `area=${DEIRA_AREA.areaIsocode}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${OCC}/users/current/${path}${path.includes("?") ? "&" : "?"}${area}`, {
      method,
      headers: { ...authorization, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  await call("POST", "carts");
  await call("POST", "carts/current/entries", { product: { code: productCode }, quantity });
  await call("PUT", `carts/current/addresses/delivery?addressId=${addressId}`);
  await call("PUT", "carts/current/deliverymode?deliveryModeId=home-delivery");
  await call("PUT", "carts/current/paymentmode?paymentMode=pay-on-delivery");
  const order = await call("POST", "orders?cartId=current&termsChecked=true");
  return order.code as string;
}

/**
 * A newly registered customer with a default address in Deira and one pay-on-delivery order of a cup (or
 * `quantity` of them), all placed through the API (for tests about what happens to an order after it is placed).
 */
export async function customerWithCashOrder(firstName: string, line1: string, quantity = 1) {
  const { email, phoneNumber } = await registerThroughApi(api, shop, firstName);
  const authorization = await customerAuthorization(email);
  const addressId = await saveAddressThroughApi(authorization, {
    firstName,
    line1,
    region: DEIRA_AREA.regionIsocode,
    area: DEIRA_AREA.areaIsocode,
    phone: phoneNumber,
    defaultAddress: true,
  });
  const [product] = await sellableProducts("cups-and-lids", 1);
  const code = await placeCashOrderThroughApi(authorization, product!.code, addressId, quantity);
  return { email, authorization, code };
}
