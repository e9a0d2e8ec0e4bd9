/**
 * A staff reply with a file (issue 20; decision 0068): an owner answers a customer's request in the back office with
 * a photo; a web page named .jpg is refused first, with the reply they typed kept. The customer opens the request
 * and downloads the photo under its name, re-encoded: the camera and GPS position its EXIF carried are gone.
 * English on a desktop, Arabic on a phone.
 */
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";
import { customerAuthorization, customerWithCashOrder } from "./checkout-support.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
const OCC = `${api}/occ/v2/dukkan`;

const CAMERA = "DukkanE2ECamera";
const WEB_PAGE = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** A photo whose EXIF names the camera and where it was taken. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "55/1 16/1 0/1" },
    })
    .toBuffer();
}

const TEXTS = {
  en: {
    subject: "Delivery note",
    reply: "Here is the photo of your delivery note.",
    photoName: "delivery note.jpg",
    replySent: "Reply sent; the customer is e-mailed.",
  },
  ar: {
    subject: "إشعار التسليم",
    reply: "هذه صورة إشعار التسليم.",
    photoName: "إشعار التسليم.jpg",
    replySent: "تم إرسال الرد وإبلاغ العميل بالبريد الإلكتروني.",
  },
} as const;

describe("staff replies with a file", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: PHONE },
  ] as const) {
    it(
      `staff reply with a photo; the customer downloads it under its name without its EXIF (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = TEXTS[language];
        const { email } = await customerWithCashOrder(language === "en" ? "Hala" : "Ruba", "Al Rigga Street 12");
        const authorization = await customerAuthorization(email);
        const created = await fetch(`${OCC}/users/current/tickets?lang=${language}`, {
          method: "POST",
          headers: { ...authorization, "Content-Type": "application/json" },
          body: JSON.stringify({ subject: words.subject, message: "Please send the delivery note." }),
        });
        expect(created.status, await created.clone().text()).toBe(201);
        const { id: ticketId } = (await created.json()) as { id: string };
        const photo = await photoWithGps();
        expect(photo.includes(CAMERA)).toBe(true);

        // The owner answers in the back office: a web page named .jpg is refused and the reply kept; then the photo.
        const staff = await newContext(browser, DESKTOP);
        try {
          const office = await staff.newPage();
          const officeProblems = watchForBreakage(office, backoffice);
          await signInToBackoffice(office, language, `ticket-files-${language}`);
          await office.goto(`${backoffice}/${language}/tickets/${ticketId}`);
          await office.getByTestId("ticket-conversation").waitFor();
          await hydrated(office);
          await office.getByTestId("ticket-reply").fill(words.reply);
          await office
            .getByTestId("ticket-reply-file")
            .setInputFiles({ name: words.photoName, mimeType: "image/jpeg", buffer: WEB_PAGE });
          await office.getByTestId("ticket-send").click();
          const refusal = office.getByTestId("ticket-reply-file-error");
          await refusal.waitFor();
          expect(await refusal.textContent()).toContain(words.photoName);
          expect(await office.getByTestId("ticket-reply").inputValue()).toBe(words.reply);
          expect(await office.getByTestId("ticket-reply-file").getAttribute("aria-invalid")).toBe("true");

          await office
            .getByTestId("ticket-reply-file")
            .setInputFiles({ name: words.photoName, mimeType: "image/jpeg", buffer: photo });
          await office.getByTestId("ticket-send").click();
          await office.getByText(words.replySent).waitFor();
          const conversation = office.getByTestId("ticket-conversation");
          await conversation.getByRole("link", { name: words.photoName }).waitFor();
          expect(await office.getByTestId("ticket-reply").inputValue()).toBe("");
          expect(officeProblems).toEqual([]);
        } finally {
          await staff.close();
        }

        // The customer downloads the photo from their request, under its name, without the camera or the place.
        const shopper = await newContext(browser, viewport);
        try {
          const page = await shopper.newPage();
          const problems = watchForBreakage(page, shop);
          await signInThroughPage(page, shop, language, email);
          await page.goto(`${shop}/${language}/my-account/support-ticket/${ticketId}`);
          const answer = page.getByTestId("ticket-agent-message");
          await answer.waitFor();
          expect(await answer.textContent()).toContain(words.reply);
          const link = answer.getByTestId("ticket-attachment");
          expect(await link.textContent()).toBe(words.photoName);
          const file = await page.request.get(`${shop}${await link.getAttribute("href")}`);
          expect(file.status()).toBe(200);
          expect(file.headers()["content-type"]).toBe("image/jpeg");
          expect(file.headers()["content-disposition"]).toContain(
            `filename*=UTF-8''${encodeURIComponent(words.photoName)}`,
          );
          const served = await file.body();
          expect(served.includes(CAMERA)).toBe(false);
          expect(served.includes("Exif")).toBe(false);
          expect(await sharp(served).metadata()).toMatchObject({ format: "jpeg", width: 24, height: 16 });
          if (viewport === PHONE) {
            expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
          }
          expect(problems).toEqual([]);
        } finally {
          await shopper.close();
        }
      },
    );
  }
});
