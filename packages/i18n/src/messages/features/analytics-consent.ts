import type { FeatureMessages } from "../merge";

/** The analytics consent banner and its settings page (decision 0069), shown when the shop runs a tag manager. */
export const analyticsConsentMessages = {
  en: {
    analyticsConsent: {
      title: "Analytics cookies",
      text: "May we measure how the shop is used? Accepting loads our analytics and marketing tags, which set cookies. Declining keeps them off; the shop works the same.",
      accept: "Accept",
      decline: "Decline",
      settingsLink: "Cookie settings",
      pageTitle: "Cookie settings",
      granted: "You accepted analytics cookies.",
      denied: "You declined analytics cookies.",
      unanswered: "You have not chosen yet.",
      saved: "Your choice is saved.",
    },
  },
  ar: {
    analyticsConsent: {
      title: "ملفات تعريف الارتباط التحليلية",
      text: "هل تسمح لنا بقياس كيفية استخدام المتجر؟ القبول يحمّل أدوات التحليل والتسويق التي تضع ملفات تعريف الارتباط. الرفض يبقيها متوقفة، ويعمل المتجر كما هو.",
      accept: "قبول",
      decline: "رفض",
      settingsLink: "إعدادات ملفات تعريف الارتباط",
      pageTitle: "إعدادات ملفات تعريف الارتباط",
      granted: "لقد قبلت ملفات تعريف الارتباط التحليلية.",
      denied: "لقد رفضت ملفات تعريف الارتباط التحليلية.",
      unanswered: "لم تختر بعد.",
      saved: "تم حفظ اختيارك.",
    },
  },
} satisfies FeatureMessages;
