/**
 * The brands as staff run them (issue 19, merchandiser and owner; fulfilment reads): the list with each brand's
 * product count, create, edit, reorder, delete (refused while products use the brand) and the logo.
 */
import { z } from "zod";
import { BRAND_CODE_PATTERN, BRAND_LIMITS } from "./brand-constants";

export * from "./brand-constants";

const Slug = z.string().trim().min(1).max(BRAND_LIMITS.codeLength).regex(BRAND_CODE_PATTERN);
const Name = z.string().trim().min(1).max(BRAND_LIMITS.nameLength);

export const StaffBrandParams = z.object({ code: Slug });

export const StaffBrand = z.object({
  code: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
  slug: z.string(),
  position: z.number().int().describe("0 is the first in the shop's brand lists"),
  logoUrl: z.string().nullable().describe("The logo as the shop serves it; null without one"),
  productCount: z.number().int().describe("Products (variants included) of this brand"),
});
export type StaffBrand = z.infer<typeof StaffBrand>;

export const StaffBrandList = z.object({ brands: z.array(StaffBrand).describe("In the shop's order") });
export type StaffBrandList = z.infer<typeof StaffBrandList>;

/** Names in both languages (Arabic required: the shop shows brands by name in its Arabic pages) and the slug. */
export const StaffBrandUpdate = z.object({
  name: z.object({ en: Name, ar: Name }),
  slug: Slug.describe("Lower-case words joined by hyphens; unique among brands"),
});
export type StaffBrandUpdate = z.infer<typeof StaffBrandUpdate>;

export const StaffBrandInput = StaffBrandUpdate.extend({
  code: Slug.describe("The brand's key, kept for ever: lower-case words joined by hyphens; not a category's code"),
});
export type StaffBrandInput = z.infer<typeof StaffBrandInput>;

/** Moves a brand to another place in the shop's order; the others close up around it. */
export const StaffBrandMove = z.object({ to: z.number().int().min(0).max(10_000) });
export type StaffBrandMove = z.infer<typeof StaffBrandMove>;
