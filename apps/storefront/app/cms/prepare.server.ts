/**
 * Turns a CMS page into what its route renders: the page's own components (HTML sanitised), every
 * component they reference (banners, category groups, site-map lists and links) and the products their
 * carousels name — each fetched in one batched call per level, never one call per component.
 */
import type { Language } from "@dukkan/i18n";
import type { Component, Page, Product } from "@dukkan/occ";
import { fetchProductsByCodes } from "../product/tile/products.server";
import { listAttribute, textAttribute } from "./attributes";
import type { CmsData } from "./cms-data";
import { fetchComponents } from "./cms.server";
import { remainingMs } from "../home/countdown";
import { bodyComponents } from "./page-slots";
import { sanitizeCmsHtml } from "./sanitize-html.server";

type TypeDescriptor = {
  /** Attributes holding HTML, sanitised before they leave the server. */
  html?: string[];
  /** Attributes listing other components' uids. */
  references?: string[];
  /** Attributes listing product codes. */
  products?: string[];
};

/** The component types the storefront renders (see cms/registry.tsx), and what each one needs. */
const TYPES: Record<string, TypeDescriptor> = {
  CMSParagraphComponent: { html: ["content"] },
  CMSLinkComponent: {},
  SimpleBannerComponent: {},
  SimpleResponsiveBannerComponent: {},
  RotatingImagesComponent: { references: ["banners"] },
  DukkanCarouselComponent: { references: ["banners", "homepageCarouselCategories"], products: ["productCodes"] },
  DukkanCategoryGroupComponent: { references: ["banners"] },
  SaleTimerBannerComponent: {},
  SiteMapGroupComponent: { references: ["lists"] },
  SiteMapListComponent: { references: ["links"] },
};

/** Deep enough for the site map (group → list → link). */
const MAX_REFERENCE_DEPTH = 3;

function isRenderable(component: Component): boolean {
  return component.typeCode in TYPES;
}

function sanitised(component: Component, language: Language): Component {
  const html = TYPES[component.typeCode]?.html ?? [];
  const result: Component = { ...component };
  for (const name of html) {
    const value = textAttribute(component, name);
    if (value) result[name] = sanitizeCmsHtml(value, language);
  }
  return result;
}

function referencedUids(component: Component): string[] {
  return (TYPES[component.typeCode]?.references ?? []).flatMap((name) => listAttribute(component, name));
}

/** A flash sale whose timer has run out shows nothing, so its products are not fetched. */
function productCodesOf(component: Component, now: number): string[] {
  const timer = textAttribute(component, "timer");
  if (textAttribute(component, "carouselType") === "FLASHSALE" && remainingMs(timer, now) === 0) return [];
  return (TYPES[component.typeCode]?.products ?? []).flatMap((name) => listAttribute(component, name));
}

export type PreparedPage = {
  uid: string;
  template: string;
  /** The page's heading: its title, else its name. */
  heading: string;
  seo: { title: string; description?: string; robots?: string };
  components: Component[];
  cms: CmsData;
};

/** OCC's robotTag ('INDEX_FOLLOW') as a robots meta value ('index,follow'). */
export function robotsContent(robotTag: string | undefined): string | undefined {
  return robotTag ? robotTag.toLowerCase().replace(/_/g, ",") : undefined;
}

export async function prepareCmsPage(
  page: Page,
  language: Language,
  { area, now = Date.now() }: { area?: string; now?: number } = {},
): Promise<PreparedPage> {
  const context = { lang: language, area };
  const components = bodyComponents(page)
    .filter(isRenderable)
    .map((component) => sanitised(component, language));

  const referenced: Record<string, Component> = {};
  let level = components;
  for (let depth = 0; depth < MAX_REFERENCE_DEPTH && level.length > 0; depth++) {
    const wanted = [...new Set(level.flatMap(referencedUids))].filter((uid) => !(uid in referenced));
    level = (await fetchComponents(wanted, context)).map((component) => sanitised(component, language));
    for (const component of level) referenced[component.uid] = component;
  }

  const codes = [...new Set(components.flatMap((component) => productCodesOf(component, now)))];
  const products: Record<string, Product> = {};
  for (const product of await fetchProductsByCodes(codes, context)) products[product.code] = product;

  const heading = page.title || page.name;
  return {
    uid: page.uid,
    template: page.template,
    heading,
    seo: { title: heading, description: page.description || undefined, robots: robotsContent(page.robotTag) },
    components,
    cms: { components: referenced, products, renderedAt: now, heading },
  };
}
