/**
 * Signing in to the back office (apps/backoffice) in a browser: e-mail and password, then whatever second step the
 * staff API asks for. A member with an authenticator app gets the code step (the code computed from the member's
 * TOTP secret with otpauth, as the phone would); a member without one enrols first (the secret read from the
 * enrolment page) and is shown the recovery codes once.
 */
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

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
  },
} as const;

const TOTP_STEP_MS = 30_000;

/** The 6-digit code of a base32 TOTP secret `stepsLater` 30-second steps from now (SHA-1, as authenticator apps). */
export function totpCode(secret: string, stepsLater = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    timestamp: Date.now() + stepsLater * TOTP_STEP_MS,
  });
}

const currentStep = () => Math.floor(Date.now() / TOTP_STEP_MS);
let lastUsedStep = -1;

/**
 * The owner's code for a step this file has not used yet: the API takes each code once (a replay is refused), and
 * this file's tests sign the same owner in one after another, so a sign-in within the same 30 seconds waits for the
 * next step.
 */
async function freshCode(secret: string): Promise<string> {
  await expect.poll(currentStep, { timeout: TOTP_STEP_MS + 1_000 }).toBeGreaterThan(lastUsedStep);
  lastUsedStep = currentStep();
  return totpCode(secret);
}

/** The owner's TOTP secret once known (given by the setup, or enrolled by the first sign-in of this run). */
let ownerSecret: string | undefined = inject("staffCredentials").totpSecret;

/** Signs the test owner in through the pages and waits for the home page. */
export async function signInToBackoffice(page: Page, language: "en" | "ar"): Promise<void> {
  const texts = STAFF_TEXTS[language];
  const { email, password } = inject("staffCredentials");
  await page.goto(`${backoffice}/${language}/sign-in`);
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
  const home = page.getByRole("heading", { level: 1, name: texts.today });
  const codeStep = page.getByRole("button", { name: texts.verify });
  const enrolment = page.getByTestId("totp-secret");
  await expect.poll(async () => (await home.count()) + (await codeStep.count()) + (await enrolment.count())).toBe(1);
  if ((await enrolment.count()) === 1) {
    ownerSecret = (await enrolment.textContent())!.trim();
    await page.getByLabel(texts.code).fill(await freshCode(ownerSecret));
    await page.getByRole("button", { name: texts.confirm }).click();
    await page.getByRole("link", { name: texts.continue }).click();
  } else if ((await codeStep.count()) === 1) {
    expect(ownerSecret, "the owner has a second factor: the setup must give its TOTP secret").toBeDefined();
    await page.getByLabel(texts.code).fill(await freshCode(ownerSecret!));
    await codeStep.click();
  }
  await home.waitFor();
}
