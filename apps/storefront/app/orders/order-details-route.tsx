/**
 * /{lang}/my-account/order/{code} (account spec §2.15, §2.16): one of the signed-in customer's orders, read with
 * their token; someone else's order or an unknown code is the not-found page. `?track={consignmentCode}` opens
 * the consignment's tracking dialog (a link that works before scripts load).
 */
import { data } from "react-router";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/order-details-route";
import { requestArea } from "../area/area.server";
import { requireLanguage } from "../i18n/route-language";
import { metaFor } from "../seo/page-meta";
import { requireCustomer } from "../session/require-customer.server";
import { sessionHeaders } from "../session/session.server";
import { OrderActions } from "./amend/order-actions";
import { historyHref, DEFAULT_HISTORY_SORT, orderDetailsPath } from "./order-display";
import { OrderDetailsView } from "./order-details-view";
import { loadOrderPage } from "./order-page.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, accessToken } = await requireCustomer(request, params.lang);
  const reader = { lang: params.lang, area: requestArea(session), accessToken };
  const page = await loadOrderPage(reader, params.code, request, "orders.details.title");
  if (!page) throw data(null, { status: 404, headers: await sessionHeaders(session) });
  return data(page, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex" }] : [];

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
