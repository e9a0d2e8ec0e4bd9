/**
 * A small, fully known shop for API tests: every value here is asserted somewhere, so keep them stable.
 * The clock is pinned to TEST_NOW so discount windows and future stock dates give fixed answers.
 */
import type { Database } from "../src/db/client.js";
import {
  areas,
  brands,
  categories,
  cmsComponents,
  cmsPages,
  cmsSlotComponents,
  cmsSlots,
  discounts,
  futureStocks,
  kitBundleComponents,
  kitBundleTemplates,
  medias,
  navigationNodes,
  prices,
  productCategories,
  productFeatures,
  productImages,
  products,
  regions,
  stockLevels,
  variantQualifiers,
} from "../src/db/tables.js";
import { bumpCatalogVersion } from "../src/cache/catalog-version.js";

/** 15 June 2025, 12:00 in Dubai. */
export const TEST_NOW = new Date("2025-06-15T08:00:00Z");

export const CODES = {
  cup: "1001-01",
  lid: "1001-02",
  box: "1002-01",
  container: "2001-00",
  container500: "2001-01",
  container750: "2001-02",
  container1000: "2001-03",
  kit: "kit~party~1-1",
  retired: "1003-01",
} as const;

/** A 200×100 drawing and a 1×1 PNG. */
export const SVG_DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100"><rect width="200" height="100" fill="#c8a165"/></svg>';
export const PNG_PIXEL_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export async function insertCatalogFixtures(db: Database): Promise<void> {
  await db.insert(medias).values([
    {
      code: "cup-main",
      mime: "image/svg+xml",
      contentBase64: Buffer.from(SVG_DRAWING).toString("base64"),
      altText: { en: "Cup drawing" },
    },
    { code: "cup-side", mime: "image/png", contentBase64: PNG_PIXEL_BASE64 },
  ]);

  await db.insert(categories).values([
    {
      code: "disposables",
      name: { en: "Disposables", ar: "مستلزمات الاستخدام الواحد" },
      slug: "disposables",
      position: 1,
    },
    { code: "cups", parentCode: "disposables", name: { en: "Cups", ar: "أكواب" }, slug: "cups", position: 1 },
    { code: "packaging", name: { en: "Packaging", ar: "تغليف" }, slug: "packaging", position: 2 },
    {
      code: "boxes",
      parentCode: "packaging",
      name: { en: "Food Boxes", ar: "علب الطعام" },
      slug: "food-boxes",
      position: 1,
    },
  ]);
  await db.insert(brands).values([{ code: "ecopack", name: { en: "EcoPack", ar: "إيكوباك" }, slug: "ecopack" }]);

  await db.insert(products).values([
    {
      code: CODES.cup,
      name: { en: "Paper Cup 8oz", ar: "كوب ورقي 8 أونصة" },
      subname: { en: "Pack of 50", ar: "عبوة 50" },
      summary: { en: "<p>Double-wall paper cup.</p>", ar: "<p>كوب ورقي مزدوج الجدار.</p>" },
      description: { en: "<p>For hot drinks.</p>" },
      usage: { en: "<ul><li>Coffee</li></ul>" },
      keywords: { en: "cup, paper cup, coffee", ar: "كوب، قهوة" },
      seoTitle: { en: "Paper Cup 8oz | Dukkan" },
      brandCode: "ecopack",
      manufacturer: "EcoPack LLC",
      maxOrderQuantity: 20,
      averageRating: 4.5,
      numberOfReviews: 2,
    },
    { code: CODES.lid, name: { en: "Cup Lid", ar: "غطاء كوب" } },
    { code: CODES.box, name: { en: "Kraft Box (Large)" }, availableForPickup: false },
    {
      code: CODES.container,
      kind: "BASE",
      variantType: "GenericVariantProduct",
      name: { en: "Food Container", ar: "حافظة طعام" },
      summary: { en: "<p>Leak-proof lid.</p>", ar: "<p>غطاء محكم.</p>" },
    },
    {
      code: CODES.container500,
      kind: "VARIANT",
      baseProductCode: CODES.container,
      name: { en: "Food Container 500 ml" },
      position: 1,
    },
    {
      code: CODES.container750,
      kind: "VARIANT",
      baseProductCode: CODES.container,
      name: { en: "Food Container 750 ml" },
      position: 2,
    },
    {
      code: CODES.container1000,
      kind: "VARIANT",
      baseProductCode: CODES.container,
      name: { en: "Food Container 1000 ml" },
      position: 3,
      disabled: true,
    },
    { code: CODES.kit, kind: "KIT", name: { en: "Party Kit", ar: "طقم الحفلة" } },
    { code: CODES.retired, name: { en: "Retired Plate" }, disabled: true },
  ]);

  await db.insert(prices).values([
    { productCode: CODES.cup, valueFils: 1250 },
    { productCode: CODES.lid, valueFils: 2000 },
    { productCode: CODES.box, valueFils: 4500 },
    { productCode: CODES.container500, valueFils: 300 },
    { productCode: CODES.container750, valueFils: 350 },
    { productCode: CODES.container1000, valueFils: 400 },
    { productCode: CODES.kit, valueFils: 2900 },
    { productCode: CODES.retired, valueFils: 100 },
  ]);
  await db.insert(discounts).values([
    // 15% off the lid, without end.
    { productCode: CODES.lid, absolute: false, value: 1500 },
    // 2.50 AED off the box until the end of June; an expired and a future one that must not show.
    { productCode: CODES.box, absolute: true, value: 250, endsAt: new Date("2025-06-30T20:00:00Z") },
    { productCode: CODES.box, absolute: true, value: 999, endsAt: new Date("2025-06-01T00:00:00Z") },
    { productCode: CODES.box, absolute: false, value: 5000, startsAt: new Date("2025-07-01T00:00:00Z") },
    // 10% off the 500 ml container.
    { productCode: CODES.container500, absolute: false, value: 1000 },
  ]);
  await db.insert(stockLevels).values([
    { productCode: CODES.cup, available: 100, lowStockThreshold: 10 },
    { productCode: CODES.lid, available: 5, lowStockThreshold: 10 },
    { productCode: CODES.box, available: 0 },
    { productCode: CODES.container500, available: 50 },
    { productCode: CODES.container750, available: 0 },
    { productCode: CODES.kit, available: 30 },
  ]);
  await db.insert(futureStocks).values([
    { productCode: CODES.box, date: "2025-06-01", quantity: 10 },
    { productCode: CODES.box, date: "2025-06-15", quantity: 15 },
    { productCode: CODES.box, date: "2025-07-01", quantity: 40 },
  ]);

  const formats = ["thumbnail", "product", "zoom"] as const;
  await db.insert(productImages).values([
    ...formats.map((format) => ({
      productCode: CODES.cup,
      imageType: "PRIMARY" as const,
      format,
      mediaCode: "cup-main",
    })),
    ...formats.map((format) => ({
      productCode: CODES.cup,
      imageType: "GALLERY" as const,
      format,
      galleryIndex: 0,
      mediaCode: "cup-main",
    })),
    ...formats.map((format) => ({
      productCode: CODES.cup,
      imageType: "GALLERY" as const,
      format,
      galleryIndex: 1,
      mediaCode: "cup-side",
      altText: { en: "Cup from the side", ar: "الكوب من الجانب" },
    })),
    { productCode: CODES.container500, imageType: "PRIMARY", format: "thumbnail", mediaCode: "cup-main" },
  ]);
  await db.insert(productCategories).values([
    { productCode: CODES.cup, categoryCode: "cups" },
    { productCode: CODES.lid, categoryCode: "cups" },
    { productCode: CODES.box, categoryCode: "boxes" },
    { productCode: CODES.container, categoryCode: "boxes" },
  ]);
  await db.insert(productFeatures).values([
    {
      productCode: CODES.cup,
      featureCode: "dukkan/1.0/normal_product_classification_class.dimensions_w_d_h",
      classificationCode: "normal_product_classification_class",
      classificationName: { en: "Dimensions", ar: "الأبعاد" },
      name: { en: "Dimensions (W×D×H)", ar: "الأبعاد" },
      value: { en: "8 x 8 x 10" },
      unitSymbol: "cm",
      unitType: "300",
      position: 1,
    },
    {
      productCode: CODES.cup,
      featureCode: "ERP_PRODUCT_CLASSIFICATION_CLASS.width",
      classificationCode: "ERP_PRODUCT_CLASSIFICATION_CLASS",
      classificationName: { en: "Measurements", ar: "القياسات" },
      name: { en: "Width", ar: "العرض" },
      value: { en: "8" },
      unitSymbol: "cm",
      unitType: "length",
      position: 2,
    },
    {
      productCode: CODES.cup,
      featureCode: "ERP_PRODUCT_CLASSIFICATION_CLASS.height",
      classificationCode: "ERP_PRODUCT_CLASSIFICATION_CLASS",
      classificationName: { en: "Measurements", ar: "القياسات" },
      name: { en: "Height", ar: "الارتفاع" },
      value: { en: "10" },
      unitSymbol: "cm",
      unitType: "length",
      position: 3,
    },
  ]);
  await db.insert(variantQualifiers).values([
    { productCode: CODES.container500, qualifier: "SIZE", value: { en: "500 ml", ar: "500 مل" } },
    { productCode: CODES.container750, qualifier: "SIZE", value: { en: "750 ml", ar: "750 مل" } },
    { productCode: CODES.container1000, qualifier: "SIZE", value: { en: "1000 ml", ar: "1000 مل" } },
  ]);
  await db
    .insert(kitBundleTemplates)
    .values([{ id: "party-kit", productCode: CODES.kit, name: { en: "Party Kit", ar: "طقم الحفلة" }, version: "1.0" }]);
  await db.insert(kitBundleComponents).values([
    { templateId: "party-kit", productCode: CODES.cup, quantity: 2, position: 1 },
    { templateId: "party-kit", productCode: CODES.lid, quantity: 2, position: 2 },
  ]);
  await bumpCatalogVersion(db);
}

export async function insertRegionFixtures(db: Database): Promise<void> {
  await db.insert(regions).values([
    { isocode: "AE-DU", countryIsocode: "AE", name: { en: "Dubai", ar: "دبي" }, position: 1 },
    { isocode: "AE-SH", countryIsocode: "AE", name: { en: "Sharjah", ar: "الشارقة" }, position: 2 },
    { isocode: "AE-AZ", countryIsocode: "AE", name: { en: "Abu Dhabi", ar: "أبوظبي" }, position: 0 },
    { isocode: "OM-MA", countryIsocode: "OM", name: { en: "Muscat" }, position: 0 },
  ]);
  await db.insert(areas).values([
    {
      isocode: "AE-DU-MARINA",
      regionIsocode: "AE-DU",
      name: { en: "Dubai Marina", ar: "دبي مارينا" },
      shippingFeeFils: 1500,
      orderThresholdFils: 20_000,
      position: 2,
    },
    {
      isocode: "AE-DU-DEIRA",
      regionIsocode: "AE-DU",
      name: { en: "Deira", ar: "ديرة" },
      shippingFeeFils: 1000,
      orderThresholdFils: null,
      position: 1,
    },
    {
      isocode: "AE-SH-CENTRAL",
      regionIsocode: "AE-SH",
      name: { en: "Sharjah City" },
      shippingFeeFils: 2050,
      orderThresholdFils: 30_000,
      position: 1,
    },
  ]);
}

/** Pages, slots, components and a menu; needs the catalogue fixtures (categories, brands, products). */
export async function insertCmsFixtures(db: Database): Promise<void> {
  await db.insert(cmsPages).values([
    {
      uid: "homepage",
      typeCode: "ContentPage",
      label: "homepage",
      template: "LandingPage2Template",
      name: "Homepage",
      title: { en: "Packaging and catering supplies", ar: "مستلزمات التغليف والضيافة" },
      description: { en: "Cups, boxes and more" },
      keywords: { en: "cups, boxes" },
      robots: ["index", "follow"],
      properties: { heroTitle: { en: "Welcome", ar: "أهلاً" } },
    },
    {
      uid: "aboutusPage",
      typeCode: "ContentPage",
      label: "/aboutus",
      template: "ContentPage1Template",
      name: "About us",
      title: { en: "About us", ar: "من نحن" },
    },
    {
      uid: "productGrid",
      typeCode: "CategoryPage",
      template: "ProductGridPageTemplate",
      name: "Category page",
      title: { en: "Category" },
      defaultPage: true,
    },
    {
      uid: "disposablesPage",
      typeCode: "CategoryPage",
      template: "ProductGridPageTemplate",
      name: "Disposables",
      title: { en: "Disposables" },
      categoryCodes: ["disposables"],
    },
    {
      uid: "productDetails",
      typeCode: "ProductPage",
      template: "ProductDetailsPageTemplate",
      name: "Product details",
      title: { en: "Product" },
      defaultPage: true,
    },
  ]);
  await db.insert(cmsSlots).values([
    { pageUid: "homepage", position: "SiteLogo", slotId: "SiteLogoSlot" },
    { pageUid: "homepage", position: "NavigationBar", slotId: "NavigationBarSlot" },
    { pageUid: "homepage", position: "Section1", slotId: "Section1Slot-Homepage" },
    { pageUid: "aboutusPage", position: "SiteLogo", slotId: "SiteLogoSlot" },
  ]);
  await db.insert(cmsSlotComponents).values([
    { slotId: "SiteLogoSlot", componentUid: "SiteLogoComponent", position: 0 },
    { slotId: "NavigationBarSlot", componentUid: "CategoryNavigationComponent", position: 0 },
    { slotId: "Section1Slot-Homepage", componentUid: "HomepageSplashBanner", position: 1 },
    { slotId: "Section1Slot-Homepage", componentUid: "DealsCarousel", position: 0 },
  ]);
  const modified = new Date("2025-06-01T10:00:00Z");
  await db.insert(cmsComponents).values([
    {
      uid: "SiteLogoComponent",
      typeCode: "SimpleBannerComponent",
      name: "Site logo",
      properties: { urlLink: "/", media: { url: "/medias/cup-main", altText: { en: "Dukkan", ar: "دكان" } } },
      updatedAt: modified,
    },
    {
      uid: "CategoryNavigationComponent",
      typeCode: "CategoryNavigationComponent",
      name: "Category navigation",
      properties: { navigationNodeUid: "MainNavNode", wrapAfter: "10" },
      updatedAt: modified,
    },
    {
      uid: "HomepageSplashBanner",
      typeCode: "SimpleResponsiveBannerComponent",
      name: "Splash banner",
      properties: {
        headline: { en: "Summer sale", ar: "تخفيضات الصيف" },
        content: { en: "<p>Up to 50% off</p>" },
        slides: [{ title: { en: "Cups", ar: "أكواب" }, url: "/category/disposables/cups" }],
      },
      updatedAt: modified,
    },
    {
      uid: "DealsCarousel",
      typeCode: "ProductCarouselComponent",
      name: "Deals and offers",
      properties: {
        title: { en: "Deals and offers", ar: "العروض" },
        productCodes: "1001-01 1001-02",
        carouselType: "DEALANDOFFERS",
      },
      updatedAt: modified,
    },
    {
      uid: "CupsLink",
      typeCode: "CMSLinkComponent",
      name: "Cups link",
      properties: { linkName: { en: "Cups", ar: "أكواب" }, url: "/category/disposables/cups" },
      updatedAt: modified,
    },
  ]);
  await db.insert(navigationNodes).values([
    { uid: "MainNavNode", title: { en: "Main navigation" } },
    {
      uid: "BoxesNode",
      parentUid: "MainNavNode",
      title: { en: "Boxes", ar: "علب" },
      url: "/category/packaging/food-boxes",
      position: 2,
    },
    {
      uid: "CupsNode",
      parentUid: "MainNavNode",
      title: { en: "Cups", ar: "أكواب" },
      styleClasses: "node-cups",
      entries: [{ itemType: "CMSLinkComponent", itemId: "CupsLink" }],
      position: 1,
    },
    {
      uid: "HotCupsNode",
      parentUid: "CupsNode",
      title: { en: "Hot cups" },
      url: "/category/disposables/cups",
      target: "_self",
    },
  ]);
  await bumpCatalogVersion(db);
}
