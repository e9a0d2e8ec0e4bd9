/**
 * The OCC JSON of a cart and of a cart modification, pruned to the request's `fields`. Products come from the
 * catalogue's rendered JSON (the same as every product route); money comes from cart-pricing in fils.
 */
import { formatFils, occPrice } from "@dukkan/money";
import { CURRENCY, type Language } from "@dukkan/occ";
import type { Cart, CartModification, CartModificationList, OrderEntry, PromotionResult } from "@dukkan/occ/cart";
import type { ProductCatalog } from "../catalog/product-service.js";
import { parseFields, pruneToSelection, type FieldSelection, type ObjectShape } from "../occ/fields.js";
import type { ParsedFields } from "../occ/params.js";
import {
  cartCode,
  type CartRecord,
  type CartService,
  type EntryCorrection,
  type QuantityChange,
  type StoredEntry,
} from "./cart-service.js";
import { configurationInfosOf, entryGroups } from "./entry-groups.js";
import { priceCart, priceLine, type PromotionMessage, type Promotions } from "./cart-pricing.js";
import { pricingArea, readCheckoutPricing, readCheckoutState } from "../checkout/checkout-state.js";
import { checkoutCartFields } from "../checkout/checkout-view.js";

const price: ObjectShape = {
  kind: "object",
  BASIC: ["currencyIso", "value", "formattedValue"],
  DEFAULT: ["currencyIso", "value", "formattedValue"],
};

/** `product` has no shape here: the catalogue already rendered it with the selection the cart asked for. */
const entry: ObjectShape = {
  kind: "object",
  always: ["entryNumber"],
  BASIC: ["entryNumber", "quantity", "basePrice", "totalPrice", "product", "updateable", "configurationInfos"],
  DEFAULT: ["entryNumber", "quantity", "basePrice", "totalPrice", "product", "updateable", "configurationInfos"],
  children: { basePrice: price, totalPrice: price },
};

const ENTRY_GROUP_FIELDS = [
  "entryGroupNumber",
  "id",
  "label",
  "type",
  "quantity",
  "maxStockQuantity",
  "erroneous",
  "entries",
  "entryGroups",
  "kittingEntry",
] as const;
const entryGroup: ObjectShape = {
  kind: "object",
  always: ["entryGroupNumber"],
  BASIC: ENTRY_GROUP_FIELDS,
  DEFAULT: ENTRY_GROUP_FIELDS,
  children: { entries: entry, kittingEntry: entry },
};

const CART_BASIC = [
  "code",
  "guid",
  "name",
  "description",
  "saveTime",
  "user",
  "totalItems",
  "totalUnitCount",
  "subTotal",
  "totalPrice",
  "totalPriceWithTax",
] as const;

export const cartShape: ObjectShape = {
  kind: "object",
  always: ["code", "guid"],
  BASIC: CART_BASIC,
  DEFAULT: [
    ...CART_BASIC,
    "net",
    "entries",
    "entryGroups",
    "deliveryItemsQuantity",
    "pickupItemsQuantity",
    "productDiscounts",
    "orderDiscounts",
    "totalDiscounts",
    "deliveryMode",
    "deliveryAddress",
    "deliveryPointOfService",
    "paymentInfo",
    "paymentMode",
    "guestCart",
    "deliveryCost",
    "totalTax",
    "appliedVouchers",
    "appliedProductPromotions",
    "appliedOrderPromotions",
    "potentialProductPromotions",
    "potentialOrderPromotions",
    "hasAppliedShippingFeePromotion",
  ],
  children: {
    entries: entry,
    entryGroups: entryGroup,
    subTotal: price,
    productDiscounts: price,
    orderDiscounts: price,
    totalDiscounts: price,
    deliveryCost: price,
    totalPrice: price,
    totalTax: price,
    totalPriceWithTax: price,
  },
};

const modificationShape: ObjectShape = {
  kind: "object",
  always: ["statusCode"],
  BASIC: ["statusCode", "statusMessage", "quantity", "quantityAdded", "entry"],
  DEFAULT: ["statusCode", "statusMessage", "quantity", "quantityAdded", "entry"],
  children: { entry },
};

const modificationListShape: ObjectShape = {
  kind: "object",
  BASIC: ["cartModifications"],
  DEFAULT: ["cartModifications"],
  children: { cartModifications: modificationShape },
};

const DEFAULT_SELECTION: FieldSelection = { level: "DEFAULT", fields: new Map() };
/** A wrapper's level carried to the cart inside it (`fields=FULL` on a save-cart answer means a FULL cart). */
const levelOf = (selection: FieldSelection): FieldSelection => ({
  level: selection.level ?? "DEFAULT",
  fields: new Map(),
});
/** What a cart line shows of its product unless `fields` says otherwise (shopping spec §3 Entry). */
const DEFAULT_PRODUCT_FIELDS: ParsedFields = {
  text: "cart-entry",
  selection: parseFields("BASIC,images(DEFAULT),maxOrderQuantity"),
};

/**
 * The product part of a cart `fields` value: `entries(product(…))` when named (also inside `entryGroups` or a
 * modification's `entry`), else a FULL level carries over, and anything else gets the cart-line default.
 */
export function productFieldsOf(selection: FieldSelection): ParsedFields {
  for (const path of [["entries"], ["entryGroups", "entries"], ["entryGroups", "kittingEntry"], ["entry"]]) {
    let node: FieldSelection | undefined = selection;
    for (const name of path) node = node?.fields.get(name);
    const product = node?.fields.get("product");
    if (product) return { text: `cart:${path.join(".")}:${JSON.stringify(serialise(product))}`, selection: product };
  }
  if (selection.level === "FULL") return { text: "cart:FULL", selection };
  return DEFAULT_PRODUCT_FIELDS;
}

function serialise(selection: FieldSelection): unknown {
  return [selection.level, [...selection.fields].map(([name, child]) => [name, child ? serialise(child) : null])];
}

const promotionJson = (promotion: PromotionMessage, language: Language): PromotionResult => ({
  description: promotion.description,
  promotion: { code: promotion.code, description: promotion.description },
  consumedEntries: promotion.consumedEntries?.map((consumed) => ({
    orderEntryNumber: consumed.orderEntryNumber,
    adjustedUnitPrice: occPrice(consumed.adjustedUnitPriceFils, language, CURRENCY).value,
    quantity: consumed.quantity,
  })),
});

export class CartView {
  constructor(
    private readonly carts: CartService,
    private readonly catalog: ProductCatalog,
    private readonly promotions: Promotions,
  ) {}

  /**
   * The full cart as an object (before `fields` pruning). `known`: the cart's entries as the change that just
   * committed them left them (read under the cart's lock), so the answer to a change does not read them again.
   */
  async cart(
    record: CartRecord,
    language: Language,
    area: string | null,
    selection: FieldSelection,
    known?: readonly StoredEntry[],
  ): Promise<Cart> {
    // The reads that need only the entries start as soon as they are known, beside the checkout's.
    const entriesRead = known ? Promise.resolve(known) : this.carts.entries(record.id);
    const [stored, checkoutPricing, outcome, productJsons, settings] = await Promise.all([
      entriesRead,
      this.checkoutPricing(record, area),
      entriesRead.then((entries) =>
        this.promotions.evaluate(this.carts.lines(entries).map(priceLine), {
          cartId: record.id,
          customerUid: record.customerUid,
          language,
        }),
      ),
      entriesRead.then((entries) => this.productJsonsOf(entries, language, selection)),
      entriesRead.then((entries) =>
        this.carts.textfieldSettings(entries.filter((entry) => entry.product.configurable).map((e) => e.productCode)),
      ),
    ]);
    const { state: checkoutState, delivery } = checkoutPricing;
    const totals = priceCart(this.carts.lines(stored), delivery, outcome);
    const money = (fils: number) => occPrice(fils, language, CURRENCY);
    const deliveryCost = totals.deliveryCostFils === null ? undefined : money(totals.deliveryCostFils);
    const checkout = await checkoutCartFields(this.carts.db, record, checkoutState, language, deliveryCost);
    const productByCode = new Map(
      productJsons.map((json) => {
        const product = JSON.parse(json) as { code: string };
        return [product.code, product];
      }),
    );
    const entries: OrderEntry[] = totals.lines.map((line) => ({
      entryNumber: line.entryNumber,
      quantity: line.quantity,
      updateable: true,
      basePrice: money(line.unitPriceFils),
      totalPrice: money(line.totalPriceFils),
      product: (productByCode.get(line.productCode) ?? { code: line.productCode }) as OrderEntry["product"],
      configurationInfos: configurationInfosOf(stored[line.entryNumber]!, settings, language),
    }));
    const units = totals.totalUnitCount;
    const { promotions } = totals;
    return {
      code: cartCode(record.id),
      guid: record.guid,
      name: record.name ?? undefined,
      description: record.description ?? undefined,
      saveTime: record.saveTime?.toISOString(),
      user: record.customerUid
        ? { uid: record.customerUid, name: record.customerName ?? record.customerUid }
        : { uid: "anonymous", name: "Anonymous" },
      net: false,
      entries,
      entryGroups: entryGroups(stored, entries, productByCode, language, money),
      totalItems: totals.totalItems,
      totalUnitCount: units,
      deliveryItemsQuantity: delivery.pickup ? 0 : units,
      pickupItemsQuantity: delivery.pickup ? units : 0,
      subTotal: money(totals.subTotalFils),
      productDiscounts: money(totals.productDiscountsFils),
      orderDiscounts: money(totals.orderDiscountsFils),
      totalDiscounts: money(totals.totalDiscountsFils),
      ...checkout,
      deliveryCost,
      totalPrice: money(totals.totalPriceFils),
      totalTax: money(totals.totalTaxFils),
      // Prices include VAT: the total with tax is the total.
      totalPriceWithTax: money(totals.totalPriceFils),
      appliedVouchers: promotions.appliedVoucherCodes.map((voucherCode) => ({ voucherCode })),
      appliedProductPromotions: promotions.appliedProductPromotions.map((p) => promotionJson(p, language)),
      appliedOrderPromotions: promotions.appliedOrderPromotions.map((p) => promotionJson(p, language)),
      potentialProductPromotions: promotions.potentialProductPromotions.map((p) => promotionJson(p, language)),
      potentialOrderPromotions: promotions.potentialOrderPromotions.map((p) => promotionJson(p, language)),
      hasAppliedShippingFeePromotion: promotions.freeShipping,
    };
  }

  /** The catalogue's JSON of the entries' products and of their kits' components. */
  private productJsonsOf(entries: readonly StoredEntry[], language: Language, selection: FieldSelection) {
    const componentCodes = entries.flatMap((entry) => entry.bundle?.components.map((c) => c.productCode) ?? []);
    return this.catalog.productJsons(
      [...new Set([...entries.map((entry) => entry.productCode), ...componentCodes])],
      language,
      productFieldsOf(selection),
    );
  }

  /** The cart's checkout state and delivery pricing (one query; two when the cart was deleted since it was found). */
  private async checkoutPricing(record: CartRecord, area: string | null) {
    const read = await readCheckoutPricing(this.carts.db, record.id, area, record.deliveryModeCode);
    if (read) return read;
    const state = await readCheckoutState(this.carts.db, record.id);
    return { state, delivery: await this.carts.delivery(pricingArea(state, area), record.deliveryModeCode) };
  }

  /**
   * The cart JSON for a response, pruned to `fields` (DEFAULT when absent); `known` as in `cart`.
   */
  async cartJson(
    record: CartRecord,
    language: Language,
    area: string | null,
    fields?: ParsedFields,
    known?: readonly StoredEntry[],
  ): Promise<string> {
    const selection = fields?.selection ?? DEFAULT_SELECTION;
    const cart = await this.cart(record, language, area, selection, known);
    return JSON.stringify(pruneToSelection(cart, selection, cartShape));
  }

  /** A save-cart answer: `{savedCartData: cart}`, `fields` applying to the wrapper (savedCartData(…)). */
  async savedCartJson(record: CartRecord, language: Language, area: string | null, fields?: ParsedFields) {
    const selection = fields?.selection ?? DEFAULT_SELECTION;
    const inner = selection.fields.get("savedCartData") ?? levelOf(selection);
    const cart = await this.cart(record, language, area, inner);
    return JSON.stringify({ savedCartData: pruneToSelection(cart, inner, cartShape) });
  }

  /** GET users/{userId}/carts: `{carts: [...]}`, `fields` applying to the wrapper (carts(…)). */
  async cartListJson(records: readonly CartRecord[], language: Language, area: string | null, fields?: ParsedFields) {
    const selection = fields?.selection ?? DEFAULT_SELECTION;
    const inner = selection.fields.get("carts") ?? levelOf(selection);
    const list = await Promise.all(
      records.map(async (record) => pruneToSelection(await this.cart(record, language, area, inner), inner, cartShape)),
    );
    return JSON.stringify({ carts: list });
  }

  /**
   * An add or update as an OCC CartModification, its `entry` priced like the cart shows it. `known`: the entries
   * the change committed (see `cart`).
   */
  async modificationJson(
    record: CartRecord,
    change: QuantityChange,
    language: Language,
    area: string | null,
    fields?: ParsedFields,
    known?: readonly StoredEntry[],
  ): Promise<string> {
    const selection = fields?.selection ?? DEFAULT_SELECTION;
    const cart = await this.cart(record, language, area, selection, known);
    const entry = cart.entries?.find((line) => line.entryNumber === change.entryNumber);
    const modification: CartModification = {
      statusCode: change.limitedBy ?? "success",
      quantity: change.quantity,
      quantityAdded: change.quantityAdded,
      statusMessage: change.limitedBy
        ? `Quantity for ${change.productName.en} (#${change.productCode}) was reduced to ${change.reducedTo}.`
        : undefined,
      entry,
    };
    return JSON.stringify(pruneToSelection(modification, selection, modificationShape));
  }

  /** validate's answer: one CartModification per correction, its entry as the cart now holds it. */
  async correctionsJson(corrections: readonly EntryCorrection[], language: Language, fields?: ParsedFields) {
    const selection = fields?.selection ?? DEFAULT_SELECTION;
    const jsons = await this.catalog.productJsons(
      [...new Set(corrections.map((correction) => correction.productCode))],
      language,
      productFieldsOf(selection),
    );
    const productByCode = new Map(
      jsons.map((json) => {
        const product = JSON.parse(json) as { code: string };
        return [product.code, product];
      }),
    );
    const money = (fils: number) => occPrice(fils, language, CURRENCY);
    const list: CartModificationList = {
      cartModifications: corrections.map((correction) => ({
        statusCode: correction.statusCode,
        statusMessage: correctionMessage(correction),
        quantity: correction.quantity,
        quantityAdded: correction.quantityAdded,
        entry: {
          entryNumber: correction.entryNumber,
          quantity: correction.quantity,
          basePrice: money(correction.unitPriceFils),
          totalPrice: money(correction.unitPriceFils * correction.quantity),
          product: (productByCode.get(correction.productCode) ?? {
            code: correction.productCode,
          }) as OrderEntry["product"],
        },
      })),
    };
    return JSON.stringify(pruneToSelection(list, selection, modificationListShape));
  }
}

/** The shopper-facing reason for a correction (English texts, as the other cart messages of shopping spec §8). */
function correctionMessage(correction: EntryCorrection): string {
  const name = correction.productName.en;
  const code = correction.productCode;
  switch (correction.statusCode) {
    case "unavailable":
      return `Product ${name} cannot be purchased`;
    case "noStock":
      return `${name} (#${code}) is out of stock.`;
    case "lowStock":
      return `Quantity for ${name} (#${code}) was reduced to ${correction.quantity}.`;
    case "priceChanged":
      return (
        `The price of ${name} (#${code}) changed from ${formatFils(correction.previousUnitPriceFils)} ` +
        `to ${formatFils(correction.unitPriceFils)}.`
      );
  }
}
