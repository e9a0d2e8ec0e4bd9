/**
 * One order: lines, customer, address, payment, consignments and history, with the lifecycle steps its state
 * allows as plain forms posted to this route's action (they work before scripts), and its PDFs; its return
 * requests link to their pages.
 */
import type { Language } from "@dukkan/i18n";
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { orNotFound, StaffApiError } from "../api/staff-api.server";
import type { StaffInvoiceList, StaffOrderDetail } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { mayOpen } from "../layout/navigation";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { requireStaff } from "../session/require-staff.server";
import { pageTitle } from "../i18n/page-title";
import { StatusBadge } from "../returns/status-badge";
import type { Route } from "./+types/order-route";
import { historyText } from "./order-history-text";
import { CARRIERS, cancellableLines, consignmentSteps, deliveryBody, mayAccept, mayCancel } from "./order-actions";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "order.title", { code: params.code });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "orders")) throw redirect(`/${language}/`);
  const code = encodeURIComponent(params.code);
  const detail = await orNotFound(
    api<StaffOrderDetail>(`/orders/${code}`, { query: new URLSearchParams({ lang: language }) }),
  );
  const invoices = await api<StaffInvoiceList>(`/orders/${code}/invoices`)
    .then((answer) => answer.invoices)
    .catch(() => []);
  return { detail, invoices, language };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { api } = await requireStaff(request, params);
  const form = await request.formData();
  const code = encodeURIComponent(params.code);
  const consignment = encodeURIComponent(String(form.get("consignment") ?? ""));
  const reason = String(form.get("reason") ?? "").trim() || undefined;
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "accept") await api(`/orders/${code}/accept`, { body: { reason } });
    else if (intent === "ship") {
      await api(`/orders/${code}/consignments/${consignment}/ship`, {
        body: {
          carrierCode: String(form.get("carrierCode") ?? ""),
          trackingId: String(form.get("trackingId") ?? "").trim(),
          reason,
        },
      });
    } else if (intent === "deliver") {
      await api(`/orders/${code}/consignments/${consignment}/deliver`, { body: deliveryBody(form, reason) });
    } else if (["pick", "ready-for-pickup", "hand-over"].includes(intent)) {
      await api(`/orders/${code}/consignments/${consignment}/${intent}`, { body: { reason } });
    } else if (intent === "cancel") {
      const entries = [...form.entries()]
        .filter(([name, value]) => name.startsWith("quantity-") && Number(value) > 0)
        .map(([name, value]) => ({ orderEntryNumber: Number(name.slice(9)), quantity: Number(value) }));
      const whole = form.get("scope") !== "part";
      await api(`/orders/${code}/cancellation`, {
        body: { reason, ...(whole ? {} : { cancellationRequestEntryInputs: entries }) },
      });
    } else return { error: "unknown" };
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const refusedFile = error.errors[0]?.subject === "file" ? error.errors[0].reason : undefined;
      if (refusedFile && PROOF_REFUSALS.includes(refusedFile)) return { proofRefused: refusedFile };
      return { error: error.message };
    }
    throw error;
  }
  return { done: intent };
}

/** The API's reasons for refusing a proof-of-delivery file, each with its message in both languages. */
const PROOF_REFUSALS: readonly string[] = ["fileType", "fileTooLarge", "empty"];

function HistoryLine({ event }: { event: StaffOrderDetail["events"][number] }) {
  const { t } = useTranslation();
  const { key, values } = historyText(event);
  const status = values.status ? t(`status.${values.status}`, { defaultValue: values.status }) : "";
  const returnStatus = values.returnStatus
    ? t(`returnStatus.${values.returnStatus}`, { defaultValue: values.returnStatus })
    : "";
  return <span>{t(key, { ...values, status, returnStatus })}</span>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default function OrderPage({ loaderData: { detail, invoices, language }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, events } = detail;
  const address = order.deliveryAddress;
  const base = `/${language}/orders/${encodeURIComponent(order.code)}`;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">{t("order.title", { code: order.code })}</h1>
        <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold" data-testid="order-status">
          {t(`status.${order.status}`, { defaultValue: order.status })}
        </span>
        <div className="ms-auto flex flex-wrap gap-3 text-sm">
          <a className="text-brand-700 underline" href={`${base}/packing-slip.pdf`}>
            {t("order.packingSlip")}
          </a>
          <a
            className="text-brand-700 underline"
            href={`/${language}/pick-list.pdf?orders=${encodeURIComponent(order.code)}`}
          >
            {t("order.pickList")}
          </a>
          {invoices.map((invoice) => (
            <a
              key={invoice.invoiceNumber}
              className="text-brand-700 underline"
              href={`${base}/invoices/${encodeURIComponent(invoice.invoiceNumber)}.pdf`}
            >
              {t("order.invoice", { number: invoice.invoiceNumber })}
            </a>
          ))}
        </div>
      </div>
      <div className="mb-4" aria-live="polite">
        {actionData && "error" in actionData && <FormAlert tone="error">{actionData.error}</FormAlert>}
        {actionData && "proofRefused" in actionData && (
          <FormAlert tone="error">{t(`order.proofRefused.${actionData.proofRefused}`)}</FormAlert>
        )}
        {actionData && "done" in actionData && (
          <FormAlert tone="success">{t(`order.done.${actionData.done}`)}</FormAlert>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="space-y-4 md:col-span-2">
          <Section title={t("order.lines")}>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start">
                  <th scope="col" className="py-1 text-start">
                    {t("order.product")}
                  </th>
                  <th scope="col" className="py-1 text-end">
                    {t("order.quantity")}
                  </th>
                  <th scope="col" className="py-1 text-end">
                    {t("order.lineTotal")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(order.entries ?? []).map((entry) => (
                  <tr key={entry.entryNumber} className="border-t border-ink-100">
                    <td className="py-2">
                      {entry.product?.name} <span className="text-ink-500">({entry.product?.code})</span>
                    </td>
                    <td className="py-2 text-end tabular-nums">{entry.quantity}</td>
                    <td className="py-2 text-end tabular-nums">{entry.totalPrice?.formattedValue}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-ink-200 font-semibold">
                  <td className="py-2" colSpan={2}>
                    {t("order.total")}
                  </td>
                  <td className="py-2 text-end tabular-nums">
                    {order.totalPriceWithTax?.formattedValue ?? order.totalPrice?.formattedValue}
                  </td>
                </tr>
              </tfoot>
            </table>
          </Section>
          <Section title={t("order.consignments")}>
            {(order.consignments ?? []).length === 0 && (
              <p className="text-sm text-ink-600">{t("order.noConsignments")}</p>
            )}
            <ul className="space-y-4">
              {(order.consignments ?? []).map((consignment) => (
                <li key={consignment.code} className="rounded-lg border border-ink-200 p-4">
                  <p className="font-semibold">
                    {consignment.code} ·{" "}
                    <span data-testid={`consignment-status-${consignment.code}`}>
                      {t(`status.${consignment.status}`, { defaultValue: consignment.status })}
                    </span>
                  </p>
                  {consignment.trackingID && (
                    <p className="text-sm text-ink-600">
                      {consignment.carrierDetails?.name} · <span dir="ltr">{consignment.trackingID}</span>
                    </p>
                  )}
                  {consignmentSteps(consignment, order.status).map((step) => (
                    <ConsignmentStepForm key={step} step={step} consignment={consignment.code} language={language} />
                  ))}
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t("order.history")}>
            <ol className="space-y-2 text-sm">
              {events.map((event, index) => (
                <li key={index} className="flex flex-wrap gap-x-3">
                  <span className="text-ink-500">{formatDateTime(event.at, language)}</span>
                  <HistoryLine event={event} />
                  <span className="text-ink-500">
                    {t(`actors.${event.actorType}`, { defaultValue: event.actorType })}
                  </span>
                  {event.reason && <span className="italic">“{event.reason}”</span>}
                </li>
              ))}
            </ol>
          </Section>
        </div>
        <div className="space-y-4">
          {(order.returnRequests ?? []).length > 0 && (
            <Section title={t("returns.ofOrder")}>
              <ul className="space-y-2 text-sm" data-testid="order-returns">
                {(order.returnRequests ?? []).map((request) => (
                  <li key={request.rma} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Link
                      to={`/${language}/returns/${encodeURIComponent(request.rma)}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("returns.ofOrderItem", { rma: request.rma })}
                    </Link>
                    <StatusBadge status={request.status} />
                    {request.creationTime && (
                      <span className="text-ink-600">{formatDateTime(request.creationTime, language)}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t("order.customer")}>
            <p className="text-sm">{order.user?.name}</p>
            <p className="text-sm text-ink-600">
              <span dir="ltr">{order.user?.uid}</span>
            </p>
          </Section>
          <Section title={t("order.address")}>
            {address ? (
              <address className="text-sm not-italic">
                {[address.firstName, address.lastName].filter(Boolean).join(" ")}
                <br />
                {[address.line1, address.line2].filter(Boolean).join(", ")}
                <br />
                {[address.town, address.region?.name].filter(Boolean).join(", ")}
                {address.phone && (
                  <>
                    <br />
                    <span dir="ltr">{address.phone}</span>
                  </>
                )}
              </address>
            ) : (
              <p className="text-sm">{order.deliveryPointOfService?.displayName ?? order.deliveryMode?.name}</p>
            )}
          </Section>
          <Section title={t("order.payment")}>
            <p className="text-sm">
              {t(`paymentModes.${order.paymentMode?.code}`, { defaultValue: order.paymentMode?.name ?? "" })}
            </p>
            {order.paymentInfo?.cardNumber && (
              <p className="text-sm text-ink-600 rtl:text-right" dir="ltr">
                {order.paymentInfo.cardNumber}
              </p>
            )}
          </Section>
          {(mayAccept(order) || mayCancel(order)) && (
            <Section title={t("order.actions")}>
              {mayAccept(order) && (
                <Form method="post" className="mb-4">
                  <input type="hidden" name="intent" value="accept" />
                  <Button type="submit" size="md" className="w-full">
                    {t("order.steps.accept")}
                  </Button>
                </Form>
              )}
              {mayCancel(order) && <CancelForm order={order} />}
            </Section>
          )}
        </div>
      </div>
    </>
  );
}

function ConsignmentStepForm({
  step,
  consignment,
  language,
}: {
  step: string;
  consignment: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const proofId = `proof-${consignment}`;
  return (
    <Form
      method="post"
      className="mt-3 flex flex-wrap items-end gap-3"
      // The delivery may carry a file: the browser sends it as multipart, with scripts or without.
      encType={step === "deliver" ? "multipart/form-data" : undefined}
    >
      <input type="hidden" name="intent" value={step} />
      <input type="hidden" name="consignment" value={consignment} />
      {step === "ship" && (
        <>
          <label>
            <span className={LABEL_CLASS}>{t("order.carrier")}</span>
            <select name="carrierCode" required className={INPUT_CLASS}>
              {CARRIERS.map((carrier) => (
                <option key={carrier.code} value={carrier.code}>
                  {carrier.name[language]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className={LABEL_CLASS}>{t("order.trackingNumber")}</span>
            <input name="trackingId" required maxLength={100} className={INPUT_CLASS} dir="ltr" />
          </label>
        </>
      )}
      {step === "deliver" && (
        <div className="min-w-0 basis-full">
          <label htmlFor={proofId} className={LABEL_CLASS}>
            {t("order.proofOfDelivery")}
          </label>
          <input
            id={proofId}
            type="file"
            name="proof"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            aria-describedby={`${proofId}-hint`}
            className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${proofId}-hint`} className="mt-1 text-sm text-ink-600">
            {t("order.proofHint")}
          </p>
        </div>
      )}
      <Button type="submit" size="md">
        {t(`order.steps.${step}`)}
      </Button>
    </Form>
  );
}

function CancelForm({ order }: { order: StaffOrderDetail["order"] }) {
  const { t } = useTranslation();
  const lines = cancellableLines(order);
  return (
    <Form method="post" className="space-y-3 border-t border-ink-100 pt-4">
      <input type="hidden" name="intent" value="cancel" />
      <fieldset>
        <legend className={LABEL_CLASS}>{t("order.cancelScope")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="scope" value="whole" defaultChecked className="accent-brand-600" />
          {t("order.cancelWhole")}
        </label>
        {lines.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="scope" value="part" className="accent-brand-600" />
            {t("order.cancelPart")}
          </label>
        )}
      </fieldset>
      {lines.map((line) => (
        <label key={line.entryNumber} className="block text-sm">
          <span className="block">{line.name}</span>
          <input
            type="number"
            name={`quantity-${line.entryNumber}`}
            min={0}
            max={line.max}
            defaultValue={0}
            className={INPUT_CLASS}
          />
        </label>
      ))}
      <label className="block">
        <span className={LABEL_CLASS}>{t("order.reason")}</span>
        <input name="reason" required maxLength={500} className={INPUT_CLASS} />
      </label>
      <Button type="submit" variant="danger" size="md" className="w-full">
        {t("order.steps.cancel")}
      </Button>
    </Form>
  );
}
