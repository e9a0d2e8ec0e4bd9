/**
 * The live chat's server side (decision 0067): the visitor's chat key lives in the sealed session and goes to the
 * API in a header; the browser never sees it nor talks to the API. A guest's chat is reached as `anonymous`
 * (also after signing in); a customer's as `current` with their token, and is dropped once they sign out.
 */
import type { Language } from "@dukkan/i18n";
import {
  CHAT_KEY_HEADER,
  ChatStarted,
  Ticket,
  TicketEvent,
  type Ticket as TicketShape,
  type TicketEvent as TicketEventShape,
} from "@dukkan/occ/tickets";
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { getAccessToken } from "../account/auth.server";
import { requestArea } from "../area/area.server";
import { occFetch, occUrl, OccRequestError, SessionEndedError } from "../occ/occ-client.server";
import { getSession, sessionHeaders, type Session } from "../session/session.server";
import { readChatForm, type ChatFieldErrors } from "./chat-form";

export type ChatAccess = {
  session: Session;
  lang: Language;
  area: string | undefined;
  /** The signed-in customer's token, if any. */
  accessToken: string | undefined;
  /** The session's chat, when it can still be reached. */
  chat: { key: string; guest: boolean } | undefined;
};

export async function chatAccess(request: Request, lang: Language): Promise<ChatAccess> {
  const session = await getSession(request);
  const accessToken = await getAccessToken(session);
  let chat = session.data.chat;
  // A customer's chat needs their sign-in: signed out, it is gone from this browser.
  if (chat && !chat.guest && !accessToken) {
    session.unset("chat");
    chat = undefined;
  }
  return { session, lang, area: requestArea(session), accessToken, chat };
}

function chatCall<T>(access: ChatAccess, path: string, options: { method?: "GET" | "POST"; body?: unknown } = {}) {
  const chat = access.chat;
  const guest = chat ? chat.guest : !access.accessToken;
  return occFetch<T>(`users/${guest ? "anonymous" : "current"}/chats${path}`, {
    ...options,
    lang: access.lang,
    area: access.area,
    accessToken: guest ? undefined : access.accessToken,
    headers: chat ? { [CHAT_KEY_HEADER]: chat.key } : {},
  });
}

/** A 400 about the chat itself: the key reaches nothing (any more). */
const isUnknownChat = (error: unknown) =>
  error instanceof OccRequestError &&
  !(error instanceof SessionEndedError) &&
  error.status === 400 &&
  error.errors.some((e) => e.type === "UnknownIdentifierError");

/** The session's conversation, or null (no chat, or one the API no longer knows: then the session forgets it). */
export async function loadChat(access: ChatAccess): Promise<TicketShape | null> {
  if (!access.chat) return null;
  try {
    return Ticket.parse(await chatCall<unknown>(access, "/current"));
  } catch (error) {
    if (!isUnknownChat(error)) throw error;
    access.session.unset("chat");
    access.chat = undefined;
    return null;
  }
}

export async function startChat(access: ChatAccess, input: { message: string; email?: string; name?: string }) {
  access.chat = undefined;
  const guest = !access.accessToken;
  const body = guest ? input : { message: input.message };
  const started = ChatStarted.parse(await chatCall<unknown>(access, "", { method: "POST", body }));
  access.chat = { key: started.chatKey, guest };
  access.session.set("chat", access.chat);
  return started.ticket;
}

export async function sendChatMessage(access: ChatAccess, message: string) {
  return TicketEvent.parse(await chatCall<unknown>(access, "/current/messages", { method: "POST", body: { message } }));
}

export function forgetChat(access: ChatAccess) {
  access.session.unset("chat");
  access.chat = undefined;
}

/** The events that are an API stream's, as sent on (the browser's EventSource reads them from this server). */
const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware and any proxy pass each event on as it comes.
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
};

/**
 * Relays an API event stream (the chat's or a ticket's) to the browser: the same bytes, ended when the browser
 * leaves (the request's signal aborts the API call, which ends the API's stream and the customer's presence).
 * Nothing to stream (no chat, a refusal) is 204, which tells an EventSource not to reconnect.
 */
export async function relayEventStream(
  request: Request,
  path: string,
  options: {
    lang: Language;
    area: string | undefined;
    accessToken?: string | undefined;
    headers?: Record<string, string>;
    /** The session's Set-Cookie (a token refreshed on the way), sent with whatever this answers. */
    responseHeaders?: Record<string, string>;
  },
): Promise<Response> {
  const url = occUrl(path, { lang: options.lang, area: options.area });
  const after = new URL(request.url).searchParams.get("after");
  if (after && /^\d{1,10}$/.test(after)) url.searchParams.set("after", after);
  const headers = new Headers({ accept: "text/event-stream", ...apiCallHeaders(), ...options.headers });
  if (options.accessToken) headers.set("authorization", `Bearer ${options.accessToken}`);
  const lastEventId = request.headers.get("last-event-id");
  if (lastEventId && /^\d{1,10}$/.test(lastEventId)) headers.set("last-event-id", lastEventId);
  const nothing = () =>
    new Response(null, { status: 204, headers: { ...options.responseHeaders, "cache-control": "no-store" } });
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(url, { headers, signal: request.signal });
  } catch (error) {
    if (request.signal.aborted) return nothing();
    throw error;
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return nothing();
  }
  return new Response(upstream.body, { status: 200, headers: { ...options.responseHeaders, ...STREAM_HEADERS } });
}

export async function chatStream(request: Request, access: ChatAccess): Promise<Response> {
  const responseHeaders = await sessionHeaders(access.session);
  if (!access.chat)
    return new Response(null, { status: 204, headers: { ...responseHeaders, "cache-control": "no-store" } });
  return relayEventStream(request, `users/${access.chat.guest ? "anonymous" : "current"}/chats/current/stream`, {
    lang: access.lang,
    area: access.area,
    accessToken: access.chat.guest ? undefined : access.accessToken,
    headers: { [CHAT_KEY_HEADER]: access.chat.key },
    responseHeaders,
  });
}

/**
 * A file of the session's chat, fetched from the API with the chat key the session holds (a guest's only proof that
 * the conversation is theirs; the API checks it), answered with its name from the conversation. Throws
 * OccRequestError when the session has no chat or the chat no such file.
 */
export async function fetchChatFile(access: ChatAccess, eventCode: string, attachmentId: string) {
  const ticket = await loadChat(access);
  const chat = access.chat;
  const attachment = ticket?.ticketEvents
    .find((event) => event.code === eventCode)
    ?.ticketEventAttachments.find((file) => file.id === attachmentId);
  if (!chat || !attachment) {
    throw new OccRequestError(400, [{ type: "UnknownIdentifierError", message: "No such file" }], "");
  }
  const url = occUrl(
    `users/${chat.guest ? "anonymous" : "current"}/chats/current/events/${encodeURIComponent(eventCode)}` +
      `/attachments/${encodeURIComponent(attachmentId)}`,
    { lang: access.lang, area: access.area },
  );
  const headers = new Headers({ ...apiCallHeaders(), [CHAT_KEY_HEADER]: chat.key });
  if (!chat.guest && access.accessToken) headers.set("authorization", `Bearer ${access.accessToken}`);
  const upstream = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  if (!upstream.ok) {
    await upstream.body?.cancel();
    const failure = [{ type: "FileError", message: `The API answered ${upstream.status} for the file` }];
    throw new OccRequestError(upstream.status, failure, url.pathname);
  }
  return { upstream, fileName: attachment.filename };
}

/** What the chat's forms answer: the conversation after the step, or what stopped it. */
export type ChatActionData = {
  ok: boolean;
  ticket?: TicketShape | null;
  sent?: TicketEventShape;
  errors?: ChatFieldErrors;
  /** The API's refusal in the visitor's language, or the form's words for a failure. */
  failure?: string;
  /** What was typed, so a refused form keeps it. */
  values?: { message: string; email: string; name: string };
};

/** Runs one posted chat form (the panel's and the chat page's alike). */
export async function runChatForm(access: ChatAccess, form: FormData, failureText: string): Promise<ChatActionData> {
  const reading = readChatForm(form, !access.accessToken);
  const values = { message: reading.message, email: reading.email, name: reading.name };
  if (reading.intent === "restart") {
    forgetChat(access);
    return { ok: true, ticket: null };
  }
  if (Object.keys(reading.errors).length > 0) return { ok: false, errors: reading.errors, values };
  try {
    if (reading.intent === "start" || !access.chat) {
      const ticket = await startChat(access, {
        message: reading.message,
        ...(access.accessToken ? {} : { email: reading.email, name: reading.name }),
      });
      return { ok: true, ticket };
    }
    const sent = await sendChatMessage(access, reading.message);
    return { ok: true, sent };
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status < 500) {
      if (isUnknownChat(error)) forgetChat(access);
      const failure = error.errors.map((e) => e.message).join(" ") || failureText;
      return { ok: false, failure, values };
    }
    throw error;
  }
}
