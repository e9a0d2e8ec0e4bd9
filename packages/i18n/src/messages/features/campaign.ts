import type { FeatureMessages } from "../merge";

/** The deals-and-offers and flash-sale listings (spec §2.7, §9 campaign sorts). */
export const campaignMessages = {
  en: {
    campaign: {
      display: "Display",
      sortBy: "Sort by",
      apply: "Apply",
      sorts: {
        "name-asc": "Name (ascending)",
        "name-desc": "Name (descending)",
        "price-asc": "Price (lowest first)",
        "price-desc": "Price (highest first)",
      },
      results_one: "{{count}} product",
      results_other: "{{count}} products",
      loading: "Loading products…",
      viewAll: "View all",
      viewAllOf: "View all: {{title}}",
    },
  },
  ar: {
    campaign: {
      display: "عرض",
      sortBy: "ترتيب حسب",
      apply: "تطبيق",
      sorts: {
        "name-asc": "الاسم (تصاعدي)",
        "name-desc": "الاسم (تنازلي)",
        "price-asc": "السعر (الأقل أولاً)",
        "price-desc": "السعر (الأعلى أولاً)",
      },
      results_zero: "لا توجد منتجات",
      results_one: "منتج واحد",
      results_two: "منتجان",
      results_few: "{{count}} منتجات",
      results_many: "{{count}} منتجًا",
      results_other: "{{count}} منتج",
      loading: "جارٍ تحميل المنتجات…",
      viewAll: "عرض الكل",
      viewAllOf: "عرض الكل: {{title}}",
    },
  },
} satisfies FeatureMessages;
