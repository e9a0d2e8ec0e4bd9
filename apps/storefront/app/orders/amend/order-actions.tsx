/**
 * The order details page's action bar (account spec §2.15 Actions, §2.20, §2.21): 'Cancel order' while the order
 * is cancellable, 'Download invoice' for a COMPLETED order, 'Invoices' (every tax invoice and credit note, whatever
 * the status), 'Reorder', and 'Attachments' when staff attached files. Before scripts run each is a link to a page
 * of its own (the dialogs' routes); after, the last three open dialogs that load those routes with fetchers.
 * The details page (app/orders/) renders `<OrderActions order lang />`; it may pass the attachments it loaded,
 * otherwise they are loaded here once scripts run.
 */
import type { Language } from "@dukkan/i18n";
import type { Order, OrderAttachmentList } from "@dukkan/occ/order";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useFetcher } from "react-router";
import { ModalDialog } from "@dukkan/ui/dialog";
import { buttonClass } from "@dukkan/ui/button";
import { Icon } from "@dukkan/ui/icon";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { returnOrderPath } from "../../returns/return-paths";
import { attachmentsPath, cancelPath, invoicesPath, reorderPath, taxInvoicePath } from "./amend-paths";
import { AttachmentTable } from "./attachment-table";
import type { AttachmentsData } from "./attachments-route";
import { openRelayedFile } from "./file-download";
import { InvoiceTable } from "./invoice-table";
import { invoiceQuerySearch } from "./invoice-query";
import type { InvoicesData } from "./invoices-route";
import { ReorderResults } from "./reorder-results";
import type { ReorderData } from "./reorder-route";

type Attachments = OrderAttachmentList["sapAttachments"];
type DialogName = "invoices" | "reorder" | "attachments";

const ACTION = buttonClass({ variant: "secondary", size: "sm" });
const PRIMARY_ACTION = buttonClass({ variant: "outline", size: "sm" });

export function OrderActions({
  order,
  lang,
  attachments,
}: {
  order: Order;
  lang: Language;
  attachments?: Attachments;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dialog, setDialog] = useState<DialogName>();
  const attachmentList = useFetcher<AttachmentsData>();
  const known = attachments ?? attachmentList.data?.attachments;
  const { load, state } = attachmentList;
  const loadAttachments = !attachments && hydrated && state === "idle" && !attachmentList.data;
  useEffect(() => {
    if (loadAttachments) void load(attachmentsPath(lang, order.code));
  }, [loadAttachments, load, lang, order.code]);

  // A dialog's button when scripts run, else a link to the page that holds the same content.
  const opener = (name: DialogName, href: string, label: string, className = ACTION) =>
    hydrated ? (
      <button type="button" className={className} onClick={() => setDialog(name)} data-testid={`order-action-${name}`}>
        {label}
      </button>
    ) : (
      <Link to={href} className={className} data-testid={`order-action-${name}`}>
        {label}
      </Link>
    );

  return (
    <div className="flex flex-wrap gap-2" data-testid="order-actions">
      {order.cancellable ? (
        <Link to={cancelPath(lang, order.code)} className={PRIMARY_ACTION} data-testid="order-action-cancel">
          {t("orderAmend.cancelOrder")}
        </Link>
      ) : null}
      {order.returnable ? (
        <Link to={returnOrderPath(lang, order.code)} className={PRIMARY_ACTION} data-testid="order-action-return">
          {t("returns.returnItems")}
        </Link>
      ) : null}
      {order.status === "COMPLETED" ? <TaxInvoiceButton lang={lang} code={order.code} /> : null}
      {opener("invoices", invoicesPath(lang, order.code), t("orderAmend.invoices.open"))}
      {opener("reorder", reorderPath(lang, order.code), t("orderAmend.reorder.open"))}
      {known && known.length > 0
        ? opener(
            "attachments",
            attachmentsPath(lang, order.code),
            t("orderAmend.attachments.open", { count: known.length }),
          )
        : null}
      {dialog === "invoices" ? (
        <InvoicesDialog lang={lang} code={order.code} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === "reorder" ? (
        <ReorderDialog lang={lang} code={order.code} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === "attachments" && known ? (
        <AttachmentsDialog
          data={attachmentList.data ?? { code: order.code, attachments: known, title: "" }}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </div>
  );
}

/** 'Download invoice' (spec §2.20): the tax invoice in a new tab; its failure is said next to the button. */
function TaxInvoiceButton({ lang, code }: { lang: Language; code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const href = taxInvoicePath(lang, code);
  return (
    <span className="inline-flex flex-col gap-1">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        aria-busy={state === "loading" || undefined}
        className={ACTION}
        data-testid="order-action-tax-invoice"
        onClick={(event) => {
          event.preventDefault();
          if (state === "loading") return;
          setState("loading");
          void openRelayedFile(href, `tax-invoice-${code}.pdf`).then((ok) => setState(ok ? "idle" : "failed"));
        }}
      >
        {state === "loading" ? <Icon name="spinner" className="size-4 animate-spin" /> : null}
        {t("orderAmend.downloadInvoice")}
      </a>
      {state === "failed" ? (
        <span role="alert" className="text-xs font-medium text-sale">
          {t("checkoutOrderConfirmation.invoiceGenerationError")}
        </span>
      ) : null}
    </span>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mt-6 flex items-center gap-2 text-sm text-ink-600">
      <Icon name="spinner" className="size-5 animate-spin" />
      {t("orderAmend.loading")}
    </p>
  );
}

function CloseButton({ onClose, label }: { onClose: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex justify-end">
      <button type="button" className={ACTION} onClick={onClose}>
        {label ?? t("orderAmend.close")}
      </button>
    </div>
  );
}

function InvoicesDialog({ lang, code, onClose }: { lang: Language; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const invoices = useFetcher<InvoicesData>();
  const { load } = invoices;
  useEffect(() => {
    void load(invoicesPath(lang, code));
  }, [load, lang, code]);
  const data = invoices.data;
  return (
    <ModalDialog title={t("orderAmend.invoices.title")} size="lg" onClose={onClose}>
      {data ? (
        <div aria-busy={invoices.state === "loading" || undefined}>
          <InvoiceTable
            data={data}
            onQuery={(query) => void load(invoicesPath(lang, code, invoiceQuerySearch(query)))}
          />
        </div>
      ) : (
        <Loading />
      )}
      <CloseButton onClose={onClose} />
    </ModalDialog>
  );
}

function ReorderDialog({ lang, code, onClose }: { lang: Language; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reorder = useFetcher<ReorderData>();
  const result = reorder.data;
  return (
    <ModalDialog title={t("orderAmend.reorder.title")} onClose={onClose}>
      {result ? (
        <>
          <ReorderResults result={result} />
          <CloseButton onClose={onClose} />
        </>
      ) : reorder.state !== "idle" ? (
        <Loading />
      ) : (
        <reorder.Form method="post" action={reorderPath(lang, code)} className="mt-4">
          <p className="text-sm text-ink-700">{t("orderAmend.reorder.confirmText")}</p>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={ACTION} onClick={onClose}>
              {t("orderAmend.reorder.cancel")}
            </button>
            <button type="submit" className={buttonClass({ size: "sm" })}>
              {t("orderAmend.reorder.continue")}
            </button>
          </div>
        </reorder.Form>
      )}
    </ModalDialog>
  );
}

function AttachmentsDialog({ data, onClose }: { data: AttachmentsData; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t("orderAmend.attachments.title")} size="lg" onClose={onClose}>
      <AttachmentTable data={data} />
      <CloseButton onClose={onClose} label={t("orderAmend.attachments.cancel")} />
    </ModalDialog>
  );
}
