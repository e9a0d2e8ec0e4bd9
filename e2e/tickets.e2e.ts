/**
 * Support tickets (account spec §2.23, §4.9; issue 20): a customer opens a request about their order from the
 * request list, with a photo; an owner answers it in the back office; the customer, still on the request's page,
 * sees the answer appear without reloading and finds it in their e-mail too. The Arabic request list on a phone
 * shows the customer's requests right to left.
 */
import { describe, expect, inject } from "vitest";
import { latestMessage, registerThroughApi, signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { customerAuthorization, customerWithCashOrder } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

/** A 1×1 PNG: the photo of the lids. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("support tickets", () => {
  it(
    "a customer opens a request about an order, staff answer in the back office, the answer appears live (en)",
    { timeout: 180_000 },
    async ({ browser }) => {
      const { email, code } = await customerWithCashOrder("Huda", "Al Rigga Street 31");

      const shopper = await newContext(browser, DESKTOP);
      const page = await shopper.newPage();
      const problems = watchForBreakage(page, shop);
      await signInThroughPage(page, shop, "en", email);

      // The dashboard's request widget (no requests yet) leads to the request list.
      await page.goto(`${shop}/en/my-account`);
      const widget = page.getByTestId("latest-ticket");
      expect(await widget.textContent()).toContain("You have no requests.");
      await widget.getByRole("link", { name: "All requests" }).click();
      await page.waitForURL(`${shop}/en/my-account/support-tickets`);
      await page.getByTestId("no-tickets").waitFor();
      await hydrated(page);
      await page.getByTestId("add-request").click();
      await page.waitForURL(`${shop}/en/my-account/support-tickets/new`);
      await hydrated(page);

      await page.getByLabel("Subject *").fill("Lids do not fit");
      await page.getByLabel("Category *").selectOption({ label: "Problem" });
      await page.getByLabel("Associated to").selectOption({ label: `Order ${code}` });
      await page.getByLabel("Message *").fill("The lids of my order do not fit the cups.");
      await page.getByLabel("Attachment").setInputFiles({ name: "lids.png", mimeType: "image/png", buffer: PHOTO });
      await page.getByTestId("new-ticket-submit").click();
      await page.waitForURL(/\/en\/my-account\/support-ticket\/\d{8}$/);
      await page.getByText("Ticket created successfully").waitFor();
      const ticketId = new URL(page.url()).pathname.split("/").pop()!;
      expect(await page.getByTestId("ticket-status").textContent()).toBe("Open");
      expect(await page.getByTestId("ticket-customer-message").textContent()).toContain(
        "The lids of my order do not fit the cups.",
      );
      expect(await page.getByTestId("ticket-attachment").textContent()).toBe("lids.png");
      await hydrated(page);

      // An owner answers it in the back office.
      const staff = await newContext(browser, DESKTOP);
      try {
        const office = await staff.newPage();
        const officeProblems = watchForBreakage(office, backoffice);
        await signInToBackoffice(office, "en", "tickets-en");
        await office.getByRole("link", { name: "Support tickets", exact: true }).click();
        await office.getByRole("heading", { level: 1, name: "Support tickets" }).waitFor();
        await office.getByRole("link", { name: ticketId, exact: true }).click();
        await office.getByTestId("ticket-conversation").waitFor();
        expect(await office.getByText("The lids of my order do not fit the cups.").count()).toBe(1);
        await hydrated(office);
        await office.getByTestId("ticket-assign").click();
        await office.getByText("Assignment saved.").waitFor();
        await office.getByTestId("ticket-reply").fill("We are sending you the right lids today.");
        await office.getByTestId("ticket-send").click();
        await office.getByText("Reply sent; the customer is e-mailed.").waitFor();
        expect(officeProblems).toEqual([]);
      } finally {
        await staff.close();
      }

      // The customer's open page shows the answer without a reload.
      const answer = page.getByTestId("ticket-agent-message");
      await answer.waitFor({ timeout: 20_000 });
      expect(await answer.textContent()).toContain("We are sending you the right lids today.");
      expect(await answer.textContent()).toContain("Dukkan customer service");
      expect(await page.getByTestId("ticket-status").textContent()).toBe("In process");

      // And by e-mail, linking to the request's page.
      const ticketPage = `/en/my-account/support-ticket/${ticketId}`;
      await expect
        .poll(async () => (await latestMessage(api, email)).links.some((link) => link.endsWith(ticketPage)), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(problems).toEqual([]);
      await shopper.close();
    },
  );

  it("shows the Arabic request list right to left on a phone (ar)", { timeout: 120_000 }, async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, "Salma");
    const authorization = await customerAuthorization(email);
    const created = await fetch(`${OCC}/users/current/tickets?lang=ar`, {
      method: "POST",
      headers: { ...authorization, "Content-Type": "application/json" },
      body: JSON.stringify({
        subject: "فاتورة ضريبية",
        message: "أحتاج نسخة من الفاتورة.",
        ticketCategory: { id: "ENQUIRY" },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await signInThroughPage(page, shop, "ar", email);
    await page.goto(`${shop}/ar/my-account/support-tickets`);
    await page.getByTestId("ticket-list").waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("الطلبات (1)");
    const row = page.getByTestId("ticket-row");
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("فاتورة ضريبية");
    expect(await row.textContent()).toContain("استفسار");
    expect(await page.getByTestId("ticket-row-status").textContent()).toBe("مفتوح");
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
    await row.getByRole("link", { name: id, exact: true }).click();
    await page.getByTestId("ticket-detail").waitFor();
    expect(await page.getByTestId("ticket-status").textContent()).toBe("مفتوح");
    expect(problems).toEqual([]);
    await context.close();
  });
});
