/**
 * The back office (apps/backoffice, issue 19): staff sign in and see today's figures; an order placed by a customer
 * is accepted, picked and shipped through the order page's forms, and the customer's own order page in the
 * storefront then shows it shipped with the carrier's tracking number; staff then mark it delivered with a proof
 * of delivery chosen in the delivery form, which the customer finds among the order's attachments and can open
 * (issue 18); sign-in works before scripts load.
 * English on a desktop, Arabic on a 1024×768 tablet.
 */
import { describe, expect, inject } from "vitest";
import { signInThroughPage } from "./accounts.js";
import { backoffice, signInToBackoffice, STAFF_TEXTS } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, watchForBreakage } from "./browser.js";
import { customerWithCashOrder } from "./checkout-support.js";

const shop = inject("storefrontUrl");
/** A one-page PDF as a courier's signed delivery note would be (the API recognises it by its bytes). */
const SIGNED_NOTE = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n");
const TABLET = { width: 1024, height: 768 };

const WORDS = {
  en: {
    accept: "Accept order",
    pick: "Start picking",
    carrier: "Carrier",
    tracking: "Tracking number",
    ship: "Ship",
    shipped: "Shipped",
    aramex: "Aramex",
    newState: "New",
    proof: "Proof of delivery (optional)",
    deliver: "Mark delivered",
    completed: "Completed",
  },
  ar: {
    accept: "قبول الطلب",
    pick: "بدء التجهيز",
    carrier: "شركة الشحن",
    tracking: "رقم التتبع",
    ship: "شحن",
    shipped: "تم الشحن",
    aramex: "أرامكس",
    newState: "جديد",
    proof: "إثبات التسليم (اختياري)",
    deliver: "تسجيل التوصيل",
    completed: "مكتمل",
  },
} as const;

describe("back office", () => {
  for (const { language, viewport } of [
    { language: "en", viewport: DESKTOP },
    { language: "ar", viewport: TABLET },
  ] as const) {
    it(`signs staff in and shows today's figures (${language})`, { timeout: 90_000 }, async ({ browser }) => {
      const texts = STAFF_TEXTS[language];
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems = watchForBreakage(page, backoffice);
      await signInToBackoffice(page, language, `figures-${language}`);
      expect(await page.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
      expect(await page.getByRole("region", { name: texts.ordersToday }).count()).toBe(1);
      expect(Number(await page.getByTestId("orders-today").textContent())).toBeGreaterThanOrEqual(0);
      // The session cookie is sealed and out of scripts' reach.
      const [cookie] = (await context.cookies(backoffice)).filter((c) => c.name === "dukkan_backoffice");
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.value).not.toContain("@dukkan.test");

      // On a phone the navigation is a row that scrolls sideways to the current page's link, and only the row: a
      // member who scrolled down while the page loaded stays where they are (it used to jump back to the header and
      // move the link they were about to click). The scripts are held until the page has been scrolled.
      await page.setViewportSize({ width: 390, height: 500 });
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route("**/assets/**/*.js", async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`${backoffice}/${language}/content`, { waitUntil: "commit" });
      await page.locator("main h1").waitFor();
      await page.evaluate(() => window.scrollTo(0, 200));
      expect(await page.evaluate(() => window.scrollY)).toBe(200);
      releaseScripts();
      await hydrated(page);
      await page.unroute("**/assets/**/*.js");
      expect(await page.evaluate(() => window.scrollY)).toBe(200);
      const row = page.getByRole("navigation", { name: texts.navigation });
      const current = row.locator('[aria-current="page"]');
      await expect
        .poll(async () => {
          const [rowBox, currentBox] = await Promise.all([row.boundingBox(), current.boundingBox()]);
          return rowBox!.x <= currentBox!.x + 1 && currentBox!.x + currentBox!.width <= rowBox!.x + rowBox!.width + 1;
        })
        .toBe(true);
      await page.setViewportSize(viewport);

      await page.getByRole("button", { name: texts.signOut, exact: true }).click();
      await page.getByText(texts.signedOut).waitFor();
      expect(problems).toEqual([]);
    });

    it(
      `ships an order and the customer's order page shows it (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const { email, code } = await customerWithCashOrder("Huda", "Al Rigga Street 20");

        const staffContext = await browser.newContext({ viewport });
        const staffPage = await staffContext.newPage();
        const problems = watchForBreakage(staffPage, backoffice);
        await signInToBackoffice(staffPage, language, `ship-${language}`);
        // The list finds the order by its number; its row links to the order's page.
        await staffPage.goto(`${backoffice}/${language}/orders?q=${code}`);
        await hydrated(staffPage);
        await staffPage.getByRole("link", { name: code, exact: true }).click();
        await staffPage.getByTestId("order-status").waitFor();
        expect(await staffPage.getByTestId("order-status").textContent()).toBe(words.newState);
        await hydrated(staffPage);

        await staffPage.getByRole("button", { name: words.accept }).click();
        await staffPage.getByRole("button", { name: words.pick }).click();
        const trackingId = `AX${Date.now()}`;
        await staffPage.getByLabel(words.carrier).selectOption("aramex");
        await staffPage.getByLabel(words.tracking).fill(trackingId);
        await staffPage.getByRole("button", { name: words.ship, exact: true }).click();
        await expect.poll(() => staffPage.getByTestId("order-status").textContent()).toBe(words.shipped);
        expect(await staffPage.getByText(trackingId).count()).toBe(1);
        expect(problems).toEqual([]);

        // The customer's order page in the storefront: shipped, with the carrier and the tracking number.
        const customerContext = await browser.newContext({ viewport });
        const customerPage = await customerContext.newPage();
        await signInThroughPage(customerPage, shop, language, email);
        await customerPage.goto(`${shop}/${language}/my-account/order/${code}`);
        await hydrated(customerPage);
        expect(await customerPage.locator("main").getByText(words.shipped, { exact: true }).count()).toBeGreaterThan(0);
        await customerPage.getByTestId("track-consignment").first().click();
        const tracking = customerPage.getByTestId("tracking-dialog");
        await tracking.waitFor();
        expect(await tracking.getByText(words.aramex, { exact: true }).count()).toBe(1);
        expect(await tracking.locator(`a[href*="aramex.com"]`).getAttribute("href")).toContain(trackingId);

        // Delivered with the courier's signed note chosen in the delivery form (a multipart form through the
        // back office's server); the customer then finds it among the order's attachments and can open it.
        const proofName = `signed-note-${code}.pdf`;
        await staffPage
          .getByLabel(words.proof)
          .setInputFiles({ name: proofName, mimeType: "application/pdf", buffer: SIGNED_NOTE });
        await staffPage.getByRole("button", { name: words.deliver, exact: true }).click();
        await expect.poll(() => staffPage.getByTestId("order-status").textContent()).toBe(words.completed);
        expect(problems).toEqual([]);
        // The order's page itself (a reload would keep the tracking dialog open: it is in the URL).
        await customerPage.goto(`${shop}/${language}/my-account/order/${code}`);
        await hydrated(customerPage);
        await customerPage.getByTestId("order-action-attachments").click();
        const row = customerPage.getByTestId("attachment-row");
        await row.getByText(proofName, { exact: true }).waitFor();
        const file = await customerContext.request.get(`${shop}${await row.locator("a").first().getAttribute("href")}`);
        expect(file.status()).toBe(200);
        expect(file.headers()["content-type"]).toContain("application/pdf");
        expect((await file.body()).equals(SIGNED_NOTE)).toBe(true);
      },
    );
  }

  it("answers 'Page not found' (404) at the address of anything that does not exist", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signInToBackoffice(page, "en", "not-found");
    for (const path of [
      "orders/99999999",
      "returns/R99999999",
      "customers/no-such-customer",
      "tickets/T99999999",
      "catalogue/products/9999-99",
      "brands/no-such-brand",
      "stores/No Such Store",
      "promotions/no-such-promotion",
      "vouchers/NOSUCHVOUCHER",
      "content/pages/no-such-page",
      "content/banners/NoSuchBanner",
      "nothing-here",
    ]) {
      const response = await page.goto(`${backoffice}/en/${path}`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    }
  });

  it("signs in and out before scripts load", { timeout: 60_000 }, async ({ browser }) => {
    const texts = STAFF_TEXTS.en;
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInToBackoffice(page, "en", "no-script");
    await page.getByRole("link", { name: texts.orders, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: texts.orders }).waitFor();
    await page.getByRole("button", { name: texts.signOut, exact: true }).click();
    await page.getByText(texts.signedOut).waitFor();
    // Signed out: the home page sends the browser back to the sign-in page.
    await page.goto(`${backoffice}/en/`);
    await page.getByRole("button", { name: texts.signIn, exact: true }).waitFor();
  });
});
