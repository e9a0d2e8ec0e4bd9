/** Calls of the cart routes for the cart tests (a guest when no token is given). */
import type { TestApp } from "../../test/app.js";
import { insertCatalogFixtures } from "../../test/fixtures.js";
import { bearer, createCustomer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";
import { bumpCatalogVersion } from "../cache/catalog-version.js";
import type { Database } from "../db/client.js";
import { prices, products, stockLevels } from "../db/tables.js";
import { textfieldConfiguratorSettings } from "./cart.tables.js";

export interface Caller {
  userId: string;
  token?: string;
}

export const GUEST: Caller = { userId: "anonymous" };

/** The customer as a caller of users/current, signed in with their password. */
export async function signedIn(t: TestApp, customer: RegisteredCustomer): Promise<Caller> {
  return { userId: "current", token: await signIn(t, customer) };
}

/** A new customer with this first name, signed in as a caller of users/current. */
export async function signedInCustomer(t: TestApp, firstName: string): Promise<Caller> {
  return signedIn(t, await createCustomer(t, { firstName }));
}

function headers(caller: Caller) {
  return caller.token ? bearer(caller.token) : {};
}

export function cartsUrl(caller: Caller, rest = "", query = ""): string {
  return `${OCC}/users/${encodeURIComponent(caller.userId)}/carts${rest}${query ? `?${query}` : ""}`;
}

export function createCart(t: TestApp, caller: Caller, query = "") {
  return t.app.inject({ method: "POST", url: cartsUrl(caller, "", query), headers: headers(caller) });
}

export function getCart(t: TestApp, caller: Caller, cartId: string, query = "") {
  return t.app.inject({ method: "GET", url: cartsUrl(caller, `/${cartId}`, query), headers: headers(caller) });
}

export function addEntry(t: TestApp, caller: Caller, cartId: string, payload: unknown, query = "") {
  return t.app.inject({
    method: "POST",
    url: cartsUrl(caller, `/${cartId}/entries`, query),
    headers: headers(caller),
    payload: payload as object,
  });
}

export function updateEntry(
  t: TestApp,
  caller: Caller,
  cartId: string,
  entryNumber: number | string,
  payload: unknown,
  method: "PATCH" | "PUT" = "PATCH",
) {
  return t.app.inject({
    method,
    url: cartsUrl(caller, `/${cartId}/entries/${entryNumber}`),
    headers: headers(caller),
    payload: payload as object,
  });
}

export function removeEntry(t: TestApp, caller: Caller, cartId: string, entryNumber: number | string) {
  return t.app.inject({
    method: "DELETE",
    url: cartsUrl(caller, `/${cartId}/entries/${entryNumber}`),
    headers: headers(caller),
  });
}

/** A new guest cart's guid. */
export async function newGuestCart(t: TestApp): Promise<string> {
  const response = await createCart(t, GUEST);
  if (response.statusCode !== 201) throw new Error(`cart not created: ${response.body}`);
  return response.json().guid as string;
}

/** Entries as [product code, quantity] pairs in entry-number order. */
export async function contents(t: TestApp, caller: Caller, cartId: string): Promise<[string, number][]> {
  const response = await getCart(t, caller, cartId);
  if (response.statusCode !== 200) throw new Error(`cart not read: ${response.body}`);
  const entries = response.json().entries as { product: { code: string }; quantity: number }[];
  return entries.map((entry) => [entry.product.code, entry.quantity]);
}

/** Any call under users/{userId}/carts (bundles, configurator, saved carts …). */
export function cartCall(
  t: TestApp,
  caller: Caller,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  rest: string,
  options: { payload?: unknown; query?: string } = {},
) {
  return t.app.inject({
    method,
    url: cartsUrl(caller, rest, options.query),
    headers: headers(caller),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** What the mini cart counts (shopping spec §4 Cart item count), read from the cart JSON alone. */
export function itemCount(cart: {
  entryGroups?: {
    type?: string;
    quantity?: number;
    kittingEntry?: { quantity?: number };
    entries?: { quantity?: number }[];
  }[];
}): number {
  return (cart.entryGroups ?? []).reduce((sum, group) => {
    if (group.type === "CONFIGURABLE_BUNDLE") {
      return sum + (group.kittingEntry?.quantity ?? group.entries?.[0]?.quantity ?? 0);
    }
    return sum + (group.entries ?? []).reduce((units, entry) => units + (entry.quantity ?? 0), 0);
  }, 0);
}

/** A custom-printed product: "Print text" (required, ≤ 20), "Second line" (optional); max 10 per order. */
export const PRINTED = "3001-01";

/** The catalogue fixtures plus the configurable product PRINTED with its text fields. */
export async function insertConfigurableFixtures(db: Database) {
  await insertCatalogFixtures(db);
  await db.insert(products).values({
    code: PRINTED,
    name: { en: "Custom Printed Cup", ar: "كوب مطبوع حسب الطلب" },
    configurable: true,
    configuratorType: "TEXTFIELD",
    maxOrderQuantity: 10,
  });
  await db.insert(prices).values({ productCode: PRINTED, valueFils: 5000 });
  await db.insert(stockLevels).values({ productCode: PRINTED, available: 40 });
  await db.insert(textfieldConfiguratorSettings).values([
    { productCode: PRINTED, position: 1, label: { en: "Print text", ar: "نص الطباعة" }, maxLength: 20 },
    {
      productCode: PRINTED,
      position: 2,
      label: { en: "Second line", ar: "السطر الثاني" },
      required: false,
      defaultValue: "Thank you",
    },
  ]);
  await bumpCatalogVersion(db);
}
