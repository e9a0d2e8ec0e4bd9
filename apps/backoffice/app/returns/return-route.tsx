/**
 * One return request (support, fulfilment and the owner): its order and customer, the items with their quantities
 * and refunds, the reason, the customer's files, the history, the refund's amount and how it went back; and the
 * next step its state allows to the member's role, as plain forms posted to this route's action (they work before
 * scripts): approve, reject with a message, mark the items received (choosing which go back on sale), refund
 * (to the card, or in cash when the API allows it: a cash order, or a card refund the gateway refused).
 */
import type { Language } from "@dukkan/i18n";
import { formatFils } from "@dukkan/money";
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import { orNotFound, StaffApiError } from "../api/staff-api.server";
import type { StaffReturn, StaffReturnEvent } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/return-route";
import { lastRefusal, refusalKey, RETURN_STEPS, returnSteps, stepBody, type ReturnStep } from "./return-actions";
import { StatusBadge } from "./status-badge";

export const meta: Route.MetaFunction = ({ params }) =>
  pageTitle(params.lang, "returns.detailTitle", { rma: params.rma });

async function loadReturn(api: Awaited<ReturnType<typeof requireStaff>>["api"], rma: string, language: Language) {
  return orNotFound(
    api<StaffReturn>(`/returns/${encodeURIComponent(rma)}`, { query: new URLSearchParams({ lang: language }) }),
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "returns")) throw redirect(`/${language}/`);
  const returned = await loadReturn(api, params.rma, language);
  return {
    returned,
    language,
    steps: returnSteps(returned, staff.role),
    mayOpenOrders: mayOpen(staff.role, "orders"),
    mayOpenCustomers: mayOpen(staff.role, "customers"),
  };
}

type StepOutcome = { error: string } | { done: string };

export async function action({ request, params }: Route.ActionArgs): Promise<StepOutcome> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "returns")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const step = String(form.get("intent") ?? "") as ReturnStep;
  if (!RETURN_STEPS.includes(step)) return { error: "returns.errors.unknown" };
  const returned = await loadReturn(api, params.rma, language);
  const built = stepBody(step, form, returned);
  if ("missing" in built) {
    return { error: built.missing === "message" ? "returns.errors.missingMessage" : "returns.errors.missingMethod" };
  }
  try {
    await api(`/returns/${encodeURIComponent(params.rma)}/${step}`, { body: built.body });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      return { error: refusalKey(error.status, error.errors[0]?.reason) };
    }
    throw error;
  }
  const method = "method" in built.body ? String(built.body.method) : "";
  return { done: step === "refund" ? `returns.done.refund${method}` : `returns.done.${step}` };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap gap-x-3 py-1">
      <dt className="w-32 shrink-0 font-semibold text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function HistoryLine({ event, language }: { event: StaffReturnEvent; language: Language }) {
  const { t } = useTranslation();
  const amount = event.amountFils === null ? "" : formatFils(event.amountFils, language);
  const text =
    event.kind === "STATUS"
      ? t(`returns.statuses.${event.toStatus ?? "APPROVAL_PENDING"}`)
      : t(`returns.historyText.${event.kind}`, { amount, code: event.gatewayCode ?? "–" });
  return (
    <li className="flex flex-wrap gap-x-3">
      <span className="text-ink-500">{formatDateTime(event.at, language)}</span>
      <span>{text}</span>
      <span className="text-ink-500">{t(`actors.${event.actorType}`, { defaultValue: event.actorType })}</span>
      {event.message && <span className="italic">“{event.message}”</span>}
    </li>
  );
}

export default function ReturnPage({
  loaderData: { returned, language, steps, mayOpenOrders, mayOpenCustomers },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const money = (fils: number) => formatFils(fils, language);
  const refusal = lastRefusal(returned);
  const customerName = returned.customerName ?? returned.customerEmail ?? "–";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/returns`} className="text-brand-700 underline">
          {t("returns.backToList")}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("returns.detailTitle", { rma: returned.rma })}</h1>
        <StatusBadge status={returned.status} testId="return-status" />
      </div>
      <div className="mb-4" aria-live="polite">
        {actionData && "error" in actionData && <FormAlert tone="error">{t(actionData.error)}</FormAlert>}
        {actionData && "done" in actionData && <FormAlert tone="success">{t(actionData.done)}</FormAlert>}
        {refusal && (
          <FormAlert tone="warning">
            {t("returns.refusal", {
              amount: money(refusal.amountFils ?? returned.refundFils),
              at: formatDateTime(refusal.at, language),
              code: refusal.gatewayCode ?? "–",
            })}
          </FormAlert>
        )}
        {returned.status === "REFUNDING" && <FormAlert tone="info">{t("returns.refunding")}</FormAlert>}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="min-w-0 space-y-4 md:col-span-2">
          <Section title={t("returns.items")}>
            <table className="w-full text-sm max-sm:block">
              <thead className="max-sm:sr-only">
                <tr>
                  <th scope="col" className="py-1 text-start">
                    {t("returns.product")}
                  </th>
                  <th scope="col" className="py-1 text-end">
                    {t("returns.quantity")}
                  </th>
                  <th scope="col" className="py-1 text-end">
                    {t("returns.received")}
                  </th>
                  <th scope="col" className="py-1 text-end">
                    {t("returns.restocked")}
                  </th>
                  <th scope="col" className="py-1 text-end">
                    {t("returns.refund")}
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:block">
                {returned.entries.map((entry) => (
                  <tr
                    key={entry.entryNumber}
                    className="border-t border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2"
                    data-testid="return-entry"
                  >
                    <td className="py-2 max-sm:col-span-2">
                      {entry.name} <span className="text-ink-500">({entry.productCode})</span>
                    </td>
                    <ItemCell label={t("returns.quantity")} testId="return-entry-quantity">
                      {entry.quantity}
                    </ItemCell>
                    <ItemCell label={t("returns.received")}>{entry.receivedQuantity ?? t("returns.notYet")}</ItemCell>
                    <ItemCell label={t("returns.restocked")}>
                      {entry.receivedQuantity === null ? "–" : entry.restockedQuantity}
                    </ItemCell>
                    <ItemCell label={t("returns.refund")}>{money(entry.refundFils)}</ItemCell>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title={t("returns.files")}>
            {returned.attachments.length === 0 ? (
              <p className="text-sm text-ink-600">{t("returns.noFiles")}</p>
            ) : (
              <ul className="space-y-1 text-sm" data-testid="return-files">
                {returned.attachments.map((file) => (
                  <li key={file.id}>
                    <a
                      href={`/${language}/returns/${encodeURIComponent(returned.rma)}/files/${encodeURIComponent(file.id)}`}
                      target="_blank"
                      rel="noreferrer"
                      className="break-all text-brand-700 underline"
                    >
                      {file.fileName}
                    </a>{" "}
                    <span className="text-ink-500">
                      ({t("returns.fileSize", { size: (file.size / 1024).toFixed(1) })})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t("returns.history")}>
            <ol className="space-y-2 text-sm" data-testid="return-history">
              {returned.history.map((event, index) => (
                <HistoryLine key={index} event={event} language={language} />
              ))}
            </ol>
          </Section>
        </div>
        <div className="min-w-0 space-y-4">
          <Section title={t("returns.summary")}>
            <dl className="text-sm">
              <Fact label={t("returns.order")}>
                {mayOpenOrders ? (
                  <Link
                    to={`/${language}/orders/${encodeURIComponent(returned.orderCode)}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {returned.orderCode}
                  </Link>
                ) : (
                  returned.orderCode
                )}
              </Fact>
              <Fact label={t("returns.customer")}>
                {mayOpenCustomers && returned.customerId ? (
                  <Link
                    to={`/${language}/customers/${encodeURIComponent(returned.customerId)}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {customerName}
                  </Link>
                ) : (
                  customerName
                )}
              </Fact>
              {returned.customerEmail && (
                <Fact label={t("returns.email")}>
                  <span dir="ltr" className="break-all">
                    {returned.customerEmail}
                  </span>
                </Fact>
              )}
              <Fact label={t("returns.requested")}>{formatDateTime(returned.createdAt, language)}</Fact>
              <Fact label={t("returns.reason")}>{returned.reason ?? t("returns.noReason")}</Fact>
              <Fact label={t("returns.payment")}>
                {t(`paymentModes.${returned.paymentMode}`, { defaultValue: returned.paymentMode })}
              </Fact>
              <Fact label={t("returns.refundAmount")} testId="return-refund">
                {money(returned.refundFils)}
                <span className="block text-xs text-ink-600">
                  {t("returns.refundVat", { amount: money(returned.taxFils) })}
                </span>
              </Fact>
              {returned.refundMethod && (
                <Fact label={t("returns.refundedWith")} testId="return-refund-method">
                  {t(`returns.methods.${returned.refundMethod}`)}
                  {returned.refundedAt && (
                    <span className="block text-xs text-ink-600">{formatDateTime(returned.refundedAt, language)}</span>
                  )}
                </Fact>
              )}
              {returned.creditNote && (
                <Fact label={t("returns.creditNote")}>
                  {/* The PDF the customer got (the staff invoice relay: support and fulfilment may read it). */}
                  <a
                    dir="ltr"
                    className="font-semibold text-brand-700 underline"
                    href={`/${language}/orders/${encodeURIComponent(returned.orderCode)}/invoices/${encodeURIComponent(returned.creditNote)}.pdf`}
                    data-testid="return-credit-note"
                  >
                    {t("returns.creditNotePdf", { number: returned.creditNote })}
                  </a>
                </Fact>
              )}
              {returned.staffMessage && <Fact label={t("returns.staffMessage")}>{returned.staffMessage}</Fact>}
            </dl>
          </Section>
          {steps.length > 0 && (
            <Section title={t("returns.actions")}>
              <div className="space-y-4">
                {steps.includes("approve") && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="approve" />
                    <Button type="submit" size="md" className="w-full" disabled={busy}>
                      {t("returns.steps.approve")}
                    </Button>
                  </Form>
                )}
                {steps.includes("reject") && <RejectForm busy={busy} />}
                {steps.includes("receive") && <ReceiveForm returned={returned} busy={busy} />}
                {steps.includes("refund") && (
                  <Form method="post" className="space-y-2">
                    <input type="hidden" name="intent" value="refund" />
                    {returned.refundMethods.map((method) => (
                      <Button
                        key={method}
                        type="submit"
                        name="method"
                        value={method}
                        size="md"
                        variant={method === returned.refundMethods[0] ? "primary" : "outline"}
                        className="w-full"
                        disabled={busy}
                      >
                        {t(`returns.refundWith.${method}`, { amount: money(returned.refundFils) })}
                      </Button>
                    ))}
                    {returned.refundMethods.includes("CASH") && (
                      <p className="text-xs text-ink-600">{t("returns.cashHint")}</p>
                    )}
                  </Form>
                )}
              </div>
            </Section>
          )}
        </div>
      </div>
    </>
  );
}

/** A cell of the items table; on a phone each row is a card and the cell names its column. */
function ItemCell({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <td className="py-2 text-end tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-2 max-sm:py-0.5">
      <span className="font-semibold text-ink-600 sm:hidden">{label}</span>
      <span data-testid={testId}>{children}</span>
    </td>
  );
}

function RejectForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="space-y-2 border-t border-ink-100 pt-4">
      <input type="hidden" name="intent" value="reject" />
      <label className="block">
        <span className={LABEL_CLASS}>{t("returns.rejectMessage")}</span>
        <textarea
          name="message"
          required
          maxLength={1000}
          rows={3}
          aria-describedby="reject-hint"
          className={INPUT_CLASS}
        />
      </label>
      <p id="reject-hint" className="text-xs text-ink-600">
        {t("returns.rejectHint")}
      </p>
      <Button type="submit" variant="danger" size="md" className="w-full" disabled={busy}>
        {t("returns.steps.reject")}
      </Button>
    </Form>
  );
}

function ReceiveForm({ returned, busy }: { returned: StaffReturn; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="receive" />
      <fieldset>
        <legend className="mb-2 text-sm text-ink-700">{t("returns.receiveHint")}</legend>
        {returned.entries.map((entry) => (
          <label key={entry.entryNumber} className="flex items-start gap-2 py-1 text-sm">
            <input
              type="checkbox"
              name={`restock-${entry.entryNumber}`}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <span>{t("returns.restock", { name: entry.name, count: entry.quantity })}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="md" className="w-full" disabled={busy}>
        {t("returns.steps.receive")}
      </Button>
    </Form>
  );
}
