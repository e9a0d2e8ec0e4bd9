/** The chat's storefront paths (decision 0067). */
import type { Language } from "@dukkan/i18n";

/** The chat page: the conversation and its forms, without scripts too. */
export const chatPath = (language: Language) => `/${language}/chat`;
/** The panel's JSON: GET the conversation, POST a form. */
export const chatMessagesPath = (language: Language) => `/${language}/chat/messages`;
/** The conversation's server-sent events, relayed from the API. */
export const chatStreamPath = (language: Language) => `/${language}/chat/stream`;
/** A file of the session's conversation, relayed from the API under its name. */
export const chatFilePath = (language: Language, eventCode: string, attachmentId: string) =>
  `/${language}/chat/events/${encodeURIComponent(eventCode)}/attachments/${encodeURIComponent(attachmentId)}`;
