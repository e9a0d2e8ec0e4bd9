import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { Component, ComponentList, OccErrorList, Page } from "@dukkan/occ";
import { OccHttpError } from "../occ/errors.js";
import { OccQuery, commaSeparated } from "../occ/params.js";
import { PAGE_TYPES, type CmsService } from "./cms-service.js";
import type { CmsPreviewLinks } from "./preview-links.js";

const MAX_COMPONENT_IDS = 100;
const uid = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid CMS id");

const PageQuery = OccQuery.extend({
  pageType: z.enum(PAGE_TYPES).optional().describe("ContentPage (default), ProductPage, CategoryPage or CatalogPage"),
  pageLabelOrId: z
    .string()
    .max(200)
    .regex(/^\/?[A-Za-z0-9_.~/-]*$/, "is not a valid page label or id")
    .optional()
    .describe("Content page label (e.g. /aboutus) or uid"),
  code: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid code")
    .optional()
    .describe("Category, brand or product code"),
});

const pageResponses = { 200: Page, 400: OccErrorList, 404: OccErrorList };

/**
 * OCC CMS paths (cms/pages, cms/pages/{pageId}, cms/components, cms/components/{componentId}) plus the spec's
 * aliases (pages, page/{id}). Missing pages and components answer 404 with the OCC envelope.
 */
export function cmsRoutes(cms: CmsService, previews: CmsPreviewLinks): FastifyPluginAsyncZod {
  return async (app) => {
    for (const url of ["/cms/pages", "/pages"]) {
      app.get(
        url,
        {
          schema: {
            tags: ["CMS"],
            summary: "Get a page by type and label or code",
            description:
              "ContentPage by pageLabelOrId (no parameters: the home page); CategoryPage by category or brand code (the category's own page, its nearest ancestor's, or the default); ProductPage by product code; CatalogPage.",
            querystring: PageQuery,
            response: pageResponses,
          },
        },
        async (request) => {
          const { pageType, pageLabelOrId, code } = request.query;
          return cms.findPage({ pageType, pageLabelOrId, code }, request.context.language);
        },
      );
    }

    for (const url of ["/cms/pages/:pageId", "/page/:pageId"]) {
      app.get(
        url,
        {
          schema: {
            tags: ["CMS"],
            summary: "Get a page by id",
            params: z.object({ pageId: uid }),
            querystring: OccQuery,
            response: pageResponses,
          },
        },
        async (request) => cms.pageById(request.params.pageId, request.context.language),
      );
    }

    app.get(
      "/cms/previews/:pageId",
      {
        schema: {
          tags: ["CMS"],
          summary: "Preview a page through a signed link",
          description:
            "The page of a preview link staff made (POST /admin/v1/cms/pages/{pageId}/preview-link), draft or published. 403 ForbiddenError with reason invalidSignature (altered or not a preview link) or expired; never cached.",
          params: z.object({ pageId: uid }),
          querystring: OccQuery.extend({
            expires: z.coerce.number().int().min(0).max(99_999_999_999).describe("Unix seconds the link ends at"),
            signature: z.string().min(1).max(100).describe("The link's signature"),
          }),
          response: { 200: Page, 400: OccErrorList, 403: OccErrorList, 404: OccErrorList },
        },
      },
      async (request, reply) => {
        void reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
        const { expires, signature } = request.query;
        const check = previews.verify(request.params.pageId, expires, signature, request.context.now);
        if (!check.ok) {
          throw new OccHttpError(403, [
            {
              type: "ForbiddenError",
              reason: check.reason,
              subject: request.params.pageId,
              subjectType: "previewLink",
              message:
                check.reason === "expired"
                  ? "This preview link has expired: make a new one"
                  : "This is not a valid preview link",
            },
          ]);
        }
        return cms.previewPage(request.params.pageId, request.context.language);
      },
    );

    app.get(
      "/cms/components",
      {
        schema: {
          tags: ["CMS"],
          summary: "Get components by ids",
          description: `Up to ${MAX_COMPONENT_IDS} comma-separated ids (unknown ones skipped, order kept), paged; without ids every component is listed.`,
          querystring: OccQuery.extend({
            componentIds: commaSeparated(uid, { max: MAX_COMPONENT_IDS, name: "componentIds" }).optional(),
            currentPage: z.coerce.number().int().min(0).max(10_000).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_COMPONENT_IDS).optional(),
          }),
          response: { 200: ComponentList, 400: OccErrorList },
        },
      },
      async (request) => {
        const { componentIds, currentPage, pageSize } = request.query;
        return cms.components(componentIds, { currentPage, pageSize }, request.context.language);
      },
    );

    app.get(
      "/cms/components/:componentId",
      {
        schema: {
          tags: ["CMS"],
          summary: "Get a component",
          params: z.object({ componentId: uid }),
          querystring: OccQuery,
          response: { 200: Component, 400: OccErrorList, 404: OccErrorList },
        },
      },
      async (request) => cms.component(request.params.componentId, request.context.language),
    );
  };
}
