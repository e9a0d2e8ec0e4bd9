/** The consent templates' names and descriptions (account spec §2.10), by template id, as the API answers them. */
export const consentMessages = {
  en: {
    MARKETING_EMAIL: {
      name: "Marketing e-mails",
      description: "News, offers and new products from Dukkan by e-mail (our newsletter).",
    },
    SMS_OFFERS: {
      name: "Offers by SMS",
      description: "Occasional offers and discount codes by text message to your phone number.",
    },
    PERSONALISED_RECOMMENDATIONS: {
      name: "Personalised recommendations",
      description: "Product suggestions based on what you view and order.",
    },
    TERMS_AND_CONDITIONS: {
      name: "Terms and conditions",
      description: "The shop's terms and conditions, accepted when you registered.",
    },
  },
  ar: {
    MARKETING_EMAIL: {
      name: "رسائل تسويقية بالبريد الإلكتروني",
      description: "أخبار وعروض ومنتجات جديدة من دكان عبر البريد الإلكتروني (نشرتنا الإخبارية).",
    },
    SMS_OFFERS: {
      name: "عروض عبر الرسائل النصية",
      description: "عروض ورموز خصم من حين لآخر برسالة نصية إلى رقم هاتفك.",
    },
    PERSONALISED_RECOMMENDATIONS: {
      name: "توصيات مخصصة",
      description: "اقتراحات منتجات بناءً على ما تتصفحه وتطلبه.",
    },
    TERMS_AND_CONDITIONS: {
      name: "الشروط والأحكام",
      description: "شروط وأحكام المتجر التي وافقت عليها عند التسجيل.",
    },
  },
} as const;
