/**
 * Brands under /admin/v1 (issue 19, decision 0079). Merchandisers and the owner write; fulfilment reads, as it
 * reads the products.
 * - GET /brands: every brand in the shop's order with its product count;
 * - POST /brands, PUT /brands/{code}: create (code, names in English and Arabic, slug), edit names and slug;
 * - POST /brands/{code}/move {to}: another place in the shop's order;
 * - DELETE /brands/{code}: 409 BrandInUseError while a product has the brand;
 * - PUT /brands/{code}/logo (multipart `image`), DELETE /brands/{code}/logo: the logo; the old picture is deleted
 *   when nothing else shows it (decision 0083).
 */
import type { FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffBrand,
  StaffBrandInput,
  StaffBrandList,
  StaffBrandMove,
  StaffBrandParams,
  StaffBrandUpdate,
} from "@dukkan/staff-api";
import type { Database } from "../../db/client.js";
import { multipartLimits, readUploadForm, type UploadedFile } from "../../files/uploaded-files.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import { CATALOGUE_PICTURE_REFUSALS, CATALOGUE_PICTURE_UPLOADS } from "../catalogue-pictures.js";
import { Brands } from "./brands.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Staff catalogue"];
const WRITERS = "Roles merchandiser and owner. Shoppers see the change within a second.";
const OLD_LOGO_DELETED = "The old logo's picture is deleted unless another brand, product or banner shows it.";

/** The logo a multipart upload carried, read after the role guard and before the handler. */
const uploadedLogos = new WeakMap<FastifyRequest, UploadedFile>();

async function readLogoUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw CATALOGUE_PICTURE_REFUSALS.missing();
  const { files } = await readUploadForm(request, CATALOGUE_PICTURE_UPLOADS, CATALOGUE_PICTURE_REFUSALS, {
    required: true,
  });
  uploadedLogos.set(request, files[0]!);
}

export function staffBrandRoutes(deps: { db: Database; guards: StaffGuards; mediaBaseUrl: string }) {
  const readers = deps.guards.require("merchandiser", "fulfilment");
  const merchandisers = deps.guards.require("merchandiser");
  const brands = new Brands(deps.db, deps.mediaBaseUrl);
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      "/brands",
      {
        preValidation: readers,
        schema: {
          tags: TAGS,
          summary: "Every brand in the shop's order, with its logo and the number of products that have it",
          description: "Roles merchandiser, fulfilment and owner.",
          response: { 200: StaffBrandList, ...errors },
        },
      },
      async () => ({ brands: await brands.list() }),
    );

    app.post(
      "/brands",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Create a brand (last in the shop's order)",
          description:
            `${WRITERS} 400 ValidationError with reason \`taken\` on \`code\` (another brand's or a category's ` +
            "code) or on `slug` (another brand's slug).",
          body: StaffBrandInput,
          response: { 201: StaffBrand, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await brands.create(request.staffContext, request.body)),
    );

    app.put(
      "/brands/:code",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Change a brand's names and slug (its code stays)",
          description: `${WRITERS} 400 ValidationError with reason \`taken\` on \`slug\` for another brand's slug.`,
          params: StaffBrandParams,
          body: StaffBrandUpdate,
          response: { 200: StaffBrand, ...errors },
        },
      },
      async (request) => brands.update(request.staffContext, request.params.code, request.body),
    );

    app.post(
      "/brands/:code/move",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Move a brand to another place in the shop's order (0 is the first); answers the new order",
          description: `${WRITERS} A place past the end is the last one.`,
          params: StaffBrandParams,
          body: StaffBrandMove,
          response: { 200: StaffBrandList, ...errors },
        },
      },
      async (request) => ({ brands: await brands.move(request.staffContext, request.params.code, request.body.to) }),
    );

    app.delete(
      "/brands/:code",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Delete a brand no product has",
          description: `${WRITERS} 409 BrandInUseError while any product has the brand. ${OLD_LOGO_DELETED}`,
          params: StaffBrandParams,
          response: { 204: z.null(), 409: OccErrorList, ...errors },
        },
      },
      async (request, reply) => {
        await brands.remove(request.staffContext, request.params.code);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      "/brands/:code/logo",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Remove a brand's logo",
          description: `${WRITERS} ${OLD_LOGO_DELETED}`,
          params: StaffBrandParams,
          response: { 200: StaffBrand, ...errors },
        },
      },
      async (request) => brands.removeLogo(request.staffContext, request.params.code),
    );

    // Its own scope, so only the logo upload takes multipart bodies.
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: multipartLimits(CATALOGUE_PICTURE_UPLOADS, 0) });
      scope.withTypeProvider<ZodTypeProvider>().put(
        "/brands/:code/logo",
        {
          preValidation: [merchandisers, readLogoUpload],
          schema: {
            tags: TAGS,
            summary: "Upload or replace a brand's logo",
            description:
              `${WRITERS} multipart/form-data with an \`image\` part: a JPEG, PNG or WebP recognised by its bytes, ` +
              "at most 5 MB, re-encoded (no metadata is kept), as product pictures. Its alt text is the brand's " +
              `name. Refusals are 400 on subject \`image\` with reason fileTooLarge, fileType, empty or missing. ${OLD_LOGO_DELETED}`,
            params: StaffBrandParams,
            response: { 200: StaffBrand, ...errors },
          },
        },
        async (request) => brands.setLogo(request.staffContext, request.params.code, uploadedLogos.get(request)!),
      );
    });
  };
  return plugin;
}
