import type { FeatureMessages } from "../merge";

/**
 * Assisted service (decision 0076): the agent bar over every page while a staff member acts for a customer, and the
 * page a hand-over link that does not hold opens; an agent may also serve a guest (decision 0087).
 */
export const assistedServiceMessages = {
  en: {
    assistedService: {
      bar: "Agent session: {{agent}} is acting for {{customer}}.",
      barGuest: "Agent session: {{agent}} is serving a guest.",
      barLabel: "Agent session",
      cardsByCustomer:
        "Card details are typed by the customer only. Send them a link to pay this cart by card themselves, or choose cash on delivery.",
      cardsByGuest:
        "Card details are typed by the guest only. Send them a link to pay this cart by card themselves: it goes to the e-mail they gave for this order.",
      sendPaymentLink: "Send payment link",
      sendingPaymentLink: "Sending the payment link…",
      paymentLinkSent: "Payment link for {{total}} sent by e-mail to {{email}}.",
      paymentLinkSentBoth: "Payment link for {{total}} sent by e-mail to {{email}} and by SMS to {{phone}}.",
      paymentLinkTooMany:
        "Three payment links were already sent for this cart in the last hour. Ask the customer to check their e-mail and SMS, or try again later.",
      paymentLinkAgentsOnly: "Only an agent acting for a customer sends payment links.",
      paymentLinkSignIn: "Sign in to pay the cart our team prepared for you.",
      replenishmentByCustomer:
        "Scheduled orders are set up by the customer from their own account: they may charge the customer's saved card.",
      paymentLinkNothingToPay:
        "There is nothing left to pay from that payment link: the cart was already ordered or emptied. Your orders are below.",
      paymentLinkGuestNothingToPay:
        "There is nothing left to pay from that payment link: the order was already placed or the cart emptied. Your order confirmation is in your e-mail.",
      paymentLinkGuestSignedIn:
        "That payment link is for an order prepared for a guest, without an account. Sign out, then open the link again to pay it.",
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
      barGuest: "جلسة موظف: {{agent}} يخدم زائرًا.",
      barLabel: "جلسة موظف",
      cardsByCustomer:
        "لا يُدخل بيانات البطاقة إلا العميل نفسه. أرسل إليه رابطاً ليدفع هذه السلة بالبطاقة بنفسه، أو اختر الدفع نقداً عند الاستلام.",
      cardsByGuest:
        "لا يُدخل بيانات البطاقة إلا الزائر نفسه. أرسل إليه رابطاً ليدفع هذه السلة بالبطاقة بنفسه: يصل إلى البريد الإلكتروني الذي أعطاه لهذا الطلب.",
      sendPaymentLink: "إرسال رابط الدفع",
      sendingPaymentLink: "جارٍ إرسال رابط الدفع…",
      paymentLinkSent: "أُرسل رابط دفع بقيمة {{total}} بالبريد الإلكتروني إلى {{email}}.",
      paymentLinkSentBoth: "أُرسل رابط دفع بقيمة {{total}} بالبريد الإلكتروني إلى {{email}} وبرسالة نصية إلى {{phone}}.",
      paymentLinkTooMany:
        "أُرسلت ثلاثة روابط دفع لهذه السلة خلال الساعة الماضية. اطلب من العميل التحقق من بريده ورسائله، أو حاول لاحقاً.",
      paymentLinkAgentsOnly: "لا يرسل روابط الدفع إلا موظف يتصرف نيابةً عن عميل.",
      paymentLinkSignIn: "سجّل الدخول لتدفع السلة التي جهّزها لك فريقنا.",
      replenishmentByCustomer: "يُعدّ العميل الطلبات الدورية بنفسه من حسابه: فقد تُخصم من بطاقته المحفوظة.",
      paymentLinkNothingToPay: "لم يبقَ شيء للدفع من رابط الدفع هذا: طُلبت السلة من قبل أو أُفرغت. طلباتك أدناه.",
      paymentLinkGuestNothingToPay:
        "لم يبقَ شيء للدفع من رابط الدفع هذا: قُدّم الطلب من قبل أو أُفرغت السلة. تأكيد طلبك في بريدك الإلكتروني.",
      paymentLinkGuestSignedIn: "رابط الدفع هذا لطلب جُهّز لزائر بلا حساب. سجّل الخروج، ثم افتح الرابط من جديد لتدفعه.",
      end: "إنهاء الجلسة",
      ended: "انتهت جلسة الموظف.",
      refusedTitle: "تعذّر بدء جلسة الموظف",
      refused: "رابط التسليم غير معروف أو استُخدم من قبل أو انتهت صلاحيته. ابدأ الجلسة من جديد من لوحة الإدارة.",
      customerDisabled: "حساب العميل معطّل. فعّله من لوحة الإدارة أولاً.",
    },
  },
} satisfies FeatureMessages;
