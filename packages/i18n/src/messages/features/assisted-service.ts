import type { FeatureMessages } from "../merge";

/**
 * Assisted service (decision 0076): the agent bar over every page while a staff member acts for a customer, and the
 * page a hand-over link that does not hold opens.
 */
export const assistedServiceMessages = {
  en: {
    assistedService: {
      bar: "Agent session: {{agent}} is acting for {{customer}}.",
      barLabel: "Agent session",
      cardsByCustomer: "Card payments are typed by the customer only; place the order as cash on delivery.",
      end: "End session",
      ended: "The agent session has ended.",
      refusedTitle: "This agent session could not start",
      refused: "The hand-over link is unknown, already used or expired. Start the session again from the back office.",
      customerDisabled: "The customer's account is disabled. Enable it in the back office first.",
    },
  },
  ar: {
    assistedService: {
      bar: "جلسة موظف: {{agent}} يتصرف نيابةً عن {{customer}}.",
      barLabel: "جلسة موظف",
      cardsByCustomer: "لا يُدخل بيانات البطاقة إلا العميل نفسه؛ اطلب الطلب بالدفع نقداً عند الاستلام.",
      end: "إنهاء الجلسة",
      ended: "انتهت جلسة الموظف.",
      refusedTitle: "تعذّر بدء جلسة الموظف",
      refused: "رابط التسليم غير معروف أو استُخدم من قبل أو انتهت صلاحيته. ابدأ الجلسة من جديد من لوحة الإدارة.",
      customerDisabled: "حساب العميل معطّل. فعّله من لوحة الإدارة أولاً.",
    },
  },
} satisfies FeatureMessages;
