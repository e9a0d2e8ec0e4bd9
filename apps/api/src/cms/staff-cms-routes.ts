/**
 * Staff CMS routes under /admin/v1 (owner and merchandiser): content pages (list, read, edit texts, publish,
 * unpublish), the home page's banners and carousels, the deals campaigns and the sale banner (decision 0075), and a
 * signed preview link for a content page (decision 0070); page layout (decision 0074): the components a slot holds,
 * in order, a component's attributes, and the layout they arrange (the header's icons, the product page's slots and
 * tabs) with what must stay. Making a link changes no page, but it hands out a look at a draft, so it
 * is audited like every write; each write reaches every process within a second.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffBannerOrder,
  StaffBannerPicture,
  StaffBannerUpdate,
  StaffCampaign,
  StaffCampaignContent,
  StaffCampaignUpdate,
  StaffCarouselUpdate,
  StaffCmsLayout,
  StaffCmsComponent,
  StaffCmsComponentParams,
  StaffCmsComponentUpdate,
  StaffCmsPage,
  StaffCmsPageFilter,
  StaffCmsPageInput,
  StaffCmsPageList,
  StaffCmsPageParams,
  StaffCmsPageUpdate,
  StaffCmsSlot,
  StaffCmsSlotComponents,
  StaffCmsSlotParams,
  StaffCmsUidParams,
  StaffHomeBanner,
  StaffHomeCarousel,
  StaffHomeContent,
  StaffLanguageQuery,
  StaffPreviewLink,
  StaffPreviewLinkRequest,
  StaffSaleBanner,
  StaffSaleBannerUpdate,
} from "@dukkan/staff-api";
import { recordContentChange } from "../cache/catalog-version.js";
import type { FastifyRequest } from "fastify";
import { CATALOGUE_PICTURE_REFUSALS, CATALOGUE_PICTURE_UPLOADS } from "../catalog/catalogue-pictures.js";
import { multipartLimits, readUploadForm, type UploadedFile } from "../files/uploaded-files.js";
import type { Database } from "../db/client.js";
import { cmsComponents, cmsPages, cmsSlotComponents, cmsSlots } from "../db/tables.js";
import { invalidParameter, unknownIdentifier } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import type { CmsPreviewLinks } from "./preview-links.js";
import { StaffContent } from "./staff-content.js";
import { StaffLayout } from "./staff-layout.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };

/** The picture a banner's multipart upload carried, read after the role guard and before validation. */
const uploadedPictures = new WeakMap<FastifyRequest, UploadedFile>();

/** Keeps the picture for the handler and puts the alt fields in the body, validated like a JSON body. */
async function readBannerPicture(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw CATALOGUE_PICTURE_REFUSALS.missing();
  const { files, fields } = await readUploadForm(request, CATALOGUE_PICTURE_UPLOADS, CATALOGUE_PICTURE_REFUSALS, {
    required: true,
  });
  uploadedPictures.set(request, files[0]!);
  request.body = { altText: { en: fields.altEn ?? "", ar: fields.altAr ?? "" } };
}
const TAGS = ["Staff CMS"];

/** The storefront path of the preview route (spec §2.1 route 'preview': cx-preview). */
export const PREVIEW_PATH = "cx-preview";

export function staffCmsRoutes(deps: {
  db: Database;
  guards: StaffGuards;
  previews: CmsPreviewLinks;
  storefrontUrl: string;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { db, guards, previews } = deps;
  const content = new StaffContent(db, deps.now);
  const layout = new StaffLayout(db);
  const allowed = guards.require("merchandiser");
  return async (app) => {
    app.get(
      "/cms/pages",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Content pages, drafts included, by id; search by id, path or title",
          querystring: StaffCmsPageFilter,
          response: { 200: StaffCmsPageList, ...errors },
        },
      },
      async (request) => content.pages(request.query),
    );

    app.post(
      "/cms/pages",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Create a content page, a draft, at /{slug} with its title and text in both languages",
          description:
            "Roles merchandiser and owner. The text's HTML is sanitised as edits are. 400 ValidationError with reason `taken` on `slug` when another page has the address or id. Publishing is its own call.",
          body: StaffCmsPageInput,
          response: { 201: StaffCmsPage, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await content.createPage(request.staffContext, request.body)),
    );

    app.delete(
      "/cms/pages/:pageId",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Delete a content page with its own text components",
          description:
            "Roles merchandiser and owner. 409 CmsPageLinkedError while a menu or the footer links to the page: one error per link, its `subject` the entry's titles from the menu's root in `lang`. 400 for the shop's own pages without an address (the home page).",
          params: StaffCmsPageParams,
          querystring: StaffLanguageQuery,
          response: { 204: z.null(), 409: OccErrorList, ...errors },
        },
      },
      async (request, reply) => {
        await content.deletePage(request.staffContext, request.params.pageId, request.query.lang);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/cms/pages/:pageId",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "A content page with its texts in both languages",
          params: StaffCmsPageParams,
          response: { 200: StaffCmsPage, ...errors },
        },
      },
      async (request) => content.page(request.params.pageId),
    );

    app.put(
      "/cms/pages/:pageId",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a content page's title, description and text components",
          description:
            "Text components' HTML is sanitised (scripts, handlers, styles and unknown link schemes are removed); titles take no markup. Drafts stay drafts: publishing is its own call.",
          params: StaffCmsPageParams,
          body: StaffCmsPageUpdate,
          response: { 200: StaffCmsPage, ...errors },
        },
      },
      async (request) => content.updatePage(request.staffContext, request.params.pageId, request.body),
    );

    for (const [verb, published] of [
      ["publish", true],
      ["unpublish", false],
    ] as const) {
      app.post(
        `/cms/pages/:pageId/${verb}`,
        {
          preValidation: allowed,
          schema: {
            tags: TAGS,
            summary: published ? "Publish a content page: shoppers see it" : "Make a content page a draft again",
            params: StaffCmsPageParams,
            response: { 200: StaffCmsPage, ...errors },
          },
        },
        async (request) => content.setPublished(request.staffContext, request.params.pageId, published),
      );
    }

    app.get(
      "/cms/home",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "The home page's rotating banners and carousels, and the pictures a banner may show",
          response: { 200: StaffHomeContent, ...errors },
        },
      },
      async () => content.home(),
    );

    app.put(
      "/cms/home/banners",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Order the home page's rotating banners and enable or disable each",
          body: StaffBannerOrder,
          response: { 200: StaffHomeContent, ...errors },
        },
      },
      async (request) => content.orderBanners(request.staffContext, request.body),
    );

    app.post(
      "/cms/banners",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Add a banner to the home page's rotating carousel (disabled, last)",
          description:
            "Roles merchandiser and owner. From one of the shop's pictures (`mediaUrl`); upload its own picture " +
            "afterwards with PUT /cms/banners/{uid}/picture, then enable it with PUT /cms/home/banners. Audited.",
          body: StaffBannerUpdate,
          response: { 201: StaffHomeBanner, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await content.createBanner(request.staffContext, request.body)),
    );

    app.delete(
      "/cms/banners/:uid",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Delete a banner of the home page's rotating carousel",
          description:
            "Roles merchandiser and owner. Its uploaded picture goes too when nothing else shows it. The last " +
            "enabled banner is refused (400 on subject banners); a banner that is not the carousel's answers 404.",
          params: StaffCmsUidParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await content.deleteBanner(request.staffContext, request.params.uid);
        return reply.status(204).send(null);
      },
    );

    app.put(
      "/cms/banners/:uid",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a banner's picture, headline, text and link",
          params: StaffCmsUidParams,
          body: StaffBannerUpdate,
          response: { 200: StaffHomeBanner, ...errors },
        },
      },
      async (request) => content.updateBanner(request.staffContext, request.params.uid, request.body),
    );

    // Its own scope, so only the picture upload takes multipart bodies.
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: multipartLimits(CATALOGUE_PICTURE_UPLOADS, 2) });
      scope.withTypeProvider<ZodTypeProvider>().put(
        "/cms/banners/:uid/picture",
        {
          preValidation: [allowed, readBannerPicture],
          schema: {
            tags: TAGS,
            summary: "Upload a new picture for a banner, with its alt texts",
            description:
              "Roles merchandiser and owner. multipart/form-data: an `image` part (JPEG, PNG or WebP recognised by its bytes, at most 5 MB; re-encoded, as product pictures) and `altEn`, `altAr` fields. Refusals are 400 on subject `image` with reason fileTooLarge, fileType, empty or missing.",
            params: StaffCmsUidParams,
            body: StaffBannerPicture,
            response: { 200: StaffHomeBanner, ...errors },
          },
        },
        async (request) =>
          content.uploadBannerPicture(
            request.staffContext,
            request.params.uid,
            uploadedPictures.get(request)!,
            request.body,
          ),
      );
    });

    app.put(
      "/cms/carousels/:uid",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a carousel's title and, for product carousels, its products",
          params: StaffCmsUidParams,
          body: StaffCarouselUpdate,
          response: { 200: StaffHomeCarousel, ...errors },
        },
      },
      async (request) => content.updateCarousel(request.staffContext, request.params.uid, request.body),
    );

    app.get(
      "/cms/campaigns",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "The deals campaigns and the sale countdown banners",
          response: { 200: StaffCampaignContent, ...errors },
        },
      },
      async () => content.campaigns(),
    );

    app.put(
      "/cms/campaigns/:uid",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a campaign's title, products and end (its home page carousel counts down to it too)",
          params: StaffCmsUidParams,
          body: StaffCampaignUpdate,
          response: { 200: StaffCampaign, ...errors },
        },
      },
      async (request) => content.updateCampaign(request.staffContext, request.params.uid, request.body),
    );

    app.put(
      "/cms/sale-banners/:uid",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace the sale countdown banner's texts and its start and end",
          params: StaffCmsUidParams,
          body: StaffSaleBannerUpdate,
          response: { 200: StaffSaleBanner, ...errors },
        },
      },
      async (request) => content.updateSaleBanner(request.staffContext, request.params.uid, request.body),
    );

    app.post(
      "/cms/pages/:pageId/preview-link",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Make a signed preview link for a content page",
          description:
            "The link opens the page in the storefront's cx-preview route, draft or published, for one hour; it is never indexed or cached.",
          params: StaffCmsPageParams,
          body: StaffPreviewLinkRequest,
          response: { 200: StaffPreviewLink, ...errors },
        },
      },
      async (request) => {
        const { pageId } = request.params;
        const [page] = await db
          .select({ uid: cmsPages.uid, published: cmsPages.published })
          .from(cmsPages)
          .where(eq(cmsPages.uid, pageId));
        if (!page) throw unknownIdentifier("page", pageId, `Page with id '${pageId}' not found`, 404);
        const link = previews.issue(page.uid, request.staffContext.now);
        await db.transaction(async (tx) => {
          await recordAudit(tx, request.staffContext, {
            action: "cms.preview-link",
            targetType: "cmsPage",
            targetId: page.uid,
            details: { expiresAt: link.expiresAt.toISOString() },
          });
        });
        const url = new URL(`/${request.body.language}/${PREVIEW_PATH}`, deps.storefrontUrl);
        url.search = new URLSearchParams({
          pageId: link.pageId,
          expires: String(link.expires),
          signature: link.signature,
        }).toString();
        return { pageId: page.uid, published: page.published, url: url.href, expiresAt: link.expiresAt.toISOString() };
      },
    );

    app.get(
      "/cms/layout",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary:
            "The shop's layout: the header's icons and the product page's slots, each with its components in order",
          description:
            "Roles merchandiser and owner. Each list is a slot's components (change it with PUT /cms/slots/{slotId}/components) or, with `containerUid`, the `components` attribute of the container the slot holds (PATCH /cms/components/{containerUid}). `available`: components of the kinds the storefront draws there that the list does not hold; `required`: taking it out is refused with 409 CmsComponentRequiredError.",
          response: { 200: StaffCmsLayout, ...errors },
        },
      },
      async () => layout.layout(),
    );

    app.put(
      "/cms/slots/:slotId/components",
      {
        preValidation: guards.require("merchandiser"),
        schema: {
          tags: ["Staff CMS"],
          summary: "Set the components a slot holds, in display order",
          description:
            "Replaces the slot's components. Every uid must name an existing component. A slot shared by every page (the header's and the footer's) changes every page. 409 CmsComponentRequiredError (one error per component, `subject` its uid) when the change takes out a component the storefront needs there (the product page's name and price, add to cart).",
          params: StaffCmsSlotParams,
          body: StaffCmsSlotComponents,
          response: { 200: StaffCmsSlot, 409: OccErrorList, ...errors },
        },
      },
      async (request) => {
        const { slotId } = request.params;
        const { componentUids } = request.body;
        return db.transaction(async (tx) => {
          const [slot] = await tx
            .select({ slotId: cmsSlots.slotId })
            .from(cmsSlots)
            .where(eq(cmsSlots.slotId, slotId))
            .limit(1);
          if (!slot) throw unknownIdentifier("slot", slotId, `Slot with id '${slotId}' not found`, 404);
          const known =
            componentUids.length === 0
              ? []
              : await tx
                  .select({ uid: cmsComponents.uid })
                  .from(cmsComponents)
                  .where(inArray(cmsComponents.uid, componentUids));
          const knownUids = new Set(known.map((row) => row.uid));
          const unknown = componentUids.filter((uid) => !knownUids.has(uid));
          if (unknown.length > 0) throw invalidParameter("componentUids", `Unknown components: ${unknown.join(", ")}`);
          await layout.assertSlotKeeps(tx, slotId, componentUids);
          const before = await tx
            .select({ uid: cmsSlotComponents.componentUid })
            .from(cmsSlotComponents)
            .where(eq(cmsSlotComponents.slotId, slotId))
            .orderBy(cmsSlotComponents.position);
          await tx.delete(cmsSlotComponents).where(eq(cmsSlotComponents.slotId, slotId));
          if (componentUids.length > 0) {
            await tx
              .insert(cmsSlotComponents)
              .values(componentUids.map((componentUid, position) => ({ slotId, componentUid, position })));
          }
          await recordContentChange(tx);
          await recordAudit(tx, request.staffContext, {
            action: "cms.slot-components",
            targetType: "cmsSlot",
            targetId: slotId,
            details: { before: before.map((row) => row.uid), after: componentUids },
          });
          return { slotId, componentUids };
        });
      },
    );

    app.patch(
      "/cms/components/:componentId",
      {
        preValidation: guards.require("merchandiser"),
        schema: {
          tags: ["Staff CMS"],
          summary: "Change a component's attributes",
          description:
            "Sets the attributes named (text, or text per language as {en, ar}); null removes one; the others keep their value. A layout container's `components` (the product page's tab container, the header icons) must name existing components, each once (400), and keep those the storefront needs there (409 CmsComponentRequiredError: the header's cart and account icons).",
          params: StaffCmsComponentParams,
          body: StaffCmsComponentUpdate,
          response: { 200: StaffCmsComponent, 409: OccErrorList, ...errors },
        },
      },
      async (request) => {
        const { componentId } = request.params;
        return db.transaction(async (tx) => {
          const [component] = await tx
            .select()
            .from(cmsComponents)
            .where(eq(cmsComponents.uid, componentId))
            .for("update");
          if (!component)
            throw unknownIdentifier("component", componentId, `Component with id '${componentId}' not found`, 404);
          await layout.assertContainerKeeps(tx, component, request.body.properties);
          const properties: Record<string, unknown> = { ...component.properties };
          const before: Record<string, unknown> = {};
          for (const [name, value] of Object.entries(request.body.properties)) {
            before[name] = properties[name] ?? null;
            if (value === null) delete properties[name];
            else properties[name] = value;
          }
          await tx
            .update(cmsComponents)
            .set({ properties, updatedAt: deps.now() })
            .where(eq(cmsComponents.uid, componentId));
          await recordContentChange(tx);
          await recordAudit(tx, request.staffContext, {
            action: "cms.component",
            targetType: "cmsComponent",
            targetId: componentId,
            details: { before, after: request.body.properties },
          });
          return { uid: component.uid, typeCode: component.typeCode, name: component.name, properties };
        });
      },
    );
  };
}
