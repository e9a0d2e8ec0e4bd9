/** POST /{lang}/order-confirmation/leave: forgets the placed order once its confirmation page was left (see leave-order-confirmation.ts). */
import { data } from "react-router";
import { isLanguage } from "@dukkan/i18n";
import { assertSameOrigin } from "../security/csrf.server";
import { getSession, sessionHeaders } from "../session/session.server";
import type { Route } from "./+types/leave-route";

export async function action({ params, request }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  assertSameOrigin(request);
  const session = await getSession(request);
  if (!session.data.placedOrder) return new Response(null, { status: 204 });
  session.unset("placedOrder");
  return new Response(null, { status: 204, headers: await sessionHeaders(session) });
}
