/**
 * The product page's stock notification (spec §2.9, §4 Stock notification, §6) through the API's
 * product interests (users/current/productinterests, type BACK_IN_STOCK) and notification preferences.
 */
import type { Language } from "@dukkan/i18n";
import type {
  NotificationPreference,
  NotificationPreferenceList,
  Product,
  ProductInterestSearchResult,
} from "@dukkan/occ";
import { currentAccessToken } from "../account/auth.server";
import { occFetch } from "../occ/occ-client.server";
import { stockStatusOf } from "../product/product-details";
import type { Session } from "../session/session.server";

const INTERESTS_PATH = "users/current/productinterests";
export const PREFERENCES_PATH = "users/current/notificationpreferences";
const INTEREST_TYPE = "BACK_IN_STOCK";

export type NotifyChannel = Pick<NotificationPreference, "channel" | "value">;

/**
 * - guest: 'Notify me' leads to the login page;
 * - noChannel: signed in, but no notification channel is on (the page links to the preferences);
 * - available / subscribed: 'Notify me' subscribes / 'Stop notify' unsubscribes; channels are the enabled ones.
 */
export type StockNotificationState =
  { kind: "guest" } | { kind: "noChannel" } | { kind: "available" | "subscribed"; channels: NotifyChannel[] };

/** The enabled channels a stock notification can reach the customer through (SMS carries order updates only). */
export function enabledChannels(preferences: NotificationPreference[]): NotifyChannel[] {
  return preferences
    .filter((preference) => preference.visible && preference.enabled && preference.channel !== "SMS")
    .map(({ channel, value }) => ({ channel, ...(value ? { value } : {}) }));
}

/** What the out-of-stock product's notification block shows; a failing API never fails the page. */
export async function stockNotificationState(
  session: Session,
  productCode: string,
  lang: Language,
): Promise<StockNotificationState> {
  if (!session.data.accessToken) return { kind: "guest" };
  const accessToken = currentAccessToken(session);
  // An expired token: the layout is refreshing it; the subscribe action refreshes on its own too.
  if (!accessToken) return { kind: "available", channels: [] };
  try {
    const [interests, preferences] = await Promise.all([
      occFetch<ProductInterestSearchResult>(INTERESTS_PATH, {
        lang,
        accessToken,
        query: { productCode, notificationType: INTEREST_TYPE, fields: "code", pageSize: 1 },
      }),
      occFetch<NotificationPreferenceList>(PREFERENCES_PATH, { lang, accessToken }),
    ]);
    const channels = enabledChannels(preferences.preferences);
    if (interests.results.length > 0) return { kind: "subscribed", channels };
    return channels.length > 0 ? { kind: "available", channels } : { kind: "noChannel" };
  } catch (error) {
    console.error("Could not load the stock notification state", error);
    return { kind: "available", channels: [] };
  }
}

export type StockNotificationIntent = "subscribe" | "unsubscribe";

export async function changeStockNotification(
  accessToken: string,
  lang: Language,
  intent: StockNotificationIntent,
  productCode: string,
): Promise<void> {
  await occFetch(INTERESTS_PATH, {
    lang,
    accessToken,
    method: intent === "subscribe" ? "POST" : "DELETE",
    query: { productCode, notificationType: INTEREST_TYPE, fields: "code" },
  });
}

/** The notification block's state for the product page: undefined while the product is in stock. */
export async function productStockNotification(
  session: Session,
  product: Pick<Product, "code" | "stock">,
  lang: Language,
): Promise<StockNotificationState | undefined> {
  if (stockStatusOf(product.stock) !== "outOfStock") return undefined;
  return stockNotificationState(session, product.code, lang);
}
