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
    /** Why a card charge was declined, by the gateway's code (anything else: other). */
    declineReason: {
      INSUFFICIENT_FUNDS: "insufficient funds",
      EXPIRED_CARD: "the card has expired",
      DECLINED: "the bank did not approve it",
      other: "the payment was refused",
    },
    email: {
      placedSubject: "Your scheduled order {{replenishmentOrderCode}}: order {{orderCode}} placed",
      placedText:
        "Hello {{firstName}},\n\nAs scheduled, we placed order {{orderCode}} for you today (scheduled order {{replenishmentOrderCode}}), at today's prices: {{total}}, cash on delivery. Its confirmation follows in a separate e-mail.\n\nYour next scheduled order is on {{nextDate}}.\n\n{{link}}",
      placedCardText:
        "Hello {{firstName}},\n\nAs scheduled, we placed order {{orderCode}} for you today (scheduled order {{replenishmentOrderCode}}), at today's prices: {{total}}, paid by your saved card {{card}}. The amount is reserved on the card and charged when the order ships. Its confirmation follows in a separate e-mail.\n\nYour next scheduled order is on {{nextDate}}.\n\n{{link}}",
      declinedSubject: "Your scheduled order {{replenishmentOrderCode}}: your card was declined",
      declinedText:
        "Hello {{firstName}},\n\nWe could not place your scheduled order {{replenishmentOrderCode}} today: the bank declined the payment of {{total}} by your saved card {{card}} ({{reason}}). No order was placed and nothing was charged.\n\nWe will try again on {{nextDate}}. Please make sure the card can be charged, or cancel this schedule and schedule the order again with another card or cash on delivery. After {{maxDays}} declined days in a row the schedule ends.\n\n{{link}}",
      endedDeclinedSubject: "Your scheduled order {{replenishmentOrderCode}} has ended: your card was declined",
      endedDeclinedText:
        "Hello {{firstName}},\n\nThe bank declined the payment of your scheduled order {{replenishmentOrderCode}} by your saved card {{card}} ({{reason}}) for the {{maxDays}}th day in a row, so we have ended the schedule. No order was placed and nothing was charged.\n\nYou can schedule the order again at checkout with another card or cash on delivery.\n\n{{link}}",
      cardRemovedSubject: "Your scheduled order {{replenishmentOrderCode}} has ended: its card was removed",
      cardRemovedText:
        "Hello {{firstName}},\n\nYour scheduled order {{replenishmentOrderCode}} was paid by a saved card that has since been removed from your account, so we could not place today's order and have ended the schedule. Nothing was charged.\n\nYou can schedule the order again at checkout with another card or cash on delivery.\n\n{{link}}",
      skippedIntro: "These products were out of stock today and are not in this order:",
      nothingSubject: "Your scheduled order {{replenishmentOrderCode}} could not be placed today",
      nothingText:
        "Hello {{firstName}},\n\nWe could not place your scheduled order {{replenishmentOrderCode}} today: none of its products is in stock.\n\nYour next scheduled order is on {{nextDate}}.\n\n{{link}}",
    },
    error: {
      notFound: "Replenishment order {{code}} not found.",
      notActive: "Replenishment order {{code}} is already cancelled.",
      cashOnly: "A scheduled order is paid cash on delivery or by one of your saved cards; choose one first.",
      savedCardOnly: "A scheduled order can be paid only by one of your saved cards; choose a saved card.",
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
    declineReason: {
      INSUFFICIENT_FUNDS: "رصيد غير كافٍ",
      EXPIRED_CARD: "انتهت صلاحية البطاقة",
      DECLINED: "لم يوافق البنك",
      other: "رُفض الدفع",
    },
    email: {
      placedSubject: "طلبك المجدول {{replenishmentOrderCode}}: تم تقديم الطلب {{orderCode}}",
      placedText:
        "مرحباً {{firstName}}،\n\nكما هو مجدول، قدّمنا لك اليوم الطلب {{orderCode}} (الطلب المجدول {{replenishmentOrderCode}}) بأسعار اليوم: {{total}}، الدفع نقداً عند الاستلام. يصلك تأكيده في رسالة منفصلة.\n\nطلبك المجدول التالي في {{nextDate}}.\n\n{{link}}",
      placedCardText:
        "مرحباً {{firstName}}،\n\nكما هو مجدول، قدّمنا لك اليوم الطلب {{orderCode}} (الطلب المجدول {{replenishmentOrderCode}}) بأسعار اليوم: {{total}}، مدفوعاً ببطاقتك المحفوظة {{card}}. يُحجز المبلغ على البطاقة ويُخصم عند شحن الطلب. يصلك تأكيده في رسالة منفصلة.\n\nطلبك المجدول التالي في {{nextDate}}.\n\n{{link}}",
      declinedSubject: "طلبك المجدول {{replenishmentOrderCode}}: رُفضت بطاقتك",
      declinedText:
        "مرحباً {{firstName}}،\n\nتعذّر علينا تقديم طلبك المجدول {{replenishmentOrderCode}} اليوم: رفض البنك دفع {{total}} ببطاقتك المحفوظة {{card}} ({{reason}}). لم يُقدَّم أي طلب ولم يُخصم أي مبلغ.\n\nسنحاول مجدداً في {{nextDate}}. يرجى التأكد من إمكانية الدفع بالبطاقة، أو إلغاء هذا الطلب المجدول وجدولته من جديد ببطاقة أخرى أو بالدفع نقداً عند الاستلام. ينتهي الطلب المجدول بعد رفض الدفع {{maxDays}} أيام متتالية.\n\n{{link}}",
      endedDeclinedSubject: "انتهى طلبك المجدول {{replenishmentOrderCode}}: رُفضت بطاقتك",
      endedDeclinedText:
        "مرحباً {{firstName}}،\n\nرفض البنك دفع طلبك المجدول {{replenishmentOrderCode}} ببطاقتك المحفوظة {{card}} ({{reason}}) لليوم {{maxDays}} على التوالي، فأنهينا الطلب المجدول. لم يُقدَّم أي طلب ولم يُخصم أي مبلغ.\n\nيمكنك جدولة الطلب من جديد عند إتمام الشراء ببطاقة أخرى أو بالدفع نقداً عند الاستلام.\n\n{{link}}",
      cardRemovedSubject: "انتهى طلبك المجدول {{replenishmentOrderCode}}: حُذفت بطاقته",
      cardRemovedText:
        "مرحباً {{firstName}}،\n\nكان طلبك المجدول {{replenishmentOrderCode}} يُدفع ببطاقة محفوظة حُذفت من حسابك، فتعذّر علينا تقديم طلب اليوم وأنهينا الطلب المجدول. لم يُخصم أي مبلغ.\n\nيمكنك جدولة الطلب من جديد عند إتمام الشراء ببطاقة أخرى أو بالدفع نقداً عند الاستلام.\n\n{{link}}",
      skippedIntro: "هذه المنتجات غير متوفرة اليوم وليست في هذا الطلب:",
      nothingSubject: "تعذّر تقديم طلبك المجدول {{replenishmentOrderCode}} اليوم",
      nothingText:
        "مرحباً {{firstName}}،\n\nتعذّر علينا تقديم طلبك المجدول {{replenishmentOrderCode}} اليوم: لا يتوفر أي من منتجاته.\n\nطلبك المجدول التالي في {{nextDate}}.\n\n{{link}}",
    },
    error: {
      notFound: "لم يُعثر على الطلب المجدول {{code}}.",
      notActive: "الطلب المجدول {{code}} ملغى بالفعل.",
      cashOnly: "يُدفع الطلب المجدول نقداً عند الاستلام أو بإحدى بطاقاتك المحفوظة؛ اختر إحداهما أولاً.",
      savedCardOnly: "لا يُدفع الطلب المجدول إلا بإحدى بطاقاتك المحفوظة؛ اختر بطاقة محفوظة.",
      startInPast: "لا يمكن أن يكون تاريخ البدء قبل اليوم.",
      startTooLate: "يجب أن يكون تاريخ البدء خلال سنة.",
    },
  },
} as const;
