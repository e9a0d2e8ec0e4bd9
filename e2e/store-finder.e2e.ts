/**
 * The store finder (shopping spec §2.16, §8): a shopper who allows the shop their position (Playwright's
 * geolocation permission, placed in Dubai Marina) gets the stores nearest first with their distances, on the map
 * and in the list, and opens a store's page (hours, directions). A shopper whose browser refuses gets the spec's
 * message and the stores in the shop's order, and searches by emirate. Before scripts run the search still works
 * and 'Use my location' is not offered. English on a desktop, Arabic on a phone.
 */
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, hydrated, it, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");

/** Dubai Marina: the demo shop's Al Quoz warehouse is about 11 km away, Deira about 28 km. */
const DUBAI_MARINA = { latitude: 25.08, longitude: 55.14 };

const WORDS = {
  en: {
    title: "Store finder",
    nearest: "Stores nearest to you first",
    allStores: "All our stores",
    alQuoz: "Dukkan Al Quoz Warehouse",
    deira: "Dukkan Deira",
    sharjah: "Dukkan Sharjah Industrial",
    useMyLocation: "Use my location",
    refused: "Cannot locate nearby stores. Geolocation consent has not been enabled",
    searchLabel: "Emirate, area or store",
    search: "Find stores",
    emirate: "Sharjah",
    openingHours: "Opening hours",
    directions: "Get directions",
    friday: "Friday",
  },
  ar: {
    title: "البحث عن متجر",
    nearest: "المتاجر الأقرب إليك أولاً",
    allStores: "جميع متاجرنا",
    alQuoz: "دكان - مستودع القوز",
    deira: "دكان ديرة",
    sharjah: "دكان الشارقة الصناعية",
    useMyLocation: "استخدم موقعي",
    refused: "تعذّر العثور على المتاجر القريبة. لم يتم السماح بالوصول إلى الموقع الجغرافي",
    searchLabel: "الإمارة أو المنطقة أو المتجر",
    search: "ابحث عن المتاجر",
    emirate: "الشارقة",
    openingHours: "ساعات العمل",
    directions: "الاتجاهات",
    friday: "الجمعة",
  },
} as const;

const storeNames = (page: Page) => page.getByTestId("store-item").locator("h2").allInnerTexts();

describe.each([
  { language: "en" as const, viewport: DESKTOP },
  { language: "ar" as const, viewport: PHONE },
])("store finder ($language)", ({ language, viewport }) => {
  const words = WORDS[language];

  it("lists the stores nearest the shopper first when they allow geolocation, and opens a store", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport,
      locale: "en-AE",
      permissions: ["geolocation"],
      geolocation: DUBAI_MARINA,
    });
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/store-finder`);
    await expect.poll(() => page.getAttribute("html", "dir")).toBe(language === "ar" ? "rtl" : "ltr");
    await hydrated(page);
    // The permission is already granted: the page asks for the position itself and lists from it.
    await page.waitForURL((url) => url.searchParams.get("latitude") === "25.08");
    await expect.poll(() => page.getByTestId("store-finder-summary").innerText()).toBe(words.nearest);
    const names = await storeNames(page);
    expect(names.slice(0, 2)).toEqual([words.alQuoz, words.deira]);
    expect(names).toHaveLength(9);
    const distances = await page.getByTestId("store-distance").allInnerTexts();
    expect(distances[0]).toMatch(/1[01]\.\d/);
    // Every store is a pin on the map.
    await expect.poll(() => page.getByTestId("store-map").locator(".leaflet-marker-icon").count()).toBe(9);

    await page.getByTestId("store-item").first().getByRole("link", { name: words.alQuoz, exact: true }).click();
    await page.waitForURL(`**/${language}/store-finder/dukkan-al-quoz`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(words.alQuoz);
    const hours = page.getByTestId("store-opening-hours");
    await expect.poll(() => hours.locator("caption").innerText()).toBe(words.openingHours);
    expect(await hours.locator("tbody tr").count()).toBe(7);
    // The warehouse keeps short hours on Friday (07:30 – 11:30).
    expect(await hours.locator("tr", { hasText: words.friday }).innerText()).toContain("07:30 – 11:30");
    expect(await page.getByTestId("store-opening-status").innerText()).not.toBe("");
    const directions = page.getByRole("link", { name: new RegExp(words.directions) });
    expect(await directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=25.1368,55.2302",
    );
    expect(await directions.getAttribute("target")).toBe("_blank");
    expect(problems).toEqual([]);
  });

  it("shows the spec's message when geolocation is refused, and searches by emirate", async ({ browser }) => {
    const context = await browser.newContext({ viewport, locale: "en-AE" });
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/store-finder`);
    await hydrated(page);
    expect(await page.getByTestId("store-finder-summary").innerText()).toBe(words.allStores);
    // The shop's own order, no distances.
    expect((await storeNames(page)).slice(0, 2)).toEqual([words.alQuoz, words.deira]);
    expect(await page.getByTestId("store-distance").count()).toBe(0);

    // Without the permission, headless Chromium refuses the request.
    await page.getByRole("button", { name: words.useMyLocation }).click();
    const refused = page.getByTestId("geolocation-refused");
    await expect.poll(() => refused.innerText()).toBe(words.refused);
    expect(await refused.getByRole("alert").count()).toBe(1);
    expect(new URL(page.url()).searchParams.has("latitude")).toBe(false);

    await page.getByLabel(words.searchLabel).fill(words.emirate);
    await page.getByRole("button", { name: words.search, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("query") === words.emirate);
    await expect.poll(() => storeNames(page)).toEqual([words.sharjah]);
    expect(problems).toEqual([]);
  });
});

describe("store finder before scripts run", () => {
  it("searches with the plain form and offers no location button", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "en-AE", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/en/store-finder`);
    expect(await page.getByRole("button", { name: WORDS.en.useMyLocation }).count()).toBe(0);
    await page.getByLabel(WORDS.en.searchLabel).fill("Al Quoz");
    await page.getByRole("button", { name: WORDS.en.search, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("query") === "Al Quoz");
    // Al Quoz is also a delivery area of Dubai: Dubai's stores, the one in Al Quoz first.
    expect(await storeNames(page)).toEqual([WORDS.en.alQuoz, WORDS.en.deira]);
  });
});
