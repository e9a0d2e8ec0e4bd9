/**
 * The live chat (issue 20; decision 0067): the panel the corner launcher (./chat-launcher.tsx) opens, loaded when it
 * first opens, and the conversation (`ChatConversation`, shared with the chat page). The conversation posts its
 * forms to the chat page's action without scripts; with them it posts to `/{lang}/chat/messages` and listens to
 * `/{lang}/chat/stream` (server-sent events relayed by this shop's server), so replies appear as they are written.
 */
import type { Language } from "@dukkan/i18n";
import type { Ticket, TicketEvent } from "@dukkan/occ/tickets";
import { Button } from "@dukkan/ui/button";
import { Field, INPUT_CLASS, TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Icon } from "@dukkan/ui/icon";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Dialog, Heading } from "react-aria-components";
import { useTranslation } from "../i18n/use-translation";
import type { ChatActionData } from "./chat.server";
import { chatFilePath, chatMessagesPath, chatPath, chatStreamPath } from "./chat-paths";

/**
 * Adds the events not yet shown (the stream repeats what a post already answered), in the order written; a shown
 * message that comes again with more files (the stream sends it again when a file joins it) takes their place.
 */
export function mergeChatEvents(shown: TicketEvent[], arrived: TicketEvent[]): TicketEvent[] {
  const byCode = new Map(shown.map((event) => [event.code, event]));
  let changed = false;
  for (const event of arrived) {
    const known = byCode.get(event.code);
    if (known && known.ticketEventAttachments.length >= event.ticketEventAttachments.length) continue;
    byCode.set(event.code, event);
    changed = true;
  }
  if (!changed) return shown;
  return [...byCode.values()].sort((a, b) => Number(a.code) - Number(b.code));
}

/** Whether staff closed the chat: its status, or a later event that moved it to CLOSED. */
export function chatEnded(ticket: Ticket | null, events: TicketEvent[]): boolean {
  const last = [...events].reverse().find((event) => event.toStatus);
  return last ? last.toStatus!.id === "CLOSED" : ticket?.status.id === "CLOSED";
}

export function ChatConversation({
  language,
  initial,
  signedIn,
  customerName,
  answer,
  headingId,
  focusOnOpen = false,
}: {
  language: Language;
  initial: Ticket | null;
  signedIn: boolean;
  customerName?: string | undefined;
  /** The chat page's action answer (a form posted without scripts). */
  answer?: ChatActionData | undefined;
  headingId?: string;
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [ticket, setTicket] = useState<Ticket | null>(initial);
  const [events, setEvents] = useState<TicketEvent[]>(initial?.ticketEvents ?? []);
  const [result, setResult] = useState<ChatActionData | undefined>(answer);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ended = chatEnded(ticket, events);

  // The panel opens onto the first field to type in.
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
  }, [focusOnOpen]);

  // The live stream while a conversation is open: each message once, whoever wrote it.
  useEffect(() => {
    if (!ticket || !hydrated) return;
    const source = new EventSource(chatStreamPath(language));
    source.addEventListener("message", (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as TicketEvent;
      setEvents((shown) => mergeChatEvents(shown, [event]));
    });
    return () => source.close();
  }, [ticket, hydrated, language]);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const body = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
      setSending(true);
      try {
        const response = await fetch(chatMessagesPath(language), { method: "POST", body });
        const data = (await response.json()) as ChatActionData;
        setResult(data);
        if (data.ok) {
          if (data.ticket !== undefined) {
            setTicket(data.ticket);
            setEvents(data.ticket?.ticketEvents ?? []);
          }
          if (data.sent) setEvents((shown) => mergeChatEvents(shown, [data.sent!]));
          form.reset();
          form.querySelector<HTMLTextAreaElement>("textarea")?.focus();
        }
      } catch {
        setResult({ ok: false, failure: t("chat.failed") });
      } finally {
        setSending(false);
      }
    },
    [language, t],
  );

  const errors = result?.ok ? undefined : result?.errors;
  const values = result?.ok ? undefined : result?.values;
  const starting = !ticket;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {starting ? (
        <p className="text-sm text-ink-700">
          {signedIn ? t("chat.customerIntro", { name: customerName ?? "" }) : t("chat.guestIntro")}
        </p>
      ) : null}
      {ticket ? (
        <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col gap-2">
          <p className="text-xs text-ink-500">{hydrated ? t("chat.liveHint") : t("chat.reloadHint")}</p>
          <ol
            className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto"
            aria-live="polite"
            aria-label={t("chat.conversation")}
            data-testid="chat-conversation"
          >
            {events
              .filter((event) => event.message)
              .map((event) => (
                <li
                  key={event.code}
                  className={`flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3 py-2 text-sm ${
                    event.addedByAgent ? "me-auto bg-brand-50 ring-1 ring-brand-200" : "ms-auto bg-ink-100"
                  }`}
                  data-testid={event.addedByAgent ? "chat-agent-message" : "chat-customer-message"}
                >
                  <span className="text-xs font-semibold text-ink-600">
                    {event.addedByAgent ? event.author : t("chat.you")}
                  </span>
                  <bdi className="whitespace-pre-line text-ink-900">{event.message}</bdi>
                  {event.ticketEventAttachments.length > 0 ? <ChatFiles language={language} event={event} /> : null}
                </li>
              ))}
          </ol>
        </section>
      ) : null}
      {result && !result.ok && result.failure ? <FormAlert tone="error">{result.failure}</FormAlert> : null}
      {ended ? (
        <form
          method="post"
          action={chatPath(language)}
          onSubmit={hydrated ? submit : undefined}
          className="flex flex-col gap-2"
        >
          <p className="text-sm font-semibold text-ink-800">{t("chat.ended")}</p>
          <input type="hidden" name="intent" value="restart" />
          <Button type="submit" size="md" variant="secondary" disabled={sending}>
            {t("chat.restart")}
          </Button>
        </form>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={chatPath(language)}
          onSubmit={hydrated ? submit : undefined}
          noValidate
          className="flex flex-col gap-3"
          data-testid="chat-form"
        >
          <input type="hidden" name="intent" value={starting ? "start" : "send"} />
          {starting && !signedIn ? (
            <>
              <TextField
                label={t("chat.email")}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values?.email}
                error={errors?.email ? t(errors.email) : undefined}
              />
              <TextField
                label={t("chat.name")}
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={values?.name}
                error={errors?.name ? t(errors.name) : undefined}
              />
            </>
          ) : null}
          <Field label={t("chat.message")} error={errors?.message ? t(errors.message) : undefined}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={3}
                required
                maxLength={5000}
                defaultValue={values?.message}
                className={`${INPUT_CLASS} rtl:text-right`}
                data-testid="chat-message"
                onKeyDown={(event) => {
                  // Enter sends, Shift+Enter is a new line (as chat boxes do); without scripts the button sends.
                  if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
              />
            )}
          </Field>
          <Button type="submit" size="md" disabled={sending} data-testid="chat-send">
            {sending ? t("chat.sending") : starting ? t("chat.start") : t("chat.send")}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * A message's files, each a link to the chat's file route: the server fetches it with the session's chat key, so a
 * guest downloads the files of their own conversation as a signed-in customer does.
 */
function ChatFiles({ language, event }: { language: Language; event: TicketEvent }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-0.5 text-xs" aria-label={t("chat.files")}>
      {event.ticketEventAttachments.map((file) => (
        <li key={file.id} data-testid="chat-file">
          <a href={chatFilePath(language, event.code, file.id)} className="font-semibold text-brand-700 underline">
            {file.filename}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The open chat panel (non-modal: the page stays usable beside it), loaded by `ChatLauncher` (./chat-launcher.tsx)
 * the first time it opens, so pages do not ship React Aria's dialog and the conversation's fields up front.
 */
export function ChatPanel({
  id,
  headingId,
  language,
  signedIn,
  customerName,
  loaded,
  onClose,
}: {
  id: string;
  headingId: string;
  language: Language;
  signedIn: boolean;
  customerName?: string | undefined;
  /** The conversation as the panel's JSON route answered it; null while it is on its way. */
  loaded: { ticket: Ticket | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      id={id}
      aria-labelledby={headingId}
      className="fixed inset-x-4 bottom-28 z-40 flex max-h-[min(36rem,calc(100dvh-9rem))] flex-col gap-3 rounded-card border border-ink-100 bg-white p-4 shadow-card outline-none sm:inset-x-auto sm:end-8 sm:w-96"
      data-testid="chat-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <Heading slot="title" id={headingId} className="text-lg font-bold text-ink-900">
          {t("chat.title")}
        </Heading>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={t("chat.close")}>
          <Icon name="close" />
        </Button>
      </div>
      {loaded ? (
        <ChatConversation
          language={language}
          initial={loaded.ticket}
          signedIn={signedIn}
          customerName={customerName}
          headingId={headingId}
          focusOnOpen
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <Icon name="spinner" className="size-4 animate-spin" /> {t("chat.connecting")}
        </p>
      )}
    </Dialog>
  );
}
