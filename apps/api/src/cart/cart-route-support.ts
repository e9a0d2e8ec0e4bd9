/** What every cart route shares: parameter schemas, the error responses, the caller and JSON sending. */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { OccErrorList, PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { MAX_ENTRY_QUANTITY } from "@dukkan/occ/rules";
import { guestCartsAreForGuests } from "./cart-errors.js";
import { callerUid, type RequestContext } from "../occ/request-context.js";

const JSON_TYPE = "application/json; charset=utf-8";

export const productCode = z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code");
export const cartParams = z.object({ userId: z.string().max(256), cartId: z.string().min(1).max(100) });
export const entryParams = cartParams.extend({
  entryNumber: z.coerce.number().int().min(0).max(MAX_ENTRY_QUANTITY),
});
export const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };

export const send = (reply: FastifyReply, json: string, status = 200) =>
  reply
    .code(status)
    .type(JSON_TYPE)
    .send(json as never);

/** The request context of a cart route, refusing a customer's token on guest carts (a guid never crosses from
 * guest to customer). */
export function cartContext(request: FastifyRequest): RequestContext {
  if (request.context.caller.kind === "anonymous" && request.tokenUserId !== null) throw guestCartsAreForGuests();
  return request.context;
}

/** The caller's uid on a cart route (null: a guest), with the same check as `cartContext`. */
export const caller = (request: FastifyRequest) => callerUid(cartContext(request));
