/**
 * Live chat (issue 20; decision 0067): a guest opens the chat from the corner launcher, gives an e-mail and a name
 * and writes; a staff member answers; the answer appears in the open panel without a reload. In English on a
 * desktop the member answers from the back office's ticket page, which shows the guest's next message as it is
 * sent; in Arabic on a phone the answer comes through the staff API, the panel is right to left and the
 * launcher sits 2rem from the corner (shopping spec §5), and the keyboard opens and closes the panel. In both the
 * staff answer carries a file, which the guest downloads under its name from the panel; the same link in another
 * browser (another guest) gets no file.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { type ContextFactory, DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
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

/** A file's link followed in a fresh browser (no chat in its session): sent to the chat page, no file. */
async function refusedToAnotherBrowser(browser: ContextFactory, href: string, language: "en" | "ar") {
  const stranger = await newContext(browser, DESKTOP);
  try {
    const response = await stranger.request.get(`${shop}${href}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`/${language}/chat`);
    expect(response.headers()["content-disposition"]).toBeUndefined();
  } finally {
    await stranger.close();
  }
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
        await office.getByTestId("ticket-reply-file").setInputFiles({
          name: "friday slots.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("Hatta, Fridays: 10 am to 6 pm"),
        });
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
      // The guest downloads the member's file from the panel, under its name.
      const fileLink = answer.getByRole("link", { name: "friday slots.txt" });
      await fileLink.waitFor({ timeout: 10_000 });
      const [download] = await Promise.all([page.waitForEvent("download"), fileLink.click()]);
      expect(download.suggestedFilename()).toBe("friday slots.txt");
      expect(await readFile((await download.path())!, "utf8")).toBe("Hatta, Fridays: 10 am to 6 pm");
      await refusedToAnotherBrowser(browser, (await fileLink.getAttribute("href"))!, "en");
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
      const reply = new FormData();
      reply.set("message", "نعم، أرسلي لنا العنوان الجديد هنا.");
      reply.set(
        "ticketEventAttachment",
        new Blob(["نموذج تغيير العنوان"], { type: "text/plain" }),
        "نموذج العنوان.txt",
      );
      const replied = await fetch(`${api}/admin/v1/tickets/${ticketId}/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${staffAccessToken()}` },
        body: reply,
      });
      expect(replied.status, await replied.clone().text()).toBe(200);
      const answer = panel.getByTestId("chat-agent-message");
      await answer.waitFor({ timeout: 10_000 });
      expect(await answer.textContent()).toContain("نعم، أرسلي لنا العنوان الجديد هنا.");
      expect(await answer.textContent()).toContain("خدمة عملاء دكان");
      // The guest's file link gives the file's bytes under its Arabic name, never sniffed.
      const fileLink = answer.getByRole("link", { name: "نموذج العنوان.txt" });
      await fileLink.waitFor({ timeout: 10_000 });
      const href = (await fileLink.getAttribute("href"))!;
      const file = await page.request.get(`${shop}${href}`);
      expect(file.status()).toBe(200);
      expect(await file.text()).toBe("نموذج تغيير العنوان");
      expect(file.headers()["content-disposition"]).toContain(
        `filename*=UTF-8''${encodeURIComponent("نموذج العنوان.txt")}`,
      );
      expect(file.headers()["x-content-type-options"]).toBe("nosniff");
      await refusedToAnotherBrowser(browser, href, "ar");
      // The panel fits the phone's width.
      const panelBox = (await panel.boundingBox())!;
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
