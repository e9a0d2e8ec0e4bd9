import type { FeatureMessages } from "../merge";

/**
 * The installable shop (web app manifest, offline page, add-to-home-screen banner on the order confirmation,
 * checkout spec §2.16), web push (account spec §4.7) and the development page that plays the shop app's side of the
 * native app bridge (shopping spec §4).
 */
export const appAndPushMessages = {
  en: {
    installable: {
      appName: "Dukkan — packaging and catering supplies",
      appDescription: "Packaging and catering supplies delivered across the UAE.",
      offlineTitle: "You are offline",
      offlineMessage: "This page needs a connection. Check your internet connection and try again.",
      offlineRetry: "Try again",
      installTitle: "Add Dukkan to your home screen",
      installMessage: "Open the shop in one tap next time and follow your order from there.",
      install: "Add to home screen",
      notNow: "Not now",
    },
    webPush: {
      title: "Order updates in this browser?",
      message: "We can tell you here when your order moves on or a product you wait for is back in stock.",
      allow: "Turn on notifications",
      notNow: "Not now",
      enabled: "Browser notifications are on.",
      blocked: "Your browser blocked notifications. You can allow them in the browser's site settings.",
      failed: "We could not turn on browser notifications. Please try again later.",
    },
    appBridgeHarness: {
      title: "App bridge test harness",
      intro:
        "Plays the shop app's side of the bridge around the shop page below. Developers only: this page does not exist in production.",
      deviceId: "Device id",
      token: "Push token",
      userUid: "User uid",
      redirection: "Path",
      sendUserToken: "Send sendUserToken",
      updatedTokens: "Send updatedTokens",
      sendDeviceToken: "Send sendDeviceToken",
      redirectionButton: "Send redirection",
      received: "Messages from the page",
      shop: "The shop page in the app's web view",
    },
  },
  ar: {
    installable: {
      appName: "دكان — مستلزمات التغليف والضيافة",
      appDescription: "مستلزمات التغليف والضيافة بالتوصيل في جميع أنحاء الإمارات.",
      offlineTitle: "أنت غير متصل بالإنترنت",
      offlineMessage: "تحتاج هذه الصفحة إلى اتصال. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.",
      offlineRetry: "حاول مرة أخرى",
      installTitle: "أضف دكان إلى الشاشة الرئيسية",
      installMessage: "افتح المتجر بلمسة واحدة في المرة القادمة وتابع طلبك من هناك.",
      install: "أضف إلى الشاشة الرئيسية",
      notNow: "ليس الآن",
    },
    webPush: {
      title: "هل تريد تحديثات الطلبات في هذا المتصفح؟",
      message: "يمكننا إعلامك هنا عند تقدم طلبك أو عودة منتج تنتظره إلى المخزون.",
      allow: "تفعيل الإشعارات",
      notNow: "ليس الآن",
      enabled: "تم تفعيل إشعارات المتصفح.",
      blocked: "حظر متصفحك الإشعارات. يمكنك السماح بها من إعدادات الموقع في المتصفح.",
      failed: "تعذّر تفعيل إشعارات المتصفح. يرجى المحاولة لاحقاً.",
    },
    appBridgeHarness: {
      title: "صفحة اختبار جسر التطبيق",
      intro:
        "تؤدي دور تطبيق المتجر في الجسر حول صفحة المتجر أدناه. للمطورين فقط: هذه الصفحة غير موجودة في بيئة الإنتاج.",
      deviceId: "معرّف الجهاز",
      token: "رمز الإشعارات",
      userUid: "معرّف المستخدم",
      redirection: "المسار",
      sendUserToken: "إرسال sendUserToken",
      updatedTokens: "إرسال updatedTokens",
      sendDeviceToken: "إرسال sendDeviceToken",
      redirectionButton: "إرسال redirection",
      received: "الرسائل الواردة من الصفحة",
      shop: "صفحة المتجر داخل عرض الويب في التطبيق",
    },
  },
} satisfies FeatureMessages;
