import type { FeatureMessages } from "../merge";

/** The wishlist (spec §2.8 toggles, §2.11 page): signed-in customers only. */
export const wishlistMessages = {
  en: {
    wishlist: {
      title: "My wishlist",
      description: "Products you saved to buy later.",
      headerLink: "Wishlist",
      add: "Add {{name}} to your wishlist",
      remove: "Remove {{name}} from your wishlist",
      signIn: "Sign in to save {{name}} to your wishlist",
      removeButton: "Remove",
      empty: "Your wishlist is empty.",
      emptyHint: "Tap the heart on any product to keep it here for later.",
      continueShopping: "Continue shopping",
      count_one: "{{count}} product",
      count_other: "{{count}} products",
      failed: "We could not update your wishlist. Please try again.",
    },
  },
  ar: {
    wishlist: {
      title: "قائمة أمنياتي",
      description: "منتجات حفظتها لشرائها لاحقًا.",
      headerLink: "قائمة الأمنيات",
      add: "إضافة {{name}} إلى قائمة أمنياتك",
      remove: "إزالة {{name}} من قائمة أمنياتك",
      signIn: "سجّل الدخول لحفظ {{name}} في قائمة أمنياتك",
      removeButton: "إزالة",
      empty: "قائمة أمنياتك فارغة.",
      emptyHint: "اضغط على رمز القلب في أي منتج لتحتفظ به هنا لوقت لاحق.",
      continueShopping: "متابعة التسوق",
      count_zero: "لا توجد منتجات",
      count_one: "منتج واحد",
      count_two: "منتجان",
      count_few: "{{count}} منتجات",
      count_many: "{{count}} منتجًا",
      count_other: "{{count}} منتج",
      failed: "تعذّر تحديث قائمة أمنياتك. يُرجى المحاولة مرة أخرى.",
    },
  },
} satisfies FeatureMessages;
