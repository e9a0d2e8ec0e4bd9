/**
 * Staff content editing (issue 19 screen 8, decision 0075): content pages' texts and publishing, the home page's
 * rotating banners and carousels, the deals campaigns and the sale countdown banner. Every write runs in one
 * transaction with its audit row and `recordContentChange`, so every API process drops its rendered content within
 * a second (catalog-version.ts) and shoppers see the change on their next page. HTML is sanitised with the CMS
 * content rule before it is stored; plain texts take no markup (the staff API's shapes refuse it).
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { CMS_HTML_RULE } from "@dukkan/occ/cms-html";
import type {
  StaffBannerOrder,
  StaffBannerPicture,
  StaffBannerUpdate,
  StaffCampaign,
  StaffCampaignContent,
  StaffCampaignUpdate,
  StaffCarouselUpdate,
  StaffCmsPage,
  StaffCmsPageFilter,
  StaffCmsPageInput,
  StaffCmsPageList,
  StaffCmsPageUpdate,
  StaffHomeBanner,
  StaffHomeCarousel,
  StaffHomeContent,
  StaffSaleBanner,
  StaffSaleBannerUpdate,
} from "@dukkan/staff-api";
import type { z } from "zod";
import { recordContentChange } from "../cache/catalog-version.js";
import type { Database } from "../db/client.js";
import { isUniqueViolation } from "../db/unique-violation.js";
import {
  cmsComponents,
  cmsPages,
  cmsSlotComponents,
  cmsSlots,
  medias,
  navigationNodes,
  products,
  type Localized,
} from "../db/tables.js";
import { checkPicture, dropUnusedPicture, storePicture } from "../catalog/catalogue-pictures.js";
import type { UploadedFile } from "../files/uploaded-files.js";
import { isLocalized, localize } from "../language/localized.js";
import { invalidParameter, OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffActor } from "../staff/staff-context.js";
import { HOMEPAGE_LABEL } from "./cms-service.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ComponentRow = typeof cmsComponents.$inferSelect;
type PageRow = typeof cmsPages.$inferSelect;

const PARAGRAPH = "CMSParagraphComponent";
const BANNER = "SimpleResponsiveBannerComponent";
const ROTATING_BANNERS = "RotatingImagesComponent";
const CAROUSEL = "DukkanCarouselComponent";
const CAMPAIGN = "DukkanCampaignComponent";
const SALE_BANNER = "SaleTimerBannerComponent";
/** The template of content pages staff create, and the position of their text (as the shop's own pages). */
const CONTENT_TEMPLATE = "ContentPage1Template";
const PARAGRAPH_POSITION = "Section2A";
/** Carousel types whose contents are products (the others show banners, category groups or reviews). */
const PRODUCT_CAROUSELS = new Set([
  "DEALANDOFFERS",
  "FLASHSALE",
  "HOMEPAGERECOMMENDED",
  "PDPRECOMMENDED",
  "CARTPAGERECOMMENDED",
]);

/** Any stored text (Localized or a plain string) as both languages, for staff to edit. */
function textsOf(value: unknown): { en: string; ar: string } {
  if (isLocalized(value)) return { en: value.en, ar: value.ar ?? "" };
  if (typeof value === "string") return { en: value, ar: value };
  return { en: "", ar: "" };
}

/** Both languages as stored: an empty Arabic text is left out, so the storefront falls back to English. */
function localizedOf(texts: { en: string; ar: string }): Localized {
  return texts.ar ? { en: texts.en, ar: texts.ar } : { en: texts.en };
}

/** Sanitised with the CMS content rule (the storefront applies it again, with its link rules, when it renders). */
export function sanitiseCmsHtml(html: string): string {
  return sanitizeHtml(html, CMS_HTML_RULE).trim();
}

const uidsOf = (value: unknown) => (typeof value === "string" ? value.split(/\s+/).filter(Boolean) : []);
const pageNotFound = (uid: string) => unknownIdentifier("page", uid, `Page with id '${uid}' not found`, 404);
const slugTaken = (slug: string) =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "taken",
      subject: "slug",
      subjectType: "parameter",
      message: `Another page already has the address /${slug}`,
    },
  ]);
const componentNotFound = (uid: string, kind: string) =>
  unknownIdentifier("component", uid, `No ${kind} with id '${uid}'`, 404);

/** The home page and pages the storefront reaches without a path of their own are never drafts. */
const isPublishable = (page: PageRow) => page.label !== null && page.label !== "/" && page.label !== HOMEPAGE_LABEL;

export class StaffContent {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  // ───────────── content pages ─────────────

  async pages(filter: z.output<typeof StaffCmsPageFilter>): Promise<StaffCmsPageList> {
    const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
    const where = and(
      eq(cmsPages.typeCode, "ContentPage"),
      pattern
        ? or(
            ilike(cmsPages.uid, pattern),
            ilike(cmsPages.label, pattern),
            ilike(sql`${cmsPages.title}->>'en'`, pattern),
            ilike(sql`${cmsPages.title}->>'ar'`, pattern),
          )
        : undefined,
    );
    const [total] = await this.db.select({ total: count() }).from(cmsPages).where(where);
    const rows = await this.db
      .select()
      .from(cmsPages)
      .where(where)
      .orderBy(asc(cmsPages.uid))
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize);
    const totalResults = total?.total ?? 0;
    return {
      pages: rows.map((row) => this.summaryOf(row)),
      pagination: {
        currentPage: filter.currentPage,
        pageSize: filter.pageSize,
        totalPages: Math.ceil(totalResults / filter.pageSize),
        totalResults,
      },
    };
  }

  async page(uid: string, db: Database | Transaction = this.db): Promise<StaffCmsPage> {
    const row = await this.pageRow(db, uid);
    const paragraphs = await this.paragraphRows(db, uid);
    return {
      ...this.summaryOf(row),
      description: textsOf(row.description),
      publishable: isPublishable(row),
      paragraphs: paragraphs.map(({ position, component }) => ({
        uid: component.uid,
        position,
        title: textsOf(component.properties.title),
        content: textsOf(component.properties.content),
      })),
    };
  }

  async updatePage(
    context: StaffActor,
    uid: string,
    input: z.output<typeof StaffCmsPageUpdate>,
  ): Promise<StaffCmsPage> {
    return this.db.transaction(async (tx) => {
      await this.pageRow(tx, uid, true);
      const own = new Map((await this.paragraphRows(tx, uid)).map((row) => [row.component.uid, row.component]));
      for (const paragraph of input.paragraphs) {
        if (!own.has(paragraph.uid)) {
          throw invalidParameter("paragraphs", `Component '${paragraph.uid}' is not a text of page '${uid}'`);
        }
      }
      const at = this.now();
      await tx
        .update(cmsPages)
        .set({ title: localizedOf(input.title), description: localizedOf(input.description), updatedAt: at })
        .where(eq(cmsPages.uid, uid));
      for (const paragraph of input.paragraphs) {
        const content = { en: sanitiseCmsHtml(paragraph.content.en), ar: sanitiseCmsHtml(paragraph.content.ar) };
        await this.setProperties(tx, own.get(paragraph.uid)!, {
          title: localizedOf(paragraph.title),
          content: localizedOf(content),
        });
      }
      await this.recorded(tx, context, "cms.page.update", "cmsPage", uid, {
        paragraphs: input.paragraphs.map((paragraph) => paragraph.uid),
      });
      return this.page(uid, tx);
    });
  }

  async setPublished(context: StaffActor, uid: string, published: boolean): Promise<StaffCmsPage> {
    return this.db.transaction(async (tx) => {
      const row = await this.pageRow(tx, uid, true);
      if (!isPublishable(row)) throw invalidParameter("pageId", `Page '${uid}' is always published`);
      if (row.published !== published) {
        await tx.update(cmsPages).set({ published, updatedAt: this.now() }).where(eq(cmsPages.uid, uid));
        await this.recorded(tx, context, published ? "cms.page.publish" : "cms.page.unpublish", "cmsPage", uid);
      }
      return this.page(uid, tx);
    });
  }

  /**
   * A new content page, a draft: its page row, the shop's shared header and footer slots (those every content page
   * template places, as the demo shop and the seed lay them out) and one slot of its own holding its text component.
   */
  async createPage(context: StaffActor, input: z.output<typeof StaffCmsPageInput>): Promise<StaffCmsPage> {
    const uid = input.slug;
    const label = `/${input.slug}`;
    const content = {
      en: sanitiseCmsHtml(input.content.en),
      ar: input.content.ar.trim() ? sanitiseCmsHtml(input.content.ar) : "",
    };
    if (!content.en) throw invalidParameter("content.en", "The text is empty once scripts and styles are removed");
    // The check below answers 'taken'; a page created at the same moment under the same address (or a component
    // already named like its text) trips a unique index instead, and gets the same answer.
    return this.db
      .transaction(async (tx) => {
        const [taken] = await tx
          .select({ uid: cmsPages.uid })
          .from(cmsPages)
          .where(or(eq(cmsPages.uid, uid), eq(cmsPages.label, label)))
          .limit(1);
        if (taken) throw slugTaken(input.slug);
        const paragraphUid = `${uid}-text`;
        await tx.insert(cmsPages).values({
          uid,
          typeCode: "ContentPage",
          label,
          template: CONTENT_TEMPLATE,
          name: input.title.en,
          title: localizedOf(input.title),
          ...(input.description.en || input.description.ar ? { description: localizedOf(input.description) } : {}),
          robots: ["index", "follow"],
          published: false,
          updatedAt: this.now(),
        });
        const shared = await this.sharedContentSlots(tx);
        const ownSlot = `${uid}-${PARAGRAPH_POSITION}`;
        await tx
          .insert(cmsSlots)
          .values([
            ...shared.filter((slot) => slot.position !== PARAGRAPH_POSITION).map((slot) => ({ pageUid: uid, ...slot })),
            { pageUid: uid, position: PARAGRAPH_POSITION, slotId: ownSlot },
          ]);
        await tx.insert(cmsComponents).values({
          uid: paragraphUid,
          typeCode: PARAGRAPH,
          name: `${input.title.en} text`,
          properties: { title: localizedOf(input.title), content: localizedOf(content) },
          updatedAt: this.now(),
        });
        await tx.insert(cmsSlotComponents).values({ slotId: ownSlot, componentUid: paragraphUid, position: 0 });
        await this.recorded(tx, context, "cms.page.create", "cmsPage", uid, { label, title: input.title });
        return this.page(uid, tx);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken(input.slug) : error;
      });
  }

  /**
   * Deletes a content page with its own slots and the components only they hold. Refused (409) while a menu or the
   * footer links to its address, so the storefront never shows a link to a page that answers 404: one error per
   * link, its `subject` the menu entry's titles in the asked language.
   */
  async deletePage(context: StaffActor, uid: string, language: "en" | "ar"): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.pageRow(tx, uid, true);
      if (!isPublishable(row) || row.label === null) {
        throw invalidParameter("pageId", `Page '${uid}' is part of the shop and cannot be deleted`);
      }
      const linkedFrom = await this.navigationLinksTo(tx, row.label, language);
      if (linkedFrom.length > 0) {
        throw new OccHttpError(
          409,
          linkedFrom.map((trail) => ({
            type: "CmsPageLinkedError",
            reason: "linked",
            subject: trail,
            subjectType: "navigationNode",
            message: `The page ${row.label} is linked from ${trail}. Remove the link first.`,
          })),
        );
      }
      const slots = await tx.select().from(cmsSlots).where(eq(cmsSlots.pageUid, uid));
      const slotIds = slots.map((slot) => slot.slotId);
      const usedElsewhere = new Set(
        slotIds.length === 0
          ? []
          : (
              await tx
                .select({ slotId: cmsSlots.slotId })
                .from(cmsSlots)
                .where(and(inArray(cmsSlots.slotId, slotIds), ne(cmsSlots.pageUid, uid)))
            ).map((slot) => slot.slotId),
      );
      const ownSlots = slotIds.filter((slotId) => !usedElsewhere.has(slotId));
      if (ownSlots.length > 0) {
        const held = await tx
          .select({ uid: cmsSlotComponents.componentUid })
          .from(cmsSlotComponents)
          .where(inArray(cmsSlotComponents.slotId, ownSlots));
        await tx.delete(cmsSlotComponents).where(inArray(cmsSlotComponents.slotId, ownSlots));
        const heldUids = held.map((component) => component.uid);
        if (heldUids.length > 0) {
          const stillPlaced = new Set(
            (
              await tx
                .select({ uid: cmsSlotComponents.componentUid })
                .from(cmsSlotComponents)
                .where(inArray(cmsSlotComponents.componentUid, heldUids))
            ).map((component) => component.uid),
          );
          const orphans = heldUids.filter((componentUid) => !stillPlaced.has(componentUid));
          if (orphans.length > 0) await tx.delete(cmsComponents).where(inArray(cmsComponents.uid, orphans));
        }
      }
      await tx.delete(cmsSlots).where(eq(cmsSlots.pageUid, uid));
      await tx.delete(cmsPages).where(eq(cmsPages.uid, uid));
      await this.recorded(tx, context, "cms.page.delete", "cmsPage", uid, {
        label: row.label,
        title: textsOf(row.title),
      });
    });
  }

  // ───────────── home page ─────────────

  async home(): Promise<StaffHomeContent> {
    const rotating = await this.homeRotatingBanners(this.db);
    const enabled = uidsOf(rotating?.properties.banners);
    const hidden = uidsOf(rotating?.properties.hiddenBanners);
    const bannerRows = await this.componentsByUid(this.db, [...enabled, ...hidden]);
    const banners: StaffHomeBanner[] = [...enabled, ...hidden]
      .map((uid) => bannerRows.get(uid))
      .filter((row) => row !== undefined)
      .map((row) => ({ ...this.bannerOf(row), enabled: enabled.includes(row.uid) }));
    const carousels = (await this.homeComponents(this.db))
      .filter((row) => row.typeCode === CAROUSEL)
      .map((row) => this.carouselOf(row));
    return { banners, carousels, images: await this.bannerImages() };
  }

  async updateBanner(
    context: StaffActor,
    uid: string,
    input: z.output<typeof StaffBannerUpdate>,
  ): Promise<StaffHomeBanner> {
    return this.db.transaction(async (tx) => {
      const row = await this.componentRow(tx, uid, BANNER, "banner");
      await this.assertPicture(tx, input.mediaUrl);
      const updated = await this.setProperties(tx, row, {
        headline: localizedOf(input.headline),
        ...(input.content.en || input.content.ar ? { content: localizedOf(input.content) } : { content: undefined }),
        urlLink: input.urlLink,
        media: { url: input.mediaUrl, altText: localizedOf(input.altText) },
      });
      await this.recorded(tx, context, "cms.banner.update", "cmsComponent", uid);
      const rotating = await this.homeRotatingBanners(tx);
      return { ...this.bannerOf(updated), enabled: uidsOf(rotating?.properties.banners).includes(uid) };
    });
  }

  /**
   * A new banner of the home page's rotating carousel, from one of the shop's pictures (a new picture is uploaded to
   * it afterwards). It starts disabled, after the others, so staff check it before shoppers see it.
   */
  async createBanner(context: StaffActor, input: z.output<typeof StaffBannerUpdate>): Promise<StaffHomeBanner> {
    return this.db.transaction(async (tx) => {
      const rotating = await this.homeRotatingBanners(tx, true);
      if (!rotating) throw componentNotFound(HOMEPAGE_LABEL, "rotating banner carousel on the home page");
      await this.assertPicture(tx, input.mediaUrl);
      const uid = `banner-${randomUUID().slice(0, 8)}`;
      const [created] = await tx
        .insert(cmsComponents)
        .values({
          uid,
          typeCode: BANNER,
          name: input.headline.en,
          properties: {
            headline: localizedOf(input.headline),
            ...(input.content.en || input.content.ar ? { content: localizedOf(input.content) } : {}),
            urlLink: input.urlLink,
            media: { url: input.mediaUrl, altText: localizedOf(input.altText) },
          },
          updatedAt: this.now(),
        })
        .returning();
      await this.setProperties(tx, rotating, {
        hiddenBanners: [...uidsOf(rotating.properties.hiddenBanners), uid].join(" "),
      });
      await this.recorded(tx, context, "cms.banner.create", "cmsComponent", uid, { headline: input.headline });
      return { ...this.bannerOf(created!), enabled: false };
    });
  }

  /**
   * Takes a banner off the home page and deletes it, with its uploaded picture when nothing else shows it (decision
   * 0083). The last enabled banner stays: the home page always has one. Slot placements go too (none are expected:
   * the carousel lists its banners by id).
   */
  async deleteBanner(context: StaffActor, uid: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rotating = await this.homeRotatingBanners(tx, true);
      const enabled = uidsOf(rotating?.properties.banners);
      const hidden = uidsOf(rotating?.properties.hiddenBanners);
      // Only the home carousel's own banners: the menus' and the not-found page's banners are not staff's to delete.
      if (!rotating || ![...enabled, ...hidden].includes(uid)) throw componentNotFound(uid, "banner");
      const row = await this.componentRow(tx, uid, BANNER, "banner");
      if (enabled.length === 1 && enabled[0] === uid) {
        throw invalidParameter("banners", "Keep at least one banner enabled");
      }
      const keptHidden = hidden.filter((one) => one !== uid);
      await this.setProperties(tx, rotating, {
        banners: enabled.filter((one) => one !== uid).join(" "),
        hiddenBanners: keptHidden.length > 0 ? keptHidden.join(" ") : undefined,
      });
      await tx.delete(cmsSlotComponents).where(eq(cmsSlotComponents.componentUid, uid));
      await tx.delete(cmsComponents).where(eq(cmsComponents.uid, uid));
      const url = (row.properties.media as { url?: unknown } | undefined)?.url;
      const picture = typeof url === "string" ? /^\/medias\/([^/?#]+)$/.exec(url)?.[1] : undefined;
      if (picture) await dropUnusedPicture(tx, picture);
      await this.recorded(tx, context, "cms.banner.delete", "cmsComponent", uid, {
        headline: textsOf(row.properties.headline),
      });
    });
  }

  /**
   * A banner's new picture: the catalogue's picture rule (checked by its bytes, re-encoded, a content-addressed
   * `medias` row), shown by the banner from then on with its alt texts.
   */
  async uploadBannerPicture(
    context: StaffActor,
    uid: string,
    file: UploadedFile,
    input: z.output<typeof StaffBannerPicture>,
  ): Promise<StaffHomeBanner> {
    const picture = await checkPicture(file);
    return this.db.transaction(async (tx) => {
      const row = await this.componentRow(tx, uid, BANNER, "banner");
      const altText = localizedOf(input.altText);
      await storePicture(tx, picture, altText);
      const before = (row.properties.media as { url?: unknown } | undefined)?.url ?? null;
      const updated = await this.setProperties(tx, row, { media: { url: `/medias/${picture.mediaCode}`, altText } });
      // The picture it replaces goes too when nothing else shows it (decision 0083).
      const replaced = typeof before === "string" ? /^\/medias\/([^/?#]+)$/.exec(before)?.[1] : undefined;
      if (replaced && replaced !== picture.mediaCode) await dropUnusedPicture(tx, replaced);
      await this.recorded(tx, context, "cms.banner.picture", "cmsComponent", uid, {
        mediaCode: picture.mediaCode,
        replaced: before,
      });
      const rotating = await this.homeRotatingBanners(tx);
      return { ...this.bannerOf(updated), enabled: uidsOf(rotating?.properties.banners).includes(uid) };
    });
  }

  async orderBanners(context: StaffActor, input: z.output<typeof StaffBannerOrder>): Promise<StaffHomeContent> {
    await this.db.transaction(async (tx) => {
      const rotating = await this.homeRotatingBanners(tx, true);
      if (!rotating) throw componentNotFound(HOMEPAGE_LABEL, "rotating banner carousel on the home page");
      const before = [...uidsOf(rotating.properties.banners), ...uidsOf(rotating.properties.hiddenBanners)];
      const given = input.banners.map((banner) => banner.uid);
      if (
        given.length !== before.length ||
        new Set(given).size !== given.length ||
        given.some((uid) => !before.includes(uid))
      ) {
        throw invalidParameter("banners", "List every banner of the home page's carousel exactly once");
      }
      const enabled = input.banners.filter((banner) => banner.enabled).map((banner) => banner.uid);
      if (enabled.length === 0) throw invalidParameter("banners", "Keep at least one banner enabled");
      const hidden = input.banners.filter((banner) => !banner.enabled).map((banner) => banner.uid);
      await this.setProperties(tx, rotating, {
        banners: enabled.join(" "),
        hiddenBanners: hidden.length > 0 ? hidden.join(" ") : undefined,
      });
      await this.recorded(tx, context, "cms.banners.order", "cmsComponent", rotating.uid, { enabled, hidden });
    });
    return this.home();
  }

  async updateCarousel(
    context: StaffActor,
    uid: string,
    input: z.output<typeof StaffCarouselUpdate>,
  ): Promise<StaffHomeCarousel> {
    return this.db.transaction(async (tx) => {
      const row = await this.componentRow(tx, uid, CAROUSEL, "carousel");
      const productCarousel = PRODUCT_CAROUSELS.has(String(row.properties.carouselType));
      if (input.productCodes !== undefined && !productCarousel) {
        throw invalidParameter("productCodes", "This carousel does not show products");
      }
      if (input.productCodes) await this.assertProducts(tx, input.productCodes);
      const updated = await this.setProperties(tx, row, {
        title: localizedOf(input.title),
        ...(input.productCodes ? { productCodes: input.productCodes.join(" ") } : {}),
      });
      await this.recorded(tx, context, "cms.carousel.update", "cmsComponent", uid);
      return this.carouselOf(updated);
    });
  }

  // ───────────── campaigns ─────────────

  async campaigns(): Promise<StaffCampaignContent> {
    const rows = await this.db
      .select()
      .from(cmsComponents)
      .where(inArray(cmsComponents.typeCode, [CAMPAIGN, SALE_BANNER]))
      .orderBy(asc(cmsComponents.uid));
    return {
      campaigns: rows.filter((row) => row.typeCode === CAMPAIGN).map((row) => this.campaignOf(row)),
      saleBanners: rows.filter((row) => row.typeCode === SALE_BANNER).map((row) => this.saleBannerOf(row)),
    };
  }

  /**
   * A campaign's texts, products and end. Its home page carousel (the same id in capitals, as the deals listing's
   * 'View all' link pairs them) counts down to the same end, so its timer follows.
   */
  async updateCampaign(
    context: StaffActor,
    uid: string,
    input: z.output<typeof StaffCampaignUpdate>,
  ): Promise<StaffCampaign> {
    return this.db.transaction(async (tx) => {
      const row = await this.componentRow(tx, uid, CAMPAIGN, "campaign");
      const counting = typeof row.properties.timer === "string";
      if (counting && !input.timer) throw invalidParameter("timer", "This campaign counts down: give its end");
      if (!counting && input.timer) throw invalidParameter("timer", "This campaign has no countdown");
      await this.assertProducts(tx, input.productCodes);
      const updated = await this.setProperties(tx, row, {
        title: localizedOf(input.title),
        productCodes: input.productCodes.join(" "),
        ...(input.timer ? { timer: new Date(input.timer).toISOString() } : {}),
      });
      if (input.timer) {
        const [carousel] = await tx
          .select()
          .from(cmsComponents)
          .where(and(eq(cmsComponents.uid, uid.toUpperCase()), eq(cmsComponents.typeCode, CAROUSEL)));
        if (carousel && typeof carousel.properties.timer === "string") {
          await this.setProperties(tx, carousel, { timer: new Date(input.timer).toISOString() });
        }
      }
      await this.recorded(tx, context, "cms.campaign.update", "cmsComponent", uid, { timer: input.timer });
      return this.campaignOf(updated);
    });
  }

  async updateSaleBanner(
    context: StaffActor,
    uid: string,
    input: z.output<typeof StaffSaleBannerUpdate>,
  ): Promise<StaffSaleBanner> {
    return this.db.transaction(async (tx) => {
      const row = await this.componentRow(tx, uid, SALE_BANNER, "sale banner");
      const updated = await this.setProperties(tx, row, {
        headline: localizedOf(input.headline),
        footerSalesMessage: localizedOf(input.footerSalesMessage),
        dateStart: new Date(input.dateStart).toISOString(),
        dateEnd: new Date(input.dateEnd).toISOString(),
      });
      await this.recorded(tx, context, "cms.sale-banner.update", "cmsComponent", uid, {
        dateStart: input.dateStart,
        dateEnd: input.dateEnd,
      });
      return this.saleBannerOf(updated);
    });
  }

  // ───────────── reading and writing rows ─────────────

  private summaryOf(row: PageRow) {
    return {
      pageId: row.uid,
      label: row.label,
      title: textsOf(row.title),
      published: row.published,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private bannerOf(row: ComponentRow): Omit<StaffHomeBanner, "enabled"> {
    const media = (row.properties.media ?? {}) as { url?: unknown; altText?: unknown };
    return {
      uid: row.uid,
      headline: textsOf(row.properties.headline),
      content: textsOf(row.properties.content),
      urlLink: typeof row.properties.urlLink === "string" ? row.properties.urlLink : "",
      media: { url: typeof media.url === "string" ? media.url : "", altText: textsOf(media.altText) },
    };
  }

  private carouselOf(row: ComponentRow): StaffHomeCarousel {
    const carouselType = String(row.properties.carouselType ?? "");
    return {
      uid: row.uid,
      carouselType,
      title: textsOf(row.properties.title),
      productCodes: PRODUCT_CAROUSELS.has(carouselType) ? uidsOf(row.properties.productCodes) : null,
    };
  }

  private campaignOf(row: ComponentRow): StaffCampaign {
    return {
      uid: row.uid,
      title: textsOf(row.properties.title),
      productCodes: uidsOf(row.properties.productCodes),
      timer: typeof row.properties.timer === "string" ? row.properties.timer : null,
    };
  }

  private saleBannerOf(row: ComponentRow): StaffSaleBanner {
    return {
      uid: row.uid,
      headline: textsOf(row.properties.headline),
      footerSalesMessage: textsOf(row.properties.footerSalesMessage),
      dateStart: String(row.properties.dateStart ?? ""),
      dateEnd: String(row.properties.dateEnd ?? ""),
    };
  }

  private async pageRow(db: Database | Transaction, uid: string, lock = false): Promise<PageRow> {
    const query = db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.uid, uid), eq(cmsPages.typeCode, "ContentPage")));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw pageNotFound(uid);
    return row;
  }

  /** The page's text components in slot and placement order (its own slots: shared header and footer slots hold none). */
  private async paragraphRows(db: Database | Transaction, pageUid: string) {
    const rows = await db
      .select({ position: cmsSlots.position, component: cmsComponents })
      .from(cmsSlots)
      .innerJoin(cmsSlotComponents, eq(cmsSlotComponents.slotId, cmsSlots.slotId))
      .innerJoin(cmsComponents, eq(cmsComponents.uid, cmsSlotComponents.componentUid))
      .where(and(eq(cmsSlots.pageUid, pageUid), eq(cmsComponents.typeCode, PARAGRAPH)))
      .orderBy(asc(cmsSlots.position), asc(cmsSlotComponents.position));
    return rows;
  }

  private async componentRow(tx: Transaction, uid: string, typeCode: string, kind: string): Promise<ComponentRow> {
    const [row] = await tx
      .select()
      .from(cmsComponents)
      .where(and(eq(cmsComponents.uid, uid), eq(cmsComponents.typeCode, typeCode)))
      .for("update");
    if (!row) throw componentNotFound(uid, kind);
    return row;
  }

  private async componentsByUid(db: Database | Transaction, uids: string[]): Promise<Map<string, ComponentRow>> {
    if (uids.length === 0) return new Map();
    const rows = await db.select().from(cmsComponents).where(inArray(cmsComponents.uid, uids));
    return new Map(rows.map((row) => [row.uid, row]));
  }

  /** The components placed on the home page, in slot order. */
  private async homeComponents(db: Database | Transaction): Promise<ComponentRow[]> {
    const rows = await db
      .select({ component: cmsComponents })
      .from(cmsPages)
      .innerJoin(cmsSlots, eq(cmsSlots.pageUid, cmsPages.uid))
      .innerJoin(cmsSlotComponents, eq(cmsSlotComponents.slotId, cmsSlots.slotId))
      .innerJoin(cmsComponents, eq(cmsComponents.uid, cmsSlotComponents.componentUid))
      .where(and(eq(cmsPages.typeCode, "ContentPage"), or(eq(cmsPages.label, "/"), eq(cmsPages.uid, HOMEPAGE_LABEL))))
      .orderBy(asc(cmsSlots.position), asc(cmsSlotComponents.position));
    return rows.map((row) => row.component);
  }

  private async homeRotatingBanners(db: Database | Transaction, lock = false): Promise<ComponentRow | undefined> {
    const found = (await this.homeComponents(db)).find((row) => row.typeCode === ROTATING_BANNERS);
    if (!found || !lock) return found;
    const [locked] = await db.select().from(cmsComponents).where(eq(cmsComponents.uid, found.uid)).for("update");
    return locked;
  }

  /** The pictures banners show (each once), for a banner's picture choice. */
  private async bannerImages(): Promise<StaffHomeContent["images"]> {
    const rows = await this.db
      .select({ properties: cmsComponents.properties })
      .from(cmsComponents)
      .where(inArray(cmsComponents.typeCode, [BANNER, SALE_BANNER]))
      .orderBy(asc(cmsComponents.uid));
    const images = new Map<string, StaffHomeContent["images"][number]>();
    for (const { properties } of rows) {
      const media = (properties.media ?? {}) as { url?: unknown; altText?: unknown };
      if (typeof media.url === "string" && media.url.startsWith("/medias/") && !images.has(media.url)) {
        images.set(media.url, { url: media.url, altText: textsOf(media.altText) });
      }
    }
    return [...images.values()];
  }

  /**
   * The slots content pages share (the header's and the footer's): slots placed on more than one content page, the
   * most shared one for each template position.
   */
  private async sharedContentSlots(tx: Transaction): Promise<{ position: string; slotId: string }[]> {
    const rows = await tx
      .select({ position: cmsSlots.position, slotId: cmsSlots.slotId, pages: count() })
      .from(cmsSlots)
      .innerJoin(cmsPages, eq(cmsPages.uid, cmsSlots.pageUid))
      .where(eq(cmsPages.typeCode, "ContentPage"))
      .groupBy(cmsSlots.position, cmsSlots.slotId)
      .having(sql`count(*) > 1`)
      .orderBy(sql`count(*) desc`, asc(cmsSlots.position));
    const byPosition = new Map<string, string>();
    for (const row of rows) if (!byPosition.has(row.position)) byPosition.set(row.position, row.slotId);
    return [...byPosition].map(([position, slotId]) => ({ position, slotId }));
  }

  /**
   * Where the storefront's menus and footer link to a path: navigation nodes whose own link or whose link
   * component's address is the path (with or without a query or anchor), each named by its titles from the tree's
   * root ('Footer › Customer service › FAQs').
   */
  private async navigationLinksTo(tx: Transaction, path: string, language: "en" | "ar"): Promise<string[]> {
    const linksTo = (url: unknown) =>
      typeof url === "string" && (url === path || url.startsWith(`${path}?`) || url.startsWith(`${path}#`));
    const nodes = await tx.select().from(navigationNodes);
    const linkComponents = new Set(
      (
        await tx
          .select({ uid: cmsComponents.uid, properties: cmsComponents.properties })
          .from(cmsComponents)
          .where(eq(cmsComponents.typeCode, "CMSLinkComponent"))
      )
        .filter((component) => linksTo(component.properties.url))
        .map((component) => component.uid),
    );
    const byUid = new Map(nodes.map((node) => [node.uid, node]));
    const trail = (node: (typeof nodes)[number]) => {
      const titles: string[] = [];
      const seen = new Set<string>();
      for (let at: typeof node | undefined = node; at && !seen.has(at.uid); at = byUid.get(at.parentUid ?? "")) {
        seen.add(at.uid);
        titles.unshift((at.title ? localize(at.title, language) : "") || at.uid);
      }
      return titles.join(" › ");
    };
    return nodes
      .filter((node) => linksTo(node.url) || node.entries.some((entry) => linkComponents.has(entry.itemId)))
      .map(trail)
      .sort();
  }

  /**
   * One of the shop's pictures, locked for share: the clean-up of unused uploads (dropUnusedPicture) cannot delete it
   * under the banner about to show it.
   */
  private async assertPicture(tx: Transaction, mediaUrl: string): Promise<void> {
    const code = mediaUrl.slice("/medias/".length);
    const [picture] = await tx.select({ code: medias.code }).from(medias).where(eq(medias.code, code)).for("share");
    if (!picture) throw invalidParameter("mediaUrl", "No picture of the shop has this address");
  }

  private async assertProducts(tx: Transaction, codes: string[]): Promise<void> {
    if (codes.length === 0) return;
    const known = await tx.select({ code: products.code }).from(products).where(inArray(products.code, codes));
    const knownCodes = new Set(known.map((row) => row.code));
    const unknown = codes.filter((code) => !knownCodes.has(code));
    if (unknown.length > 0) throw invalidParameter("productCodes", `Unknown products: ${unknown.join(", ")}`);
  }

  /** Merges properties (an undefined value removes the property) and stamps the change time. */
  private async setProperties(
    tx: Transaction,
    row: ComponentRow,
    changes: Record<string, unknown>,
  ): Promise<ComponentRow> {
    const properties = { ...row.properties };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete properties[key];
      else properties[key] = value;
    }
    const [updated] = await tx
      .update(cmsComponents)
      .set({ properties, updatedAt: this.now() })
      .where(eq(cmsComponents.uid, row.uid))
      .returning();
    return updated!;
  }

  private async recorded(
    tx: Transaction,
    context: StaffActor,
    action: string,
    targetType: string,
    targetId: string,
    details?: Record<string, unknown>,
  ): Promise<void> {
    await recordAudit(tx, context, { action, targetType, targetId, ...(details ? { details } : {}) });
    await recordContentChange(tx);
  }
}
