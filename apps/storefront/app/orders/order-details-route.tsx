/**
 * /{lang}/my-account/order/{code} (account spec §2.15, §2.16): one of the signed-in customer's orders, read with
 * their token; someone else's order or an unknown code is the not-found page. `?track={consignmentCode}` opens
 * the consignment's tracking dialog (a link that works before scripts load).
 */
import { data } from "react-router";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/order-details-route";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { OrderActions } from "./amend/order-actions";
import { historyHref, DEFAULT_HISTORY_SORT, orderDetailsPath } from "./order-display";
import { OrderDetailsView } from "./order-details-view";
import { loadOrderPage } from "./order-page.server";
import { loadAccountPage } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ session, context }) => {
    const page = await loadOrderPage(context, args.params.code, args.request, "orders.details.title");
    if (!page) throw data(null, { status: 404, headers: await sessionHeaders(session) });
    return page;
  });

export const meta: Route.MetaFunction = privatePageMeta;

export default function OrderDetailsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as "en" | "ar";
  const { order, tracking, title } = loaderData;
  return (
    <OrderDetailsView
      order={order}
      language={language}
      title={title}
      pagePath={orderDetailsPath(language, order.code)}
      tracking={tracking}
      back={{ to: historyHref(language, { page: 1, sort: DEFAULT_HISTORY_SORT }), label: t("orders.details.back") }}
      actions={<OrderActions order={order} lang={language} />}
    />
  );
}
