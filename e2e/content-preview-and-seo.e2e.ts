/**
 * The content preview and the listings' structured data (shopping spec §2.1 'preview' cx-preview and the site search
 * action target, §3 Search result seoSchemaMarkup, §9 Structured-data offer; decision 0070), in English on a desktop
 * and Arabic on a phone: staff make a signed link to the seeded draft page, which shoppers cannot open and the link
 * shows (never cached or indexed); an altered or expired link says so with 403; search and category pages declare
 * their products with the spec's offer; the search action's target leads to the results.
 */
import { createHmac } from "node:crypto";
import { describe, expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { messages } from "@dukkan/i18n";
import { DESKTOP, PHONE, hydrated, it, newContext, tilePrices } from "./browser.js";
import { staffAccessToken } from "./staff-api.js";

const shop = inject("storefrontUrl");
const api = inject("apiUrl");
/** The API's TOKEN_SECRET in the browser tests (e2e/global-setup.ts), to sign a link that has already expired. */
const E2E_TOKEN_SECRET = "e2e-token-secret-0123456789abcdef0123456789abcd";

type Language = "en" | "ar";
type Json = Record<string, unknown>;
const preview = (language: Language) =>
  (messages[language] as unknown as { contentPreview: Record<string, string> }).contentPreview;

const DRAFT = {
  pageId: "ramadanOffers",
  label: "ramadan-offers",
  title: { en: "Ramadan offers", ar: "عروض رمضان" },
  words: { en: "Ready for iftar", ar: "جاهزون للإفطار" },
};
const SEARCH_WORD = { en: "cup", ar: "كوب" };

async function previewLink(language: Language, pageId = DRAFT.pageId): Promise<{ path: string; expiresAt: string }> {
  const response = await fetch(`${api}/admin/v1/cms/pages/${pageId}/preview-link`, {
    method: "POST",
    headers: { authorization: `Bearer ${staffAccessToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(200);
  const link = (await response.json()) as { url: string; expiresAt: string; published: boolean };
  expect(link.published).toBe(false);
  // The API's link names its configured storefront; these tests' storefront runs on its own port.
  const url = new URL(link.url);
  return { path: `${url.pathname}${url.search}`, expiresAt: link.expiresAt };
}

/** A link signed the way the API signs (HMAC-SHA256 under a key derived from TOKEN_SECRET), for a past moment. */
function expiredLinkPath(language: Language): string {
  const key = createHmac("sha256", E2E_TOKEN_SECRET).update("cms-preview-link").digest();
  const expires = Math.floor(Date.now() / 1000) - 60;
  const signature = createHmac("sha256", key).update(`p1\n${DRAFT.pageId}\n${expires}`).digest("base64url");
  return `/${language}/cx-preview?pageId=${DRAFT.pageId}&expires=${expires}&signature=${signature}`;
}

async function jsonLd(page: Page, type: string): Promise<Json | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((json) => JSON.parse(json) as Json).find((data) => data["@type"] === type);
}

describe.each([
  ["en", DESKTOP],
  ["ar", PHONE],
] as const)("content preview and structured data (%s)", (language, viewport) => {
  it("a draft page: hidden from shoppers, shown through the staff link, never cached or indexed", async ({
    browser,
  }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();

    // Shoppers do not find the draft: its label leads to the not-found page.
    await page.goto(`${shop}/${language}/${DRAFT.label}`);
    expect(new URL(page.url()).pathname).toBe(`/${language}/404-error`);

    const { path } = await previewLink(language);
    expect(path.startsWith(`/${language}/cx-preview?`)).toBe(true);
    const response = await page.goto(`${shop}${path}`);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    await hydrated(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: DRAFT.title[language] }).isVisible())
      .toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: DRAFT.words[language] }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: preview(language).banner! })
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  });

  it("an altered or expired link answers 403 saying which; a link to a removed page 404", async ({ browser }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const words = preview(language);

    const { path } = await previewLink(language);
    const altered = path.replace(`pageId=${DRAFT.pageId}`, "pageId=aboutus");
    let response = await page.goto(`${shop}${altered}`);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole("heading", { level: 1, name: words.refusedTitle }).isVisible()).toBe(true);
    expect(await page.getByRole("alert").innerText()).toBe(words.invalidSignature);
    expect(await page.getByText(DRAFT.words[language]).count()).toBe(0);

    response = await page.goto(`${shop}${expiredLinkPath(language)}`);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole("alert").innerText()).toBe(words.expired);
    expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    response = await page.goto(`${shop}/${language}/cx-preview`);
    expect(response?.status()).toBe(403);

    const missing = await fetch(`${api}/admin/v1/cms/pages/noSuchPage/preview-link`, {
      method: "POST",
      headers: { authorization: `Bearer ${staffAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify({ language }),
    });
    expect(missing.status).toBe(404);
  });

  it("search and category pages declare the products they show with the spec's offer", async ({ browser }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/search/${encodeURIComponent(SEARCH_WORD[language])}`);
    const markup = await jsonLd(page, "SearchResultsPage");
    expect(markup).toMatchObject({ "@context": "https://schema.org", inLanguage: language });
    const list = markup!.mainEntity as { numberOfItems: number; itemListElement: Json[] };
    const tiles = page.locator("ul[data-view] > li article");
    const shown = await tiles.count();
    expect(shown).toBeGreaterThan(0);
    expect(list.itemListElement).toHaveLength(shown);
    const resultCount = Number(/\d+/.exec(await page.getByTestId("result-count").innerText())?.[0]);
    expect(list.numberOfItems).toBe(resultCount);
    expect(list.itemListElement.map((item) => item.position)).toEqual(
      Array.from({ length: shown }, (_, index) => index + 1),
    );

    // Each item is the tile's product: its page, the price shoppers pay, in AED, valid until a date still ahead.
    const hrefs = await tiles.evaluateAll((articles) =>
      articles.map((article) => article.querySelector("a[href*='/product/']")?.getAttribute("href") ?? ""),
    );
    const prices = await tilePrices(tiles);
    const today = new Date().toISOString().slice(0, 10);
    list.itemListElement.forEach((element, index) => {
      const item = element.item as { "@type": string; url: string; offers: Json };
      expect(item["@type"]).toBe("Product");
      expect(new URL(item.url).pathname).toBe(hrefs[index]);
      expect(item.offers).toMatchObject({
        price: prices[index]!.toFixed(2),
        priceCurrency: "AED",
        hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
        shippingDetails: {
          deliveryTime: { handlingTime: { minValue: 1, maxValue: 3 }, transitTime: { minValue: 4, maxValue: 8 } },
        },
      });
      expect((item.offers.priceValidUntil as string) >= today).toBe(true);
    });

    await page.goto(`${shop}/${language}/category/food-containers`);
    const category = await jsonLd(page, "CollectionPage");
    expect((category!.mainEntity as { itemListElement: Json[] }).itemListElement.length).toBe(
      await page.locator("ul[data-view] > li article").count(),
    );
  });

  it("the site search action's target as the spec declares it leads to the results", async ({ browser }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(`${shop}/${language}/`);
    const website = await jsonLd(page, "WebSite");
    const template = (website!.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    expect(new URL(template.replace("{search_term_string}", "x")).pathname).toBe(`/${language}/search_term_string`);

    // As a search engine fills it in: the words replace the placeholder, URL-encoded.
    const filled = new URL(template.replace("{search_term_string}", encodeURIComponent(SEARCH_WORD[language])));
    await page.goto(`${shop}${filled.pathname}${filled.search}`);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${language}/search/${SEARCH_WORD[language]}`);
    expect(await page.locator("ul[data-view] > li article").count()).toBeGreaterThan(0);
  });
});
