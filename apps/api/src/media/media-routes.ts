import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { unknownIdentifier } from "../occ/errors.js";
import { MEDIA_FORMATS, type MediaService } from "./media-service.js";

/**
 * GET /medias/{code}: stored images. Codes name immutable content, so responses are cacheable for a year.
 * Media never runs as a document: a sandboxing CSP and nosniff stop an SVG opened directly from running script.
 */
export function mediaRoutes(media: MediaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/medias/:code",
      {
        schema: {
          tags: ["Media"],
          summary: "Get a stored media file",
          description:
            "Raw bytes with their content type. `format` sizes SVG drawings (cartIcon 65px, thumbnail 96px, product 300px, zoom 1200px wide).",
          params: z.object({
            code: z
              .string()
              .max(200)
              .regex(/^[A-Za-z0-9][A-Za-z0-9_.~-]*$/, "is not a valid media code"),
          }),
          querystring: z.object({ format: z.enum(MEDIA_FORMATS).optional() }),
          response: {
            200: z.any().describe("The media bytes (304 Not Modified when If-None-Match matches)"),
            400: OccErrorList,
            404: OccErrorList,
          },
        },
      },
      async (request, reply) => {
        const content = await media.get(request.params.code, request.query.format);
        if (!content)
          throw unknownIdentifier(
            "media",
            request.params.code,
            `Media with code '${request.params.code}' not found`,
            404,
          );
        reply
          .header("etag", content.etag)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
        const ifNoneMatch = request.headers["if-none-match"];
        if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === content.etag || tag.trim() === "*")) {
          // Not Modified is outside the documented bodies, hence the untyped reply.
          return (reply as FastifyReply).code(304).send();
        }
        return reply.type(content.mime).send(content.body);
      },
    );
  };
}
