/**
 * Loyalty points on a cart (checkout spec §2.9, §4.2, §5.6, §7.2): PUT …/redemption/value and the redemption that
 * travels with PUT …/paymentmode. The amount is checked against the customer's balance and the cart total as the
 * server prices it now, stored in fils on the cart's checkout row, and checked again when the order is placed.
 */
import { eq } from "drizzle-orm";
import type { LoyaltyChoice, LoyaltySummary } from "@dukkan/occ/loyalty";
import { loyaltyAmountFils } from "@dukkan/occ/rules";
import { CURRENCY } from "@dukkan/occ";
import { toDirhams } from "@dukkan/money";
import type { CartRecord, CartService, Executor } from "../cart/cart-service.js";
import { priceCart, priceLine, type Promotions } from "../cart/cart-pricing.js";
import { pricingArea, readCheckoutState, writeCheckout } from "../checkout/checkout-state.js";
import { cartCheckout } from "../checkout/checkout.tables.js";
import type { Database } from "../db/client.js";
import { callerUid, type RequestContext } from "../occ/request-context.js";
import { guestsCannotRedeem, invalidAmount, moreThanTotal, notEnoughPoints } from "./loyalty-errors.js";
import { pointsBalance } from "./loyalty-ledger.js";
import { valueOfPoints, type LoyaltyRules } from "./loyalty-rules.js";

type RedemptionContext = Pick<RequestContext, "caller" | "area" | "language">;

export interface RedemptionRequest {
  choices: LoyaltyChoice | null;
  /** AED, at most 2 decimals. */
  totalRedeemValue: number;
}

export class CartRedemptions {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly promotions: Promotions,
    readonly rules: LoyaltyRules,
  ) {}

  /** The customer's points with the cart's total, what may be redeemed on it and what is redeemed now. */
  async summary(context: RedemptionContext, cartId: string): Promise<LoyaltySummary> {
    const uid = callerUid(context);
    if (uid === null) throw guestsCannotRedeem();
    const cart = await this.carts.findIn(this.db, uid, cartId);
    const [points, totalFils, stored] = await Promise.all([
      pointsBalance(this.db, uid),
      this.cartTotalFils(cart, context),
      this.db
        .select({ fils: cartCheckout.loyaltyRedeemFils, choice: cartCheckout.loyaltyChoice })
        .from(cartCheckout)
        .where(eq(cartCheckout.cartId, cart.id)),
    ]);
    const valueFils = valueOfPoints(this.rules, points);
    return {
      points,
      value: toDirhams(valueFils),
      currency: CURRENCY,
      total: toDirhams(totalFils),
      redeemableValue: toDirhams(Math.min(valueFils, totalFils)),
      totalRedeemValue: toDirhams(Math.min(stored[0]?.fils ?? 0, totalFils)),
      choices: (stored[0]?.choice as LoyaltyChoice | null | undefined) ?? null,
    };
  }

  /**
   * Sets the amount of points to pay with (0 removes it). Refused: guests (403), a negative amount or one finer
   * than a fil, more than the points are worth or than the cart total (400 LoyaltyError); nothing changes then.
   */
  async setValue(context: RedemptionContext, cartId: string, request: RedemptionRequest): Promise<LoyaltySummary> {
    const uid = callerUid(context);
    if (uid === null) throw guestsCannotRedeem();
    const fils = loyaltyAmountFils(request.totalRedeemValue);
    if (fils === undefined) throw invalidAmount();
    const cart = await this.carts.findIn(this.db, uid, cartId);
    if (fils > 0) {
      const [points, totalFils] = await Promise.all([pointsBalance(this.db, uid), this.cartTotalFils(cart, context)]);
      if (fils > valueOfPoints(this.rules, points)) throw notEnoughPoints();
      if (fils > totalFils) throw moreThanTotal();
    }
    await this.db.transaction(async (tx) => {
      const locked = await this.carts.lockIn(tx, uid, cart.guid);
      await writeCheckout(tx, locked.id, {
        loyaltyRedeemFils: fils,
        loyaltyChoice: fils > 0 ? (request.choices ?? "partial") : null,
      });
    });
    return this.summary(context, cartId);
  }

  /** Checkout spec §4.1: choosing cash resets the loyalty choice. */
  async clear(tx: Executor, cartId: number): Promise<void> {
    await writeCheckout(tx, cartId, { loyaltyRedeemFils: 0, loyaltyChoice: null });
  }

  /** The cart's total in fils, priced as the order will be (the delivery address's area, else the shopper's). */
  private async cartTotalFils(cart: CartRecord, context: RedemptionContext): Promise<number> {
    const [stored, state] = await Promise.all([this.carts.entries(cart.id), readCheckoutState(this.db, cart.id)]);
    const delivery = await this.carts.delivery(pricingArea(state, context.area), state.deliveryModeCode);
    const lines = this.carts.lines(stored);
    const outcome = await this.promotions.evaluate(lines.map(priceLine), {
      cartId: cart.id,
      customerUid: cart.customerUid,
      language: context.language,
    });
    return priceCart(lines, delivery, outcome).totalPriceFils;
  }
}
