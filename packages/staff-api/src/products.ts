/**
 * The catalogue as staff run it (issue 19, merchandiser and owner): the product list with search, filters and
 * paging, one product with its variants, stock and images, and the writes (texts and online status, price,
 * stock with a reason, a CSV import checked row by row).
 */
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { z } from "zod";
import { Pagination } from "./audit";
import {
  PRODUCT_IMPORT_PROBLEMS,
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_LIMITS,
  STAFF_PRODUCT_SORTS,
  STAFF_PRODUCT_STATUSES,
  STOCK_LOCATIONS,
} from "./product-constants";

export * from "./product-constants";

const ProductCode = z.string().min(1).max(100).regex(PRODUCT_CODE_PATTERN);
export const StaffProductParams = z.object({ code: ProductCode });

export const StaffProductFilter = z.object({
  q: z.string().trim().min(1).max(200).optional().describe("Part of the product code or of its English or Arabic name"),
  category: z.string().trim().min(1).max(100).optional().describe("A category code; its sub-categories count too"),
  brand: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("A brand code: the products that have this brand themselves; a code no brand has lists none"),
  status: z.enum(STAFF_PRODUCT_STATUSES).optional(),
  lowStock: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .describe("Only products at or below their low-stock threshold"),
  sort: z.enum(STAFF_PRODUCT_SORTS).default("code-asc"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffProductFilter = z.output<typeof StaffProductFilter>;
export type StaffProductQuery = z.input<typeof StaffProductFilter>;

const LocalizedText = z.object({ en: z.string(), ar: z.string().optional() });

export const StaffStock = z.object({
  location: z.enum(STOCK_LOCATIONS),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type StaffStock = z.infer<typeof StaffStock>;

export const StaffProductRow = z.object({
  code: z.string(),
  kind: z.enum(["STANDARD", "BASE", "VARIANT", "KIT"]),
  name: LocalizedText,
  online: z.boolean(),
  priceFils: z.number().int().nullable().describe("VAT included; null without a price"),
  available: z.number().int().nullable().describe("Warehouse stock; null for kits (made of their components)"),
  lowStock: z.boolean(),
  brand: z
    .object({ code: z.string(), name: LocalizedText })
    .nullable()
    .describe("The product's own brand (a variant without one is sold under its base product's)"),
});
export type StaffProductRow = z.infer<typeof StaffProductRow>;

export const StaffProductList = z.object({ products: z.array(StaffProductRow), pagination: Pagination });
export type StaffProductList = z.infer<typeof StaffProductList>;

export const StaffStockChange = z.object({
  at: z.string(),
  staffEmail: z.string(),
  location: z.enum(STOCK_LOCATIONS),
  available: z.number().int(),
  reason: z.string().nullable(),
});
export type StaffStockChange = z.infer<typeof StaffStockChange>;

const AltText = z.string().trim().max(PRODUCT_IMAGE_LIMITS.altLength);

export const StaffProductImage = z.object({
  position: z.number().int().describe("0 is the first (the picture of tiles and listings)"),
  url: z.string().describe("The picture in the product page's format"),
  thumbnailUrl: z.string(),
  alt: z.object({ en: z.string(), ar: z.string() }).describe("Empty: the storefront says the product's name"),
  video: z.boolean().describe("A video (its poster shown here); demo data only, staff upload pictures"),
});
export type StaffProductImage = z.infer<typeof StaffProductImage>;

export const StaffProductImageParams = z.object({
  code: ProductCode,
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(PRODUCT_IMAGE_LIMITS.maxImages - 1),
});

/** Alt texts of one picture; empty falls back to the product's name in that language. */
export const StaffProductImageAlt = z.object({
  alt: z.object({ en: AltText, ar: AltText.default("") }),
});
export type StaffProductImageAlt = z.input<typeof StaffProductImageAlt>;

/** Moves a picture to another place in the gallery; the others close up around it. */
export const StaffProductImageMove = z.object({
  to: z
    .number()
    .int()
    .min(0)
    .max(PRODUCT_IMAGE_LIMITS.maxImages - 1),
});
export type StaffProductImageMove = z.infer<typeof StaffProductImageMove>;

export const StaffProduct = z.object({
  code: z.string(),
  kind: z.enum(["STANDARD", "BASE", "VARIANT", "KIT"]),
  baseProductCode: z.string().nullable(),
  name: LocalizedText,
  description: z.object({ en: z.string(), ar: z.string() }).describe("Sanitised HTML"),
  online: z.boolean(),
  priceFils: z.number().int().nullable(),
  categories: z.array(z.object({ code: z.string(), name: LocalizedText })),
  variants: z.array(
    StaffProductRow.extend({ qualifiers: z.array(z.object({ qualifier: z.string(), value: z.string() })) }),
  ),
  stock: z.array(StaffStock).describe("Per stock location; empty for kits"),
  stockHistory: z.array(StaffStockChange).describe("The latest stock changes staff made, newest first (at most 10)"),
  images: z.array(StaffProductImage).describe("The gallery in the shop's order; the first is the product's picture"),
  brand: z
    .object({ code: z.string(), name: LocalizedText })
    .nullable()
    .describe("Its own brand (a variant without one shows its base product's)"),
  updatedAt: z.string(),
});
export type StaffProduct = z.infer<typeof StaffProduct>;

const Name = z.string().trim().min(1).max(PRODUCT_LIMITS.nameLength);
const Description = z.string().max(PRODUCT_LIMITS.descriptionLength);

/** Only the fields given change; an empty Arabic text falls back to English on the storefront. */
export const StaffProductUpdate = z
  .object({
    name: z.object({ en: Name, ar: z.union([Name, z.literal("")]).optional() }).optional(),
    description: z.object({ en: Description, ar: Description.optional() }).optional(),
    online: z.boolean().optional(),
    brandCode: z.string().max(100).nullable().optional().describe("A brand's code; null: no brand"),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "Nothing to change",
  });
export type StaffProductUpdate = z.input<typeof StaffProductUpdate>;

export const StaffPriceUpdate = z.object({
  priceFils: z.number().int().min(1).max(PRODUCT_LIMITS.maxPriceFils).describe("AED fils, VAT included"),
});
export type StaffPriceUpdate = z.infer<typeof StaffPriceUpdate>;

export const StaffStockUpdate = z.object({
  location: z.enum(STOCK_LOCATIONS),
  available: z.number().int().min(0).max(PRODUCT_LIMITS.maxStock),
  reason: z.string().trim().min(1).max(PRODUCT_LIMITS.reasonLength).describe("Why (kept in the stock history)"),
});
export type StaffStockUpdate = z.infer<typeof StaffStockUpdate>;

export const StaffStockAnswer = z.object({
  productCode: z.string(),
  location: z.enum(STOCK_LOCATIONS),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  notificationsSent: z.number().int().describe("Back-in-stock e-mails the change sent"),
});
export type StaffStockAnswer = z.infer<typeof StaffStockAnswer>;

export const StaffProductImport = z.object({
  csv: z.string().min(1).max(PRODUCT_LIMITS.importCharacters).describe("code,price,stock,online with a header line"),
  dryRun: z.boolean().default(true).describe("Check only (the default); false applies every row or none"),
});
export type StaffProductImport = z.input<typeof StaffProductImport>;

export const StaffImportRowError = z.object({
  line: z.number().int().describe("1 is the header line"),
  column: z.string().nullable(),
  problem: z.enum(PRODUCT_IMPORT_PROBLEMS),
  message: z.string(),
});
export type StaffImportRowError = z.infer<typeof StaffImportRowError>;

export const StaffImportReport = z.object({
  dryRun: z.boolean(),
  applied: z.boolean().describe("True only when every row was valid and the changes were written"),
  rows: z.number().int(),
  changedProducts: z.number().int().describe("Rows that change a price, a stock level or the online status"),
  errors: z.array(StaffImportRowError),
});
export type StaffImportReport = z.infer<typeof StaffImportReport>;

/** Every category, parents before children in their shop order, for the product list's filter. */
export const StaffCategoryList = z.object({
  categories: z.array(z.object({ code: z.string(), parentCode: z.string().nullable(), name: LocalizedText })),
});
export type StaffCategoryList = z.infer<typeof StaffCategoryList>;
