/**
 * `/{lang}/my-account/order/return/{code}` (account spec §2.18, §5): the entries the customer may still return,
 * each with a quantity field (0 to its returnable units), the reason select ('options' placeholder) and Continue.
 * Continue posts here; a valid choice goes on to the confirmation page in its URL (`?qty-{entry}=n&reason=`), so
 * it survives Back, a reload and pages without scripts. The files are chosen on the confirmation page, whose form
 * sends them with the request.
 */
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/return-order-route";
import { useLanguage } from "../i18n/use-language";
import { privatePageMeta } from "../seo/page-meta";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { SelectField } from "@dukkan/ui/select";
import {
  AmendEntryCells,
  AmendScreen,
  AmendTable,
  CELL_CLASS,
  PhoneLabel,
  ROW_CLASS,
} from "../orders/amend/amend-entry";
import { orderDetailsPath } from "../orders/amend/amend-paths";
import { customerOrder } from "../orders/amend/order-amend.server";
import {
  isValidReturn,
  quantityField,
  readReturnForm,
  REASON_FIELD,
  returnableEntries,
  returnSearch,
  type ReturnReading,
} from "./return-form";
import { returnConfirmationPath } from "./return-paths";
import { returnReasons } from "./returns.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, searchParams, t }) => {
    const order = await customerOrder(args.params.code, context);
    const entries = returnableEntries(order);
    const reasons = entries.length > 0 ? await returnReasons(context) : [];
    // Back from the confirmation: the choice in the URL.
    const chosen = readReturnForm(
      searchParams,
      entries,
      reasons.map((reason) => reason.code),
    );
    return {
      code: order.code,
      entries,
      reasons,
      chosen: { quantities: chosen.quantities, reason: chosen.reason },
      title: t("returns.title", { code: order.code }),
    };
  });

export async function action(args: Route.ActionArgs) {
  const { language, context, form } = await readAccountForm(args);
  const order = await customerOrder(args.params.code, context);
  const reasons = (await returnReasons(context)).map((reason) => reason.code);
  const reading = readReturnForm(form, returnableEntries(order), reasons);
  if (!isValidReturn(reading)) return data<ReturnReading>(reading, 400);
  return redirect(returnConfirmationPath(language, order.code, returnSearch(reading)));
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ReturnOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code, entries, reasons, title } = loaderData;
  const refused = actionData as ReturnReading | undefined;
  const chosen = refused ?? loaderData.chosen;
  const errors = refused?.errors ?? {};
  const busy = useNavigation().state !== "idle";
  return (
    <AmendScreen code={code} steps={[{ label: t("returns.returnItems") }]} title={title}>
      {entries.length === 0 ? (
        <>
          <FormAlert tone="info">{t("returns.notReturnable")}</FormAlert>
          <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md" className="mt-6">
            {t("returns.back")}
          </LinkButton>
        </>
      ) : (
        <Form method="post" noValidate data-testid="return-order-form">
          <p className="mt-2 text-ink-600">{t("returns.hint")}</p>
          {refused && (refused.formErrors.length > 0 || Object.keys(errors).length > 0) ? (
            <FormAlert tone="error">
              {refused.formErrors.length > 0
                ? refused.formErrors.map((key) => t(key)).join(" ")
                : t("returns.fixErrors")}
            </FormAlert>
          ) : null}
          <AmendTable
            caption={t("returns.tableCaption")}
            columns={["orderAmend.item", "orderAmend.itemPrice", "orderAmend.quantityOfMax", "returns.returnQuantity"]}
          >
            {entries.map((entry) => {
              const max = entry.returnableQuantity ?? 0;
              const error = errors[entry.entryNumber];
              const errorId = error ? `return-error-${entry.entryNumber}` : undefined;
              const name = entry.product?.name ?? entry.product?.code ?? "";
              const field = quantityField(entry.entryNumber);
              return (
                <tr key={entry.entryNumber} className={ROW_CLASS} data-testid="return-entry">
                  <AmendEntryCells entry={entry} />
                  <td className={CELL_CLASS}>
                    <PhoneLabel>{t("orderAmend.quantityOfMax")}</PhoneLabel>
                    {t("orderAmend.quantityOf", { quantity: entry.quantity ?? max, max })}
                  </td>
                  <td className={`${CELL_CLASS} text-end`}>
                    <label htmlFor={field} className="sr-only">
                      {t("returns.quantityLabel", { name })}
                    </label>
                    <input
                      id={field}
                      name={field}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      defaultValue={chosen.quantities[entry.entryNumber] ?? 0}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={errorId}
                      className="w-20 rounded-lg border border-ink-300 px-2 py-1.5 text-center text-base font-semibold text-ink-900 focus:outline-none focus:ring-2 focus:ring-brand-300 aria-invalid:border-sale"
                    />
                    {error ? (
                      <p id={errorId} className="mt-1 text-xs font-medium text-sale">
                        {t(error, { max })}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </AmendTable>
          <div className="mt-6 max-w-sm">
            <SelectField
              label={t("returns.reason")}
              name={REASON_FIELD}
              defaultValue={chosen.reason}
              required
              error={refused?.formErrors.includes("returns.reasonRequired") ? t("returns.reasonRequired") : undefined}
              options={[
                { value: "", label: t("returns.reasonPlaceholder") },
                ...reasons.map((reason) => ({ value: reason.code, label: reason.name })),
              ]}
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md">
              {t("returns.back")}
            </LinkButton>
            <Button type="submit" size="md" disabled={busy}>
              {t("returns.continue")}
            </Button>
          </div>
        </Form>
      )}
    </AmendScreen>
  );
}
