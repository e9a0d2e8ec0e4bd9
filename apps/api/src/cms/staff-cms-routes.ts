/**
 * Staff CMS routes under /admin/v1 (owner and merchandiser): a signed preview link for a content page (decision
 * 0070). Making a link changes no page, but it hands out a look at a draft, so it is audited.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { OccErrorList } from "@dukkan/occ";
import { StaffCmsPageParams, StaffPreviewLink, StaffPreviewLinkRequest } from "@dukkan/staff-api";
import type { Database } from "../db/client.js";
import { cmsPages } from "../db/tables.js";
import { unknownIdentifier } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import { currentStaff, type StaffGuards } from "../staff/staff-guards.js";
import type { CmsPreviewLinks } from "./preview-links.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };

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
  return async (app) => {
    app.post(
      "/cms/pages/:pageId/preview-link",
      {
        preValidation: guards.require("merchandiser"),
        schema: {
          tags: ["Staff CMS"],
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
        const link = previews.issue(page.uid, deps.now());
        await db.transaction(async (tx) => {
          await recordAudit(tx, {
            staff: currentStaff(request),
            action: "cms.preview-link",
            targetType: "cmsPage",
            targetId: page.uid,
            details: { expiresAt: link.expiresAt.toISOString() },
            request: { id: request.id, ip: request.ip },
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
  };
}
