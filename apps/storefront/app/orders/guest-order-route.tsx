/**
 * /{lang}/guest/order/{guid} (checkout spec §2.16, account spec §2.15): the order a guest placed, from the link
 * in the confirmation e-mail; read by its guid under `users/anonymous`, so it needs no sign-in. An unknown guid,
 * or an order that now belongs to an account (the guest registered), is the not-found page.
 */
import { data } from "react-router";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/guest-order-route";
import { requireLanguage } from "../i18n/route-language";
import { metaFor } from "../seo/page-meta";
import { guestOrderPath } from "./order-display";
import { OrderDetailsView } from "./order-details-view";
import { loadOrderPage } from "./order-page.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const page = await loadOrderPage({ lang: params.lang }, params.guid, request, "orders.guest.title");
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [...metaFor(args, { title: args.loaderData.title }), { name: "robots", content: "noindex, nofollow" }]
    : [];

export default function GuestOrderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as "en" | "ar";
  const { order, tracking, title } = loaderData;
  return (
    <OrderDetailsView
      order={order}
      language={language}
      title={title}
      intro={t("orders.guest.intro")}
      pagePath={guestOrderPath(language, params.guid)}
      tracking={tracking}
    />
  );
}
