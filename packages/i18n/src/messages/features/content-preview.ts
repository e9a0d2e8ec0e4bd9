import type { FeatureMessages } from "../merge";

/**
 * The content preview (shopping spec §2.1 route 'preview', cx-preview; decision 0070): the banner over a page opened
 * through a staff preview link, and what a link that does not hold says.
 */
export const contentPreviewMessages = {
  en: {
    contentPreview: {
      banner: "Preview: this page is shown as it stands, published or not, through a staff preview link.",
      expiresAt: "This link works until {{time}}.",
      refusedTitle: "This preview link does not work",
      invalidSignature: "The link is not a valid preview link: it may have been copied incompletely or changed.",
      expired: "The preview link has expired. Make a new one from the back office.",
      notFound: "The page this link previews no longer exists.",
    },
  },
  ar: {
    contentPreview: {
      banner: "معاينة: تُعرض هذه الصفحة كما هي، منشورة أو غير منشورة، عبر رابط معاينة من فريق المتجر.",
      expiresAt: "يعمل هذا الرابط حتى {{time}}.",
      refusedTitle: "رابط المعاينة هذا لا يعمل",
      invalidSignature: "هذا ليس رابط معاينة صالحاً: ربما نُسخ ناقصاً أو عُدّل.",
      expired: "انتهت صلاحية رابط المعاينة. أنشئ رابطاً جديداً من لوحة الإدارة.",
      notFound: "الصفحة التي يعرضها هذا الرابط لم تعد موجودة.",
    },
  },
} satisfies FeatureMessages;
