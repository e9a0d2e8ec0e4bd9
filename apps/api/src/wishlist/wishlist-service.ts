/**
 * Wishlists (shopping spec §2.11, §3 Wishlist, §5, §6): signed-in customers keep products to buy later.
 * The routes act only for the token's own customer (account/user-guard.ts); this service trusts the uid
 * it is given. Kit bundles cannot be wishlisted, and disabled products are hidden when the list is read.
 */
import { and, desc, eq } from "drizzle-orm";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { Database } from "../db/client.js";
import { products } from "../db/tables.js";
import type { FieldSelection } from "../occ/fields.js";
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";
import type { ParsedFields } from "../occ/params.js";
import { wishlistEntries } from "./wishlist.tables.js";
import { customerUidOf, type RequestContext } from "../occ/request-context.js";

const DEFAULT_PRODUCT_SELECTION: FieldSelection = { level: "DEFAULT", fields: new Map() };
const BASIC_SELECTION: FieldSelection = { level: "BASIC", fields: new Map() };

/**
 * The product part of a wishlist `fields` value: `entries(product(code,price))` selects product fields,
 * a bare level (`FULL`) applies to the products too, and no value means the DEFAULT product fields.
 */
export function productFields(fields: ParsedFields | undefined): ParsedFields {
  const text = `wishlist:${fields?.text ?? ""}`;
  if (!fields) return { text, selection: DEFAULT_PRODUCT_SELECTION };
  const { selection } = fields;
  if (!selection.fields.has("entries")) {
    return { text, selection: selection.level ? { level: selection.level, fields: new Map() } : BASIC_SELECTION };
  }
  const entries = selection.fields.get("entries");
  if (!entries) return { text, selection: BASIC_SELECTION };
  if (entries.fields.has("product")) return { text, selection: entries.fields.get("product") ?? BASIC_SELECTION };
  return { text, selection: entries.level ? { level: entries.level, fields: new Map() } : BASIC_SELECTION };
}

const kitRefused = (code: string) =>
  new OccHttpError(400, [
    {
      type: "WishlistError",
      reason: "kittingProduct",
      subject: code,
      subjectType: "product",
      message: "Kitting products cannot be added to the wishlist",
    },
  ]);

export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly catalog: ProductCatalog,
  ) {}

  /** `{"entries":[…]}`, newest first; entries whose product is disabled are left out. */
  async wishlistJson(context: Pick<RequestContext, "caller" | "language">, fields?: ParsedFields): Promise<string> {
    const customerUid = customerUidOf(context);
    const rows = await this.db
      .select({ productCode: wishlistEntries.productCode, addedAt: wishlistEntries.addedAt })
      .from(wishlistEntries)
      .innerJoin(products, eq(products.code, wishlistEntries.productCode))
      .where(and(eq(wishlistEntries.customerUid, customerUid), eq(products.disabled, false)))
      .orderBy(desc(wishlistEntries.addedAt), wishlistEntries.productCode);
    const jsons = await this.catalog.productJsons(
      rows.map((row) => row.productCode),
      context.language,
      productFields(fields),
    );
    const entries = rows.map(
      (row, index) =>
        `{"entryNumber":${index},"addedDate":${JSON.stringify(row.addedAt.toISOString())},"product":${jsons[index]}}`,
    );
    return `{"entries":[${entries.join(",")}]}`;
  }

  /** Adds a product (adding it again changes nothing). Unknown or disabled products and kits are refused. */
  async add(context: Pick<RequestContext, "caller">, productCode: string): Promise<void> {
    const [product] = await this.db
      .select({ kind: products.kind, disabled: products.disabled })
      .from(products)
      .where(eq(products.code, productCode));
    if (!product || product.disabled) {
      throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
    }
    if (product.kind === "KIT") throw kitRefused(productCode);
    await this.db
      .insert(wishlistEntries)
      .values({ customerUid: customerUidOf(context), productCode })
      .onConflictDoNothing();
  }

  /** Removes a product; removing one that is not there changes nothing. */
  async remove(context: Pick<RequestContext, "caller">, productCode: string): Promise<void> {
    await this.db
      .delete(wishlistEntries)
      .where(
        and(eq(wishlistEntries.customerUid, customerUidOf(context)), eq(wishlistEntries.productCode, productCode)),
      );
  }
}
