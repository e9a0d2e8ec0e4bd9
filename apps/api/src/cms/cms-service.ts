/**
 * CMS pages and components in OCC's shapes. Pages are found by type and label or code as SAP Commerce does;
 * localized attribute values are resolved to the request language; navigation components carry their node
 * tree. Rendered pages and components are cached per process until the catalogue/content version changes. Draft
 * pages (`published` false) are found only by `previewPage`, behind a signed preview link (decision 0070).
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Component, ComponentList, Language, NavigationNode, Page } from "@dukkan/occ";
import type { CatalogVersionWatcher } from "../cache/catalog-version.js";
import { LruCache } from "../cache/lru.js";
import type { Database } from "../db/client.js";
import {
  brands,
  categories,
  cmsComponents,
  cmsPages,
  cmsSlotComponents,
  cmsSlots,
  navigationNodes,
  products,
  type Localized,
} from "../db/tables.js";
import { localize } from "../language/localized.js";
import { invalidParameter, unknownIdentifier } from "../occ/errors.js";
import { resolveAttributes } from "./component-properties.js";
import { buildNavigationTree, type NavigationNodeRow } from "./navigation.js";

export const PAGE_TYPES = ["ContentPage", "ProductPage", "CategoryPage", "CatalogPage"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface PageQuery {
  pageType?: PageType;
  pageLabelOrId?: string;
  code?: string;
}

export interface CmsServiceOptions {
  mediaBaseUrl: string;
}

type PageRow = typeof cmsPages.$inferSelect;
type ComponentRow = typeof cmsComponents.$inferSelect;

/** Navigation nodes, loaded whole (a shop has a few hundred) and shared by every navigation component. */
interface NavigationIndex {
  byUid: Map<string, NavigationNodeRow>;
  children: Map<string, NavigationNodeRow[]>;
}

/** The label of the home page, as SAP Commerce's default ("homepage"). */
export const HOMEPAGE_LABEL = "homepage";

/**
 * Missing pages and components answer 404 UnknownIdentifierError (OCC 2211 answers pages that way),
 * so the storefront shows its not-found page with a 404 status.
 */
function pageNotFound(subject: string, message: string) {
  return unknownIdentifier("page", subject, message, 404);
}

export class CmsService {
  private readonly pages = new LruCache<string, Page>(1_000);
  private readonly componentCache = new LruCache<string, Component>(5_000);
  private navigation: { version: number; index: Promise<NavigationIndex> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly watcher: CatalogVersionWatcher,
    private readonly options: CmsServiceOptions,
  ) {
    watcher.onChange(() => {
      this.pages.clear();
      this.componentCache.clear();
      this.navigation = undefined;
    });
  }

  /** GET cms/pages: by type and label/id or code; no parameters → the home page. */
  async findPage(query: PageQuery, language: Language): Promise<Page> {
    const version = await this.watcher.current();
    const key = `q\n${query.pageType ?? ""}\n${query.pageLabelOrId ?? ""}\n${query.code ?? ""}\n${language}`;
    const cached = this.pages.get(key);
    if (cached) return cached;
    const row = await this.resolvePage(query);
    const page = await this.renderPage(row, language, version);
    if (this.watcher.version === version) this.pages.set(key, page);
    return page;
  }

  /** GET cms/pages/{pageId} */
  async pageById(uid: string, language: Language): Promise<Page> {
    return this.findPageByUid(uid, language);
  }

  /** GET cms/components/{componentId} */
  async component(uid: string, language: Language): Promise<Component> {
    const version = await this.watcher.current();
    const [component] = await this.renderComponents([uid], language, version);
    if (!component) throw unknownIdentifier("component", uid, `Component with id '${uid}' not found`, 404);
    return component;
  }

  /** GET cms/components: the given ids (unknown ones skipped, order kept) or every component, paged. */
  async components(
    ids: string[] | undefined,
    paging: { currentPage: number; pageSize?: number },
    language: Language,
  ): Promise<ComponentList> {
    const version = await this.watcher.current();
    let uids: string[];
    if (ids) {
      const known = await this.db
        .select({ uid: cmsComponents.uid })
        .from(cmsComponents)
        .where(inArray(cmsComponents.uid, ids));
      const knownSet = new Set(known.map((row) => row.uid));
      uids = ids.filter((uid) => knownSet.has(uid));
    } else {
      uids = (await this.db.select({ uid: cmsComponents.uid }).from(cmsComponents).orderBy(asc(cmsComponents.uid))).map(
        (row) => row.uid,
      );
    }
    // Asked by ids without a page size: answer them all (a storefront asks for what one page shows).
    const pageSize = paging.pageSize ?? (ids ? Math.max(ids.length, 1) : 10);
    const totalResults = uids.length;
    const totalPages = Math.ceil(totalResults / pageSize);
    const slice = uids.slice(paging.currentPage * pageSize, (paging.currentPage + 1) * pageSize);
    return {
      component: await this.renderComponents(slice, language, version),
      pagination: { currentPage: paging.currentPage, pageSize, totalPages, totalResults },
    };
  }

  private async findPageByUid(uid: string, language: Language): Promise<Page> {
    const version = await this.watcher.current();
    const key = `uid\n${uid}\n${language}`;
    const cached = this.pages.get(key);
    if (cached) return cached;
    const [row] = await this.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.uid, uid), eq(cmsPages.published, true)));
    if (!row) throw pageNotFound(uid, `Page with id '${uid}' not found`);
    const page = await this.renderPage(row, language, version);
    if (this.watcher.version === version) this.pages.set(key, page);
    return page;
  }

  /**
   * A page by uid whether it is published or a draft, for a preview link the caller has already verified. Never
   * cached: a draft is looked at while it is being edited.
   */
  async previewPage(uid: string, language: Language): Promise<Page> {
    const version = await this.watcher.current();
    const [row] = await this.db.select().from(cmsPages).where(eq(cmsPages.uid, uid));
    if (!row) throw pageNotFound(uid, `Page with id '${uid}' not found`);
    return this.renderPage(row, language, version);
  }

  private async resolvePage(query: PageQuery): Promise<PageRow> {
    if (!query.pageType && query.code) throw invalidParameter("pageType", "pageType is required with code");
    const pageType = query.pageType ?? "ContentPage";
    if (pageType === "ContentPage") {
      const labelOrId = query.pageLabelOrId ?? HOMEPAGE_LABEL;
      const [row] = await this.db
        .select()
        .from(cmsPages)
        .where(
          and(
            eq(cmsPages.typeCode, "ContentPage"),
            eq(cmsPages.published, true),
            or(eq(cmsPages.label, labelOrId), eq(cmsPages.uid, labelOrId)),
          ),
        )
        .orderBy(sql`case when ${cmsPages.label} = ${labelOrId} then 0 else 1 end`)
        .limit(1);
      if (!row) throw pageNotFound(labelOrId, `Content page '${labelOrId}' not found`);
      return row;
    }
    if (pageType === "CategoryPage") return this.categoryPage(query.code);
    if (pageType === "ProductPage") {
      if (query.code) {
        const [product] = await this.db
          .select({ code: products.code })
          .from(products)
          .where(eq(products.code, query.code));
        if (!product) throw pageNotFound(query.code, `Product with code '${query.code}' not found!`);
      }
      return this.defaultPage("ProductPage");
    }
    return this.defaultPage(pageType);
  }

  /** The page made for the category, else for its nearest ancestor, else the default category page. Brands use the default. */
  private async categoryPage(code: string | undefined): Promise<PageRow> {
    if (!code) return this.defaultPage("CategoryPage");
    const chain: string[] = [];
    let current: string | null = code;
    while (current && !chain.includes(current) && chain.length < 20) {
      const [category]: { parentCode: string | null }[] = await this.db
        .select({ parentCode: categories.parentCode })
        .from(categories)
        .where(eq(categories.code, current));
      if (!category) break;
      chain.push(current);
      current = category.parentCode;
    }
    if (chain.length === 0) {
      const [brand] = await this.db.select({ code: brands.code }).from(brands).where(eq(brands.code, code));
      if (!brand) throw pageNotFound(code, `Category with code '${code}' not found`);
      return this.defaultPage("CategoryPage");
    }
    // Category pages are few: filter them here rather than with an array operator.
    const candidates = await this.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.typeCode, "CategoryPage"), eq(cmsPages.published, true)));
    for (const categoryCode of chain) {
      const page = candidates.find((candidate) => candidate.categoryCodes?.includes(categoryCode));
      if (page) return page;
    }
    return this.defaultPage("CategoryPage");
  }

  private async defaultPage(typeCode: PageType): Promise<PageRow> {
    const [row] = await this.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.typeCode, typeCode), eq(cmsPages.defaultPage, true), eq(cmsPages.published, true)))
      .orderBy(asc(cmsPages.uid))
      .limit(1);
    if (!row) throw pageNotFound(typeCode, `No default ${typeCode} exists`);
    return row;
  }

  private async renderPage(row: PageRow, language: Language, version: number): Promise<Page> {
    const slots = await this.db
      .select()
      .from(cmsSlots)
      .where(eq(cmsSlots.pageUid, row.uid))
      .orderBy(asc(cmsSlots.position));
    const placements =
      slots.length === 0
        ? []
        : await this.db
            .select()
            .from(cmsSlotComponents)
            .where(
              inArray(
                cmsSlotComponents.slotId,
                slots.map((slot) => slot.slotId),
              ),
            )
            .orderBy(asc(cmsSlotComponents.position), asc(cmsSlotComponents.componentUid));
    const components = await this.renderComponents(
      [...new Set(placements.map((placement) => placement.componentUid))],
      language,
      version,
    );
    const byUid = new Map(components.map((component) => [component.uid, component]));
    const text = (value: Localized | null) => localize(value, language);
    return {
      uid: row.uid,
      typeCode: row.typeCode,
      template: row.template,
      name: row.name,
      title: text(row.title),
      ...(row.label ? { label: row.label } : {}),
      description: text(row.description),
      keywords: text(row.keywords),
      ...(row.robots && row.robots.length > 0 ? { robotTag: row.robots.join("_").toUpperCase() } : {}),
      ...(row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
      ...(row.properties
        ? {
            properties: resolveAttributes(row.properties, language, this.options.mediaBaseUrl) as Record<
              string,
              unknown
            >,
          }
        : {}),
      contentSlots: {
        contentSlot: slots.map((slot) => ({
          slotId: slot.slotId,
          position: slot.position,
          name: slot.slotId,
          components: {
            component: placements
              .filter((placement) => placement.slotId === slot.slotId)
              .map((placement) => byUid.get(placement.componentUid))
              .filter((component) => component !== undefined),
          },
        })),
      },
    };
  }

  /** Components in the order of `uids`, unknown uids skipped. */
  private async renderComponents(uids: string[], language: Language, version: number): Promise<Component[]> {
    const result = new Map<string, Component>();
    const missing: string[] = [];
    for (const uid of uids) {
      const cached = this.componentCache.get(`${uid}\n${language}`);
      if (cached) result.set(uid, cached);
      else missing.push(uid);
    }
    if (missing.length > 0) {
      const rows = await this.db.select().from(cmsComponents).where(inArray(cmsComponents.uid, missing));
      const navigation = rows.some((row) => typeof row.properties.navigationNodeUid === "string")
        ? await this.navigationIndex(version)
        : undefined;
      for (const row of rows) {
        const component = this.renderComponent(row, language, navigation);
        if (this.watcher.version === version) this.componentCache.set(`${row.uid}\n${language}`, component);
        result.set(row.uid, component);
      }
    }
    return uids.map((uid) => result.get(uid)).filter((component) => component !== undefined);
  }

  private renderComponent(row: ComponentRow, language: Language, navigation: NavigationIndex | undefined): Component {
    const properties = resolveAttributes(row.properties, language, this.options.mediaBaseUrl) as Record<
      string,
      unknown
    >;
    const nodeUid = row.properties.navigationNodeUid;
    let navigationNode: NavigationNode | undefined;
    if (typeof nodeUid === "string" && navigation) {
      navigationNode = buildNavigationTree(nodeUid, navigation.byUid, navigation.children, language);
    }
    return {
      ...properties,
      uid: row.uid,
      typeCode: row.typeCode,
      name: row.name,
      modifiedtime: row.updatedAt.toISOString(),
      ...(navigationNode ? { navigationNode } : {}),
    };
  }

  private navigationIndex(version: number): Promise<NavigationIndex> {
    if (this.navigation?.version !== version) {
      const index = this.db
        .select()
        .from(navigationNodes)
        .orderBy(asc(navigationNodes.position), asc(navigationNodes.uid))
        .then((rows) => {
          const children = new Map<string, NavigationNodeRow[]>();
          for (const row of rows) {
            if (!row.parentUid) continue;
            const list = children.get(row.parentUid) ?? [];
            list.push(row);
            children.set(row.parentUid, list);
          }
          return { byUid: new Map(rows.map((row) => [row.uid, row])), children };
        });
      this.navigation = { version, index };
      index.catch(() => {
        if (this.navigation?.index === index) this.navigation = undefined;
      });
    }
    return this.navigation.index;
  }
}
