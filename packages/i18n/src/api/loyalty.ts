/** Loyalty points (issue 21): where an entry of the points history came from, as the history shows it. */
export const loyaltyMessages = {
  en: {
    source: {
      earned: "Earned on order {{order}}",
      redeemed: "Spent on order {{order}}",
      revertedCredit: "Returned from order {{order}}",
      revertedDebit: "Taken back for returned items of order {{order}}",
      adjusted: "Adjusted by the shop",
      expired: "Expired",
    },
  },
  ar: {
    source: {
      earned: "مكتسبة من الطلب {{order}}",
      redeemed: "مستخدمة في الطلب {{order}}",
      revertedCredit: "مستردة من الطلب {{order}}",
      revertedDebit: "مسحوبة لمنتجات مرتجعة من الطلب {{order}}",
      adjusted: "تعديل من المتجر",
      expired: "منتهية الصلاحية",
    },
  },
} as const;
