/**
 * The one PostgreSQL schema of Dukkan (runs unchanged on PGlite and PostgreSQL).
 *
 * Conventions:
 * - Shopper-facing text is `Localized` JSONB (`{ en, ar }`), so a third language is data, not a migration.
 * - Money is integer fils (1 AED = 100 fils) and always includes 5% VAT.
 * - Natural OCC codes (product code, category code, isocode, uid) are the primary keys the API speaks.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Text in every storefront language; `en` is the fallback. */
export type Localized = { en: string; ar?: string };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ───────────────────────────── Catalogue ─────────────────────────────

export const categories = pgTable(
  "categories",
  {
    code: text("code").primaryKey(),
    parentCode: text("parent_code"),
    name: jsonb("name").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>(),
    /** URL slug of the English name, unique among siblings (used in /category/{parent}/{slug}). */
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    imageMediaCode: text("image_media_code"),
    seoTitle: jsonb("seo_title").$type<Localized>(),
    seoDescription: jsonb("seo_description").$type<Localized>(),
    updatedAt: updatedAt(),
  },
  (t) => [index("categories_parent_idx").on(t.parentCode)],
);

export const brands = pgTable(
  "brands",
  {
    code: text("code").primaryKey(),
    name: jsonb("name").$type<Localized>().notNull(),
    /** Unique: staff create and rename brands (decision 0079). */
    slug: text("slug").notNull(),
    logoMediaCode: text("logo_media_code"),
    position: integer("position").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("brands_slug_idx").on(t.slug)],
);

/**
 * Products, variants and kit bundles share one table.
 * - A variant points at its base product (`baseProductCode`) and carries its qualifiers in `variant_qualifiers`.
 * - A kit bundle (`kit~{a}~{n0}-{n1}`) has `kind = 'KIT'` and one or more `kit_bundle_templates`.
 */
export const products = pgTable(
  "products",
  {
    code: text("code").primaryKey(),
    kind: text("kind", { enum: ["STANDARD", "BASE", "VARIANT", "KIT"] })
      .notNull()
      .default("STANDARD"),
    baseProductCode: text("base_product_code"),
    /** OCC variant type of this product's variants (e.g. GenericVariantProduct), set on base products. */
    variantType: text("variant_type"),
    name: jsonb("name").$type<Localized>().notNull(),
    subname: jsonb("subname").$type<Localized>(),
    summary: jsonb("summary").$type<Localized>(),
    description: jsonb("description").$type<Localized>(),
    usage: jsonb("usage").$type<Localized>(),
    keywords: jsonb("keywords").$type<Localized>(),
    seoTitle: jsonb("seo_title").$type<Localized>(),
    seoDescription: jsonb("seo_description").$type<Localized>(),
    brandCode: text("brand_code"),
    manufacturer: text("manufacturer"),
    /** Own URL overriding the built /product/{code}-{slug} one (rare). */
    url: text("url"),
    disabled: boolean("disabled").notNull().default(false),
    purchasable: boolean("purchasable").notNull().default(true),
    configurable: boolean("configurable").notNull().default(false),
    configuratorType: text("configurator_type"),
    availableForPickup: boolean("available_for_pickup").notNull().default(true),
    maxOrderQuantity: integer("max_order_quantity"),
    /** Whether a delivered unit may be sent back (issue 20): false for goods the shop cannot take back. */
    returnable: boolean("returnable").notNull().default(true),
    /** Maintained from approved reviews; denormalised because every listing shows it. */
    averageRating: doublePrecision("average_rating"),
    numberOfReviews: integer("number_of_reviews").notNull().default(0),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_base_idx").on(t.baseProductCode),
    index("products_brand_idx").on(t.brandCode),
    // The staff product list (catalog/staff-products, decision 0051): a trigram index for "code or name contains"
    // in both languages (the query's expression is exactly this one), the English name sort, newest changes first.
    index("products_staff_search_idx").using(
      "gin",
      sql`lower(${t.code} || ' ' || coalesce(${t.name} ->> 'en', '') || ' ' || coalesce(${t.name} ->> 'ar', '')) gin_trgm_ops`,
    ),
    index("products_staff_name_idx").on(sql`lower(${t.name} ->> 'en')`, t.code),
    index("products_updated_idx").on(t.updatedAt.desc(), t.code),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productCode: text("product_code").notNull(),
    categoryCode: text("category_code").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productCode, t.categoryCode] }),
    index("product_categories_category_idx").on(t.categoryCode),
  ],
);

/** SIZE / COLOUR / kit qualifiers of a variant product. */
export const variantQualifiers = pgTable(
  "variant_qualifiers",
  {
    productCode: text("product_code").notNull(),
    qualifier: text("qualifier").notNull(),
    value: jsonb("value").$type<Localized>().notNull(),
    /** Swatch image for colour options. */
    imageMediaCode: text("image_media_code"),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.qualifier] })],
);

/** A kit bundle template: which components a kit bundle product is made of. */
export const kitBundleTemplates = pgTable(
  "kit_bundle_templates",
  {
    id: text("id").primaryKey(),
    productCode: text("product_code").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    version: text("version").notNull().default("1.0"),
  },
  (t) => [index("kit_bundle_templates_product_idx").on(t.productCode)],
);

export const kitBundleComponents = pgTable(
  "kit_bundle_components",
  {
    templateId: text("template_id").notNull(),
    productCode: text("product_code").notNull(),
    quantity: integer("quantity").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.productCode] })],
);

/** Classification feature values (dimensions, width, height, length, material, colour …). */
export const productFeatures = pgTable(
  "product_features",
  {
    productCode: text("product_code").notNull(),
    /** Full OCC feature code, e.g. ERP_PRODUCT_CLASSIFICATION_CLASS.width. */
    featureCode: text("feature_code").notNull(),
    classificationCode: text("classification_code").notNull(),
    classificationName: jsonb("classification_name").$type<Localized>().notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    value: jsonb("value").$type<Localized>().notNull(),
    unitSymbol: text("unit_symbol"),
    unitType: text("unit_type"),
    /** Whether listings may facet on this feature. */
    facet: boolean("facet").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productCode, t.featureCode] }),
    index("product_features_code_idx").on(t.featureCode),
  ],
);

/** Gross (VAT-inclusive) list price per currency. */
export const prices = pgTable(
  "prices",
  {
    productCode: text("product_code").notNull(),
    currency: text("currency").notNull().default("AED"),
    valueFils: integer("value_fils").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.currency] })],
);

/** Product discounts: absolute (fils) or percentage (basis points), optionally time-boxed. */
export const discounts = pgTable(
  "discounts",
  {
    id: serial("id").primaryKey(),
    productCode: text("product_code").notNull(),
    absolute: boolean("absolute").notNull(),
    /** Fils when absolute, else basis points (1500 = 15%). */
    value: integer("value").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [index("discounts_product_idx").on(t.productCode)],
);

export const stockLevels = pgTable(
  "stock_levels",
  {
    productCode: text("product_code").primaryKey(),
    /** Units available to sell now. */
    available: integer("available").notNull().default(0),
    /** At or below this level the status is lowStock. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(10),
    updatedAt: updatedAt(),
  },
  // The staff list's low-stock filter and sort by stock: only the few low rows are in it.
  (t) => [
    index("stock_levels_low_idx")
      .on(t.available, t.productCode)
      .where(sql`${t.available} <= ${t.lowStockThreshold}`),
  ],
);

/** Announced replenishments ("back on {date}"). */
export const futureStocks = pgTable(
  "future_stocks",
  {
    productCode: text("product_code").notNull(),
    date: date("date").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.date] })],
);

/** Binary media (generated drawings, logos, banners). Content-addressed by code so shared art is stored once. */
export const medias = pgTable("medias", {
  code: text("code").primaryKey(),
  mime: text("mime").notNull(),
  /** Raw bytes, base64 encoded (portable across PGlite and PostgreSQL drivers). */
  contentBase64: text("content_base64").notNull(),
  altText: jsonb("alt_text").$type<Localized>(),
  width: integer("width"),
  height: integer("height"),
  createdAt: createdAt(),
});

/** A product image in one format; role PRIMARY or GALLERY; `galleryIndex` orders the gallery. */
export const productImages = pgTable(
  "product_images",
  {
    productCode: text("product_code").notNull(),
    imageType: text("image_type", { enum: ["PRIMARY", "GALLERY"] }).notNull(),
    format: text("format", { enum: ["thumbnail", "product", "zoom", "zoomVideo", "cartIcon"] }).notNull(),
    galleryIndex: smallint("gallery_index").notNull().default(0),
    mediaCode: text("media_code").notNull(),
    altText: jsonb("alt_text").$type<Localized>(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.imageType, t.galleryIndex, t.format] })],
);

// ───────────────────────────── Delivery geography ─────────────────────────────

export const regions = pgTable("regions", {
  /** e.g. AE-DU */
  isocode: text("isocode").primaryKey(),
  countryIsocode: text("country_isocode").notNull(),
  name: jsonb("name").$type<Localized>().notNull(),
  position: integer("position").notNull().default(0),
});

export const areas = pgTable(
  "areas",
  {
    /** e.g. AE-DU-MARINA */
    isocode: text("isocode").primaryKey(),
    regionIsocode: text("region_isocode").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    shippingFeeFils: integer("shipping_fee_fils").notNull(),
    /** Free delivery at or above this cart value; null = no free-shipping threshold. */
    orderThresholdFils: integer("order_threshold_fils"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("areas_region_idx").on(t.regionIsocode)],
);

export const pointsOfService = pgTable("points_of_service", {
  name: text("name").primaryKey(),
  displayName: jsonb("display_name").$type<Localized>().notNull(),
  regionIsocode: text("region_isocode").notNull(),
  line1: jsonb("line1").$type<Localized>().notNull(),
  line2: jsonb("line2").$type<Localized>(),
  town: jsonb("town").$type<Localized>().notNull(),
  phone: text("phone"),
  email: text("email"),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  position: integer("position").notNull().default(0),
});

export const openingHours = pgTable(
  "opening_hours",
  {
    posName: text("pos_name").notNull(),
    /** ISO weekday 1 = Monday … 7 = Sunday. */
    weekday: smallint("weekday").notNull(),
    opens: time("opens"),
    closes: time("closes"),
    closed: boolean("closed").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.posName, t.weekday] })],
);

export const deliveryModes = pgTable("delivery_modes", {
  code: text("code").primaryKey(),
  name: jsonb("name").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>(),
  /** 'pick-up' ships nothing; 'home-delivery' charges the area's shipping fee. */
  pickup: boolean("pickup").notNull().default(false),
  active: boolean("active").notNull().default(true),
  position: integer("position").notNull().default(0),
});

// ───────────────────────────── CMS ─────────────────────────────

export const cmsPages = pgTable(
  "cms_pages",
  {
    uid: text("uid").primaryKey(),
    /** ContentPage, CategoryPage, ProductPage, CatalogPage */
    typeCode: text("type_code").notNull(),
    /** Content pages are found by label (e.g. /aboutus); category pages by code. */
    label: text("label"),
    template: text("template").notNull(),
    name: text("name").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>(),
    keywords: jsonb("keywords").$type<Localized>(),
    robots: text("robots").array(),
    /** For CategoryPage: the category codes this page serves (empty = the default page of its type). */
    categoryCodes: text("category_codes").array(),
    defaultPage: boolean("default_page").notNull().default(false),
    properties: jsonb("properties").$type<Record<string, unknown>>(),
    /**
     * Where the page now lives (shopping spec §2.3): a shop path ('/shipping', the storefront adds the language)
     * or an http(s) URL. The storefront answers 301 to it instead of showing the page.
     */
    redirectUrl: text("redirect_url"),
    /**
     * A draft content page (false) is not shown to shoppers: the OCC page lookups answer 404 for it, and staff see it
     * only through a signed preview link (`cx-preview`, decision 0070).
     */
    published: boolean("published").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cms_pages_label_idx").on(t.label), index("cms_pages_type_idx").on(t.typeCode)],
);

export const cmsSlots = pgTable(
  "cms_slots",
  {
    pageUid: text("page_uid").notNull(),
    /** Template position, e.g. Section1, BottomHeaderSlot, Footer. */
    position: text("position").notNull(),
    slotId: text("slot_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageUid, t.position] })],
);

export const cmsSlotComponents = pgTable(
  "cms_slot_components",
  {
    slotId: text("slot_id").notNull(),
    componentUid: text("component_uid").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.componentUid] })],
);

/**
 * A CMS component. `properties` holds its OCC attributes; any value may be a `Localized`
 * object, resolved to the request language when served.
 */
export const cmsComponents = pgTable("cms_components", {
  uid: text("uid").primaryKey(),
  typeCode: text("type_code").notNull(),
  name: text("name").notNull(),
  properties: jsonb("properties").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const navigationNodes = pgTable(
  "navigation_nodes",
  {
    uid: text("uid").primaryKey(),
    parentUid: text("parent_uid"),
    title: jsonb("title").$type<Localized>(),
    url: text("url"),
    target: text("target"),
    styleClasses: text("style_classes"),
    styleAttributes: text("style_attributes"),
    /** [{ itemType, itemId }] pointing at CMS link or banner components. */
    entries: jsonb("entries").$type<{ itemType: string; itemId: string }[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("navigation_nodes_parent_idx").on(t.parentUid)],
);

// ───────────────────────────── OAuth2 ─────────────────────────────

/**
 * Issued OAuth2 access tokens. Only an HMAC of the token is stored, so a leaked table grants nothing;
 * `user_id` is null for client_credentials tokens (anonymous shoppers, device-token calls).
 */
export const oauthTokens = pgTable(
  "oauth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientId: text("client_id").notNull(),
    userId: text("user_id"),
    scope: text("scope").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("oauth_tokens_expires_idx").on(t.expiresAt), index("oauth_tokens_user_idx").on(t.userId)],
);

// ───────────────────────────── Customer accounts ─────────────────────────────

/**
 * Registered customers. `uid` is the lower-cased e-mail for password users (social users later use
 * `provider;id;email`); `customerId` is the stable opaque id handed to other systems (native app push).
 * `passwordHash` is argon2id, null for social users; `active` turns true once the e-mailed activation link is used.
 */
export const customers = pgTable(
  "customers",
  {
    uid: text("uid").primaryKey(),
    customerId: text("customer_id").notNull().unique(),
    email: text("email").notNull(),
    titleCode: text("title_code"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    trn: text("trn"),
    /** Language of e-mails and SMS to this customer (en, ar). */
    language: text("language").notNull().default("en"),
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(false),
    /** Set while staff have disabled the account (back office): it cannot sign in; null = enabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The last sign-in (a new session: password, one-time code or social; refreshes do not count). */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customers_phone_number_idx").on(t.phoneNumber),
    // The staff customer search matches the start of the e-mail, the full name, the last name or the phone number
    // (decision 0050): text_pattern_ops lets `LIKE 'prefix%'` use a btree whatever the database's collation.
    index("customers_email_prefix_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("customers_full_name_prefix_idx").using(
      "btree",
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index("customers_last_name_prefix_idx").using("btree", sql`lower(${t.lastName}) text_pattern_ops`),
    index("customers_phone_prefix_idx").using("btree", sql`${t.phoneNumber} text_pattern_ops`),
    // The staff list's sorts: newest registrations first, or by name.
    index("customers_created_idx").on(t.createdAt, t.uid),
    index("customers_name_sort_idx").on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.uid),
  ],
);

/**
 * Single-use secrets sent to a person: 6-digit codes (LOGIN, SMS) and long link tokens
 * (REGISTER_ACTIVATION, PASSWORD_RESET, EMAIL_CHANGE). Only a hash is stored. `target` is the e-mail or phone number
 * the secret went to (for EMAIL_CHANGE the new address, which the account moves to); `context` the SMS page name (REGISTER, PROFILE …). SMS codes also record when they
 * were verified and until when that verification may be used by the protected action.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose")
      .$type<"LOGIN" | "REGISTER_ACTIVATION" | "PASSWORD_RESET" | "EMAIL_CHANGE" | "SMS">()
      .notNull(),
    customerUid: text("customer_uid"),
    target: text("target").notNull(),
    context: text("context"),
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    resendAllowedAt: timestamp("resend_allowed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedUntil: timestamp("verified_until", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_codes_target_idx").on(t.purpose, t.target, t.context),
    index("verification_codes_expires_idx").on(t.expiresAt),
    index("verification_codes_secret_idx").on(t.secretHash),
  ],
);

/** Fixed-window request counters shared by every API process (rate limits on sign-in, codes and SMS). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);

/** What the sandbox e-mail and SMS adapters "sent", for developers (GET /dev/outbox) and tests. */
export const sandboxOutbox = pgTable(
  "sandbox_outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").$type<"EMAIL" | "SMS" | "PUSH" | "SITE_MESSAGE">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_outbox_recipient_idx").on(t.recipient)],
);

/** Newsletter subscriptions (footer / header / registration box). */
export const emailSubscriptions = pgTable("email_subscriptions", {
  email: text("email").primaryKey(),
  language: text("language").notNull().default("en"),
  createdAt: createdAt(),
});

/**
 * Refresh tokens of password logins (HMAC only, like access tokens). Each use rotates it: the old row gets
 * `revokedAt` and the new one keeps the `familyId`, so a replayed old token reveals theft and ends the family.
 */
export const oauthRefreshTokens = pgTable(
  "oauth_refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id").notNull(),
    clientId: text("client_id").notNull(),
    userId: text("user_id").notNull(),
    scope: text("scope").notNull(),
    /** The access token issued with this refresh token, deleted when the family is revoked. */
    accessTokenHash: text("access_token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("oauth_refresh_tokens_family_idx").on(t.familyId),
    index("oauth_refresh_tokens_expires_idx").on(t.expiresAt),
  ],
);

/*
 * Tables owned by one feature live in that feature's folder (`src/<feature>/<feature>.tables.ts`) and
 * are re-exported below, so drizzle-kit still sees one schema and the feature's tables sit with its
 * service. Import shared tables (customers, products …) from this file, never the other way round.
 */
export * from "../reviews/reviews.tables.js";
export * from "../wishlist/wishlist.tables.js";
export * from "../stock-notifications/stock-notifications.tables.js";
export * from "../recommendations/recommendations.tables.js";
export * from "../social/social.tables.js";
export * from "../cache/cache.tables.js";
export * from "../cart/cart.tables.js";
export * from "../addresses/addresses.tables.js";
export * from "../promotions/promotions.tables.js";
export * from "../checkout/checkout.tables.js";
export * from "../orders/orders.tables.js";
export * from "../orders/attachments/attachments.tables.js";
export * from "../payment/payment.tables.js";
export * from "../notifications/notifications.tables.js";
export * from "../jobs/jobs.tables.js";
export * from "../staff/staff.tables.js";
export * from "../invoices/invoices.tables.js";
export * from "../order-notifications/order-notifications.tables.js";
export * from "../returns/returns.tables.js";
export * from "../tickets/tickets.tables.js";
export * from "../loyalty/loyalty.tables.js";
export * from "../replenishment/replenishment.tables.js";
export * from "../push/push.tables.js";
export * from "../consents/consents.tables.js";
export * from "../catalog/staff-products/scheduled-prices.tables.js";
export * from "../assisted-service/agent-sessions.tables.js";
