/**
 * The live chat (issue 20; decision 0067): a launcher at the page's end corner (2rem from the edges; shopping spec
 * §5) on every page, which opens a non-modal chat panel once scripts run and is a link to the chat page before
 * they do. The conversation (`ChatConversation`, shared with the chat page) posts its forms to the chat page's
 * action without scripts; with them it posts to `/{lang}/chat/messages` and listens to `/{lang}/chat/stream`
 * (server-sent events relayed by this shop's server), so replies appear as they are written.
 */
import type { Language } from "@dukkan/i18n";
import type { Ticket, TicketEvent } from "@dukkan/occ/tickets";
import { Button } from "@dukkan/ui/button";
import { Field, INPUT_CLASS, TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { Icon } from "@dukkan/ui/icon";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Dialog, Heading } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
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

/** The corner launcher and, once opened, the panel; not on the chat page itself. */
export function ChatLauncher({
  language,
  signedIn,
  customerName,
}: {
  language: Language;
  signedIn: boolean;
  customerName?: string | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ ticket: Ticket | null } | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = `${panelId}-title`;

  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    void fetch(chatMessagesPath(language), { headers: { accept: "application/json" } })
      .then((response) => response.json() as Promise<{ ticket: Ticket | null }>)
      .then((data) => current && setLoaded(data))
      .catch(() => current && setLoaded({ ticket: null }));
    return () => {
      current = false;
    };
  }, [open, loaded, language]);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  // Escape closes the panel from anywhere in it (it is not modal: the page stays usable beside it).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const panel = document.getElementById(panelId);
      if (event.key === "Escape" && panel?.contains(document.activeElement)) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, panelId, close]);

  if (pathname === chatPath(language)) return null;
  const position = "fixed bottom-8 end-8 z-20 max-md:[body:has([data-fixed-bottom-bar])_&]:bottom-28";
  const launcherClass =
    "inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-card transition hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300";
  if (!hydrated) {
    return (
      <a
        href={chatPath(language)}
        className={`${position} ${launcherClass}`}
        aria-label={t("chat.open")}
        data-testid="chat-launcher"
      >
        <Icon name="headset" className="size-7" />
      </a>
    );
  }
  return (
    <>
      {open ? (
        <Dialog
          id={panelId}
          aria-labelledby={headingId}
          className="fixed inset-x-4 bottom-28 z-40 flex max-h-[min(36rem,calc(100dvh-9rem))] flex-col gap-3 rounded-card border border-ink-100 bg-white p-4 shadow-card outline-none sm:inset-x-auto sm:end-8 sm:w-96"
          data-testid="chat-panel"
        >
          <div className="flex items-center justify-between gap-2">
            <Heading slot="title" id={headingId} className="text-lg font-bold text-ink-900">
              {t("chat.title")}
            </Heading>
            <Button variant="ghost" size="sm" onClick={close} aria-label={t("chat.close")}>
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
      ) : null}
      <button
        ref={launcher}
        type="button"
        className={`${position} ${launcherClass}`}
        aria-label={open ? t("chat.close") : t("chat.open")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="chat-launcher"
      >
        <Icon name={open ? "close" : "headset"} className="size-7" />
      </button>
    </>
  );
}
