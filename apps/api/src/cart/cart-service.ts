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
import { areas, customers, deliveryModes, discounts, prices, products, stockLevels } from "../db/schema.js";
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { cartEntries, carts } from "./cart.schema.js";
import {
  cartEntryNotFound,
  cartNotFound,
  kitNotAddable,
  maximumStockReached,
  notPurchasable,
  outOfStock,
} from "./cart-errors.js";
import { discountedUnitPrice, type CartLine, type DeliveryContext } from "./cart-pricing.js";

/** Who calls: a guest (null) or a signed-in customer's uid. */
export type CartCaller = string | null;

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
}

/** The live catalogue facts that decide whether and how many units of a product a cart may hold. */
export interface LiveProduct {
  code: string;
  name: { en: string; ar?: string };
  kind: "STANDARD" | "BASE" | "VARIANT" | "KIT";
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
    (product.kind === "STANDARD" || product.kind === "VARIANT")
  );
}

function isDiscountActive(discount: { startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  return (!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now);
}

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

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
  customerName: sql<string | null>`(select trim(c.first_name || ' ' || c.last_name) from ${customers} c
    where c.uid = ${carts.customerUid})`,
};

/** A product's live facts; its discounts come aggregated in the same row (oldest first, the catalogue's order). */
const liveColumns = {
  code: products.code,
  name: products.name,
  kind: products.kind,
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

export class CartService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The caller's cart named by `cartId` (guid for guests; `current`, code or guid for customers), or 400 CartError. */
  async find(caller: CartCaller, cartId: string): Promise<CartRecord> {
    return this.findIn(this.db, caller, cartId);
  }

  /**
   * POST users/{userId}/carts. Guests get a new cart (or their `oldCartId` cart back when it still exists);
   * a customer gets their one cart, created on first use, with the guest cart `oldCartId` merged into it.
   */
  async create(caller: CartCaller, options: { oldCartId?: string; toMergeCartGuid?: string }): Promise<CartRecord> {
    if (caller === null) {
      if (options.oldCartId) {
        const existing = await this.findIn(this.db, null, options.oldCartId).catch((error: unknown) => {
          if (error instanceof OccHttpError) return null;
          throw error;
        });
        if (existing) return existing;
      }
      const [row] = await this.db.insert(carts).values({ guid: randomUUID() }).returning({ guid: carts.guid });
      return this.findIn(this.db, null, row!.guid);
    }
    return this.db.transaction(async (tx) => {
      await tx.insert(carts).values({ guid: randomUUID(), customerUid: caller }).onConflictDoNothing({
        target: carts.customerUid,
      });
      const target = await this.lockIn(tx, caller, CURRENT_CART);
      if (options.toMergeCartGuid && options.toMergeCartGuid.toLowerCase() !== target.guid) {
        throw cartNotFound(options.toMergeCartGuid);
      }
      if (options.oldCartId) await this.mergeGuestCart(tx, options.oldCartId, target);
      return target;
    });
  }

  /** DELETE users/{userId}/carts/{cartId}. */
  async remove(caller: CartCaller, cartId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      await tx.delete(carts).where(eq(carts.id, cart.id));
    });
  }

  /** Adds units of a product (a second add of the same product raises that line's quantity). */
  async addEntry(
    caller: CartCaller,
    cartId: string,
    productCode: string,
    quantity: number,
  ): Promise<{ cart: CartRecord; change: QuantityChange }> {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const product = await this.sellableProduct(tx, productCode);
      const [existing] = await tx
        .select({ quantity: cartEntries.quantity })
        .from(cartEntries)
        .where(and(eq(cartEntries.cartId, cart.id), eq(cartEntries.productCode, product.code)));
      const held = existing?.quantity ?? 0;
      const max = maxQuantity(product);
      if (max <= 0) throw outOfStock(product.name.en, product.code);
      if (held >= max) throw maximumStockReached(product.code);
      const target = Math.min(held + quantity, max);
      const seenUnitPriceFils = unitPriceFils(product);
      await tx
        .insert(cartEntries)
        .values({ cartId: cart.id, productCode: product.code, quantity: target, seenUnitPriceFils })
        .onConflictDoUpdate({
          target: [cartEntries.cartId, cartEntries.productCode],
          set: { quantity: target, seenUnitPriceFils },
        });
      return { cart, change: change(product, target, target - held, target - held < quantity, target - held) };
    });
  }

  /**
   * Sets an entry's quantity (0 removes it). More than may be held is lowered to the maximum; a product that
   * can no longer be sold can only be lowered or removed.
   */
  async updateEntry(
    caller: CartCaller,
    cartId: string,
    entryNumber: number,
    quantity: number,
  ): Promise<{ cart: CartRecord; change: QuantityChange | null }> {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const entry = (await this.entriesIn(tx, cart.id))[entryNumber];
      if (!entry) throw cartEntryNotFound(entryNumber);
      if (quantity === 0) {
        await tx.delete(cartEntries).where(eq(cartEntries.id, entry.id));
        return { cart, change: null };
      }
      const { product } = entry;
      if (quantity > entry.quantity && !isSellable(product)) throw notPurchasable(product.name.en, product.code);
      const max = maxQuantity(product);
      let target = quantity;
      if (quantity > entry.quantity || quantity > max) {
        if (max <= 0) throw outOfStock(product.name.en, product.code);
        target = Math.min(quantity, max);
      }
      await tx
        .update(cartEntries)
        .set({ quantity: target, seenUnitPriceFils: unitPriceFils(product) })
        .where(eq(cartEntries.id, entry.id));
      return { cart, change: change(product, target, target - entry.quantity, target < quantity, target) };
    });
  }

  /** Removes an entry; the entries after it move up one number (OCC entry numbers stay contiguous). */
  async removeEntry(caller: CartCaller, cartId: string, entryNumber: number): Promise<void> {
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
  async validate(caller: CartCaller, cartId: string): Promise<{ cart: CartRecord; corrections: EntryCorrection[] }> {
    return this.db.transaction(async (tx) => {
      const cart = await this.lockIn(tx, caller, cartId);
      const stored = await this.entriesIn(tx, cart.id);
      const corrections: EntryCorrection[] = [];
      for (const entry of stored) {
        const { product } = entry;
        const max = maxQuantity(product);
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
        if (!isSellable(product) || max <= 0) {
          await tx.delete(cartEntries).where(eq(cartEntries.id, entry.id));
          correct(isSellable(product) ? "noStock" : "unavailable", 0);
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
  async stockCheck(caller: CartCaller, cartId: string): Promise<boolean> {
    const cart = await this.find(caller, cartId);
    const stored = await this.entries(cart.id);
    return stored.every(({ product, quantity }) => isSellable(product) && quantity <= maxQuantity(product));
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

  private async sellableProduct(db: Executor, productCode: string): Promise<LiveProduct> {
    const product = (await this.liveProducts([productCode], db)).get(productCode);
    if (!product) throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
    if (product.kind === "KIT" && !product.disabled) throw kitNotAddable(productCode);
    if (!isSellable(product)) throw notPurchasable(product.name.en, product.code);
    return product;
  }

  /**
   * Moves a guest cart's entries into the customer's locked cart, then deletes the guest cart. A product in both
   * gets the summed quantity lowered to what may be held, but never below what either cart had: nothing the
   * shopper chose disappears silently; validate and stockCheck report what no longer fits.
   */
  private async mergeGuestCart(tx: Executor, guestCartId: string, target: CartRecord): Promise<void> {
    const guest = await this.lockIn(tx, null, guestCartId);
    const [guestEntries, targetEntries] = await Promise.all([
      this.entriesIn(tx, guest.id),
      this.entriesIn(tx, target.id),
    ]);
    const held = new Map(targetEntries.map((entry) => [entry.productCode, entry.quantity]));
    for (const entry of guestEntries) {
      const mine = held.get(entry.productCode);
      const quantity =
        mine === undefined
          ? entry.quantity
          : Math.max(mine, entry.quantity, Math.min(mine + entry.quantity, maxQuantity(entry.product)));
      await tx
        .insert(cartEntries)
        .values({
          cartId: target.id,
          productCode: entry.productCode,
          quantity,
          seenUnitPriceFils: entry.seenUnitPriceFils,
        })
        .onConflictDoUpdate({ target: [cartEntries.cartId, cartEntries.productCode], set: { quantity } });
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
  }

  /** The cart's entries in entry-number order, each with its product's live facts, in one query. */
  private async entriesIn(db: Executor, cartId: number): Promise<StoredEntry[]> {
    const rows = await db
      .select({
        ...liveColumns,
        id: cartEntries.id,
        quantity: cartEntries.quantity,
        seenUnitPriceFils: cartEntries.seenUnitPriceFils,
      })
      .from(cartEntries)
      .innerJoin(products, eq(products.code, cartEntries.productCode))
      .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, "AED")))
      .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
      .where(eq(cartEntries.cartId, cartId))
      .orderBy(asc(cartEntries.id));
    return rows.map((row, entryNumber) => ({
      id: row.id,
      entryNumber,
      productCode: row.code,
      quantity: row.quantity,
      seenUnitPriceFils: row.seenUnitPriceFils,
      product: this.liveProduct(row),
    }));
  }

  private liveProduct(row: LiveRow): LiveProduct {
    const now = this.now();
    return {
      code: row.code,
      name: row.name,
      kind: row.kind,
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
    if (caller !== null && cartId === CURRENT_CART) return owner;
    if (caller !== null && CODE.test(cartId) && Number(cartId) <= MAX_CART_ID) {
      return and(owner, eq(carts.id, Number(cartId)))!;
    }
    throw cartNotFound(cartId);
  }

  private async findIn(db: Executor, caller: CartCaller, cartId: string): Promise<CartRecord> {
    const [row] = await db.select(cartColumns).from(carts).where(this.whichCart(caller, cartId));
    if (!row) throw cartNotFound(cartId);
    return row;
  }

  /**
   * Finds a cart the caller owns, marks it changed and row-locks it until the transaction ends, in one
   * statement: every other change to this cart waits here (decision 0014).
   */
  private async lockIn(tx: Executor, caller: CartCaller, cartId: string): Promise<CartRecord> {
    const [row] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(this.whichCart(caller, cartId))
      .returning(cartColumns);
    if (!row) throw cartNotFound(cartId);
    return row;
  }
}

function change(
  product: LiveProduct,
  quantity: number,
  quantityAdded: number,
  limited: boolean,
  reducedTo: number,
): QuantityChange {
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
