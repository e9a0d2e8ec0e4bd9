/**
 * /{lang}/chat (decision 0067): the chat as a page: the launcher's target before scripts run, and where a guest's
 * e-mail sends them back to. The conversation and its forms post here and work without scripts (a reload shows
 * new replies); with scripts the same conversation is live, as in the panel.
 */
import type { Language } from "@dukkan/i18n";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { data } from "react-router";
import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/chat-route";
import { i18nFor } from "../i18n/i18n";
import { requireLanguage } from "../i18n/route-language";
import { readFormData } from "../security/form-data.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { chatAccess, loadChat, runChatForm } from "./chat.server";
import { ChatConversation } from "./chat-panel";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const access = await chatAccess(request, params.lang);
  const ticket = await loadChat(access);
  return data(
    {
      ticket,
      signedIn: Boolean(access.accessToken),
      customerName: access.accessToken ? access.session.data.profile?.name : undefined,
      title: i18nFor(params.lang).t("chat.pageTitle"),
    },
    { headers: { ...(await sessionHeaders(access.session)), "cache-control": "private, no-store" } },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const access = await chatAccess(request, params.lang);
  const result = await runChatForm(access, await readFormData(request), i18nFor(params.lang).t("chat.failed"));
  return data(result, { status: result.ok ? 200 : 400, headers: await sessionHeaders(access.session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function ChatPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pb-16 pt-6" data-testid="chat-page">
      <h1 id="chat-page-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t("chat.pageTitle")}
      </h1>
      <p className="text-ink-700">{t("chat.intro")}</p>
      <ChatConversation
        // A new conversation from the server (a form posted without scripts) starts the component afresh.
        key={loaderData.ticket ? `${loaderData.ticket.id}:${loaderData.ticket.ticketEvents.length}` : "none"}
        language={language}
        initial={loaderData.ticket}
        signedIn={loaderData.signedIn}
        customerName={loaderData.customerName}
        answer={actionData}
        headingId="chat-page-title"
      />
    </div>
  );
}
