/** The search API's words: sort and facet names, the search box's 'nothing found', price facet values, SEO texts. */
export const searchMessages = {
  en: {
    sort: {
      relevance: "Relevance",
      topRated: "Top rated",
      "name-asc": "Name (ascending)",
      "name-desc": "Name (descending)",
      "price-asc": "Price (lowest first)",
      "price-desc": "Price (highest first)",
    },
    facet: { allCategories: "All categories", category: "Category", brand: "Brand", price: "Price" },
    noMatch: "No products match “{{term}}”.",
    priceUnder: "Under AED {{to}}",
    priceFrom: "AED {{from}} and above",
    priceBetween: "AED {{from}} – {{to}}",
    categoryDescription: "Shop {{name}} at {{shop}}: prices include VAT, delivered across the UAE.",
    brandDescription:
      "Shop {{name}} packaging and catering supplies at {{shop}}: prices include VAT, delivered across the UAE.",
  },
  ar: {
    sort: {
      relevance: "الأكثر صلة",
      topRated: "الأعلى تقييماً",
      "name-asc": "الاسم (تصاعدي)",
      "name-desc": "الاسم (تنازلي)",
      "price-asc": "السعر (الأقل أولاً)",
      "price-desc": "السعر (الأعلى أولاً)",
    },
    facet: { allCategories: "كل الفئات", category: "الفئة", brand: "العلامة التجارية", price: "السعر" },
    noMatch: "لا توجد منتجات تطابق «{{term}}».",
    priceUnder: "أقل من {{to}} د.إ",
    priceFrom: "{{from}} د.إ فأكثر",
    priceBetween: "{{from}} – {{to}} د.إ",
    categoryDescription: "تسوّق {{name}} من {{shop}} بأسعار شاملة ضريبة القيمة المضافة وتوصيل داخل الإمارات.",
    brandDescription:
      "تسوّق منتجات {{name}} للتغليف ومستلزمات الضيافة من {{shop}}، بأسعار شاملة ضريبة القيمة المضافة وتوصيل داخل الإمارات.",
  },
} as const;
