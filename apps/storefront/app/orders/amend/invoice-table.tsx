/**
 * The invoices table (account spec §2.20, §9): invoice id, created date, net amount, total amount and a download
 * button; a sort select (a new sort starts at page 0) and pages of 5 when there is more than one; a 'no invoice'
 * alert. Before scripts run the sort is a GET form and the pages are links; after, `onQuery` loads them.
 */
import { INVOICE_SORTS } from "@dukkan/occ/order-constants";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Form, Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Icon } from "@dukkan/ui/icon";
import { formatPrice } from "../../ui/price";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { CELL_CLASS, HEAD_CLASS, PhoneLabel, ROW_CLASS, TABLE_CLASS } from "./amend-entry";
import { invoicePdfPath, invoicesPath } from "./amend-paths";
import { openRelayedFile } from "./file-download";
import { invoiceQuerySearch, type InvoiceQuery, type InvoiceSort } from "./invoice-query";
import type { InvoicesData } from "./invoices-route";

/** The spec's long date ('d MMMM yyyy'), in the page's language with Latin digits. */
export function formatLongDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === "ar" ? "ar-AE-u-nu-latn" : "en-GB";
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dubai",
  }).format(date);
}

export function InvoiceTable({ data, onQuery }: { data: InvoicesData; onQuery: (query: InvoiceQuery) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const sortId = useId();
  const [pending, setPending] = useState<string>();
  const [failedId, setFailedId] = useState<string>();
  const { code, query, list } = data;
  if (data.failed || !list) return <FormAlert tone="error">{t("orderAmend.invoices.loadError")}</FormAlert>;
  if (list.pagination.totalCount === 0) return <FormAlert tone="info">{t("orderAmend.invoices.none")}</FormAlert>;
  const { totalPages } = list.pagination;
  const { page } = query;

  const download = async (invoiceId: string) => {
    setPending(invoiceId);
    setFailedId(undefined);
    const ok = await openRelayedFile(invoicePdfPath(lang, code, invoiceId), `${invoiceId}.pdf`);
    setPending(undefined);
    if (!ok) setFailedId(invoiceId);
  };

  return (
    <div className="mt-4">
      <Form method="get" action={invoicesPath(lang, code)} className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={sortId} className="mb-1 block text-sm font-semibold text-ink-800">
            {t("orderAmend.invoices.sortBy")}
          </label>
          <select
            id={sortId}
            name="sort"
            value={query.sort}
            onChange={(event) => onQuery({ page: 0, sort: event.currentTarget.value as InvoiceSort })}
            className="rounded-xl border border-ink-300 bg-white px-3 py-2 text-sm"
          >
            {INVOICE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`orderAmend.invoices.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <Button type="submit" variant="secondary" size="sm">
            {t("orderAmend.invoices.applySort")}
          </Button>
        )}
      </Form>
      {failedId ? (
        <FormAlert tone="error">
          <span className="flex items-start justify-between gap-3">
            {t("checkoutOrderConfirmation.invoiceGenerationError")}
            <button type="button" onClick={() => setFailedId(undefined)} aria-label={t("orderAmend.dismiss")}>
              <Icon name="close" className="size-4" />
            </button>
          </span>
        </FormAlert>
      ) : null}
      <table className={TABLE_CLASS} data-testid="invoice-table">
        <caption className="sr-only">{t("orderAmend.invoices.caption", { code })}</caption>
        <thead className={HEAD_CLASS}>
          <tr>
            <th scope="col" className="py-2 text-start">
              {t("orderAmend.invoices.invoiceId")}
            </th>
            <th scope="col" className="py-2 text-start">
              {t("orderAmend.invoices.createdAt")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("orderAmend.invoices.netAmount")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("orderAmend.invoices.totalAmount")}
            </th>
            <th scope="col" className="py-2 text-end">
              <span className="sr-only">{t("orderAmend.invoices.download")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.invoices.map((invoice) => (
            <tr key={invoice.invoiceId} className={ROW_CLASS} data-testid="invoice-row">
              <td className={`${CELL_CLASS} font-semibold text-ink-900`}>
                <PhoneLabel>{t("orderAmend.invoices.invoiceId")}</PhoneLabel>
                {/* 'INV-2026-000003' reads left to right and stays on one line in Arabic too. */}
                <bdi dir="ltr" className="whitespace-nowrap">
                  {invoice.invoiceId}
                </bdi>
                {invoice.type === "CREDIT_NOTE" ? (
                  <span className="ms-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                    {t("orderAmend.invoices.creditNote")}
                  </span>
                ) : null}
              </td>
              <td className={CELL_CLASS}>
                <PhoneLabel>{t("orderAmend.invoices.createdAt")}</PhoneLabel>
                {formatLongDate(invoice.createdAt, lang)}
              </td>
              <td className={`${CELL_CLASS} sm:text-end`}>
                <PhoneLabel>{t("orderAmend.invoices.netAmount")}</PhoneLabel>
                {formatPrice(invoice.netAmount, lang)}
              </td>
              <td className={`${CELL_CLASS} font-semibold sm:text-end`}>
                <PhoneLabel>{t("orderAmend.invoices.totalAmount")}</PhoneLabel>
                {formatPrice(invoice.totalAmount, lang)}
              </td>
              <td className={`${CELL_CLASS} text-end max-sm:col-span-2`}>
                <a
                  href={invoicePdfPath(lang, code, invoice.invoiceId)}
                  download={`${invoice.invoiceId}.pdf`}
                  aria-label={t("orderAmend.invoices.downloadLabel", { id: invoice.invoiceId })}
                  aria-busy={pending === invoice.invoiceId || undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void download(invoice.invoiceId);
                  }}
                  className="inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <Icon name={pending === invoice.invoiceId ? "spinner" : "arrow-end"} className="size-4" />
                  {t("orderAmend.invoices.download")}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 ? (
        <nav aria-label={t("orderAmend.invoices.pages")} className="mt-4 flex flex-wrap justify-center gap-1">
          {Array.from({ length: totalPages }, (_, index) => {
            const target = { page: index, sort: query.sort };
            return (
              <Link
                key={index}
                to={invoicesPath(lang, code, invoiceQuerySearch(target))}
                aria-current={index === page ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onQuery(target);
                }}
                className={`flex size-9 items-center justify-center rounded-full text-sm font-semibold ${
                  index === page ? "bg-brand-700 text-white" : "text-ink-700 hover:bg-ink-100"
                }`}
              >
                {index + 1}
              </Link>
            );
          })}
        </nav>
      ) : null}
    </div>
  );
}
