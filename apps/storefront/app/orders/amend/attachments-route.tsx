/**
 * `/{lang}/my-account/order/{code}/attachments` (account spec §2.21): the files staff attached to the order. The
 * details page loads this route's data with a fetcher (to show the 'Attachments' button only when there are
 * some, and for the dialog); before scripts run it is a page of its own with the same table.
 */
import type { OrderAttachmentList } from "@dukkan/occ/order";
import { useTranslation } from "../../i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/attachments-route";
import { useLanguage } from "../../i18n/use-language";
import { Breadcrumbs } from "../../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../../occ/occ-client.server";
import { privatePageMeta } from "../../seo/page-meta";
import { sessionHeaders } from "../../session/session.server";
import { LinkButton } from "@dukkan/ui/link-button";
import { orderDetailsPath } from "./amend-paths";
import { AttachmentTable } from "./attachment-table";
import { loadOrder, listAttachments } from "./order-amend.server";
import { loadAccountPage } from "../../account/my-account/account-page.server";

export type AttachmentsData = {
  code: string;
  attachments: OrderAttachmentList["sapAttachments"];
  /** The list could not be loaded (spec §8: an error state and an empty list). */
  failed?: true;
  title: string;
};

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ session, context, t }): Promise<AttachmentsData> => {
    const title = t("orderAmend.attachments.title");
    try {
      const attachments = await listAttachments(args.params.code, context);
      return { code: args.params.code, attachments, title };
    } catch (error) {
      if (error instanceof SessionEndedError || !(error instanceof OccRequestError)) throw error;
      // An order that is not the customer's is not found; an order whose list failed shows the error state (the
      // details page's dialog loads this route, and must not fall over with it).
      if (!(await loadOrder(args.params.code, context))) {
        throw data(null, { status: 404, headers: await sessionHeaders(session) });
      }
      return { code: args.params.code, attachments: [], failed: true, title };
    }
  });

export const meta: Route.MetaFunction = privatePageMeta;

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
