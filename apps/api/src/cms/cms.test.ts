import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Component, ComponentList, Page } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertCatalogFixtures, insertCmsFixtures } from "../../test/fixtures.js";
import { cmsPages } from "../db/tables.js";

const BASE = "/occ/v2/dukkan";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertCmsFixtures(db);
      await db.insert(cmsPages).values({
        uid: "deliveryInfoPage",
        typeCode: "ContentPage",
        label: "/delivery-info",
        template: "ContentPage1Template",
        name: "Delivery information (moved)",
        title: { en: "Delivery information" },
        redirectUrl: "/shipping",
      });
    },
  });
});
afterAll(() => t.close());

async function get(path: string) {
  const response = await t.app.inject(`${BASE}${path}`);
  return { status: response.statusCode, body: response.json() };
}

describe("CMS pages", () => {
  it("answers the home page without parameters, with slots and resolved components", async () => {
    const { status, body } = await get("/cms/pages");
    expect(status).toBe(200);
    const page = Page.parse(body);
    expect(page).toMatchObject({
      uid: "homepage",
      typeCode: "ContentPage",
      template: "LandingPage2Template",
      name: "Homepage",
      title: "Packaging and catering supplies",
      label: "homepage",
      description: "Cups, boxes and more",
      keywords: "cups, boxes",
      robotTag: "INDEX_FOLLOW",
      properties: { heroTitle: "Welcome" },
    });
    expect(page.contentSlots.contentSlot.map((slot) => [slot.position, slot.slotId])).toEqual([
      ["NavigationBar", "NavigationBarSlot"],
      ["Section1", "Section1Slot-Homepage"],
      ["SiteLogo", "SiteLogoSlot"],
    ]);
    const section1 = page.contentSlots.contentSlot[1]!.components.component;
    expect(section1.map((component) => component.uid)).toEqual(["DealsCarousel", "HomepageSplashBanner"]);
    expect(section1[1]).toEqual({
      uid: "HomepageSplashBanner",
      typeCode: "SimpleResponsiveBannerComponent",
      name: "Splash banner",
      modifiedtime: "2025-06-01T10:00:00.000Z",
      headline: "Summer sale",
      content: "<p>Up to 50% off</p>",
      slides: [{ title: "Cups", url: "/category/disposables/cups" }],
    });
  });

  it("resolves localized values in Arabic with English fallback, at any depth", async () => {
    const { body } = await get("/cms/pages?pageType=ContentPage&pageLabelOrId=homepage&lang=ar");
    expect(body.title).toBe("مستلزمات التغليف والضيافة");
    expect(body.description).toBe("Cups, boxes and more");
    const banner = body.contentSlots.contentSlot[1].components.component[1];
    expect(banner).toMatchObject({
      headline: "تخفيضات الصيف",
      content: "<p>Up to 50% off</p>",
      slides: [{ title: "أكواب" }],
    });
  });

  it("gives navigation components their node tree, children by position", async () => {
    const { body } = await get("/cms/pages?lang=ar");
    const navigation = body.contentSlots.contentSlot[0].components.component[0];
    expect(navigation.navigationNodeUid).toBe("MainNavNode");
    expect(navigation.navigationNode).toEqual({
      uid: "MainNavNode",
      title: "Main navigation",
      entries: [],
      children: [
        {
          uid: "CupsNode",
          title: "أكواب",
          styleClasses: "node-cups",
          entries: [{ itemType: "CMSLinkComponent", itemId: "CupsLink" }],
          children: [
            {
              uid: "HotCupsNode",
              title: "Hot cups",
              url: "/category/disposables/cups",
              target: "_self",
              entries: [],
              children: [],
            },
          ],
        },
        { uid: "BoxesNode", title: "علب", url: "/category/packaging/food-boxes", entries: [], children: [] },
      ],
    });
  });

  it("finds content pages by label or uid, on both the OCC path and the spec's alias", async () => {
    for (const path of [
      "/cms/pages?pageType=ContentPage&pageLabelOrId=/aboutus",
      "/pages?pageLabelOrId=aboutusPage",
      "/cms/pages/aboutusPage",
      "/page/aboutusPage",
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body.uid, path).toBe("aboutusPage");
      expect(body.contentSlots.contentSlot[0].components.component[0].uid).toBe("SiteLogoComponent");
    }
  });

  it("serves a category its own page, its nearest ancestor's, or the default one", async () => {
    expect((await get("/cms/pages?pageType=CategoryPage&code=disposables")).body.uid).toBe("disposablesPage");
    expect((await get("/cms/pages?pageType=CategoryPage&code=cups")).body.uid).toBe("disposablesPage");
    expect((await get("/cms/pages?pageType=CategoryPage&code=boxes")).body.uid).toBe("productGrid");
    expect((await get("/pages?pageType=CategoryPage&code=ecopack")).body.uid).toBe("productGrid");
  });

  it("serves the product page for a known product", async () => {
    const { status, body } = await get("/cms/pages?pageType=ProductPage&code=1001-01");
    expect(status).toBe(200);
    expect(body).toMatchObject({ uid: "productDetails", typeCode: "ProductPage", contentSlots: { contentSlot: [] } });
  });

  it("answers missing pages with 404 UnknownIdentifierError", async () => {
    for (const path of [
      "/cms/pages?pageType=ContentPage&pageLabelOrId=/nope",
      "/cms/pages/nope",
      "/page/nope",
      "/cms/pages?pageType=CategoryPage&code=nope",
      "/cms/pages?pageType=ProductPage&code=9999-99",
      "/cms/pages?pageType=CatalogPage",
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.errors[0], path).toMatchObject({
        type: "UnknownIdentifierError",
        subjectType: "page",
        reason: "notFound",
      });
    }
  });

  it("requires pageType with a code", async () => {
    const { status, body } = await get("/cms/pages?code=cups");
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ type: "ValidationError", subject: "pageType" });
  });
});

describe("CMS components", () => {
  it("answers components by ids in the order asked, skipping unknown ones", async () => {
    const { status, body } = await get("/cms/components?componentIds=CupsLink,nope,DealsCarousel&lang=ar");
    expect(status).toBe(200);
    const list = ComponentList.parse(body);
    expect(list.component.map((component) => component.uid)).toEqual(["CupsLink", "DealsCarousel"]);
    expect(list.component[0]).toMatchObject({
      typeCode: "CMSLinkComponent",
      linkName: "أكواب",
      url: "/category/disposables/cups",
    });
    expect(list.component[1]).toMatchObject({
      title: "العروض",
      productCodes: "1001-01 1001-02",
      carouselType: "DEALANDOFFERS",
    });
    expect(list.pagination).toEqual({ currentPage: 0, pageSize: 3, totalPages: 1, totalResults: 2 });
  });

  it("pages through every component when no ids are given", async () => {
    const first = (await get("/cms/components?pageSize=2")).body;
    expect(first.component.map((component: { uid: string }) => component.uid)).toEqual([
      "CategoryNavigationComponent",
      "CupsLink",
    ]);
    expect(first.pagination).toEqual({ currentPage: 0, pageSize: 2, totalPages: 3, totalResults: 5 });
    const last = (await get("/cms/components?pageSize=2&currentPage=2")).body;
    expect(last.component.map((component: { uid: string }) => component.uid)).toEqual(["SiteLogoComponent"]);
  });

  it("answers one component, and 404 for an unknown one", async () => {
    const { status, body } = await get("/cms/components/CategoryNavigationComponent");
    expect(status).toBe(200);
    expect(Component.parse(body)).toMatchObject({
      uid: "CategoryNavigationComponent",
      wrapAfter: "10",
      navigationNode: { uid: "MainNavNode" },
    });
    const missing = await get("/cms/components/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({
      type: "UnknownIdentifierError",
      subjectType: "component",
      subject: "nope",
    });
  });

  it("serves media attributes with their alt text, under MEDIA_BASE_URL when one is set", async () => {
    const { body } = await get("/cms/components/SiteLogoComponent?lang=ar");
    expect(body.media).toEqual({ url: "/medias/cup-main", altText: "دكان" });
    const cdn = await createTestApp({
      env: { MEDIA_BASE_URL: "https://cdn.example.ae" },
      seed: async (db) => {
        await insertCatalogFixtures(db);
        await insertCmsFixtures(db);
      },
    });
    try {
      const logo = (await cdn.app.inject(`${BASE}/cms/components/SiteLogoComponent`)).json();
      expect(logo.media).toEqual({ url: "https://cdn.example.ae/medias/cup-main", altText: "Dukkan" });
      const product = (await cdn.app.inject(`${BASE}/products/1001-01?fields=images(BASIC)`)).json();
      expect(product.images.PRIMARY.zoom.url).toBe("https://cdn.example.ae/medias/cup-main?format=zoom");
    } finally {
      await cdn.close();
    }
  });

  it("validates paging parameters", async () => {
    for (const query of ["pageSize=0", "pageSize=101", "pageSize=ten", "currentPage=-1"]) {
      const { status, body } = await get(`/cms/components?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors[0].type).toBe("ValidationError");
    }
  });
});

describe("CMS page redirects", () => {
  it("answers a moved page with its redirect URL, and pages that have not moved without one", async () => {
    const moved = await get("/cms/pages?pageType=ContentPage&pageLabelOrId=%2Fdelivery-info");
    expect(moved.status).toBe(200);
    expect(Page.parse(moved.body).redirectUrl).toBe("/shipping");
    const home = await get("/cms/pages");
    expect(Page.parse(home.body).redirectUrl).toBeUndefined();
  });
});
