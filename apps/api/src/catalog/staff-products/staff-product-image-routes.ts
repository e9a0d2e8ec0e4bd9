/**
 * A product's pictures under /admin/v1 (issue 19, decision 0077), merchandisers and the owner:
 * - POST /products/{code}/images: multipart, an `image` part (JPEG, PNG or WebP by its bytes, 5 MB, re-encoded)
 *   and `altEn`/`altAr` fields; added at the end of the gallery;
 * - PATCH /products/{code}/images/{position} {alt}: its alt texts;
 * - POST /products/{code}/images/{position}/move {to}: another place (keyboard move up/down and drag alike);
 * - DELETE /products/{code}/images/{position}: the picture's file is deleted when nothing else shows it
 *   (decision 0083).
 * Each answers the product as GET /products/{code} does, with the new gallery.
 */
import type { FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffProduct,
  StaffProductImageAlt,
  StaffProductImageMove,
  StaffProductImageParams,
  StaffProductParams,
} from "@dukkan/staff-api";
import type { Database } from "../../db/client.js";
import { multipartLimits, readUploadForm, type UploadedFile } from "../../files/uploaded-files.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import { CATALOGUE_PICTURE_REFUSALS, CATALOGUE_PICTURE_UPLOADS } from "../catalogue-pictures.js";
import { ProductImages } from "./product-images.js";
import { staffProductDetail } from "./staff-product-query.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Staff catalogue"];
const ROLES = "Roles merchandiser and owner. Shoppers see the new gallery within a second.";

/** The picture a multipart upload carried, read before validation (readImageUpload). */
const uploadedImages = new WeakMap<FastifyRequest, UploadedFile>();

/**
 * Reads the upload after the role guard (a caller without the role is refused before the file is read): keeps the
 * picture for the handler and puts the alt fields in the body, which is then validated like a JSON body.
 */
async function readImageUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw CATALOGUE_PICTURE_REFUSALS.missing();
  const { files, fields } = await readUploadForm(request, CATALOGUE_PICTURE_UPLOADS, CATALOGUE_PICTURE_REFUSALS, {
    required: true,
  });
  uploadedImages.set(request, files[0]!);
  request.body = { alt: { en: fields.altEn ?? "", ar: fields.altAr ?? "" } };
}

export function staffProductImageRoutes(deps: {
  db: Database;
  guards: StaffGuards;
  mediaBaseUrl: string;
}): FastifyPluginAsyncZod {
  const { db, guards, mediaBaseUrl } = deps;
  const merchandisers = guards.require("merchandiser");
  const images = new ProductImages(db);
  const detail = (code: string) => staffProductDetail(db, code, mediaBaseUrl);
  return async (app) => {
    // Its own scope, so only the upload takes multipart bodies.
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: multipartLimits(CATALOGUE_PICTURE_UPLOADS, 2) });
      scope.withTypeProvider<ZodTypeProvider>().post(
        "/products/:code/images",
        {
          preValidation: [merchandisers, readImageUpload],
          schema: {
            tags: TAGS,
            summary: "Add a picture at the end of the product's gallery, with its alt texts",
            description:
              `${ROLES} multipart/form-data: an \`image\` part (JPEG, PNG or WebP recognised by its bytes, at most ` +
              "5 MB; re-encoded, so no metadata is kept) and `altEn`, `altAr` fields. A product holds at most 12 " +
              "pictures. Refusals are 400 on subject `image` with reason fileTooLarge, fileType, empty, missing or " +
              "tooManyImages.",
            params: StaffProductParams,
            body: StaffProductImageAlt,
            response: { 201: StaffProduct, ...errors },
          },
        },
        async (request, reply) => {
          const { code } = request.params;
          await images.upload(request.staffContext, code, uploadedImages.get(request)!, request.body.alt);
          return reply.status(201).send(await detail(code));
        },
      );
    });

    app.patch(
      "/products/:code/images/:position",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Set a picture's alt texts (empty: the storefront says the product's name)",
          description: ROLES,
          params: StaffProductImageParams,
          body: StaffProductImageAlt,
          response: { 200: StaffProduct, ...errors },
        },
      },
      async (request) => {
        const { code, position } = request.params;
        await images.setAlt(request.staffContext, code, position, request.body.alt);
        return detail(code);
      },
    );

    app.post(
      "/products/:code/images/:position/move",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Move a picture to another place in the gallery (0 makes it the product's picture)",
          description: `${ROLES} A place past the end is the last one.`,
          params: StaffProductImageParams,
          body: StaffProductImageMove,
          response: { 200: StaffProduct, ...errors },
        },
      },
      async (request) => {
        const { code, position } = request.params;
        await images.move(request.staffContext, code, position, request.body.to);
        return detail(code);
      },
    );

    app.delete(
      "/products/:code/images/:position",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Remove a picture from the gallery",
          description: `${ROLES} The picture is deleted unless another product, brand or banner shows it.`,
          params: StaffProductImageParams,
          response: { 200: StaffProduct, ...errors },
        },
      },
      async (request) => {
        const { code, position } = request.params;
        await images.remove(request.staffContext, code, position);
        return detail(code);
      },
    );
  };
}
