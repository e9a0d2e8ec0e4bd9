/**
 * Loyalty points (issue 21): the ledger's OCC routes (balance, member QR code, history, the cart's redemption), the
 * staff routes (QR check, corrections) and the daily expiry job. Orders, fulfilment, cancellations and returns
 * write their ledger entries themselves, in their own transactions, with the same rules (`config.loyalty`).
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { Promotions } from "../cart/cart-pricing.js";
import type { CartService } from "../cart/cart-service.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { CartRedemptions } from "./cart-redemption.js";
import { LoyaltyQrCodes } from "./loyalty-qr.js";
import { loyaltyRoutes } from "./loyalty-routes.js";
import { LoyaltyService } from "./loyalty-service.js";
import { staffLoyaltyRoutes } from "./staff-loyalty-routes.js";

/** The expiry job, once a day (idempotent: a second run in a day finds nothing more to expire). */
export const LOYALTY_EXPIRY_JOB = "loyalty.expire";
const DAY_MS = 24 * 60 * 60 * 1000;

export type LoyaltyModule = ApiModule & {
  readonly loyalty: LoyaltyService;
  readonly redemptions: CartRedemptions;
};

export function loyaltyModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "guards" | "jobs" | "logger"> & {
    carts: CartService;
    promotions: Promotions;
    staffGuards: StaffGuards;
  },
): LoyaltyModule {
  const rules = deps.config.loyalty;
  const now = deps.now ?? (() => new Date());
  const loyalty = new LoyaltyService(deps.db, rules, new LoyaltyQrCodes(deps.config.oauth.tokenSecret), now);
  const redemptions = new CartRedemptions(deps.db, deps.carts, deps.promotions, rules);
  deps.jobs.every(LOYALTY_EXPIRY_JOB, DAY_MS, async () => {
    const expired = await loyalty.expire();
    if (expired.size > 0) deps.logger.info({ customers: expired.size }, "loyalty points expired");
  });
  return {
    name: "loyalty",
    loyalty,
    redemptions,
    registerOcc: async (occ) => {
      await occ.register(loyaltyRoutes(loyalty, redemptions, deps.guards));
    },
    registerRoot: async (app) => {
      await app.register(staffLoyaltyRoutes(deps.db, loyalty, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
  };
}
