/**
 * Shopping spec §4 Add to cart on the server: the area check, the kit-or-regular decision, the API calls, and
 * what the added-to-cart dialog (§2.12) shows afterwards, read from the reloaded cart.
 */
import type { Language } from "@dukkan/i18n";
import type { Product } from "@dukkan/occ";
import type { Cart, OrderEntry, PromotionResult } from "@dukkan/occ/cart";
import { requestArea } from "../area/area.server";
import { occFetch } from "../occ/occ-client.server";
import { primaryImage, productPath } from "../product/tile/product-display";
import type { Session } from "../session/session.server";
import { maxAddQuantity, planAdd } from "./add-to-cart-rules";
import { cartChangeEvents } from "../analytics/funnel-events";
import { recordFunnelEvents } from "../analytics/pending-funnel-events.server";
import {
  addBundle,
  addEntry,
  cartItemCount,
  CHANGE_EVENT_ENTRY_FIELDS,
  loadCart,
  updateBundle,
  updateEntry,
} from "./cart.server";

/** Spec §8: the error when an add names no product. */
export const MISSING_PRODUCT_INFORMATION = "Missing product information.";

/** What the dialog shows of the added entry (compact, with a quantity control for regular products). */
export type AddedEntryView = {
  entryNumber: number;
  productCode: string;
  name: string;
  href: string;
  imageUrl?: string;
  quantity: number;
  /** The most this entry may hold (stock and maxOrderQuantity); kits change through the cart page. */
  maxQuantity: number;
  updateable: boolean;
  basePrice?: string;
  totalPrice?: string;
};

export type AddedToCartView = {
  entry: AddedEntryView | null;
  subTotal?: string;
  appliedPromotions: string[];
  potentialPromotions: string[];
  itemCount: number;
};

export type AddOutcome =
  | { outcome: "chooseArea" }
  | {
      outcome: "added";
      productCode: string;
      kit: boolean;
      /** The product was already in the cart: the screen-reader message says the quantity went up. */
      incremented: boolean;
      view: AddedToCartView;
      /** 'Buy it now': where the shopper goes next (checkout, or where a failed checkout check sends them). */
      buyNowTo?: string;
    };

/** Before the add: what the kit rule and the 'incremented' message need, and the lines the change events compare. */
const BEFORE_ADD_FIELDS =
  `code,guid,user,${CHANGE_EVENT_ENTRY_FIELDS},` +
  "entryGroups(entryGroupNumber,id,type,quantity,kittingEntry(quantity),entries(entryNumber,product(code)))";

const DIALOG_ENTRY_FIELDS =
  "entryNumber,quantity,updateable,basePrice(formattedValue),totalPrice(formattedValue)," +
  "product(code,name,url,images(DEFAULT),stock(DEFAULT),maxOrderQuantity)";
/** After the add: the dialog's entry (a standalone entry, or a kit's own entry), subtotal and promotions. */
const DIALOG_FIELDS =
  `code,guid,user,${CHANGE_EVENT_ENTRY_FIELDS},` +
  "subTotal(formattedValue),appliedProductPromotions,appliedOrderPromotions," +
  "potentialProductPromotions,potentialOrderPromotions," +
  `entryGroups(entryGroupNumber,id,type,quantity,entries(${DIALOG_ENTRY_FIELDS}),kittingEntry(${DIALOG_ENTRY_FIELDS}))`;

/** The product's standalone entry (a kit's components may be the same product: bundles do not count). */
function standaloneEntry(cart: Cart | undefined, productCode: string): OrderEntry | undefined {
  return (cart?.entryGroups ?? [])
    .filter((group) => group.type !== "CONFIGURABLE_BUNDLE")
    .flatMap((group) => group.entries ?? [])
    .find((entry) => entry.product?.code === productCode);
}

function descriptions(results: PromotionResult[] | undefined): string[] {
  return (results ?? []).flatMap((result) => {
    const text = result.description ?? result.promotion?.description;
    return text ? [text] : [];
  });
}

function entryView(entry: OrderEntry, kit: boolean, language: Language): AddedEntryView {
  const product = entry.product ?? ({ code: "" } as Product);
  return {
    entryNumber: entry.entryNumber,
    productCode: product.code,
    name: product.name ?? product.code,
    href: productPath(product, language),
    imageUrl: primaryImage(product, "thumbnail")?.url,
    quantity: entry.quantity ?? 0,
    maxQuantity: Math.max(entry.quantity ?? 0, maxAddQuantity(product)),
    updateable: !kit && entry.updateable !== false,
    basePrice: entry.basePrice?.formattedValue,
    totalPrice: entry.totalPrice?.formattedValue,
  };
}

/** The dialog's content for the product in the reloaded cart: its standalone entry, or the kit's own entry. */
export function addedToCartView(cart: Cart | undefined, productCode: string, language: Language): AddedToCartView {
  const standalone = standaloneEntry(cart, productCode);
  const kitEntry = cart?.entryGroups?.find((group) => group.kittingEntry?.product?.code === productCode)?.kittingEntry;
  const entry = standalone
    ? entryView(standalone, false, language)
    : kitEntry
      ? entryView(kitEntry, true, language)
      : null;
  return {
    entry,
    subTotal: cart?.subTotal?.formattedValue,
    appliedPromotions: [...descriptions(cart?.appliedProductPromotions), ...descriptions(cart?.appliedOrderPromotions)],
    potentialPromotions: [
      ...descriptions(cart?.potentialProductPromotions),
      ...descriptions(cart?.potentialOrderPromotions),
    ],
    itemCount: cartItemCount(cart),
  };
}

/**
 * Spec §4 Add to cart: without an area the shopper must choose one first; a kit (a product with a bundle
 * template, read from `products/{code}`) raises its group or starts a bundle; anything else becomes an entry.
 */
export async function addToCart(
  session: Session,
  language: Language,
  productCode: string,
  quantity: number,
): Promise<AddOutcome> {
  const area = requestArea(session);
  if (!area) return { outcome: "chooseArea" };
  const [product, before] = await Promise.all([
    occFetch<Product>(`products/${encodeURIComponent(productCode)}`, {
      lang: language,
      area,
      query: { fields: "code,kittingBundleTemplates(id)" },
    }),
    loadCart(session, language, BEFORE_ADD_FIELDS),
  ]);
  const plan = planAdd(product, quantity, before?.entryGroups);
  if (plan.kind === "entry") await addEntry(session, language, plan.productCode, plan.quantity);
  else if (plan.kind === "newBundle")
    await addBundle(session, language, plan.templateId, plan.productCode, plan.quantity);
  else await updateBundle(session, language, plan.entryGroupNumber, plan.quantity);

  const after = await loadCart(session, language, DIALOG_FIELDS);
  recordFunnelEvents(session, cartChangeEvents(before?.entries, after?.entries));
  return {
    outcome: "added",
    productCode: product.code,
    kit: plan.kind !== "entry",
    incremented: plan.kind === "updateBundle" || standaloneEntry(before, product.code) !== undefined,
    view: addedToCartView(after, product.code, language),
  };
}

/** The dialog's quantity control: sets the entry's quantity, then shows the reloaded cart. */
export async function changeAddedQuantity(
  session: Session,
  language: Language,
  productCode: string,
  entryNumber: number,
  quantity: number,
): Promise<AddedToCartView> {
  const before = await loadCart(session, language, `code,guid,user,${CHANGE_EVENT_ENTRY_FIELDS}`);
  await updateEntry(session, language, entryNumber, quantity);
  const after = await loadCart(session, language, DIALOG_FIELDS);
  recordFunnelEvents(session, cartChangeEvents(before?.entries, after?.entries));
  return addedToCartView(after, productCode, language);
}
