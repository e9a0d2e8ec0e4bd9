/**
 * Reading the product page's layout from the CMS (`product-layout.ts`) and the data only some layouts need: the
 * customer's latest orders when a tab holds the account order-history component.
 */
import type { Language } from "@dukkan/i18n";
import type { OrderHistory } from "@dukkan/occ/order";
import { currentAccessToken } from "../account/auth.server";
import { fetchComponents, fetchProductPage } from "../cms/cms.server";
import { OccRequestError } from "../occ/occ-client.server";
import { DEFAULT_HISTORY_SORT } from "../orders/order-display";
import { fetchOrderHistory } from "../orders/orders.server";
import type { Session } from "../session/session.server";
import { DEFAULT_PRODUCT_LAYOUT, productLayout, tabComponentUids, type ProductSection } from "./product-layout";

type Context = { lang: Language; area?: string };

/** The product's page layout; the page as it has always been drawn when the CMS has no product page. */
export async function fetchProductLayout(code: string, context: Context): Promise<ProductSection[]> {
  try {
    const page = await fetchProductPage(code, context);
    return productLayout(page, await fetchComponents(tabComponentUids(page), context));
  } catch (error) {
    if (error instanceof OccRequestError && error.isNotFound) return DEFAULT_PRODUCT_LAYOUT;
    throw error;
  }
}

/** How many of the customer's orders an order-history tab lists (the history page shows the rest). */
export const TAB_ORDER_COUNT = 3;

export function hasOrderHistoryTab(layout: readonly ProductSection[]): boolean {
  return layout.some((section) => section.kind === "tabs" && section.tabs.some((tab) => tab.id === "orderHistory"));
}

/**
 * The signed-in customer's latest orders for an order-history tab; null for a guest (the tab offers to sign in)
 * and when the layout has no such tab.
 */
export async function ordersForTab(
  layout: readonly ProductSection[],
  session: Session,
  context: Context,
): Promise<OrderHistory[] | null> {
  if (!hasOrderHistoryTab(layout)) return null;
  const accessToken = currentAccessToken(session);
  if (!accessToken) return null;
  const history = await fetchOrderHistory(
    { ...context, accessToken },
    { page: 1, sort: DEFAULT_HISTORY_SORT, pageSize: TAB_ORDER_COUNT },
  );
  return history.orders;
}
