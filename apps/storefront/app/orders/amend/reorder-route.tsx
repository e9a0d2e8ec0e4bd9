/**
 * `/{lang}/my-account/order/{code}/reorder` (account spec §2.21, §4.8, §8): 'Replace your cart with this order's
 * products?' and, once confirmed, what could be added. The details page's Reorder dialog posts to this action
 * with a fetcher and shows the same results; before scripts run the Reorder link opens this page, whose form
 * posts here. The mini cart follows, since every loader runs again after an action.
 */
import type { CartModification } from "@dukkan/occ/cart";
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/reorder-route";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs } from "../../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { privatePageMeta } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "./amend-paths";
import { cartFromOrder, customerOrder } from "./order-amend.server";
import { ReorderResults } from "./reorder-results";
import { readAccountForm, loadAccountPage } from "../../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ context, t }) => {
    const order = await customerOrder(args.params.code, context);
    return { code: order.code, title: t("orderAmend.reorder.title") };
  });

export type ReorderData = { modifications?: CartModification[]; failure?: string };

export async function action(args: Route.ActionArgs) {
  const { session, context } = await readAccountForm(args);
  const headers = await sessionHeaders(session);
  try {
    const modifications = await cartFromOrder(args.params.code, context);
    return data<ReorderData>({ modifications }, { headers });
  } catch (error) {
    if (error instanceof SessionEndedError || !(error instanceof OccRequestError) || error.status >= 500) throw error;
    return data<ReorderData>({ failure: error.message }, { status: 400, headers });
  }
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ReorderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const busy = useNavigation().state !== "idle";
  const { code, title } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs
        trail={[{ label: t("orderAmend.orderNumber", { code }), to: orderDetailsPath(lang, code) }, { label: title }]}
      />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {actionData ? (
        <ReorderResults result={actionData} />
      ) : (
        <Form method="post" className="mt-4">
          <p className="text-ink-700">{t("orderAmend.reorder.confirmText")}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md">
              {t("orderAmend.reorder.cancel")}
            </LinkButton>
            <Button type="submit" size="md" disabled={busy}>
              {t("orderAmend.reorder.continue")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
