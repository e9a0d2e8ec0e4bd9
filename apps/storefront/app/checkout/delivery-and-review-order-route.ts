/** /{lang}/checkout/delivery-and-review-order (checkout spec §2.1): its content is not shown; the orchestrator decides. */
import { isLanguage } from "@dukkan/i18n";
import { data, redirect } from "react-router";
import type { Route } from "./+types/delivery-and-review-order-route";
import { checkoutPath } from "./checkout-steps";

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  return redirect(checkoutPath(params.lang));
}
