/** The customer page's loyalty adjustment texts, English and Arabic (merged into i18n/messages.ts). */
const en = {
  loyaltyAdjustment: {
    title: "Loyalty points",
    balance: "Balance: {{points}} points, worth {{value}} at checkout.",
    intro: "Add points (a positive number) or remove them (a negative one); the reason is kept in the audit log.",
    points: "Points",
    reason: "Reason",
    submit: "Adjust points",
    done: "Points adjusted. The balance is now {{points}} points ({{value}}).",
    failed: "Please correct the marked fields.",
    fieldErrors: {
      points: "A whole number other than 0, from -1,000,000 to 1,000,000; at most the points the customer has.",
      reason: "Say why (3 to 200 characters).",
    },
  },
};

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };

const ar: Tree<typeof en> = {
  loyaltyAdjustment: {
    title: "نقاط الولاء",
    balance: "الرصيد: {{points}} نقطة، قيمتها {{value}} عند الدفع.",
    intro: "أضف نقاطاً (عدد موجب) أو اخصمها (عدد سالب)؛ ويُحفظ السبب في سجل التدقيق.",
    points: "النقاط",
    reason: "السبب",
    submit: "تعديل النقاط",
    done: "تم تعديل النقاط. الرصيد الآن {{points}} نقطة ({{value}}).",
    failed: "يرجى تصحيح الحقول المحددة.",
    fieldErrors: {
      points: "عدد صحيح غير الصفر، من ‎-1,000,000 إلى 1,000,000؛ ولا يتجاوز الخصم نقاط العميل.",
      reason: "اذكر السبب (من 3 إلى 200 حرف).",
    },
  },
};

export const loyaltyAdjustmentMessages = { en, ar };
