/** Names the API writes into its answers: the shop, its country, customer titles, order states, payment modes. */
export const shopMessages = {
  en: {
    shopName: "Dukkan",
    emailSignature: "Dukkan — packaging and catering supplies",
    country: { AE: "United Arab Emirates" },
    title: { mr: "Mr.", mrs: "Mrs.", miss: "Miss", ms: "Ms.", dr: "Dr." },
    orderStatus: {
      PAYMENT_PENDING: "Payment being confirmed",
      CREATED: "Placed",
      PROCESSING: "Processing",
      READY_FOR_PICKUP: "Ready for pick-up",
      SHIPPED: "Shipped",
      COMPLETED: "Completed",
      CANCELLED: "Cancelled",
    },
    consignmentStatus: { WAITING: "Waiting for payment", READY: "Being prepared" },
    paymentMode: {
      card: {
        name: "Credit / debit card",
        description: "Pay now with Visa, Mastercard, American Express or Diners.",
      },
      "pay-on-delivery": {
        name: "Pay on delivery",
        description: "Pay in cash or by card when you receive your order.",
      },
    },
  },
  ar: {
    shopName: "دكان",
    emailSignature: "دكان — مستلزمات التغليف والضيافة",
    country: { AE: "الإمارات العربية المتحدة" },
    title: { mr: "السيد", mrs: "السيدة", miss: "الآنسة", ms: "السيدة", dr: "د." },
    orderStatus: {
      PAYMENT_PENDING: "جارٍ تأكيد الدفع",
      CREATED: "تم تقديم الطلب",
      PROCESSING: "قيد التجهيز",
      READY_FOR_PICKUP: "جاهز للاستلام",
      SHIPPED: "تم الشحن",
      COMPLETED: "مكتمل",
      CANCELLED: "ملغى",
    },
    consignmentStatus: { WAITING: "بانتظار الدفع", READY: "قيد التحضير" },
    paymentMode: {
      card: {
        name: "بطاقة ائتمان / خصم",
        description: "ادفع الآن ببطاقة فيزا أو ماستركارد أو أمريكان إكسبريس أو داينرز.",
      },
      "pay-on-delivery": {
        name: "الدفع عند الاستلام",
        description: "ادفع نقداً أو بالبطاقة عند استلام طلبك.",
      },
    },
  },
} as const;
