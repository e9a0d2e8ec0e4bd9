/**
 * Staff content editing (decision 0075): content pages, the home page's banners and carousels, campaigns and the
 * sale banner. What staff save is what shoppers read from the OCC CMS routes next (the test app checks the content
 * version on every request, as a process does once a second).
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertCatalogFixtures, insertCmsFixtures } from "../../test/fixtures.js";
import { multipartForm } from "../../test/multipart.js";
import { auditLog, cmsComponents, cmsPages, cmsSlotComponents, cmsSlots, navigationNodes } from "../db/tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

const BASE = "/occ/v2/dukkan";
const banner = (uid: string, headline: string, picture: string) => ({
  uid,
  typeCode: "SimpleResponsiveBannerComponent",
  name: uid,
  properties: {
    headline: { en: headline, ar: `${headline} (ar)` },
    urlLink: "/search?query=cups",
    media: { url: `/medias/${picture}`, altText: { en: headline } },
  },
});

let t: TestApp;
let merchandiser: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertCmsFixtures(db);
      await db.insert(cmsPages).values({
        uid: "winterSale",
        typeCode: "ContentPage",
        label: "/winter-sale",
        template: "ContentPage1Template",
        name: "Winter sale",
        title: { en: "Winter sale", ar: "تخفيضات الشتاء" },
        published: false,
      });
      await db.insert(cmsSlots).values([
        { pageUid: "winterSale", position: "Section2A", slotId: "winterSale-Section2A" },
        { pageUid: "homepage", position: "Section0", slotId: "homepage-Section0" },
      ]);
      await db.insert(cmsComponents).values([
        {
          uid: "winterSaleParagraph1",
          typeCode: "CMSParagraphComponent",
          name: "Winter sale text",
          properties: { title: { en: "Winter sale" }, content: { en: "<p>Soon</p>", ar: "<p>قريباً</p>" } },
        },
        banner("HomeBannerOne", "First banner", "cup-main"),
        banner("HomeBannerTwo", "Second banner", "cup-side"),
        banner("HomeBannerOld", "Old banner", "cup-side"),
        {
          uid: "HomepageBannerCarousel",
          typeCode: "RotatingImagesComponent",
          name: "Home banners",
          properties: { banners: "HomeBannerOne HomeBannerTwo", hiddenBanners: "HomeBannerOld", effect: "fade" },
        },
        {
          uid: "FLASHSALE",
          typeCode: "DukkanCarouselComponent",
          name: "Flash sale",
          properties: {
            carouselType: "FLASHSALE",
            title: { en: "Flash sale" },
            productCodes: "1001-01",
            timer: "2026-03-10T20:00:00.000Z",
          },
        },
        {
          uid: "SHOPBYCATEGORY",
          typeCode: "DukkanCarouselComponent",
          name: "Shop by category",
          properties: {
            carouselType: "SHOP_BY_CATEGORIES",
            title: { en: "Shop by category" },
            banners: "HomeBannerOld",
          },
        },
        {
          uid: "flashsale",
          typeCode: "DukkanCampaignComponent",
          name: "Flash sale campaign",
          properties: { title: { en: "Flash sale" }, productCodes: "1001-01", timer: "2026-03-10T20:00:00.000Z" },
        },
        {
          uid: "dealandoffers",
          typeCode: "DukkanCampaignComponent",
          name: "Deals campaign",
          properties: { title: { en: "Deals" }, productCodes: "1001-02" },
        },
        {
          uid: "SaleTimerBanner",
          typeCode: "SaleTimerBannerComponent",
          name: "Sale banner",
          properties: {
            headline: { en: "Seasonal sale" },
            dateStart: "2026-03-01T00:00:00.000Z",
            dateEnd: "2026-03-10T20:00:00.000Z",
            url: "/sale",
          },
        },
      ]);
      await db.insert(cmsSlotComponents).values([
        { slotId: "winterSale-Section2A", componentUid: "winterSaleParagraph1", position: 0 },
        { slotId: "homepage-Section0", componentUid: "HomepageBannerCarousel", position: 0 },
        { slotId: "homepage-Section0", componentUid: "FLASHSALE", position: 1 },
        { slotId: "homepage-Section0", componentUid: "SHOPBYCATEGORY", position: 2 },
      ]);
    },
  });
  merchandiser = await staffAuthHeader(t, "merchandiser");
});
afterAll(() => t.close());

async function call(method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: unknown, headers = merchandiser) {
  const response = await t.app.inject({ method, url: `/admin/v1${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

const auditRows = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

const pageEdit = {
  title: { en: "Winter offers", ar: "عروض الشتاء" },
  description: { en: "Warm cups for cold days", ar: "" },
  paragraphs: [
    {
      uid: "winterSaleParagraph1",
      title: { en: "Winter offers", ar: "عروض الشتاء" },
      content: {
        en: '<h2>Hot cups</h2><p onclick="steal()">From AED 9</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        ar: "<p>أكواب ساخنة</p>",
      },
    },
  ],
};

describe("content pages", () => {
  it("lists content pages, drafts included, with search and paging", async () => {
    const all = await call("GET", "/cms/pages");
    expect(all.status).toBe(200);
    expect(all.body.pages.map((page: { pageId: string }) => page.pageId)).toEqual([
      "aboutusPage",
      "homepage",
      "winterSale",
    ]);
    expect(all.body.pages[2]).toMatchObject({
      label: "/winter-sale",
      published: false,
      title: { ar: "تخفيضات الشتاء" },
    });

    const searched = await call("GET", "/cms/pages?q=الشتاء");
    expect(searched.body.pages.map((page: { pageId: string }) => page.pageId)).toEqual(["winterSale"]);
    const second = await call("GET", "/cms/pages?pageSize=2&currentPage=1");
    expect(second.body.pages.map((page: { pageId: string }) => page.pageId)).toEqual(["winterSale"]);
    expect(second.body.pagination).toEqual({ currentPage: 1, pageSize: 2, totalPages: 2, totalResults: 3 });
  });

  it("edits a draft's texts with scripts, handlers and javascript links removed, then publishes it", async () => {
    const saved = await call("PUT", "/cms/pages/winterSale", pageEdit);
    expect(saved.status).toBe(200);
    expect(saved.body.title).toEqual({ en: "Winter offers", ar: "عروض الشتاء" });
    expect(saved.body.paragraphs[0].content).toEqual({
      en: "<h2>Hot cups</h2><p>From AED 9</p><a>x</a>",
      ar: "<p>أكواب ساخنة</p>",
    });
    expect(await auditRows("cms.page.update", "winterSale")).toHaveLength(1);
    // Still a draft: shoppers are told it does not exist.
    expect((await t.app.inject(`${BASE}/cms/pages/winterSale`)).statusCode).toBe(404);

    const published = await call("POST", "/cms/pages/winterSale/publish");
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    const live = await t.app.inject(`${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=/winter-sale&lang=ar`);
    expect(live.statusCode).toBe(200);
    expect(live.json().title).toBe("عروض الشتاء");
    expect(live.json().contentSlots.contentSlot[0].components.component[0].content).toBe("<p>أكواب ساخنة</p>");
    expect(await auditRows("cms.page.publish", "winterSale")).toHaveLength(1);

    const unpublished = await call("POST", "/cms/pages/winterSale/unpublish");
    expect(unpublished.body.published).toBe(false);
    expect((await t.app.inject(`${BASE}/cms/pages/winterSale`)).statusCode).toBe(404);
  });

  it("shows shoppers a published page's new title on their next request", async () => {
    const before = await t.app.inject(`${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=/aboutus`);
    expect(before.json().title).not.toBe("About the shop");
    const saved = await call("PUT", "/cms/pages/aboutusPage", { title: { en: "About the shop" } });
    expect(saved.status).toBe(200);
    const after = await t.app.inject(`${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=/aboutus`);
    expect(after.json().title).toBe("About the shop");
  });

  it("refuses markup in a title, a paragraph of another page, an unknown page and unpublishing the home page", async () => {
    const markup = await call("PUT", "/cms/pages/winterSale", {
      ...pageEdit,
      title: { en: "<script>alert(1)</script>", ar: "" },
    });
    expect(markup.status).toBe(400);
    expect(JSON.stringify(markup.body.errors)).toContain("takes no markup");

    const foreign = await call("PUT", "/cms/pages/aboutusPage", {
      title: { en: "About" },
      paragraphs: [{ uid: "winterSaleParagraph1", title: { en: "x" }, content: { en: "<p>x</p>" } }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].subject).toBe("paragraphs");

    expect((await call("GET", "/cms/pages/noSuchPage")).status).toBe(404);
    const unknown = await call("PUT", "/cms/pages/noSuchPage", { title: { en: "x" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].type).toBe("UnknownIdentifierError");
    expect((await call("POST", "/cms/pages/noSuchPage/publish")).status).toBe(404);

    const home = await call("POST", "/cms/pages/homepage/unpublish");
    expect(home.status).toBe(400);
    expect((await t.app.inject(`${BASE}/cms/pages`)).statusCode).toBe(200);
  });

  it("is refused to fulfilment and support", async () => {
    for (const role of ["fulfilment", "support"] as const) {
      const headers = await staffAuthHeader(t, role);
      expect((await call("PUT", "/cms/pages/winterSale", pageEdit, headers)).status).toBe(403);
    }
  });
});

describe("home page banners and carousels", () => {
  it("lists the rotating banners (enabled in order, then disabled), the carousels and the banner pictures", async () => {
    const home = await call("GET", "/cms/home");
    expect(home.status).toBe(200);
    expect(home.body.banners.map((item: { uid: string; enabled: boolean }) => [item.uid, item.enabled])).toEqual([
      ["HomeBannerOne", true],
      ["HomeBannerTwo", true],
      ["HomeBannerOld", false],
    ]);
    expect(home.body.carousels).toEqual([
      { uid: "FLASHSALE", carouselType: "FLASHSALE", title: { en: "Flash sale", ar: "" }, productCodes: ["1001-01"] },
      {
        uid: "SHOPBYCATEGORY",
        carouselType: "SHOP_BY_CATEGORIES",
        title: { en: "Shop by category", ar: "" },
        productCodes: null,
      },
    ]);
    expect(home.body.images.map((image: { url: string }) => image.url)).toEqual(
      expect.arrayContaining(["/medias/cup-main", "/medias/cup-side"]),
    );
  });

  it("edits a banner and shoppers get the new headline, picture and link", async () => {
    await t.app.inject(`${BASE}/cms/components/HomeBannerOne?lang=ar`);
    const saved = await call("PUT", "/cms/banners/HomeBannerOne", {
      headline: { en: "Ramadan packaging", ar: "تغليف رمضان" },
      content: { en: "Lanterns and boxes", ar: "" },
      urlLink: "/category/party",
      mediaUrl: "/medias/cup-side",
      altText: { en: "Ramadan", ar: "رمضان" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ uid: "HomeBannerOne", enabled: true, media: { url: "/medias/cup-side" } });
    const served = (await t.app.inject(`${BASE}/cms/components/HomeBannerOne?lang=ar`)).json();
    expect(served).toMatchObject({
      headline: "تغليف رمضان",
      content: "Lanterns and boxes",
      urlLink: "/category/party",
      media: { altText: "رمضان" },
    });
    expect(served.media.url).toMatch(/\/medias\/cup-side$/);
    expect(await auditRows("cms.banner.update", "HomeBannerOne")).toHaveLength(1);
  });

  it("refuses a banner with an unknown picture, a javascript link, markup, or an unknown id", async () => {
    const valid = {
      headline: { en: "A banner" },
      urlLink: "/search",
      mediaUrl: "/medias/cup-main",
      altText: { en: "A banner" },
    };
    const picture = await call("PUT", "/cms/banners/HomeBannerTwo", { ...valid, mediaUrl: "/medias/nothing-here" });
    expect(picture.status).toBe(400);
    expect(picture.body.errors[0].subject).toBe("mediaUrl");
    expect((await call("PUT", "/cms/banners/HomeBannerTwo", { ...valid, urlLink: "javascript:alert(1)" })).status).toBe(
      400,
    );
    expect((await call("PUT", "/cms/banners/HomeBannerTwo", { ...valid, urlLink: "//evil.example" })).status).toBe(400);
    expect(
      (
        await call("PUT", "/cms/banners/HomeBannerTwo", {
          ...valid,
          headline: { en: '<img src=x onerror="alert(1)">' },
        })
      ).status,
    ).toBe(400);
    expect((await call("PUT", "/cms/banners/NoSuchBanner", valid)).status).toBe(404);
    // A carousel is not a banner.
    expect((await call("PUT", "/cms/banners/FLASHSALE", valid)).status).toBe(404);
  });

  it("reorders, disables and enables banners; the storefront's carousel lists the enabled ones in order", async () => {
    const saved = await call("PUT", "/cms/home/banners", {
      banners: [
        { uid: "HomeBannerOld", enabled: true },
        { uid: "HomeBannerOne", enabled: true },
        { uid: "HomeBannerTwo", enabled: false },
      ],
    });
    expect(saved.status).toBe(200);
    const served = (await t.app.inject(`${BASE}/cms/components/HomepageBannerCarousel`)).json();
    expect(served.banners).toBe("HomeBannerOld HomeBannerOne");
    expect(saved.body.banners.map((item: { uid: string; enabled: boolean }) => [item.uid, item.enabled])).toEqual([
      ["HomeBannerOld", true],
      ["HomeBannerOne", true],
      ["HomeBannerTwo", false],
    ]);

    const missing = await call("PUT", "/cms/home/banners", { banners: [{ uid: "HomeBannerOld", enabled: true }] });
    expect(missing.status).toBe(400);
    const noneEnabled = await call("PUT", "/cms/home/banners", {
      banners: ["HomeBannerOld", "HomeBannerOne", "HomeBannerTwo"].map((uid) => ({ uid, enabled: false })),
    });
    expect(noneEnabled.status).toBe(400);
  });

  it("edits a product carousel's title and products, refusing unknown products and products on a banner carousel", async () => {
    const saved = await call("PUT", "/cms/carousels/FLASHSALE", {
      title: { en: "Lightning deals", ar: "عروض البرق" },
      productCodes: ["1001-02", "1001-01"],
    });
    expect(saved.status).toBe(200);
    const served = (await t.app.inject(`${BASE}/cms/components/FLASHSALE?lang=ar`)).json();
    expect(served).toMatchObject({ title: "عروض البرق", productCodes: "1001-02 1001-01" });

    const unknown = await call("PUT", "/cms/carousels/FLASHSALE", { title: { en: "x" }, productCodes: ["9999-99"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].subject).toBe("productCodes");
    const banners = await call("PUT", "/cms/carousels/SHOPBYCATEGORY", {
      title: { en: "x" },
      productCodes: ["1001-01"],
    });
    expect(banners.status).toBe(400);
    expect((await call("PUT", "/cms/carousels/NOPE", { title: { en: "x" } })).status).toBe(404);
  });
});

describe("campaigns and the sale banner", () => {
  it("moves the flash sale's end on the campaign and on its home page carousel", async () => {
    const listed = await call("GET", "/cms/campaigns");
    expect(listed.body.campaigns.map((campaign: { uid: string }) => campaign.uid)).toEqual([
      "dealandoffers",
      "flashsale",
    ]);
    const saved = await call("PUT", "/cms/campaigns/flashsale", {
      title: { en: "Weekend flash sale", ar: "تخفيضات نهاية الأسبوع" },
      productCodes: ["1001-01", "1001-02"],
      timer: "2026-03-12T22:00:00+04:00",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.timer).toBe("2026-03-12T18:00:00.000Z");
    const campaign = (await t.app.inject(`${BASE}/cms/components/flashsale`)).json();
    expect(campaign).toMatchObject({ title: "Weekend flash sale", timer: "2026-03-12T18:00:00.000Z" });
    const carousel = (await t.app.inject(`${BASE}/cms/components/FLASHSALE`)).json();
    expect(carousel.timer).toBe("2026-03-12T18:00:00.000Z");
    expect(await auditRows("cms.campaign.update", "flashsale")).toHaveLength(1);
  });

  it("refuses an invalid date, a countdown on a campaign without one, and no products", async () => {
    const base = { title: { en: "Flash" }, productCodes: ["1001-01"] };
    expect((await call("PUT", "/cms/campaigns/flashsale", { ...base, timer: "next Friday" })).status).toBe(400);
    expect((await call("PUT", "/cms/campaigns/flashsale", { ...base, timer: "2026-02-30T10:00:00Z" })).status).toBe(
      400,
    );
    expect((await call("PUT", "/cms/campaigns/flashsale", base)).status).toBe(400);
    expect((await call("PUT", "/cms/campaigns/dealandoffers", { ...base, timer: "2026-03-12T18:00:00Z" })).status).toBe(
      400,
    );
    expect((await call("PUT", "/cms/campaigns/dealandoffers", { ...base, productCodes: [] })).status).toBe(400);
    expect((await call("PUT", "/cms/campaigns/nothing", base)).status).toBe(404);
  });

  it("edits the sale banner's texts and window; an end before the start is refused", async () => {
    const saved = await call("PUT", "/cms/sale-banners/SaleTimerBanner", {
      headline: { en: "Spring sale", ar: "تخفيضات الربيع" },
      footerSalesMessage: { en: "Ends Sunday", ar: "ينتهي الأحد" },
      dateStart: "2026-03-05T08:00:00Z",
      dateEnd: "2026-03-15T20:00:00Z",
    });
    expect(saved.status).toBe(200);
    const served = (await t.app.inject(`${BASE}/cms/components/SaleTimerBanner?lang=ar`)).json();
    expect(served).toMatchObject({
      headline: "تخفيضات الربيع",
      footerSalesMessage: "ينتهي الأحد",
      dateStart: "2026-03-05T08:00:00.000Z",
      dateEnd: "2026-03-15T20:00:00.000Z",
      url: "/sale",
    });
    const backwards = await call("PUT", "/cms/sale-banners/SaleTimerBanner", {
      headline: { en: "Spring sale" },
      footerSalesMessage: { en: "" },
      dateStart: "2026-03-15T20:00:00Z",
      dateEnd: "2026-03-05T08:00:00Z",
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.errors)).toContain("dateEnd");
  });
});

describe("creating and deleting content pages", () => {
  const newPage = {
    slug: "bulk-orders",
    title: { en: "Bulk orders", ar: "طلبات الجملة" },
    content: { en: '<h2>Cartons</h2><p onclick="steal()">Ask us</p><script>alert(1)</script>', ar: "<p>اسألنا</p>" },
  };
  const shopperPage = (path: string, lang = "en") =>
    t.app.inject(`${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=${encodeURIComponent(path)}&lang=${lang}`);

  it("creates a draft page at /{slug} with the sanitised text and the shared header; shoppers see it once published", async () => {
    const created = await call("POST", "/cms/pages", newPage);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      pageId: "bulk-orders",
      label: "/bulk-orders",
      title: { en: "Bulk orders", ar: "طلبات الجملة" },
      published: false,
      publishable: true,
    });
    expect(created.body.paragraphs).toHaveLength(1);
    expect(created.body.paragraphs[0].content).toEqual({ en: "<h2>Cartons</h2><p>Ask us</p>", ar: "<p>اسألنا</p>" });
    expect(await auditRows("cms.page.create", "bulk-orders")).toHaveLength(1);
    expect((await shopperPage("/bulk-orders")).statusCode).toBe(404);

    expect((await call("POST", "/cms/pages/bulk-orders/publish")).status).toBe(200);
    const live = await shopperPage("/bulk-orders", "ar");
    expect(live.statusCode).toBe(200);
    const slots = live.json().contentSlots.contentSlot as {
      position: string;
      components: { component: { content?: string }[] };
    }[];
    expect(live.json().title).toBe("طلبات الجملة");
    expect(slots.find((slot) => slot.position === "Section2A")?.components.component[0]?.content).toBe("<p>اسألنا</p>");
    // The header's logo slot, which every content page shares, is on the new page too.
    expect(slots.map((slot) => slot.position)).toContain("SiteLogo");
  });

  it("refuses a taken address or id, the shop's own addresses, a slug that is not lower-case words, and an empty text", async () => {
    for (const slug of ["bulk-orders", "aboutus", "winterSale", "homepage"]) {
      const taken = await call("POST", "/cms/pages", { ...newPage, slug });
      if (slug === "winterSale") {
        // Not lower-case words: refused before anything is looked up.
        expect(taken.status).toBe(400);
        expect(taken.body.errors[0].subject).toBe("slug");
        continue;
      }
      expect(taken.status, slug).toBe(400);
      expect(taken.body.errors[0]).toMatchObject({ type: "ValidationError", reason: "taken", subject: "slug" });
      expect(taken.body.errors[0].message).toContain(`/${slug}`);
    }
    // Caught by a unique index rather than the check (as a page created at the same moment would be): the same answer.
    await t.db
      .insert(cmsComponents)
      .values({ uid: "clash-text", typeCode: "CMSParagraphComponent", name: "Clash", properties: {} });
    const clash = await call("POST", "/cms/pages", { ...newPage, slug: "clash" });
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0]).toMatchObject({ reason: "taken", subject: "slug" });
    expect((await call("GET", "/cms/pages/clash")).status).toBe(404);
    // The shop's own addresses: a page there would never be shown (the cart page, the brands list in any case).
    for (const slug of ["cart", "checkout", "brands"]) {
      const shops = await call("POST", "/cms/pages", { ...newPage, slug });
      expect(shops.status, slug).toBe(400);
      expect(shops.body.errors[0].subject).toBe("slug");
      expect(shops.body.errors[0].message).toContain("the shop's own pages");
      expect((await call("GET", `/cms/pages/${slug}`)).status).toBe(404);
    }
    const spaced = await call("POST", "/cms/pages", { ...newPage, slug: "bulk orders" });
    expect(spaced.status).toBe(400);
    expect(spaced.body.errors[0].subject).toBe("slug");
    const empty = await call("POST", "/cms/pages", {
      ...newPage,
      slug: "empty-page",
      content: { en: "<script>x</script>" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].subject).toBe("content.en");
    expect((await call("GET", "/cms/pages/empty-page")).status).toBe(404);
  });

  it("deletes a page with its text: shoppers get 404 and the delete is audited", async () => {
    expect((await call("POST", "/cms/pages", { ...newPage, slug: "gone-soon" })).status).toBe(201);
    expect((await call("POST", "/cms/pages/gone-soon/publish")).status).toBe(200);
    expect((await shopperPage("/gone-soon")).statusCode).toBe(200);

    const deleted = await call("DELETE", "/cms/pages/gone-soon");
    expect(deleted.status).toBe(204);
    expect((await shopperPage("/gone-soon")).statusCode).toBe(404);
    expect((await call("GET", "/cms/pages/gone-soon")).status).toBe(404);
    expect(await t.db.select().from(cmsComponents).where(eq(cmsComponents.uid, "gone-soon-text"))).toEqual([]);
    // The shared header slot stays for the other pages.
    expect(await t.db.select().from(cmsSlots).where(eq(cmsSlots.slotId, "SiteLogoSlot"))).not.toHaveLength(0);
    const [audit] = await auditRows("cms.page.delete", "gone-soon");
    expect(audit?.details).toMatchObject({ label: "/gone-soon" });
    expect((await call("DELETE", "/cms/pages/gone-soon")).status).toBe(404);
    // The home page has no address of its own: it is never deleted.
    expect((await call("DELETE", "/cms/pages/homepage")).status).toBe(400);
  });

  it("refuses (409) deleting a page the footer or a menu links to, naming where", async () => {
    expect((await call("POST", "/cms/pages", { ...newPage, slug: "delivery-times" })).status).toBe(201);
    expect((await call("POST", "/cms/pages", { ...newPage, slug: "gift-wrap" })).status).toBe(201);
    await t.db.insert(cmsComponents).values({
      uid: "GiftWrapLink",
      typeCode: "CMSLinkComponent",
      name: "Gift wrap link",
      properties: { linkName: { en: "Gift wrap" }, url: "/gift-wrap" },
    });
    await t.db.insert(navigationNodes).values([
      { uid: "FooterNavNode", title: { en: "Footer", ar: "التذييل" } },
      { uid: "FooterNavHelp", parentUid: "FooterNavNode", title: { en: "Customer service", ar: "خدمة العملاء" } },
      {
        uid: "FooterNavHelp_Delivery",
        parentUid: "FooterNavHelp",
        title: { en: "Delivery", ar: "التوصيل" },
        url: "/delivery-times",
      },
      {
        uid: "GiftNode",
        parentUid: "MainNavNode",
        title: { en: "Gifts" },
        entries: [{ itemType: "CMSLinkComponent", itemId: "GiftWrapLink" }],
      },
    ]);

    const footer = await call("DELETE", "/cms/pages/delivery-times");
    expect(footer.status).toBe(409);
    expect(footer.body.errors[0].type).toBe("CmsPageLinkedError");
    expect(footer.body.errors[0]).toMatchObject({
      reason: "linked",
      subject: "Footer › Customer service › Delivery",
      message: "The page /delivery-times is linked from Footer › Customer service › Delivery. Remove the link first.",
    });
    const inArabic = await call("DELETE", "/cms/pages/delivery-times?lang=ar");
    expect(inArabic.status).toBe(409);
    expect(inArabic.body.errors[0].subject).toBe("التذييل › خدمة العملاء › التوصيل");
    const menu = await call("DELETE", "/cms/pages/gift-wrap");
    expect(menu.status).toBe(409);
    expect(menu.body.errors.map((error: { subject: string }) => error.subject)).toEqual(["Main navigation › Gifts"]);
    expect(await auditRows("cms.page.delete", "delivery-times")).toEqual([]);
    expect((await call("GET", "/cms/pages/delivery-times")).status).toBe(200);
  });

  it("lets owners and merchandisers create and delete; refuses fulfilment and support", async () => {
    const owner = await staffAuthHeader(t, "owner");
    expect((await call("POST", "/cms/pages", { ...newPage, slug: "owners-page" }, owner)).status).toBe(201);
    for (const role of ["fulfilment", "support"] as const) {
      const headers = await staffAuthHeader(t, role);
      expect((await call("POST", "/cms/pages", { ...newPage, slug: `${role}-page` }, headers)).status).toBe(403);
      expect((await call("DELETE", "/cms/pages/owners-page", undefined, headers)).status).toBe(403);
    }
    expect((await call("GET", "/cms/pages/fulfilment-page")).status).toBe(404);
    expect((await call("DELETE", "/cms/pages/owners-page", undefined, owner)).status).toBe(204);
    expect(await auditRows("cms.page.create", "owners-page")).toHaveLength(1);
    expect(await auditRows("cms.page.delete", "owners-page")).toHaveLength(1);
  });
});

describe("a banner's uploaded picture", () => {
  const picture = (format: "png" | "jpeg") => {
    const canvas = sharp({ create: { width: 64, height: 32, channels: 3, background: "#2e7d5b" } });
    return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
  };

  function uploadPicture(
    uid: string,
    file: { name: string; bytes: Uint8Array },
    alt = { en: "Green cups", ar: "أكواب خضراء" },
    headers = merchandiser,
  ) {
    const form = multipartForm({ altEn: alt.en, altAr: alt.ar }, file);
    return t.app.inject({
      method: "PUT",
      url: `/admin/v1/cms/banners/${uid}/picture`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }

  it("refuses a file that is not a picture whatever its name, and an empty one, leaving the banner's picture", async () => {
    const before = (await t.app.inject(`${BASE}/cms/components/HomeBannerTwo`)).json().media.url;
    const text = await uploadPicture("HomeBannerTwo", {
      name: "banner.png",
      bytes: Buffer.from("not a picture at all"),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toMatchObject({ subject: "image", reason: "fileType" });
    expect(text.json().errors[0].message).toContain("banner.png");
    const empty = await uploadPicture("HomeBannerTwo", { name: "banner.png", bytes: Buffer.alloc(0) });
    expect(empty.json().errors[0]).toMatchObject({ subject: "image", reason: "empty" });
    expect((await t.app.inject(`${BASE}/cms/components/HomeBannerTwo`)).json().media.url).toBe(before);
    expect(await auditRows("cms.banner.picture", "HomeBannerTwo")).toEqual([]);
  });

  it("stores a re-encoded picture that shoppers' banner shows with its alt texts", async () => {
    const withMetadata = await sharp(await picture("jpeg"))
      .withMetadata({ exif: { IFD0: { Copyright: "secret-camera-owner" } } })
      .jpeg()
      .toBuffer();
    const response = await uploadPicture("HomeBannerTwo", { name: "green.jpg", bytes: withMetadata });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().media.url as string;
    expect(url).toMatch(/^\/medias\/upload-[0-9a-f]{24}$/);
    expect(response.json().media.altText).toEqual({ en: "Green cups", ar: "أكواب خضراء" });

    const served = (await t.app.inject(`${BASE}/cms/components/HomeBannerTwo?lang=ar`)).json();
    expect(served.media.url).toMatch(new RegExp(`${url}$`));
    expect(served.media.altText).toBe("أكواب خضراء");
    const image = await t.app.inject(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.rawPayload.includes(Buffer.from("secret-camera-owner"))).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
    expect(await auditRows("cms.banner.picture", "HomeBannerTwo")).toHaveLength(1);
  });

  it("deletes the uploaded picture a new one replaces, unless another banner still shows it", async () => {
    const first = await uploadPicture("HomeBannerTwo", { name: "first.png", bytes: await picture("png") });
    const firstUrl = first.json().media.url as string;
    // The same bytes on a second banner: one stored picture, shown twice.
    await uploadPicture("HomeBannerOne", { name: "first.png", bytes: await picture("png") });
    const red = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#b91c1c" } })
      .png()
      .toBuffer();
    expect((await uploadPicture("HomeBannerTwo", { name: "red.png", bytes: red })).statusCode).toBe(200);
    expect((await t.app.inject(firstUrl)).statusCode).toBe(200);
    const blue = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    expect((await uploadPicture("HomeBannerOne", { name: "blue.png", bytes: blue })).statusCode).toBe(200);
    expect((await t.app.inject(firstUrl)).statusCode).toBe(404);
  });

  it("is refused to fulfilment and support, and 404 for a banner that does not exist", async () => {
    const bytes = await picture("png");
    for (const role of ["fulfilment", "support"] as const) {
      const headers = await staffAuthHeader(t, role);
      const refused = await uploadPicture("HomeBannerTwo", { name: "p.png", bytes }, undefined, headers);
      expect(refused.statusCode).toBe(403);
    }
    expect((await uploadPicture("NoSuchBanner", { name: "p.png", bytes })).statusCode).toBe(404);
  });

  const newBanner = {
    headline: { en: "Eid gift boxes", ar: "علب هدايا العيد" },
    content: { en: "", ar: "" },
    urlLink: "/category/party",
    mediaUrl: "/medias/cup-main",
    altText: { en: "Gift boxes", ar: "علب هدايا" },
  };
  const carouselBanners = async () =>
    String((await t.app.inject(`${BASE}/cms/components/HomepageBannerCarousel`)).json().banners).split(" ");

  it("adds a banner disabled and last; enabled, shoppers see it; deleted, it goes with its own picture", async () => {
    const created = await call("POST", "/cms/banners", newBanner);
    expect(created.status).toBe(201);
    const uid = created.body.uid as string;
    expect(uid).toMatch(/^banner-[0-9a-f]{8}$/);
    expect(created.body).toMatchObject({ enabled: false, headline: newBanner.headline, urlLink: "/category/party" });
    const home = (await call("GET", "/cms/home")).body;
    expect(home.banners.at(-1)).toMatchObject({ uid, enabled: false });
    expect(await carouselBanners()).not.toContain(uid);

    const yellow = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#eab308" } })
      .png()
      .toBuffer();
    const uploaded = await uploadPicture(uid, { name: "eid.png", bytes: yellow });
    const ownPicture = uploaded.json().media.url as string;
    const order = home.banners.map((one: { uid: string; enabled: boolean }) => ({
      uid: one.uid,
      enabled: one.uid === uid ? true : one.enabled,
    }));
    expect((await call("PUT", "/cms/home/banners", { banners: order })).status).toBe(200);
    expect(await carouselBanners()).toContain(uid);
    expect((await t.app.inject(`${BASE}/cms/components/${uid}?lang=ar`)).json().headline).toBe("علب هدايا العيد");

    expect((await call("DELETE", `/cms/banners/${uid}`)).status).toBe(204);
    expect(await carouselBanners()).not.toContain(uid);
    expect((await call("GET", "/cms/home")).body.banners.map((one: { uid: string }) => one.uid)).not.toContain(uid);
    expect((await t.app.inject(ownPicture)).statusCode).toBe(404);
    // The shop's picture it started from is another banner's too, and stays.
    expect((await t.app.inject("/medias/cup-main")).statusCode).toBe(200);
    expect(await auditRows("cms.banner.create", uid)).toHaveLength(1);
    expect(await auditRows("cms.banner.delete", uid)).toHaveLength(1);
  });

  it("refuses an unknown picture, deleting the last enabled banner or a banner not on the carousel, and other roles", async () => {
    const unknown = await call("POST", "/cms/banners", { ...newBanner, mediaUrl: "/medias/nothing-here" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].subject).toBe("mediaUrl");

    const home = (await call("GET", "/cms/home")).body;
    const [kept, ...others] = home.banners.map((one: { uid: string }) => one.uid) as string[];
    const onlyOne = [{ uid: kept!, enabled: true }, ...others.map((uid) => ({ uid, enabled: false }))];
    expect((await call("PUT", "/cms/home/banners", { banners: onlyOne })).status).toBe(200);
    const last = await call("DELETE", `/cms/banners/${kept}`);
    expect(last.status).toBe(400);
    expect(last.body.errors[0].subject).toBe("banners");
    expect(await carouselBanners()).toEqual([kept]);
    expect((await call("PUT", "/cms/home/banners", { banners: home.banners })).status).toBe(200);

    await t.db.insert(cmsComponents).values(banner("MenuCupsBanner", "Menu banner", "cup-main"));
    expect((await call("DELETE", "/cms/banners/MenuCupsBanner")).status).toBe(404);
    expect((await call("DELETE", "/cms/banners/FLASHSALE")).status).toBe(404);
    for (const role of ["fulfilment", "support"] as const) {
      const headers = await staffAuthHeader(t, role);
      expect((await call("POST", "/cms/banners", newBanner, headers)).status).toBe(403);
      expect((await call("DELETE", `/cms/banners/${others[0] ?? kept}`, undefined, headers)).status).toBe(403);
    }
  });
});
