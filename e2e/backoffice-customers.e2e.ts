/**
 * The back office's customer screens (issue 19, screen 5): staff find a customer by the start of their e-mail, open
 * their page (profile, orders linking to the order's page, addresses), disable the account (the customer's own
 * sign-in is then refused) and enable it again; on a phone the list's filters fold away and no list scrolls
 * sideways. The customer and their order are set up through the API. English on a desktop, Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import { PASSWORD } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { customerWithCashOrder } from "./checkout-support.js";

const api = inject("apiUrl");

const WORDS = {
  en: {
    customers: "Customers",
    search: "Search (start of the e-mail, name or phone number)",
    apply: "Apply",
    filters: "Filters (0 in use)",
    state: "State",
    active: "Active",
    disabled: "Disabled",
    disable: "Disable the account",
    enable: "Enable the account",
    disabledNotice: "The account is disabled and its sessions have ended.",
    enabledNotice: "The account is enabled again.",
    deira: "Deira",
  },
  ar: {
    customers: "العملاء",
    search: "البحث (بداية البريد الإلكتروني أو الاسم أو رقم الهاتف)",
    apply: "تطبيق",
    filters: "عوامل التصفية (المستخدمة: 0)",
    state: "الحالة",
    active: "نشط",
    disabled: "معطّل",
    disable: "تعطيل الحساب",
    enable: "تفعيل الحساب",
    disabledNotice: "تم تعطيل الحساب وإنهاء جلساته.",
    enabledNotice: "تم تفعيل الحساب من جديد.",
    deira: "ديرة",
  },
} as const;

/** The customer's own password sign-in through the API: its HTTP status. */
async function customerSignInStatus(email: string): Promise<number> {
  const response = await fetch(`${api}/authorizationserver/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      username: email,
      password: PASSWORD,
      client_id: "mobile_android",
      client_secret: "secret",
    }),
  });
  return response.status;
}

/** Whether the page is wider than the window (a list that makes the phone scroll sideways). */
const scrollsSideways = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe("back office customers", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `finds a customer, opens their order and disables then enables the account (${language})`,
      { timeout: 150_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const firstName = language === "en" ? "Rania" : "Salma";
        const { email, code } = await customerWithCashOrder(firstName, "Al Rigga Street 7");

        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          const problems = watchForBreakage(page, backoffice);
          await signInToBackoffice(page, language, `customers-${language}`);
          await page.getByRole("link", { name: words.customers, exact: true }).click();
          await page.getByRole("heading", { level: 1, name: words.customers }).waitFor();
          await hydrated(page);

          const stateFilter = page.getByLabel(words.state);
          if (viewport === PHONE) {
            // Folded on a phone: the search stays in sight, the other filters open from their summary.
            expect(await stateFilter.isVisible()).toBe(false);
            await page.getByText(words.filters).click();
            expect(await stateFilter.isVisible()).toBe(true);
          } else {
            expect(await page.getByText(words.filters).isVisible()).toBe(false);
            expect(await stateFilter.isVisible()).toBe(true);
          }
          await stateFilter.selectOption("active");
          // The start of the e-mail is enough.
          await page.getByLabel(words.search).fill(email.slice(0, email.indexOf("@")));
          await page.getByRole("button", { name: words.apply }).click();
          await page.waitForURL((url) => url.searchParams.get("state") === "active");
          const row = page.getByRole("row").filter({ hasText: email });
          // The header row and the one customer (the address changes before the filtered list is drawn: React
          // Router renders in a transition).
          await expect.poll(() => page.getByRole("row").count()).toBe(2);
          await row.waitFor();
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

          await row.getByRole("link").click();
          await page.getByTestId("customer-state").waitFor();
          expect(await page.getByTestId("customer-state").textContent()).toBe(words.active);
          expect(await page.getByText(email, { exact: true }).count()).toBeGreaterThan(0);
          // The default address names its area in the page's language.
          expect(await page.getByText(new RegExp(words.deira)).count()).toBeGreaterThan(0);
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

          await hydrated(page);
          await page.getByRole("button", { name: words.disable }).click();
          await page.getByText(words.disabledNotice).waitFor();
          await expect
            .poll(() => page.getByTestId("customer-state").textContent(), { timeout: 10_000 })
            .toBe(words.disabled);
          // The customer's own password sign-in is refused now.
          expect(await customerSignInStatus(email)).toBe(400);

          await page.getByRole("button", { name: words.enable }).click();
          await page.getByText(words.enabledNotice).waitFor();
          await expect
            .poll(() => page.getByTestId("customer-state").textContent(), { timeout: 10_000 })
            .toBe(words.active);
          expect(await customerSignInStatus(email)).toBe(200);

          // The customer's order links to its page.
          await page.getByRole("link", { name: code, exact: true }).click();
          await page.getByTestId("order-status").waitFor();
          expect(new URL(page.url()).pathname).toBe(`/${language}/orders/${code}`);
          if (viewport === PHONE) {
            await page.goto(`${backoffice}/${language}/orders`);
            await page.getByRole("heading", { level: 1 }).waitFor();
            expect(await scrollsSideways(page)).toBe(false);
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});
