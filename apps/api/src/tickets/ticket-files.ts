/**
 * What a ticket message may carry (account spec §9: up to 10 MB; PDF, text, pictures, Word, ZIP; decisions 0055,
 * 0068): the shared upload checks (files/uploaded-files.ts) with the tickets' allow-list and limits, refused in the
 * ticket's words and the caller's language, since the form shows them as they are. HTML is not accepted at all.
 */
import type { Language } from "@dukkan/occ";
import { TICKET_LIMITS } from "@dukkan/occ/tickets";
import type { UploadPolicy, UploadRefusals } from "../files/uploaded-files.js";
import {
  emptyTicketFile,
  ticketFileMissing,
  ticketFileNameMismatch,
  ticketFileTooLarge,
  ticketFilesTooLarge,
  ticketFileType,
  tooManyTicketFiles,
} from "./ticket-errors.js";

export const TICKET_UPLOADS: UploadPolicy = {
  field: "ticketEventAttachment",
  kinds: ["pdf", "txt", "png", "jpeg", "gif", "doc", "docx", "zip"],
  maxFileBytes: TICKET_LIMITS.maxBytes,
  maxFiles: TICKET_LIMITS.maxFilesPerEvent,
  maxMessageBytes: TICKET_LIMITS.maxBytes * TICKET_LIMITS.maxFilesPerEvent,
};

export const MAX_TICKET_FILE_MB = TICKET_LIMITS.maxBytes / 1024 / 1024;

export const ticketUploadRefusals = (language: Language): UploadRefusals => ({
  tooLarge: (name, maxMb) => ticketFileTooLarge(name, maxMb, language),
  messageTooLarge: (maxMb) => ticketFilesTooLarge(maxMb, language),
  tooMany: (max) => tooManyTicketFiles(max, language),
  type: (name) => ticketFileType(name, language),
  nameMismatch: (name, actual) => ticketFileNameMismatch(name, actual, language),
  empty: (name) => emptyTicketFile(name, language),
  missing: () => ticketFileMissing(language),
});
