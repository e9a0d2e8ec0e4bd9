/**
 * Saved carts (shopping spec §2.16, SAP's save-cart OCC calls): a signed-in customer keeps named carts besides the
 * current one. Saving stamps the cart with a name, description and saveTime (it stops being the current cart);
 * restoring makes a saved cart current again and saves the cart it replaces when that one has entries, as SAP
 * does. Each change is one transaction that locks the carts it touches (decision 0018).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import { cartEntries, carts } from "./cart.tables.js";
import { emptyCartNotSaved, notASavedCart } from "./cart-errors.js";
import { cartCode, CURRENT_CART, type CartRecord, type CartService } from "./cart-service.js";

export class SavedCarts {
  private readonly db: Database;

  constructor(private readonly carts: CartService) {
    this.db = carts.db;
  }

  /** The customer's carts, saved ones newest first (with `savedOnly`, only those), a page at a time. */
  async list(customerUid: string, savedOnly: boolean, page: { currentPage: number; pageSize: number }) {
    const rows = await this.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerUid, customerUid), savedOnly ? isNotNull(carts.saveTime) : undefined))
      .orderBy(sql`${carts.saveTime} desc nulls first`, desc(carts.id))
      .limit(page.pageSize + 1)
      .offset(page.currentPage * page.pageSize);
    const records = await Promise.all(
      rows.slice(0, page.pageSize).map((row) => this.carts.findIn(this.db, customerUid, cartCode(row.id))),
    );
    return { records, hasMore: rows.length > page.pageSize };
  }

  /** PATCH …/save: names the cart and saves it (a saved cart gets its name and description changed). */
  async save(customerUid: string, cartId: string, name: string | undefined, description: string | undefined) {
    return this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, customerUid, cartId);
      if ((await this.carts.entriesIn(tx, cart.id)).length === 0) throw emptyCartNotSaved(cartId);
      const [saved] = await tx
        .update(carts)
        .set({
          name: name ?? cart.name ?? cartCode(cart.id),
          description: description ?? cart.description,
          saveTime: cart.saveTime ?? new Date(),
        })
        .where(eq(carts.id, cart.id))
        .returning({ id: carts.id });
      return this.carts.findIn(tx, customerUid, cartCode(saved!.id));
    });
  }

  /** GET …/savedcart: the saved cart (the current cart is not one). */
  async get(customerUid: string, cartId: string): Promise<CartRecord> {
    const cart = await this.carts.findIn(this.db, customerUid, cartId);
    if (!cart.saveTime) throw notASavedCart(cartId);
    return cart;
  }

  /**
   * PATCH …/restoresavedcart: the saved cart becomes the current cart. The cart it replaces is saved under its
   * code when it has entries, and deleted when empty, so nothing the customer chose is lost.
   */
  async restore(customerUid: string, cartId: string): Promise<CartRecord> {
    return this.db.transaction(async (tx) => {
      // Two restores at once would each make a cart current: the customer's row lock makes them take turns.
      await tx.select({ uid: customers.uid }).from(customers).where(eq(customers.uid, customerUid)).for("update");
      const saved = await this.carts.lockIn(tx, customerUid, cartId);
      if (!saved.saveTime) throw notASavedCart(cartId);
      const current = await this.carts.lockIn(tx, customerUid, CURRENT_CART).catch((error: unknown) => {
        if (error instanceof OccHttpError) return null;
        throw error;
      });
      if (current) {
        const held = await this.carts.entriesIn(tx, current.id);
        if (held.length === 0) await tx.delete(carts).where(eq(carts.id, current.id));
        else {
          await tx
            .update(carts)
            .set({ saveTime: new Date(), name: current.name ?? cartCode(current.id) })
            .where(eq(carts.id, current.id));
        }
      }
      await tx.update(carts).set({ saveTime: null }).where(eq(carts.id, saved.id));
      return this.carts.findIn(tx, customerUid, cartCode(saved.id));
    });
  }

  /** PATCH …/flagForDeletion (and DELETE): removes a saved cart; answers it as it was. */
  async discard(customerUid: string, cartId: string): Promise<CartRecord> {
    return this.db.transaction(async (tx) => {
      const cart = await this.carts.lockIn(tx, customerUid, cartId);
      if (!cart.saveTime) throw notASavedCart(cartId);
      await tx.delete(carts).where(eq(carts.id, cart.id));
      return cart;
    });
  }

  /** POST …/clonesavedcart: a new saved cart with a copy of the saved cart's entries. */
  async clone(customerUid: string, cartId: string, name: string | undefined, description: string | undefined) {
    return this.db.transaction(async (tx) => {
      const source = await this.carts.lockIn(tx, customerUid, cartId);
      if (!source.saveTime) throw notASavedCart(cartId);
      const [copy] = await tx
        .insert(carts)
        .values({
          guid: randomUUID(),
          customerUid,
          saveTime: new Date(),
          name: name ?? `Copy of ${source.name ?? cartCode(source.id)}`.slice(0, 255),
          description: description ?? source.description,
        })
        .returning({ id: carts.id });
      const entries = await tx
        .select()
        .from(cartEntries)
        .where(eq(cartEntries.cartId, source.id))
        .orderBy(cartEntries.id);
      if (entries.length > 0) {
        await tx.insert(cartEntries).values(entries.map(({ id: _, ...entry }) => ({ ...entry, cartId: copy!.id })));
      }
      return this.carts.findIn(tx, customerUid, cartCode(copy!.id));
    });
  }
}
