/**
 * Scheduled replenishment orders (account spec §2.22, §9; issue 21): the schedule in words (its
 * `trigger.displayTimeTable`, which always ends in the 12 characters of its time of day, cut off where it is
 * shown), weekday names, the e-mail sent when a scheduled order is placed, and the refusals shown as they are.
 */
export const replenishmentMessages = {
  en: {
    frequency: {
      everyDay: "Every day at 00:00:00",
      everyNDays: "Every {{count}} days at 00:00:00",
      everyWeek: "Every week on {{days}} at 00:00:00",
      everyNWeeks: "Every {{count}} weeks on {{days}} at 00:00:00",
      everyMonth: "Every month on day {{day}} at 00:00:00",
    },
    weekday: {
      MONDAY: "Monday",
      TUESDAY: "Tuesday",
      WEDNESDAY: "Wednesday",
      THURSDAY: "Thursday",
      FRIDAY: "Friday",
      SATURDAY: "Saturday",
      SUNDAY: "Sunday",
    },
    listSeparator: ", ",
    email: {
      placedSubject: "Your scheduled order {{replenishmentOrderCode}}: order {{orderCode}} placed",
      placedText:
        "Hello {{firstName}},\n\nAs scheduled, we placed order {{orderCode}} for you today (scheduled order {{replenishmentOrderCode}}), at today's prices: {{total}}, cash on delivery. Its confirmation follows in a separate e-mail.\n\nYour next scheduled order is on {{nextDate}}.\n\n{{link}}",
      skippedIntro: "These products were out of stock today and are not in this order:",
      nothingSubject: "Your scheduled order {{replenishmentOrderCode}} could not be placed today",
      nothingText:
        "Hello {{firstName}},\n\nWe could not place your scheduled order {{replenishmentOrderCode}} today: none of its products is in stock.\n\nYour next scheduled order is on {{nextDate}}.\n\n{{link}}",
    },
    error: {
      notFound: "Replenishment order {{code}} not found.",
      notActive: "Replenishment order {{code}} is already cancelled.",
      cashOnly: "A scheduled order is paid cash on delivery; choose cash on delivery first.",
      startInPast: "The start date cannot be before today.",
      startTooLate: "The start date must be within a year.",
    },
  },
  ar: {
    frequency: {
      everyDay: "كل يوم في 00:00:00",
      everyNDays: "كل {{count}} أيام في 00:00:00",
      everyWeek: "كل أسبوع يوم {{days}} في 00:00:00",
      everyNWeeks: "كل {{count}} أسابيع يوم {{days}} في 00:00:00",
      everyMonth: "كل شهر في اليوم {{day}} في 00:00:00",
    },
    weekday: {
      MONDAY: "الاثنين",
      TUESDAY: "الثلاثاء",
      WEDNESDAY: "الأربعاء",
      THURSDAY: "الخميس",
      FRIDAY: "الجمعة",
      SATURDAY: "السبت",
      SUNDAY: "الأحد",
    },
    listSeparator: "، ",
    email: {
      placedSubject: "طلبك المجدول {{replenishmentOrderCode}}: تم تقديم الطلب {{orderCode}}",
      placedText:
        "مرحباً {{firstName}}،\n\nكما هو مجدول، قدّمنا لك اليوم الطلب {{orderCode}} (الطلب المجدول {{replenishmentOrderCode}}) بأسعار اليوم: {{total}}، الدفع نقداً عند الاستلام. يصلك تأكيده في رسالة منفصلة.\n\nطلبك المجدول التالي في {{nextDate}}.\n\n{{link}}",
      skippedIntro: "هذه المنتجات غير متوفرة اليوم وليست في هذا الطلب:",
      nothingSubject: "تعذّر تقديم طلبك المجدول {{replenishmentOrderCode}} اليوم",
      nothingText:
        "مرحباً {{firstName}}،\n\nتعذّر علينا تقديم طلبك المجدول {{replenishmentOrderCode}} اليوم: لا يتوفر أي من منتجاته.\n\nطلبك المجدول التالي في {{nextDate}}.\n\n{{link}}",
    },
    error: {
      notFound: "لم يُعثر على الطلب المجدول {{code}}.",
      notActive: "الطلب المجدول {{code}} ملغى بالفعل.",
      cashOnly: "يُدفع الطلب المجدول نقداً عند الاستلام؛ اختر الدفع نقداً عند الاستلام أولاً.",
      startInPast: "لا يمكن أن يكون تاريخ البدء قبل اليوم.",
      startTooLate: "يجب أن يكون تاريخ البدء خلال سنة.",
    },
  },
} as const;
