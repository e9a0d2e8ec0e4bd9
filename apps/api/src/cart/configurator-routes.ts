/**
 * The text-field configurator's OCC routes, as SAP has them (shopping spec §2.9): the product's fields, and adding,
 * reading and changing a configured cart entry. Values are checked against the product's fields on the server.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CartModification, ConfigurationInfoList } from "@dukkan/occ/cart";
import { MAX_ENTRY_QUANTITY } from "@dukkan/occ/rules";
import type { UserGuards } from "../guards/user-guard.js";
import { unknownIdentifier } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import { notConfigurable } from "./cart-errors.js";
import { cartContext, cartParams, entryParams, errors, productCode, send } from "./cart-route-support.js";
import type { CartService } from "./cart-service.js";
import type { CartView } from "./cart-view.js";
import { configurationFrom, defaultInfos, entryInfos, TEXTFIELD } from "./textfield-configurator.js";

/** Far more fields than any product has: a longer list is a mistake or an attack. */
const MAX_FIELDS = 20;

const configurationInfos = z
  .array(
    z.object({
      configurationLabel: z.string().min(1).max(100),
      configurationValue: z.string().max(1000).optional(),
      configuratorType: z.literal(TEXTFIELD).optional(),
      status: z.string().max(20).optional().describe("Ignored: the server decides the status"),
    }),
  )
  .max(MAX_FIELDS);

const addConfiguredBody = z.object({
  product: z.object({ code: productCode }),
  quantity: z.number().int().min(1).max(MAX_ENTRY_QUANTITY).default(1),
  configurationInfos: configurationInfos.default([]),
});

const updateConfiguredBody = z.object({
  product: z.object({ code: productCode }).optional().describe("Ignored: the entry's product stays"),
  quantity: z.number().int().min(1).max(MAX_ENTRY_QUANTITY).optional(),
  configurationInfos,
});

export function configuratorRoutes(carts: CartService, view: CartView, guards: UserGuards): FastifyPluginAsyncZod {
  /** A product's text fields, or 400 when it has none (unknown product: UnknownIdentifierError). */
  const fieldsOf = async (code: string) => {
    const product = (await carts.liveProducts([code])).get(code);
    if (!product || product.disabled)
      throw unknownIdentifier("product", code, `Product with code '${code}' not found!`);
    const settings = product.configurable ? (await carts.textfieldSettings([code])).get(code) : undefined;
    if (!settings?.length) throw notConfigurable(code);
    return settings;
  };

  return async (app) => {
    app.get(
      "/products/:productCode/configurators/textfield",
      {
        schema: {
          tags: ["Configurator"],
          summary: "A configurable product's text fields",
          description:
            "One configurationInfo per field with its default value; status ERROR marks a required field that " +
            "is still empty. A product without a text-field configurator answers 400 ConfigurationError.",
          params: z.object({ productCode }),
          querystring: OccQuery,
          response: { 200: ConfigurationInfoList, 400: errors[400] },
        },
      },
      async (request, reply) => {
        const settings = await fieldsOf(request.params.productCode);
        return send(reply, JSON.stringify({ configurationInfos: defaultInfos(settings, request.context.language) }));
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/entries/configurator/textfield",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Configurator"],
          summary: "Add a configured product to the cart",
          description:
            "Each configuration is its own entry (the same product with the same values again raises that " +
            "entry's quantity). Values are matched to the product's fields by configurationLabel (English or " +
            "Arabic); fields left out stay empty (status ERROR when required). Unknown labels or values longer " +
            "than the field allows answer 400 ConfigurationError. Quantity rules as for entries; units in all " +
            "entries of one product share its stock and maxOrderQuantity.",
          params: cartParams,
          querystring: OccQuery,
          body: addConfiguredBody,
          response: { 200: CartModification, ...errors },
        },
      },
      async (request, reply) => {
        const { product, quantity } = request.body;
        const configuration = configurationFrom(
          product.code,
          await fieldsOf(product.code),
          request.body.configurationInfos,
        );
        const { cart, change } = await carts.addConfigured(
          cartContext(request),
          request.params.cartId,
          product.code,
          quantity,
          configuration,
        );
        const { language, area } = request.context;
        return send(reply, await view.modificationJson(cart, change, language, area, request.query.fields));
      },
    );

    app.get(
      "/users/:userId/carts/:cartId/entries/:entryNumber/configurator/textfield",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Configurator"],
          summary: "A cart entry's text-field configuration",
          description: "An entry never configured has empty values (status ERROR for required fields).",
          params: entryParams,
          querystring: OccQuery,
          response: { 200: ConfigurationInfoList, ...errors },
        },
      },
      async (request, reply) => {
        const cart = await carts.find(cartContext(request), request.params.cartId);
        const entry = await carts.entry(cart.id, request.params.entryNumber);
        const settings = await fieldsOf(entry.productCode);
        const infos = entryInfos(settings, entry.configuration, request.context.language);
        return send(reply, JSON.stringify({ configurationInfos: infos }));
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/entries/:entryNumber/configurator/textfield",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Configurator"],
          summary: "Change a cart entry's text-field configuration",
          description:
            "Replaces the entry's values (fields left out become empty) and, when given, sets its quantity with " +
            "the rules of PATCH entries/{entryNumber}.",
          params: entryParams,
          querystring: OccQuery,
          body: updateConfiguredBody,
          response: { 200: CartModification, ...errors },
        },
      },
      async (request, reply) => {
        const { cartId, entryNumber } = request.params;
        const who = cartContext(request);
        const found = await carts.entry((await carts.find(who, cartId)).id, entryNumber);
        const configuration = configurationFrom(
          found.productCode,
          await fieldsOf(found.productCode),
          request.body.configurationInfos,
        );
        const { cart, entry } = await carts.configureEntry(who, cartId, entryNumber, configuration, found.id);
        let change = { ...carts.unchanged(entry), entryNumber };
        const { quantity } = request.body;
        if (quantity !== undefined && quantity !== entry.quantity) {
          const updated = await carts.updateEntry(who, cartId, entryNumber, quantity, entry.id);
          if (updated.change) change = updated.change;
        }
        const { language, area } = request.context;
        return send(reply, await view.modificationJson(cart, change, language, area, request.query.fields));
      },
    );
  };
}
