import { PAYMENT_MODE_NAMES } from "../payment-mode-names";
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
      PARTIALLY_SHIPPED: "Partly shipped",
      READY_FOR_PICKUP: "Ready for pick-up",
      SHIPPED: "Shipped",
      COMPLETED: "Completed",
      CANCELLING: "Being cancelled",
      CANCELLED: "Cancelled",
    },
    orderHistorySort: { byDate: "Date", byOrderNumber: "Order number" },
    consignmentStatus: {
      WAITING: "Waiting for payment",
      READY: "Being prepared",
      PICKPACK: "Being packed",
      SHIPPED: "Shipped",
      DELIVERY_COMPLETED: "Delivered",
      READY_FOR_PICKUP: "Ready for pick-up",
      PICKUP_COMPLETE: "Collected",
      CANCELLED: "Cancelled",
    },
    paymentMode: {
      card: {
        name: PAYMENT_MODE_NAMES.en.card,
        description: "Pay now with Visa, Mastercard, American Express or Diners.",
      },
      "pay-on-delivery": {
        // One name with the storefront's payment step, confirmation and order pages.
        name: PAYMENT_MODE_NAMES.en["pay-on-delivery"],
        description: "Pay in cash when you receive your order.",
      },
      "loyalty-point": {
        name: PAYMENT_MODE_NAMES.en["loyalty-point"],
        description: "Paid in full with your loyalty points.",
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
      PARTIALLY_SHIPPED: "تم شحن جزء منه",
      READY_FOR_PICKUP: "جاهز للاستلام",
      SHIPPED: "تم الشحن",
      COMPLETED: "مكتمل",
      CANCELLING: "جارٍ الإلغاء",
      CANCELLED: "ملغى",
    },
    orderHistorySort: { byDate: "التاريخ", byOrderNumber: "رقم الطلب" },
    consignmentStatus: {
      WAITING: "بانتظار الدفع",
      READY: "قيد التحضير",
      PICKPACK: "قيد التغليف",
      SHIPPED: "تم الشحن",
      DELIVERY_COMPLETED: "تم التوصيل",
      READY_FOR_PICKUP: "جاهز للاستلام",
      PICKUP_COMPLETE: "تم الاستلام",
      CANCELLED: "ملغاة",
    },
    paymentMode: {
      card: {
        name: PAYMENT_MODE_NAMES.ar.card,
        description: "ادفع الآن ببطاقة فيزا أو ماستركارد أو أمريكان إكسبريس أو داينرز.",
      },
      "pay-on-delivery": {
        name: PAYMENT_MODE_NAMES.ar["pay-on-delivery"],
        description: "ادفع نقداً عند استلام طلبك.",
      },
      "loyalty-point": {
        name: PAYMENT_MODE_NAMES.ar["loyalty-point"],
        description: "مدفوع بالكامل بنقاط الولاء.",
      },
    },
  },
} as const;
