/**
 * The staff catalogue's fixed values and limits, without zod: the back office's pages (browser code) import them
 * from `@dukkan/staff-api/product-constants`; the API's shapes (products.ts) are built from them.
 */
export const STAFF_PRODUCT_SORTS = [
  "code-asc",
  "code-desc",
  "name-asc",
  "name-desc",
  "price-asc",
  "price-desc",
  "stock-asc",
  "updated-desc",
] as const;
export type StaffProductSort = (typeof STAFF_PRODUCT_SORTS)[number];

/** Online: shoppers see and buy it; offline: hidden from the storefront and search. */
export const STAFF_PRODUCT_STATUSES = ["online", "offline"] as const;
export type StaffProductStatus = (typeof STAFF_PRODUCT_STATUSES)[number];

/**
 * Where stock is kept. The shop sells from one warehouse today (the `stock_levels` row of a product); the shapes
 * name the location so a second one is data, not a new contract (decision 0051).
 */
export const STOCK_LOCATIONS = ["warehouse"] as const;
export type StockLocation = (typeof STOCK_LOCATIONS)[number];

/** Limits every writer of the catalogue shares (the API's checks and the back office's fields). */
export const PRODUCT_LIMITS = {
  nameLength: 200,
  descriptionLength: 20_000,
  /** AED 1,000,000.00 incl. VAT. */
  maxPriceFils: 100_000_000,
  maxStock: 10_000_000,
  reasonLength: 500,
  /** Rows of one CSV import (a header line besides). */
  importRows: 20_000,
  importCharacters: 2_000_000,
} as const;

/** A product's pictures (decision 0077): what an upload may be and how many a gallery holds. */
export const PRODUCT_IMAGE_LIMITS = {
  /** The multipart part an upload comes in. */
  field: "image",
  maxBytes: 5 * 1024 * 1024,
  maxImages: 12,
  altLength: 250,
} as const;

/** Why an image upload was refused (`reason` of the 400 on subject `image`); the back office words each. */
export const PRODUCT_IMAGE_REFUSALS = ["fileTooLarge", "fileType", "empty", "missing", "tooManyImages"] as const;
export type ProductImageRefusal = (typeof PRODUCT_IMAGE_REFUSALS)[number];

/** The columns of the catalogue CSV (export and import), in this order on export. */
export const PRODUCT_CSV_COLUMNS = ["code", "price", "stock", "online"] as const;

/** Why a CSV row was refused; the back office words each in both languages. */
export const PRODUCT_IMPORT_PROBLEMS = [
  "header",
  "columns",
  "code",
  "unknownProduct",
  "duplicate",
  "price",
  "stock",
  "kitStock",
  "online",
  "tooManyRows",
  "empty",
] as const;
export type ProductImportProblem = (typeof PRODUCT_IMPORT_PROBLEMS)[number];
