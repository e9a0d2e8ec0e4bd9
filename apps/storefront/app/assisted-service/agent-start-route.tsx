/**
 * /{lang}/assisted-service/start?code=… (decision 0076): where the back office's "Act as this customer" sends the
 * agent. The code is single-use and short-lived; it is redeemed at once and the agent lands on the home page as the
 * customer, under the agent bar. The answer never caches and sends no referrer, so the code leaks nowhere; a code
 * that does not hold shows why.
 */
import { useTranslation } from "../i18n/use-translation";
import { data, redirect } from "react-router";
import type { Route } from "./+types/agent-start-route";
import { FormAlert } from "@dukkan/ui/form-alert";
import { AccountCard } from "../account/account-card";
import { requireLanguage } from "../i18n/route-language";
import { i18nFor } from "../i18n/i18n";
import { privatePageMeta } from "../seo/page-meta";
import { getSession, sessionHeaders } from "../session/session.server";
import { startAgentSession } from "./agent-session.server";

const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
const CODE = /^[A-Za-z0-9_-]{20,100}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const code = new URL(request.url).searchParams.get("code") ?? "";
  const title = i18nFor(params.lang).t("assistedService.refusedTitle");
  if (!CODE.test(code)) return data({ title, refusal: "refused" as const }, { status: 400, headers: PRIVATE });
  const session = await getSession(request);
  const refusal = await startAgentSession(session, code, params.lang);
  if (refusal) return data({ title, refusal }, { status: 400, headers: PRIVATE });
  const headers = new Headers(await sessionHeaders(session));
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  throw redirect(`/${params.lang}/`, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function AgentStartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountCard title={loaderData.title}>
      <FormAlert tone="error">
        {t(loaderData.refusal === "customerDisabled" ? "assistedService.customerDisabled" : "assistedService.refused")}
      </FormAlert>
    </AccountCard>
  );
}
