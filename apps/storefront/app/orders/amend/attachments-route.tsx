/**
 * `/{lang}/my-account/order/{code}/attachments` (account spec §2.21): the files staff attached to the order. The
 * details page loads this route's data with a fetcher (to show the 'Attachments' button only when there are
 * some, and for the dialog); before scripts run it is a page of its own with the same table.
 */
import type { OrderAttachmentList } from "@dukkan/occ/order";
import { useTranslation } from "../../i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/attachments-route";
import { requireLanguage } from "../../i18n/route-language";
import { i18nFor } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs } from "../../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { metaFor } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "./amend-paths";
import { AttachmentTable } from "./attachment-table";
import { customerContext, loadOrder, listAttachments } from "./order-amend.server";

export type AttachmentsData = {
  code: string;
  attachments: OrderAttachmentList["sapAttachments"];
  /** The list could not be loaded (spec §8: an error state and an empty list). */
  failed?: true;
  title: string;
};

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const { session, context } = await customerContext(request, params.lang);
  const title = i18nFor(params.lang).t("orderAmend.attachments.title");
  const headers = await sessionHeaders(session);
  try {
    const attachments = await listAttachments(params.code, context);
    return data<AttachmentsData>({ code: params.code, attachments, title }, { headers });
  } catch (error) {
    if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
    // An order that is not the customer's is not found; an order whose list failed shows the error state (the
    // details page's dialog loads this route, and must not fall over with it).
    if (!(await loadOrder(params.code, context))) throw data(null, { status: 404, headers });
    return data<AttachmentsData>({ code: params.code, attachments: [], failed: true, title }, { headers });
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? [...metaFor(args, { title: args.loaderData.title, description: "" }), { name: "robots", content: "noindex" }]
    : [];

export default function AttachmentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { code, title } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs
        trail={[{ label: t("orderAmend.orderNumber", { code }), to: orderDetailsPath(lang, code) }, { label: title }]}
      />
      <h1 className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      <AttachmentTable data={loaderData} />
      <LinkButton to={orderDetailsPath(lang, code)} variant="secondary" size="md" className="mt-6">
        {t("orderAmend.back")}
      </LinkButton>
    </div>
  );
}
