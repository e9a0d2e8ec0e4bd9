/**
 * The delivery area (shopping spec §2.4 'Delivery to', §2.5 dialog, §4, §5) and the address book
 * (account spec §2.7), in English and Arabic: a guest picks an emirate and area in the dialog (an invalid
 * submit shows the errors; Escape closes); without scripts the same dialog works from the widget's link;
 * a customer saves an address in the address book, then picks it as a card in the dialog.
 */
import { describe, expect, inject } from "vitest";
import type { Locator, Page } from "playwright-core";
import { PASSWORD, registerThroughApi } from "./accounts.js";
import { DESKTOP, hydrated, it, newContext, PHONE, watchForBreakage } from "./browser.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");

const WORDS = {
  en: {
    choosePrompt: "Choose your area",
    regionSearch: "Dub",
    region: "Dubai",
    area: "Dubai Marina",
    regionRequired: "Please choose your emirate.",
    loginButton: "Sign in",
    submit: "Save area",
    sharjahSearch: "Shar",
    sharjah: "Sharjah",
    nahda: "Al Nahda",
    save: "Save address",
    added: "The address was added to your address book.",
    manageAddresses: "Manage your addresses",
    addNew: "Add new address",
    invalidPhone: "Please enter digits only.",
    setDefault: "Set as default",
    defaultChanged: "Your default address was changed.",
    delete: "Delete",
    confirmDelete: "Yes, delete",
    deleted: "The address was deleted.",
  },
  ar: {
    choosePrompt: "اختر منطقتك",
    regionSearch: "دب",
    region: "دبي",
    area: "دبي مارينا",
    regionRequired: "يرجى اختيار إمارتك.",
    loginButton: "تسجيل الدخول",
    submit: "حفظ المنطقة",
    sharjahSearch: "الشا",
    sharjah: "الشارقة",
    nahda: "النهدة",
    save: "حفظ العنوان",
    added: "تمت إضافة العنوان إلى دفتر عناوينك.",
    manageAddresses: "إدارة عناوينك",
    addNew: "إضافة عنوان جديد",
    invalidPhone: "يرجى إدخال أرقام فقط.",
    setDefault: "تعيين كافتراضي",
    defaultChanged: "تم تغيير عنوانك الافتراضي.",
    delete: "حذف",
    confirmDelete: "نعم، احذف",
    deleted: "تم حذف العنوان.",
  },
} as const;

const widgetArea = (page: Page) => page.getByTestId("delivery-to-area");

/** Signs in on the login page (the login form only: the page also carries newsletter e-mail fields). */
async function signIn(page: Page, language: "en" | "ar", email: string): Promise<void> {
  await page.goto(`${shop}/${language}/login`);
  const form = page.locator('main form:has(button[name="intent"][value="login"])');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[name="intent"][value="login"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

async function chooseRegionAndArea(page: Page, scope: Locator, search: string, region: string, area: string) {
  await scope.getByTestId("region-combobox").locator("input").fill(search);
  // The typed letters filter the emirates: every option left contains them.
  await expect
    .poll(async () => (await page.getByRole("option").allInnerTexts()).map((text) => text.includes(search)))
    .toEqual([true]);
  await page.getByRole("option", { name: region, exact: true }).click();
  await scope.getByTestId("area-select").locator("button").click();
  await page.getByRole("option", { name: area, exact: true }).click();
}

describe.each(["en", "ar"] as const)("delivery area (%s)", (language) => {
  const words = WORDS[language];

  it("lets a guest choose an emirate and area on a phone; the page reloads with the area", async ({ browser }) => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const problems = watchForBreakage(page, shop);
    await page.goto(`${shop}/${language}/`);
    await hydrated(page);
    expect(await widgetArea(page).textContent()).toBe(words.choosePrompt);
    await expect.poll(() => page.getByTestId("delivery-to").isVisible()).toBe(true);

    // Escape closes the dialog.
    await page.getByTestId("delivery-to").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByTestId("delivery-to").click();
    await dialog.waitFor();
    expect(await dialog.getByTestId("area-select").locator("button").isDisabled()).toBe(true);
    expect(await dialog.getByRole("link", { name: words.loginButton }).getAttribute("href")).toBe(`/${language}/login`);
    const submit = dialog.getByRole("button", { name: words.submit });
    expect(await submit.getAttribute("aria-disabled")).toBe("true");
    // Submit is marked disabled; a keyboard user's submit marks every field touched (spec §5).
    await submit.focus();
    await page.keyboard.press("Enter");
    await dialog.getByText(words.regionRequired).waitFor();

    await chooseRegionAndArea(page, dialog, words.regionSearch, words.region, words.area);
    expect(await submit.getAttribute("aria-disabled")).toBeNull();
    const reloaded = page.waitForEvent("load");
    await submit.click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => widgetArea(page).textContent()).toBe(words.area);
    // Spec §4: the page reloads 3 s after saving; the area stays in the session.
    await reloaded;
    await hydrated(page);
    expect(await widgetArea(page).textContent()).toBe(words.area);
    expect(problems).toEqual([]);
  });

  it("lets a customer save an address in the address book and pick it in the dialog", async ({ browser }) => {
    const { email } = await registerThroughApi(api, shop, language === "en" ? "Amira" : "Salma");
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, language, email);

    // The empty address book shows the form straight away.
    await page.goto(`${shop}/${language}/my-account/address-book`);
    await hydrated(page);
    const form = page.getByTestId("address-form");
    await chooseRegionAndArea(page, form, words.sharjahSearch, words.sharjah, words.nahda);
    await form.locator('input[name="firstName"]').fill("Amira");
    await form.locator('input[name="lastName"]').fill("Test");
    await form.locator('input[name="line1"]').fill("Al Nahda Street 4");
    await form.locator('input[name="town"]').fill("Sharjah");
    await form.locator('input[name="phone"]').fill("971501112233");
    await form.getByRole("button", { name: words.save }).click();
    await page.getByText(words.added).waitFor();
    expect(await page.getByTestId("address-card").count()).toBe(1);

    await page.goto(`${shop}/${language}/search/cup`);
    await hydrated(page);
    await page.getByTestId("delivery-to").click();
    const dialog = page.getByRole("dialog");
    const card = dialog.getByRole("button", { name: /Al Nahda Street 4/ });
    await card.click();
    expect(await card.getAttribute("aria-pressed")).toBe("true");
    expect(await dialog.getByTestId("area-select").locator("button").textContent()).toContain(words.nahda);
    expect(await dialog.getByRole("link", { name: words.manageAddresses }).getAttribute("href")).toBe(
      `/${language}/my-account/address-book`,
    );
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: words.submit }).click();
    await expect.poll(() => widgetArea(page).textContent()).toBe(words.nahda);
    await reloaded;
    expect(await widgetArea(page).textContent()).toBe(words.nahda);

    // The address book: a second address, made the default, then the first one deleted after confirming.
    await page.goto(`${shop}/${language}/my-account/address-book`);
    await hydrated(page);
    await page.getByRole("link", { name: words.addNew }).click();
    await chooseRegionAndArea(page, form, words.regionSearch, words.region, words.area);
    await form.locator('input[name="firstName"]').fill("Second");
    await form.locator('input[name="lastName"]').fill("Home");
    await form.locator('input[name="line1"]').fill("Marina Walk 9");
    await form.locator('input[name="town"]').fill("Dubai");
    await form.locator('input[name="phone"]').fill("abc");
    await form.getByRole("button", { name: words.save }).click();
    await form.getByText(words.invalidPhone).waitFor();
    await form.locator('input[name="phone"]').fill("971501112244");
    await form.getByRole("button", { name: words.save }).click();
    await page.getByText(words.added).waitFor();
    const cards = page.getByTestId("address-card");
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: "Marina Walk 9" }).getByRole("button", { name: words.setDefault }).click();
    await page.getByText(words.defaultChanged).waitFor();
    expect(await cards.first().textContent()).toContain("Marina Walk 9");
    await cards.filter({ hasText: "Al Nahda Street 4" }).getByRole("link", { name: words.delete }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByRole("button", { name: words.confirmDelete }).click();
    await page.getByText(words.deleted).waitFor();
    expect(await cards.count()).toBe(1);
  });
});

describe("delivery area without scripts", () => {
  it("opens the dialog from the widget's link and saves the chosen area", async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/en/search/cup`);
    await page.getByTestId("delivery-to").click();
    await page.waitForURL((url) => url.searchParams.get("deliveryArea") === "choose");
    const dialog = page.getByRole("dialog");
    await dialog.locator('select[name="regionIsocode"]').selectOption("AE-DU");
    await dialog.locator('select[name="areaIsocode"]').selectOption("AE-DU-MARINA");
    await dialog.getByRole("button", { name: "Save area" }).click();
    await page.waitForURL((url) => url.pathname === "/en/search/cup" && !url.searchParams.has("deliveryArea"));
    expect(await widgetArea(page).textContent()).toBe("Dubai Marina");
  });
});
