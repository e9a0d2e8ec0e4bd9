/**
 * The replenishment API calls (account spec §7 Replenishment), as the signed-in customer (`users/current`): the
 * list, one schedule, its orders, cancelling it, and scheduling the checkout cart. A refusal throws the API's
 * OccRequestError, whose messages are in the request's language.
 */
import { OrderHistoryList } from "@dukkan/occ/order";
import {
  REPLENISHMENT_PAGE_SIZE,
  ReplenishmentOrder,
  ReplenishmentOrderList,
  type ReplenishmentSort,
  type ScheduleReplenishmentForm,
} from "@dukkan/occ/replenishment";
import { occFetch, type OccRequestOptions } from "../occ/occ-client.server";
import { isNotFound, type CustomerContext } from "../orders/amend/order-amend.server";

const REPLENISHMENTS = "users/current/replenishmentOrders";
const schedulePath = (code: string, rest = "") => `${REPLENISHMENTS}/${encodeURIComponent(code)}${rest}`;

function call<T>(path: string, context: CustomerContext, options: Omit<OccRequestOptions, "lang"> = {}) {
  return occFetch<T>(path, { ...options, lang: context.lang, area: context.area, accessToken: context.accessToken });
}

export async function listReplenishments(query: { page: number; sort: ReplenishmentSort }, context: CustomerContext) {
  const answer = await call<unknown>(REPLENISHMENTS, context, {
    query: { currentPage: query.page - 1, pageSize: REPLENISHMENT_PAGE_SIZE, sort: query.sort },
  });
  return ReplenishmentOrderList.parse(answer);
}

/** The schedule, or undefined when the customer has none of that code (unknown, someone else's). */
export async function loadReplenishment(code: string, context: CustomerContext) {
  try {
    return ReplenishmentOrder.parse(await call<unknown>(schedulePath(code), context));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Spec §2.22: the replenishment's own order history (page size 5, newest first). */
export async function replenishmentOrders(code: string, context: CustomerContext) {
  const answer = await call<unknown>(schedulePath(code, "/orders"), context, {
    query: { currentPage: 0, pageSize: REPLENISHMENT_PAGE_SIZE, sort: "byDate" },
  });
  return OrderHistoryList.parse(answer);
}

export async function cancelReplenishment(code: string, context: CustomerContext) {
  return ReplenishmentOrder.parse(await call<unknown>(schedulePath(code), context, { method: "PATCH" }));
}

/** POST replenishmentOrders?cartId&termsChecked=true: the checkout cart becomes the schedule. */
export async function scheduleReplenishment(cartId: string, form: ScheduleReplenishmentForm, context: CustomerContext) {
  const answer = await call<unknown>(REPLENISHMENTS, context, {
    method: "POST",
    query: { cartId, termsChecked: true },
    body: form,
  });
  return ReplenishmentOrder.parse(answer);
}
