import type { FeatureMessages } from "../merge";

/** Social sign-in: provider buttons and the outcomes of a sign-in at a provider (account spec §2.2, §8). */
export const socialMessages = {
  en: {
    socialLogin: {
      providers: {
        facebook: "Continue with Facebook",
        twitter: "Continue with X",
        google: "Sign in with Google",
        apple: "Sign in with Apple",
      },
      failedTitle: "Sign-in did not complete",
      tryAgain: "Back to sign in",
      errors: {
        cancelled: "User cancelled login or did not fully authorize.",
        expired: "Not logged in",
        notFound: "Login provider not found",
        refused: "Login providers not ready yet...",
      },
    },
    httpHandlers: {
      badRequest: {
        error_email_has_been_registered:
          "This e-mail address is already registered. Sign in with your e-mail and password instead.",
      },
    },
  },
  ar: {
    socialLogin: {
      providers: {
        facebook: "المتابعة باستخدام فيسبوك",
        twitter: "المتابعة باستخدام X",
        google: "تسجيل الدخول باستخدام Google",
        apple: "تسجيل الدخول باستخدام Apple",
      },
      failedTitle: "لم يكتمل تسجيل الدخول",
      tryAgain: "العودة إلى تسجيل الدخول",
      errors: {
        cancelled: "ألغيتَ تسجيل الدخول أو لم تمنح الإذن كاملاً.",
        expired: "لم يتم تسجيل الدخول",
        notFound: "لم يُعثر على مزوّد تسجيل الدخول",
        refused: "مزوّدو تسجيل الدخول غير جاهزين بعد...",
      },
    },
    httpHandlers: {
      badRequest: {
        error_email_has_been_registered:
          "عنوان البريد الإلكتروني هذا مسجّل مسبقاً. سجّل الدخول ببريدك الإلكتروني وكلمة المرور بدلاً من ذلك.",
      },
    },
  },
} satisfies FeatureMessages;
