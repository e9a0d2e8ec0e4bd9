/**
 * `/{lang}/my-account/order/{code}/invoices/tax` (account spec §2.20, §7): the order's tax invoice PDF. The API
 * says where it lives (`invoices/tax/download` → displayUrl); it is fetched with the customer's token and shown
 * in the tab this link opened. A failure: 'checkoutOrderConfirmation.invoiceGenerationError' (spec §8).
 */
import type { Route } from "./+types/tax-invoice-route";
import { requireLanguage } from "../../i18n/route-language";
import { taxInvoiceUrl } from "./order-amend.server";
import { relayOrderFile } from "./relay-route.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return relayOrderFile(
    request,
    params.lang,
    params.code,
    async (context) => ({ url: await taxInvoiceUrl(params.code, context), fileName: `tax-invoice-${params.code}.pdf` }),
    "checkoutOrderConfirmation.invoiceGenerationError",
  );
}
