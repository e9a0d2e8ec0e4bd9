/**
 * The product page's CMS layout in browser tests (decision 0074): the seeded product and template, the staff calls
 * that change them, and putting them back, shared by the files that lay the page out (cms-layout, back-office layout).
 */
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const shop = inject("storefrontUrl");

/** A seeded product with a description, specifications, usage and reviews. */
export const PRODUCT = "10003-02";

export const SEEDED_SUMMARY = [
  "ProductIntroComponent",
  "ProductImagesComponent",
  "ProductVariantSelectorComponent",
  "ProductAddToCartComponent",
  "ProductSummaryComponent",
];
export const SEEDED_TABS = "ProductDescriptionTab ProductSpecsTab ProductUsageTab ProductReviewsTab";

export async function staffCall(method: "PUT" | "PATCH", path: string, body: unknown): Promise<void> {
  const response = await fetch(`${api}/admin/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${staffAccessToken()}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

export const setSummary = (componentUids: string[]) =>
  staffCall("PUT", "/cms/slots/productDetails-Summary/components", { componentUids });
export const setTabs = (components: string) =>
  staffCall("PATCH", "/cms/components/ProductTabs", { properties: { components } });

/** The product page's summary parts and tabs as seeded. */
export async function restoreProductLayout(): Promise<void> {
  await setSummary(SEEDED_SUMMARY);
  await setTabs(SEEDED_TABS);
}

/** The seeded product's page (its short address redirects to the full one). */
export async function openProduct(page: Page, language: "en" | "ar"): Promise<void> {
  await page.goto(`${shop}/${language}/p/${PRODUCT}`);
  await page.waitForURL(new RegExp(`/${language}/product/${PRODUCT}-`));
}
