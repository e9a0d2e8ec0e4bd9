/**
 * The shop's layout as staff arrange it (decision 0074): the places the storefront draws from the CMS in the CMS's
 * order — the header's icons (the container in the shared HeaderLinks slot) and the product page's slots (breadcrumb,
 * the buy block's parts, the tab container's tabs, the recommendations) — each with what it holds, what may be put
 * back, and what must stay: a change that takes out a part the storefront needs (the product's name and price, add
 * to cart, the header's cart and account) is refused with 409 CmsComponentRequiredError.
 */
import { eq, inArray } from "drizzle-orm";
import type { StaffCmsLayout, StaffLayoutComponent, StaffLayoutList } from "@dukkan/staff-api";
import type { CmsLayoutListKey } from "@dukkan/staff-api/cms-constants";
import type { Database } from "../db/client.js";
import { cmsComponents, cmsPages, cmsSlotComponents, cmsSlots } from "../db/tables.js";
import { invalidParameter, OccHttpError } from "../occ/errors.js";
import { isLocalized } from "../language/localized.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;
type ComponentRow = typeof cmsComponents.$inferSelect;

/** The shop's own header icons (the storefront picks its icon by uid) and the language selector. */
const HEADER_ICON_UIDS = new Set(["ComparisonIconLink", "WishlistIconLink", "LoginIconLink", "MiniCartIconLink"]);
/** The buy block's parts, drawn from the product (the storefront's product-layout.ts). */
const SUMMARY_PART_TYPES = new Set([
  "ProductIntroComponent",
  "ProductImagesComponent",
  "ProductVariantSelectorComponent",
  "ProductAddToCartComponent",
  "ProductSummaryComponent",
]);
const PRODUCT_TAB_TYPES = new Set(["description", "specs", "usage", "reviews"]);
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

type Rule = {
  key: CmsLayoutListKey;
  /** The template position of the slot. */
  position: string;
  /** The slot is each page's of this type; without it, the slot shared by the pages (the header's). */
  pageType?: string;
  /** The list is the `components` attribute of the container of this type the slot holds. */
  container?: string;
  /** What the storefront draws in this list. */
  accepts: (component: ComponentRow) => boolean;
  /** What it cannot do without: taking it out is refused. */
  required?: (component: ComponentRow) => boolean;
};

const RULES: readonly Rule[] = [
  {
    key: "headerIcons",
    position: "HeaderLinks",
    container: "HeaderIconsComponent",
    accepts: (component) =>
      component.typeCode === "LanguageComponent" ||
      (component.typeCode === "CMSLinkComponent" && HEADER_ICON_UIDS.has(component.uid)),
    // Shoppers reach their cart and their account (sign in) only through these icons.
    required: (component) => component.uid === "LoginIconLink" || component.uid === "MiniCartIconLink",
  },
  {
    key: "productBreadcrumb",
    position: "BottomHeaderSlot",
    pageType: "ProductPage",
    accepts: (component) => component.typeCode === "BreadcrumbComponent",
  },
  {
    key: "productSummary",
    position: "Summary",
    pageType: "ProductPage",
    accepts: (component) => SUMMARY_PART_TYPES.has(component.typeCode),
    // Without them the page shows no name and price, or cannot put the product in the cart.
    required: (component) =>
      component.typeCode === "ProductIntroComponent" || component.typeCode === "ProductAddToCartComponent",
  },
  {
    key: "productTabs",
    position: "Tabs",
    pageType: "ProductPage",
    container: "CMSTabParagraphContainer",
    accepts: (component) =>
      component.typeCode === "AccountOrderHistoryComponent" ||
      (component.typeCode === "CMSTabParagraphComponent" &&
        PRODUCT_TAB_TYPES.has(text(component.properties.tabType) ?? "")),
  },
  {
    key: "productCrossSelling",
    position: "CrossSelling",
    pageType: "ProductPage",
    accepts: (component) =>
      component.typeCode === "DukkanCarouselComponent" && component.properties.carouselType === "PDPRECOMMENDED",
  },
];

/** The attributes shoppers read of a component, by its type. */
const TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  CMSTabParagraphComponent: ["title"],
  CMSLinkComponent: ["linkName"],
};

const listOf = (value: unknown) => (text(value) ?? "").split(/\s+/).filter(Boolean);

function textsOf(component: ComponentRow): StaffLayoutComponent["texts"] {
  const texts: StaffLayoutComponent["texts"] = {};
  for (const attribute of TEXT_ATTRIBUTES[component.typeCode] ?? []) {
    const value = component.properties[attribute];
    if (isLocalized(value)) texts[attribute] = { en: value.en ?? "", ar: value.ar ?? "" };
    else texts[attribute] = { en: text(value) ?? "", ar: text(value) ?? "" };
  }
  return texts;
}

const shown = (rule: Rule, component: ComponentRow): StaffLayoutComponent => ({
  uid: component.uid,
  typeCode: component.typeCode,
  name: component.name,
  texts: textsOf(component),
  required: rule.required?.(component) ?? false,
});

/** 409: the change takes out components the storefront needs in this list. */
function refuseRemoval(missing: ComponentRow[], where: string): OccHttpError {
  return new OccHttpError(
    409,
    missing.map((component) => ({
      type: "CmsComponentRequiredError",
      reason: "required",
      subject: component.uid,
      subjectType: "cmsComponent",
      message: `The storefront needs '${component.name}' (${component.uid}) in ${where}: it cannot be taken out.`,
    })),
  );
}

export class StaffLayout {
  constructor(private readonly db: Database) {}

  /** Every list of the layout: the header's icons, then each product page's slots in the template's order. */
  async layout(): Promise<StaffCmsLayout> {
    const slotRows = await this.db
      .select({
        pageUid: cmsSlots.pageUid,
        position: cmsSlots.position,
        slotId: cmsSlots.slotId,
        pageType: cmsPages.typeCode,
        pageName: cmsPages.name,
      })
      .from(cmsSlots)
      .innerJoin(cmsPages, eq(cmsPages.uid, cmsSlots.pageUid))
      .where(
        inArray(
          cmsSlots.position,
          RULES.map((rule) => rule.position),
        ),
      )
      .orderBy(cmsSlots.pageUid);
    const places: { rule: Rule; slotId: string; pageId: string | null; pageName: string | null }[] = [];
    const header = RULES[0]!;
    const shared = sharedSlot(slotRows.filter((row) => row.position === header.position));
    if (shared) places.push({ rule: header, slotId: shared, pageId: null, pageName: null });
    const productPages = [...new Set(slotRows.filter((row) => row.pageType === "ProductPage").map((r) => r.pageUid))];
    for (const pageUid of productPages) {
      for (const rule of RULES.filter((candidate) => candidate.pageType === "ProductPage")) {
        const row = slotRows.find((slot) => slot.pageUid === pageUid && slot.position === rule.position);
        if (row) places.push({ rule, slotId: row.slotId, pageId: pageUid, pageName: row.pageName });
      }
    }
    if (places.length === 0) return { lists: [] };

    const placed = await this.db
      .select({ slotId: cmsSlotComponents.slotId, component: cmsComponents })
      .from(cmsSlotComponents)
      .innerJoin(cmsComponents, eq(cmsComponents.uid, cmsSlotComponents.componentUid))
      .where(
        inArray(
          cmsSlotComponents.slotId,
          places.map((place) => place.slotId),
        ),
      )
      .orderBy(cmsSlotComponents.slotId, cmsSlotComponents.position);
    const candidates = await this.db
      .select()
      .from(cmsComponents)
      .where(
        inArray(cmsComponents.typeCode, [
          "LanguageComponent",
          "CMSLinkComponent",
          "BreadcrumbComponent",
          ...SUMMARY_PART_TYPES,
          "CMSTabParagraphComponent",
          "AccountOrderHistoryComponent",
          "DukkanCarouselComponent",
        ]),
      )
      .orderBy(cmsComponents.uid);
    const byUid = new Map(candidates.map((component) => [component.uid, component]));

    const lists: StaffLayoutList[] = [];
    for (const { rule, slotId, pageId, pageName } of places) {
      const inSlot = placed.filter((row) => row.slotId === slotId).map((row) => row.component);
      let held = inSlot;
      let containerUid: string | null = null;
      if (rule.container) {
        const container = inSlot.find((component) => component.typeCode === rule.container);
        if (!container) continue;
        containerUid = container.uid;
        held = listOf(container.properties.components).flatMap((uid) => {
          const component = byUid.get(uid);
          return component ? [component] : [];
        });
      }
      const holds = new Set(held.map((component) => component.uid));
      lists.push({
        key: rule.key,
        pageId,
        pageName,
        slotId,
        containerUid,
        components: held.map((component) => shown(rule, component)),
        available: candidates
          .filter((component) => rule.accepts(component) && !holds.has(component.uid))
          .map((component) => shown(rule, component)),
      });
    }
    return { lists };
  }

  /** Refuses a slot's new components when they leave out one the storefront needs there that it holds now. */
  async assertSlotKeeps(tx: Transaction, slotId: string, componentUids: readonly string[]): Promise<void> {
    const rule = await this.ruleOfSlot(tx, slotId);
    if (!rule?.required || rule.container) return;
    const before = await tx
      .select({ component: cmsComponents })
      .from(cmsSlotComponents)
      .innerJoin(cmsComponents, eq(cmsComponents.uid, cmsSlotComponents.componentUid))
      .where(eq(cmsSlotComponents.slotId, slotId));
    const after = new Set(componentUids);
    const missing = before
      .map((row) => row.component)
      .filter((component) => rule.required!(component) && !after.has(component.uid));
    if (missing.length > 0) throw refuseRemoval(missing, `the slot ${slotId}`);
  }

  /**
   * A layout container's new `components` (the tabs, the header icons): every uid must exist, and a component the
   * storefront needs there that it lists now must stay.
   */
  async assertContainerKeeps(
    tx: Transaction,
    container: ComponentRow,
    properties: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const rule = RULES.find((candidate) => candidate.container === container.typeCode);
    if (!rule || !Object.hasOwn(properties, "components")) return;
    const next = listOf(properties.components);
    const current = listOf(container.properties.components);
    const rows = await componentsOf(tx, [...new Set([...next, ...current])]);
    const unknown = next.filter((uid) => !rows.has(uid));
    if (unknown.length > 0) {
      throw invalidParameter("properties.components", `Unknown components: ${unknown.join(", ")}`);
    }
    if (new Set(next).size !== next.length) throw invalidParameter("properties.components", "lists a component twice");
    const after = new Set(next);
    const missing = current.flatMap((uid) => {
      const component = rows.get(uid);
      return component && rule.required?.(component) && !after.has(uid) ? [component] : [];
    });
    if (missing.length > 0) throw refuseRemoval(missing, `the list of ${container.uid}`);
  }

  private async ruleOfSlot(tx: Transaction, slotId: string): Promise<Rule | undefined> {
    const rows = await tx
      .select({ position: cmsSlots.position, pageType: cmsPages.typeCode })
      .from(cmsSlots)
      .innerJoin(cmsPages, eq(cmsPages.uid, cmsSlots.pageUid))
      .where(eq(cmsSlots.slotId, slotId));
    return RULES.find((rule) =>
      rows.some((row) => row.position === rule.position && (!rule.pageType || rule.pageType === row.pageType)),
    );
  }
}

async function componentsOf(reader: Reader, uids: string[]): Promise<Map<string, ComponentRow>> {
  if (uids.length === 0) return new Map();
  const rows = await reader.select().from(cmsComponents).where(inArray(cmsComponents.uid, uids));
  return new Map(rows.map((row) => [row.uid, row]));
}

/** The slot at a shared position placed on the most pages (the shop's header slot). */
function sharedSlot(rows: readonly { slotId: string }[]): string | undefined {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.slotId, (counts.get(row.slotId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}
