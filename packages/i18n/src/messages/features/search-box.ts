import type { FeatureMessages } from "../merge";

/** The header search box (spec §2.17). */
export const searchBoxMessages = {
  en: {
    searchBox: {
      label: "Search the shop",
      placeholder: "Search products, brands and categories",
      submit: "Search",
      resetLabel: "Clear the search",
      searching: "Searching…",
      noMatch: "We found nothing for “{{term}}”. Try another word.",
      suggestions: "Suggestions",
      products: "Products",
      recentSearches: "Recent searches",
      clearRecent: "Clear",
      suggestionsResult_one: "{{count}} suggestion is available.",
      suggestionsResult_other: "{{count}} suggestions are available.",
      productsResult_one: "{{count}} product is available.",
      productsResult_other: "{{count}} products are available.",
    },
  },
  ar: {
    searchBox: {
      label: "ابحث في المتجر",
      placeholder: "ابحث عن المنتجات والعلامات التجارية والفئات",
      submit: "بحث",
      resetLabel: "مسح البحث",
      searching: "جارٍ البحث…",
      noMatch: "لم نجد شيئاً لـ «{{term}}». جرّب كلمة أخرى.",
      suggestions: "اقتراحات",
      products: "المنتجات",
      recentSearches: "عمليات البحث الأخيرة",
      clearRecent: "مسح",
      suggestionsResult_zero: "لا توجد اقتراحات.",
      suggestionsResult_one: "يوجد اقتراح واحد.",
      suggestionsResult_two: "يوجد اقتراحان.",
      suggestionsResult_few: "توجد {{count}} اقتراحات.",
      suggestionsResult_many: "يوجد {{count}} اقتراحًا.",
      suggestionsResult_other: "يوجد {{count}} اقتراح.",
      productsResult_zero: "لا توجد منتجات.",
      productsResult_one: "يوجد منتج واحد.",
      productsResult_two: "يوجد منتجان.",
      productsResult_few: "توجد {{count}} منتجات.",
      productsResult_many: "يوجد {{count}} منتجًا.",
      productsResult_other: "يوجد {{count}} منتج.",
    },
  },
} satisfies FeatureMessages;
