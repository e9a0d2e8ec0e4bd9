/**
 * Saved carts through the API (shopping spec §2.16, §7): the signed-in customer's carts put aside with a name.
 * Saving turns the current cart into a saved one; restoring makes a saved cart the current cart again (the
 * API saves the cart it replaces when that one has entries); cloning copies a saved cart under a new name.
 */
import type { Language } from "@dukkan/i18n";
import type { Cart, CartList, SaveCartResult } from "@dukkan/occ/cart";
import { occFetch, type OccRequestOptions } from "../occ/occ-client.server";

type Context = { lang: Language; area?: string; accessToken: string };

/** The most the list page shows (the API's largest page); nobody keeps more carts aside. */
const MAX_SAVED_CARTS = 100;

const LIST_FIELDS = "code,guid,name,description,saveTime,totalItems,totalUnitCount,totalPriceWithTax(formattedValue)";
const DETAIL_FIELDS =
  "code,guid,name,description,saveTime,totalItems,totalUnitCount,subTotal(formattedValue)," +
  "totalPriceWithTax(formattedValue),entries(entryNumber,quantity,basePrice(formattedValue)," +
  "totalPrice(formattedValue),product(code,name,url,images(DEFAULT),stock),configurationInfos)";

const cartPath = (code: string, action = "") =>
  `users/current/carts/${encodeURIComponent(code)}${action ? `/${action}` : ""}`;

function call<T>(path: string, context: Context, options: Omit<OccRequestOptions, "lang"> = {}) {
  return occFetch<T>(path, { ...options, lang: context.lang, area: context.area, accessToken: context.accessToken });
}

export async function listSavedCarts(context: Context): Promise<Cart[]> {
  const body = await call<CartList>("users/current/carts", context, {
    query: { savedCartsOnly: true, pageSize: MAX_SAVED_CARTS, fields: `carts(${LIST_FIELDS})` },
  });
  return body.carts;
}

export async function fetchSavedCart(code: string, context: Context): Promise<Cart> {
  const body = await call<SaveCartResult>(cartPath(code, "savedcart"), context, {
    query: { fields: `savedCartData(${DETAIL_FIELDS})` },
  });
  return body.savedCartData;
}

/** Saves the customer's current cart under a name (`current` is the API's name for it). */
export async function saveCurrentCart(
  context: Context,
  cartCode: string,
  { name, description }: { name: string; description: string },
): Promise<Cart> {
  const body = await call<SaveCartResult>(cartPath(cartCode, "save"), context, {
    method: "PATCH",
    query: { saveCartName: name, saveCartDescription: description, fields: `savedCartData(${LIST_FIELDS})` },
  });
  return body.savedCartData;
}

export async function restoreSavedCart(code: string, context: Context): Promise<void> {
  await call(cartPath(code, "restoresavedcart"), context, {
    method: "PATCH",
    query: { fields: "savedCartData(code)" },
  });
}

export async function deleteSavedCart(code: string, context: Context): Promise<void> {
  await call(cartPath(code, "flagForDeletion"), context, { method: "PATCH", query: { fields: "savedCartData(code)" } });
}

export async function cloneSavedCart(code: string, name: string, context: Context): Promise<Cart> {
  const body = await call<SaveCartResult>(cartPath(code, "clonesavedcart"), context, {
    method: "POST",
    query: { name, fields: `savedCartData(${LIST_FIELDS})` },
  });
  return body.savedCartData;
}
