/**
 * What an order attachment may be (decisions 0039, 0068): a PDF, JPEG, PNG or WebP of at most 5 MB, checked by the
 * shared upload checks (files/uploaded-files.ts: type by its bytes, name sanitised, pictures re-encoded); staff
 * upload these, so the refusals are in English.
 */
import { OccHttpError } from "../../occ/errors.js";
import { checkUpload, type CheckedFile, type UploadPolicy, type UploadRefusals } from "../../files/uploaded-files.js";

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export const ORDER_ATTACHMENT_UPLOADS: UploadPolicy = {
  field: "file",
  kinds: ["pdf", "jpeg", "png", "webp"],
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxFiles: 1,
  maxMessageBytes: MAX_ATTACHMENT_BYTES,
};

const refused = (reason: string, message: string) =>
  new OccHttpError(400, [{ type: "ValidationError", reason, subject: "file", subjectType: "parameter", message }]);

export const fileTooLarge = () =>
  refused("fileTooLarge", `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`);
export const fileMissing = () => refused("missing", "Send the file as a multipart part named 'file'.");

const ORDER_ATTACHMENT_REFUSALS: UploadRefusals = {
  tooLarge: fileTooLarge,
  messageTooLarge: fileTooLarge,
  tooMany: () => refused("tooManyEntries", "Send one file."),
  type: () => refused("fileType", "Only PDF, JPEG, PNG and WebP files can be attached."),
  nameMismatch: (name, actual) =>
    refused("fileType", `The file's content is ${actual}, not what its name .${extensionOf(name)} says.`),
  empty: () => refused("empty", "The file is empty."),
  missing: fileMissing,
};

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/** Limits of a staff upload's multipart body: one file, a few short fields (@fastify/multipart). */
export const UPLOAD_LIMITS = { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 2048 };

/** An uploaded part's bytes; a part cut off at the size limit is refused as too large (400, not 413). */
export async function uploadedBytes(part: { toBuffer(): Promise<Buffer> }): Promise<Uint8Array> {
  const buffer = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
    throw error;
  });
  return new Uint8Array(buffer);
}

/** The file to store (a picture re-encoded), its real type and a safe name, or 400 when it may not be attached. */
export function checkAttachment(bytes: Uint8Array, uploadedName: string): Promise<CheckedFile> {
  return checkUpload({ fileName: uploadedName, bytes }, ORDER_ATTACHMENT_UPLOADS, ORDER_ATTACHMENT_REFUSALS);
}
