/**
 * The back office's Delivery and Stores screens (issue 19): the owner changes a delivery area's fee and
 * free-delivery threshold and a shopper's cart in that area is priced with them at once; a negative fee is refused
 * with its message and changes nothing. A merchandiser (who has no Delivery screen) changes a store's phone and one
 * day's opening hours and the storefront's store page shows them; a phone with letters is refused on its input.
 * English on a desktop, Arabic on a phone.
 *
 * Shared demo data: each test changes an area (Ajman's Al Hamidiya, Umm Al Quwain's Al Ramlah) and a store
 * (Fujairah, Ras Al Khaimah) that no other browser test reads (the checkout tests shop in Deira, the store-finder
 * test reads Al Quoz, Deira and Sharjah and counts the stores), so the file runs side by side with the others and
 * restores nothing.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { backoffice, signInToBackoffice } from "./backoffice-support.js";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";
import { invitedMerchandiser, signInWithRecoveryCode } from "./catalogue-support.js";
import { addToCart, postForm, sellableProduct } from "./checkout-support.js";

const shop = inject("storefrontUrl");

const WORDS = {
  en: {
    deliveryMenu: "Delivery",
    storesMenu: "Stores",
    fee: "Delivery fee (AED)",
    threshold: "Free from (AED)",
    save: (area: string) => `Save ${area}`,
    saved: "Saved. New carts and orders in this area use it now.",
    feeRefused: "Enter the fee in AED, for example 15 or 12.50 (at most AED 1,000), then save again.",
    free: "Free",
    freeBanner: "Your order qualifies for free delivery",
    phone: "Phone",
    opens: "Opens",
    closes: "Closes",
    wednesday: "Wednesday",
    saveStore: "Save the store",
    storeSaved: "The store is saved. Shoppers see the change at once.",
    storeFailed: "Some fields need correcting.",
    phoneRefused: "Digits and spaces, optionally starting with +.",
  },
  ar: {
    deliveryMenu: "التوصيل",
    storesMenu: "المتاجر",
    fee: "رسوم التوصيل (درهم)",
    threshold: "مجاني ابتداءً من (درهم)",
    save: (area: string) => `حفظ ${area}`,
    saved: "تم الحفظ. تستخدمه السلال والطلبات الجديدة في هذه المنطقة الآن.",
    feeRefused: "أدخل الرسوم بالدرهم، مثل 15 أو 12.50 (بحد أقصى 1,000 درهم)، ثم احفظ مرة أخرى.",
    free: "مجاني",
    freeBanner: "طلبك مؤهل للتوصيل المجاني",
    phone: "الهاتف",
    opens: "يفتح",
    closes: "يغلق",
    wednesday: "الأربعاء",
    saveStore: "حفظ المتجر",
    storeSaved: "تم حفظ المتجر. يرى المتسوقون التغيير فوراً.",
    storeFailed: "بعض الحقول تحتاج إلى تصحيح.",
    phoneRefused: "أرقام ومسافات، ويمكن أن يبدأ بـ +.",
  },
} as const;

/** Whether the page is wider than the window (a form that makes the phone scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** The cart page's delivery line, read afresh. */
async function cartDelivery(page: Page, language: "en" | "ar"): Promise<string> {
  await page.goto(`${shop}/${language}/cart`);
  return page.getByTestId("summary-delivery").innerText();
}

describe("back office delivery and stores", () => {
  // Demo values of the areas (packages/demo-shop/src/geography.ts): Al Hamidiya AED 25.00, free from AED 250.00;
  // Al Ramlah AED 30.00, free from AED 300.00.
  for (const { language, viewport, area, regionIsocode, oldFee, newFee } of [
    {
      language: "en",
      viewport: DESKTOP,
      area: { isocode: "AE-AJ-HAMIDIYA", name: "Al Hamidiya" },
      regionIsocode: "AE-AJ",
      oldFee: "25.00",
      newFee: "17.50",
    },
    {
      language: "ar",
      viewport: PHONE,
      area: { isocode: "AE-UQ-RAMLAH", name: "الرملة" },
      regionIsocode: "AE-UQ",
      oldFee: "30.00",
      newFee: "12.25",
    },
  ] as const) {
    it(
      `the owner changes an area's fee and threshold and the shopper's cart uses them; a negative fee is refused (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        // A shopper in the area with two cups in the cart (well under the area's free-delivery threshold).
        const shopper = await browser.newContext({ viewport });
        const staff = await browser.newContext({ viewport });
        try {
          await postForm(shopper.request, `/${language}/delivery-area`, {
            regionIsocode,
            areaIsocode: area.isocode,
            returnTo: `/${language}/cart`,
            js: "1",
          });
          await addToCart(shopper.request, language, await sellableProduct());
          const cart = await shopper.newPage();
          expect(await cartDelivery(cart, language)).toContain(oldFee);

          const page = await staff.newPage();
          const problems = watchForBreakage(page, backoffice);
          await signInToBackoffice(page, language, `delivery-${language}`);
          await page.getByRole("link", { name: words.deliveryMenu, exact: true }).click();
          const row = page.getByTestId(`delivery-area-${area.isocode}`);
          await row.waitFor();
          await hydrated(page);
          const summary = row.getByTestId("delivery-area-summary");
          const summaryBefore = await summary.innerText();
          expect(summaryBefore).toContain(oldFee);
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

          // A negative fee is refused on the area, with what to type instead; nothing changes.
          await row.getByLabel(words.fee).fill("-5");
          await row.getByRole("button", { name: words.save(area.name) }).click();
          await row.getByText(words.feeRefused).waitFor();
          expect(await summary.innerText()).toBe(summaryBefore);
          expect(await cartDelivery(cart, language)).toContain(oldFee);

          // A new fee: the area's summary and the shopper's cart show it.
          await row.getByLabel(words.fee).fill(newFee);
          await row.getByRole("button", { name: words.save(area.name) }).click();
          await row.getByText(words.saved).waitFor();
          await expect.poll(() => summary.innerText()).toContain(newFee);
          expect(await cartDelivery(cart, language)).toContain(newFee);

          // Free from AED 1.00: the shopper's two cups now travel free.
          await row.getByLabel(words.threshold).fill("1");
          await row.getByRole("button", { name: words.save(area.name) }).click();
          await row.getByText(words.saved).waitFor();
          await expect.poll(() => summary.innerText()).toContain("1.00");
          expect(await cartDelivery(cart, language)).toBe(words.free);
          // The header's banner says so within a second too (the storefront keeps the areas' thresholds a second).
          await expect
            .poll(
              async () => {
                await cart.reload();
                return cart.getByTestId("free-shipping-banner").innerText();
              },
              { timeout: 5_000, interval: 500 },
            )
            .toBe(words.freeBanner);
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);
          expect(problems).toEqual([]);
        } finally {
          await shopper.close();
          await staff.close();
        }
      },
    );
  }

  // Demo values of the stores: Fujairah's phone +971 9 555 0166, Ras Al Khaimah's +971 7 555 0145; both open
  // 08:00 – 22:00 on Wednesdays.
  for (const { language, viewport, store, oldPhone, newPhone } of [
    {
      language: "en",
      viewport: DESKTOP,
      store: { name: "dukkan-fujairah", displayName: "Dukkan Fujairah" },
      oldPhone: "+971 9 555 0166",
      newPhone: "+971 9 555 0199",
    },
    {
      language: "ar",
      viewport: PHONE,
      store: { name: "dukkan-ras-al-khaimah", displayName: "دكان رأس الخيمة" },
      oldPhone: "+971 7 555 0145",
      newPhone: "+971 7 555 0188",
    },
  ] as const) {
    it(
      `a merchandiser changes a store's phone and hours and the store page shows them; a bad phone is refused (${language})`,
      { timeout: 180_000 },
      async ({ browser }) => {
        const words = WORDS[language];
        const member = await invitedMerchandiser(`stores-${language}`, language);
        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          const problems = watchForBreakage(page, backoffice);
          await signInWithRecoveryCode(page, language, member);
          // The delivery fees are the owner's: a merchandiser is not offered the screen.
          expect(await page.getByRole("link", { name: words.deliveryMenu, exact: true }).count()).toBe(0);
          await page.getByRole("link", { name: words.storesMenu, exact: true }).click();
          await page.getByRole("link", { name: store.displayName, exact: true }).click();
          await page.getByRole("heading", { level: 1, name: store.displayName }).waitFor();
          await hydrated(page);
          const phone = page.getByLabel(words.phone, { exact: true });
          expect(await phone.inputValue()).toBe(oldPhone);
          if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

          // Letters in the phone: refused on the input, what was typed kept, the store unchanged.
          await phone.fill("call us");
          await page.getByRole("button", { name: words.saveStore }).click();
          await page.getByText(words.storeFailed).waitFor();
          await page.getByText(words.phoneRefused).waitFor();
          expect(await phone.inputValue()).toBe("call us");
          const storePage = await context.newPage();
          const storeUrl = `${shop}/${language}/store-finder/${store.name}`;
          await storePage.goto(storeUrl);
          expect(await storePage.getByTestId("store-detail").innerText()).toContain(oldPhone);

          await phone.fill(newPhone);
          const wednesday = page.getByRole("group", { name: words.wednesday, exact: true });
          await wednesday.getByLabel(words.opens).fill("09:00");
          await wednesday.getByLabel(words.closes).fill("17:30");
          await page.getByRole("button", { name: words.saveStore }).click();
          await page.getByText(words.storeSaved).waitFor();
          expect(await page.getByText(words.phoneRefused).count()).toBe(0);

          // The storefront's store page: the new phone (a link to call it) and Wednesday's new hours.
          await storePage.goto(storeUrl);
          const detail = storePage.getByTestId("store-detail");
          expect(await detail.innerText()).toContain(newPhone);
          expect(await detail.locator(`a[href="tel:${newPhone.replace(/\s+/g, "")}"]`).count()).toBe(1);
          const hours = storePage.getByTestId("store-opening-hours");
          expect(await hours.locator("tr", { hasText: words.wednesday }).innerText()).toContain("09:00 – 17:30");
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});
