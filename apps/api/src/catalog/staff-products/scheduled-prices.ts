/**
 * Scheduled price changes (issue 19, decision 0071). Staff schedule a product's price from a time, optionally until
 * a time; the durable job runner (decision 0024) applies it at its start and puts the price before it back at its
 * end. Each step runs in one transaction with `recordProductChanges`, so every API process drops the product from
 * its caches and search index within a second of the commit (catalog-version.ts), as a price set by hand does.
 *
 * - One job per step, keyed by the row (`scheduled-price:start:<id>`, `…:end:<id>`), run at the step's time; the
 *   handler locks the row and does nothing when the step already ran or the row was cancelled, so a step applies
 *   once even when a job runs twice.
 * - A product's scheduled changes may not overlap (each knows the price it replaced and puts it back).
 * - At the end the price before comes back only while the scheduled price is still the product's price: a price
 *   staff set by hand in between is theirs to keep.
 * - Cancelling an upcoming change means it never applies; cancelling an active one ends it now.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { CURRENCY } from "@dukkan/occ";
import type { StaffScheduledPrice, StaffScheduledPriceInput } from "@dukkan/staff-api";
import type { z } from "zod";
import { recordProductChanges } from "../../cache/catalog-version.js";
import type { Database } from "../../db/client.js";
import { prices, products } from "../../db/tables.js";
import type { JobRunner } from "../../jobs/job-runner.js";
import { invalidParameter, OccHttpError, unknownIdentifier } from "../../occ/errors.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffActor } from "../../staff/staff-context.js";
import { scheduledPrices } from "./scheduled-prices.tables.js";

export const SCHEDULED_PRICE_START_JOB = "scheduled-price:start";
export const SCHEDULED_PRICE_END_JOB = "scheduled-price:end";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = typeof scheduledPrices.$inferSelect;
type Input = z.output<typeof StaffScheduledPriceInput>;

const stateOf = (row: Row): StaffScheduledPrice["state"] =>
  row.cancelledAt ? "cancelled" : row.endedAt ? "done" : row.appliedAt ? "active" : "upcoming";

const view = (row: Row): StaffScheduledPrice => ({
  id: row.id,
  productCode: row.productCode,
  priceFils: row.priceFils,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  state: stateOf(row),
  previousPriceFils: row.previousPriceFils,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

const scheduledPriceNotFound = (id: number) =>
  new OccHttpError(404, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: String(id),
      subjectType: "scheduledPrice",
      message: "Scheduled price change not found",
    },
  ]);

async function currentPrice(tx: Transaction, code: string): Promise<number | null> {
  const [row] = await tx
    .select({ valueFils: prices.valueFils })
    .from(prices)
    .where(and(eq(prices.productCode, code), eq(prices.currency, CURRENCY)));
  return row?.valueFils ?? null;
}

async function writePrice(tx: Transaction, code: string, priceFils: number): Promise<void> {
  await tx
    .insert(prices)
    .values({ productCode: code, currency: CURRENCY, valueFils: priceFils })
    .onConflictDoUpdate({ target: [prices.productCode, prices.currency], set: { valueFils: priceFils } });
  await tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.code, code));
  await recordProductChanges(tx, [code]);
}

export class ScheduledPrices {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Registers the two steps' handlers with the runner (every process; whichever runner claims a job runs it). */
  registerJobs(jobs: JobRunner = this.jobs): void {
    jobs.handle<{ id: number }>(SCHEDULED_PRICE_START_JOB, ({ id }) => this.start(id));
    jobs.handle<{ id: number }>(SCHEDULED_PRICE_END_JOB, ({ id }) => this.end(id));
  }

  /** The product's scheduled changes: upcoming and active first (soonest first), then the past ones, newest first. */
  async list(code: string): Promise<StaffScheduledPrice[]> {
    await this.assertProduct(this.db, code);
    const rows = await this.db
      .select()
      .from(scheduledPrices)
      .where(eq(scheduledPrices.productCode, code))
      .orderBy(desc(scheduledPrices.startsAt), desc(scheduledPrices.id))
      .limit(100);
    const open = rows.filter((row) => !row.cancelledAt && !row.endedAt).reverse();
    return [...open, ...rows.filter((row) => row.cancelledAt || row.endedAt)].map(view);
  }

  async schedule(context: StaffActor, code: string, input: Input): Promise<StaffScheduledPrice> {
    const { staff } = context;
    const startsAt = new Date(input.startsAt);
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt <= this.now()) throw invalidParameter("startsAt", "The start must be in the future");
    const row = await this.db.transaction(async (tx) => {
      await this.assertProduct(tx, code, { lock: true });
      // Open changes of the product whose window meets this one ([start, end), an open end lasting for ever).
      const [overlapping] = await tx
        .select({ id: scheduledPrices.id })
        .from(scheduledPrices)
        .where(
          and(
            eq(scheduledPrices.productCode, code),
            isNull(scheduledPrices.cancelledAt),
            isNull(scheduledPrices.endedAt),
            endsAt ? sql`${scheduledPrices.startsAt} < ${endsAt}` : undefined,
            sql`(${scheduledPrices.endsAt} is null or ${scheduledPrices.endsAt} > ${startsAt})`,
          ),
        )
        .limit(1);
      if (overlapping) {
        throw invalidParameter("startsAt", "Another scheduled price change of this product overlaps this one");
      }
      const [inserted] = await tx
        .insert(scheduledPrices)
        .values({ productCode: code, priceFils: input.priceFils, startsAt, endsAt, createdBy: staff.email })
        .returning();
      await this.jobs.enqueue(
        tx,
        SCHEDULED_PRICE_START_JOB,
        { id: inserted!.id },
        { runAt: startsAt, key: `${SCHEDULED_PRICE_START_JOB}:${inserted!.id}` },
      );
      await this.audit(tx, context, "product.price.schedule", code, {
        scheduledPriceId: inserted!.id,
        priceFils: input.priceFils,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt?.toISOString() ?? null,
      });
      return inserted!;
    });
    this.jobs.wake();
    return view(row);
  }

  async cancel(context: StaffActor, code: string, id: number): Promise<StaffScheduledPrice> {
    const row = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(scheduledPrices)
        .where(and(eq(scheduledPrices.id, id), eq(scheduledPrices.productCode, code)))
        .for("update");
      if (!found) throw scheduledPriceNotFound(id);
      if (found.cancelledAt || found.endedAt) {
        throw invalidParameter("id", "This scheduled price change is over: there is nothing to cancel");
      }
      const at = this.now();
      if (found.appliedAt) await this.restore(tx, found);
      const [cancelled] = await tx
        .update(scheduledPrices)
        .set({ cancelledAt: at, ...(found.appliedAt ? { endedAt: at } : {}) })
        .where(eq(scheduledPrices.id, id))
        .returning();
      await this.audit(tx, context, "product.price.schedule-cancel", code, {
        scheduledPriceId: id,
        wasActive: found.appliedAt !== null,
      });
      return cancelled!;
    });
    return view(row);
  }

  /** The start step: the scheduled price becomes the product's price (once; never for a cancelled change). */
  async start(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(scheduledPrices).where(eq(scheduledPrices.id, id)).for("update");
      if (!row || row.cancelledAt || row.appliedAt) return;
      const previousPriceFils = await currentPrice(tx, row.productCode);
      await writePrice(tx, row.productCode, row.priceFils);
      await tx
        .update(scheduledPrices)
        .set({ appliedAt: this.now(), previousPriceFils })
        .where(eq(scheduledPrices.id, id));
      if (row.endsAt) {
        await this.jobs.enqueue(
          tx,
          SCHEDULED_PRICE_END_JOB,
          { id },
          { runAt: row.endsAt, key: `${SCHEDULED_PRICE_END_JOB}:${id}` },
        );
      }
    });
    this.jobs.wake();
  }

  /** The end step: the price before comes back (once; not after a cancellation, which already ended it). */
  async end(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(scheduledPrices).where(eq(scheduledPrices.id, id)).for("update");
      if (!row || row.cancelledAt || row.endedAt || !row.appliedAt) return;
      await this.restore(tx, row);
      await tx.update(scheduledPrices).set({ endedAt: this.now() }).where(eq(scheduledPrices.id, id));
    });
  }

  /** Puts the price before back while the scheduled price is still the product's (see the header). */
  private async restore(tx: Transaction, row: Row): Promise<void> {
    if (row.previousPriceFils === null) return;
    if ((await currentPrice(tx, row.productCode)) !== row.priceFils) return;
    await writePrice(tx, row.productCode, row.previousPriceFils);
  }

  private async assertProduct(db: Pick<Database, "select">, code: string, options: { lock?: boolean } = {}) {
    const query = db.select({ code: products.code }).from(products).where(eq(products.code, code));
    const [product] = options.lock ? await query.for("update") : await query;
    if (!product) throw unknownIdentifier("product", code, `Product with code '${code}' not found!`);
  }

  private audit(tx: Transaction, context: StaffActor, action: string, code: string, details: object) {
    return recordAudit(tx, context, {
      action,
      targetType: "product",
      targetId: code,
      details: details as Record<string, unknown>,
    });
  }
}
