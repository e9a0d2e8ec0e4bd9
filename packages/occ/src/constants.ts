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
/**
 * The channels of users/{userId}/notificationpreferences: EMAIL, PUSH and SITE_MESSAGE for stock notifications;
 * SMS for text messages about the customer's orders (decision 0040).
 */
export const NOTIFICATION_CHANNELS = ["EMAIL", "PUSH", "SITE_MESSAGE", "SMS"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The web push consent values (spec §9): given when the customer lets the browser receive web push. */
export const WEB_PUSH_CONSENT = { true: 1, false: 2 } as const;

/** Product references (products/{productCode}/references). */
export const PRODUCT_REFERENCE_TYPES = ["SIMILAR", "CROSSELLING"] as const;
export type ProductReferenceType = (typeof PRODUCT_REFERENCE_TYPES)[number];

/** Checkout (shapes in ./checkout, which re-exports these). */
/** Spec §9: the product's delivery mode codes ('pickup' belongs to the standard flow only). */
export const DELIVERY_MODE_CODES = { pickUp: "pick-up", homeDelivery: "home-delivery" } as const;
/** Spec §9 payment mode codes. The storefront maps its numeric payment type to these (decision 0023). */
export const PAYMENT_MODE_CODES = {
  card: "card",
  payOnDelivery: "pay-on-delivery",
  /** An order paid wholly with loyalty points (payment type 3; the redemption mode code of spec §9). */
  loyaltyPoint: "loyalty-point",
} as const;
/** Spec §4.11 default delivery mode strategies (any other value is a mode code). */
export const DELIVERY_MODE_STRATEGIES = ["FREE", "LEAST_EXPENSIVE", "MOST_EXPENSIVE"] as const;

export const CARD_BRANDS = ["visa", "master", "mastercard_eurocard", "diners", "amex"] as const;

/** Spec §4.5 3-D Secure statuses. */
export const AUTHENTICATION_STATUSES = [
  "AUTHENTICATION_ATTEMPTED",
  "AUTHENTICATION_AVAILABLE",
  "AUTHENTICATION_EXEMPT",
  "AUTHENTICATION_FAILED",
  "AUTHENTICATION_NOT_IN_EFFECT",
  "AUTHENTICATION_NOT_SUPPORTED",
  "AUTHENTICATION_PENDING",
  "AUTHENTICATION_REJECTED",
  "AUTHENTICATION_REQUIRED",
  "AUTHENTICATION_SUCCESSFUL",
  "AUTHENTICATION_UNAVAILABLE",
] as const;
export type AuthenticationStatus = (typeof AUTHENTICATION_STATUSES)[number];

/** Spec §8 card result reasons (errors[0].reason of payment/process) and the message each maps to. */
export const CARD_RESULT_REASONS = {
  EXPIRED_CARD: "expiredCard",
  DECLINED: "declined",
  INSUFFICIENT_FUNDS: "declined",
  TIMED_OUT: "timeOut",
  UNKNOWN: "unknown",
  UNSPECIFIED_FAILURE: "unspecifiedFailure",
  ACQUIRER_SYSTEM_ERROR: "acquirerSystemError",
} as const;

/**
 * Spec §7.3 device data sent with payer authentication: the fixed values; only browserName is read from the
 * browser.
 */
export const FIXED_DEVICE_DATA = {
  challengeWindowSize: "FULL_SCREEN",
  acceptHeaders: "application/json",
  colorDepth: 24,
  javaEnabled: true,
  language: "en",
  screenHeight: 640,
  screenWidth: 480,
  timeZone: 273,
} as const;

/**
 * The request header an assisted-service agent's calls name the customer in (SAP Commerce's header for it; the
 * specs say only that the customer's user id travels in a header). Decision 0076.
 */
export const AGENT_CUSTOMER_HEADER = "sap-commerce-cloud-user-id";
/** That header's value when the agent serves a guest (no account), on `users/anonymous/…` carts. Decision 0087. */
export const AGENT_GUEST = "anonymous";
