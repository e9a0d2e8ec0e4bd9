/**
 * Staff laying out pages (decision 0074): the components a slot holds and a component's attributes, as shoppers'
 * CMS reads then serve them; unknown slots and components, duplicates and bad attribute names are refused; every
 * change is audited.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, insertCmsFixtures } from "../../test/fixtures.js";
import { auditLog, cmsComponents, cmsSlotComponents, cmsSlots } from "../db/tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

const BASE = "/occ/v2/dukkan";
const SUMMARY = ["ProductIntroComponent", "ProductImagesComponent", "ProductSummaryComponent"];
const TABS = ["ProductSpecsTab", "ProductReviewsTab"];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertCmsFixtures(db);
      await db.insert(cmsComponents).values([
        ...SUMMARY.map((uid) => ({ uid, typeCode: uid, name: uid, properties: {} })),
        {
          uid: "ProductSpecsTab",
          typeCode: "CMSTabParagraphComponent",
          name: "Specs tab",
          properties: { title: { en: "Specifications", ar: "المواصفات" }, tabType: "specs" },
        },
        {
          uid: "ProductReviewsTab",
          typeCode: "CMSTabParagraphComponent",
          name: "Reviews tab",
          properties: { title: { en: "Reviews", ar: "المراجعات" }, tabType: "reviews" },
        },
        {
          uid: "ProductTabs",
          typeCode: "CMSTabParagraphContainer",
          name: "Product tabs",
          properties: { components: TABS.join(" ") },
        },
      ]);
      await db.insert(cmsSlots).values([
        { pageUid: "productDetails", position: "Summary", slotId: "productDetails-Summary" },
        { pageUid: "productDetails", position: "Tabs", slotId: "productDetails-Tabs" },
      ]);
      await db
        .insert(cmsSlotComponents)
        .values([
          ...SUMMARY.map((componentUid, position) => ({ slotId: "productDetails-Summary", componentUid, position })),
          { slotId: "productDetails-Tabs", componentUid: "ProductTabs", position: 0 },
        ]);
    },
  });
});
afterAll(() => t.close());

async function productPage(lang: "en" | "ar" = "en"): Promise<Page> {
  const response = await t.app.inject(`${BASE}/cms/pages?pageType=ProductPage&code=${CODES.cup}&lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

const slotUids = (page: Page, position: string) =>
  page.contentSlots.contentSlot
    .find((slot) => slot.position === position)
    ?.components.component.map((component) => component.uid);

async function setSlot(slotId: string, componentUids: string[], role: "merchandiser" | "owner" = "merchandiser") {
  return t.app.inject({
    method: "PUT",
    url: `/admin/v1/cms/slots/${slotId}/components`,
    headers: await staffAuthHeader(t, role),
    payload: { componentUids },
  });
}

async function patchComponent(componentId: string, properties: Record<string, unknown>) {
  return t.app.inject({
    method: "PATCH",
    url: `/admin/v1/cms/components/${componentId}`,
    headers: await staffAuthHeader(t, "merchandiser"),
    payload: { properties },
  });
}

describe("a slot's components", () => {
  it("are replaced in the order given, and the product page serves the new order at once", async () => {
    expect(slotUids(await productPage(), "Summary")).toEqual(SUMMARY);
    const reordered = ["ProductImagesComponent", "ProductSummaryComponent", "ProductIntroComponent"];
    const response = await setSlot("productDetails-Summary", reordered);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ slotId: "productDetails-Summary", componentUids: reordered });
    expect(slotUids(await productPage(), "Summary")).toEqual(reordered);

    const shorter = await setSlot("productDetails-Summary", ["ProductIntroComponent"], "owner");
    expect(shorter.statusCode).toBe(200);
    expect(slotUids(await productPage(), "Summary")).toEqual(["ProductIntroComponent"]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cms.slot-components"), eq(auditLog.targetId, "productDetails-Summary")))
      .orderBy(asc(auditLog.id));
    expect(audits.map((audit) => audit.details)).toEqual([
      { before: SUMMARY, after: reordered },
      { before: reordered, after: ["ProductIntroComponent"] },
    ]);
  });

  it("refuse an unknown slot (404), an unknown component or one listed twice (400), leaving the slot as it was", async () => {
    const before = slotUids(await productPage(), "Tabs");
    expect((await setSlot("noSuchSlot", ["ProductTabs"])).statusCode).toBe(404);
    const unknown = await setSlot("productDetails-Tabs", ["ProductTabs", "NoSuchComponent"]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "componentUids" });
    expect((await setSlot("productDetails-Tabs", ["ProductTabs", "ProductTabs"])).statusCode).toBe(400);
    expect(slotUids(await productPage(), "Tabs")).toEqual(before);
  });
});

describe("a component's attributes", () => {
  it("are set per language, removed with null, and the others kept", async () => {
    const response = await patchComponent("ProductTabs", {
      components: "ProductReviewsTab",
      title: { en: "About this product", ar: "عن هذا المنتج" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uid: "ProductTabs",
      typeCode: "CMSTabParagraphContainer",
      properties: { components: "ProductReviewsTab", title: { en: "About this product", ar: "عن هذا المنتج" } },
    });
    const container = (page: Page) =>
      page.contentSlots.contentSlot.find((slot) => slot.position === "Tabs")?.components.component[0];
    expect(container(await productPage("en"))).toMatchObject({
      components: "ProductReviewsTab",
      title: "About this product",
    });
    expect(container(await productPage("ar"))).toMatchObject({ title: "عن هذا المنتج" });

    expect((await patchComponent("ProductTabs", { title: null })).statusCode).toBe(200);
    const served = container(await productPage("en"));
    expect(served).not.toHaveProperty("title");
    expect(served).toMatchObject({ components: "ProductReviewsTab" });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cms.component"), eq(auditLog.targetId, "ProductTabs")))
      .orderBy(asc(auditLog.id));
    expect(audit?.details).toEqual({
      before: { components: TABS.join(" "), title: null },
      after: { components: "ProductReviewsTab", title: { en: "About this product", ar: "عن هذا المنتج" } },
    });
  });

  it("refuse an unknown component (404), no attributes and a bad attribute name (400)", async () => {
    expect((await patchComponent("NoSuchComponent", { title: "x" })).statusCode).toBe(404);
    expect((await patchComponent("ProductTabs", {})).statusCode).toBe(400);
    expect((await patchComponent("ProductTabs", { "not a name": "x" })).statusCode).toBe(400);
    expect((await patchComponent("ProductTabs", { title: 42 })).statusCode).toBe(400);
  });
});
