/** Calls of the cart routes for the cart tests (a guest when no token is given). */
import type { TestApp } from "../../test/app.js";
import { bearer, OCC, signIn, type RegisteredCustomer } from "../account/account-test-support.js";

export interface Caller {
  userId: string;
  token?: string;
}

export const GUEST: Caller = { userId: "anonymous" };

/** The customer as a caller of users/current, signed in with their password. */
export async function signedIn(t: TestApp, customer: RegisteredCustomer): Promise<Caller> {
  return { userId: "current", token: await signIn(t, customer) };
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
