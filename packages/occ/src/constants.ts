/**
 * The OCC API's plain constants: site, languages, currency, code patterns and enumerations. A module without zod,
 * so the storefront's browser code can import it (`@dukkan/occ/constants`) without the schemas; the package's
 * index re-exports all of it for server code.
 */
export const BASE_SITE = "dukkan";
export const OCC_PREFIX = `/occ/v2/${BASE_SITE}`;
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCY = "AED";
export const COUNTRY = "AE";

/** A delivery area isocode: COUNTRY-REGION-AREA, e.g. AE-DU-MARINA. Its region is the first two parts. */
export const AREA_ISOCODE_PATTERN = /^[A-Z]{2}-[A-Z]{2,3}-[A-Z0-9_]+$/;
/** Product codes: 1001-01, kit~box~1-2, kit_1001-01 … (letters, digits and _ ~ . -). */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_~.-]{0,99}$/;

/** Stock notifications: the interests a customer can register for a product. */
export const PRODUCT_INTEREST_TYPES = ["BACK_IN_STOCK"] as const;
/** Stock notifications: the channels of users/{userId}/notificationpreferences. */
export const NOTIFICATION_CHANNELS = ["EMAIL", "PUSH", "SITE_MESSAGE"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Product references (products/{productCode}/references). */
export const PRODUCT_REFERENCE_TYPES = ["SIMILAR", "CROSSELLING"] as const;
export type ProductReferenceType = (typeof PRODUCT_REFERENCE_TYPES)[number];
