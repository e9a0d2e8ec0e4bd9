/**
 * Carts: finding a caller's cart, lazy creation, entry add/update/remove with the quantity rules, and the
 * merge of a guest's cart at sign-in (shopping spec §3 Cart, §4 Add to cart, §5; account spec §4.1).
 *
 * Every change runs in one transaction that first locks the cart row (`UPDATE carts … RETURNING`), so two tabs
 * changing one cart take turns: neither loses the other's entry, and the (cart, product) unique index means a
 * product can only ever have one line (decision 0014). Routes pass who is calling; this service only ever
 * finds carts that caller owns, so a foreign cart id answers exactly like an unknown one.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  areas,
  customers,
  deliveryModes,
  discounts,
  kitBundleTemplates,
  prices,
  products,
  stockLevels,
} from "../db/tables.js";
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { cartEntries, carts, type ConfiguredField } from "./cart.tables.js";
import {
  bundleTemplateNotFound,
  cartEntryNotFound,
  cartNotFound,
  entryGroupNotFound,
  kitNotAddable,
  maximumStockReached,
  notConfigurable,
  notPurchasable,
  outOfStock,
} from "./cart-errors.js";
import { discountedUnitPrice, type CartLine, type DeliveryContext } from "./cart-pricing.js";
import { kitsMakeable } from "../catalog/kit-stock.js";
import { kitAssemblable, kitBundleOf, kitBundles, type KitBundle } from "./kit-bundles.js";
import { sameConfiguration, textfieldSettings, type TextfieldSetting } from "./textfield-configurator.js";
import { carryOverVouchers } from "../promotions/voucher-service.js";
import { callerUid, type RequestContext } from "../occ/request-context.js";
import { readAll } from "../db/read-all.js";

/** Who calls: a guest (null) or a signed-in customer's uid (the lower-level methods that take a transaction). */
export type CartCaller = string | null;

/** What the cart reads of the request context: who calls (routes pass `request.context`). */
export type CartContext = Pick<RequestContext, "caller">;

export const CURRENT_CART = "current";
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^\d{1,10}$/;
const MAX_CART_ID = 2_147_483_647;

export interface CartRecord {
  id: number;
  guid: string;
  customerUid: string | null;
  customerName: string | null;
  deliveryModeCode: string | null;
  /** Set on a saved cart (with its name and description); null on the current cart. */
  saveTime: Date | null;
  name: string | null;
  description: string | null;
}

/** The live catalogue facts that decide whether and how many units of a product a cart may hold. */
export interface LiveProduct {
  code: string;
  name: { en: string; ar?: string };
  kind: "STANDARD" | "BASE" | "VARIANT" | "KIT";
  /** Has a bundle template: sold only as a bundle (kit products and kit variants). */
  isKit: boolean;
  configurable: boolean;
  configuratorType: string | null;
  disabled: boolean;
  purchasable: boolean;
  maxOrderQuantity: number | null;
  priceFils: number | null;
  available: number;
  activeDiscounts: { absolute: boolean; value: number }[];
}

export interface StoredEntry {
  id: number;
  entryNumber: number;
  productCode: string;
  quantity: number;
  seenUnitPriceFils: number;
  product: LiveProduct;
  /** The kit's template with its components' live stock: set on a kit bundle's (kitting) entry. */
  bundle: KitBundle | null;
  /** A configurable product's text-field values; null when it was never configured. */
  configuration: ConfiguredField[] | null;
}

/** One correction validate made to make the cart buyable, or a price change it reports. */
export interface EntryCorrection {
  statusCode: "unavailable" | "noStock" | "lowStock" | "priceChanged";
  entryNumber: number;
  productCode: string;
  productName: { en: string; ar?: string };
  /** The quantity now in the cart (0: the entry was removed). */
  quantity: number;
  quantityAdded: number;
  previousUnitPriceFils: number;
  unitPriceFils: number;
}

/** The outcome of an add or update, before it is turned into an OCC CartModification. */
export interface QuantityChange {
  productCode: string;
  /** The entry the change landed on. */
  entryNumber: number;
  quantity: number;
  quantityAdded: number;
  /** Fewer units than asked: `lowStock` (stock) or `maxOrderQuantityExceeded` (the product's limit). */
  limitedBy: "lowStock" | "maxOrderQuantityExceeded" | null;
  /** The number the shopper is told it was lowered to: units added (add) or the new quantity (update). */
  reducedTo: number;
  productName: { en: string; ar?: string };
}

/** The OCC cart code: the cart's number zero-padded to 8 digits. */
export const cartCode = (id: number) => String(id).padStart(8, "0");

/** Units a cart may hold: the stock available now, and no more than the product's maxOrderQuantity. */
export function maxQuantity(product: LiveProduct): number {
  const stock = Math.max(0, product.available);
  return product.maxOrderQuantity === null ? stock : Math.min(stock, product.maxOrderQuantity);
}

/** The unit price a cart line pays now: the list price after the product's active discounts. */
export function unitPriceFils(product: LiveProduct): number {
  return discountedUnitPrice(product.priceFils, product.activeDiscounts);
}

/** Whether a product can be put in a cart as a plain entry at all (stock aside). */
export function isSellable(product: LiveProduct): boolean {
  return (
    !product.disabled &&
    product.purchasable &&
    product.priceFils !== null &&
    !product.isKit &&
    (product.kind === "STANDARD" || product.kind === "VARIANT")
  );
}

/** Whether a kit can be sold as a bundle of this template (stock aside). */
export function isSellableKit(product: LiveProduct, bundle: KitBundle): boolean {
  return (
    !product.disabled &&
    product.purchasable &&
    product.priceFils !== null &&
    bundle.productCode === product.code &&
    kitAssemblable(bundle)
  );
}

/** Units an entry may hold: a kit is also limited by the kits its components make (as the catalogue shows). */
export function entryLimit(entry: Pick<StoredEntry, "product" | "bundle">): number {
  const own = maxQuantity(entry.product);
  return entry.bundle ? Math.min(own, kitsMakeable(entry.bundle.components)) : own;
}

/** Whether an entry can still be bought (stock aside). */
export function entrySellable(entry: Pick<StoredEntry, "product" | "bundle">): boolean {
  return entry.bundle ? isSellableKit(entry.product, entry.bundle) : isSellable(entry.product);
}

function isDiscountActive(discount: { startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  return (!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now);
}

export type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

interface DiscountJson {
  absolute: boolean;
  value: number;
  startsAt: string | null;
  endsAt: string | null;
}

/** A cart row as the routes need it; the customer's name is read with it for the cart's `user`. */
const cartColumns = {
  id: carts.id,
  guid: carts.guid,
  customerUid: carts.customerUid,
  deliveryModeCode: carts.deliveryModeCode,
  saveTime: carts.saveTime,
  name: carts.name,
  description: carts.description,
  customerName: sql<string | null>`(select trim(c.first_name || ' ' || c.last_name) from ${customers} c
    where c.uid = ${carts.customerUid})`,
};

/** A product's live facts; its discounts come aggregated in the same row (oldest first, the catalogue's order). */
const liveColumns = {
  code: products.code,
  name: products.name,
  kind: products.kind,
  isKit: sql<boolean>`exists(select 1 from ${kitBundleTemplates} t where t.product_code = ${products.code})`,
  configurable: products.configurable,
  configuratorType: products.configuratorType,
  disabled: products.disabled,
  purchasable: products.purchasable,
  maxOrderQuantity: products.maxOrderQuantity,
  priceFils: prices.valueFils,
  available: stockLevels.available,
  discounts: sql<DiscountJson[]>`coalesce((
    select json_agg(json_build_object('absolute', d.absolute, 'value', d.value, 'startsAt', d.starts_at,
      'endsAt', d.ends_at) order by d.id)
    from ${discounts} d where d.product_code = ${products.code}), '[]'::json)`,
};
interface LiveRow extends Omit<LiveProduct, "available" | "activeDiscounts"> {
  available: number | null;
  discounts: DiscountJson[];
}

/** An entry's own columns, read beside its product's live facts. */
const entryColumns = {
  id: cartEntries.id,
  quantity: cartEntries.quantity,
  seenUnitPriceFils: cartEntries.seenUnitPriceFils,
  bundleTemplateId: cartEntries.bundleTemplateId,
  configuration: cartEntries.configuration,
};
interface EntryRow extends LiveRow {
  id: number;
  quantity: number;
  seenUnitPriceFils: number;
  bundleTemplateId: string | null;
  configuration: ConfiguredField[] | null;
}

export class CartService {
  constructor(
    readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The caller's cart named by `cartId` (guid for guests; `current`, code or guid for customers), or 400 CartError. */
  async find(context: CartContext, cartId: string): Promise<CartRecord> {
    return this.findIn(this.db, callerUid(context), cartId);
  }

  /**
   * POST users/{userId}/carts. Guests get a new cart (or their `oldCartId` cart back when it still exists);
   * a customer gets their one cart, created on first use, with the guest cart `oldCartId` merged into it.
   * A guest's new cart comes with its entries (none), so its answer need not read them.
   */
  async create(
    context: CartContext,
    options: { oldCartId?: string; toMergeCartGuid?: string },
  ): Promise<{ cart: CartRecord; entries?: StoredEntry[] }> {
    const caller = callerUid(context);
    if (caller === null) {
      if (options.oldCartId) {
        const existing = await this.findIn(this.db, null, options.oldCartId).catch((error: unknown) => {
          if (error instanceof OccHttpError) return null;
          throw error;
        });
        if (existing) return { cart: existing };
      }
      const [cart] = await this.db.insert(carts).values({ guid: randomUUID() }).returning(cartColumns);
      return { cart: cart!, entries: [] };
    }
    const cart = await this.db.transaction(async (tx) => {
      await tx.insert(carts).values({ guid: randomUUID(), customerUid: caller }).onConflictDoNothing({
        target: carts.customerUid,
        where: CURRENT_ONLY,
      });
      const target = await this.lockIn(tx, caller, CURRENT_CART);
      if (options.toMergeCartGuid && options.toMergeCartGuid.toLowerCase() !== target.guid) {
        throw cartNotFound(options.toMergeCartGuid);
      }
      if (options.oldCartId) await this.mergeGuestCart(tx, options.oldCartId, target);
      return target;
    });
    return { cart };
  }

  /** DELETE users/{userId}/carts/{cartId}. */
  async remove(context: CartContext, cartId: string): Promise<void> {
    const caller = callerUid(context);
    await this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      await tx.delete(carts).where(eq(carts.id, cart.id));
    });
  }

  /**
   * Adds units of a product (a second add of the same product raises that line's quantity). Answers the cart's
   * entries as it committed them too, so the answer's totals need not read them again.
   */
  async addEntry(
    context: CartContext,
    cartId: string,
    productCode: string,
    quantity: number,
  ): Promise<{ cart: CartRecord; change: QuantityChange; entries: StoredEntry[] }> {
    const caller = callerUid(context);
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const read = await this.entriesAndProduct(tx, cart.id, productCode);
      const { stored } = read;
      const product = sellable(productCode, read.product);
      const existing = stored.find((entry) => entry.productCode === product.code && entry.configuration === null);
      const held = existing?.quantity ?? 0;
      const max = maxQuantity(product) - heldInOtherLines(stored, product.code, existing);
      const target = raisedQuantity(product, held, quantity, max);
      const seenUnitPriceFils = unitPriceFils(product);
      const [written] = await tx
        .insert(cartEntries)
        .values({ cartId: cart.id, productCode: product.code, quantity: target, seenUnitPriceFils })
        .onConflictDoUpdate({ ...PLAIN_ENTRY, set: { quantity: target, seenUnitPriceFils } })
        .returning({ id: cartEntries.id });
      const entries = existing
        ? withLine(stored, { ...existing, quantity: target, seenUnitPriceFils })
        : [
            ...stored,
            {
              id: written!.id,
              entryNumber: stored.length,
              productCode: product.code,
              quantity: target,
              seenUnitPriceFils,
              product,
              bundle: null,
              configuration: null,
            },
          ];
      return {
        cart,
        change: addedChange(product, quantity, held, target, existing?.entryNumber ?? stored.length),
        entries,
      };
    });
  }

  /**
   * POST …/bundles: puts a kit in the cart as a bundle of its template (the kit product's entry, its components
   * read from the template). A kit already in the cart gets the units added, like a second add of a product.
   */
  async addBundle(
    context: CartContext,
    cartId: string,
    templateId: string,
    productCode: string,
    quantity: number,
  ): Promise<{ cart: CartRecord; change: QuantityChange }> {
    const caller = callerUid(context);
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const bundle = await kitBundleOf(tx, templateId, productCode);
      if (!bundle) throw bundleTemplateNotFound(templateId);
      const product = (await this.liveProducts([productCode], tx)).get(productCode);
      if (!product) throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
      if (!isSellableKit(product, bundle)) throw notPurchasable(product.name.en, product.code);
      const stored = await this.entriesIn(tx, cart.id);
      const existing = stored.find((entry) => entry.productCode === product.code && entry.configuration === null);
      const held = existing?.quantity ?? 0;
      const target = raisedQuantity(product, held, quantity, entryLimit({ product, bundle }));
      const seenUnitPriceFils = unitPriceFils(product);
      await tx
        .insert(cartEntries)
        .values({ cartId: cart.id, productCode, quantity: target, seenUnitPriceFils, bundleTemplateId: templateId })
        .onConflictDoUpdate({
          ...PLAIN_ENTRY,
          set: { quantity: target, seenUnitPriceFils, bundleTemplateId: templateId },
        });
      return { cart, change: addedChange(product, quantity, held, target, existing?.entryNumber ?? stored.length) };
    });
  }

  /**
   * PUT …/bundles: sets a bundle's kit quantity (0 removes it). The bundle is named by its entry group number
   * (or its template id); a group that is not a bundle answers 400 CartEntryGroupError.
   */
  async updateBundle(
    context: CartContext,
    cartId: string,
    group: { entryGroupNumber: number } | { templateId: string },
    quantity: number,
  ): Promise<{ cart: CartRecord; change: QuantityChange | null }> {
    const cart = await this.find(context, cartId);
    const stored = await this.entries(cart.id);
    const entry =
      "entryGroupNumber" in group
        ? stored[group.entryGroupNumber - 1]
        : stored.find((candidate) => candidate.bundle?.templateId === group.templateId);
    const name = "entryGroupNumber" in group ? String(group.entryGroupNumber) : group.templateId;
    if (!entry?.bundle) throw entryGroupNotFound(name);
    return this.updateEntry(context, cartId, entry.entryNumber, quantity, entry.id);
  }

  /** DELETE …/entrygroups/{entryGroupNumber}: removes the group with its entries (a bundle or a standalone entry). */
  async removeEntryGroup(context: CartContext, cartId: string, entryGroupNumber: number): Promise<void> {
    const caller = callerUid(context);
    await this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const entry = (await this.entriesIn(tx, cart.id))[entryGroupNumber - 1];
      if (!entry) throw entryGroupNotFound(String(entryGroupNumber));
      await tx.delete(cartEntries).where(eq(cartEntries.id, entry.id));
    });
  }

  /**
   * POST …/entries/configurator/textfield: a configurable product with the shopper's text. Each configuration is
   * its own line; the same product with the same values again raises that line's quantity.
   */
  async addConfigured(
    context: CartContext,
    cartId: string,
    productCode: string,
    quantity: number,
    configuration: ConfiguredField[],
  ): Promise<{ cart: CartRecord; change: QuantityChange }> {
    const caller = callerUid(context);
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const read = await this.entriesAndProduct(tx, cart.id, productCode);
      const { stored } = read;
      const product = sellable(productCode, read.product);
      if (!product.configurable) throw notConfigurable(productCode);
      const existing = stored.find(
        (entry) =>
          entry.productCode === productCode &&
          entry.configuration !== null &&
          sameConfiguration(entry.configuration, configuration),
      );
      const held = existing?.quantity ?? 0;
      const max = maxQuantity(product) - heldInOtherLines(stored, productCode, existing);
      const target = raisedQuantity(product, held, quantity, max);
      const seenUnitPriceFils = unitPriceFils(product);
      if (existing) {
        await tx
          .update(cartEntries)
          .set({ quantity: target, seenUnitPriceFils })
          .where(eq(cartEntries.id, existing.id));
      } else {
        await tx
          .insert(cartEntries)
          .values({ cartId: cart.id, productCode, quantity: target, seenUnitPriceFils, configuration });
      }
      return { cart, change: addedChange(product, quantity, held, target, existing?.entryNumber ?? stored.length) };
    });
  }

  /** PUT …/entries/{entryNumber}/configurator/textfield: replaces an entry's text-field values. */
  async configureEntry(
    context: CartContext,
    cartId: string,
    entryNumber: number,
    configuration: ConfiguredField[],
    /** The entry's row as the caller read it: a concurrent change moving it answers not found. */
    expectedId: number,
  ): Promise<{ cart: CartRecord; entry: StoredEntry }> {
    const caller = callerUid(context);
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const entry = (await this.entriesIn(tx, cart.id))[entryNumber];
      if (!entry || entry.id !== expectedId) throw cartEntryNotFound(entryNumber);
      if (!entry.product.configurable) throw notConfigurable(entry.productCode);
      await tx.update(cartEntries).set({ configuration }).where(eq(cartEntries.id, entry.id));
      return { cart, entry: { ...entry, configuration } };
    });
  }

  /**
   * Sets an entry's quantity (0 removes it). More than may be held is lowered to the maximum; a product that
   * can no longer be sold can only be lowered or removed. A change answers the cart's entries as it committed them
   * too.
   */
  async updateEntry(
    context: CartContext,
    cartId: string,
    entryNumber: number,
    quantity: number,
    /** The entry's row when the caller found it by other means: a concurrent change moving it answers not found. */
    expectedId?: number,
  ): Promise<
    { cart: CartRecord; change: null } | { cart: CartRecord; change: QuantityChange; entries: StoredEntry[] }
  > {
    const caller = callerUid(context);
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const stored = await this.entriesIn(tx, cart.id);
      const entry = stored[entryNumber];
      if (!entry || (expectedId !== undefined && entry.id !== expectedId)) throw cartEntryNotFound(entryNumber);
      if (quantity === 0) {
        await tx.delete(cartEntries).where(eq(cartEntries.id, entry.id));
        return { cart, change: null };
      }
      const { product } = entry;
      if (quantity > entry.quantity && !entrySellable(entry)) throw notPurchasable(product.name.en, product.code);
      const max = entryLimit(entry) - heldInOtherLines(stored, entry.productCode, entry);
      let target = quantity;
      if (quantity > entry.quantity || quantity > max) {
        if (max <= 0) throw outOfStock(product.name.en, product.code);
        target = Math.min(quantity, max);
      }
      const seenUnitPriceFils = unitPriceFils(product);
      await tx.update(cartEntries).set({ quantity: target, seenUnitPriceFils }).where(eq(cartEntries.id, entry.id));
      return {
        cart,
        change: { ...change(product, target, target - entry.quantity, target < quantity, target), entryNumber },
        entries: withLine(stored, { ...entry, quantity: target, seenUnitPriceFils }),
      };
    });
  }

  /** Removes an entry; the entries after it move up one number (OCC entry numbers stay contiguous). */
  async removeEntry(context: CartContext, cartId: string, entryNumber: number): Promise<void> {
    const caller = callerUid(context);
    await this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const entry = (await this.entriesIn(tx, cart.id))[entryNumber];
      if (!entry) throw cartEntryNotFound(entryNumber);
      await tx.delete(cartEntries).where(eq(cartEntries.id, entry.id));
    });
  }

  /**
   * Makes the cart buyable against live data and reports each change (shopping spec §4 Proceed to checkout,
   * step 4): products no longer sold and out-of-stock products are removed, quantities above what may be held
   * are lowered, and a unit price that differs from the one the shopper last saw is reported once.
   */
  async validate(context: CartContext, cartId: string): Promise<{ cart: CartRecord; corrections: EntryCorrection[] }> {
    const caller = callerUid(context);
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const stored = await this.entriesIn(tx, cart.id);
      const corrections: EntryCorrection[] = [];
      for (const entry of stored) {
        const { product } = entry;
        const max = entryLimit(entry) - heldInOtherLines(stored, entry.productCode, entry);
        const price = unitPriceFils(product);
        const correct = (statusCode: EntryCorrection["statusCode"], quantity: number) =>
          corrections.push({
            statusCode,
            entryNumber: entry.entryNumber,
            productCode: entry.productCode,
            productName: product.name,
            quantity,
            quantityAdded: quantity - entry.quantity,
            previousUnitPriceFils: entry.seenUnitPriceFils,
            unitPriceFils: price,
          });
        if (!entrySellable(entry) || max <= 0) {
          await tx.delete(cartEntries).where(eq(cartEntries.id, entry.id));
          stored.splice(stored.indexOf(entry), 1, { ...entry, quantity: 0 });
          correct(entrySellable(entry) ? "noStock" : "unavailable", 0);
          continue;
        }
        const lowered = entry.quantity > max;
        const repriced = entry.seenUnitPriceFils !== price;
        if (lowered) correct("lowStock", max);
        if (repriced) correct("priceChanged", Math.min(entry.quantity, max));
        if (!lowered && !repriced) continue;
        await tx
          .update(cartEntries)
          .set({ quantity: Math.min(entry.quantity, max), seenUnitPriceFils: price })
          .where(eq(cartEntries.id, entry.id));
      }
      return { cart, corrections };
    });
  }

  /** Whether every entry can be bought now: sold, and no more units than stock and maxOrderQuantity allow. */
  async stockCheck(context: CartContext, cartId: string): Promise<boolean> {
    const cart = await this.find(context, cartId);
    const stored = await this.entries(cart.id);
    return stored.every(
      (entry) =>
        entrySellable(entry) &&
        entry.quantity <= entryLimit(entry) - heldInOtherLines(stored, entry.productCode, entry),
    );
  }

  /** One entry of a cart the caller found, or 400 CartEntryError. */
  async entry(cartId: number, entryNumber: number): Promise<StoredEntry> {
    const entry = (await this.entries(cartId))[entryNumber];
    if (!entry) throw cartEntryNotFound(entryNumber);
    return entry;
  }

  /** A change that kept the entry's quantity (a configuration change). */
  unchanged(entry: StoredEntry): Omit<QuantityChange, "entryNumber"> {
    return change(entry.product, entry.quantity, 0, false, entry.quantity);
  }

  /** The cart's entries in entry-number order. */
  async entries(cartId: number): Promise<StoredEntry[]> {
    return this.entriesIn(this.db, cartId);
  }

  /** Live catalogue facts for products (unknown codes are absent). Read from the database, never a cache. */
  async liveProducts(codes: readonly string[], db: Executor = this.db): Promise<Map<string, LiveProduct>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .select(liveColumns)
      .from(products)
      .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, "AED")))
      .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
      .where(inArray(products.code, [...new Set(codes)]));
    return new Map(rows.map((row) => [row.code, this.liveProduct(row)]));
  }

  /** Priced lines for a cart's entries. */
  lines(entries: readonly StoredEntry[]): CartLine[] {
    return entries.map((entry) => ({
      entryNumber: entry.entryNumber,
      productCode: entry.productCode,
      quantity: entry.quantity,
      listPriceFils: entry.product.priceFils,
      activeDiscounts: entry.product.activeDiscounts,
    }));
  }

  /** The text fields of configurable products (textfield configurator). */
  textfieldSettings(productCodes: readonly string[]): Promise<Map<string, TextfieldSetting[]>> {
    return textfieldSettings(this.db, productCodes);
  }

  /** The request's delivery area and the cart's delivery mode, as the pricing needs them. */
  async delivery(areaIsocode: string | null, deliveryModeCode: string | null): Promise<DeliveryContext> {
    const [area, mode] = await Promise.all([
      areaIsocode
        ? this.db
            .select({ shippingFeeFils: areas.shippingFeeFils, orderThresholdFils: areas.orderThresholdFils })
            .from(areas)
            .where(eq(areas.isocode, areaIsocode))
            .then((rows) => rows[0] ?? null)
        : null,
      deliveryModeCode
        ? this.db
            .select({ pickup: deliveryModes.pickup })
            .from(deliveryModes)
            .where(eq(deliveryModes.code, deliveryModeCode))
            .then((rows) => rows[0] ?? null)
        : null,
    ]);
    return { area, pickup: mode?.pickup ?? false };
  }

  /**
   * Moves a guest cart's entries into the customer's locked cart, then deletes the guest cart. A product (or kit)
   * in both gets the summed quantity lowered to what may be held, but never below what either cart had: nothing the
   * shopper chose disappears silently; validate and stockCheck report what no longer fits. A configured entry joins
   * the customer's entry with the same configuration, else it comes over as its own line.
   */
  private async mergeGuestCart(tx: Executor, guestCartId: string, target: CartRecord): Promise<void> {
    const guest = await this.lockIn(tx, null, guestCartId);
    const [guestEntries, targetEntries] = await readAll(tx, [
      () => this.entriesIn(tx, guest.id),
      () => this.entriesIn(tx, target.id),
    ]);
    for (const entry of guestEntries) {
      const mine = targetEntries.find(
        (candidate) =>
          candidate.productCode === entry.productCode &&
          (candidate.configuration === null || entry.configuration === null
            ? candidate.configuration === entry.configuration
            : sameConfiguration(candidate.configuration, entry.configuration)),
      );
      if (!mine) {
        const { productCode, quantity, seenUnitPriceFils, configuration } = entry;
        const bundleTemplateId = entry.bundle?.templateId ?? null;
        await tx
          .insert(cartEntries)
          .values({ cartId: target.id, productCode, quantity, seenUnitPriceFils, configuration, bundleTemplateId });
        continue;
      }
      const quantity = Math.max(
        mine.quantity,
        entry.quantity,
        Math.min(mine.quantity + entry.quantity, entryLimit(mine)),
      );
      await tx.update(cartEntries).set({ quantity }).where(eq(cartEntries.id, mine.id));
    }
    await carryOverVouchers(tx, guest.id, target, this.now());
    await tx.delete(carts).where(eq(carts.id, guest.id));
  }

  /** The cart's entries in entry-number order, each with its product's live facts, in one query. */
  async entriesIn(db: Executor, cartId: number): Promise<StoredEntry[]> {
    const rows = await db
      .select({ ...liveColumns, ...entryColumns })
      .from(cartEntries)
      .innerJoin(products, eq(products.code, cartEntries.productCode))
      .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, "AED")))
      .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
      .where(eq(cartEntries.cartId, cartId))
      .orderBy(asc(cartEntries.id));
    return this.storedEntries(db, rows);
  }

  /**
   * The cart's entries (as `entriesIn`) and the live facts of the product `productCode` whether the cart holds it
   * or not (undefined: no such product), in one query: what adding the product reads.
   */
  private async entriesAndProduct(
    db: Executor,
    cartId: number,
    productCode: string,
  ): Promise<{ stored: StoredEntry[]; product: LiveProduct | undefined }> {
    const rows = await db
      .select({ ...liveColumns, ...entryColumns })
      .from(products)
      .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, "AED")))
      .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
      .leftJoin(cartEntries, and(eq(cartEntries.productCode, products.code), eq(cartEntries.cartId, cartId)))
      .where(
        sql`${products.code} in (select ce.product_code from ${cartEntries} ce where ce.cart_id = ${cartId}
          union all select ${productCode}::text)`,
      )
      .orderBy(sql`${cartEntries.id} asc nulls last`);
    const product = rows.find((row) => row.code === productCode);
    // The product's own row when the cart does not hold it has no entry columns.
    const lines = rows.filter((row): row is EntryRow => row.id !== null);
    return {
      stored: await this.storedEntries(db, lines),
      product: product && this.liveProduct(product),
    };
  }

  /** Entries from their rows (in entry-number order), with the kit bundles of bundle entries. */
  private async storedEntries(db: Executor, rows: readonly EntryRow[]): Promise<StoredEntry[]> {
    const bundles = await kitBundles(
      db,
      rows.flatMap((row) => (row.bundleTemplateId ? [row.bundleTemplateId] : [])),
    );
    return rows.map((row, entryNumber) => ({
      id: row.id,
      entryNumber,
      productCode: row.code,
      quantity: row.quantity,
      seenUnitPriceFils: row.seenUnitPriceFils,
      product: this.liveProduct(row),
      bundle: row.bundleTemplateId ? (bundles.get(row.bundleTemplateId) ?? null) : null,
      configuration: row.configuration,
    }));
  }

  private liveProduct(row: LiveRow): LiveProduct {
    const now = this.now();
    return {
      code: row.code,
      name: row.name,
      kind: row.kind,
      isKit: row.isKit,
      configurable: row.configurable,
      configuratorType: row.configuratorType,
      disabled: row.disabled,
      purchasable: row.purchasable,
      maxOrderQuantity: row.maxOrderQuantity,
      priceFils: row.priceFils,
      available: row.available ?? 0,
      activeDiscounts: row.discounts
        .filter((discount) =>
          isDiscountActive(
            {
              startsAt: discount.startsAt ? new Date(discount.startsAt) : null,
              endsAt: discount.endsAt ? new Date(discount.endsAt) : null,
            },
            now,
          ),
        )
        .map(({ absolute, value }) => ({ absolute, value })),
    };
  }

  /** Which cart `cartId` names among the caller's carts; 400 CartError for anything else. */
  private whichCart(caller: CartCaller, cartId: string): SQL {
    const owner = caller === null ? isNull(carts.customerUid) : eq(carts.customerUid, caller);
    if (GUID.test(cartId)) return and(owner, eq(carts.guid, cartId.toLowerCase()))!;
    if (caller !== null && cartId === CURRENT_CART) return and(owner, CURRENT_ONLY)!;
    if (caller !== null && CODE.test(cartId) && Number(cartId) <= MAX_CART_ID) {
      return and(owner, eq(carts.id, Number(cartId)))!;
    }
    throw cartNotFound(cartId);
  }

  async findIn(db: Executor, caller: CartCaller, cartId: string): Promise<CartRecord> {
    const [row] = await db.select(cartColumns).from(carts).where(this.whichCart(caller, cartId));
    if (!row) throw cartNotFound(cartId);
    return row;
  }

  /**
   * Finds a cart the caller owns, marks it changed and row-locks it until the transaction ends, in one
   * statement: every other change to this cart waits here (decision 0014).
   */
  async lockIn(tx: Executor, caller: CartCaller, cartId: string): Promise<CartRecord> {
    const [row] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(this.whichCart(caller, cartId))
      .returning(cartColumns);
    if (!row) throw cartNotFound(cartId);
    return row;
  }
}

/** The customer's current cart (not a saved one); also the predicate of its partial unique index. */
const CURRENT_ONLY = sql`${carts.saveTime} is null`;

/** The upsert target of a plain (unconfigured) entry: the partial unique index on (cart, product). */
const PLAIN_ENTRY = {
  target: [cartEntries.cartId, cartEntries.productCode],
  targetWhere: sql`${cartEntries.configuration} is null`,
};

/** Units of a product the cart holds in lines other than `except` (configured lines share the product's stock). */
function heldInOtherLines(stored: readonly StoredEntry[], productCode: string, except?: StoredEntry): number {
  return stored
    .filter((entry) => entry.productCode === productCode && entry.id !== except?.id)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

/** The product to add (its live facts, undefined when unknown), refused unless it can be added as a plain entry. */
function sellable(productCode: string, product: LiveProduct | undefined): LiveProduct {
  if (!product) throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
  if (product.isKit && !product.disabled) throw kitNotAddable(productCode);
  if (!isSellable(product)) throw notPurchasable(product.name.en, product.code);
  return product;
}

/** The entries with `line` in place of the entry with its id. */
function withLine(stored: readonly StoredEntry[], line: StoredEntry): StoredEntry[] {
  return stored.map((entry) => (entry.id === line.id ? line : entry));
}

/** The quantity after adding `quantity` to `held`, within `max`; nothing to add at all answers 400. */
function raisedQuantity(product: LiveProduct, held: number, quantity: number, max: number): number {
  if (max <= 0) throw outOfStock(product.name.en, product.code);
  if (held >= max) throw maximumStockReached(product.code);
  return Math.min(held + quantity, max);
}

/** The change an add made: the line went from `held` to `target` units when `requested` more were asked for. */
function addedChange(
  product: LiveProduct,
  requested: number,
  held: number,
  target: number,
  entryNumber: number,
): QuantityChange {
  const added = target - held;
  return { ...change(product, target, added, added < requested, added), entryNumber };
}

function change(
  product: LiveProduct,
  quantity: number,
  quantityAdded: number,
  limited: boolean,
  reducedTo: number,
): Omit<QuantityChange, "entryNumber"> {
  const byOrderLimit = product.maxOrderQuantity !== null && product.maxOrderQuantity < Math.max(0, product.available);
  return {
    productCode: product.code,
    quantity,
    quantityAdded,
    limitedBy: limited ? (byOrderLimit ? "maxOrderQuantityExceeded" : "lowStock") : null,
    reducedTo,
    productName: product.name,
  };
}
