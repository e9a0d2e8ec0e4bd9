/**
 * One support ticket (support and the owner): who asked, about what, its status and who it is assigned to; the
 * conversation with its files; a reply form with an optional file (the customer is e-mailed and downloads the file
 * from their ticket), a status change and 'Assign to me' / 'Unassign'. Every change is a plain form posted to this
 * route's action (it works before scripts). While the page is open it listens to the ticket's live stream (relayed
 * by this server, decision 0067) and reads the page again when a message arrives, so a customer's chat message shows
 * as they send it.
 */
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { orNotFound, StaffApiError } from "../api/staff-api.server";
import type { StaffTicket } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/ticket-route";
import { TicketStatus } from "./ticket-status";
import { TICKET_STATUSES } from "./tickets-query";

type Intent = "reply" | "status" | "assign";
/** The API's limit on a reply (spec §9, message up to 5000 characters). */
const MAX_REPLY_LENGTH = 5000;

export const meta: Route.MetaFunction = ({ params }) =>
  pageTitle(params.lang, "tickets.detailTitle", { id: params.ticketId });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "tickets")) throw redirect(`/${language}/`);
  const ticket = await orNotFound(api<StaffTicket>(`/tickets/${encodeURIComponent(params.ticketId)}`));
  // A link from before ticket ids had their letter (00000012 for T00000012, decision 0073) lands on the page's own
  // address.
  if (ticket.id !== params.ticketId) throw redirect(`/${language}/tickets/${encodeURIComponent(ticket.id)}`);
  return { ticket, language, staffId: staff.id, mayOpenOrders: mayOpen(staff.role, "orders") };
}

/**
 * What the form shows after a post: done, the reply refused (the message kept so nothing typed is lost; a refused
 * file says why, in the API's words), or another refusal.
 */
type ActionAnswer =
  | { done: Intent }
  | { error: "message"; message: string }
  | { fileRefused: string; message: string }
  | { refused: string };

/** The multipart part the staff API takes a reply's file in (the customer's ticket files' part). */
const FILE_PART = "ticketEventAttachment";

/** A reply with a chosen file goes as multipart (the API checks the file); without one, as JSON. */
function replyBody(form: FormData, message: string): FormData | { message: string } {
  const file = form.get("attachment");
  // A file input left empty sends a nameless, empty part.
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return { message };
  const body = new FormData();
  body.set("message", message);
  body.set(FILE_PART, file, file.name);
  return body;
}

export async function action({ request, params }: Route.ActionArgs): Promise<ActionAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "tickets")) throw redirect(`/${language}/`);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const path = `/tickets/${encodeURIComponent(params.ticketId)}`;
  const message = String(form.get("message") ?? "").trim();
  try {
    if (intent === "reply") {
      if (!message || message.length > MAX_REPLY_LENGTH) return { error: "message", message };
      await api(`${path}/events`, { method: "POST", body: replyBody(form, message) });
    } else if (intent === "status") {
      await api(`${path}/status`, { method: "POST", body: { status: String(form.get("status") ?? "") } });
    } else if (intent === "assign") {
      // Only 'assign to me' and 'unassign' are offered: the member's own id comes from the session, not the form.
      const staffId = form.get("assignee") === "me" ? staff.id : null;
      await api(`${path}/assign`, { method: "POST", body: { staffId } });
    } else {
      return { refused: "unknown" };
    }
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      if (intent === "reply" && error.errors[0]?.subject === FILE_PART) {
        return { fileRefused: error.errors[0].message ?? error.message, message };
      }
      if (intent === "reply" && error.type === "ValidationError") return { error: "message", message };
      return { refused: error.errors.map((e) => e.message).join(" ") || error.message };
    }
    throw error;
  }
  return { done: intent };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Reads the page again whenever the ticket's live stream brings a message after the last one shown. */
function useLiveTicket(language: string, ticket: StaffTicket) {
  // React Router keeps revalidate the same function for the router's life, so the stream is not reopened per render.
  const { revalidate } = useRevalidator();
  // One stream per ticket, kept open across re-reads: it starts after the last message shown when the ticket opened.
  // A stream reopened after each re-read would miss what was announced in between, such as a message's file, which
  // arrives as the same message again once stored.
  const last = ticket.events.at(-1)?.code ?? "0";
  const lastShown = useRef(last);
  useEffect(() => {
    lastShown.current = last;
  }, [last]);
  useEffect(() => {
    const source = new EventSource(
      `/${language}/tickets/${encodeURIComponent(ticket.id)}/stream?after=${encodeURIComponent(lastShown.current)}`,
    );
    source.addEventListener("message", () => void revalidate());
    return () => source.close();
  }, [language, ticket.id, revalidate]);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3 py-1">
      <dt className="w-36 shrink-0 font-semibold text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default function TicketPage({
  loaderData: { ticket, language, staffId, mayOpenOrders },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const answer = actionData as ActionAnswer | undefined;
  const kept = answer && "message" in answer ? answer.message : undefined;
  const fileRefused = answer && "fileRefused" in answer ? answer.fileRefused : undefined;
  const mine = ticket.assignedTo?.id === staffId;
  useLiveTicket(language, ticket);
  return (
    <div className="flex flex-col gap-5">
      <p>
        <Link to={`/${language}/tickets`} className="text-sm font-semibold text-brand-700 underline">
          {t("tickets.back")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {t("tickets.detailTitle", { id: ticket.id })}: {ticket.subject}
      </h1>
      {answer && "done" in answer ? <FormAlert tone="success">{t(`tickets.done.${answer.done}`)}</FormAlert> : null}
      {answer && "refused" in answer ? (
        <FormAlert tone="error">{t("tickets.errors.refused", { reason: answer.refused })}</FormAlert>
      ) : null}
      <Section title={t("tickets.title")}>
        <dl>
          <Fact label={t("tickets.customer")}>
            {ticket.customerName} (<span dir="ltr">{ticket.customerEmail}</span>)
            {ticket.guest ? ` · ${t("tickets.guest")}` : null}
          </Fact>
          <Fact label={t("tickets.channel")}>
            <span data-testid="ticket-channel">{t(`tickets.channels.${ticket.channel}`)}</span>
          </Fact>
          <Fact label={t("tickets.category")}>{t(`tickets.categories.${ticket.category}`)}</Fact>
          {ticket.associatedTo ? (
            <Fact label={t("tickets.about")}>
              {ticket.associatedTo.type === "Order" && mayOpenOrders ? (
                <Link
                  to={`/${language}/orders/${encodeURIComponent(ticket.associatedTo.code)}`}
                  className="text-brand-700 underline"
                >
                  {ticket.associatedTo.type} {ticket.associatedTo.code}
                </Link>
              ) : (
                `${ticket.associatedTo.type} ${ticket.associatedTo.code}`
              )}
            </Fact>
          ) : null}
          <Fact label={t("tickets.status")}>
            <TicketStatus status={ticket.status} />
          </Fact>
          <Fact label={t("tickets.assigned")}>
            <span data-testid="ticket-assignee">{ticket.assignedTo?.name ?? t("tickets.nobody")}</span>
          </Fact>
          <Fact label={t("tickets.created")}>{formatDateTime(ticket.createdAt, language)}</Fact>
          <Fact label={t("tickets.changed")}>{formatDateTime(ticket.modifiedAt, language)}</Fact>
        </dl>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="status" />
            <label>
              <span className={LABEL_CLASS}>{t("tickets.setStatus")}</span>
              <select name="status" defaultValue={ticket.status} className={INPUT_CLASS}>
                {TICKET_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`tickets.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" size="md" disabled={busy}>
              {t("tickets.apply")}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assignee" value={mine ? "" : "me"} />
            <Button type="submit" variant="secondary" size="md" disabled={busy} data-testid="ticket-assign">
              {mine ? t("tickets.unassign") : t("tickets.assignToMe")}
            </Button>
          </Form>
        </div>
      </Section>
      <Section title={t("tickets.conversation")}>
        <p className="mb-2 text-xs text-ink-500">{t("tickets.liveHint")}</p>
        <ol className="flex flex-col gap-3" data-testid="ticket-conversation">
          {ticket.events.map((event) => (
            <li
              key={event.code}
              className={`max-w-[85%] rounded-card p-3 ${event.addedByAgent ? "ms-auto bg-brand-50" : "me-auto bg-ink-100"}`}
            >
              <p className="text-xs font-semibold text-ink-600">
                {event.author} · {formatDateTime(event.createdAt, language)}
              </p>
              {event.message ? (
                <p className="whitespace-pre-line">
                  <bdi>{event.message}</bdi>
                </p>
              ) : null}
              {event.toStatus ? (
                <p className="text-xs italic text-ink-600">
                  {t("tickets.statusChanged", { status: t(`tickets.statuses.${event.toStatus}`) })}
                </p>
              ) : null}
              {event.attachments.length > 0 ? (
                <ul className="mt-1 text-sm">
                  {event.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={`/${language}/tickets/${encodeURIComponent(ticket.id)}/events/${encodeURIComponent(event.code)}/attachments/${encodeURIComponent(file.id)}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t("tickets.reply")}>
        {/* A new reply remounts the form (empty again); a refused one keeps what was typed and chosen. */}
        <Form key={ticket.events.length} method="post" encType="multipart/form-data" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="reply" />
          <label>
            <span className={LABEL_CLASS}>{t("tickets.reply")}</span>
            <textarea
              name="message"
              rows={5}
              required
              maxLength={MAX_REPLY_LENGTH}
              defaultValue={kept}
              aria-describedby="ticket-reply-hint"
              aria-invalid={answer && "error" in answer ? true : undefined}
              className={INPUT_CLASS}
              data-testid="ticket-reply"
            />
          </label>
          <p id="ticket-reply-hint" className="text-sm text-ink-600">
            {t(ticket.channel === "CHAT" ? "tickets.chatReplyHint" : "tickets.replyHint")}
          </p>
          {answer && "error" in answer ? <FormAlert tone="error">{t("tickets.errors.message")}</FormAlert> : null}
          <div>
            <label htmlFor="ticket-reply-file" className={LABEL_CLASS}>
              {t("tickets.replyFile")}
            </label>
            <input
              id="ticket-reply-file"
              type="file"
              name="attachment"
              accept=".pdf,.txt,.png,.jpg,.jpeg,.gif,.doc,.docx,.zip"
              aria-describedby="ticket-reply-file-hint"
              aria-invalid={fileRefused ? true : undefined}
              className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold"
              data-testid="ticket-reply-file"
            />
            <p id="ticket-reply-file-hint" className="mt-1 text-sm text-ink-600">
              {t("tickets.replyFileHint")}
            </p>
          </div>
          {fileRefused ? (
            <div data-testid="ticket-reply-file-error">
              <FormAlert tone="error">{fileRefused}</FormAlert>
            </div>
          ) : null}
          <div>
            <Button type="submit" size="md" disabled={busy} data-testid="ticket-send">
              {t("tickets.send")}
            </Button>
          </div>
        </Form>
      </Section>
    </div>
  );
}
