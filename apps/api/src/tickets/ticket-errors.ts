/**
 * The refusals of support tickets (account spec §8: the storefront shows each error's message, so the words are
 * the request's language). A ticket, event or file of someone else answers like an unknown one.
 */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import type { TicketStatus } from "@dukkan/occ/tickets";
import { OccHttpError } from "../occ/errors.js";

const unknown = (subjectType: string, subject: string, message: string) =>
  new OccHttpError(400, [
    { type: "UnknownIdentifierError", reason: "notFound", subject: subject.slice(0, 100), subjectType, message },
  ]);

export const ticketNotFound = (id: string) => unknown("ticket", id, `Ticket ${id.slice(0, 100)} not found`);
export const ticketEventNotFound = (code: string) =>
  unknown("ticketEvent", code, `Message ${code.slice(0, 100)} not found on this ticket`);
export const ticketAttachmentNotFound = (id: string) =>
  unknown("attachment", id, `Attachment ${id.slice(0, 100)} not found on this message`);

const ticketError = (reason: string, subject: string, subjectType: string, message: string) =>
  new OccHttpError(400, [{ type: "TicketError", reason, subject, subjectType, message }]);

export const unknownTicketCategory = (id: string, language: Language) =>
  ticketError("unknownCategory", id.slice(0, 50), "ticketCategory", apiText(language, "tickets.error.unknownCategory"));

export const unknownAssociatedObject = (type: string, code: string, language: Language) =>
  ticketError(
    "unknownAssociatedObject",
    code.slice(0, 100),
    "associatedTo",
    apiText(language, "tickets.error.unknownAssociatedObject", { type, code: code.slice(0, 100) }),
  );

export const ticketClosed = (id: string, language: Language) =>
  new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "ticketClosed",
      subject: id,
      subjectType: "ticket",
      message: apiText(language, "tickets.error.closed"),
    },
  ]);

export const ticketTransitionRefused = (id: string, from: TicketStatus, to: TicketStatus, language: Language) =>
  new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "transitionNotAllowed",
      subject: id,
      subjectType: "ticket",
      message: apiText(language, "tickets.error.transition", {
        from: apiText(language, `tickets.status.${from}`),
        to: apiText(language, `tickets.status.${to}`),
      }),
    },
  ]);

/** An attachment on another's message (an agent's), or on a closed ticket. */
export const ticketEventNotAttachable = (code: string, language: Language) =>
  new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "notAttachable",
      subject: code,
      subjectType: "ticketEvent",
      message: apiText(language, "tickets.error.closed"),
    },
  ]);

const fileError = (reason: string, message: string) =>
  new OccHttpError(400, [
    { type: "ValidationError", reason, subject: "ticketEventAttachment", subjectType: "parameter", message },
  ]);

export const tooManyTicketFiles = (max: number, language: Language) =>
  fileError("tooManyEntries", apiText(language, "tickets.error.tooManyFiles", { max }));
export const ticketFileTooLarge = (name: string, maxMb: number, language: Language) =>
  fileError("tooLarge", apiText(language, "tickets.error.fileTooLarge", { name, max: maxMb }));
export const ticketFileType = (name: string, language: Language) =>
  fileError("notParsable", apiText(language, "tickets.error.fileType", { name }));
export const ticketFileNameMismatch = (name: string, actual: string, language: Language) =>
  fileError("notParsable", apiText(language, "tickets.error.fileNameMismatch", { name, actual }));
export const ticketFilesTooLarge = (maxMb: number, language: Language) =>
  fileError("tooLarge", apiText(language, "tickets.error.filesTooLarge", { max: maxMb }));
export const emptyTicketFile = (name: string, language: Language) =>
  fileError("arrayNotEmpty", apiText(language, "tickets.error.emptyFile", { name }));
export const ticketFileMissing = (language: Language) =>
  fileError("missing", apiText(language, "tickets.error.fileMissing"));

/** Staff assigned a ticket to someone who cannot answer it (not an active owner or support member). */
export const staffMemberNotAssignable = (staffId: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: staffId,
      subjectType: "staffMember",
      message: "No active owner or support member has this id",
    },
  ]);

/** A chat key that is no conversation of this caller's (another visitor's, or none): like an unknown ticket. */
export const chatNotFound = () => unknown("chat", "current", "Chat not found");

export const chatContactMissing = (language: Language) =>
  ticketError("chatContactMissing", "anonymous", "chat", apiText(language, "tickets.error.chatContactMissing"));

export const chatClosed = (id: string, language: Language) =>
  new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "chatClosed",
      subject: id,
      subjectType: "chat",
      message: apiText(language, "tickets.error.chatClosed"),
    },
  ]);
