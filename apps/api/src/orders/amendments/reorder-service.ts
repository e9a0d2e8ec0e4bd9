/**
 * Reorder (account spec §2.21, §4.8 "Reorder", §7 Orders): the customer's current cart is replaced by a new cart
 * holding what the order kept (cancelled units are not bought again), at today's prices, through the cart's own
 * add calls — so stock, maxOrderQuantity, kit assembly and configuration are checked exactly as when the shopper
 * adds them by hand. Each order entry answers one cart modification: success, lowStock / maxOrderQuantityExceeded
 * (fewer units fitted), noStock, or unavailable (no longer sold).
 */
import { asc, eq } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { CartModification, CartModificationList } from "@dukkan/occ/cart";
import type { CartService, QuantityChange } from "../../cart/cart-service.js";
import type { Database } from "../../db/client.js";
import { OccHttpError } from "../../occ/errors.js";
import type { RequestContext } from "../../occ/request-context.js";
import type { OrderService } from "../order-service.js";
import { orderEntries } from "../orders.tables.js";

type EntryRow = typeof orderEntries.$inferSelect;
type ReorderContext = Pick<RequestContext, "caller" | "language">;
type Failure = "noStock" | "unavailable";

const CURRENT = "current";

export class ReorderService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    private readonly carts: CartService,
  ) {}

  /** POST users/{u}/cartFromOrder?orderCode=: the caller's own order only (another's answers as unknown). */
  async cartFromOrder(context: ReorderContext, orderCode: string): Promise<CartModificationList> {
    const order = await this.orders.findOwned(context, orderCode);
    const entries = await this.db
      .select()
      .from(orderEntries)
      .where(eq(orderEntries.orderId, order.id))
      .orderBy(asc(orderEntries.entryNumber));
    await this.replaceCart(context);
    const cartModifications: CartModification[] = [];
    for (const entry of entries) {
      const quantity = entry.quantity - entry.cancelledQuantity;
      if (quantity > 0) cartModifications.push(await this.addAgain(context, entry, quantity));
    }
    return { cartModifications };
  }

  /** Deletes the current cart (if any) and starts an empty one. */
  private async replaceCart(context: ReorderContext): Promise<void> {
    await this.carts.remove(context, CURRENT).catch((error: unknown) => {
      if (!(error instanceof OccHttpError)) throw error;
    });
    await this.carts.create(context, {});
  }

  /** One entry added the way the shopper would add it: as a kit, with its text, or as a plain product. */
  private async addAgain(context: ReorderContext, entry: EntryRow, quantity: number): Promise<CartModification> {
    try {
      const { change } = entry.bundleTemplateId
        ? await this.carts.addBundle(context, CURRENT, entry.bundleTemplateId, entry.productCode, quantity)
        : entry.configuration
          ? await this.carts.addConfigured(
              context,
              CURRENT,
              entry.productCode,
              quantity,
              entry.configuration.map(({ position, value }) => ({ position, value })),
            )
          : await this.carts.addEntry(context, CURRENT, entry.productCode, quantity);
      return added(context, entry, change);
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      return notAdded(context, entry, quantity, failure);
    }
  }
}

function productName(context: ReorderContext, entry: EntryRow): string {
  return entry.name[context.language] ?? entry.name.en;
}

function added(context: ReorderContext, entry: EntryRow, change: QuantityChange): CartModification {
  const statusCode = change.limitedBy ?? "success";
  const product = productName(context, entry);
  return {
    statusCode,
    statusMessage: apiText(context.language, `amendment.reorder.${statusCode}`, {
      product,
      quantity: change.quantityAdded,
    }),
    quantity: change.quantity,
    quantityAdded: change.quantityAdded,
    entry: {
      entryNumber: change.entryNumber,
      quantity: change.quantity,
      product: { code: entry.productCode, name: product },
    },
  };
}

function notAdded(context: ReorderContext, entry: EntryRow, quantity: number, failure: Failure): CartModification {
  const product = productName(context, entry);
  return {
    statusCode: failure,
    statusMessage: apiText(context.language, `amendment.reorder.${failure}`, { product }),
    quantity: 0,
    quantityAdded: 0,
    entry: { entryNumber: entry.entryNumber, quantity, product: { code: entry.productCode, name: product } },
  };
}

/** The cart's refusals of an add, as the reason the entry could not be bought again; anything else is a fault. */
function failureOf(error: unknown): Failure | null {
  if (!(error instanceof OccHttpError) || error.statusCode !== 400) return null;
  const type = error.errors[0]?.type;
  if (type === "InsufficientStockError") return "noStock";
  const unavailable = ["CartEntryError", "CartEntryGroupError", "ConfigurationError", "UnknownIdentifierError"];
  return type && unavailable.includes(type) ? "unavailable" : null;
}
