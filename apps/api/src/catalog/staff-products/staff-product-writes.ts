/**
 * The staff writes to one product: texts and online status, price, warehouse stock. Each runs in one transaction
 * with its audit row and `recordProductChanges`, so every API process drops the product from its caches and
 * search index within a second of the commit (catalog-version.ts): shoppers see the change at once.
 */
import { eq, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { StaffPriceUpdate, StaffProductUpdate, StaffStockUpdate } from "@dukkan/staff-api";
import { CURRENCY } from "@dukkan/occ";
import { recordProductChanges } from "../../cache/catalog-version.js";
import type { Database } from "../../db/client.js";
import { brands, prices, products, type Localized } from "../../db/tables.js";
import { invalidParameter, OccHttpError, unknownIdentifier } from "../../occ/errors.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffActor } from "../../staff/staff-context.js";
import { writeStockLevel } from "../../stock-notifications/stock-update.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What a product description may hold: text structure only. The storefront sanitises again when it renders (with
 * its link rules); storing only safe HTML keeps every other reader (feeds, exports, the back office) safe too.
 */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "ul",
      "ol",
      "li",
      "h2",
      "h3",
      "h4",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "a",
    ],
    allowedAttributes: { a: ["href"], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
  }).trim();
}

async function lockedProduct(tx: Transaction, code: string) {
  const [product] = await tx.select().from(products).where(eq(products.code, code)).for("update");
  if (!product) throw unknownIdentifier("product", code, `Product with code '${code}' not found!`);
  return product;
}

const audit = (tx: Transaction, context: StaffActor, action: string, code: string, details: Record<string, unknown>) =>
  recordAudit(tx, context, {
    action,
    targetType: "product",
    targetId: code,
    details,
  });

/**
 * The brand a product is given must exist; its row is locked for share until the product is written, so a brand
 * being deleted meanwhile waits and then sees the product (brands.ts refuses to delete a brand in use).
 */
async function assertBrandExists(tx: Transaction, code: string) {
  const [brand] = await tx.select({ code: brands.code }).from(brands).where(eq(brands.code, code)).for("share");
  if (!brand) {
    throw new OccHttpError(400, [
      {
        type: "ValidationError",
        reason: "unknownBrand",
        subject: "brandCode",
        subjectType: "field",
        message: `No brand has the code '${code}'.`,
      },
    ]);
  }
}

/** Texts, online status and brand; only the fields given change. */
export async function updateProduct(db: Database, context: StaffActor, code: string, update: StaffProductUpdate) {
  await db.transaction(async (tx) => {
    const product = await lockedProduct(tx, code);
    const changes: Partial<typeof products.$inferInsert> = {};
    if (update.name) {
      const ar = update.name.ar ?? product.name.ar;
      changes.name = { en: update.name.en, ...(ar ? { ar } : {}) } satisfies Localized;
    }
    if (update.description) {
      const ar = update.description.ar === undefined ? (product.description?.ar ?? "") : update.description.ar;
      const description = { en: sanitiseDescription(update.description.en), ar: sanitiseDescription(ar) };
      changes.description = { en: description.en, ...(description.ar ? { ar: description.ar } : {}) };
    }
    if (update.online !== undefined) changes.disabled = !update.online;
    if (update.brandCode !== undefined) {
      if (update.brandCode !== null) await assertBrandExists(tx, update.brandCode);
      changes.brandCode = update.brandCode;
    }
    await tx
      .update(products)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(products.code, code));
    await audit(tx, context, "product.update", code, {
      fields: Object.keys(update).filter((key) => update[key as keyof StaffProductUpdate] !== undefined),
      ...(update.online !== undefined ? { online: update.online } : {}),
      ...(update.brandCode !== undefined && update.brandCode !== product.brandCode
        ? { brand: { from: product.brandCode, to: update.brandCode } }
        : {}),
    });
    await recordProductChanges(tx, [code]);
  });
}

export async function setPrice(db: Database, context: StaffActor, code: string, { priceFils }: StaffPriceUpdate) {
  await db.transaction(async (tx) => {
    await lockedProduct(tx, code);
    const [before] = await tx
      .select({ valueFils: prices.valueFils })
      .from(prices)
      .where(sql`${prices.productCode} = ${code} and ${prices.currency} = ${CURRENCY}`);
    await tx
      .insert(prices)
      .values({ productCode: code, currency: CURRENCY, valueFils: priceFils })
      .onConflictDoUpdate({ target: [prices.productCode, prices.currency], set: { valueFils: priceFils } });
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.code, code));
    await audit(tx, context, "product.price", code, { fromFils: before?.valueFils ?? null, priceFils });
    await recordProductChanges(tx, [code]);
  });
}

/** Answers the stored level; the caller runs the back-in-stock job when the product is in stock. */
export async function setStock(db: Database, context: StaffActor, code: string, update: StaffStockUpdate) {
  return db.transaction(async (tx) => {
    const product = await lockedProduct(tx, code);
    if (product.kind === "KIT") {
      throw invalidParameter("available", "A kit's stock is what its components make: change theirs");
    }
    const row = await writeStockLevel(tx, code, { available: update.available });
    await audit(tx, context, "product.stock", code, { ...update });
    return row;
  });
}
