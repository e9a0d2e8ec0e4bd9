/**
 * The signed-in customer's wishlist through the API (users/current/wishlist). Callers pass an access
 * token from the session; the API checks that the token's customer owns the list.
 */
import type { Language } from "@dukkan/i18n";
import type { Wishlist } from "@dukkan/occ";
import { getAccessToken } from "../account/auth.server";
import { occFetch } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";
import { PRODUCT_TILE_FIELDS } from "../product/tile/product-fields";

const WISHLIST_PATH = "users/current/wishlist";

/** What the wishlist page's rows read: the tile fields plus the base options for the price rule (§2.8). */
const WISHLIST_PAGE_FIELDS = `entries(entryNumber,product(${PRODUCT_TILE_FIELDS},baseOptions(DEFAULT)))`;
const CODES_ONLY = "entries(product(code))";

export type WishlistIntent = "add" | "remove";

export function fetchWishlist(accessToken: string, lang: Language, area?: string): Promise<Wishlist> {
  return occFetch<Wishlist>(WISHLIST_PATH, { lang, area, accessToken, query: { fields: WISHLIST_PAGE_FIELDS } });
}

export async function changeWishlist(
  accessToken: string,
  lang: Language,
  intent: WishlistIntent,
  productCode: string,
): Promise<void> {
  const query = { fields: CODES_ONLY };
  if (intent === "add") {
    await occFetch(`${WISHLIST_PATH}/entries`, { lang, accessToken, query, method: "POST", body: { productCode } });
  } else {
    await occFetch(`${WISHLIST_PATH}/entries/${encodeURIComponent(productCode)}`, {
      lang,
      accessToken,
      query,
      method: "DELETE",
    });
  }
}

/**
 * The codes on the signed-in customer's wishlist, so every wishlist toggle on a page knows its state; empty
 * for guests. A failing wishlist never fails the page: the toggles then start unpressed.
 */
export async function wishlistCodes(session: Session, lang: Language): Promise<string[]> {
  try {
    const accessToken = await getAccessToken(session);
    if (!accessToken) return [];
    const wishlist = await occFetch<Wishlist>(WISHLIST_PATH, { lang, accessToken, query: { fields: CODES_ONLY } });
    return wishlist.entries.map((entry) => entry.product.code);
  } catch (error) {
    console.error("Could not load the wishlist for the page's toggles", error);
    return [];
  }
}
