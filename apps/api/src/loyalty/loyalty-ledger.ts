/**
 * Writes to the loyalty ledger, each inside the caller's transaction (the order's, the fulfilment step's, the
 * cancellation's, the staff route's), so points move exactly when what causes them commits.
 *
 * Every write that could lower a balance first locks the customer's row (`FOR UPDATE`): two orders spending the
 * same points queue on that lock, and the second one sees the first one's entry when it sums the balance, so a
 * balance never goes below zero.
 */
import { and, eq, gt, inArray, lt, lte, sql, sum } from "drizzle-orm";
import type { Executor } from "../cart/cart-service.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { adjustmentBelowZero, notEnoughPoints } from "./loyalty-errors.js";
import { expiryOf, pointsEarnedBy, pointsForValue, valueOfPoints, type LoyaltyRules } from "./loyalty-rules.js";
import { loyaltyEntries } from "./loyalty.tables.js";

/** The order facts the ledger reads (a row of `orders`). */
export interface LedgerOrder {
  id: number;
  customerUid: string | null;
  totalPriceFils: number;
  deliveryCostFils: number;
}

/** Serialises every balance change of one customer (see the file comment). */
async function lockMember(tx: Executor, customerUid: string): Promise<void> {
  await tx.select({ uid: customers.uid }).from(customers).where(eq(customers.uid, customerUid)).for("update");
}

/** A customer's balance: the sum of their entries. */
export async function pointsBalance(db: Executor, customerUid: string): Promise<number> {
  const [row] = await db
    .select({ points: sum(loyaltyEntries.points).mapWith(Number) })
    .from(loyaltyEntries)
    .where(eq(loyaltyEntries.customerUid, customerUid));
  return row?.points ?? 0;
}

/** The signed points of one order's entries of these kinds (positive and negative apart when asked). */
async function orderPoints(tx: Executor, orderId: number, kinds: string[], sign?: "credit" | "debit") {
  const [row] = await tx
    .select({ points: sum(loyaltyEntries.points).mapWith(Number) })
    .from(loyaltyEntries)
    .where(
      and(
        eq(loyaltyEntries.orderId, orderId),
        inArray(loyaltyEntries.kind, kinds as never[]),
        sign === "credit" ? gt(loyaltyEntries.points, 0) : sign === "debit" ? lt(loyaltyEntries.points, 0) : undefined,
      ),
    );
  return row?.points ?? 0;
}

/** The points still spent on an order: redeemed less what was given back. */
async function pointsStillSpentOn(tx: Executor, orderId: number): Promise<number> {
  const redeemed = -(await orderPoints(tx, orderId, ["redeemed"]));
  const givenBack = await orderPoints(tx, orderId, ["reverted"], "credit");
  return Math.max(redeemed - givenBack, 0);
}

/** What points paid of an order, in fils (0 for an order paid otherwise). */
export async function paidWithPointsFils(tx: Executor, rules: LoyaltyRules, orderId: number): Promise<number> {
  return valueOfPoints(rules, await pointsStillSpentOn(tx, orderId));
}

/**
 * Spends the points worth `fils` on a new order; 400 (insufficientPoints) when the balance, read under the
 * customer's lock, does not hold them.
 */
export async function spendPointsOnOrder(
  tx: Executor,
  rules: LoyaltyRules,
  spend: { customerUid: string; orderId: number; fils: number; at: Date },
): Promise<number> {
  const points = pointsForValue(rules, spend.fils);
  if (points <= 0) return 0;
  await lockMember(tx, spend.customerUid);
  if ((await pointsBalance(tx, spend.customerUid)) < points) throw notEnoughPoints();
  await tx.insert(loyaltyEntries).values({
    customerUid: spend.customerUid,
    kind: "redeemed",
    points: -points,
    orderId: spend.orderId,
    createdAt: spend.at,
  });
  return points;
}

/**
 * Gives back points spent on an order: all still spent (a cancelled order, a refused payment), or at most the
 * points worth `fils` (a partial cancellation, a refunded return). Answers the points given back.
 */
export async function givePointsBack(
  tx: Executor,
  rules: LoyaltyRules,
  order: Pick<LedgerOrder, "id" | "customerUid">,
  back: { fils?: number; note: string; at: Date },
): Promise<number> {
  if (!order.customerUid) return 0;
  await lockMember(tx, order.customerUid);
  const spent = await pointsStillSpentOn(tx, order.id);
  const points = back.fils === undefined ? spent : Math.min(spent, pointsForValue(rules, back.fils));
  if (points <= 0) return 0;
  await tx.insert(loyaltyEntries).values({
    customerUid: order.customerUid,
    kind: "reverted",
    points,
    orderId: order.id,
    note: back.note.slice(0, 200),
    expiresAt: expiryOf(rules, back.at),
    createdAt: back.at,
  });
  return points;
}

/** COMPLETED: the order earns its points once (a repeated step or job adds nothing). Guests earn nothing. */
export async function earnPointsForOrder(
  tx: Executor,
  rules: LoyaltyRules,
  order: LedgerOrder,
  at: Date,
): Promise<number> {
  if (!order.customerUid) return 0;
  const points = pointsEarnedBy(rules, order, await paidWithPointsFils(tx, rules, order.id));
  if (points <= 0) return 0;
  const inserted = await tx
    .insert(loyaltyEntries)
    .values({
      customerUid: order.customerUid,
      kind: "earned",
      points,
      orderId: order.id,
      expiresAt: expiryOf(rules, at),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyEntries.id });
  return inserted.length > 0 ? points : 0;
}

/**
 * Goods of an order were refunded (a return): the points they earned are taken back, never more than the order
 * earned less what was taken back already, nor more than the customer still has (the balance stays at zero or above).
 */
export async function takeEarnedPointsBack(
  tx: Executor,
  rules: LoyaltyRules,
  order: Pick<LedgerOrder, "id" | "customerUid">,
  refund: { goodsFils: number; note: string; at: Date },
): Promise<number> {
  if (!order.customerUid) return 0;
  await lockMember(tx, order.customerUid);
  const earned = await orderPoints(tx, order.id, ["earned"]);
  const takenBack = -(await orderPoints(tx, order.id, ["reverted"], "debit"));
  const due = pointsEarnedBy(rules, { totalPriceFils: refund.goodsFils, deliveryCostFils: 0 }, 0);
  const points = Math.min(due, earned - takenBack, await pointsBalance(tx, order.customerUid));
  if (points <= 0) return 0;
  await tx.insert(loyaltyEntries).values({
    customerUid: order.customerUid,
    kind: "reverted",
    points: -points,
    orderId: order.id,
    note: refund.note.slice(0, 200),
    createdAt: refund.at,
  });
  return points;
}

/** A staff correction (positive or negative, never below zero); answers the new balance. */
export async function adjustPoints(
  tx: Executor,
  rules: LoyaltyRules,
  adjustment: { customerUid: string; points: number; reason: string; at: Date },
): Promise<number> {
  await lockMember(tx, adjustment.customerUid);
  const balance = await pointsBalance(tx, adjustment.customerUid);
  if (balance + adjustment.points < 0) throw adjustmentBelowZero();
  await tx.insert(loyaltyEntries).values({
    customerUid: adjustment.customerUid,
    kind: "adjusted",
    points: adjustment.points,
    note: adjustment.reason.slice(0, 200),
    expiresAt: adjustment.points > 0 ? expiryOf(rules, adjustment.at) : null,
    createdAt: adjustment.at,
  });
  return balance + adjustment.points;
}

/**
 * The expiry job: points are spent oldest first, so what lapses for a customer is the credits past their expiry
 * less everything spent or taken back since (and less what expired before), never more than the balance. Running
 * it again finds nothing more to expire. Answers the points expired, by customer.
 */
export async function expireLapsedPoints(db: Database, now: Date): Promise<Map<string, number>> {
  const lapsed = sql<number>`coalesce(sum(case when ${loyaltyEntries.points} > 0 and ${loyaltyEntries.expiresAt} <= ${now} then ${loyaltyEntries.points} else 0 end), 0)`;
  const candidates = await db
    .select({ customerUid: loyaltyEntries.customerUid })
    .from(loyaltyEntries)
    .where(and(gt(loyaltyEntries.points, 0), lte(loyaltyEntries.expiresAt, now)))
    .groupBy(loyaltyEntries.customerUid);
  const expired = new Map<string, number>();
  for (const { customerUid } of candidates) {
    const points = await db.transaction(async (tx) => {
      await lockMember(tx, customerUid);
      const [row] = await tx
        .select({
          lapsed: lapsed.mapWith(Number),
          spent:
            sql<number>`coalesce(sum(case when ${loyaltyEntries.points} < 0 and ${loyaltyEntries.kind} <> 'expired' then -${loyaltyEntries.points} else 0 end), 0)`.mapWith(
              Number,
            ),
          expiredBefore:
            sql<number>`coalesce(sum(case when ${loyaltyEntries.kind} = 'expired' then -${loyaltyEntries.points} else 0 end), 0)`.mapWith(
              Number,
            ),
          balance: sql<number>`coalesce(sum(${loyaltyEntries.points}), 0)`.mapWith(Number),
        })
        .from(loyaltyEntries)
        .where(eq(loyaltyEntries.customerUid, customerUid));
      const due = Math.min(row!.lapsed - row!.spent - row!.expiredBefore, row!.balance);
      if (due <= 0) return 0;
      await tx.insert(loyaltyEntries).values({ customerUid, kind: "expired", points: -due, createdAt: now });
      return due;
    });
    if (points > 0) expired.set(customerUid, points);
  }
  return expired;
}
