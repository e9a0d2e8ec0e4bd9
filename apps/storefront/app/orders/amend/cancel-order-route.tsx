/**
 * `/{lang}/my-account/order/cancel/{code}` (account spec §2.17, §4.8): the entries the customer may still cancel,
 * each with a 0..max counter, 'Set all to max', Back and Continue. Continue posts here; valid quantities go on to
 * the confirmation page in its URL (`?qty-{entryNumber}=n`), so the choice survives Back, a reload and pages
 * without scripts (decision 0042). Whole-order-only cancellation (spec §4.8) never reaches this page: the API
 * calls an order cancellable only while nothing has left the warehouse.
 */
import { formatFils, toFils } from "@dukkan/money";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cancel-order-route";
import { useLanguage } from "../../i18n/use-language";
import { privatePageMeta } from "../../seo/page-meta";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { AmendEntryCells, AmendScreen, AmendTable, CELL_CLASS, PhoneLabel, ROW_CLASS } from "./amend-entry";
import { cancelConfirmationPath, cancelPath, orderDetailsPath } from "./amend-paths";
import { CancelQuantityField } from "./cancel-quantity-field";
import {
  cancellableEntries,
  isValidReading,
  maxQuantities,
  quantitiesSearch,
  quantityField,
  kitGroups,
  readQuantities,
  withKitQuantities,
  type CancelQuantities,
  type QuantitiesReading,
} from "./cancel-quantities";
import { customerOrder } from "./order-amend.server";
import { loadAccountPage, readAccountForm } from "../../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, searchParams, t }) => {
    const order = await customerOrder(args.params.code, context);
    const entries = order.cancellable ? cancellableEntries(order) : [];
    // Back from the confirmation (or 'Set all to max' before scripts): the quantities in the URL.
    const kits = kitGroups(order);
    const { quantities } = readQuantities(searchParams, entries, kits);
    return { code: order.code, entries, kits, quantities, title: t("orderAmend.cancelTitle", { code: order.code }) };
  });

export type CancelActionData = Pick<QuantitiesReading, "errors" | "formError"> & { quantities: CancelQuantities };

export async function action(args: Route.ActionArgs) {
  const { language, context, form } = await readAccountForm(args);
  const order = await customerOrder(args.params.code, context);
  const entries = order.cancellable ? cancellableEntries(order) : [];
  if (form.get("intent") === "max") {
    return redirect(cancelPath(language, order.code, quantitiesSearch(maxQuantities(entries))));
  }
  const reading = readQuantities(form, entries, kitGroups(order));
  if (!isValidReading(reading)) return data<CancelActionData>(reading, 400);
  return redirect(cancelConfirmationPath(language, order.code, quantitiesSearch(reading.quantities)));
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function CancelOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code, entries, kits, title } = loaderData;
  const refused = actionData as CancelActionData | undefined;
  const busy = useNavigation().state !== "idle";
  // What the counters show: the refused form's values, else the URL's; 'Set all to max' fills them in place.
  const [quantities, setQuantities] = useState<CancelQuantities>(refused?.quantities ?? loaderData.quantities);
  const [shown, setShown] = useState({ refused, loaded: loaderData.quantities });
  if (shown.refused !== refused || shown.loaded !== loaderData.quantities) {
    setShown({ refused, loaded: loaderData.quantities });
    setQuantities(refused?.quantities ?? loaderData.quantities);
  }
  const errors = refused?.errors ?? {};
  return (
    <AmendScreen code={code} steps={[{ label: t("orderAmend.cancelOrder") }]} title={title}>
      {entries.length === 0 ? (
        <>
          <FormAlert tone="info">{t("orderAmend.notCancellable")}</FormAlert>
          <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md" className="mt-6">
            {t("orderAmend.back")}
          </LinkButton>
        </>
      ) : (
        <Form method="post" noValidate data-testid="cancel-order-form">
          {/* Enter in a counter continues: the form's first submit button is its default. Hidden from assistive
              technology, which reaches the visible Continue button below. */}
          <button type="submit" name="intent" value="continue" tabIndex={-1} aria-hidden="true" className="sr-only">
            {t("orderAmend.continue")}
          </button>
          <p className="mt-2 text-ink-600">{t("orderAmend.cancelHint")}</p>
          {refused?.formError ? <FormAlert tone="error">{t(`orderAmend.${refused.formError}`)}</FormAlert> : null}
          {Object.keys(errors).length > 0 ? <FormAlert tone="error">{t("orderAmend.fixQuantities")}</FormAlert> : null}
          <div className="mt-4 flex justify-end">
            <Button
              type="submit"
              name="intent"
              value="max"
              variant="outline"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                setQuantities(maxQuantities(entries));
              }}
            >
              {t("orderAmend.setAllToMax")}
            </Button>
          </div>
          <AmendTable
            caption={t("orderAmend.cancelTableCaption")}
            columns={[
              "orderAmend.item",
              "orderAmend.itemPrice",
              "orderAmend.quantityOfMax",
              "orderAmend.cancelQuantity",
              "orderAmend.amount",
            ]}
          >
            {entries.map((entry) => {
              const max = entry.cancellableQuantity ?? 0;
              const quantity = quantities[entry.entryNumber] ?? 0;
              const error = errors[entry.entryNumber];
              const errorId = error ? `cancel-error-${entry.entryNumber}` : undefined;
              const name = entry.product?.name ?? entry.product?.code ?? "";
              return (
                <tr key={entry.entryNumber} className={ROW_CLASS} data-testid="cancel-entry">
                  <AmendEntryCells entry={entry} />
                  <td className={CELL_CLASS}>
                    <PhoneLabel>{t("orderAmend.quantityOfMax")}</PhoneLabel>
                    {t("orderAmend.quantityOf", { quantity: entry.quantity ?? max, max })}
                  </td>
                  <td className={CELL_CLASS}>
                    <CancelQuantityField
                      name={quantityField(entry.entryNumber)}
                      productName={name}
                      max={max}
                      value={quantity}
                      onChange={(value) =>
                        setQuantities((current) => withKitQuantities(kits, { ...current, [entry.entryNumber]: value }))
                      }
                      invalid={Boolean(error)}
                      errorId={errorId}
                    />
                    {error ? (
                      <p id={errorId} className="mt-1 text-xs font-medium text-sale">
                        {t(error, { max })}
                      </p>
                    ) : null}
                  </td>
                  <td className={`${CELL_CLASS} text-end font-semibold text-ink-900`}>
                    <PhoneLabel>{t("orderAmend.amount")}</PhoneLabel>
                    {entry.basePrice ? formatFils(toFils(entry.basePrice.value) * quantity, lang) : null}
                  </td>
                </tr>
              );
            })}
          </AmendTable>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md">
              {t("orderAmend.back")}
            </LinkButton>
            <Button type="submit" name="intent" value="continue" size="md" disabled={busy}>
              {t("orderAmend.continue")}
            </Button>
          </div>
        </Form>
      )}
    </AmendScreen>
  );
}
