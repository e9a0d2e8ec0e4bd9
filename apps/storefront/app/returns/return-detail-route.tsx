/**
 * /{lang}/my-account/returns/{rma} (account spec §2.19 Detail, §4.8, §9): the overview (return number, order,
 * reason, status, the files with their size in KB (each opens through the file relay), staff's message on a rejection), the items (picture, name,
 * code, item price, return quantity, refund), the totals (subtotal, promotions no longer earned, delivery not
 * refunded, the estimated refund, or the final one once REFUNDED, with the credit note), Back to the list and
 * 'Cancel return' while cancellable: before scripts a form posting here, once they run a confirmation dialog posting
 * to the same action (decision 0073).
 */
import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import type { ReturnRequest } from "@dukkan/occ/returns";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/return-detail-route";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { primaryImage } from "../product/tile/product-display";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import type { ConfirmRefusal } from "../ui/confirm-dialog";
import { useDialogLauncher } from "../ui/use-dialog-launcher";
import { invoicePdfPath, orderDetailsPath } from "../orders/amend/amend-paths";
import { returnDetailPath, returnFilePath, returnsListPath } from "./return-paths";
import { cancelReturn, loadReturn } from "./returns.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

/** Spec §2.19: the final refund shows in these statuses only. */
const FINAL = new Set(["COMPLETED", "REFUNDING", "REFUNDED"]);

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, session, context, t }) => {
    const returned = await loadReturn(args.params.rma, context);
    if (!returned) throw data(null, { status: 404 });
    // A link from before return numbers had their letter (00000012 for R00000012, decision 0068) lands on the
    // page's own address.
    if (returned.rma !== args.params.rma) {
      throw redirect(returnDetailPath(language, returned.rma), { headers: await sessionHeaders(session) });
    }
    return { returned, title: t("returns.detailTitle", { rma: returned.rma }) };
  });

export async function action(args: Route.ActionArgs) {
  const { params } = args;
  const { language, session, context, t } = await readAccountForm(args);
  try {
    await cancelReturn(params.rma, context);
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status < 500) {
      return data<ConfirmRefusal>({ messages: [error.errors[0]?.message ?? error.message] }, 400);
    }
    throw error;
  }
  session.set("notice", {
    tone: "success",
    text: t("returnRequest.cancelSuccess", { rma: params.rma }),
  });
  return redirect(returnDetailPath(language, params.rma), { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

const money = (price: { value: number }, language: Language) => formatFils(toFils(price.value), language);

const ConfirmDialog = lazy(() => import("../ui/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase text-ink-500">{label}</dt>
      <dd className="text-ink-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Totals({ returned, language }: { returned: ReturnRequest; language: Language }) {
  const { t } = useTranslation();
  const final = FINAL.has(returned.status);
  const rows: [string, string, string?][] = [
    [t("returns.subtotal"), money(returned.subTotal, language)],
    ...(returned.orderGlobalDiscounts.value > 0
      ? [[t("returns.promotions"), `−${money(returned.orderGlobalDiscounts, language)}`] as [string, string]]
      : []),
    [t("returns.deliveryCost"), money(returned.deliveryCost, language)],
    [
      final ? t("returns.finalRefund") : t("returns.estimatedRefund"),
      money(returned.totalRefundAmount, language),
      "return-refund-total",
    ],
  ];
  return (
    <dl className="ms-auto flex w-full max-w-sm flex-col gap-2 text-sm">
      {rows.map(([label, value, testId], index) => (
        <div
          key={label}
          className={`flex justify-between gap-4 ${index === rows.length - 1 ? "border-t border-ink-200 pt-2 text-base font-bold" : ""}`}
        >
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
      <p className="text-xs text-ink-500">{t("returns.refundNote")}</p>
    </dl>
  );
}

export default function ReturnDetailPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { returned } = loaderData;
  const cancelling = useNavigation().state === "submitting";
  const refused = actionData as ConfirmRefusal | undefined;
  const hydrated = useHydrated();
  const { open, show, close, trigger } = useDialogLauncher();
  const orderCode = returned.order.code;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-16 pt-4 sm:pt-6" data-testid="return-detail">
      <Breadcrumbs
        trail={[{ label: t("returns.allReturns"), to: returnsListPath(language) }, { label: returned.rma }]}
      />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{loaderData.title}</h1>
      {refused?.messages?.map((message) => (
        <FormAlert key={message} tone="error">
          {message}
        </FormAlert>
      ))}
      <section aria-labelledby="return-overview" className="rounded-2xl border border-ink-200 p-4 sm:p-6">
        <h2 id="return-overview" className="text-lg font-semibold text-ink-900">
          {t("returns.overview")}
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={t("returns.rma")}>{returned.rma}</Fact>
          <Fact label={t("returns.orderCode")}>
            <Link to={orderDetailsPath(language, orderCode)} className="text-brand-700 underline">
              {orderCode}
            </Link>
          </Fact>
          <Fact label={t("returns.reasonLabel")}>{returned.reason?.name ?? "—"}</Fact>
          <Fact label={t("returns.status")} testId="return-status">
            {returned.statusDisplay}
          </Fact>
        </dl>
        <div className="mt-4">
          <h3 className="text-xs font-semibold uppercase text-ink-500">{t("returns.attachments")}</h3>
          {returned.attachments.length === 0 ? (
            <p className="text-sm text-ink-700">{t("returns.noAttachments")}</p>
          ) : (
            <ul className="mt-1 text-sm text-ink-700" data-testid="return-attachments">
              {returned.attachments.map((file) => (
                <li key={file.id}>
                  {/* A new tab: pictures and PDFs open in the browser's viewer, the page stays. */}
                  <a
                    href={returnFilePath(language, returned.rma, file.id)}
                    target="_blank"
                    rel="noreferrer"
                    className="break-all text-brand-700 underline"
                  >
                    {file.realFileName || file.name}
                  </a>{" "}
                  ({t("returns.fileSize", { size: (file.size / 1024).toFixed(1) })})
                </li>
              ))}
            </ul>
          )}
        </div>
        {returned.rejectionMessage ? (
          <p className="mt-4 text-sm">
            <span className="font-semibold">{t("returns.rejectionMessage")}: </span>
            {returned.rejectionMessage}
          </p>
        ) : null}
        {returned.refundMethod ? (
          <p className="mt-4 text-sm font-semibold text-ink-900">
            {t(
              returned.refundMethod === "CASH"
                ? "returns.refundedCash"
                : returned.refundMethod === "POINTS"
                  ? "returns.refundedPoints"
                  : "returns.refundedCard",
            )}
          </p>
        ) : null}
        {returned.creditNote ? (
          <a
            href={invoicePdfPath(language, orderCode, returned.creditNote.invoiceId)}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
            data-testid="return-credit-note"
          >
            {t("returns.creditNote", { number: returned.creditNote.invoiceId })}
          </a>
        ) : null}
      </section>
      <section aria-labelledby="return-items">
        <h2 id="return-items" className="text-lg font-semibold text-ink-900">
          {t("returns.items")}
        </h2>
        <table className="mt-2 w-full border-collapse text-sm">
          <caption className="sr-only">{t("returns.itemsCaption")}</caption>
          <thead className="border-b border-ink-200 text-xs font-semibold uppercase text-ink-500 max-sm:sr-only">
            <tr>
              <th scope="col" className="py-2 text-start">
                {t("returns.item")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("returns.itemPrice")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("returns.expectedQuantity")}
              </th>
              <th scope="col" className="py-2 text-end">
                {t("returns.refundTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {returned.returnEntries.map((line) => {
              const product = line.orderEntry.product;
              const image = product ? primaryImage(product, "thumbnail") : undefined;
              return (
                <tr
                  key={line.orderEntry.entryNumber}
                  className="border-b border-ink-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-2 max-sm:py-3"
                  data-testid="return-item"
                >
                  <td className="py-3 pe-3 max-sm:col-span-2">
                    <div className="flex items-center gap-3">
                      {image ? (
                        <img src={image.url} alt="" className="size-14 rounded-lg object-contain" loading="lazy" />
                      ) : (
                        <span aria-hidden="true" className="size-14 rounded-lg bg-ink-100" />
                      )}
                      <div>
                        <p className="font-semibold text-ink-900">{product?.name ?? product?.code}</p>
                        <p className="text-xs text-ink-500">
                          {t("orderAmend.itemCode", { code: product?.code ?? "" })}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="py-3 pe-3">
                    {line.orderEntry.basePrice ? money(line.orderEntry.basePrice, language) : null}
                  </td>
                  <td className="py-3 pe-3" data-testid="return-item-quantity">
                    <span className="me-2 text-xs font-semibold uppercase text-ink-500 sm:hidden" aria-hidden="true">
                      {t("returns.expectedQuantity")}
                    </span>
                    {line.expectedQuantity}
                  </td>
                  <td className="py-3 text-end font-semibold text-ink-900">{money(line.refundAmount, language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <Totals returned={returned} language={language} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <LinkButton to={returnsListPath(language)} variant="secondary" size="md">
          {t("returns.backToList")}
        </LinkButton>
        {returned.cancellable && hydrated ? (
          <>
            <Button
              ref={trigger}
              type="button"
              variant="danger"
              size="md"
              onClick={show}
              aria-haspopup="dialog"
              data-testid="cancel-return"
            >
              {t("returns.cancelReturn")}
            </Button>
            {open ? (
              <Suspense fallback={null}>
                <ConfirmDialog
                  title={t("returns.cancelTitle", { rma: returned.rma })}
                  description={t("returns.cancelDescription")}
                  rejectLabel={t("returns.keepReturn")}
                  acceptLabel={t("returns.cancelReturn")}
                  action={returnDetailPath(language, returned.rma)}
                  onClose={close}
                  testId="cancel-return-dialog"
                />
              </Suspense>
            ) : null}
          </>
        ) : returned.cancellable ? (
          <Form method="post">
            <Button type="submit" variant="danger" size="md" disabled={cancelling} data-testid="cancel-return">
              {cancelling ? t("returns.cancelling") : t("returns.cancelReturn")}
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
