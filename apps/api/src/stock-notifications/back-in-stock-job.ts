/**
 * The back-in-stock job: finds products that customers are waiting for and that have stock again, and tells
 * each waiting customer once on every channel they have on: e-mail, app push and web push (decision 0061). An interest is claimed by deleting it (DELETE … RETURNING), so when
 * several API processes run the job at once each interest is handled by exactly one of them; if the
 * e-mail cannot be sent the interest is put back and the next run retries.
 *
 * It runs right after a staff stock change (staff-stock-routes.ts) and, as a recurring job (decision 0024), once a
 * minute on one of the API processes, so stock written any other way (imports, order cancellations) is noticed too.
 */
import { and, eq, gt, inArray } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { FastifyBaseLogger } from "fastify";
import { LANGUAGES, type Language } from "@dukkan/occ";
import { sellableStock } from "../catalog/kit-stock.js";
import type { Database } from "../db/client.js";
import { customers, products, stockLevels } from "../db/tables.js";
import type { JobRunner } from "../jobs/job-runner.js";
import type { EmailSender } from "../notifications/email.js";
import { PUSH_CHANNELS, type PushDelivery } from "../push/push-delivery.js";
import { backInStockEmail } from "./back-in-stock-email.js";
import { productInterests } from "./stock-notifications.tables.js";
import { enabledChannels } from "./notification-preferences.js";

export const BACK_IN_STOCK_SCAN_INTERVAL_MS = 60_000;
const BACK_IN_STOCK_JOB = "back-in-stock";

export interface BackInStockResult {
  /** Products found back in stock with someone waiting. */
  products: number;
  /** E-mails sent. */
  sent: number;
  /** App and web push notifications delivered (one per device or browser). */
  pushed: number;
}

export interface BackInStockJobOptions {
  db: Database;
  email: EmailSender;
  push: PushDelivery;
  storefrontUrl: string;
  logger: FastifyBaseLogger;
}

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : "en";

export class BackInStockJob {
  private running: Promise<BackInStockResult> | undefined;

  constructor(private readonly options: BackInStockJobOptions) {}

  /** One pass; a call while a pass runs waits for that pass and then runs again, so no change is missed. */
  async run(): Promise<BackInStockResult> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Scans every {@link BACK_IN_STOCK_SCAN_INTERVAL_MS}. */
  registerJobs(jobs: Pick<JobRunner, "every">): void {
    jobs.every(BACK_IN_STOCK_JOB, BACK_IN_STOCK_SCAN_INTERVAL_MS, () => this.run());
  }

  private async pass(): Promise<BackInStockResult> {
    const { db } = this.options;
    const waiting = await db
      .selectDistinct({ code: productInterests.productCode, name: products.name })
      .from(productInterests)
      .innerJoin(stockLevels, eq(stockLevels.productCode, productInterests.productCode))
      .innerJoin(products, eq(products.code, productInterests.productCode))
      .where(
        and(
          eq(productInterests.interestType, "BACK_IN_STOCK"),
          gt(stockLevels.available, 0),
          eq(products.disabled, false),
        ),
      );
    // A kit is back only when its components make one too, as products/{code} shows it.
    const sellable = await sellableStock(
      db,
      waiting.map((product) => product.code),
    );
    const back = waiting.filter((product) => (sellable.get(product.code) ?? 0) > 0);
    const result = { products: back.length, sent: 0, pushed: 0 };
    for (const product of back) {
      const told = await this.notify(product.code, product.name);
      result.sent += told.sent;
      result.pushed += told.pushed;
    }
    return result;
  }

  /**
   * Claims the product's interests and tells every claimant on each channel they have on. When the e-mail cannot be
   * sent the interest is put back before any push goes, so the next run tells them on every channel, once.
   */
  private async notify(
    productCode: string,
    name: { en: string; ar?: string },
  ): Promise<{ sent: number; pushed: number }> {
    const { db, email, push, storefrontUrl, logger } = this.options;
    const claimed = await db
      .delete(productInterests)
      .where(and(eq(productInterests.productCode, productCode), eq(productInterests.interestType, "BACK_IN_STOCK")))
      .returning();
    if (claimed.length === 0) return { sent: 0, pushed: 0 };
    const recipients = await db
      .select({
        uid: customers.uid,
        email: customers.email,
        firstName: customers.firstName,
        language: customers.language,
      })
      .from(customers)
      .where(
        and(
          inArray(
            customers.uid,
            claimed.map((interest) => interest.customerUid),
          ),
          eq(customers.active, true),
        ),
      );
    let sent = 0;
    let pushed = 0;
    for (const recipient of recipients) {
      const channels = await enabledChannels(db, recipient.uid);
      const language = asLanguage(recipient.language);
      const link = `${storefrontUrl}/${language}/p/${encodeURIComponent(productCode)}`;
      const productName = (language === "ar" ? name.ar : undefined) ?? name.en;
      if (channels.has("EMAIL")) {
        try {
          await email.send(backInStockEmail(recipient.email, language, recipient.firstName, productName, link));
          sent += 1;
        } catch (error) {
          logger.error(
            { err: error, productCode },
            "back-in-stock e-mail failed; the interest is kept for the next run",
          );
          const interest = claimed.find((row) => row.customerUid === recipient.uid)!;
          await db.insert(productInterests).values(interest).onConflictDoNothing();
          continue;
        }
      }
      const message = {
        title: apiText(language, "backInStockEmail.subject", { productName }),
        body: apiText(language, "backInStockEmail.push", { productName }),
        url: link,
      };
      for (const channel of PUSH_CHANNELS) {
        if (!channels.has(channel)) continue;
        try {
          pushed += await push.deliver(recipient.uid, channel, message);
        } catch (error) {
          // Not retried: the customer heard on their other channels, and a retry would repeat those.
          logger.error({ err: error, productCode, channel }, "back-in-stock push failed");
        }
      }
    }
    logger.info({ productCode, claimed: claimed.length, sent, pushed }, "back-in-stock notifications sent");
    return { sent, pushed };
  }
}
