/**
 * The brands as staff run them (issue 19, decision 0079): the list with product counts, create, edit, reorder,
 * delete and the logo. Every write runs in one transaction with its audit row (`brand.*`) and `bumpCatalogVersion`:
 * brands are read whole by every process (names on product pages, the search index's brand facet and brand
 * listings), so a brand change makes each process reload its catalogue within a second.
 *
 * Positions are kept numbered 0..n-1 without gaps, in the shop's order (as product pictures are, decision 0077):
 * a new brand comes last, a move puts one brand at a place and closes the others up around it, a delete closes
 * the gap.
 *
 * A replaced or removed logo, and a deleted brand's logo, is deleted in the same transaction when nothing else
 * uses the picture (`dropUnusedPicture`, decision 0083).
 */
import { asc, count, eq, ne, sql } from "drizzle-orm";
import type { StaffBrand, StaffBrandInput, StaffBrandUpdate } from "@dukkan/staff-api";
import { bumpCatalogVersion } from "../../cache/catalog-version.js";
import type { Database } from "../../db/client.js";
import { brands, categories, products } from "../../db/tables.js";
import type { UploadedFile } from "../../files/uploaded-files.js";
import { mediaUrl } from "../../media/media-url.js";
import { OccHttpError, unknownIdentifier } from "../../occ/errors.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffActor } from "../../staff/staff-context.js";
import { checkPicture, dropUnusedPicture, storePicture } from "../catalogue-pictures.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type BrandRow = typeof brands.$inferSelect;

/** A refused field, worded by the back office from its reason (`BRAND_REFUSALS`). */
const refusedField = (subject: "code" | "slug", reason: "taken", message: string) =>
  new OccHttpError(400, [{ type: "ValidationError", reason, subject, subjectType: "field", message }]);

const unknownBrand = (code: string) => unknownIdentifier("brand", code, `Brand with code '${code}' not found`);

export class Brands {
  constructor(
    private readonly db: Database,
    private readonly mediaBaseUrl: string,
  ) {}

  /** Every brand in the shop's order, with the number of products that name it. */
  async list(db: Pick<Database, "select"> = this.db): Promise<StaffBrand[]> {
    const rows = await db
      .select({ brand: brands, productCount: count(products.code) })
      .from(brands)
      .leftJoin(products, eq(products.brandCode, brands.code))
      .groupBy(brands.code)
      .orderBy(asc(brands.position), asc(brands.code));
    return rows.map(({ brand, productCount }) => this.view(brand, productCount));
  }

  async one(code: string, db: Pick<Database, "select"> = this.db): Promise<StaffBrand> {
    const brand = (await this.list(db)).find((candidate) => candidate.code === code);
    if (!brand) throw unknownBrand(code);
    return brand;
  }

  /** A new brand at the end of the shop's order. */
  async create(context: StaffActor, input: StaffBrandInput): Promise<StaffBrand> {
    return this.db.transaction(async (tx) => {
      const ordered = await this.lockAll(tx);
      if (ordered.some((brand) => brand.code === input.code)) {
        throw refusedField("code", "taken", `A brand with code '${input.code}' exists already.`);
      }
      // Brand and category codes share the storefront's listing lookups (CMS page, `allCategories` facet).
      const [category] = await tx
        .select({ code: categories.code })
        .from(categories)
        .where(eq(categories.code, input.code));
      if (category) throw refusedField("code", "taken", `'${input.code}' is a category's code.`);
      await this.assertSlugFree(tx, input.slug);
      await tx
        .insert(brands)
        .values({ code: input.code, name: input.name, slug: input.slug, position: ordered.length });
      await this.record(tx, context, "brand.create", input.code, { name: input.name, slug: input.slug });
      return this.one(input.code, tx);
    });
  }

  async update(context: StaffActor, code: string, update: StaffBrandUpdate): Promise<StaffBrand> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, code);
      await this.assertSlugFree(tx, update.slug, code);
      await tx
        .update(brands)
        .set({ name: update.name, slug: update.slug, updatedAt: sql`now()` })
        .where(eq(brands.code, code));
      await this.record(tx, context, "brand.update", code, {
        from: { name: before.name, slug: before.slug },
        to: { name: update.name, slug: update.slug },
      });
      return this.one(code, tx);
    });
  }

  /** The brand goes to place `to` (the last place when `to` is past the end); answers the new order. */
  async move(context: StaffActor, code: string, to: number): Promise<StaffBrand[]> {
    return this.db.transaction(async (tx) => {
      const ordered = await this.lockAll(tx);
      const from = ordered.findIndex((brand) => brand.code === code);
      if (from < 0) throw unknownBrand(code);
      const others = ordered.filter((brand) => brand.code !== code);
      const target = Math.min(to, others.length);
      await this.renumber(tx, [...others.slice(0, target), ordered[from]!, ...others.slice(target)]);
      await this.record(tx, context, "brand.move", code, { from, to: target });
      return this.list(tx);
    });
  }

  /** Refused (409 BrandInUseError) while a product names the brand: products would point at nothing. */
  async remove(context: StaffActor, code: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ordered = await this.lockAll(tx);
      const brand = ordered.find((candidate) => candidate.code === code);
      if (!brand) throw unknownBrand(code);
      const [{ used }] = (await tx.select({ used: count() }).from(products).where(eq(products.brandCode, code))) as [
        { used: number },
      ];
      if (used > 0) {
        throw new OccHttpError(409, [
          {
            type: "BrandInUseError",
            reason: "inUse",
            subject: code,
            subjectType: "brand",
            message: `${used} product(s) have brand '${code}': give them another brand or none first.`,
          },
        ]);
      }
      await tx.delete(brands).where(eq(brands.code, code));
      await this.renumber(
        tx,
        ordered.filter((candidate) => candidate.code !== code),
      );
      await dropUnusedPicture(tx, brand.logoMediaCode);
      await this.record(tx, context, "brand.delete", code, { name: brand.name, slug: brand.slug });
    });
  }

  /**
   * Uploads or replaces the logo: the catalogue's picture rule (checked by its bytes, re-encoded), its alt text the
   * brand's name in both languages (a logo says the brand's name, WCAG's text alternative for a logo).
   */
  async setLogo(context: StaffActor, code: string, file: UploadedFile): Promise<StaffBrand> {
    const picture = await checkPicture(file);
    return this.db.transaction(async (tx) => {
      const brand = await this.locked(tx, code);
      await storePicture(tx, picture, brand.name);
      await tx
        .update(brands)
        .set({ logoMediaCode: picture.mediaCode, updatedAt: sql`now()` })
        .where(eq(brands.code, code));
      await dropUnusedPicture(tx, brand.logoMediaCode);
      await this.record(tx, context, "brand.logo", code, {
        mediaCode: picture.mediaCode,
        replaced: brand.logoMediaCode,
        bytes: picture.bytes.length,
      });
      return this.one(code, tx);
    });
  }

  async removeLogo(context: StaffActor, code: string): Promise<StaffBrand> {
    return this.db.transaction(async (tx) => {
      const brand = await this.locked(tx, code);
      await tx
        .update(brands)
        .set({ logoMediaCode: null, updatedAt: sql`now()` })
        .where(eq(brands.code, code));
      await dropUnusedPicture(tx, brand.logoMediaCode);
      await this.record(tx, context, "brand.logo.delete", code, { mediaCode: brand.logoMediaCode });
      return this.one(code, tx);
    });
  }

  private view(brand: BrandRow, productCount: number): StaffBrand {
    return {
      code: brand.code,
      name: { en: brand.name.en, ar: brand.name.ar ?? "" },
      slug: brand.slug,
      position: brand.position,
      logoUrl: brand.logoMediaCode ? mediaUrl(this.mediaBaseUrl, brand.logoMediaCode) : null,
      productCount: Number(productCount),
    };
  }

  private async locked(tx: Transaction, code: string): Promise<BrandRow> {
    const [brand] = await tx.select().from(brands).where(eq(brands.code, code)).for("update");
    if (!brand) throw unknownBrand(code);
    return brand;
  }

  /** Every brand locked, in the shop's order: writes that renumber positions go one at a time. */
  private lockAll(tx: Transaction): Promise<BrandRow[]> {
    return tx.select().from(brands).orderBy(asc(brands.position), asc(brands.code)).for("update");
  }

  private async assertSlugFree(tx: Transaction, slug: string, exceptCode?: string) {
    const [other] = await tx
      .select({ code: brands.code })
      .from(brands)
      .where(exceptCode ? sql`${brands.slug} = ${slug} and ${ne(brands.code, exceptCode)}` : eq(brands.slug, slug));
    if (other) throw refusedField("slug", "taken", `Brand '${other.code}' has the slug '${slug}' already.`);
  }

  private async renumber(tx: Transaction, ordered: readonly BrandRow[]) {
    for (const [position, brand] of ordered.entries()) {
      if (brand.position !== position) {
        await tx.update(brands).set({ position }).where(eq(brands.code, brand.code));
      }
    }
  }

  private async record(
    tx: Transaction,
    context: StaffActor,
    action: string,
    code: string,
    details: Record<string, unknown>,
  ) {
    await recordAudit(tx, context, {
      action,
      targetType: "brand",
      targetId: code,
      details,
    });
    await bumpCatalogVersion(tx);
  }
}
