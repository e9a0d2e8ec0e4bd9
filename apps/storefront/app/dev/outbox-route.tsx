/** /{lang}/dev/outbox: the sandbox outbox for developers; a 404 in production. */
import { useTranslation } from "../i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/outbox-route";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { isOutboxEnabled, loadOutbox } from "./outbox.server";
import { requireLanguage } from "../i18n/route-language";

const CHANNEL_LABELS = {
  EMAIL: "devOutbox.email",
  SMS: "devOutbox.sms",
  PUSH: "devOutbox.appPush",
  SITE_MESSAGE: "devOutbox.webPush",
} as const;

export async function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  if (!isOutboxEnabled()) throw data(null, { status: 404 });
  const { t } = i18nFor(params.lang);
  return { messages: await loadOutbox(), title: `${t("devOutbox.title")} | ${t("common.siteName")}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { messages } = loaderData;
  const language = useLanguage();
  // The shop's time zone, so the server's and the browser's render agree.
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Asia/Dubai",
  });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("devOutbox.title")}</h1>
      <p className="mt-2 text-ink-600">{t("devOutbox.intro")}</p>
      {messages === undefined ? (
        <p className="mt-6 rounded-xl border border-ink-200 bg-white px-4 py-3">{t("devOutbox.unavailable")}</p>
      ) : messages.length === 0 ? (
        <p className="mt-6 rounded-xl border border-ink-200 bg-white px-4 py-3">{t("devOutbox.empty")}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card">
              <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-ink-600">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
                  {t(CHANNEL_LABELS[message.channel])}
                </span>
                <span dir="ltr">{message.to}</span>
                <time dateTime={message.sentAt}>{time.format(new Date(message.sentAt))}</time>
              </p>
              {message.subject ? <h2 className="mt-2 font-semibold text-ink-900">{message.subject}</h2> : null}
              {message.codes.length > 0 ? (
                <p className="mt-2 font-mono text-lg font-bold tracking-widest text-ink-900" dir="ltr">
                  {message.codes.join(" · ")}
                </p>
              ) : null}
              {message.links.length > 0 ? (
                <ul className="mt-2 space-y-1">
                  {message.links.map((link) => (
                    <li key={link} dir="ltr" className="break-all">
                      <a href={link} className="text-brand-700 underline underline-offset-4">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {message.attachments?.length ? (
                <div className="mt-3 text-sm" data-testid="outbox-attachments">
                  <h3 className="font-semibold text-ink-800">{t("devOutbox.attachments")}</h3>
                  <ul className="mt-1 space-y-1">
                    {message.attachments.map((attachment) => (
                      <li key={attachment.id} dir="ltr">
                        <a
                          href={`/${language}/dev/outbox/attachments/${attachment.id}`}
                          download={attachment.filename}
                          className="text-brand-700 underline underline-offset-4"
                        >
                          {attachment.filename}
                        </a>{" "}
                        <span className="text-ink-500">
                          {t("devOutbox.size", { size: Math.max(1, Math.round(attachment.size / 1024)) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer text-ink-600">{t("devOutbox.body")}</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words text-ink-800">{message.body}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
