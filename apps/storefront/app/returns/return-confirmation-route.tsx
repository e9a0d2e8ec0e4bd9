/**
 * `/{lang}/my-account/order/return/confirmation/{code}?qty-{entry}=n&reason=` (account spec §2.18, §4.8 return
 * flow, §8): the chosen rows read-only with the reason, the optional files, Back (to the return screen with the
 * same choice) and Submit. The action runs the pre-check (its first message shown, the page as it was), creates the
 * request, then sets the reason and uploads the files in parallel; a failure of those two is a notice
 * (`upliadFailure`) and the flow still ends on the request's page with the success message.
 */
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/return-confirmation-route";
import { useLanguage } from "../i18n/use-language";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { RETURN_ATTACHMENT_LIMITS } from "@dukkan/occ/returns-constants";
import {
  AmendEntryCells,
  AmendRefusal,
  AmendScreen,
  AmendTable,
  CELL_CLASS,
  PhoneLabel,
  ROW_CLASS,
} from "../orders/amend/amend-entry";
import { customerOrder, refusalMessages } from "../orders/amend/order-amend.server";
import {
  chosenReturnRows,
  isValidReturn,
  quantityField,
  readReturnForm,
  REASON_FIELD,
  returnableEntries,
  returnRequestBody,
  returnSearch,
} from "./return-form";
import { returnDetailPath, returnOrderPath } from "./return-paths";
import { checkReturn, createReturn, returnReasons, setReturnReason, uploadReturnFiles } from "./returns.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

const FILES_FIELD = "media";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, context, searchParams, t }) => {
    const order = await customerOrder(args.params.code, context);
    const entries = returnableEntries(order);
    const reasons = await returnReasons(context);
    const reading = readReturnForm(
      searchParams,
      entries,
      reasons.map((reason) => reason.code),
    );
    // Nothing valid chosen, or the order changed meanwhile: back to choosing, with what was chosen.
    if (!isValidReturn(reading)) throw redirect(returnOrderPath(language, order.code, returnSearch(reading)));
    return {
      code: order.code,
      rows: chosenReturnRows(entries, reading.quantities),
      reason: reading.reason,
      reasonName: reasons.find((reason) => reason.code === reading.reason)?.name ?? reading.reason,
      search: returnSearch(reading),
      title: t("returns.confirmTitle", { code: order.code }),
    };
  });

export type ReturnSubmitData = { messages: string[] };

export async function action(args: Route.ActionArgs) {
  const { language, session, context, t, form } = await readAccountForm(args);
  const order = await customerOrder(args.params.code, context);
  const entries = returnableEntries(order);
  const reasons = (await returnReasons(context)).map((reason) => reason.code);
  const reading = readReturnForm(form, entries, reasons);
  if (!isValidReturn(reading)) return redirect(returnOrderPath(language, order.code, returnSearch(reading)));
  const files = form.getAll(FILES_FIELD).filter((file): file is File => file instanceof File && file.size > 0);
  const body = returnRequestBody(order.code, chosenReturnRows(entries, reading.quantities));
  let rma: string;
  try {
    const refusals = await checkReturn(body, context);
    if (refusals.length > 0) return data<ReturnSubmitData>({ messages: refusals.slice(0, 1) }, 400);
    rma = (await createReturn(body, context)).rma;
  } catch (error) {
    return data<ReturnSubmitData>({ messages: refusalMessages(error) }, 400);
  }
  const [reasonSet, filesSent] = await Promise.allSettled([
    setReturnReason(rma, reading.reason, context),
    uploadReturnFiles(rma, files, context),
  ]);
  const failures = [reasonSet, filesSent].filter((outcome) => outcome.status === "rejected");
  if (failures.some((outcome) => outcome.reason instanceof SessionEndedError)) throw failures[0]!.reason;
  session.set(
    "notice",
    failures.length > 0
      ? {
          tone: "error",
          text: `${t("orderDetails.cancellationAndReturn.returnSuccess", { rma })} ${t(
            "orderDetails.cancellationAndReturn.upliadFailure",
          )} ${failures
            .flatMap((outcome) =>
              outcome.reason instanceof OccRequestError ? outcome.reason.errors.map((e) => e.message) : [],
            )
            .join(" ")}`.trim(),
        }
      : { tone: "success", text: t("orderDetails.cancellationAndReturn.returnSuccess", { rma }) },
  );
  return redirect(returnDetailPath(language, rma), { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ReturnConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code, rows, reason, reasonName, search, title } = loaderData;
  const refused = actionData as ReturnSubmitData | undefined;
  const submitting = useNavigation().state === "submitting";
  return (
    <AmendScreen
      code={code}
      steps={[
        { label: t("returns.returnItems"), to: returnOrderPath(lang, code, search) },
        { label: t("orderAmend.confirm") },
      ]}
      title={title}
    >
      <p className="mt-2 text-ink-600">{t("returns.confirmHint")}</p>
      {refused ? <AmendRefusal messages={refused.messages} testId="return-errors" /> : null}
      <AmendTable
        caption={t("returns.confirmCaption")}
        columns={["orderAmend.item", "orderAmend.itemPrice", "returns.returnQuantity"]}
      >
        {rows.map(({ entry, quantity }) => (
          <tr key={entry.entryNumber} className={ROW_CLASS} data-testid="return-confirmation-row">
            <AmendEntryCells entry={entry} />
            <td className={`${CELL_CLASS} text-end font-semibold`} data-testid="return-confirmation-quantity">
              <PhoneLabel>{t("returns.returnQuantity")}</PhoneLabel>
              {quantity}
            </td>
          </tr>
        ))}
      </AmendTable>
      <p className="mt-4 text-sm text-ink-700">
        <span className="font-semibold">{t("returns.reason")}: </span>
        <span data-testid="return-confirmation-reason">{reasonName}</span>
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-6 flex flex-col gap-6">
        {rows.map(({ entry, quantity }) => (
          <input key={entry.entryNumber} type="hidden" name={quantityField(entry.entryNumber)} value={quantity} />
        ))}
        <input type="hidden" name={REASON_FIELD} value={reason} />
        <div className="flex flex-col gap-1">
          <label htmlFor="return-files" className="text-sm font-semibold text-ink-900">
            {t("returns.files")}
          </label>
          <input
            id="return-files"
            name={FILES_FIELD}
            type="file"
            multiple
            accept={RETURN_ATTACHMENT_LIMITS.types.join(",")}
            aria-describedby="return-files-hint"
            className="text-sm text-ink-700 file:me-3 file:rounded-lg file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold"
          />
          <p id="return-files-hint" className="text-xs text-ink-500">
            {t("returns.filesHint")}
          </p>
        </div>
        <p className="text-xs text-ink-500">{t("returns.estimatedNote")}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <LinkButton to={returnOrderPath(lang, code, search)} variant="secondary" size="md">
            {t("returns.back")}
          </LinkButton>
          <Button type="submit" size="md" disabled={submitting}>
            {submitting ? t("returns.submitting") : t("returns.submit")}
          </Button>
        </div>
      </Form>
    </AmendScreen>
  );
}
