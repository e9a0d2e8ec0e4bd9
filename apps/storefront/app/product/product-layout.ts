/**
 * The product page as the CMS lays it out (shopping spec §2.3 'product details' template, §2.9): the
 * ProductDetailsPage's slots in the template's order, each slot's components in the CMS's order. The page's
 * parts are placeholder components the storefront draws from the product (intro, images, summary, variants, add
 * to cart), the tab container names its tabs, and the product recommendation carousel marks where the product's
 * carousels go. Taking a component out of the template, or moving it, changes the page.
 */
import type { Component, Page } from "@dukkan/occ";
import { listAttribute, textAttribute } from "../cms/attributes";
import { slotComponents } from "../cms/page-slots";

/** The template's positions, top to bottom. */
export const PRODUCT_TEMPLATE_POSITIONS = ["BottomHeaderSlot", "Summary", "Tabs", "UpSelling", "CrossSelling"] as const;

/** The parts of the buy column, by the placeholder component that places each one. */
const SUMMARY_PARTS = {
  ProductIntroComponent: "intro",
  ProductVariantSelectorComponent: "variants",
  ProductAddToCartComponent: "addToCart",
  ProductSummaryComponent: "summary",
} as const;

export type SummaryPart = (typeof SUMMARY_PARTS)[keyof typeof SUMMARY_PARTS];

export const TAB_CONTAINER_TYPE = "CMSTabParagraphContainer";
export const ORDER_HISTORY_COMPONENT_TYPE = "AccountOrderHistoryComponent";
const PRODUCT_TAB_TYPES = ["description", "specs", "usage", "reviews"] as const;
export type ProductTabType = (typeof PRODUCT_TAB_TYPES)[number];

/**
 * A tab's heading (spec §2.15): 'order history' when the tab holds the account order-history component,
 * otherwise the product-detail tab's title (the catalogue's name of its type when the CMS gives none).
 */
export type TabHeading =
  { kind: "orderHistory" } | { kind: "title"; title: string } | { kind: "tabType"; tabType: ProductTabType };

export type ProductTab =
  { id: ProductTabType; heading: TabHeading } | { id: "orderHistory"; heading: { kind: "orderHistory" } };

export type ProductSection =
  | { kind: "breadcrumb" }
  | { kind: "summary"; gallery: boolean; parts: SummaryPart[] }
  | { kind: "tabs"; tabs: ProductTab[] }
  | { kind: "recommendations" };

/** The page the seeded template draws, and the one shown when the CMS has no product page. */
export const DEFAULT_PRODUCT_LAYOUT: ProductSection[] = [
  { kind: "breadcrumb" },
  { kind: "summary", gallery: true, parts: ["intro", "variants", "addToCart", "summary"] },
  {
    kind: "tabs",
    tabs: PRODUCT_TAB_TYPES.map((tabType) => ({ id: tabType, heading: { kind: "tabType", tabType } })),
  },
  { kind: "recommendations" },
];

function isProductTabType(value: string | undefined): value is ProductTabType {
  return (PRODUCT_TAB_TYPES as readonly string[]).includes(value ?? "");
}

/** One entry of a tab container as a tab, or undefined for a component the page cannot draw as one. */
export function tabOf(component: Component): ProductTab | undefined {
  if (component.typeCode === ORDER_HISTORY_COMPONENT_TYPE)
    return { id: "orderHistory", heading: { kind: "orderHistory" } };
  const tabType = textAttribute(component, "tabType");
  if (component.typeCode !== "CMSTabParagraphComponent" || !isProductTabType(tabType)) return undefined;
  const title = textAttribute(component, "title");
  return { id: tabType, heading: title ? { kind: "title", title } : { kind: "tabType", tabType } };
}

/** The uids of every tab the page's tab containers list (fetched in one call before `productLayout`). */
export function tabComponentUids(page: Page): string[] {
  return PRODUCT_TEMPLATE_POSITIONS.flatMap((position) => slotComponents(page, position))
    .filter((component) => component.typeCode === TAB_CONTAINER_TYPE)
    .flatMap((container) => listAttribute(container, "components"));
}

function tabsOf(container: Component, tabComponents: ReadonlyMap<string, Component>): ProductTab[] {
  const seen = new Set<string>();
  return listAttribute(container, "components").flatMap((uid) => {
    const component = tabComponents.get(uid);
    const tab = component && tabOf(component);
    // Tabs are anchors on the page: a second tab of one type would share the first one's id.
    if (!tab || seen.has(tab.id)) return [];
    seen.add(tab.id);
    return [tab];
  });
}

function isRecommendationCarousel(component: Component): boolean {
  return (
    component.typeCode === "DukkanCarouselComponent" && textAttribute(component, "carouselType") === "PDPRECOMMENDED"
  );
}

/** The sections of one slot: its summary components form one buy block, placed where the first of them is. */
function slotSections(components: Component[], tabComponents: ReadonlyMap<string, Component>): ProductSection[] {
  const sections: ProductSection[] = [];
  let summary: Extract<ProductSection, { kind: "summary" }> | undefined;
  const summaryBlock = () => {
    if (!summary) {
      summary = { kind: "summary", gallery: false, parts: [] };
      sections.push(summary);
    }
    return summary;
  };
  for (const component of components) {
    const part = Object.hasOwn(SUMMARY_PARTS, component.typeCode)
      ? SUMMARY_PARTS[component.typeCode as keyof typeof SUMMARY_PARTS]
      : undefined;
    if (part) {
      const block = summaryBlock();
      if (!block.parts.includes(part)) block.parts.push(part);
    } else if (component.typeCode === "ProductImagesComponent") summaryBlock().gallery = true;
    else if (component.typeCode === "BreadcrumbComponent") sections.push({ kind: "breadcrumb" });
    else if (component.typeCode === TAB_CONTAINER_TYPE) {
      const tabs = tabsOf(component, tabComponents);
      if (tabs.length > 0) sections.push({ kind: "tabs", tabs });
    } else if (isRecommendationCarousel(component)) sections.push({ kind: "recommendations" });
  }
  return sections;
}

/** Each kind of section once (the first place wins): a page has one buy block, one tab group, one breadcrumb. */
function firstOfEachKind(sections: ProductSection[]): ProductSection[] {
  const seen = new Set<ProductSection["kind"]>();
  return sections.filter((section) => {
    if (seen.has(section.kind)) return false;
    seen.add(section.kind);
    return true;
  });
}

/**
 * Whether the page has a reviews tab: the rating's '(N reviews)' link opens it, so without one the count is plain
 * text (a link must lead somewhere).
 */
export function hasReviewsTab(layout: readonly ProductSection[]): boolean {
  return layout.some((section) => section.kind === "tabs" && section.tabs.some((tab) => tab.id === "reviews"));
}

/** The page's sections from the product page template and the components its tab containers list. */
export function productLayout(page: Page, tabComponents: readonly Component[]): ProductSection[] {
  const byUid = new Map(tabComponents.map((component) => [component.uid, component]));
  return firstOfEachKind(
    PRODUCT_TEMPLATE_POSITIONS.flatMap((position) => slotSections(slotComponents(page, position), byUid)),
  );
}
