/**
 * /{lang}/my-account/support-ticket/{ticketCode} (account spec §2.23 Details, §4.9, §8): cards for the ticket id,
 * created on, changed on and status (in its colour); the conversation, each message with its files (agents' on the
 * far side); while the ticket is not closed, the add-message form with one file and 'Close request' (which needs a
 * message and goes back to the list); once closed, the reopen form. Every form posts here and works before
 * scripts run; once they run, 'Close request' and 'Reopen request' open dialogs that post here too (decision 0073). While the page is open it listens to the ticket's live stream (server-sent events relayed by this
 * server, decision 0067) and reads the page again when a message arrives, so an agent's reply appears without a
 * reload.
 */
import type { Language } from "@dukkan/i18n";
import type { Ticket, TicketEvent } from "@dukkan/occ/tickets";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/ticket-detail-route";
import { i18nFor } from "../i18n/i18n";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { privatePageMeta } from "../seo/page-meta";
import { sessionHeaders } from "../session/session.server";
import { Button } from "@dukkan/ui/button";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import {
  postedFromDialog,
  readTicketMessageForm,
  ticketDate,
  TO_STATUS_FIELD,
  type TicketMessageReading,
} from "./ticket-form";
import { TicketStatusButton } from "./ticket-dialog-buttons";
import { TicketFileField, TicketMessageField, TicketStatusBadge } from "./ticket-fields";
import { supportTicketPath, supportTicketsPath, ticketAttachmentPath, ticketStreamPath } from "./ticket-paths";
import { addTicketEvent, loadTicket, uploadTicketFile } from "./tickets.server";
import { loadAccountPage, readAccountForm } from "../account/my-account/account-page.server";

export const loader = (args: Route.LoaderArgs) =>
  loadAccountPage(args, async ({ language, session, context, t }) => {
    const ticket = await loadTicket(args.params.ticketCode, context);
    if (!ticket) throw data(null, { status: 404 });
    // Spec §2.23: a route code other than the ticket's id shows the ticket's own page — a link from before ticket
    // ids had their letter (00000012 for T00000012, decision 0073) lands on its address.
    if (ticket.id !== args.params.ticketCode) {
      throw redirect(supportTicketPath(language, ticket.id), { headers: await sessionHeaders(session) });
    }
    return { ticket, title: t("customerTicketingDetails.title", { id: ticket.id }) };
  });

export type TicketMessageData = {
  message?: string;
  toStatus?: string;
  errors?: TicketMessageReading["errors"];
  failure?: string;
  /** A dialog's post whose message was saved but whose file the API refused: what to tell the shopper. */
  fileRefusedAfterSave?: string;
};

export async function action(args: Route.ActionArgs) {
  const { params } = args;
  const { language, session, context, form } = await readAccountForm(args);
  const reading = readTicketMessageForm(form);
  const echo = { message: reading.message, ...(reading.toStatus ? { toStatus: reading.toStatus } : {}) };
  if (Object.keys(reading.errors).length > 0) return data<TicketMessageData>({ ...echo, errors: reading.errors }, 400);
  const i18n = i18nFor(language);
  const closing = reading.toStatus === "CLOSED";
  const reopening = reading.toStatus !== undefined && !closing;
  let event: TicketEvent;
  try {
    event = await addTicketEvent(
      params.ticketCode,
      { message: reading.message, ...(reading.toStatus ? { toStatus: { id: reading.toStatus } } : {}) },
      context,
    );
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status < 500) {
      const failure = closing
        ? i18n.t("customerTicketingDetails.closeFailed")
        : reopening
          ? i18n.t("customerTicketingDetails.reopenFailed")
          : error.errors.map((e) => e.message).join(" ") || i18n.t("createCustomerTicket.somethingWentWrong");
      return data<TicketMessageData>({ ...echo, failure }, 400);
    }
    throw error;
  }
  let notice = {
    tone: "success" as "success" | "error",
    text: i18n.t(
      closing
        ? "customerTicketingDetails.requestClosed"
        : reopening
          ? "customerTicketingDetails.requestReopened"
          : "customerTicketingDetails.messageSent",
    ),
  };
  if (reading.file) {
    try {
      await uploadTicketFile(params.ticketCode, event.code, reading.file, context);
    } catch (error) {
      if (!(error instanceof OccRequestError) || error instanceof SessionEndedError || error.status >= 500) throw error;
      const reason = error.errors.map((e) => e.message).join(" ");
      if (postedFromDialog(form)) {
        // Said in the dialog, which stays open: a 4xx answer keeps React Router from reading the page again
        // behind it (the reopened page has no reopen button, and the dialog would go with it); the dialog reads
        // the page again when it closes.
        const text = i18n.t("customerTicketingDetails.fileRefusedAfterSave", { reason });
        return data<TicketMessageData>({ fileRefusedAfterSave: text }, 400);
      }
      notice = { tone: "error", text: i18n.t("customerTicketingDetails.fileFailed", { reason }) };
    }
  }
  session.set("notice", notice);
  // Spec §4.9: closing goes back to the request list.
  const next = closing ? supportTicketsPath(language) : supportTicketPath(language, params.ticketCode);
  return redirect(next, { headers: await sessionHeaders(session) });
}

export const meta: Route.MetaFunction = privatePageMeta;

/**
 * Listens to the ticket's live stream after the last message shown and reads the page again when one arrives
 * (the page's own loader renders it, files and status included). While a dialog is open the page behind it waits:
 * what arrives meanwhile is read once the dialog closes. A re-read started while the dialog's post is on its way
 * would make React Router drop that post's redirect (and with it the page's notice), and the stream announces the
 * dialog's own message before the post's answer comes back. Returns what the dialog buttons report their state to.
 */
function useLiveTicket(language: Language, ticket: Ticket) {
  // React Router keeps revalidate the same function for the router's life, so the stream is not reopened per render.
  const { revalidate } = useRevalidator();
  const dialogOpen = useRef(false);
  const missed = useRef(false);
  // One stream per ticket, kept open across re-reads: it starts after the last message shown when the ticket opened.
  // A stream reopened after each re-read would miss what was announced in between, such as a message's file, which
  // arrives as the same message again once stored.
  const last = ticket.ticketEvents.at(-1)?.code ?? "0";
  const lastShown = useRef(last);
  useEffect(() => {
    lastShown.current = last;
  }, [last]);
  useEffect(() => {
    const source = new EventSource(
      `${ticketStreamPath(language, ticket.id)}?after=${encodeURIComponent(lastShown.current)}`,
    );
    source.addEventListener("message", () => {
      if (dialogOpen.current) missed.current = true;
      else void revalidate();
    });
    return () => source.close();
  }, [language, ticket.id, revalidate]);
  return useCallback(
    (open: boolean) => {
      dialogOpen.current = open;
      if (open || !missed.current) return;
      missed.current = false;
      void revalidate();
    },
    [revalidate],
  );
}

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-ink-200 p-4">
      <dt className="text-xs font-semibold uppercase text-ink-500">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

function Message({ ticket, event, language }: { ticket: Ticket; event: TicketEvent; language: Language }) {
  const { t } = useTranslation();
  const statusName = event.toStatus?.name ?? event.toStatus?.id;
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-2xl p-4 ${
        event.addedByAgent ? "ms-auto bg-brand-50 ring-1 ring-brand-200" : "me-auto bg-ink-50 ring-1 ring-ink-200"
      }`}
      data-testid={event.addedByAgent ? "ticket-agent-message" : "ticket-customer-message"}
    >
      <p className="text-xs font-semibold text-ink-600">
        {event.addedByAgent ? event.author : t("customerTicketingDetails.you")} ·{" "}
        {ticketDate(event.createdAt, language)}
      </p>
      {event.message ? (
        // In its own direction: an English message on an Arabic page keeps its full stop at its end.
        <p className="whitespace-pre-line text-ink-900">
          <bdi>{event.message}</bdi>
        </p>
      ) : null}
      {statusName ? (
        <p className="text-xs italic text-ink-600">
          {t("customerTicketingDetails.statusChanged", { status: statusName })}
        </p>
      ) : null}
      {event.ticketEventAttachments.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {event.ticketEventAttachments.map((file) => (
            <li key={file.id}>
              <a
                href={ticketAttachmentPath(language, ticket.id, event.code, file.id)}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                aria-label={t("customerTicketingDetails.attachment", { name: file.filename })}
                data-testid="ticket-attachment"
              >
                {file.filename}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default function TicketDetailPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = params.lang as Language;
  const { ticket } = loaderData;
  const answer = actionData as TicketMessageData | undefined;
  const sending = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const onDialogOpenChange = useLiveTicket(language, ticket);
  const transitions = ticket.availableStatusTransitions.map((to) => to.id.toUpperCase());
  const closed = ticket.status.id === "CLOSED";
  // Spec §4.9: close while OPEN or INPROCESS when CLOSED is offered; reopen a closed one when INPROCESS or OPEN is.
  const mayClose = !closed && transitions.includes("CLOSED");
  const mayReopen = closed && (transitions.includes("INPROCESS") || transitions.includes("OPEN"));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 pb-16 pt-4 sm:pt-6" data-testid="ticket-detail">
      <Breadcrumbs
        trail={[
          { label: t("customerTicketingDetails.backToList"), to: supportTicketsPath(language) },
          { label: ticket.id },
        ]}
      />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{ticket.subject}</h1>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Card label={t("customerTicketing.ticketId")}>{ticket.id}</Card>
        <Card label={t("customerTicketing.createdOn")}>{ticketDate(ticket.createdAt, language)}</Card>
        <Card label={t("customerTicketing.changedOn")}>{ticketDate(ticket.modifiedAt, language)}</Card>
        <Card label={t("customerTicketing.status")}>
          <TicketStatusBadge status={ticket.status} testId="ticket-status" />
        </Card>
      </dl>
      <p className="text-sm text-ink-700">
        <span className="font-semibold">{t("customerTicketing.category")}: </span>
        {ticket.ticketCategory.name}
        {ticket.associatedTo ? (
          <>
            {" · "}
            <span className="font-semibold">{t("customerTicketingDetails.associatedTo")}: </span>
            {t("createCustomerTicket.associatedOption", {
              type: t(`createCustomerTicket.associatedType.${ticket.associatedTo.type}`),
              code: ticket.associatedTo.code,
            })}
          </>
        ) : null}
      </p>
      <section aria-labelledby="ticket-conversation" className="flex flex-col gap-3">
        <h2 id="ticket-conversation" className="text-lg font-semibold text-ink-900">
          {t("customerTicketingDetails.conversation")}
        </h2>
        <p className="text-xs text-ink-500">{t("customerTicketingDetails.liveHint")}</p>
        <ol className="flex flex-col gap-3" aria-live="polite" data-testid="ticket-conversation">
          {ticket.ticketEvents.map((event) => (
            <Message key={event.code} ticket={ticket} event={event} language={language} />
          ))}
        </ol>
      </section>
      {answer?.failure ? <FormAlert tone="error">{answer.failure}</FormAlert> : null}
      {!closed ? (
        <section aria-labelledby="ticket-add-message" className="rounded-2xl border border-ink-200 p-4 sm:p-6">
          <h2 id="ticket-add-message" className="text-lg font-semibold text-ink-900">
            {t("customerTicketingDetails.addMessage")}
          </h2>
          <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-4" noValidate>
            <TicketMessageField
              label={t("createCustomerTicket.message")}
              defaultValue={answer?.toStatus ? "" : answer?.message}
              error={answer?.toStatus ? undefined : answer?.errors?.message}
              testId="ticket-reply-message"
            />
            <TicketFileField error={answer?.errors?.file} />
            {mayClose && !hydrated ? (
              <p className="text-xs text-ink-500">{t("customerTicketingDetails.closeHint")}</p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {mayClose && hydrated ? (
                <TicketStatusButton
                  language={language}
                  ticketId={ticket.id}
                  to="close"
                  variant="secondary"
                  testId="ticket-close"
                  onDialogOpenChange={onDialogOpenChange}
                />
              ) : mayClose ? (
                <Button
                  type="submit"
                  name={TO_STATUS_FIELD}
                  value="CLOSED"
                  variant="secondary"
                  size="md"
                  disabled={sending}
                  data-testid="ticket-close"
                >
                  {t("customerTicketingDetails.closeRequest")}
                </Button>
              ) : null}
              <Button type="submit" size="md" disabled={sending} data-testid="ticket-reply-submit">
                {sending ? t("customerTicketingDetails.sending") : t("customerTicketingDetails.send")}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
      {mayReopen && hydrated ? (
        <section aria-labelledby="ticket-reopen" className="rounded-2xl border border-ink-200 p-4 sm:p-6">
          <h2 id="ticket-reopen" className="text-lg font-semibold text-ink-900">
            {t("customerTicketingDetails.reopenTitle")}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t("customerTicketingDetails.reopenHint")}</p>
          <div className="mt-3 flex justify-end">
            <TicketStatusButton
              language={language}
              ticketId={ticket.id}
              to="reopen"
              variant="primary"
              testId="ticket-reopen"
              onDialogOpenChange={onDialogOpenChange}
            />
          </div>
        </section>
      ) : mayReopen ? (
        <section aria-labelledby="ticket-reopen" className="rounded-2xl border border-ink-200 p-4 sm:p-6">
          <h2 id="ticket-reopen" className="text-lg font-semibold text-ink-900">
            {t("customerTicketingDetails.reopenTitle")}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t("customerTicketingDetails.reopenHint")}</p>
          <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-4" noValidate>
            <input type="hidden" name={TO_STATUS_FIELD} value="INPROCESS" />
            <TicketMessageField
              label={t("createCustomerTicket.message")}
              defaultValue={answer?.message}
              error={answer?.errors?.message}
            />
            <TicketFileField error={answer?.errors?.file} />
            <div className="flex justify-end">
              <Button type="submit" size="md" disabled={sending} data-testid="ticket-reopen">
                {t("customerTicketingDetails.reopen")}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
