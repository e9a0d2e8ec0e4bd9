/**
 * `/{lang}/my-account/order/{code}/attachments/{attachmentId}` (account spec §2.21, §7): a file staff attached to
 * the order, fetched with the customer's token (only the order's owner gets it) and shown in a new tab when it is
 * a PDF or a picture, else saved under its own file name (the name comes from the order's attachment list).
 */
import type { Route } from "./+types/attachment-download-route";
import { requireLanguage } from "../../i18n/route-language";
import { attachmentUrl, listAttachments } from "./order-amend.server";
import { relayOrderFile } from "./relay-route.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return relayOrderFile(
    request,
    params.lang,
    params.code,
    async (context) => {
      const attachment = (await listAttachments(params.code, context)).find((a) => a.id === params.attachmentId);
      return {
        url: attachmentUrl(params.code, params.attachmentId, context),
        fileName: attachment?.fileName ?? params.attachmentId,
      };
    },
    "orderAmend.attachments.downloadError",
  );
}
