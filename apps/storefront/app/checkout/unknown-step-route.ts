/** Any other /{lang}/checkout/… path (checkout spec §4.9): back to the orchestrator, with a warning. */
import { getSession } from "../session/session.server";
import type { Route } from "./+types/unknown-step-route";
import { sessionRedirect } from "./checkout-guard.server";
import { checkoutPath } from "./checkout-steps";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const session = await getSession(request);
  return sessionRedirect(session, checkoutPath(params.lang), { tone: "warning", key: "checkout.unknownStep" });
}
