/** /{lang}/checkout/delivery-and-review-order (checkout spec §2.1): its content is not shown; the orchestrator decides. */
import { redirect } from "react-router";
import type { Route } from "./+types/delivery-and-review-order-route";
import { checkoutPath } from "./checkout-steps";
import { requireLanguage } from "../i18n/route-language";

export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return redirect(checkoutPath(params.lang));
}
