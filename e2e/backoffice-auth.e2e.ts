/**
 * The back office's sign-in paths a member meets outside the daily sign-in (issue 19, decisions 0044 and 0045):
 * an invitation's link sets the password, the first sign-in enrols the authenticator (its secret read off the page,
 * its code computed as the phone would) and shows the recovery codes once; a session the API has ended (its idle
 * limit, or the owner resetting the member) sends the member back to the sign-in page with a notice; too many wrong
 * passwords say how long to wait. The members are invited through the staff API (the owner's token), so the pages
 * tested are the only ones driven. English on a desktop, Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import { latestMessage } from "./accounts.js";
import { backoffice, STAFF_TEXTS, totpCode } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const NEW_PASSWORD = "Chosen#Staff-2026";

const WORDS = {
  en: {
    newPassword: "New password",
    repeat: "Repeat the password",
    savePassword: "Save password",
    passwordSet: "Your password is set. You can sign in now.",
    enrolTitle: "Set up two-step sign-in",
    recoveryTitle: "Your recovery codes",
    customers: "Customers",
    orders: "Orders",
    sessionEnded: "Your session ended after a period without activity. Please sign in again.",
    tooMany: /Too many attempts\. Please try again in \d+ minute/,
    wrong: "The e-mail or password is not correct.",
  },
  ar: {
    newPassword: "كلمة المرور الجديدة",
    repeat: "أعد كتابة كلمة المرور",
    savePassword: "حفظ كلمة المرور",
    passwordSet: "تم تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.",
    enrolTitle: "إعداد تسجيل الدخول بخطوتين",
    recoveryTitle: "رموز الاسترداد",
    customers: "العملاء",
    orders: "الطلبات",
    sessionEnded: "انتهت جلستك بعد فترة من عدم النشاط. يرجى تسجيل الدخول مرة أخرى.",
    tooMany: /محاولات كثيرة جدًا\. يرجى المحاولة بعد \d+ دقيقة/,
    wrong: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  },
} as const;

/** The owner's staff API call (JSON), failing the test on an error answer. */
async function asOwner(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${api}/admin/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${staffAccessToken()}`, "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.status === 204 ? undefined : response.json();
}

describe("back office sign-in paths", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `a new member sets a password, enrols on first sign-in, and an ended session asks to sign in again (${language})`,
      { timeout: 120_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const texts = STAFF_TEXTS[language];
        const email = `e2e-invited-${language}-${Date.now()}@dukkan.test`;
        const member = (await asOwner("/staff", { email, name: `Invited ${language}`, role: "support", language })) as {
          id: string;
        };
        const link = (await latestMessage(api, email)).links.find((candidate) => candidate.includes("set-password"));
        expect(link).toBeDefined();

        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          const problems = watchForBreakage(page, backoffice);
          // The e-mailed link opens the English page, whose language switch leads to the Arabic one.
          await page.goto(`${backoffice}/${language}/set-password${new URL(link!).search}`);
          await page.getByLabel(words.newPassword).fill(NEW_PASSWORD);
          await page.getByLabel(words.repeat).fill(NEW_PASSWORD);
          await page.getByRole("button", { name: words.savePassword }).click();
          await page.getByText(words.passwordSet).waitFor();

          await page.getByLabel(texts.email).fill(email);
          await page.getByLabel(texts.password, { exact: true }).fill(NEW_PASSWORD);
          await page.getByRole("button", { name: texts.signIn, exact: true }).click();
          // First sign-in: the enrolment page, with the secret to type into an authenticator app.
          await page.getByRole("heading", { level: 1, name: words.enrolTitle }).waitFor();
          const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
          await page.getByLabel(texts.code).fill(totpCode(secret));
          await page.getByRole("button", { name: texts.confirm }).click();
          await page.getByRole("heading", { level: 1, name: words.recoveryTitle }).waitFor();
          expect(
            await page
              .locator("li")
              .filter({ hasText: /^[a-z2-9]{5}-[a-z2-9]{5}$/ })
              .count(),
          ).toBe(10);
          await page.getByRole("link", { name: texts.continue }).click();
          await page.getByRole("heading", { level: 1, name: texts.today }).waitFor();
          // A support member's navigation: customers, not orders.
          const navigation = page.getByRole("navigation", { name: language === "en" ? "Back office" : "لوحة الإدارة" });
          expect(await navigation.getByRole("link", { name: words.customers }).count()).toBe(1);
          expect(await navigation.getByRole("link", { name: words.orders }).count()).toBe(0);

          // The API ends the session (as its 30-minute idle limit does; here the owner resets the member): the next
          // page sends the member to the sign-in page with a notice, and back to that page after signing in.
          await asOwner(`/staff/${member.id}/second-factor/reset`);
          await page.goto(`${backoffice}/${language}/customers`);
          await page.getByText(words.sessionEnded).waitFor();
          expect(new URL(page.url()).pathname).toBe(`/${language}/sign-in`);
          expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/${language}/customers`);
          // The sealed session cookie is gone with the session.
          const cookies = await context.cookies(backoffice);
          const session = cookies.find((cookie) => cookie.name === "dukkan_backoffice");
          expect(session?.value ?? "").not.toContain(email);
          await hydrated(page);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );

    it(
      `says how long to wait after too many wrong passwords (${language})`,
      { timeout: 60_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const texts = STAFF_TEXTS[language];
        const email = `e2e-guessed-${language}-${Date.now()}@dukkan.test`;
        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          await page.goto(`${backoffice}/${language}/sign-in`);
          // Five wrong passwords are refused as wrong; the sixth attempt is held back with the time to wait.
          for (let attempt = 1; attempt <= 6; attempt += 1) {
            await page.getByLabel(texts.email).fill(email);
            await page.getByLabel(texts.password, { exact: true }).fill(`Wrong#Guess-${attempt}`);
            // Each attempt's answer is in before the next one is typed.
            await Promise.all([
              page.waitForResponse((response) => response.request().method() === "POST"),
              page.getByRole("button", { name: texts.signIn, exact: true }).click(),
            ]);
            const alert = page.getByRole("alert");
            if (attempt <= 5)
              await expect.poll(() => alert.textContent(), { message: `attempt ${attempt}` }).toBe(words.wrong);
            else await expect.poll(() => alert.textContent()).toMatch(words.tooMany);
          }
        } finally {
          await context.close();
        }
      },
    );
  }
});
