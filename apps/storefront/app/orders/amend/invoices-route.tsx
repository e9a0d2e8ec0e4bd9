/**
 * `/{lang}/my-account/order/{code}/invoices?page&sort` (account spec §2.20): the order's tax invoices and credit
 * notes. The details page's 'Invoices' dialog loads this route's data with a fetcher; before scripts run, the
 * 'Invoices' link opens it as a page with the same table.
 */
import type { InvoiceList } from "@dukkan/occ/order";
import { useTranslation } from "../../i18n/use-translation";
import { data, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/invoices-route";
import { requireLanguage } from "../../i18n/route-language";
import { i18nFor } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs } from "../../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { metaFor } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "./amend-paths";
import { InvoiceTable } from "./invoice-table";
import { invoiceQuerySearch, readInvoiceQuery, type InvoiceQuery } from "./invoice-query";
import { customerContext, loadOrder, listInvoices } from "./order-amend.server";

export type InvoicesData = { code: string; query: InvoiceQuery; list?: InvoiceList; failed?: true; title: string };

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const query = readInvoiceQuery(new URL(request.url).searchParams);
  const title = i18nFor(params.lang).t("orderAmend.invoices.title");
  const headers = await sessionHeaders(session);
  try {
    const list = await listInvoices(params.code, query, context);
    return data<InvoicesData>({ code: params.code, query, list, title }, { headers });
  } catch (error) {
    if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
    // Someone else's or an unknown order: nothing to show, as for any unknown page.
    // An order that is not the customer's is not found; an order whose list failed shows the error state (the
    // details page's dialog loads this route, and must not fall over with it).
    if (!(await loadOrder(params.code, context))) throw data(null, { status: 404, headers });
    return data<InvoicesData>({ code: params.code, query, failed: true, title }, { headers });
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [...metaFor(args, { title: args.loaderData.title, description: "" }), { name: "robots", content: "noindex" }]
    : [];

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { code } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs
        trail={[
          { label: t("orderAmend.orderNumber", { code }), to: orderDetailsPath(lang, code) },
          { label: loaderData.title },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{loaderData.title}</h1>
      <InvoiceTable
        data={loaderData}
        onQuery={(query) => void navigate(`${pathname}${invoiceQuerySearch(query)}`, { preventScrollReset: true })}
      />
      <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md" className="mt-6">
        {t("orderAmend.back")}
      </LinkButton>
    </div>
  );
}
