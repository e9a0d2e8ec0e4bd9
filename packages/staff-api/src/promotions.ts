/**
 * Promotions, vouchers and scheduled price changes as staff run them (issue 19 screen 7 and catalogue prices,
 * merchandiser and owner). A promotion is one rule of the cart's promotion engine (decision 0017): its kind says
 * which amounts it needs. A voucher (a coupon code) unlocks a coupon-only promotion, with its own window and
 * usage limits. Amounts are fils (VAT included), percentages basis points (1500 = 15%), times ISO 8601.
 */
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { z } from "zod";
import { Pagination } from "./audit";
import { PRODUCT_LIMITS } from "./product-constants";
import {
  PRODUCT_PROMOTION_KINDS,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  PROMOTION_SORTS,
  PROMOTION_STATES,
  SCHEDULED_PRICE_STATES,
  VOUCHER_SORTS,
} from "./promotion-constants";

export * from "./promotion-constants";

/** A promotion's code is its permanent id, in lower case (`order-10-above-500`). */
export const PROMOTION_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Voucher codes are what shoppers type: stored upper-case, matched case-insensitively (`WELCOME10`). */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{1,64}$/;
const PromotionCode = z
  .string()
  .trim()
  .transform((code) => code.toLowerCase())
  .pipe(z.string().regex(PROMOTION_CODE_PATTERN, "1 to 64 letters, digits, _ or -, starting with a letter or digit"));
const VoucherCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(VOUCHER_CODE_PATTERN, "1 to 64 letters, digits, _ or -"));

export const StaffPromotionParams = z.object({ code: z.string().min(1).max(64) });
export const StaffVoucherParams = z.object({ code: z.string().min(1).max(64) });

const LocalizedText = z.object({ en: z.string(), ar: z.string().optional() });
const Text = z.string().trim().min(1, "required").max(PROMOTION_LIMITS.textLength);
const Bilingual = z.object({ en: Text, ar: z.string().trim().max(PROMOTION_LIMITS.textLength).optional() });
const Instant = z.iso.datetime({ offset: true });
const Fils = z.number().int().min(1).max(PRODUCT_LIMITS.maxPriceFils);

/** Both ends are optional; an end must come after the start. */
const windowIsOrdered = (value: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);
const WINDOW_ORDER = { message: "The end must be after the start", path: ["endsAt"] };

export const StaffPromotionFilter = z.object({
  q: z.string().trim().min(1).max(100).optional().describe("Part of the code or of the English or Arabic name"),
  kind: z.enum(PROMOTION_KINDS).optional(),
  state: z.enum(PROMOTION_STATES).optional(),
  sort: z.enum(PROMOTION_SORTS).default("code-asc"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffPromotionFilter = z.output<typeof StaffPromotionFilter>;

export const StaffPromotion = z.object({
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  name: LocalizedText,
  description: LocalizedText.describe("Shown in the cart when applied; {amount} is the discount"),
  potentialMessage: LocalizedText.nullable().describe("Shown when the cart is close; {amount}, {quantity}"),
  percentBasisPoints: z.number().int().nullable(),
  amountFils: z.number().int().nullable(),
  thresholdFils: z.number().int().nullable(),
  minQuantity: z.number().int(),
  buyQuantity: z.number().int().nullable(),
  freeQuantity: z.number().int().nullable(),
  productCodes: z.array(z.string()),
  categoryCodes: z.array(z.string()),
  brandCodes: z.array(z.string()),
  priority: z.number().int(),
  exclusive: z.boolean(),
  couponOnly: z.boolean(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageCount: z.number().int().describe("Orders placed with this promotion applied"),
  voucherCount: z.number().int().describe("Vouchers that unlock it"),
});
export type StaffPromotion = z.infer<typeof StaffPromotion>;

export const StaffPromotionList = z.object({ promotions: z.array(StaffPromotion), pagination: Pagination });
export type StaffPromotionList = z.infer<typeof StaffPromotionList>;

const ScopeCodes = z.array(z.string().trim().min(1).max(100)).max(PROMOTION_LIMITS.scopeCodes).default([]);

/**
 * The whole promotion (PUT replaces it). The amounts the kind does not use must be left out: percent kinds take
 * `percentBasisPoints`, amount kinds `amountFils`, BUY_X_GET_Y `buyQuantity` and `freeQuantity`; order kinds and
 * FREE_SHIPPING may take a `thresholdFils`; only product kinds take a scope.
 */
export const StaffPromotionInput = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    name: Bilingual,
    description: Bilingual,
    potentialMessage: Bilingual.nullable().default(null),
    percentBasisPoints: z.number().int().min(1).max(10_000).nullable().default(null),
    amountFils: Fils.nullable().default(null),
    thresholdFils: z.number().int().min(0).max(PRODUCT_LIMITS.maxPriceFils).nullable().default(null),
    minQuantity: z.number().int().min(1).max(PROMOTION_LIMITS.maxQuantity).default(1),
    buyQuantity: z.number().int().min(1).max(PROMOTION_LIMITS.maxQuantity).nullable().default(null),
    freeQuantity: z.number().int().min(1).max(PROMOTION_LIMITS.maxQuantity).nullable().default(null),
    productCodes: ScopeCodes,
    categoryCodes: ScopeCodes,
    brandCodes: ScopeCodes,
    priority: z.number().int().min(-PROMOTION_LIMITS.maxPriority).max(PROMOTION_LIMITS.maxPriority).default(0),
    exclusive: z.boolean().default(false),
    couponOnly: z.boolean().default(false),
    enabled: z.boolean().default(true),
    startsAt: Instant.nullable().default(null),
    endsAt: Instant.nullable().default(null),
  })
  .refine(windowIsOrdered, WINDOW_ORDER)
  .superRefine((input, context) => {
    const need = (field: keyof typeof input, wanted: boolean) => {
      const given = input[field] !== null;
      if (given !== wanted) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: wanted ? `${input.kind} needs ${field}` : `${input.kind} does not take ${field}`,
        });
      }
    };
    const percent = input.kind === "PRODUCT_PERCENT" || input.kind === "ORDER_PERCENT";
    const amount = input.kind === "PRODUCT_AMOUNT" || input.kind === "ORDER_AMOUNT";
    const productKind = PRODUCT_PROMOTION_KINDS.includes(input.kind);
    need("percentBasisPoints", percent);
    need("amountFils", amount);
    need("buyQuantity", input.kind === "BUY_X_GET_Y");
    need("freeQuantity", input.kind === "BUY_X_GET_Y");
    if (productKind && input.thresholdFils !== null) need("thresholdFils", false);
    if (!productKind) {
      for (const field of ["productCodes", "categoryCodes", "brandCodes"] as const) {
        if (input[field].length > 0) {
          context.addIssue({ code: "custom", path: [field], message: `${input.kind} does not take ${field}` });
        }
      }
    }
  });
export type StaffPromotionInput = z.input<typeof StaffPromotionInput>;

export const StaffPromotionCreate = z.intersection(z.object({ code: PromotionCode }), StaffPromotionInput);
export type StaffPromotionCreate = z.input<typeof StaffPromotionCreate>;

export const StaffVoucherFilter = z.object({
  q: z.string().trim().min(1).max(100).optional().describe("Part of the code or of the English or Arabic name"),
  promotion: z.string().trim().min(1).max(64).optional().describe("Only the vouchers of this promotion"),
  state: z.enum(PROMOTION_STATES).optional(),
  sort: z.enum(VOUCHER_SORTS).default("code-asc"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffVoucherFilter = z.output<typeof StaffVoucherFilter>;

export const StaffVoucher = z.object({
  code: z.string(),
  promotionCode: z.string(),
  promotionName: LocalizedText,
  name: LocalizedText,
  description: LocalizedText,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxTotal: z.number().int().nullable(),
  maxPerCustomer: z.number().int().nullable(),
  claimable: z.boolean(),
  enabled: z.boolean(),
  usageCount: z.number().int().describe("Orders placed with the voucher"),
  customerCount: z.number().int().describe("Signed-in customers who used it"),
});
export type StaffVoucher = z.infer<typeof StaffVoucher>;

export const StaffVoucherList = z.object({ vouchers: z.array(StaffVoucher), pagination: Pagination });
export type StaffVoucherList = z.infer<typeof StaffVoucherList>;

const Uses = z.number().int().min(1).max(PROMOTION_LIMITS.maxUses).nullable().default(null);

/** The whole voucher (PUT replaces it); its code is chosen once, at creation. */
export const StaffVoucherInput = z
  .object({
    promotionCode: z.string().trim().min(1).max(64),
    name: Bilingual,
    description: Bilingual,
    startsAt: Instant.nullable().default(null),
    endsAt: Instant.nullable().default(null),
    maxTotal: Uses.describe("Orders all customers together may place with it (null: unlimited)"),
    maxPerCustomer: Uses.describe("Orders one customer may place with it (null: unlimited; a limit needs sign-in)"),
    claimable: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .refine(windowIsOrdered, WINDOW_ORDER);
export type StaffVoucherInput = z.input<typeof StaffVoucherInput>;

export const StaffVoucherCreate = z.intersection(z.object({ code: VoucherCode }), StaffVoucherInput);
export type StaffVoucherCreate = z.input<typeof StaffVoucherCreate>;

export const StaffScheduledPrice = z.object({
  id: z.number().int(),
  productCode: z.string(),
  priceFils: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(SCHEDULED_PRICE_STATES).describe("upcoming → active (applied) → done (ended); or cancelled"),
  previousPriceFils: z.number().int().nullable().describe("The price it replaced, once applied"),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type StaffScheduledPrice = z.infer<typeof StaffScheduledPrice>;

export const StaffScheduledPriceList = z.object({ scheduledPrices: z.array(StaffScheduledPrice) });
export type StaffScheduledPriceList = z.infer<typeof StaffScheduledPriceList>;

export const StaffScheduledPriceParams = z.object({
  code: z.string().min(1).max(100).regex(PRODUCT_CODE_PATTERN),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const StaffScheduledPriceInput = z
  .object({
    priceFils: Fils.describe("AED fils, VAT included"),
    startsAt: Instant.describe("When the price applies (in the future)"),
    endsAt: Instant.nullable().default(null).describe("When the price before it comes back (null: it stays)"),
  })
  .refine(windowIsOrdered, WINDOW_ORDER);
export type StaffScheduledPriceInput = z.input<typeof StaffScheduledPriceInput>;
