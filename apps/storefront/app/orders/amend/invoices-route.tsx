/**
 * `/{lang}/my-account/order/{code}/invoices?page&sort` (account spec §2.20): the order's tax invoices and credit
 * notes. The details page's 'Invoices' dialog loads this route's data with a fetcher; before scripts run, the
 * 'Invoices' link opens it as a page with the same table.
 */
import type { InvoiceList } from "@dukkan/occ/order";
import { useTranslation } from "../../i18n/use-translation";
import { data, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/invoices-route";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs } from "../../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { privatePageMeta } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "./amend-paths";
import { InvoiceTable } from "./invoice-table";
import { invoiceQuerySearch, readInvoiceQuery, type InvoiceQuery } from "./invoice-query";
import { loadOrder, listInvoices } from "./order-amend.server";
import { loadAccountPage } from "../../account/my-account/account-page.server";

export type InvoicesData = { code: string; query: InvoiceQuery; list?: InvoiceList; failed?: true; title: string };

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ session, context, searchParams, t }): Promise<InvoicesData> => {
    const query = readInvoiceQuery(searchParams);
    const title = t("orderAmend.invoices.title");
    try {
      const list = await listInvoices(args.params.code, query, context);
      return { code: args.params.code, query, list, title };
    } catch (error) {
      if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
      // An order that is not the customer's is not found; an order whose list failed shows the error state (the
      // details page's dialog loads this route, and must not fall over with it).
      if (!(await loadOrder(args.params.code, context))) {
        throw data(null, { status: 404, headers: await sessionHeaders(session) });
      }
      return { code: args.params.code, query, failed: true, title };
    }
  });

export const meta: Route.MetaFunction = privatePageMeta;

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
