/**
 * Order cancellation refusals and reorder outcomes (account spec §2.17, §2.21, §8): the storefront shows each
 * `errors[].message` and each cart modification's `statusMessage` as it is, so they are written in both languages.
 */
export const amendmentMessages = {
  en: {
    cancellation: {
      duplicateEntry: "Entry {{entryNumber}} is listed more than once.",
      unknownEntry: "The order has no entry {{entryNumber}}.",
      tooMany: "Only {{cancellable}} of entry {{entryNumber}} can be cancelled.",
    },
    reorder: {
      success: "{{product}} was added to the cart.",
      lowStock: "Only {{quantity}} of {{product}} could be added: the rest is out of stock.",
      maxOrderQuantityExceeded: "Only {{quantity}} of {{product}} could be added: that is the most one order may hold.",
      noStock: "{{product}} is out of stock.",
      unavailable: "{{product}} is no longer sold.",
    },
  },
  ar: {
    cancellation: {
      duplicateEntry: "البند {{entryNumber}} مذكور أكثر من مرة.",
      unknownEntry: "لا يحتوي الطلب على البند {{entryNumber}}.",
      tooMany: "يمكن إلغاء {{cancellable}} فقط من البند {{entryNumber}}.",
    },
    reorder: {
      success: "أضيف {{product}} إلى السلة.",
      lowStock: "أمكن إضافة {{quantity}} فقط من {{product}}: الباقي غير متوفر في المخزون.",
      maxOrderQuantityExceeded: "أمكن إضافة {{quantity}} فقط من {{product}}: هذا أقصى ما يحمله طلب واحد.",
      noStock: "{{product}} غير متوفر في المخزون.",
      unavailable: "{{product}} لم يعد معروضاً للبيع.",
    },
  },
} as const;
