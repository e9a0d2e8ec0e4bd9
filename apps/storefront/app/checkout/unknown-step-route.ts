/** Any other /{lang}/checkout/… path (checkout spec §4.9): back to the orchestrator, with a warning. */
import { isLanguage } from "@dukkan/i18n";
import { data } from "react-router";
import { getSession } from "../session/session.server";
import type { Route } from "./+types/unknown-step-route";
import { sessionRedirect } from "./checkout-guard.server";
import { checkoutPath } from "./checkout-steps";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  const session = await getSession(request);
  return sessionRedirect(session, checkoutPath(params.lang), { tone: "warning", key: "checkout.unknownStep" });
}
