/**
 * A customer's photo or document for a return (account spec §5 "Return files", §9): JPEG, PNG, WebP or PDF by its
 * bytes (the order attachments' allow-list, never the name or claimed type), at most 2 MB, the name sanitised.
 * Refusals name the file in the customer's language, since the form shows them as they are.
 */
import type { Language } from "@dukkan/occ";
import { RETURN_ATTACHMENT_LIMITS } from "@dukkan/occ/returns";
import { recogniseFile, sanitiseFileName, type CheckedFile } from "../orders/attachments/attachment-files.js";
import { emptyReturnFile, returnFileNameMismatch, returnFileTooLarge, returnFileType } from "./return-errors.js";

export async function recognizeReturnFile(
  file: { fileName: string; bytes: Uint8Array },
  language: Language,
): Promise<CheckedFile> {
  const name = sanitiseFileName(file.fileName);
  if (file.bytes.byteLength > RETURN_ATTACHMENT_LIMITS.maxBytes) {
    throw returnFileTooLarge(name, RETURN_ATTACHMENT_LIMITS.maxBytes / 1024 / 1024, language);
  }
  const recognised = await recogniseFile(file.bytes, file.fileName);
  if ("file" in recognised) return recognised.file;
  const { problem } = recognised;
  if (problem.kind === "empty") throw emptyReturnFile(name, language);
  if (problem.kind === "type") throw returnFileType(name, language);
  throw returnFileNameMismatch(name, problem.actual, language);
}
