/**
 * What an order attachment may be (decision 0039): a PDF, JPEG, PNG or WebP of at most 5 MB, recognised by its
 * bytes (`file-type` reads the magic numbers), never by the name or the type the uploader claims. A name whose
 * extension says another type (a `.pdf` holding a PNG or HTML) is refused rather than guessed at. Names are cut
 * down to safe characters before they are stored or sent back in a Content-Disposition header.
 */
import { fileTypeFromBuffer } from "file-type";
import { OccHttpError } from "../../occ/errors.js";

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** The allowed types and the extensions a name of that type may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
};

/** Types a browser shows in a tab (account spec §7: opened in a new tab when previewable). */
const INLINE_TYPES = new Set(Object.keys(ALLOWED));

const MAX_NAME_LENGTH = 150;
/** Control characters, and characters file systems or a quoted header value treat specially. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f"*:<>?|;%]/g;

const refused = (reason: string, message: string) =>
  new OccHttpError(400, [{ type: "ValidationError", reason, subject: "file", subjectType: "parameter", message }]);

export const fileTooLarge = () =>
  refused("fileTooLarge", `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`);
export const fileMissing = () => refused("missing", "Send the file as a multipart part named 'file'.");

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

export interface CheckedFile {
  fileName: string;
  mimeType: string;
}

export type FileProblem = { kind: "empty" } | { kind: "type" } | { kind: "nameMismatch"; actual: string };

/**
 * The file's real type (of the allow-list, by its bytes) and a safe name for it, or what is wrong with it: empty,
 * of another type, or named as another type. Sizes are the caller's rule (order and return files differ).
 */
export async function recogniseFile(
  bytes: Uint8Array,
  uploadedName: string,
): Promise<{ file: CheckedFile } | { problem: FileProblem }> {
  if (bytes.byteLength === 0) return { problem: { kind: "empty" } };
  const detected = await fileTypeFromBuffer(bytes);
  const extensions = detected ? ALLOWED[detected.mime] : undefined;
  if (!detected || !extensions) return { problem: { kind: "type" } };
  const name = sanitiseFileName(uploadedName);
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  if (extension && !extensions.includes(extension)) {
    return { problem: { kind: "nameMismatch", actual: detected.ext.toUpperCase() } };
  }
  return { file: { fileName: extension ? name : `${name}.${detected.ext}`, mimeType: detected.mime } };
}

/** The file's real type and a safe name for it, or 400 when it is empty, too large, of another type or disguised. */
export async function checkAttachment(bytes: Uint8Array, uploadedName: string): Promise<CheckedFile> {
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES) throw fileTooLarge();
  const recognised = await recogniseFile(bytes, uploadedName);
  if ("file" in recognised) return recognised.file;
  const { problem } = recognised;
  if (problem.kind === "empty") throw refused("empty", "The file is empty.");
  if (problem.kind === "type") throw refused("fileType", "Only PDF, JPEG, PNG and WebP files can be attached.");
  const name = sanitiseFileName(uploadedName);
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  throw refused("fileType", `The file's content is ${problem.actual}, not what its name .${extension} says.`);
}

/**
 * The last path segment of the name, without control characters, characters file systems or headers treat
 * specially, leading dots and surrounding spaces; at most 150 characters (the extension kept). Letters of any
 * script stay (an Arabic name is a fine name).
 */
export function sanitiseFileName(uploaded: string): string {
  const base = uploaded.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_IN_NAMES, "").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned || "attachment";
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * The Content-Disposition of a download (RFC 6266): inline for types a browser previews, attachment otherwise,
 * with an ASCII fallback `filename` and the exact name in `filename*` (RFC 8187, UTF-8).
 */
export function contentDisposition(fileName: string, mimeType: string): string {
  const type = INLINE_TYPES.has(mimeType) ? "inline" : "attachment";
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
