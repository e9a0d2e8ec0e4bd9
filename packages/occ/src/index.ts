/**
 * Shapes of the OCC REST API shared by the API (which validates and documents its responses with them)
 * and the storefront (which reads them). Field names follow SAP OCC and the Dukkan specs exactly.
 */
import { z } from "zod";
import { NOTIFICATION_CHANNELS, PRODUCT_INTEREST_TYPES, PRODUCT_REFERENCE_TYPES } from "./constants";
import { SMS_STATUS_CODES } from "./sms";

export * from "./constants";
export { SMS_STATUS_CODES, type SmsStatusCode } from "./sms";

// ───── Errors ─────
export const OccError = z.object({
  type: z.string(),
  reason: z.string().optional(),
  subject: z.string().optional(),
  subjectType: z.string().optional(),
  message: z.string(),
});
export const OccErrorList = z.object({ errors: z.array(OccError) });
export type OccError = z.infer<typeof OccError>;
export type OccErrorList = z.infer<typeof OccErrorList>;

// ───── Money, images, stock ─────
export const Price = z.object({
  currencyIso: z.string(),
  value: z.number(),
  formattedValue: z.string(),
  priceType: z.string().optional(),
});
export type Price = z.infer<typeof Price>;

export const Image = z.object({
  url: z.string(),
  altText: z.string().optional(),
  format: z.string().optional(),
  imageType: z.enum(["PRIMARY", "GALLERY"]).optional(),
  galleryIndex: z.number().optional(),
});
export type Image = z.infer<typeof Image>;

/** OCC product images: PRIMARY keyed by format, GALLERY as one format map per galleryIndex. */
export const ProductImages = z.object({
  PRIMARY: z.record(z.string(), Image).optional(),
  GALLERY: z.array(z.record(z.string(), Image)).optional(),
});
export type ProductImages = z.infer<typeof ProductImages>;

export const StockLevelStatus = z.enum(["inStock", "lowStock", "outOfStock"]);
export const Stock = z.object({
  stockLevelStatus: StockLevelStatus,
  stockLevel: z.number().optional(),
  isValueRounded: z.boolean().optional(),
});
export type Stock = z.infer<typeof Stock>;

// ───── Product ─────
export const CategoryRef = z.object({ code: z.string(), name: z.string().optional(), url: z.string().optional() });
export const FeatureValue = z.object({ value: z.string() });
export const Feature = z.object({
  code: z.string(),
  name: z.string(),
  comparable: z.boolean().optional(),
  range: z.boolean().optional(),
  featureValues: z.array(FeatureValue),
  featureUnit: z.object({ symbol: z.string(), unitType: z.string(), name: z.string().optional() }).optional(),
});
export const Classification = z.object({
  code: z.string(),
  name: z.string(),
  features: z.array(Feature),
});
export const DiscountRow = z.object({ absolute: z.boolean(), currencyIso: z.string(), value: z.number() });
export const Discount = z.object({
  subtotalDiscountValue: z.number().optional(),
  discountRows: z.array(DiscountRow),
});
export const VariantOptionQualifier = z.object({
  qualifier: z.string(),
  name: z.string().optional(),
  value: z.string(),
  image: Image.optional(),
});
export const VariantOption = z.object({
  code: z.string(),
  url: z.string().optional(),
  disabled: z.boolean().optional(),
  stock: Stock.optional(),
  priceData: Price.optional(),
  priceAfterDiscount: Price.optional(),
  images: z.array(Image).optional(),
  variantOptionQualifiers: z.array(VariantOptionQualifier),
});
export const BaseOption = z.object({
  variantType: z.string(),
  selected: VariantOption.optional(),
  options: z.array(VariantOption),
});
export const KittingBundleTemplate = z.object({
  id: z.string(),
  name: z.string().optional(),
  version: z.string().optional(),
  products: z.array(z.object({ code: z.string(), quantity: z.number() })).optional(),
});
/** A promotion a product may get (OCC Promotion); `description` is the text to show, in the request language. */
export const Promotion = z.object({
  code: z.string(),
  description: z.string().optional(),
  /** The kind of rule (PRODUCT_PERCENT, PRODUCT_AMOUNT, BUY_X_GET_Y). */
  promotionType: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  priority: z.number().optional(),
});
export type Promotion = z.infer<typeof Promotion>;
/** An announced replenishment; `date` is an ISO date-time at midnight in the shop's time zone (UTC+4). */
export const FutureStock = z.object({
  date: z.string(),
  formattedDate: z.string().optional(),
  stock: Stock.optional(),
});
export const Brand = z.object({ code: z.string(), name: z.string() });

/**
 * Every field optional: the `fields` parameter decides which are present. Nested objects are complete at the
 * levels (BASIC, DEFAULT, FULL); an explicit sub-list such as `price(formattedValue)` returns a partial object,
 * which these schemas do not describe (the product's `code` and an image's `url` and `format` are always there).
 */
export const Product = z.object({
  code: z.string(),
  name: z.string().optional(),
  name_en: z.string().optional(),
  subname: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  usage: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  url: z.string().optional(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  manufacturer: z.string().optional(),
  brand: Brand.optional(),
  qrCodeImageUrl: z.string().optional(),
  price: Price.optional(),
  priceAfterDiscount: Price.optional(),
  discount: Discount.optional(),
  priceData: Price.optional(),
  averageRating: z.number().optional(),
  numberOfReviews: z.number().optional(),
  disabled: z.boolean().optional(),
  purchasable: z.boolean().optional(),
  configurable: z.boolean().optional(),
  configuratorType: z.string().optional(),
  multidimensional: z.boolean().optional(),
  availableForPickup: z.boolean().optional(),
  stock: Stock.optional(),
  maxOrderQuantity: z.number().optional(),
  futureStocks: z.array(FutureStock).optional(),
  images: ProductImages.optional(),
  categories: z.array(CategoryRef).optional(),
  superCategories: z.array(CategoryRef).optional(),
  classifications: z.array(Classification).optional(),
  baseProduct: z.string().optional(),
  baseOptions: z.array(BaseOption).optional(),
  variantOptions: z.array(VariantOption).optional(),
  variantType: z.string().optional(),
  kittingBundleTemplates: z.array(KittingBundleTemplate).optional(),
  /** The same templates under the name `products/{code}?fields=bundleTemplates` asks for (shopping spec §7). */
  bundleTemplates: z.array(KittingBundleTemplate).optional(),
  potentialPromotions: z.array(Promotion).optional(),
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.object({ products: z.array(Product) });
export type ProductList = z.infer<typeof ProductList>;

// ───── Regions and areas ─────
export const Area = z.object({
  isocode: z.string(),
  name: z.string(),
  shippingFee: z.number(),
  orderThreshold: z.number().nullable(),
  /** The area's centre, where the checkout's map opens; absent for an area whose centre the shop does not know. */
  geoPoint: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
export const Region = z.object({
  isocode: z.string(),
  isocodeShort: z.string().optional(),
  countryIso: z.string(),
  name: z.string(),
  areas: z.array(Area),
});
export const RegionList = z.object({ regions: z.array(Region) });
export type Area = z.infer<typeof Area>;
export type Region = z.infer<typeof Region>;
export type RegionList = z.infer<typeof RegionList>;

// ───── CMS ─────
/** A component's OCC attributes; localized values arrive already resolved to the request language. */
export const Component = z
  .object({
    uid: z.string(),
    typeCode: z.string(),
    name: z.string().optional(),
    modifiedtime: z.string().optional(),
  })
  .catchall(z.unknown());
export type Component = z.infer<typeof Component>;
export const ComponentList = z.object({
  component: z.array(Component),
  pagination: z
    .object({ currentPage: z.number(), pageSize: z.number(), totalPages: z.number(), totalResults: z.number() })
    .optional(),
});
export type ComponentList = z.infer<typeof ComponentList>;
export const ContentSlot = z.object({
  slotId: z.string(),
  position: z.string(),
  name: z.string().optional(),
  components: z.object({ component: z.array(Component) }),
});
export const Page = z.object({
  uid: z.string(),
  typeCode: z.string(),
  template: z.string(),
  name: z.string(),
  title: z.string().optional(),
  label: z.string().optional(),
  description: z.string().optional(),
  keywords: z.string().optional(),
  robotTag: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  /** The page has moved: the storefront answers 301 to this shop path or http(s) URL (spec §2.3). */
  redirectUrl: z.string().optional(),
  contentSlots: z.object({ contentSlot: z.array(ContentSlot) }),
});
export type Page = z.infer<typeof Page>;

/** Navigation node as served inside a NavigationComponent's `navigationNode` attribute. */
export type NavigationNode = {
  uid: string;
  title?: string;
  url?: string;
  target?: string;
  styleClasses?: string;
  styleAttributes?: string;
  entries: { itemType: string; itemId: string }[];
  children: NavigationNode[];
};
export const NavigationNode: z.ZodType<NavigationNode> = z.lazy(() =>
  z.object({
    uid: z.string(),
    title: z.string().optional(),
    url: z.string().optional(),
    target: z.string().optional(),
    styleClasses: z.string().optional(),
    styleAttributes: z.string().optional(),
    entries: z.array(z.object({ itemType: z.string(), itemId: z.string() })),
    children: z.array(NavigationNode),
  }),
);

// ───── OAuth ─────
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number(),
  scope: z.string(),
  refresh_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
export const OAuthError = z.object({ error: z.string(), error_description: z.string() });

// ───── Sandbox outbox (development only: GET /dev/outbox) ─────
export const OutboxMessage = z.object({
  id: z.number(),
  /** PUSH (app) and SITE_MESSAGE (web push) are sent to the customer's uid, one message per device or browser. */
  channel: z.enum(["EMAIL", "SMS", "PUSH", "SITE_MESSAGE"]),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  links: z.array(z.string()),
  codes: z.array(z.string()),
  sentAt: z.string(),
  /** Files sent with an e-mail (the order confirmation's tax invoice); download: GET /dev/outbox/attachments/{id}. */
  attachments: z
    .array(z.object({ id: z.number(), filename: z.string(), contentType: z.string(), size: z.number() }))
    .optional(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

// ───── Reviews ─────
export { LATEST_REVIEWS_DEFAULT, REVIEW_LIMITS } from "./review-limits";

/** A product review; headline, comment and alias are plain text (never HTML). `date` is an ISO date-time. */
export const Review = z.object({
  id: z.string(),
  headline: z.string(),
  comment: z.string(),
  rating: z.number(),
  date: z.string(),
  alias: z.string().optional(),
  principal: z.object({ uid: z.string().optional(), name: z.string() }),
  product: Product.pick({ code: true, name: true, name_en: true, url: true, images: true }).optional(),
});
export type Review = z.infer<typeof Review>;
export const ReviewList = z.object({ reviews: z.array(Review) });
export type ReviewList = z.infer<typeof ReviewList>;

// ───── Comparison (GET products/productsForComparison?code=) ─────
/** One compared attribute: `name` is a stable key (e.g. material, width) the storefront translates. */
export const ComparisonAttribute = z.object({ name: z.string(), value: z.string() });
/** A compared product: the listing fields, with its specifications flattened to name/value pairs. */
export const ComparisonProduct = Product.omit({ classifications: true }).extend({
  classifications: z.array(ComparisonAttribute).optional(),
});
export type ComparisonProduct = z.infer<typeof ComparisonProduct>;
export const ComparisonProductList = z.object({ products: z.array(ComparisonProduct) });
export type ComparisonProductList = z.infer<typeof ComparisonProductList>;

// ───── Wishlist (users/{userId}/wishlist) ─────
export const WishlistEntry = z.object({ entryNumber: z.number(), addedDate: z.string(), product: Product });
export const Wishlist = z.object({ entries: z.array(WishlistEntry) });
export type WishlistEntry = z.infer<typeof WishlistEntry>;
export type Wishlist = z.infer<typeof Wishlist>;

// ───── Stock notifications (users/{userId}/productinterests, users/{userId}/notificationpreferences) ─────
export const ProductInterestEntry = z.object({
  interestType: z.enum(PRODUCT_INTEREST_TYPES),
  dateAdded: z.string(),
});
/** One product the customer asked to hear about, with the interests they registered for it. */
export const ProductInterestRelation = z.object({
  product: Product,
  productInterestEntry: z.array(ProductInterestEntry),
});
export type ProductInterestRelation = z.infer<typeof ProductInterestRelation>;
export const ProductInterestSearchResult = z.object({
  results: z.array(ProductInterestRelation),
  pagination: z.object({
    currentPage: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalResults: z.number(),
  }),
});
export type ProductInterestSearchResult = z.infer<typeof ProductInterestSearchResult>;
/** A channel: `value` is where it reaches the customer (the e-mail address); hidden channels cannot deliver yet. */
export const NotificationPreference = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
  visible: z.boolean(),
  value: z.string().optional(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;
export const NotificationPreferenceList = z.object({ preferences: z.array(NotificationPreference) });
export type NotificationPreferenceList = z.infer<typeof NotificationPreferenceList>;

// ───── Product references (products/{productCode}/references) and home recommendations ─────
export const ProductReference = z.object({
  referenceType: z.enum(PRODUCT_REFERENCE_TYPES),
  preselected: z.boolean(),
  target: Product,
});
export const ProductReferenceList = z.object({ references: z.array(ProductReference) });
export type ProductReferenceList = z.infer<typeof ProductReferenceList>;

// ───── SMS verification (users/{userId}/smss/allowToSubmit|submit|verify) ─────
export const SmsStatus = z.object({
  statusCode: z.enum(SMS_STATUS_CODES),
  isSent: z.boolean(),
  isVerify: z.boolean(),
  allowToSubmitDate: z.string().nullable(),
  submissionExpiryDate: z.string().nullable(),
  submissionVerifyDate: z.string().nullable(),
  submissionVerifyValidDate: z.string().nullable(),
});
export type SmsStatus = z.infer<typeof SmsStatus>;
