/**
 * Signing in to the back office (apps/backoffice) in a browser: e-mail and password, then whatever second step the
 * staff API asks for: the code step of a member with an authenticator app (the code computed from the member's
 * TOTP secret with otpauth, as the phone would).
 */
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import type { BackofficeSignIn } from "./global-setup.js";

export const backoffice = inject("backofficeUrl");

export const STAFF_TEXTS = {
  en: {
    email: "E-mail",
    password: "Password",
    signIn: "Sign in",
    code: "Code",
    verify: "Verify",
    confirm: "Confirm",
    continue: "Continue",
    today: "Today",
    ordersToday: "Orders today",
    signOut: "Sign out",
    signedOut: "You have signed out.",
    orders: "Orders",
    navigation: "Back office",
  },
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    code: "الرمز",
    verify: "تحقق",
    confirm: "تأكيد",
    continue: "متابعة",
    today: "اليوم",
    ordersToday: "طلبات اليوم",
    signOut: "تسجيل الخروج",
    signedOut: "لقد سجلت الخروج.",
    orders: "الطلبات",
    navigation: "لوحة الإدارة",
  },
} as const;

/** The 6-digit code of a base32 TOTP secret now (SHA-1, 30-second steps, as authenticator apps). */
export function totpCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) });
}

/**
 * Signs a member in through the pages (e-mail and password, then the authenticator's code) and waits for the home
 * page. Each test has its own member (global-setup.ts): the API takes each code once, so a member signed in twice
 * within 30 seconds would have its second code refused as a replay.
 */
export async function signInToBackoffice(page: Page, language: "en" | "ar", signIn: BackofficeSignIn): Promise<void> {
  const texts = STAFF_TEXTS[language];
  const member = inject("backofficeStaff")[signIn];
  await page.goto(`${backoffice}/${language}/sign-in`);
  await page.getByLabel(texts.email).fill(member.email);
  await page.getByLabel(texts.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
  const codeStep = page.getByRole("button", { name: texts.verify });
  await codeStep.waitFor();
  await page.getByLabel(texts.code).fill(totpCode(member.totpSecret));
  await codeStep.click();
  await page.getByRole("heading", { level: 1, name: texts.today }).waitFor();
}
