import type { FeatureMessages } from "../merge";

/**
 * Stock notifications (shopping spec §2.9, §4 Stock notification) and the notification preferences
 * page (account spec §2.9). `stockNotification.unsubscribeSuccess` lives in the core trees.
 */
export const stockNotificationMessages = {
  en: {
    stockNotification: {
      notifyMe: "Notify me",
      stopNotify: "Stop notify",
      outOfStockHint: "Out of stock for now. We can e-mail you as soon as it is back.",
      signInHint: "Sign in and we will e-mail you as soon as it is back.",
      subscribedHint: "We will tell you as soon as this product is back in stock.",
      noChannel: "Turn on e-mail notifications to be told when products are back in stock.",
      managePreferences: "Notification preferences",
      dialogTitle: "We will let you know",
      dialogBody: "As soon as {{name}} is back in stock, we will notify you by:",
      close: "Close",
      subscribeError: "We could not save your request. Please try again.",
      channel: {
        EMAIL: "E-mail",
        PUSH: "App notifications",
        SITE_MESSAGE: "Browser notifications",
        SMS: "Text messages (SMS) about my orders",
      },
    },
    notificationPreference: {
      title: "Notification preferences",
      message:
        "Choose how we contact you about products you asked us to watch, such as items back in stock, and whether we send text messages about your orders.",
      note: "We only write about products you asked us to watch and about your orders. E-mails about your orders are always sent.",
      save: "Save preferences",
      saved: "Your notification preferences were saved.",
      failed: "We could not save your preferences. Please try again.",
    },
  },
  ar: {
    stockNotification: {
      notifyMe: "أعلمني عند التوفر",
      stopNotify: "إيقاف الإشعار",
      outOfStockHint: "غير متوفر حاليًا. يمكننا مراسلتك بالبريد الإلكتروني فور توفره.",
      signInHint: "سجّل الدخول وسنراسلك بالبريد الإلكتروني فور توفره.",
      subscribedHint: "سنعلمك فور عودة هذا المنتج إلى المخزون.",
      noChannel: "فعّل إشعارات البريد الإلكتروني لتعرف متى تعود المنتجات إلى المخزون.",
      managePreferences: "تفضيلات الإشعارات",
      dialogTitle: "سنعلمك بذلك",
      dialogBody: "فور عودة {{name}} إلى المخزون سنرسل لك إشعارًا عبر:",
      close: "إغلاق",
      subscribeError: "تعذّر حفظ طلبك. يرجى المحاولة مرة أخرى.",
      channel: {
        EMAIL: "البريد الإلكتروني",
        PUSH: "إشعارات التطبيق",
        SITE_MESSAGE: "إشعارات المتصفح",
        SMS: "رسائل نصية (SMS) عن طلباتي",
      },
    },
    notificationPreference: {
      title: "تفضيلات الإشعارات",
      message:
        "اختر كيف نتواصل معك بشأن المنتجات التي طلبت متابعتها، مثل عودة المنتجات إلى المخزون، وما إذا كنا نرسل رسائل نصية عن طلباتك.",
      note: "لا نراسلك إلا بشأن المنتجات التي طلبت متابعتها وبشأن طلباتك. نرسل رسائل البريد الإلكتروني عن طلباتك دائماً.",
      save: "حفظ التفضيلات",
      saved: "تم حفظ تفضيلات الإشعارات.",
      failed: "تعذّر حفظ تفضيلاتك. يرجى المحاولة مرة أخرى.",
    },
  },
} satisfies FeatureMessages;
