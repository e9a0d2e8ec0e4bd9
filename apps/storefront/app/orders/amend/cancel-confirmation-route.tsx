/**
 * `/{lang}/my-account/order/cancel/confirmation/{code}?qty-{entryNumber}=n` (account spec §2.17, §4.8, §8): the
 * chosen rows, read-only, with their amounts; Back returns to the cancel page with the same quantities; Submit
 * posts them (hidden fields) to this route's action, which sends POST …/cancellation. Success: a confirmation
 * notice and the order history. A refusal: every message the API gave, the page as it was.
 */
import { formatFils } from "@dukkan/money";
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cancel-confirmation-route";
import { useLanguage } from "../../i18n/use-language";
import { privatePageMeta } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import {
  AmendEntryCells,
  AmendRefusal,
  AmendScreen,
  AmendTable,
  CELL_CLASS,
  PhoneLabel,
  ROW_CLASS,
} from "./amend-entry";
import { cancelPath, orderHistoryPath } from "./amend-paths";
import {
  cancellableEntries,
  cancellationRequest,
  chosenRows,
  isValidReading,
  quantitiesSearch,
  quantityField,
  kitGroups,
  readQuantities,
  totalAmountFils,
} from "./cancel-quantities";
import { cancelOrder, customerOrder, refusalMessages } from "./order-amend.server";
import { loadAccountPage, readAccountForm } from "../../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams, t }) => {
    const order = await customerOrder(args.params.code, context);
    const entries = order.cancellable ? cancellableEntries(order) : [];
    const reading = readQuantities(searchParams, entries, kitGroups(order));
    // Nothing (valid) chosen, or the order changed meanwhile: back to choosing, with what was chosen.
    if (!isValidReading(reading))
      throw redirect(cancelPath(language, order.code, quantitiesSearch(reading.quantities)));
    const rows = chosenRows(entries, reading.quantities);
    return {
      code: order.code,
      rows,
      totalFils: totalAmountFils(rows),
      search: quantitiesSearch(reading.quantities),
      title: t("orderAmend.confirmTitle", { code: order.code }),
    };
  });

export type CancelSubmitData = { messages: string[] };

export async function action(args: Route.ActionArgs) {
  const { language, session, context, t, form } = await readAccountForm(args);
  const order = await customerOrder(args.params.code, context);
  const entries = order.cancellable ? cancellableEntries(order) : [];
  const reading = readQuantities(form, entries, kitGroups(order));
  if (!isValidReading(reading)) return redirect(cancelPath(language, order.code, quantitiesSearch(reading.quantities)));
  try {
    await cancelOrder(order.code, cancellationRequest(chosenRows(entries, reading.quantities)), context);
  } catch (error) {
    return data<CancelSubmitData>({ messages: refusalMessages(error) }, 400);
  }
  const text = t("orderDetails.cancellationAndReturn.cancelSuccess", { orderCode: order.code });
  session.set("notice", { tone: "success", text });
  return redirect(orderHistoryPath(language), { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function CancelConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code, rows, totalFils, search, title } = loaderData;
  const refused = actionData as CancelSubmitData | undefined;
  const submitting = useNavigation().state === "submitting";
  return (
    <AmendScreen
      code={code}
      steps={[
        { label: t("orderAmend.cancelOrder"), to: cancelPath(lang, code, search) },
        { label: t("orderAmend.confirm") },
      ]}
      title={title}
    >
      <p className="mt-2 text-ink-600">{t("orderAmend.confirmHint")}</p>
      {refused ? <AmendRefusal messages={refused.messages} testId="cancel-errors" /> : null}
      <AmendTable
        footer={
          <tr className="max-sm:flex max-sm:justify-between max-sm:py-4">
            <th scope="row" colSpan={3} className="py-3 text-start font-semibold text-ink-900">
              {t("orderAmend.cancelTotal")}
            </th>
            <td className="py-3 text-end text-base font-bold text-ink-900" data-testid="cancel-confirmation-total">
              {formatFils(totalFils, lang)}
            </td>
          </tr>
        }
        caption={t("orderAmend.confirmTableCaption")}
        columns={["orderAmend.item", "orderAmend.itemPrice", "orderAmend.cancelQuantity", "orderAmend.amount"]}
      >
        {rows.map(({ entry, quantity, amountFils }) => (
          <tr key={entry.entryNumber} className={ROW_CLASS} data-testid="cancel-confirmation-row">
            <AmendEntryCells entry={entry} />
            <td className={CELL_CLASS} data-testid="cancel-confirmation-quantity">
              <PhoneLabel>{t("orderAmend.cancelQuantity")}</PhoneLabel>
              {quantity}
            </td>
            <td className={`${CELL_CLASS} text-end font-semibold text-ink-900`}>
              <PhoneLabel>{t("orderAmend.amount")}</PhoneLabel>
              {formatFils(amountFils, lang)}
            </td>
          </tr>
        ))}
      </AmendTable>
      <p className="mt-2 text-xs text-ink-500">{t("orderAmend.refundNote")}</p>
      <Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {rows.map(({ entry, quantity }) => (
          <input key={entry.entryNumber} type="hidden" name={quantityField(entry.entryNumber)} value={quantity} />
        ))}
        <LinkButton to={cancelPath(lang, code, search)} variant="secondary" size="md">
          {t("orderAmend.back")}
        </LinkButton>
        <Button type="submit" variant="danger" size="md" disabled={submitting}>
          {submitting ? t("orderAmend.submitting") : t("orderAmend.submitCancel")}
        </Button>
      </Form>
    </AmendScreen>
  );
}
