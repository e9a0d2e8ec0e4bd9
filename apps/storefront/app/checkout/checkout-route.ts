/**
 * /{lang}/checkout, the orchestrator (checkout spec §2.4): after the entry guards, express checkout for a signed-in
 * customer (when enabled) lands on the payment step; everyone else starts at the first step.
 */
import type { Route } from "./+types/checkout-route";
import { cartErrorRedirect, requireCheckout, sessionRedirect } from "./checkout-guard.server";
import { checkoutConfig } from "./checkout-config.server";
import { stepPath } from "./checkout-steps";
import { tryExpressCheckout } from "./express-checkout.server";

export async function loader(args: Route.LoaderArgs) {
  const checkout = await requireCheckout(args, "entry");
  const { session, language, isGuest } = checkout;
  const config = checkoutConfig();
  if (config.express && !isGuest && checkout.user) {
    try {
      if ((await tryExpressCheckout(checkout, config.deliveryModeStrategies)) === "ready") {
        return sessionRedirect(session, stepPath(language, "paymentDetails"));
      }
    } catch (error) {
      return cartErrorRedirect(session, language, error);
    }
  }
  return sessionRedirect(session, stepPath(language, "deliveryMode"));
}
