/**
 * The back office's return screens (issue 19 screen 3, issue 20): a customer's return request of a delivered cash
 * order (made through the storefront's API calls, with a photo) is in the back office's list, found by its order
 * number; on its page staff open the customer's photo, approve it, mark the items received (back on sale) and record
 * the cash refund, each step offered only when it is the next one; the order's page links to the request; the
 * customer's return page says Refunded and opens their photo. English on a desktop, Arabic on a phone (where the
 * list's filters fold away and no page scrolls sideways).
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { customerWithCashOrder } from "./checkout-support.js";
import { deliver, returnRequestThroughApi } from "./returns-support.js";

const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    returns: "Returns",
    filters: "Filters (0 in use)",
    orderNumber: "Order number",
    apply: "Apply",
    pending: "Waiting for approval",
    approved: "Approved",
    received: "Items received",
    refunded: "Refunded",
    approve: "Approve the return",
    reject: "Reject the return",
    receive: "Mark the items received",
    restock: /put 2 unit\(s\) back on sale/,
    cashRefund: /^Record a cash refund of/,
    approvedNotice: "The return is approved. The customer is told by e-mail.",
    cashNotice: "The cash refund is recorded and the credit note issued. The customer is told by e-mail.",
    inCash: "In cash",
    damaged: "Arrived damaged",
    customerRefunded: "Refunded",
  },
  ar: {
    returns: "المرتجعات",
    filters: "عوامل التصفية (المستخدمة: 0)",
    orderNumber: "رقم الطلب",
    apply: "تطبيق",
    pending: "بانتظار الموافقة",
    approved: "تمت الموافقة",
    received: "تم استلام المنتجات",
    refunded: "تم استرداد المبلغ",
    approve: "الموافقة على الإرجاع",
    reject: "رفض الإرجاع",
    receive: "تأكيد استلام المنتجات",
    restock: /إعادة 2 قطعة للبيع/,
    cashRefund: /^تسجيل استرداد نقدي بقيمة/,
    approvedNotice: "تمت الموافقة على الإرجاع. أُبلغ العميل بالبريد الإلكتروني.",
    cashNotice: "تم تسجيل الاسترداد النقدي وإصدار الإشعار الدائن. أُبلغ العميل بالبريد الإلكتروني.",
    inCash: "نقداً",
    damaged: "وصل تالفاً",
    customerRefunded: "تم استرداد المبلغ",
  },
} as const;

/** Whether the page is wider than the window (a phone would scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** A relayed file link answers the photo itself. */
async function expectPhoto(page: Page, origin: string, href: string | null) {
  expect(href).toBeTruthy();
  const file = await page.request.get(`${origin}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
}

async function expectCreditNote(page: Page, origin: string, href: string | null) {
  expect(href).toMatch(/CN-\d{4}-\d{6}/);
  const file = await page.request.get(`${origin}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

describe("back office returns", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `finds a customer's return, approves, receives and refunds it in cash; the customer sees it refunded (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const { email, authorization, code } = await customerWithCashOrder(
          language === "en" ? "Widad" : "Yusra",
          "Al Rigga Street 31",
          3,
        );
        await deliver(code, authorization);
        const photoName = `cups-${language}.png`;
        const rma = await returnRequestThroughApi(authorization, code, 2, photoName);

        const context = await newContext(browser, viewport);
        try {
          const page = await context.newPage();
          const problems = watchForBreakage(page, backoffice);
          await signInToBackoffice(page, language, `returns-${language}`);
          await page.getByRole("link", { name: words.returns, exact: true }).click();
          await page.getByRole("heading", { level: 1, name: words.returns }).waitFor();
          await hydrated(page);

          // Newest first: the request is on the first page; the order number finds it alone. (Rows are matched by
          // the request's link: its number can also be another row's order number, both are 8 digits.)
          const requestRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: rma, exact: true }) });
          expect(await requestRow.count()).toBe(1);
          if (viewport === PHONE) await page.getByText(words.filters).click();
          await page.getByLabel(words.orderNumber).fill(code);
          await page.getByRole("button", { name: words.apply }).click();
          await page.waitForURL((url) => url.searchParams.get("order") === code);
          const row = requestRow;
          // The address changes before the filtered list is drawn (React Router renders in a transition).
          await expect.poll(() => page.getByRole("row").count()).toBe(2);
          expect(await row.textContent()).toContain(words.pending);
          expect(await row.textContent()).toContain(email);
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

          await row.getByRole("link", { name: rma }).click();
          await page.waitForURL(`${backoffice}/${language}/returns/${rma}`);
          await hydrated(page);
          const status = page.getByTestId("return-status");
          expect(await status.textContent()).toBe(words.pending);
          expect((await page.getByTestId("return-entry-quantity").textContent())?.trim()).toBe("2");
          expect(await page.getByText(words.damaged).count()).toBe(1);
          await expectPhoto(page, backoffice, await page.getByRole("link", { name: photoName }).getAttribute("href"));
          // Only the steps of this state: no receiving or refunding before approval.
          expect(await page.getByRole("button", { name: words.reject }).count()).toBe(1);
          expect(await page.getByRole("button", { name: words.receive }).count()).toBe(0);
          expect(await page.getByRole("button", { name: words.cashRefund }).count()).toBe(0);
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

          await page.getByRole("button", { name: words.approve }).click();
          await page.getByText(words.approvedNotice).waitFor();
          await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(words.approved);
          expect(await page.getByRole("button", { name: words.approve }).count()).toBe(0);

          await page.getByLabel(words.restock).check();
          await page.getByRole("button", { name: words.receive }).click();
          await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(words.received);

          await page.getByRole("button", { name: words.cashRefund }).click();
          await page.getByText(words.cashNotice).waitFor();
          await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(words.refunded);
          expect(await page.getByTestId("return-refund-method").textContent()).toContain(words.inCash);
          expect(await page.getByTestId("return-history").getByRole("listitem").count()).toBe(4);
          // The credit note the refund issued opens as the PDF the customer got.
          await expectCreditNote(page, backoffice, await page.getByTestId("return-credit-note").getAttribute("href"));

          // The order's page links to its return.
          await page.goto(`${backoffice}/${language}/orders/${code}`);
          await page.getByTestId("order-returns").getByRole("link").filter({ hasText: rma }).click();
          await page.waitForURL(`${backoffice}/${language}/returns/${rma}`);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }

        // The customer's return page says Refunded, and their photo opens from it.
        const customerContext = await newContext(browser, viewport);
        try {
          const page = await customerContext.newPage();
          const problems = watchForBreakage(page, shop);
          await signInThroughPage(page, shop, language, email);
          await page.goto(`${shop}/${language}/my-account/returns/${rma}`);
          await page.getByTestId("return-detail").waitFor();
          expect(await page.getByTestId("return-status").textContent()).toBe(words.customerRefunded);
          await expectPhoto(page, shop, await page.getByRole("link", { name: photoName }).getAttribute("href"));
          await expectCreditNote(page, shop, await page.getByTestId("return-credit-note").getAttribute("href"));
          expect(problems).toEqual([]);
        } finally {
          await customerContext.close();
        }
      },
    );
  }
});
