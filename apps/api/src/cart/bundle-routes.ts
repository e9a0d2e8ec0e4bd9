/**
 * Kit bundle routes (shopping spec §4 Add to cart step 3, §7): POST/PUT users/{userId}/carts/{cartId}/bundles and
 * DELETE …/entrygroups/{entryGroupNumber}. The same ownership rules as every cart route (CartService finds only
 * the caller's carts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_ENTRY_QUANTITY } from "@dukkan/occ/rules";
import { CartModification } from "@dukkan/occ/cart";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { cartContext, cartParams, errors, productCode, send } from "./cart-route-support.js";
import type { CartService } from "./cart-service.js";
import type { CartView } from "./cart-view.js";

/** Bundle template ids are catalogue codes: letters, digits and a few separators. */
const templateId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid bundle template id");
/** Entry group numbers start at 1; far above any cart's size is a mistake. */
const groupNumber = z.number().int().min(1).max(MAX_ENTRY_QUANTITY);

const addBundleBody = z.object({
  templateId,
  productCode,
  quantity: z.number().int().min(1).max(MAX_ENTRY_QUANTITY).default(1),
});

const updateBundleBody = z
  .object({
    entryGroupId: z
      .union([groupNumber, z.string().max(100)])
      .optional()
      .describe("The bundle's entryGroupNumber (or its template id)"),
    entryGroupNumber: groupNumber.optional(),
    quantity: z.number().int().min(0).max(MAX_ENTRY_QUANTITY).describe("Kits in the bundle; 0 removes it"),
  })
  .refine((body) => body.entryGroupId !== undefined || body.entryGroupNumber !== undefined, {
    message: "entryGroupId or entryGroupNumber is required",
    path: ["entryGroupId"],
  });

/** Which bundle a PUT names: a number (or numeric text) is the group number, other text a template id. */
function namedGroup(body: z.output<typeof updateBundleBody>) {
  const id = body.entryGroupNumber ?? body.entryGroupId!;
  if (typeof id === "number") return { entryGroupNumber: id };
  if (/^\d{1,4}$/.test(id)) return { entryGroupNumber: Number(id) };
  return { templateId: id };
}

export function bundleRoutes(carts: CartService, view: CartView, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/carts/:cartId/bundles",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Start a kit bundle",
          description:
            "Puts `quantity` kits of `productCode` in the cart as a bundle of its template `templateId`: one " +
            "CONFIGURABLE_BUNDLE entry group whose kittingEntry is the kit (priced at the kit's catalogue price) " +
            "and whose entries are the template's components. A kit already in the cart gets the kits added. The " +
            "bundle holds at most what the kit's and every component's stock and the kit's maxOrderQuantity allow " +
            "(statusCode `lowStock` / `maxOrderQuantityExceeded` when lowered). The template must belong to the " +
            "product (else 400 CartEntryGroupError).",
          params: cartParams,
          querystring: OccQuery,
          body: addBundleBody,
          response: { 200: CartModification, ...errors },
        },
      },
      async (request, reply) => {
        const { templateId: template, productCode: code, quantity } = request.body;
        const { cart, change } = await carts.addBundle(
          cartContext(request),
          request.params.cartId,
          template,
          code,
          quantity,
        );
        const { language, area } = request.context;
        return send(reply, await view.modificationJson(cart, change, language, area, request.query.fields));
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/bundles",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Set a kit bundle's quantity",
          description:
            "Sets the number of kits of the bundle named by `entryGroupId` (its entryGroupNumber, or its template " +
            "id) to `quantity`, within stock as when adding; 0 removes the bundle (empty 200). A group that is not " +
            "a bundle answers 400 CartEntryGroupError.",
          params: cartParams,
          querystring: OccQuery,
          body: updateBundleBody,
          response: { 200: CartModification.or(z.undefined()), ...errors },
        },
      },
      async (request, reply) => {
        const { cart, change } = await carts.updateBundle(
          cartContext(request),
          request.params.cartId,
          namedGroup(request.body),
          request.body.quantity,
        );
        if (!change) return reply.code(200).send(undefined);
        const { language, area } = request.context;
        return send(reply, await view.modificationJson(cart, change, language, area, request.query.fields));
      },
    );

    app.delete(
      "/users/:userId/carts/:cartId/entrygroups/:entryGroupNumber",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Remove an entry group with its entries",
          description:
            "Removes a bundle (its kit and components) or a standalone entry; the groups after it move up one " +
            "number. An unknown group number answers 400 CartEntryGroupError.",
          params: cartParams.extend({ entryGroupNumber: z.coerce.number().int().min(1).max(MAX_ENTRY_QUANTITY) }),
          querystring: OccQuery,
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        await carts.removeEntryGroup(cartContext(request), request.params.cartId, request.params.entryGroupNumber);
        return reply.code(200).send();
      },
    );
  };
}
