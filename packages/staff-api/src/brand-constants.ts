/**
 * The brands' fixed rules, without zod: the back office's pages (browser code) import them from
 * `@dukkan/staff-api/brand-constants`; the API's shapes (brands.ts) are built from them.
 */

/**
 * A brand's code and its slug: lower-case words of letters and digits joined by hyphens. The code is the brand's
 * key in URLs (`/Brands/{name}/c/{code}`) and search queries (`brand:{code}`), so it may hold nothing those read as
 * a separator.
 */
export const BRAND_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BRAND_LIMITS = {
  codeLength: 60,
  nameLength: 100,
} as const;

/** Why a brand write was refused on a field (`reason` of the 400); the back office words each. */
export const BRAND_REFUSALS = ["invalid", "taken"] as const;
export type BrandRefusal = (typeof BRAND_REFUSALS)[number];
