/**
 * What the chat's forms post (decision 0067): `intent` start (message, and a guest's e-mail and name), send
 * (message) or restart (forget an ended chat). Checked here in the form's words before anything is sent; the API
 * checks again. Errors are message keys, shown beside their fields.
 */
import { CHAT_NAME_LENGTH, containsMarkup, TICKET_LIMITS } from "@dukkan/occ/tickets-constants";

export const CHAT_INTENTS = ["start", "send", "restart"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export type ChatFieldErrors = { message?: string; email?: string; name?: string };

export type ChatFormReading = {
  intent: ChatIntent;
  message: string;
  email: string;
  name: string;
  errors: ChatFieldErrors;
};

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Reads the chat form; `guest` asks for the e-mail and name a start needs from a signed-out visitor. */
export function readChatForm(form: FormData, guest: boolean): ChatFormReading {
  const raw = text(form, "intent");
  const intent: ChatIntent = (CHAT_INTENTS as readonly string[]).includes(raw) ? (raw as ChatIntent) : "send";
  const message = text(form, "message");
  const email = text(form, "email");
  const name = text(form, "name");
  const errors: ChatFieldErrors = {};
  if (intent === "restart") return { intent, message, email, name, errors };
  if (!message) errors.message = "chat.error.messageRequired";
  else if (message.length > TICKET_LIMITS.messageLength) errors.message = "chat.error.messageTooLong";
  else if (containsMarkup(message)) errors.message = "chat.error.markup";
  if (intent === "start" && guest) {
    if (!email) errors.email = "chat.error.emailRequired";
    else if (!EMAIL.test(email) || email.length > 254) errors.email = "chat.error.emailInvalid";
    if (!name) errors.name = "chat.error.nameRequired";
    else if (name.length > CHAT_NAME_LENGTH || containsMarkup(name)) errors.name = "chat.error.nameInvalid";
  }
  return { intent, message, email, name, errors };
}
