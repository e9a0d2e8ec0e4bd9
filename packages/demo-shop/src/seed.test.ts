import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, ne } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@dukkan/api/test/database";
import { createTestApp } from "@dukkan/api/test/app";
import * as schema from "@dukkan/api/tables";
import { buildCatalogue } from "./catalog-builder.js";
import { MediaLibrary } from "./media-library.js";
import { createRandom } from "./random.js";
import { isSeeded, seedDemoShop, seedLargeCatalogue } from "./index.js";

const ARABIC = /[\u0600-\u06FF]/;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestDatabase;
let seededAt: Date;
let inserted: number;

beforeAll(async () => {
  t = await createTestDatabase();
  expect(await isSeeded(t.db)).toBe(false);
  seededAt = new Date();
  inserted = (await seedDemoShop(t.db)).products;
});
afterAll(() => t.close());

const db = () => t.db;

/** How many writes told the API processes to reload the whole catalogue (catalogue change log). */
async function catalogueReloads(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(schema.catalogChangeLog)
    .where(eq(schema.catalogChangeLog.kind, "everything"));
  return row!.n;
}

describe("seedDemoShop: catalogue", () => {
  // How long seeding takes is a bench figure (it depends on the machine's load), not a test assertion.
  it("fills an empty database and then reports it as seeded", async () => {
    expect(inserted).toBeGreaterThanOrEqual(400);
    expect(await isSeeded(db())).toBe(true);
    // Every API process reading the catalogue change log reloads everything.
    expect(await catalogueReloads()).toBeGreaterThanOrEqual(1);
  });

  it("sells at least 400 products in 8+ departments, 2–3 levels deep, each linked to a leaf category", async () => {
    const [sellable] = await db().select({ n: count() }).from(schema.products).where(ne(schema.products.kind, "BASE"));
    expect(sellable!.n).toBeGreaterThanOrEqual(400);

    const categories = await db().select().from(schema.categories);
    const byCode = new Map(categories.map((category) => [category.code, category]));
    const depth = (code: string): number => {
      const parent = byCode.get(code)?.parentCode;
      return parent ? 1 + depth(parent) : 1;
    };
    const departments = categories.filter((category) => !category.parentCode);
    expect(departments.length).toBeGreaterThanOrEqual(8);
    expect(departments.map((department) => department.name.en)).toEqual(
      expect.arrayContaining([
        "Food Containers",
        "Cups & Lids",
        "Bags",
        "Napkins & Tissues",
        "Gloves & Hygiene",
        "Eco-Friendly",
      ]),
    );
    for (const department of departments)
      expect(categories.some((category) => category.parentCode === department.code)).toBe(true);
    expect(Math.max(...categories.map((category) => depth(category.code)))).toBe(3);
    for (const category of categories) {
      expect(category.name.ar).toMatch(ARABIC);
      expect(category.imageMediaCode).toBeTruthy();
    }

    const parents = new Set(categories.map((category) => category.parentCode).filter(Boolean));
    const links = await db().select().from(schema.productCategories);
    const products = await db().select({ code: schema.products.code }).from(schema.products);
    expect(new Set(links.map((link) => link.productCode))).toEqual(new Set(products.map((product) => product.code)));
    for (const link of links) {
      expect(byCode.has(link.categoryCode)).toBe(true);
      expect(parents.has(link.categoryCode)).toBe(false);
    }
  });

  it("has ten or more brands with English and Arabic names and a logo", async () => {
    const brands = await db().select().from(schema.brands);
    expect(brands.length).toBeGreaterThanOrEqual(10);
    const medias = new Set(
      (await db().select({ code: schema.medias.code }).from(schema.medias)).map((row) => row.code),
    );
    for (const brand of brands) {
      expect(brand.name.ar).toMatch(ARABIC);
      expect(medias.has(brand.logoMediaCode!)).toBe(true);
    }
  });

  it("gives every product English and Arabic copy, a price, a stock row and a primary image in three formats", async () => {
    const products = await db().select().from(schema.products);
    const prices = new Map(
      (await db().select().from(schema.prices)).map((price) => [price.productCode, price.valueFils]),
    );
    const stock = new Set((await db().select().from(schema.stockLevels)).map((row) => row.productCode));
    const images = await db().select().from(schema.productImages);
    const medias = new Map((await db().select().from(schema.medias)).map((media) => [media.code, media]));
    for (const product of products) {
      for (const text of [product.name, product.subname, product.summary, product.usage, product.keywords]) {
        expect(text?.en, product.code).toBeTruthy();
        expect(text?.ar, product.code).toMatch(ARABIC);
      }
      expect(product.summary!.en).toMatch(/^<p>.+<\/ul>$/);
      const price = prices.get(product.code);
      expect(price, product.code).toBeGreaterThanOrEqual(500);
      expect(price, product.code).toBeLessThanOrEqual(30_000);
      expect(stock.has(product.code), product.code).toBe(true);
      const own = images.filter((image) => image.productCode === product.code);
      const primary = own.filter((image) => image.imageType === "PRIMARY");
      expect(primary.map((image) => image.format).sort(), product.code).toEqual(["product", "thumbnail", "zoom"]);
      const gallery = new Set(own.filter((image) => image.imageType === "GALLERY").map((image) => image.galleryIndex));
      expect(gallery.size, product.code).toBeGreaterThanOrEqual(2);
      expect(gallery.size, product.code).toBeLessThanOrEqual(4);
      for (const image of own) expect(medias.has(image.mediaCode)).toBe(true);
    }
    const drawing = medias.get(images[0]!.mediaCode)!;
    expect(drawing.mime).toBe("image/svg+xml");
    expect(Buffer.from(drawing.contentBase64, "base64").toString("utf8")).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800"/,
    );
  });

  it("names products naturally in both languages", async () => {
    const [bag] = await db().select().from(schema.products).where(eq(schema.products.code, "10054-01"));
    expect(bag?.name).toEqual({
      en: "Kraft Paper Bag with Twisted Handles 18 × 22 cm",
      ar: "كيس ورقي كرافت بمقابض مبرومة 18 × 22 سم",
    });
    expect(bag?.subname).toEqual({ en: "Pack of 50", ar: "عبوة من 50" });
  });

  it("uses the spec's product code forms, kit bundles included", async () => {
    const products = await db().select().from(schema.products);
    for (const product of products) {
      if (product.code.startsWith("kit")) {
        // The product URL rule: split on '~' into 3 pieces; the third starts with two integers n0-n1.
        const pieces = product.code.split("~");
        expect(pieces, product.code).toHaveLength(3);
        expect(pieces[2], product.code).toMatch(/^\d+-\d+$/);
        expect(pieces[0]).toMatch(product.kind === "VARIANT" ? /^kit_\w+$/ : /^kit$/);
      } else {
        expect(product.code).toMatch(/^\d{5}-\d{2}$/);
      }
    }
    const kits = products.filter((product) => product.kind === "KIT");
    expect(kits.length).toBeGreaterThanOrEqual(5);
    expect(kits.map((kit) => kit.code)).toContain("kit~party~50010-01");
  });

  it("describes every kit with a bundle template of existing, sellable components", async () => {
    const templates = await db().select().from(schema.kitBundleTemplates);
    const components = await db().select().from(schema.kitBundleComponents);
    const products = new Map((await db().select().from(schema.products)).map((product) => [product.code, product]));
    const kitCodes = [...products.values()]
      .filter((product) => product.kind === "KIT" || product.code.startsWith("kit_"))
      .map((product) => product.code);
    expect(templates.map((template) => template.productCode).sort()).toEqual(kitCodes.sort());
    for (const template of templates) {
      const parts = components.filter((component) => component.templateId === template.id);
      expect(parts.length, template.id).toBeGreaterThanOrEqual(2);
      for (const part of parts) {
        const product = products.get(part.productCode);
        expect(product?.kind, part.productCode).toMatch(/^(STANDARD|VARIANT)$/);
        expect(product?.disabled).toBe(false);
      }
    }
  });

  it("sells size, colour and kit variants of base products, colours with swatches", async () => {
    const products = await db().select().from(schema.products);
    const qualifiers = await db().select().from(schema.variantQualifiers);
    const bases = products.filter((product) => product.kind === "BASE");
    expect(bases.length).toBeGreaterThanOrEqual(10);
    for (const base of bases) {
      expect(base.variantType).toBe("GenericVariantProduct");
      const variants = products.filter((product) => product.baseProductCode === base.code);
      expect(variants.length, base.code).toBeGreaterThanOrEqual(2);
      for (const variant of variants) {
        expect(variant.kind).toBe("VARIANT");
        expect(qualifiers.filter((qualifier) => qualifier.productCode === variant.code)).toHaveLength(1);
      }
    }
    expect(new Set(qualifiers.map((qualifier) => qualifier.qualifier))).toEqual(new Set(["SIZE", "COLOUR", "kit"]));
    for (const colour of qualifiers.filter((qualifier) => qualifier.qualifier === "COLOUR")) {
      expect(colour.imageMediaCode).toBeTruthy();
      expect(colour.value.ar).toMatch(ARABIC);
    }
    const [size] = qualifiers.filter((qualifier) => qualifier.qualifier === "SIZE" && qualifier.value.en === "500 ml");
    expect(size?.value.ar).toBe("500 مل");
  });

  it("classifies products with the four specification features and facetable attributes", async () => {
    const features = await db()
      .select()
      .from(schema.productFeatures)
      .where(eq(schema.productFeatures.productCode, "10001-01"));
    const byCode = new Map(features.map((feature) => [feature.featureCode, feature]));
    expect(byCode.get("dukkanClassification/1.0/normal_product_classification_class.dimensions_w_d_h")).toMatchObject({
      value: { en: "17 × 12 × 5 cm", ar: "17 × 12 × 5 سم" },
      unitSymbol: "cm",
      unitType: "300",
      facet: false,
    });
    expect(byCode.get("ERP_PRODUCT_CLASSIFICATION_CLASS.width")).toMatchObject({
      value: { en: "17" },
      unitSymbol: "cm",
    });
    expect(byCode.get("ERP_PRODUCT_CLASSIFICATION_CLASS.height")).toMatchObject({ value: { en: "5" } });
    expect(byCode.get("ERP_PRODUCT_CLASSIFICATION_CLASS.length")).toMatchObject({ value: { en: "12" } });
    expect(byCode.get("dukkanClassification/1.0/product_attributes.material")).toMatchObject({
      facet: true,
      value: { en: "Polypropylene (PP)" },
    });
    expect(byCode.get("dukkanClassification/1.0/product_attributes.colour")).toMatchObject({
      facet: true,
      value: { en: "Black", ar: "أسود" },
    });
    expect(byCode.get("dukkanClassification/1.0/product_attributes.capacity")).toMatchObject({
      facet: true,
      value: { en: "500" },
      unitSymbol: "ml",
    });
    expect(byCode.get("dukkanClassification/1.0/product_attributes.packSize")).toMatchObject({
      facet: true,
      value: { en: "50" },
      unitSymbol: "pcs",
    });
  });

  it("discounts 30+ products now, by percentage and absolute amount, some time-boxed", async () => {
    const now = new Date();
    const discounts = await db().select().from(schema.discounts);
    const active = discounts.filter(
      (discount) => (!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now),
    );
    expect(new Set(active.map((discount) => discount.productCode)).size).toBeGreaterThanOrEqual(30);
    expect(active.some((discount) => discount.absolute)).toBe(true);
    expect(active.some((discount) => !discount.absolute)).toBe(true);
    expect(active.filter((discount) => discount.endsAt).length).toBeGreaterThanOrEqual(10);
    const prices = new Map(
      (await db().select().from(schema.prices)).map((price) => [price.productCode, price.valueFils]),
    );
    for (const discount of active) {
      if (discount.absolute) expect(discount.value).toBeLessThan(prices.get(discount.productCode)!);
      else expect(discount.value).toBeLessThanOrEqual(4000);
    }
  });

  it("has in-stock, low-stock and out-of-stock products, future stock dates, order limits, disabled and configurable products", async () => {
    const stock = await db().select().from(schema.stockLevels);
    const out = stock.filter((row) => row.available === 0);
    const low = stock.filter((row) => row.available > 0 && row.available <= row.lowStockThreshold);
    const inStock = stock.filter((row) => row.available > row.lowStockThreshold);
    expect(out.length).toBeGreaterThanOrEqual(10);
    expect(low.length).toBeGreaterThanOrEqual(10);
    expect(inStock.length).toBeGreaterThan(300);

    const futures = await db().select().from(schema.futureStocks);
    const today = new Date(seededAt.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(futures.length).toBeGreaterThan(10);
    for (const future of futures) expect(future.date > today).toBe(true);
    expect(out.some((row) => futures.some((future) => future.productCode === row.productCode))).toBe(true);

    const products = await db().select().from(schema.products);
    expect(products.filter((product) => product.maxOrderQuantity).length).toBeGreaterThanOrEqual(10);
    expect(products.filter((product) => product.disabled).length).toBeGreaterThanOrEqual(3);
    const configurable = products.filter((product) => product.configurable);
    expect(configurable.length).toBeGreaterThanOrEqual(3);
    for (const product of configurable) expect(product.configuratorType).toBe("TEXTFIELD");
    const rated = products.filter((product) => product.numberOfReviews > 0);
    expect(rated.length).toBeGreaterThan(200);
    for (const product of rated) expect(product.averageRating).toBeGreaterThanOrEqual(1);
    // A family (base product and variants) has one rating: its tile and each size's page agree.
    const byCode = new Map(products.map((product) => [product.code, product]));
    const variants = products.filter((product) => product.baseProductCode && byCode.has(product.baseProductCode));
    expect(variants.length).toBeGreaterThan(20);
    for (const variant of variants) {
      const base = byCode.get(variant.baseProductCode!)!;
      expect([variant.averageRating, variant.numberOfReviews], variant.code).toEqual([
        base.averageRating,
        base.numberOfReviews,
      ]);
    }
  });

  it("builds the same shop from the same seed", () => {
    const now = new Date();
    const first = buildCatalogue(createRandom(7), new MediaLibrary(), now).rows;
    const second = buildCatalogue(createRandom(7), new MediaLibrary(), now).rows;
    expect(second.prices).toEqual(first.prices);
    expect(second.stockLevels).toEqual(first.stockLevels);
    expect(second.productImages).toEqual(first.productImages);
  });
});

describe("seedDemoShop: geography", () => {
  it("serves the seven emirates with their areas, fees and thresholds", async () => {
    const regions = await db().select().from(schema.regions);
    expect(regions.map((region) => region.isocode).sort()).toEqual([
      "AE-AJ",
      "AE-AZ",
      "AE-DU",
      "AE-FU",
      "AE-RK",
      "AE-SH",
      "AE-UQ",
    ]);
    const areas = await db().select().from(schema.areas);
    for (const region of regions) {
      expect(region.name.ar).toMatch(ARABIC);
      expect(areas.filter((area) => area.regionIsocode === region.isocode).length).toBeGreaterThanOrEqual(3);
    }
    for (const area of areas) {
      expect(area.isocode).toMatch(new RegExp(`^${area.regionIsocode}-[A-Z]+$`));
      expect(area.shippingFeeFils).toBeGreaterThanOrEqual(1500);
      expect(area.shippingFeeFils).toBeLessThanOrEqual(3500);
      if (area.orderThresholdFils !== null) expect(area.orderThresholdFils).toBeGreaterThanOrEqual(15_000);
    }
    expect(areas.find((area) => area.isocode === "AE-DU-MARINA")?.name).toEqual({
      en: "Dubai Marina",
      ar: "دبي مارينا",
    });
    expect(areas.filter((area) => area.orderThresholdFils === null).length).toBeGreaterThanOrEqual(1);
  });

  it("makes delivery free by one rule, the area's threshold, so every message counts toward the same amount", async () => {
    // A shop-wide free-delivery promotion would be a second threshold beside the area's (issue 17 #16).
    const freeShipping = await db()
      .select({ code: schema.promotions.code })
      .from(schema.promotions)
      .where(eq(schema.promotions.kind, "FREE_SHIPPING"));
    expect(freeShipping).toEqual([]);
    const marina = (await db().select().from(schema.areas)).find((area) => area.isocode === "AE-DU-MARINA");
    expect(marina).toMatchObject({ shippingFeeFils: 2000, orderThresholdFils: 20_000 });
  });

  it("has pick-up stores in every emirate with opening hours, shorter on Friday", async () => {
    const stores = await db().select().from(schema.pointsOfService);
    const hours = await db().select().from(schema.openingHours);
    const regions = await db().select().from(schema.regions);
    for (const region of regions)
      expect(
        stores.some((store) => store.regionIsocode === region.isocode),
        region.isocode,
      ).toBe(true);
    for (const store of stores) {
      expect(store.latitude).toBeGreaterThan(22.5);
      expect(store.latitude).toBeLessThan(26.2);
      expect(store.longitude).toBeGreaterThan(51.5);
      expect(store.longitude).toBeLessThan(56.5);
      expect(store.line1.ar).toMatch(ARABIC);
      expect(store.phone).toMatch(/^\+971 \d /);
      const week = hours.filter((row) => row.posName === store.name);
      expect(week.map((row) => row.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const open = (row: (typeof week)[number] | undefined) =>
        row && !row.closed ? Number(row.closes!.slice(0, 2)) - Number(row.opens!.slice(0, 2)) : 0;
      expect(open(week.find((row) => row.weekday === 5))).toBeLessThan(open(week.find((row) => row.weekday === 1)));
    }
  });

  it("offers pick-up and home delivery", async () => {
    const modes = await db().select().from(schema.deliveryModes);
    expect(modes.map((mode) => [mode.code, mode.pickup]).sort()).toEqual([
      ["home-delivery", false],
      ["pick-up", true],
    ]);
  });
});

describe("seedDemoShop: content", () => {
  it("creates the home, content, site map, not-found, order confirmation, sale and catalogue pages", async () => {
    const pages = await db().select().from(schema.cmsPages);
    const labels = pages.map((page) => page.label);
    for (const label of [
      "/",
      "/aboutus",
      "/contactUs",
      "/faqs",
      "/shipping",
      "/refundReturn",
      "/privacy",
      "/termsAndConditions",
      "/sitemap",
      "/404-error",
      "/order-confirmation",
    ]) {
      expect(labels).toContain(label);
    }
    expect(pages.find((page) => page.uid === "homepage")).toMatchObject({
      typeCode: "ContentPage",
      label: "/",
      template: "LandingPage2Template",
    });
    expect(pages.find((page) => page.uid === "CustomizableSalePage")).toBeTruthy();
    expect(pages.find((page) => page.typeCode === "CategoryPage" && page.defaultPage)).toMatchObject({
      template: "ProductGridPageTemplate",
    });
    expect(pages.find((page) => page.typeCode === "ProductPage" && page.defaultPage)).toMatchObject({
      template: "ProductDetailsPageTemplate",
    });
    expect(pages.find((page) => page.template === "SearchResultsListPageTemplate")).toBeTruthy();
  });

  it("gives every department a category page with a banner and a group of up to four sub-category tiles", async () => {
    const topLevel = (await db().select().from(schema.categories)).filter((category) => !category.parentCode);
    const pages = await db().select().from(schema.cmsPages).where(eq(schema.cmsPages.typeCode, "CategoryPage"));
    const components = new Map(
      (await db().select().from(schema.cmsComponents)).map((component) => [component.uid, component]),
    );
    const placements = await db().select().from(schema.cmsSlotComponents);
    expect(topLevel.length).toBeGreaterThan(0);
    for (const department of topLevel) {
      const page = pages.find((candidate) => candidate.categoryCodes?.includes(department.code));
      expect(page, department.code).toBeTruthy();
      const inSlot = (position: string) =>
        placements
          .filter((placement) => placement.slotId === `${page!.uid}-${position}`)
          .map((placement) => components.get(placement.componentUid)!);
      const [banner] = inSlot("Section1");
      expect(banner).toMatchObject({ typeCode: "SimpleResponsiveBannerComponent" });
      const bannerProperties = banner!.properties as { headline: { en: string; ar: string }; media: { url: string } };
      expect(bannerProperties.headline.ar).toMatch(ARABIC);
      expect(bannerProperties.media.url).toMatch(/^\/medias\//);
      const [group] = inSlot("Section2");
      expect(group).toMatchObject({ typeCode: "DukkanCategoryGroupComponent" });
      const tiles = ((group!.properties as { banners: string }).banners || "").split(" ").filter(Boolean);
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.length).toBeLessThanOrEqual(4);
    }
  });

  it("references only components, banners, links and products that exist", async () => {
    const components = new Map(
      (await db().select().from(schema.cmsComponents)).map((component) => [component.uid, component]),
    );
    const products = new Map((await db().select().from(schema.products)).map((product) => [product.code, product]));
    const medias = new Set(
      (await db().select({ code: schema.medias.code }).from(schema.medias)).map((row) => row.code),
    );
    for (const placement of await db().select().from(schema.cmsSlotComponents))
      expect(components.has(placement.componentUid), placement.componentUid).toBe(true);
    for (const component of components.values()) {
      const properties = component.properties as Record<string, unknown>;
      for (const key of ["banners", "links", "lists", "components", "homepageCarouselCategories"]) {
        if (typeof properties[key] !== "string") continue;
        for (const uid of (properties[key] as string).split(" "))
          expect(components.has(uid), `${component.uid}.${key} → ${uid}`).toBe(true);
      }
      if (typeof properties.productCodes === "string") {
        for (const code of properties.productCodes.split(" "))
          expect(products.get(code)?.disabled, `${component.uid} → ${code}`).toBe(false);
      }
      for (const key of ["media", "groupImage"]) {
        const media = properties[key] as { url: string; altText: { en: string; ar: string } } | undefined;
        if (!media) continue;
        expect(medias.has(media.url.replace("/medias/", "")), `${component.uid}.${key}`).toBe(true);
        expect(media.altText.ar).toMatch(ARABIC);
      }
    }
    const nodes = await db().select().from(schema.navigationNodes);
    for (const node of nodes)
      for (const entry of node.entries) expect(components.has(entry.itemId), entry.itemId).toBe(true);
  });

  it("fills the home page with banner, category, usage, occasion, social and product carousels", async () => {
    const components = await db().select().from(schema.cmsComponents);
    type Carousel = { banners?: string; productCodes?: string; timer?: string; homepageCarouselCategories?: string };
    const byType = new Map(
      components.map((component) => [
        (component.properties as { carouselType?: string }).carouselType,
        component.properties as Carousel,
      ]),
    );
    const uids = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);
    for (const type of ["SHOP_BY_CATEGORIES", "USAGE_CATEGORIES", "SHOP_BY_OCCASIONS", "SOCIAL_MEDIA"])
      expect(uids(byType.get(type)?.banners).length, type).toBeGreaterThanOrEqual(4);
    expect(uids(byType.get("DEALANDOFFERS")?.productCodes)).toHaveLength(12);
    expect(uids(byType.get("HOMEPAGERECOMMENDED")?.productCodes).length).toBeGreaterThanOrEqual(8);
    const flash = byType.get("FLASHSALE");
    expect(uids(flash?.productCodes).length).toBeGreaterThanOrEqual(6);
    const endsIn = new Date(flash?.timer ?? 0).getTime() - seededAt.getTime();
    expect(endsIn).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(endsIn).toBeLessThan(3 * DAY_MS + 60_000);
    const groups = uids(byType.get("THREECATEGORIES")?.homepageCarouselCategories);
    expect(groups).toHaveLength(3);
    for (const uid of groups) {
      const group = components.find((component) => component.uid === uid)!.properties as Record<string, unknown>;
      expect((group.banners as string).split(" ").length).toBeLessThanOrEqual(4);
      expect(group.timeout).toMatch(/^\d+$/);
    }
    const rotating = components.find((component) => component.typeCode === "RotatingImagesComponent")!.properties as {
      banners: string;
    };
    for (const uid of rotating.banners.split(" ")) {
      const banner = components.find((component) => component.uid === uid)!.properties as {
        urlLink: string;
        headline: { ar: string };
      };
      expect(banner.urlLink).toMatch(/^\/(category\/|product\/|deals-Offers-flash-Sale\?)/);
      expect(banner.headline.ar).toMatch(ARABIC);
      // A 'Shop now' that names a product leads to a real, sellable one.
      const productCode = /^\/product\/(kit~[^~]+~\d+-\d+|\d+-\d+)/.exec(banner.urlLink)?.[1];
      if (productCode) {
        const [product] = await db().select().from(schema.products).where(eq(schema.products.code, productCode));
        expect(product?.disabled).toBe(false);
      }
    }
  });

  it("lists the deals and flash sale campaigns with discounted products", async () => {
    const [deals] = await db().select().from(schema.cmsComponents).where(eq(schema.cmsComponents.uid, "dealandoffers"));
    const [flash] = await db().select().from(schema.cmsComponents).where(eq(schema.cmsComponents.uid, "flashsale"));
    const discounted = new Set((await db().select().from(schema.discounts)).map((discount) => discount.productCode));
    for (const campaign of [deals, flash]) {
      const properties = campaign!.properties as { title: { en: string; ar: string }; productCodes: string };
      expect(properties.title.ar).toMatch(ARABIC);
      for (const code of properties.productCodes.split(" ")) expect(discounted.has(code)).toBe(true);
    }
  });

  it("puts the header and footer on every content page and writes the static pages in both languages", async () => {
    const pages = await db().select().from(schema.cmsPages).where(eq(schema.cmsPages.typeCode, "ContentPage"));
    const slots = await db().select().from(schema.cmsSlots);
    for (const page of pages) {
      const positions = slots.filter((slot) => slot.pageUid === page.uid).map((slot) => slot.position);
      expect(positions, page.uid).toEqual(
        expect.arrayContaining(["SiteLogo", "NavigationBar", "Footer", "FooterContact", "SocialMedia", "Copyright"]),
      );
    }
    const paragraphs = await db()
      .select()
      .from(schema.cmsComponents)
      .where(eq(schema.cmsComponents.typeCode, "CMSParagraphComponent"));
    const about = paragraphs.find((paragraph) => paragraph.uid === "aboutusParagraph1")!.properties as {
      content: { en: string; ar: string };
    };
    expect(about.content.en).toMatch(/<h2>.*<\/h2>.*<ul>/s);
    expect(about.content.ar).toMatch(ARABIC);
    const footerNodes = await db().select().from(schema.navigationNodes);
    const urls = footerNodes.map((node) => node.url);
    for (const url of [
      "/aboutus",
      "/contactUs",
      "/faqs",
      "/shipping",
      "/refundReturn",
      "/privacy",
      "/termsAndConditions",
      "/sitemap",
    ])
      expect(urls).toContain(url);
  });
});

describe("seeding again", () => {
  it("is a no-op on a database that already holds a shop", async () => {
    const [before] = await db().select({ n: count() }).from(schema.products);
    expect(await seedDemoShop(db())).toEqual({ products: 0 });
    const [after] = await db().select({ n: count() }).from(schema.products);
    expect(after!.n).toBe(before!.n);
  });
});

describe("seedLargeCatalogue", () => {
  it("adds generated products that share the demo shop's pictures and bumps the catalogue version", async () => {
    const [products] = await db().select({ n: count() }).from(schema.products);
    const [medias] = await db().select({ n: count() }).from(schema.medias);
    const reloads = await catalogueReloads();
    await seedLargeCatalogue(db(), { products: 300 });
    const [productsAfter] = await db().select({ n: count() }).from(schema.products);
    const [mediasAfter] = await db().select({ n: count() }).from(schema.medias);
    expect(productsAfter!.n - products!.n).toBe(300);
    // Content-addressed pictures: 300 products add few (if any) drawings.
    expect(mediasAfter!.n - medias!.n).toBeLessThan(60);
    expect(await catalogueReloads()).toBe(reloads + 1);
    const [sample] = await db().select().from(schema.products).where(eq(schema.products.code, "60000-01"));
    expect(sample?.name.ar).toMatch(ARABIC);
  });

  it("refuses a database without the demo shop", async () => {
    const empty = await createTestDatabase();
    try {
      await expect(seedLargeCatalogue(empty.db, { products: 10 })).rejects.toThrow(/demo shop/);
    } finally {
      await empty.close();
    }
  });
});

describe("the seeded shop through the API", () => {
  it("serves a kit, the Arabic home page and the regions", async () => {
    const app = await createTestApp({
      seed: async (database) => void (await seedDemoShop(database)),
      now: () => new Date(),
    });
    try {
      const kit = await app.app.inject(
        `/occ/v2/dukkan/products/${encodeURIComponent("kit~party~50010-01")}?fields=FULL`,
      );
      expect(kit.statusCode).toBe(200);
      expect(kit.json()).toMatchObject({
        code: "kit~party~50010-01",
        kittingBundleTemplates: [{ id: "kit-party-50010-01" }],
      });
      expect(kit.json().images.PRIMARY.zoom.url).toMatch(/^\/medias\/[0-9a-f]{16}\?format=zoom$/);

      const home = await app.app.inject("/occ/v2/dukkan/cms/pages?lang=ar");
      expect(home.statusCode).toBe(200);
      expect(home.json().title).toBe("دكان – مستلزمات التغليف والضيافة في الإمارات");

      const regions = await app.app.inject("/occ/v2/dukkan/countries/AE/regions");
      expect(regions.json().regions).toHaveLength(7);
    } finally {
      await app.close();
    }
  });
});
