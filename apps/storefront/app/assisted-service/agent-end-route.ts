/**
 * POST /{lang}/assisted-service/end (decision 0076): the agent bar's "End session". The agent's token is ended at
 * the API and forgotten here with the customer's cart; the agent lands on the home page as a guest. Only the shop's
 * own pages may post it.
 */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { redirect } from "react-router";
import type { Route } from "./+types/agent-end-route";
import { requireLanguage } from "../i18n/route-language";
import { commitSession, getSession } from "../session/session.server";
import { endAgentSession } from "./agent-session.server";

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const session = await getSession(request);
  const wasAgent = session.data.agent !== undefined;
  await endAgentSession(session);
  if (wasAgent) session.set("notice", { tone: "info", key: "assistedService.ended" });
  return redirect(`/${params.lang}/`, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

/** A GET (a typed address) ends nothing: back to the home page. */
export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  return redirect(`/${params.lang}/`);
}
