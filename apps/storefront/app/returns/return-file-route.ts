/**
 * `/{lang}/my-account/returns/{rma}/attachments/{attachmentId}`: a file the customer attached to their return
 * request, fetched with their own token (the API serves it to the request's owner only, so another customer's
 * file is refused there) and shown in a new tab when it is a PDF or a picture, under its own file name.
 */
import type { Route } from "./+types/return-file-route";
import { requireLanguage } from "../i18n/route-language";
import { relayCustomerFile } from "../orders/amend/relay-route.server";
import { returnDetailPath } from "./return-paths";
import { loadReturn, returnFileUrl } from "./returns.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return relayCustomerFile(
    request,
    params.lang,
    returnDetailPath(params.lang, params.rma),
    async (context) => {
      const returned = await loadReturn(params.rma, context);
      const file = returned?.attachments.find((attachment) => attachment.id === params.attachmentId);
      return {
        url: returnFileUrl(params.rma, params.attachmentId, context),
        fileName: file ? file.realFileName || file.name : params.attachmentId,
      };
    },
    "returns.fileDownloadError",
  );
}
