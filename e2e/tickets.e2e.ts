/**
 * Support tickets (account spec §2.23, §4.9; issue 20; decision 0073): a customer opens a request about their order
 * in the 'add request' dialog, with a photo (a file the form cannot send is refused inside the dialog, nothing typed
 * lost); an owner answers it in the back office; the customer, still on the request's page, sees the answer appear
 * without reloading and finds it in their e-mail too; the customer's next message with a file shows on the agent's
 * page with its file, live; the close dialog closes it. The Arabic request list on a phone shows the requests right
 * to left, and the close and reopen dialogs work there. A file the API refuses once the message is saved (a web page
 * named .jpg) is said inside the reopen and new-request dialogs, with the message kept and what to do next, in
 * English on a desktop and Arabic on a phone. Without scripts the same steps are pages and forms, and that refusal
 * a notice on the request's page.
 */
import { describe, expect, inject } from "vitest";
import { latestMessage, registerThroughApi, signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { customerAuthorization, customerWithCashOrder } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

/** A web page under a picture's name: the form lets it through (its name is allowed), the API refuses its content. */
const WEB_PAGE = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** A 1×1 PNG: the photo of the lids. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("support tickets", () => {
  it(
    "a customer opens a request about an order, staff answer in the back office, the answer appears live (en)",
    { timeout: 300_000 },
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

      // 'Add request' opens the dialog (decision 0073); Escape closes it and the focus is back on the button.
      const addRequest = page.getByTestId("add-request");
      await addRequest.click();
      const dialog = page.getByRole("dialog", { name: "Add new request" });
      await dialog.getByLabel("Subject *").waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => addRequest.evaluate((button) => button === document.activeElement)).toBe(true);

      // A file the form cannot send is refused in the dialog, with everything typed still there.
      await addRequest.click();
      await dialog.getByLabel("Subject *").fill("Lids do not fit");
      await dialog.getByLabel("Category *").selectOption({ label: "Problem" });
      await dialog.getByLabel("Associated to").selectOption({ label: `Order ${code}` });
      await dialog.getByLabel("Message *").fill("The lids of my order do not fit the cups.");
      await dialog
        .getByLabel("Attachment")
        .setInputFiles({ name: "lids.exe", mimeType: "application/octet-stream", buffer: PHOTO });
      await dialog.getByTestId("new-ticket-submit").click();
      await dialog.getByText("Please check the highlighted fields.").waitFor();
      expect(await dialog.getByLabel("Subject *").inputValue()).toBe("Lids do not fit");
      expect(await dialog.getByLabel("Message *").inputValue()).toBe("The lids of my order do not fit the cups.");
      expect(await page.url()).toBe(`${shop}/en/my-account/support-tickets`);

      await dialog.getByLabel("Attachment").setInputFiles({ name: "lids.png", mimeType: "image/png", buffer: PHOTO });
      await dialog.getByTestId("new-ticket-submit").click();
      await page.waitForURL(/\/en\/my-account\/support-ticket\/T\d{8}$/);
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

        // The customer's open page shows the answer without a reload.
        const answer = page.getByTestId("ticket-agent-message");
        await answer.waitFor({ timeout: 20_000 });
        expect(await answer.textContent()).toContain("We are sending you the right lids today.");
        expect(await answer.textContent()).toContain("Dukkan customer service");
        expect(await page.getByTestId("ticket-status").textContent()).toBe("In process");

        // The customer's message with a file: the message is sent, then its file; the agent's page shows both
        // without a reload (the file used to wait for the next message).
        await page.getByTestId("ticket-reply-message").fill("Here is the receipt of the lids.");
        await page
          .getByLabel("Attachment")
          .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PHOTO });
        await page.getByTestId("ticket-reply-submit").click();
        await page.getByText("Your message was sent.").waitFor();
        await office.getByRole("link", { name: "receipt.png" }).waitFor({ timeout: 20_000 });
        expect(await office.getByText("Here is the receipt of the lids.").count()).toBe(1);
        expect(officeProblems).toEqual([]);
      } finally {
        await staff.close();
      }

      // Closing asks for a message in a dialog: a click outside closes it (focus back on the button), an empty
      // message is refused inside it, and a message closes the request and goes back to the list.
      await hydrated(page);
      const closeButton = page.getByTestId("ticket-close");
      await closeButton.click();
      const closeDialog = page.getByRole("dialog", { name: `Close request ${ticketId}` });
      await closeDialog.getByLabel("Message *").waitFor();
      await page.mouse.click(5, 5);
      await closeDialog.waitFor({ state: "detached" });
      await expect.poll(() => closeButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await closeButton.click();
      await closeDialog.getByTestId("close-ticket-submit").click();
      await closeDialog.getByText("Enter a message.").waitFor();
      await closeDialog.getByLabel("Message *").fill("The right lids arrived, thank you.");
      await closeDialog.getByTestId("close-ticket-submit").click();
      await page.waitForURL(`${shop}/en/my-account/support-tickets`);
      await page.getByText("Ticket closed successfully").waitFor();
      expect(await page.getByTestId("ticket-row-status").textContent()).toBe("Closed");

      // And by e-mail, linking to the request's page.
      const ticketPage = `/en/my-account/support-ticket/${ticketId}`;
      await expect
        .poll(async () => (await latestMessage(api, email)).links.some((link) => link.endsWith(ticketPage)), {
          timeout: 20_000,
        })
        .toBe(true);
      // Nothing broke: the only refusals are the two submitted on purpose (the new request with a program file,
      // the close dialog with no message), each answered 400 and shown in its dialog.
      expect(problems).toEqual([
        "400 /en/my-account/support-tickets/new.data",
        `400 /en/my-account/support-ticket/${ticketId}.data`,
      ]);
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
    await hydrated(page);

    // Close in its dialog: the X closes it and gives the focus back; then a message closes the request.
    const closeButton = page.getByTestId("ticket-close");
    await closeButton.click();
    const closeDialog = page.getByRole("dialog", { name: `إغلاق الطلب ${id}` });
    await closeDialog.getByRole("button", { name: "إغلاق", exact: true }).click();
    await closeDialog.waitFor({ state: "detached" });
    await expect.poll(() => closeButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await closeButton.click();
    await closeDialog.getByRole("textbox").fill("وصلتني الفاتورة، شكراً.");
    await closeDialog.getByTestId("close-ticket-submit").click();
    await page.waitForURL(`${shop}/ar/my-account/support-tickets`);
    await page.getByText("تم إغلاق الطلب بنجاح").waitFor();
    expect(await page.getByTestId("ticket-row-status").textContent()).toBe("مغلق");

    // Reopen in its dialog: Cancel closes it; a message reopens the request.
    await page.getByTestId("ticket-row").getByRole("link", { name: id, exact: true }).click();
    await page.getByTestId("ticket-detail").waitFor();
    await hydrated(page);
    const reopenButton = page.getByTestId("ticket-reopen");
    await reopenButton.click();
    const reopenDialog = page.getByRole("dialog", { name: "إعادة فتح الطلب" });
    await reopenDialog.getByRole("button", { name: "إلغاء", exact: true }).click();
    await reopenDialog.waitFor({ state: "detached" });
    await expect.poll(() => reopenButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await reopenButton.click();
    await reopenDialog.getByRole("textbox").fill("الفاتورة تحمل العنوان القديم.");
    await reopenDialog.getByTestId("reopen-ticket-submit").click();
    await page.getByText("تمت إعادة فتح الطلب بنجاح").waitFor();
    expect(await page.getByTestId("ticket-status").textContent()).toBe("قيد المعالجة");
    expect(await page.getByTestId("ticket-customer-message").last().textContent()).toContain(
      "الفاتورة تحمل العنوان القديم.",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it(
    "without scripts, 'add request' is the new-request page, and close and reopen are forms on the ticket's page (en)",
    { timeout: 120_000 },
    async ({ browser }) => {
      const { email } = await registerThroughApi(api, shop, "Reem");
      const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
      const page = await context.newPage();
      await signInThroughPage(page, shop, "en", email);
      await page.goto(`${shop}/en/my-account/support-tickets`);
      await page.getByTestId("add-request").click();
      await page.waitForURL(`${shop}/en/my-account/support-tickets/new`);
      await page.getByLabel("Subject *").fill("Delivery slot");
      await page.getByLabel("Message *").fill("Can the next delivery come after 6 pm?");
      await page.getByTestId("new-ticket-submit").click();
      await page.waitForURL(/\/en\/my-account\/support-ticket\/T\d{8}$/);
      const ticketId = new URL(page.url()).pathname.split("/").pop()!;
      expect(await page.getByRole("dialog").count()).toBe(0);

      // A link from before ticket ids had their letter opens the same request at its own address.
      await page.goto(`${shop}/en/my-account/support-ticket/${ticketId.slice(1)}`);
      await page.waitForURL(`${shop}/en/my-account/support-ticket/${ticketId}`);

      await page.getByTestId("ticket-reply-message").fill("It can, thanks.");
      await page.getByTestId("ticket-close").click();
      await page.waitForURL(`${shop}/en/my-account/support-tickets`);
      await page.getByText("Ticket closed successfully").waitFor();
      await page.goto(`${shop}/en/my-account/support-ticket/${ticketId}`);
      await page.getByRole("textbox", { name: "Message *" }).fill("Actually, one more question.");
      // A web page named .jpg: the message is sent and reopens the request; the page says the file was refused.
      await page.getByLabel("Attachment").setInputFiles({ name: "slot.jpg", mimeType: "image/jpeg", buffer: WEB_PAGE });
      await page.getByTestId("ticket-reopen").click();
      await page.getByText("Your message was sent, but its attachment was refused:").waitFor();
      expect(await page.getByTestId("ticket-status").textContent()).toBe("In process");
      expect(await page.getByTestId("ticket-customer-message").last().textContent()).toContain(
        "Actually, one more question.",
      );
      expect(await page.getByTestId("ticket-attachment").count()).toBe(0);
      await context.close();
    },
  );
});

const REFUSED_FILE_TEXTS = {
  en: {
    name: "Abeer",
    reopen: "Reopen request",
    reopenTitle: "Reopen request",
    message: "Message *",
    attachment: "Attachment",
    reopenMessage: "The replacement lid cracked as well.",
    messageSaved: "Your message is saved, but the file was not attached:",
    messageNextStep: "To send a file, attach another file to a new message on this request.",
    understood: "OK",
    inProcess: "In process",
    fileFailedNotice: "Your message was sent, but its attachment was refused",
    newTitle: "Add new request",
    subject: "Subject *",
    category: "Category *",
    categoryName: "Problem",
    newSubject: "Cracked lid",
    newMessage: "The lid of my cup is cracked.",
    requestCreated: "is created with your message, but the file was not attached:",
    requestNextStep: "To send a file, open the request and attach another file to a new message.",
    openRequest: "Open request",
  },
  ar: {
    name: "Abeer",
    reopen: "إعادة فتح الطلب",
    reopenTitle: "إعادة فتح الطلب",
    message: "الرسالة *",
    attachment: "مرفق",
    reopenMessage: "الغطاء البديل مكسور أيضاً.",
    messageSaved: "تم حفظ رسالتك، لكن لم يُرفق الملف:",
    messageNextStep: "لإرسال ملف، أرفق ملفاً آخر برسالة جديدة في هذا الطلب.",
    understood: "حسناً",
    inProcess: "قيد المعالجة",
    fileFailedNotice: "تم إرسال رسالتك، لكن تم رفض مرفقها",
    newTitle: "إضافة طلب جديد",
    subject: "الموضوع *",
    category: "الفئة *",
    categoryName: "مشكلة",
    newSubject: "غطاء مكسور",
    newMessage: "غطاء الكوب مكسور.",
    requestCreated: "مع رسالتك، لكن لم يُرفق الملف:",
    requestNextStep: "لإرسال ملف، افتح الطلب وأرفق ملفاً آخر برسالة جديدة.",
    openRequest: "افتح الطلب",
  },
} as const;

describe("a file refused after the message is saved, in the dialogs", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `the reopen and new-request dialogs say the file was refused, the message kept and what to do next (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = REFUSED_FILE_TEXTS[language];
        const { email } = await registerThroughApi(api, shop, words.name);
        const authorization = await customerAuthorization(email);
        const created = await fetch(`${OCC}/users/current/tickets?lang=${language}`, {
          method: "POST",
          headers: { ...authorization, "Content-Type": "application/json" },
          body: JSON.stringify({ subject: "Lid", message: "The lid does not close." }),
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const { id } = (await created.json()) as { id: string };
        const closed = await fetch(`${OCC}/users/current/tickets/${id}/events?lang=${language}`, {
          method: "POST",
          headers: { ...authorization, "Content-Type": "application/json" },
          body: JSON.stringify({ message: "It closes now.", toStatus: { id: "CLOSED" } }),
        });
        expect(closed.status, await closed.clone().text()).toBe(201);

        const context = await newContext(browser, viewport);
        const page = await context.newPage();
        const problems = watchForBreakage(page, shop);
        await signInThroughPage(page, shop, language, email);
        await page.goto(`${shop}/${language}/my-account/support-ticket/${id}`);
        await page.getByTestId("ticket-detail").waitFor();
        await hydrated(page);

        // Reopen with a web page named .jpg: the message is saved and the request reopened, the file refused; the
        // dialog says so and what to do next, instead of its form.
        await page.getByTestId("ticket-reopen").click();
        const reopenDialog = page.getByRole("dialog", { name: words.reopenTitle });
        await reopenDialog.getByLabel(words.message).fill(words.reopenMessage);
        await reopenDialog
          .getByLabel(words.attachment)
          .setInputFiles({ name: "lid.jpg", mimeType: "image/jpeg", buffer: WEB_PAGE });
        await reopenDialog.getByTestId("reopen-ticket-submit").click();
        const reopenRefusal = reopenDialog.getByTestId("dialog-file-refused");
        await reopenRefusal.waitFor();
        const reopenText = (await reopenRefusal.getByRole("alert").textContent())!;
        expect(reopenText).toContain(words.messageSaved);
        expect(reopenText).toContain("lid.jpg");
        expect(reopenText).toContain(words.messageNextStep);
        expect(await reopenDialog.getByLabel(words.message).count()).toBe(0);
        if (viewport === PHONE) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
        }
        // Closing the dialog shows the page with the saved message, reopened, and the form for a new message.
        await reopenDialog.getByRole("button", { name: words.understood, exact: true }).click();
        await reopenDialog.waitFor({ state: "detached" });
        await expect.poll(() => page.getByTestId("ticket-status").textContent()).toBe(words.inProcess);
        expect(await page.getByTestId("ticket-customer-message").last().textContent()).toContain(words.reopenMessage);
        expect(await page.getByTestId("ticket-attachment").count()).toBe(0);
        await page.getByTestId("ticket-reply-message").waitFor();
        // The refusal was the dialog's to say: no notice waits for the next page.
        await page.reload();
        await page.getByTestId("ticket-detail").waitFor();
        expect(await page.getByText(words.fileFailedNotice).count()).toBe(0);

        // A new request with the same file: created with its message; the dialog says so and offers the request.
        await page.goto(`${shop}/${language}/my-account/support-tickets`);
        await page.getByTestId("ticket-list").waitFor();
        await hydrated(page);
        await page.getByTestId("add-request").click();
        const newDialog = page.getByRole("dialog", { name: words.newTitle });
        await newDialog.getByLabel(words.subject).fill(words.newSubject);
        await newDialog.getByLabel(words.category).selectOption({ label: words.categoryName });
        await newDialog.getByLabel(words.message).fill(words.newMessage);
        await newDialog
          .getByLabel(words.attachment)
          .setInputFiles({ name: "crack.jpg", mimeType: "image/jpeg", buffer: WEB_PAGE });
        await newDialog.getByTestId("new-ticket-submit").click();
        const newRefusal = newDialog.getByTestId("dialog-file-refused");
        await newRefusal.waitFor();
        const newText = (await newRefusal.getByRole("alert").textContent())!;
        expect(newText).toContain(words.requestCreated);
        expect(newText).toContain("crack.jpg");
        expect(newText).toContain(words.requestNextStep);
        const openRequest = newDialog.getByTestId("new-ticket-open");
        const newId = (await openRequest.textContent())!.replace(words.openRequest, "").trim();
        expect(newId).toMatch(/^T\d{8}$/);
        expect(newText).toContain(newId);
        await openRequest.click();
        await page.waitForURL(`${shop}/${language}/my-account/support-ticket/${newId}`);
        expect(await page.getByTestId("ticket-customer-message").textContent()).toContain(words.newMessage);
        expect(await page.getByTestId("ticket-attachment").count()).toBe(0);
        expect(await page.getByText(words.fileFailedNotice).count()).toBe(0);

        // The two refusals are the files', each answered 400 to its dialog.
        expect(problems).toEqual([
          `400 /${language}/my-account/support-ticket/${id}.data`,
          `400 /${language}/my-account/support-tickets/new.data`,
        ]);
        await context.close();
      },
    );
  }
});
