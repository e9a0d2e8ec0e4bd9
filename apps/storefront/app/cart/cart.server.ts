/**
 * The shopper's cart through the API (shopping spec §7): guests reach their cart by the guid kept in the sealed
 * session (`users/anonymous/carts/{guid}`), signed-in customers their one cart (`users/current/carts/current`).
 * Every call carries the session's delivery area, so the API prices delivery for it. Callers commit the session
 * afterwards: creating a guest cart stores its guid, and a guid the API no longer knows is dropped.
 */
import type { Language } from "@dukkan/i18n";
import type { Cart, CartModification } from "@dukkan/occ/cart";
import { getAccessToken } from "../account/auth.server";
import { requestArea } from "../area/area.server";
import { occFetch, OccRequestError, type OccRequestOptions } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

/** Spec §8: the error when there is neither a guest cart guid nor a customer's cart to address. */
export const CART_ID_NOT_DEFINED = "Cart ID is not defined";

export class CartIdNotDefinedError extends Error {
  constructor() {
    super(CART_ID_NOT_DEFINED);
    this.name = "CartIdNotDefinedError";
  }
}

/**
 * How one cart is addressed in `users/{userId}/carts/{cartId}`, with the customer's token when signed in (or, on a
 * guest cart, the token of an agent serving the guest, decision 0087).
 */
export type CartRef = { userId: "anonymous" | "current"; cartId: string; accessToken?: string };

/** The customer's one cart: the API resolves `current` to it, so the storefront never stores its code. */
const CUSTOMER_CART = "current";

/** What the header needs (count, free-shipping banner): no products, no promotions. */
export const CART_SUMMARY_FIELDS =
  "code,guid,user,totalPrice(value),deliveryCost(value),deliveryMode(code),hasAppliedShippingFeePromotion," +
  "entryGroups(entryGroupNumber,type,quantity,entries(entryNumber,quantity),kittingEntry(quantity))";

/** What the analytics change events compare of every line before and after a change (decision 0069). */
export const CHANGE_EVENT_ENTRY_FIELDS =
  "entries(quantity,basePrice(value),totalPrice(value),product(code,name,name_en))";

/** Spec §4 'Cart id used in calls': the guid when the cart's user is the anonymous or a guest user, else the code. */
export function cartIdOf(cart: Pick<Cart, "code" | "guid" | "user">): string {
  const user = cart.user;
  const anonymousOrGuest = !user || user.uid === "anonymous" || /^(anonymous|guest)$/i.test(user.name);
  return anonymousOrGuest ? cart.guid : cart.code;
}

/**
 * The session's cart: the signed-in customer's cart, else the guest cart guid; neither throws
 * {@link CartIdNotDefinedError}. Pass a loaded cart to address it by the spec's rule ({@link cartIdOf}).
 */
export async function cartRef(session: Session, cart?: Pick<Cart, "code" | "guid" | "user">): Promise<CartRef> {
  const accessToken = await getAccessToken(session);
  if (accessToken) return { userId: "current", cartId: cart ? cartIdOf(cart) : CUSTOMER_CART, accessToken };
  const guid = cart?.guid ?? session.data.cartGuid;
  if (!guid) throw new CartIdNotDefinedError();
  return { userId: "anonymous", cartId: guid, ...servingGuest(session) };
}

/** The token of an agent serving a guest, for the guest cart's calls (none for a plain guest). */
function servingGuest(session: Session): { accessToken?: string } {
  const accessToken = session.data.agent?.guestAccessToken;
  return accessToken ? { accessToken } : {};
}

type CallOptions = Omit<OccRequestOptions, "lang" | "area" | "accessToken">;

function cartCall<T>(session: Session, language: Language, ref: CartRef, path: string, options: CallOptions = {}) {
  const base = `users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}`;
  return occFetch<T>(path ? `${base}/${path}` : base, {
    ...options,
    lang: language,
    area: requestArea(session),
    accessToken: ref.accessToken,
  });
}

/** The API's answer for an unknown cart (an expired guest cart, a customer without a cart yet). */
function isCartNotFound(error: unknown): boolean {
  return (
    error instanceof OccRequestError &&
    error.status === 400 &&
    error.errors.some((e) => e.type === "CartError" && e.reason === "notFound")
  );
}

/**
 * The session's cart, or undefined when there is none; never creates one just to look. A guest guid the API no
 * longer knows (the cart was ordered, merged or expired) is dropped from the session.
 */
export async function loadCart(session: Session, language: Language, fields = "FULL"): Promise<Cart | undefined> {
  let ref: CartRef;
  try {
    ref = await cartRef(session);
  } catch (error) {
    if (error instanceof CartIdNotDefinedError) return undefined;
    throw error;
  }
  try {
    return await cartCall<Cart>(session, language, ref, "", { query: { fields } });
  } catch (error) {
    if (!isCartNotFound(error)) throw error;
    if (ref.userId === "anonymous") session.unset("cartGuid");
    return undefined;
  }
}

/** The session's cart, created when there is none yet (a guest's new guid goes into the session). */
export async function ensureCart(session: Session, language: Language): Promise<CartRef> {
  try {
    return await cartRef(session);
  } catch (error) {
    if (!(error instanceof CartIdNotDefinedError)) throw error;
  }
  const guest = servingGuest(session);
  const created = await occFetch<Cart>("users/anonymous/carts", {
    method: "POST",
    lang: language,
    area: requestArea(session),
    query: { fields: "code,guid" },
    ...guest,
  });
  session.set("cartGuid", created.guid);
  return { userId: "anonymous", cartId: created.guid, ...guest };
}

/**
 * Runs a change on the session's cart, creating the cart first if needed. A guest guid the API no longer knows
 * is replaced by a new cart and the change tried once more; a customer's cart is created on first use.
 */
export async function changeCart<T>(
  session: Session,
  language: Language,
  change: (ref: CartRef) => Promise<T>,
): Promise<T> {
  let ref = await ensureCart(session, language);
  try {
    return await change(ref);
  } catch (error) {
    if (!isCartNotFound(error)) throw error;
  }
  if (ref.userId === "anonymous") {
    session.unset("cartGuid");
    ref = await ensureCart(session, language);
  } else {
    await occFetch<Cart>("users/current/carts", {
      method: "POST",
      lang: language,
      area: requestArea(session),
      accessToken: ref.accessToken,
      query: { fields: "code,guid" },
    });
  }
  return change(ref);
}

/** The entry fields a modification brings back (the added-to-cart dialog reloads the cart for the rest). */
const MODIFICATION_FIELDS = "statusCode,statusMessage,quantity,quantityAdded,entry(entryNumber,quantity)";

/** Adds a regular product (§4 Add to cart step 2); the API lowers a quantity above stock or maxOrderQuantity. */
export function addEntry(
  session: Session,
  language: Language,
  productCode: string,
  quantity: number,
): Promise<CartModification> {
  return changeCart(session, language, (ref) =>
    cartCall<CartModification>(session, language, ref, "entries", {
      method: "POST",
      query: { fields: MODIFICATION_FIELDS },
      body: { product: { code: productCode }, quantity },
    }),
  );
}

/** Sets an entry's quantity; 0 removes it (the API then answers without a modification). */
export async function updateEntry(
  session: Session,
  language: Language,
  entryNumber: number,
  quantity: number,
): Promise<CartModification | undefined> {
  const ref = await cartRef(session);
  return cartCall<CartModification | undefined>(session, language, ref, `entries/${entryNumber}`, {
    method: "PUT",
    query: { fields: MODIFICATION_FIELDS },
    body: { quantity },
  });
}

export async function removeEntry(session: Session, language: Language, entryNumber: number): Promise<void> {
  const ref = await cartRef(session);
  await cartCall(session, language, ref, `entries/${entryNumber}`, { method: "DELETE" });
}

/** Starts a new kit bundle from its template (§4 Add to cart step 3). */
export function addBundle(
  session: Session,
  language: Language,
  templateId: string,
  productCode: string,
  quantity: number,
): Promise<unknown> {
  return changeCart(session, language, (ref) =>
    cartCall(session, language, ref, "bundles", { method: "POST", body: { templateId, productCode, quantity } }),
  );
}

/** Sets a kit bundle's quantity (the entry group's number is the spec's entryGroupId). */
export async function updateBundle(
  session: Session,
  language: Language,
  entryGroupNumber: number,
  quantity: number,
): Promise<unknown> {
  const ref = await cartRef(session);
  return cartCall(session, language, ref, "bundles", {
    method: "PUT",
    body: { entryGroupId: entryGroupNumber, quantity },
  });
}

export async function removeEntryGroup(session: Session, language: Language, entryGroupNumber: number): Promise<void> {
  const ref = await cartRef(session);
  await cartCall(session, language, ref, `entrygroups/${entryGroupNumber}`, { method: "DELETE" });
}

/**
 * Sign-in (account spec §4.1 with shopping §7): the guest cart merges into the customer's cart (created when
 * the customer has none) and the guid goes. A failed merge keeps the sign-in: the guest cart is then lost
 * rather than the customer locked out, and the error is logged.
 */
export async function mergeGuestCart(session: Session, language: Language, accessToken: string): Promise<void> {
  const guid = session.data.cartGuid;
  if (!guid) return;
  session.unset("cartGuid");
  try {
    await occFetch<Cart>("users/current/carts", {
      method: "POST",
      lang: language,
      area: requestArea(session),
      accessToken,
      query: { oldCartId: guid, fields: "code,guid" },
    });
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) {
      console.error("Could not merge the guest cart into the customer's cart", error);
      return;
    }
    throw error;
  }
}

/** An entry group as the count rule reads it (kits carry `kittingEntry` from the bundle API). */
export type CountedEntryGroup = {
  type?: string;
  entries?: { quantity?: number }[];
  kittingEntry?: { quantity?: number };
};

/**
 * Spec §4 'Cart item count': a CONFIGURABLE_BUNDLE counts its kittingEntry's quantity, else its first entry's;
 * a STANDALONE group the sum of its entries; the cart sums its entry groups.
 */
export function cartItemCount(cart: { entryGroups?: CountedEntryGroup[] } | undefined): number {
  let count = 0;
  for (const group of cart?.entryGroups ?? []) {
    if (group.type === "CONFIGURABLE_BUNDLE") {
      count += group.kittingEntry?.quantity ?? group.entries?.[0]?.quantity ?? 0;
    } else {
      count += (group.entries ?? []).reduce((sum, entry) => sum + (entry.quantity ?? 0), 0);
    }
  }
  return count;
}
