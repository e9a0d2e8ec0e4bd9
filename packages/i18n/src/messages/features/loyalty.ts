import type { FeatureMessages } from "../merge";

/**
 * Loyalty points (issue 21; checkout spec §2.9, §2.13, §5.6; account spec §2.12): the checkout's loyalty section
 * and its 'SMS verification' button, the member QR code page and the points history. The spec names
 * myLoyalty.noData itself.
 */
export const loyaltyMessages = {
  en: {
    loyalty: {
      title: "Loyalty points",
      selectLoyalty: "Select loyalty: {{points}} points, worth up to {{value}} on this order",
      noPoints: "You have no loyalty points to use yet.",
      partial: "partial",
      all: "all",
      amount: "Amount to pay with points (AED)",
      remaining: "Remaining",
      restByCard:
        "Your points pay {{points}}; your card pays the remaining {{rest}}. We will check your phone number by SMS first, then your card.",
      covered: "Your points pay the whole order. We will check your phone number by SMS before placing it.",
      smsVerification: "SMS verification",
      paidWithPoints: "Paid with loyalty points",
      paidByCard: "Paid by card",
      errors: {
        insufficientPoints: "The amount is more than your points are worth.",
        exceedsTotal: "The amount is more than the order total.",
        invalidAmount: "Enter an amount of zero or more with at most 2 decimals.",
        notCovered: "Your points no longer cover the whole order; choose another payment method.",
        notVerified: "Please verify your phone number by SMS to pay with points.",
        coversTotal: "Your points pay the whole order; tick 'all' to pay with points only.",
      },
    },
    myLoyalty: {
      qrTitle: "My loyalty card",
      qrIntro: "Show this code at the till to collect or spend your points. It is valid for 15 minutes.",
      qrImage: "Loyalty QR code of member {{member}}",
      memberNumber: "Member number",
      validUntil: "Valid until {{time}}",
      refresh: "Show a new code",
      historyTitle: "Loyalty points history",
      summary: "{{points}} points, worth {{value}}",
      sortLabel: "Sort by",
      sortSubmit: "Sort",
      sort: { byDate: "Date", byTransaction: "Transaction" },
      caption: "Your loyalty points, newest first",
      transaction: "Transaction",
      source: "Source",
      date: "Date",
      expireDate: "Expires",
      points: "Points",
      value: "Value",
      pagesAbove: "Pages of points history (top)",
      pagesBelow: "Pages of points history (bottom)",
      noData: "You have no loyalty points history yet.",
      startShopping: "Start shopping",
      qrLink: "My loyalty card",
    },
    accountMenu: {
      loyaltyQr: "Loyalty card",
      loyaltyHistory: "Loyalty points",
    },
    orders: {
      shortcut: {
        loyaltyHistory: "Points earned and spent, and what they are worth",
        loyaltyQr: "Your member QR code for the shop's tills",
      },
    },
  },
  ar: {
    loyalty: {
      title: "نقاط الولاء",
      selectLoyalty: "اختر الولاء: {{points}} نقطة، بقيمة تصل إلى {{value}} في هذا الطلب",
      noPoints: "ليس لديك نقاط ولاء لاستخدامها بعد.",
      partial: "جزئي",
      all: "الكل",
      amount: "المبلغ المدفوع بالنقاط (درهم)",
      remaining: "المتبقي",
      restByCard:
        "تدفع نقاطك {{points}}، وتدفع بطاقتك المبلغ المتبقي {{rest}}. سنتحقق من رقم هاتفك برسالة نصية أولاً، ثم من بطاقتك.",
      covered: "نقاطك تدفع الطلب كاملاً. سنتحقق من رقم هاتفك برسالة نصية قبل تأكيده.",
      smsVerification: "التحقق عبر الرسائل النصية",
      paidWithPoints: "مدفوع بنقاط الولاء",
      paidByCard: "مدفوع بالبطاقة",
      errors: {
        insufficientPoints: "المبلغ أكبر من قيمة نقاطك.",
        exceedsTotal: "المبلغ أكبر من إجمالي الطلب.",
        invalidAmount: "أدخل مبلغاً يساوي صفراً أو أكثر بمنزلتين عشريتين على الأكثر.",
        notCovered: "لم تعد نقاطك تغطي الطلب كاملاً؛ اختر طريقة دفع أخرى.",
        notVerified: "يرجى التحقق من رقم هاتفك برسالة نصية للدفع بالنقاط.",
        coversTotal: "نقاطك تدفع الطلب كاملاً؛ اختر «الكل» للدفع بالنقاط فقط.",
      },
    },
    myLoyalty: {
      qrTitle: "بطاقة الولاء",
      qrIntro: "اعرض هذا الرمز عند الدفع لجمع نقاطك أو استخدامها. صالح لمدة 15 دقيقة.",
      qrImage: "رمز QR للولاء للعضو {{member}}",
      memberNumber: "رقم العضوية",
      validUntil: "صالح حتى {{time}}",
      refresh: "عرض رمز جديد",
      historyTitle: "سجل نقاط الولاء",
      summary: "{{points}} نقطة، بقيمة {{value}}",
      sortLabel: "ترتيب حسب",
      sortSubmit: "ترتيب",
      sort: { byDate: "التاريخ", byTransaction: "العملية" },
      caption: "نقاط الولاء، الأحدث أولاً",
      transaction: "العملية",
      source: "المصدر",
      date: "التاريخ",
      expireDate: "تنتهي في",
      points: "النقاط",
      value: "القيمة",
      pagesAbove: "صفحات سجل النقاط (أعلى)",
      pagesBelow: "صفحات سجل النقاط (أسفل)",
      noData: "لا يوجد سجل لنقاط الولاء بعد.",
      startShopping: "ابدأ التسوق",
      qrLink: "بطاقة الولاء",
    },
    accountMenu: {
      loyaltyQr: "بطاقة الولاء",
      loyaltyHistory: "نقاط الولاء",
    },
    orders: {
      shortcut: {
        loyaltyHistory: "النقاط المكتسبة والمستخدمة وقيمتها",
        loyaltyQr: "رمز QR الخاص بعضويتك لنقاط البيع في المتجر",
      },
    },
  },
} satisfies FeatureMessages;
