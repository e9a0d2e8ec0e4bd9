/** POST /{lang}/order-confirmation/leave: forgets the placed order once its confirmation page was left (see leave-order-confirmation.ts). */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { getSession, sessionHeaders } from "../session/session.server";
import type { Route } from "./+types/leave-route";
import { requireLanguage } from "../i18n/route-language";

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const session = await getSession(request);
  if (!session.data.placedOrder) return new Response(null, { status: 204 });
  session.unset("placedOrder");
  return new Response(null, { status: 204, headers: await sessionHeaders(session) });
}
