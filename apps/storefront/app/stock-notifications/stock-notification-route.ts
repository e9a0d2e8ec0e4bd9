/**
 * POST `/:lang/stock-notification` (productCode, intent subscribe|unsubscribe): the action behind 'Notify
 * me' and 'Stop notify' (spec §2.9, §4). Guests are sent to the login page (§6). A plain form post (before
 * scripts run) carries `redirectTo` and returns to the product page; a script's fetcher gets data back
 * (the dialog or the unsubscribe message) and the page's loader refreshes the button.
 */
import { isLanguage } from "@dukkan/i18n";
import { redirect } from "react-router";
import type { Route } from "./+types/stock-notification-route";
import { productAction, type ProductActionData } from "../account/product-action.server";
import { changeStockNotification, type StockNotificationIntent } from "./stock-notification.server";

export type StockNotificationActionData = ProductActionData<StockNotificationIntent>;

export function action({ params, request }: Route.ActionArgs) {
  return productAction(params.lang, request, ["subscribe", "unsubscribe"], changeStockNotification);
}

/** The action has no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${isLanguage(params.lang) ? params.lang : "en"}/`);
}
