/**
 * The demo shop's promotions and coupons (documented in apps/api/README.md). Codes and amounts are fixed;
 * coupon windows are relative to the moment of seeding, so SUMMER25 is always expired and the others live.
 * No free-delivery promotion: delivery is free from the delivery area's threshold (geography.ts), the one rule the
 * header strip, the cart and the delivery page all state.
 */
import type { coupons, promotions } from "@dukkan/api/tables";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

const DAY_MS = 86_400_000;

export function buildPromotions(now: Date): {
  promotions: Insert<typeof promotions>[];
  coupons: Insert<typeof coupons>[];
} {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return {
    promotions: [
      {
        code: "order-10-above-500",
        kind: "ORDER_PERCENT",
        percentBasisPoints: 1000,
        thresholdFils: 50_000,
        potentialFromFils: 35_000,
        name: { en: "10% off orders above AED 500", ar: "خصم 10% على الطلبات فوق 500 درهم" },
        description: {
          en: "10% off your order above AED 500: {amount} saved",
          ar: "خصم 10% على طلبك فوق 500 درهم: وفّرت {amount}",
        },
        potentialMessage: {
          en: "Add {amount} more to get 10% off your order",
          ar: "أضف {amount} أخرى لتحصل على خصم 10% على طلبك",
        },
      },
      {
        code: "single-wall-cups-3-plus-1",
        kind: "BUY_X_GET_Y",
        buyQuantity: 3,
        freeQuantity: 1,
        categoryCodes: ["single-wall-cups"],
        priority: 10,
        name: { en: "Single-wall cups: buy 3, get 1 free", ar: "الأكواب أحادية الجدار: اشترِ 3 واحصل على 1 مجانًا" },
        description: {
          en: "Buy 3 single-wall cup packs, get 1 free: {amount} saved",
          ar: "اشترِ 3 عبوات أكواب أحادية الجدار واحصل على 1 مجانًا: وفّرت {amount}",
        },
        potentialMessage: {
          en: "Add {quantity} more single-wall cup pack and get {free} free",
          ar: "أضف {quantity} عبوة أخرى من الأكواب أحادية الجدار واحصل على {free} مجانًا",
        },
      },
      {
        code: "hadeel-15",
        kind: "PRODUCT_PERCENT",
        percentBasisPoints: 1500,
        brandCodes: ["hadeel"],
        priority: 5,
        name: { en: "15% off Hadeel", ar: "خصم 15% على منتجات هديل" },
        description: { en: "15% off Hadeel products: {amount} saved", ar: "خصم 15% على منتجات هديل: وفّرت {amount}" },
      },
      {
        code: "welcome-10",
        kind: "ORDER_PERCENT",
        percentBasisPoints: 1000,
        couponOnly: true,
        name: { en: "Welcome: 10% off", ar: "ترحيب: خصم 10%" },
        description: { en: "Welcome coupon: 10% off, {amount} saved", ar: "قسيمة الترحيب: خصم 10%، وفّرت {amount}" },
      },
      {
        code: "summer-25",
        kind: "ORDER_PERCENT",
        percentBasisPoints: 2500,
        couponOnly: true,
        name: { en: "Summer sale: 25% off", ar: "تخفيضات الصيف: خصم 25%" },
        description: { en: "Summer sale: 25% off, {amount} saved", ar: "تخفيضات الصيف: خصم 25%، وفّرت {amount}" },
      },
      {
        code: "pack-20",
        kind: "PRODUCT_PERCENT",
        percentBasisPoints: 2000,
        categoryCodes: ["food-containers"],
        couponOnly: true,
        priority: 20,
        name: { en: "20% off food containers", ar: "خصم 20% على حافظات الطعام" },
        description: {
          en: "PACK20: 20% off food containers, {amount} saved",
          ar: "PACK20: خصم 20% على حافظات الطعام، وفّرت {amount}",
        },
      },
    ],
    coupons: [
      {
        code: "WELCOME10",
        promotionCode: "welcome-10",
        name: { en: "Welcome 10% off", ar: "خصم الترحيب 10%" },
        description: {
          en: "10% off your first order. One use per customer; sign in to use it.",
          ar: "خصم 10% على طلبك الأول. استخدام واحد لكل عميل؛ سجّل الدخول لاستخدامه.",
        },
        maxPerCustomer: 1,
        claimable: true,
      },
      {
        code: "SUMMER25",
        promotionCode: "summer-25",
        name: { en: "Summer 25% off", ar: "خصم الصيف 25%" },
        description: { en: "25% off during the summer sale.", ar: "خصم 25% خلال تخفيضات الصيف." },
        startsAt: daysFromNow(-120),
        endsAt: daysFromNow(-30),
        claimable: true,
      },
      {
        code: "PACK20",
        promotionCode: "pack-20",
        name: { en: "20% off food containers", ar: "خصم 20% على حافظات الطعام" },
        description: {
          en: "20% off every food container while the first 100 uses last.",
          ar: "خصم 20% على جميع حافظات الطعام لأول 100 استخدام.",
        },
        endsAt: daysFromNow(365),
        maxTotal: 100,
        claimable: true,
      },
    ],
  };
}
