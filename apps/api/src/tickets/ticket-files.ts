/**
 * A file on a ticket message (account spec §9: up to 10 MB; PDF, text, pictures, Word, ZIP; decision 0055): its type
 * is read from its bytes (`file-type`), never from the name or the type the browser claims; a name whose extension
 * says another type (an HTML page named .jpg) is refused. Plain text has no magic number: a `.txt` is accepted when
 * its bytes are UTF-8 text without control characters other than tabs and line breaks. HTML is not accepted at all
 * (decision 0055). Refusals name the file in the customer's language, since the form shows them as they are.
 */
import type { Language } from "@dukkan/occ";
import { TICKET_LIMITS } from "@dukkan/occ/tickets";
import { fileTypeFromBuffer } from "file-type";
import { sanitiseFileName, type CheckedFile } from "../orders/attachments/attachment-files.js";
import { emptyTicketFile, ticketFileNameMismatch, ticketFileTooLarge, ticketFileType } from "./ticket-errors.js";

/** The recognised type → the type the file is stored and served as, and the extensions its name may carry. */
const ALLOWED: Record<string, { mimeType: string; extensions: readonly string[] }> = {
  "application/pdf": { mimeType: "application/pdf", extensions: ["pdf"] },
  "image/png": { mimeType: "image/png", extensions: ["png"] },
  "image/jpeg": { mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  "image/gif": { mimeType: "image/gif", extensions: ["gif"] },
  "application/zip": { mimeType: "application/zip", extensions: ["zip"] },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  // Word 97–2003 documents are OLE compound files.
  "application/x-cfb": { mimeType: "application/msword", extensions: ["doc"] },
};

// eslint-disable-next-line no-control-regex -- control characters other than tab and line breaks mark binary data
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !BINARY.test(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

export const MAX_TICKET_FILE_MB = TICKET_LIMITS.maxBytes / 1024 / 1024;

export async function recogniseTicketFile(
  file: { fileName: string; bytes: Uint8Array },
  language: Language,
): Promise<CheckedFile> {
  const name = sanitiseFileName(file.fileName);
  if (file.bytes.byteLength > TICKET_LIMITS.maxBytes) throw ticketFileTooLarge(name, MAX_TICKET_FILE_MB, language);
  if (file.bytes.byteLength === 0) throw emptyTicketFile(name, language);
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected) {
    if (extension === "txt" && isPlainText(file.bytes)) return { fileName: name, mimeType: "text/plain" };
    throw ticketFileType(name, language);
  }
  const allowed = ALLOWED[detected.mime];
  if (!allowed) throw ticketFileType(name, language);
  if (extension && !allowed.extensions.includes(extension)) {
    throw ticketFileNameMismatch(name, detected.ext.toUpperCase(), language);
  }
  return { fileName: extension ? name : `${name}.${allowed.extensions[0]}`, mimeType: allowed.mimeType };
}
