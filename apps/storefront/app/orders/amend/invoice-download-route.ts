/**
 * `/{lang}/my-account/order/{code}/invoices/{invoiceId}/download` (account spec §2.20, §7): one invoice or credit
 * note of the order as a PDF, saved as '{invoiceId}.pdf', fetched from the API with the customer's token.
 */
import type { Route } from "./+types/invoice-download-route";
import { requireLanguage } from "../../i18n/route-language";
import { invoicePdfUrl } from "./order-amend.server";
import { relayOrderFile } from "./relay-route.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return relayOrderFile(
    request,
    params.lang,
    params.code,
    async (context) => ({
      url: invoicePdfUrl(params.code, params.invoiceId, context),
      fileName: `${params.invoiceId}.pdf`,
    }),
    "checkoutOrderConfirmation.invoiceGenerationError",
  );
}
