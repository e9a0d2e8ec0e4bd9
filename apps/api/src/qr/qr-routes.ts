import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGES, OccErrorList, PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { unknownIdentifier } from "../occ/errors.js";
import type { ProductQrCodes } from "./product-qr-code.js";

/** `{lang}~{productCode}`: product codes may themselves hold '~' (kits), the language never does. */
const QrTarget = z
  .string()
  .max(110)
  .transform((target, context) => {
    const separator = target.indexOf("~");
    const language = LANGUAGES.find((candidate) => candidate === target.slice(0, separator));
    const productCode = target.slice(separator + 1);
    if (separator < 0 || !language || !PRODUCT_CODE_PATTERN.test(productCode)) {
      context.addIssue({ code: "custom", message: "must be {en|ar}~{productCode}" });
      return z.NEVER;
    }
    return { language, productCode };
  });

/**
 * GET /medias/qrcode~{lang}~{productCode}: the product page's QR code as SVG. Registered next to the stored
 * media route (a static prefix wins over its `:code` parameter) and sandboxed the same way.
 */
export function qrRoutes(qrCodes: ProductQrCodes): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/medias/qrcode~:target",
      {
        schema: {
          tags: ["Media"],
          summary: "Get a product's QR code",
          description: "SVG QR code of the product's canonical storefront URL in the language.",
          params: z.object({ target: QrTarget }),
          response: {
            200: z.any().describe("image/svg+xml (304 Not Modified when If-None-Match matches)"),
            400: OccErrorList,
            404: OccErrorList,
          },
        },
      },
      async (request, reply) => {
        const { language, productCode } = request.params.target;
        const image = await qrCodes.image(productCode, language);
        if (!image)
          throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`, 404);
        reply
          .header("etag", image.etag)
          // The code follows the product's name: cached for a day, not forever.
          .header("cache-control", "public, max-age=86400")
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === image.etag))
          return (reply as FastifyReply).code(304).send();
        return reply.type("image/svg+xml").send(image.svg);
      },
    );
  };
}
