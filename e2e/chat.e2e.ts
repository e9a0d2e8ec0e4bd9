/**
 * Live chat (issue 20; decision 0067): a guest opens the chat from the corner launcher, gives an e-mail and a name
 * and writes; a staff member answers; the answer appears in the open panel without a reload. In English on a
 * desktop the member answers from the back office's ticket page, which shows the guest's next message as it is
 * sent; in Arabic on a phone the answer comes through the staff API, the panel is right to left and the
 * launcher sits 2rem from the corner (shopping spec §5), and the keyboard opens and closes the panel.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { staffAccessToken } from "./staff-api.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

/** The id of the guest's chat ticket, as staff find it by the e-mail the guest gave. */
async function chatTicketOf(email: string): Promise<string> {
  const response = await fetch(`${api}/admin/v1/tickets?pageSize=100`, {
    headers: { authorization: `Bearer ${staffAccessToken()}` },
  });
  expect(response.status).toBe(200);
  const { tickets } = (await response.json()) as {
    tickets: { id: string; customerEmail: string; channel: string; guest: boolean }[];
  };
  const ticket = tickets.find((row) => row.customerEmail === email);
  expect(ticket).toMatchObject({ channel: "CHAT", guest: true });
  return ticket!.id;
}

async function startChatAsGuest(
  page: Page,
  texts: { open: string; email: string; name: string; message: string; start: string },
  guest: { email: string; name: string; message: string },
) {
  await page.getByRole("button", { name: texts.open }).click();
  const panel = page.getByTestId("chat-panel");
  await panel.waitFor();
  await panel.getByLabel(texts.email).fill(guest.email);
  await panel.getByLabel(texts.name).fill(guest.name);
  await panel.getByLabel(texts.message).fill(guest.message);
  await panel.getByRole("button", { name: texts.start }).click();
  await panel.getByTestId("chat-customer-message").filter({ hasText: guest.message }).waitFor();
  return panel;
}

describe("live chat", () => {
  it(
    "a guest chats with staff answering from the back office, both sides live (en, desktop)",
    { timeout: 180_000 },
    async ({ browser }) => {
      const email = `chat-guest-${Date.now()}@e2e.test`;
      const shopper = await newContext(browser, DESKTOP);
      const page = await shopper.newPage();
      const problems = watchForBreakage(page, shop);
      await page.goto(`${shop}/en/`);
      await hydrated(page);
      const panel = await startChatAsGuest(
        page,
        { open: "Chat with us", email: "E-mail", name: "Name", message: "Message", start: "Start chat" },
        { email, name: "Rania", message: "Do you deliver to Hatta on Fridays?" },
      );
      // The panel is a labelled dialog; the message box is ready for the next message.
      expect(await page.getByRole("dialog", { name: "Chat with Dukkan" }).count()).toBe(1);
      const ticketId = await chatTicketOf(email);

      const staff = await newContext(browser, DESKTOP);
      try {
        const office = await staff.newPage();
        const officeProblems = watchForBreakage(office, backoffice);
        await signInToBackoffice(office, "en", "chat-en");
        await office.goto(`${backoffice}/en/tickets/${ticketId}`);
        await office.getByTestId("ticket-conversation").waitFor();
        expect(await office.getByTestId("ticket-channel").textContent()).toBe("Live chat");
        const conversation = office.getByTestId("ticket-conversation");
        // The chat's subject is its first message, so the page's heading says it too: count it in the conversation.
        expect(await conversation.getByText("Do you deliver to Hatta on Fridays?").count()).toBe(1);
        await hydrated(office);

        // The guest writes again; the member's open page shows it without a reload.
        await panel.getByLabel("Message").fill("It is for a birthday on the 12th.");
        await panel.getByLabel("Message").press("Enter");
        await conversation.getByText("It is for a birthday on the 12th.").waitFor({ timeout: 10_000 });

        await office.getByTestId("ticket-reply").fill("Yes, we deliver to Hatta on Fridays before 6 pm.");
        await office.getByTestId("ticket-send").click();
        await office.getByText("Reply sent; the customer is e-mailed.").waitFor();
        expect(officeProblems).toEqual([]);
      } finally {
        await staff.close();
      }

      // The answer appears in the open panel, without a reload.
      const answer = panel.getByTestId("chat-agent-message");
      await answer.waitFor({ timeout: 10_000 });
      expect(await answer.textContent()).toContain("Yes, we deliver to Hatta on Fridays before 6 pm.");
      expect(await answer.textContent()).toContain("Dukkan customer service");
      expect((await panel.getByTestId("chat-customer-message").allTextContents()).join(" ")).toContain(
        "It is for a birthday on the 12th.",
      );
      // The conversation is the session's: another page of the shop opens it again.
      await page.goto(`${shop}/en/chat`);
      await page.getByTestId("chat-page").waitFor();
      expect(await page.getByTestId("chat-agent-message").textContent()).toContain("Hatta on Fridays before 6 pm");
      expect(problems).toEqual([]);
      await shopper.close();
    },
  );

  it(
    "a guest's chat on an Arabic phone: the launcher 2rem from the corner, the keyboard, a live answer (ar)",
    { timeout: 120_000 },
    async ({ browser }) => {
      const email = `chat-guest-ar-${Date.now()}@e2e.test`;
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      const problems = watchForBreakage(page, shop);
      await page.goto(`${shop}/ar/`);
      await hydrated(page);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");

      // 2rem (32 px) from the bottom and from the start-side... the end side: the left in Arabic.
      const launcher = page.getByRole("button", { name: "تحدث معنا" });
      const box = (await launcher.boundingBox())!;
      expect(Math.round(box.x)).toBe(32);
      expect(Math.round(PHONE.height - (box.y + box.height))).toBe(32);

      // The keyboard opens it onto the first field and Escape closes it, back on the launcher.
      await launcher.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByTestId("chat-panel");
      await panel.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("chat-launcher");

      await startChatAsGuest(
        page,
        { open: "تحدث معنا", email: "البريد الإلكتروني", name: "الاسم", message: "الرسالة", start: "ابدأ المحادثة" },
        { email, name: "ريم", message: "هل يمكنني تغيير عنوان التوصيل؟" },
      );
      const ticketId = await chatTicketOf(email);
      const replied = await fetch(`${api}/admin/v1/tickets/${ticketId}/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${staffAccessToken()}`, "content-type": "application/json" },
        body: JSON.stringify({ message: "نعم، أرسلي لنا العنوان الجديد هنا." }),
      });
      expect(replied.status).toBe(200);
      const answer = panel.getByTestId("chat-agent-message");
      await answer.waitFor({ timeout: 10_000 });
      expect(await answer.textContent()).toContain("نعم، أرسلي لنا العنوان الجديد هنا.");
      expect(await answer.textContent()).toContain("خدمة عملاء دكان");
      // The panel fits the phone's width.
      const panelBox = (await panel.boundingBox())!;
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
