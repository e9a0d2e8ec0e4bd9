/**
 * The GA4 e-commerce funnel events of the cart and the order (shopping spec §7): `view_cart` and `purchase`, pushed
 * by the pages that show them, and the events of the shopper's actions (`add_to_cart`, `remove_from_cart`,
 * `begin_checkout`, `add_shipping_info`, `add_payment_info`), built on the server by those actions and pushed on the
 * next page (pending-funnel-events.ts). All in the shape the tag manager reads from `window.dataLayer`. Items carry
 * the quantity in the cart or order (a change carries the difference; list events use 1), English names (as the
 * list events': reports in one language whichever storefront the shopper used), prices in AED as shown (VAT included), positions from 1. Every event's `value` is what its goods are worth
 * after discounts, VAT included, without delivery (GA4's meaning): a change's items, else the cart's or order's
 * subtotal; `purchase` adds the delivery as `shipping` and the VAT as `tax`, apart.
 */
import type { OrderEntry } from "@dukkan/occ/cart";
import { CURRENCY } from "@dukkan/occ/constants";

export type FunnelItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** The unit price paid: after the product's discounts and its promotions (a line's total over its quantity). */
  price?: number;
  /** How much less than the unit price before promotions (`basePrice`), when a promotion took some off. */
  discount?: number;
  index: number;
  quantity: number;
};

/** The events of the shopper's actions, carried from the action to the next page. */
export const ACTION_EVENT_NAMES = [
  "add_to_cart",
  "remove_from_cart",
  "begin_checkout",
  "add_shipping_info",
  "add_payment_info",
] as const;
export type ActionEventName = (typeof ACTION_EVENT_NAMES)[number];

export type ActionEvent = {
  event: ActionEventName;
  ecommerce: {
    currency: typeof CURRENCY;
    value: number;
    /** add_shipping_info: the delivery mode's code. */
    shipping_tier?: string;
    /** add_payment_info: `cash` (on delivery) or `card`. */
    payment_type?: string;
    items: FunnelItem[];
  };
};

export type FunnelEvent =
  | ActionEvent
  | { event: "view_cart"; ecommerce: { currency: typeof CURRENCY; value: number; items: FunnelItem[] } }
  | {
      event: "purchase";
      ecommerce: {
        currency: typeof CURRENCY;
        transaction_id: string;
        value: number;
        tax?: number;
        shipping?: number;
        coupon?: string;
        items: FunnelItem[];
      };
    };

const aed = (value: number) => Math.round(value * 100) / 100;

/**
 * A line's unit price as paid and the promotions' part of it (GA4: `price` is the discounted unit price). The line's
 * total carries its promotions (15% off a brand, a free pack), its `basePrice` only the product's own discounts.
 */
function unitPrices(entry: OrderEntry): { price?: number; discount?: number } {
  const listed = entry.basePrice ? aed(entry.basePrice.value) : undefined;
  const quantity = entry.quantity ?? 0;
  const paid = entry.totalPrice && quantity > 0 ? aed(entry.totalPrice.value / quantity) : listed;
  if (paid === undefined) return {};
  const discount = listed !== undefined && listed > paid ? aed(listed - paid) : undefined;
  return { price: paid, ...(discount !== undefined ? { discount } : {}) };
}

export function funnelItems(entries: readonly OrderEntry[]): FunnelItem[] {
  return entries.flatMap((entry, position) => {
    const product = entry.product;
    if (!product) return [];
    const quantity = entry.quantity ?? 1;
    return [
      {
        item_id: product.code,
        // English, as the list events (data-layer.ts): one product, one name in the reports.
        item_name: product.name_en ?? product.name ?? product.code,
        ...(product.brand?.name ? { item_brand: product.brand.name } : {}),
        ...unitPrices(entry),
        index: position + 1,
        quantity,
      },
    ];
  });
}

/** A cart or order: its lines, and `subTotal`, its goods after every discount (VAT included) without delivery. */
type CartLike = { entries?: readonly OrderEntry[] | undefined; subTotal?: { value: number } | undefined };

/** The goods' value of a cart or order (its `subTotal`; the API's `totalPrice` adds the delivery). */
const goodsValue = (cart: CartLike) => aed(cart.subTotal?.value ?? 0);

export function viewCartEvent(cart: CartLike): FunnelEvent {
  return {
    event: "view_cart",
    ecommerce: { currency: CURRENCY, value: goodsValue(cart), items: funnelItems(cart.entries ?? []) },
  };
}

/** What a cart line is for the change events: its product, how many and at what unit price. */
type Line = { code: string; name: string; price?: number; discount?: number; quantity: number };

function linesByProduct(entries: readonly OrderEntry[] | undefined): Map<string, Line> {
  const lines = new Map<string, Line>();
  for (const entry of entries ?? []) {
    const code = entry.product?.code;
    if (!code) continue;
    const known = lines.get(code);
    // A product's first line with a price gives it (a kit's part on a later line counts in its quantity only).
    const prices = known?.price !== undefined ? { price: known.price, discount: known.discount } : unitPrices(entry);
    lines.set(code, {
      code,
      name: known?.name ?? entry.product?.name_en ?? entry.product?.name ?? code,
      ...(prices.price !== undefined ? { price: prices.price } : {}),
      ...(prices.discount !== undefined ? { discount: prices.discount } : {}),
      quantity: (known?.quantity ?? 0) + (entry.quantity ?? 0),
    });
  }
  return lines;
}

function changeEvent(event: "add_to_cart" | "remove_from_cart", lines: Line[]): ActionEvent {
  const items = lines.map((line, position) => ({
    item_id: line.code,
    item_name: line.name,
    ...(line.price !== undefined ? { price: line.price } : {}),
    ...(line.discount !== undefined ? { discount: line.discount } : {}),
    index: position + 1,
    quantity: line.quantity,
  }));
  // Summed in fils: adding AED fractions drifts (0.1 + 0.2).
  const value = items.reduce((fils, item) => fils + Math.round((item.price ?? 0) * 100) * item.quantity, 0) / 100;
  return { event, ecommerce: { currency: CURRENCY, value, items } };
}

/**
 * What a change of the cart did, read from the cart before and after it: `add_to_cart` for the products whose
 * quantity went up, `remove_from_cart` for those whose quantity went down (by the difference, so a quantity change
 * is one of the two), none when nothing changed. A product's lines are counted together (a kit's parts included).
 */
export function cartChangeEvents(
  before: readonly OrderEntry[] | undefined,
  after: readonly OrderEntry[] | undefined,
): ActionEvent[] {
  const was = linesByProduct(before);
  const now = linesByProduct(after);
  const added: Line[] = [];
  const removed: Line[] = [];
  for (const line of now.values()) {
    const difference = line.quantity - (was.get(line.code)?.quantity ?? 0);
    if (difference > 0) added.push({ ...line, quantity: difference });
  }
  for (const line of was.values()) {
    const difference = line.quantity - (now.get(line.code)?.quantity ?? 0);
    if (difference > 0) removed.push({ ...line, quantity: difference });
  }
  return [
    ...(added.length > 0 ? [changeEvent("add_to_cart", added)] : []),
    ...(removed.length > 0 ? [changeEvent("remove_from_cart", removed)] : []),
  ];
}

type CheckoutStep =
  | { event: "begin_checkout" }
  | { event: "add_shipping_info"; shippingTier?: string | undefined }
  | { event: "add_payment_info"; paymentType: "cash" | "card" };

/** A checkout step's event: the whole cart going through checkout, its goods' value, with the step's own detail. */
export function checkoutStepEvent(step: CheckoutStep, cart: CartLike): ActionEvent {
  return {
    event: step.event,
    ecommerce: {
      currency: CURRENCY,
      value: goodsValue(cart),
      ...(step.event === "add_shipping_info" && step.shippingTier ? { shipping_tier: step.shippingTier } : {}),
      ...(step.event === "add_payment_info" ? { payment_type: step.paymentType } : {}),
      items: funnelItems(cart.entries ?? []),
    },
  };
}

type OrderLike = CartLike & {
  code: string;
  totalTax?: { value: number } | undefined;
  deliveryCost?: { value: number } | undefined;
  appliedVouchers?: readonly { voucherCode: string }[] | undefined;
};

/** `purchase`: the goods' `value` as the other steps, the delivery as `shipping` and the order's VAT as `tax`. */
export function purchaseEvent(order: OrderLike): FunnelEvent {
  const coupon = order.appliedVouchers?.map((voucher) => voucher.voucherCode).join(",");
  return {
    event: "purchase",
    ecommerce: {
      currency: CURRENCY,
      transaction_id: order.code,
      value: goodsValue(order),
      ...(order.totalTax ? { tax: aed(order.totalTax.value) } : {}),
      ...(order.deliveryCost ? { shipping: aed(order.deliveryCost.value) } : {}),
      ...(coupon ? { coupon } : {}),
      items: funnelItems(order.entries ?? []),
    },
  };
}

/** Where the codes of orders already reported live: a reload or a return to the confirmation reports nothing. */
export const PURCHASED_ORDERS_KEY = "dukkan.analytics.purchasedOrders";
const REMEMBERED_ORDERS = 20;

/** Pushes `purchase` unless this browser already reported the order; answers whether it pushed. */
export function pushPurchaseOnce(order: OrderLike, target: Window = window): boolean {
  let reported: string[] = [];
  try {
    reported = JSON.parse(target.localStorage.getItem(PURCHASED_ORDERS_KEY) ?? "[]") as string[];
    if (!Array.isArray(reported)) reported = [];
  } catch {
    reported = [];
  }
  if (reported.includes(order.code)) return false;
  pushFunnelEvent(purchaseEvent(order), target);
  try {
    target.localStorage.setItem(
      PURCHASED_ORDERS_KEY,
      JSON.stringify([...reported, order.code].slice(-REMEMBERED_ORDERS)),
    );
  } catch {
    // Storage refused (private mode, full): the event went out; a reload may report it again.
  }
  return true;
}

/** Pushes an event; the `ecommerce: null` before it stops the tag manager merging it with the previous one. */
export function pushFunnelEvent(event: FunnelEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}
