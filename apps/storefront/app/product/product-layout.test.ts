import type { Component, Page } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_LAYOUT, hasReviewsTab, productLayout, tabComponentUids, tabOf } from "./product-layout";

const placeholder = (typeCode: string): Component => ({ uid: typeCode, typeCode });
const tab = (uid: string, tabType: string, title?: string): Component => ({
  uid,
  typeCode: "CMSTabParagraphComponent",
  tabType,
  ...(title ? { title } : {}),
});
const TAB_COMPONENTS: Component[] = [
  tab("DescriptionTab", "description", "Description"),
  tab("SpecsTab", "specs", "Specifications"),
  tab("UsageTab", "usage", "How to use"),
  tab("ReviewsTab", "reviews", "Reviews"),
  { uid: "AccountOrderHistoryComponent", typeCode: "AccountOrderHistoryComponent", title: "Ignored" },
];

function page(slots: Record<string, Component[]>): Page {
  return {
    uid: "productDetails",
    typeCode: "ProductPage",
    template: "ProductDetailsPageTemplate",
    name: "Product details",
    contentSlots: {
      contentSlot: Object.entries(slots).map(([position, components]) => ({
        slotId: `productDetails-${position}`,
        position,
        components: { component: components },
      })),
    },
  };
}

const tabs = (uids: string): Component => ({
  uid: "ProductTabs",
  typeCode: "CMSTabParagraphContainer",
  components: uids,
});
const recommended: Component = {
  uid: "PDPRECOMMENDED",
  typeCode: "DukkanCarouselComponent",
  carouselType: "PDPRECOMMENDED",
};

/** The demo shop's seeded template (packages/demo-shop/src/cms.ts). */
const SEEDED = page({
  BottomHeaderSlot: [placeholder("BreadcrumbComponent")],
  Summary: [
    "ProductIntroComponent",
    "ProductImagesComponent",
    "ProductVariantSelectorComponent",
    "ProductAddToCartComponent",
    "ProductSummaryComponent",
  ].map(placeholder),
  Tabs: [tabs("DescriptionTab SpecsTab UsageTab ReviewsTab")],
  CrossSelling: [recommended],
  // The header's shared slots are not the page's body.
  HeaderLinks: [{ uid: "HeaderIcons", typeCode: "HeaderIconsComponent", components: "LoginIconLink" }],
});

describe("the product page from its CMS template", () => {
  it("draws the seeded template as the page has always been: breadcrumb, buy block with gallery, four tabs, carousels", () => {
    expect(productLayout(SEEDED, TAB_COMPONENTS)).toEqual([
      { kind: "breadcrumb" },
      { kind: "summary", gallery: true, parts: ["intro", "variants", "addToCart", "summary"] },
      {
        kind: "tabs",
        tabs: [
          { id: "description", heading: { kind: "title", title: "Description" } },
          { id: "specs", heading: { kind: "title", title: "Specifications" } },
          { id: "usage", heading: { kind: "title", title: "How to use" } },
          { id: "reviews", heading: { kind: "title", title: "Reviews" } },
        ],
      },
      { kind: "recommendations" },
    ]);
    expect(DEFAULT_PRODUCT_LAYOUT.map((section) => section.kind)).toEqual([
      "breadcrumb",
      "summary",
      "tabs",
      "recommendations",
    ]);
  });

  it("follows the template: components moved, taken out, or slots emptied", () => {
    const edited = page({
      CrossSelling: [recommended],
      Summary: ["ProductSummaryComponent", "ProductIntroComponent"].map(placeholder),
      Tabs: [tabs("ReviewsTab SpecsTab")],
    });
    expect(productLayout(edited, TAB_COMPONENTS)).toEqual([
      { kind: "summary", gallery: false, parts: ["summary", "intro"] },
      {
        kind: "tabs",
        tabs: [
          { id: "reviews", heading: { kind: "title", title: "Reviews" } },
          { id: "specs", heading: { kind: "title", title: "Specifications" } },
        ],
      },
      { kind: "recommendations" },
    ]);
    expect(productLayout(page({ Summary: [placeholder("ProductImagesComponent")], Tabs: [tabs("")] }), [])).toEqual([
      { kind: "summary", gallery: true, parts: [] },
    ]);
  });

  it("has a reviews tab for the rating's link to open only when a tab container lists one", () => {
    expect(hasReviewsTab(DEFAULT_PRODUCT_LAYOUT)).toBe(true);
    expect(hasReviewsTab(productLayout(page({ Tabs: [tabs("ReviewsTab SpecsTab")] }), TAB_COMPONENTS))).toBe(true);
    expect(hasReviewsTab(productLayout(page({ Tabs: [tabs("SpecsTab")] }), TAB_COMPONENTS))).toBe(false);
    expect(hasReviewsTab(productLayout(page({ Tabs: [tabs("")] }), TAB_COMPONENTS))).toBe(false);
  });

  it("ignores what it cannot draw, repeats, and tabs of an unknown type", () => {
    const layout = productLayout(
      page({
        Summary: [placeholder("ProductIntroComponent"), placeholder("ProductIntroComponent"), placeholder("Mystery")],
        Tabs: [tabs("SpecsTab Missing SpecsTab OddTab"), tabs("ReviewsTab")],
      }),
      [...TAB_COMPONENTS, tab("OddTab", "gossip", "Gossip")],
    );
    expect(layout).toEqual([
      { kind: "summary", gallery: false, parts: ["intro"] },
      { kind: "tabs", tabs: [{ id: "specs", heading: { kind: "title", title: "Specifications" } }] },
    ]);
  });

  it("lists the tab uids to fetch from every tab container of the template", () => {
    expect(tabComponentUids(SEEDED)).toEqual(["DescriptionTab", "SpecsTab", "UsageTab", "ReviewsTab"]);
  });
});

describe("a tab's heading (spec §2.15)", () => {
  it("is 'order history' when the tab holds the account order-history component, whatever its title", () => {
    expect(tabOf(TAB_COMPONENTS[4]!)).toEqual({ id: "orderHistory", heading: { kind: "orderHistory" } });
  });

  it("is otherwise the product-detail tab's title, or its type's own name without one", () => {
    expect(tabOf(tab("UsageTab", "usage", "Ways to use it"))).toEqual({
      id: "usage",
      heading: { kind: "title", title: "Ways to use it" },
    });
    expect(tabOf(tab("UsageTab", "usage"))).toEqual({ id: "usage", heading: { kind: "tabType", tabType: "usage" } });
    expect(tabOf({ uid: "Para", typeCode: "CMSParagraphComponent", title: "Hello" })).toBeUndefined();
  });
});
