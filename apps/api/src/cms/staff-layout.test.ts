/**
 * The layout staff arrange (decision 0074): GET /admin/v1/cms/layout lists the header's icons and the product page's
 * slots with their components in order, what may be put back and what must stay; a write that takes out what the
 * storefront needs (add to cart, the product's name and price, the header's cart and account) is refused with 409
 * and changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertCatalogFixtures, insertCmsFixtures } from "../../test/fixtures.js";
import { cmsComponents, cmsSlotComponents, cmsSlots } from "../db/tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

const placeholder = (uid: string) => ({ uid, typeCode: uid, name: uid, properties: {} });
const tab = (uid: string, tabType: string, title: { en: string; ar: string }) => ({
  uid,
  typeCode: "CMSTabParagraphComponent",
  name: `${tabType} tab`,
  properties: { title, tabType },
});
const icon = (uid: string, en: string, ar: string) => ({
  uid,
  typeCode: "CMSLinkComponent",
  name: uid,
  properties: { linkName: { en, ar }, url: "/cart" },
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertCmsFixtures(db);
      await db.insert(cmsComponents).values([
        ...[
          "BreadcrumbComponent",
          "ProductIntroComponent",
          "ProductImagesComponent",
          "ProductAddToCartComponent",
          "ProductSummaryComponent",
          "AccountOrderHistoryComponent",
        ].map(placeholder),
        tab("ProductDescriptionTab", "description", { en: "Description", ar: "الوصف" }),
        tab("ProductReviewsTab", "reviews", { en: "Reviews", ar: "المراجعات" }),
        {
          uid: "ProductTabs",
          typeCode: "CMSTabParagraphContainer",
          name: "Product tabs",
          properties: { components: "ProductDescriptionTab ProductReviewsTab" },
        },
        icon("LoginIconLink", "Sign in", "تسجيل الدخول"),
        icon("MiniCartIconLink", "Cart", "السلة"),
        icon("WishlistIconLink", "Wishlist", "قائمة الأمنيات"),
        {
          uid: "HeaderIcons",
          typeCode: "HeaderIconsComponent",
          name: "Header icons",
          properties: { components: "MiniCartIconLink LoginIconLink" },
        },
      ]);
      await db.insert(cmsSlots).values([
        { pageUid: "homepage", position: "HeaderLinks", slotId: "HeaderLinksSlot" },
        { pageUid: "aboutusPage", position: "HeaderLinks", slotId: "HeaderLinksSlot" },
        { pageUid: "productDetails", position: "HeaderLinks", slotId: "HeaderLinksSlot" },
        { pageUid: "productDetails", position: "BottomHeaderSlot", slotId: "productDetails-BottomHeaderSlot" },
        { pageUid: "productDetails", position: "Summary", slotId: "productDetails-Summary" },
        { pageUid: "productDetails", position: "Tabs", slotId: "productDetails-Tabs" },
      ]);
      await db.insert(cmsSlotComponents).values([
        { slotId: "HeaderLinksSlot", componentUid: "HeaderIcons", position: 0 },
        { slotId: "productDetails-BottomHeaderSlot", componentUid: "BreadcrumbComponent", position: 0 },
        { slotId: "productDetails-Summary", componentUid: "ProductIntroComponent", position: 0 },
        { slotId: "productDetails-Summary", componentUid: "ProductImagesComponent", position: 1 },
        { slotId: "productDetails-Summary", componentUid: "ProductAddToCartComponent", position: 2 },
        { slotId: "productDetails-Tabs", componentUid: "ProductTabs", position: 0 },
      ]);
    },
  });
});
afterAll(() => t.close());

async function readLayout(role: "merchandiser" | "owner" = "merchandiser") {
  const response = await t.app.inject({
    url: "/admin/v1/cms/layout",
    headers: await staffAuthHeader(t, role),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    lists: {
      key: string;
      pageId: string | null;
      slotId: string;
      containerUid: string | null;
      components: { uid: string; required: boolean; texts: Record<string, { en: string; ar: string }> }[];
      available: { uid: string }[];
    }[];
  }>();
}

const uidsOf = (items: { uid: string }[]) => items.map((item) => item.uid);

async function slotUids(slotId: string) {
  const rows = await t.db
    .select({ uid: cmsSlotComponents.componentUid })
    .from(cmsSlotComponents)
    .where(eq(cmsSlotComponents.slotId, slotId))
    .orderBy(cmsSlotComponents.position);
  return rows.map((row) => row.uid);
}

describe("GET /admin/v1/cms/layout", () => {
  it("lists the header's icons and the product page's slots in order, with what may be put back and what must stay", async () => {
    const { lists } = await readLayout("owner");
    expect(lists.map((list) => [list.key, list.pageId, list.slotId, list.containerUid])).toEqual([
      ["headerIcons", null, "HeaderLinksSlot", "HeaderIcons"],
      ["productBreadcrumb", "productDetails", "productDetails-BottomHeaderSlot", null],
      ["productSummary", "productDetails", "productDetails-Summary", null],
      ["productTabs", "productDetails", "productDetails-Tabs", "ProductTabs"],
    ]);
    const [header, , summary, tabs] = lists;
    expect(header!.components).toEqual([
      {
        uid: "MiniCartIconLink",
        typeCode: "CMSLinkComponent",
        name: "MiniCartIconLink",
        texts: { linkName: { en: "Cart", ar: "السلة" } },
        required: true,
      },
      {
        uid: "LoginIconLink",
        typeCode: "CMSLinkComponent",
        name: "LoginIconLink",
        texts: { linkName: { en: "Sign in", ar: "تسجيل الدخول" } },
        required: true,
      },
    ]);
    // The shop's other icon may come back; a link of the menus is no header icon.
    expect(uidsOf(header!.available)).toEqual(["WishlistIconLink"]);

    expect(summary!.components.map((part) => [part.uid, part.required])).toEqual([
      ["ProductIntroComponent", true],
      ["ProductImagesComponent", false],
      ["ProductAddToCartComponent", true],
    ]);
    expect(uidsOf(summary!.available)).toEqual(["ProductSummaryComponent"]);

    expect(tabs!.components).toEqual([
      {
        uid: "ProductDescriptionTab",
        typeCode: "CMSTabParagraphComponent",
        name: "description tab",
        texts: { title: { en: "Description", ar: "الوصف" } },
        required: false,
      },
      {
        uid: "ProductReviewsTab",
        typeCode: "CMSTabParagraphComponent",
        name: "reviews tab",
        texts: { title: { en: "Reviews", ar: "المراجعات" } },
        required: false,
      },
    ]);
    expect(uidsOf(tabs!.available)).toEqual(["AccountOrderHistoryComponent"]);
  });

  it("is refused to support and fulfilment (403)", async () => {
    for (const role of ["support", "fulfilment"] as const) {
      const response = await t.app.inject({ url: "/admin/v1/cms/layout", headers: await staffAuthHeader(t, role) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe("what the storefront needs stays", () => {
  it("a slot's parts move and come out, but add to cart is refused with 409 and the slot stays as it was", async () => {
    const headers = await staffAuthHeader(t, "merchandiser");
    const put = (componentUids: string[]) =>
      t.app.inject({
        method: "PUT",
        url: "/admin/v1/cms/slots/productDetails-Summary/components",
        headers,
        payload: { componentUids },
      });
    const moved = await put(["ProductAddToCartComponent", "ProductIntroComponent"]);
    expect(moved.statusCode).toBe(200);
    expect(await slotUids("productDetails-Summary")).toEqual(["ProductAddToCartComponent", "ProductIntroComponent"]);

    const refused = await put(["ProductIntroComponent"]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: [
        {
          type: "CmsComponentRequiredError",
          reason: "required",
          subject: "ProductAddToCartComponent",
          subjectType: "cmsComponent",
          message:
            "The storefront needs 'ProductAddToCartComponent' (ProductAddToCartComponent) in the slot productDetails-Summary: it cannot be taken out.",
        },
      ],
    });
    expect(await slotUids("productDetails-Summary")).toEqual(["ProductAddToCartComponent", "ProductIntroComponent"]);
    const layout = await readLayout();
    expect(uidsOf(layout.lists.find((list) => list.key === "productSummary")!.available)).toEqual([
      "ProductImagesComponent",
      "ProductSummaryComponent",
    ]);
  });

  it("the header's icons move and come back, but the cart icon is refused with 409; unknown icons with 400", async () => {
    const headers = await staffAuthHeader(t, "merchandiser");
    const patch = (components: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/admin/v1/cms/components/HeaderIcons",
        headers,
        payload: { properties: { components } },
      });
    expect((await patch("LoginIconLink WishlistIconLink MiniCartIconLink")).statusCode).toBe(200);
    const refused = await patch("LoginIconLink WishlistIconLink");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject([{ type: "CmsComponentRequiredError", subject: "MiniCartIconLink" }]);
    const unknown = await patch("LoginIconLink MiniCartIconLink NoSuchIcon");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "properties.components" });

    const { lists } = await readLayout();
    expect(uidsOf(lists[0]!.components)).toEqual(["LoginIconLink", "WishlistIconLink", "MiniCartIconLink"]);
    expect(uidsOf(lists[0]!.available)).toEqual([]);
  });

  it("the product page's tabs may all come out (the page then draws none)", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/admin/v1/cms/components/ProductTabs",
      headers: await staffAuthHeader(t, "merchandiser"),
      payload: { properties: { components: "ProductReviewsTab" } },
    });
    expect(response.statusCode).toBe(200);
    const { lists } = await readLayout();
    const tabs = lists.find((list) => list.key === "productTabs")!;
    expect(uidsOf(tabs.components)).toEqual(["ProductReviewsTab"]);
    expect(uidsOf(tabs.available)).toEqual(["AccountOrderHistoryComponent", "ProductDescriptionTab"]);
  });
});
