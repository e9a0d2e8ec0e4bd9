/**
 * One way to take in and hand out a customer's or staff member's file (decision 0068), for ticket messages, return
 * requests and order attachments alike; each feature only says which kinds it takes, its limits and how its
 * refusals read (its words, in the caller's language):
 * - the type is recognised from the bytes (`file-type` reads the magic numbers), never from the name or the type
 *   the browser claims, and must be on the feature's allow-list; a name saying another type (an HTML page named
 *   .jpg, a PNG named .pdf) is refused rather than guessed at; plain text has no magic number and is taken when its
 *   bytes are UTF-8 without control characters other than tabs and line breaks and it is not markup (a page);
 * - sizes: each file, and all the files of one message (one upload) together;
 * - pictures are re-encoded (image-reencoding.ts): no EXIF/GPS, no polyglot payload;
 * - names are cut down to safe characters before they are stored or sent back;
 * - files are served with their recognised type, a Content-Disposition under their name, `nosniff` and no caching;
 *   who may read one is the feature's check (the owner, or staff), made before `sendStoredFile`.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { FileStorage } from "./file-storage.js";
import { isReencodedImage, reencodeImage, UndecodableImage } from "./image-reencoding.js";

/** The kinds of file a feature may take: the type its bytes are recognised as → how it is stored and named. */
const FILE_KINDS = {
  pdf: { detected: "application/pdf", mimeType: "application/pdf", extensions: ["pdf"] },
  jpeg: { detected: "image/jpeg", mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { detected: "image/png", mimeType: "image/png", extensions: ["png"] },
  webp: { detected: "image/webp", mimeType: "image/webp", extensions: ["webp"] },
  gif: { detected: "image/gif", mimeType: "image/gif", extensions: ["gif"] },
  zip: { detected: "application/zip", mimeType: "application/zip", extensions: ["zip"] },
  docx: {
    detected: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  // Word 97–2003 documents are OLE compound files.
  doc: { detected: "application/x-cfb", mimeType: "application/msword", extensions: ["doc"] },
  txt: { detected: null, mimeType: "text/plain", extensions: ["txt"] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** What one feature takes. */
export interface UploadPolicy {
  /** The multipart part name the files come in. */
  field: string;
  kinds: readonly FileKind[];
  maxFileBytes: number;
  /** Files in one message (one upload). */
  maxFiles: number;
  /** All the files of one message together. */
  maxMessageBytes: number;
}

/** How the feature words each refusal (400 OCC errors, in the caller's language). */
export interface UploadRefusals {
  tooLarge(name: string, maxMb: number): Error;
  messageTooLarge(maxMb: number): Error;
  tooMany(max: number): Error;
  type(name: string): Error;
  nameMismatch(name: string, actual: string): Error;
  empty(name: string): Error;
  missing(): Error;
}

/** A file as the multipart parser gave it. */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** A file that passed: its safe name, the type it is stored and served as, and the bytes to store. */
export interface CheckedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A stored file on its way out. */
export interface ServedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * @fastify/multipart limits for the policy: one file more than allowed (so too many files is our refusal, worded
 * by the feature, rather than the parser's), and a few short fields when the form sends some.
 */
export function multipartLimits(policy: UploadPolicy, fields = 0) {
  return {
    fileSize: policy.maxFileBytes,
    files: policy.maxFiles + 1,
    fields,
    parts: policy.maxFiles + 1 + fields,
    fieldSize: 2048,
  };
}

/**
 * The request's files in the policy's part (other file parts are read and dropped) and its text fields, refused as
 * the feature words it when a file is over the size, there are too many or, with `required`, there is none. A file
 * input left empty sends a part with no name and no bytes: not a file.
 */
export async function readUploadForm(
  request: FastifyRequest,
  policy: UploadPolicy,
  refusals: UploadRefusals,
  { required }: { required: boolean },
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let current = "";
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      current = part.filename;
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.fieldname !== policy.field || (!part.filename && bytes.byteLength === 0)) continue;
      files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw refusals.tooLarge(sanitiseFileName(current), megabytes(policy.maxFileBytes));
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw refusals.tooMany(policy.maxFiles);
    throw error;
  }
  if (required && files.length === 0) throw refusals.missing();
  return { files, fields };
}

/** The request's files alone (a form without fields). */
export async function readUploads(
  request: FastifyRequest,
  policy: UploadPolicy,
  refusals: UploadRefusals,
  options: { required: boolean },
): Promise<UploadedFile[]> {
  return (await readUploadForm(request, policy, refusals, options)).files;
}

/**
 * Every file of one message checked (and pictures re-encoded) before any is stored: one bad file refuses them all.
 * The message limits count what was sent, not what re-encoding made of it.
 */
export async function checkUploads(
  files: readonly UploadedFile[],
  policy: UploadPolicy,
  refusals: UploadRefusals,
): Promise<CheckedFile[]> {
  if (files.length > policy.maxFiles) throw refusals.tooMany(policy.maxFiles);
  const tooLarge = files.find((file) => file.bytes.byteLength > policy.maxFileBytes);
  if (tooLarge) throw refusals.tooLarge(sanitiseFileName(tooLarge.fileName), megabytes(policy.maxFileBytes));
  const total = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total > policy.maxMessageBytes) throw refusals.messageTooLarge(megabytes(policy.maxMessageBytes));
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkUpload(file, policy, refusals));
  return checked;
}

/** One file: its size, its type by its bytes against the allow-list and its name; a picture re-encoded. */
export async function checkUpload(
  file: UploadedFile,
  policy: UploadPolicy,
  refusals: UploadRefusals,
): Promise<CheckedFile> {
  const name = sanitiseFileName(file.fileName);
  if (file.bytes.byteLength > policy.maxFileBytes) throw refusals.tooLarge(name, megabytes(policy.maxFileBytes));
  if (file.bytes.byteLength === 0) throw refusals.empty(name);
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const detected = await fileTypeFromBuffer(file.bytes);
  const kinds = policy.kinds.map((kind) => FILE_KINDS[kind]);
  if (!detected) {
    const text = kinds.find((kind) => kind.detected === null);
    if (text && text.extensions.some((allowed) => allowed === extension) && isPlainText(file.bytes)) {
      return { fileName: name, mimeType: text.mimeType, bytes: file.bytes };
    }
    throw refusals.type(name);
  }
  const kind = kinds.find((candidate) => candidate.detected === detected.mime);
  if (!kind) throw refusals.type(name);
  if (extension && !kind.extensions.some((allowed) => allowed === extension)) {
    throw refusals.nameMismatch(name, detected.ext.toUpperCase());
  }
  const fileName = extension ? name : `${name}.${kind.extensions[0]}`;
  if (!isReencodedImage(kind.mimeType)) return { fileName, mimeType: kind.mimeType, bytes: file.bytes };
  try {
    return { fileName, mimeType: kind.mimeType, bytes: await reencodeImage(file.bytes, kind.mimeType) };
  } catch (error) {
    // Bytes that start like a picture but do not decode as one are not a picture.
    if (error instanceof UndecodableImage) throw refusals.type(name);
    throw error;
  }
}

// eslint-disable-next-line no-control-regex -- control characters other than tab and line breaks mark binary data
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A document of markup (HTML, SVG, XML): starts with a tag, a doctype or a processing instruction. */
const MARKUP_DOCUMENT = /^\uFEFF?\s*<\s*[a-z!?]/i;

/** UTF-8 text without binary control characters, and not a web page or other markup named .txt. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return !BINARY.test(text) && !MARKUP_DOCUMENT.test(text);
  } catch {
    return false;
  }
}

const MAX_NAME_LENGTH = 150;
/** Control characters, and characters file systems or a quoted header value treat specially. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f"*:<>?|;%]/g;

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

/** Types a browser shows in a tab (account spec §7: opened in a new tab when previewable) and cannot run. */
const INLINE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif"]);
/** Types served as they are; anything else (there should be nothing else) goes out as bytes to download. */
const SERVED_TYPES = new Set([...INLINE_TYPES, ...Object.values(FILE_KINDS).map((kind) => kind.mimeType)]);

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

/**
 * The file as the response: its recognised type (text as UTF-8), under its name, never sniffed into something a
 * browser runs, and kept out of shared caches.
 */
export function sendStoredFile(reply: FastifyReply, file: ServedFile) {
  const mimeType = SERVED_TYPES.has(file.mimeType) ? file.mimeType : "application/octet-stream";
  return reply
    .code(200)
    .type(mimeType === "text/plain" ? "text/plain; charset=utf-8" : mimeType)
    .header("content-disposition", contentDisposition(file.fileName, mimeType))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.bytes));
}

/**
 * Stores the checked files under their keys, then records them (the feature's rows, in its transaction); when
 * recording fails the files go again: no row points at a file that is not there, and no file stays that no row
 * points at.
 */
export async function storeThenRecord<F extends { key: string; file: CheckedFile }, T>(
  storage: FileStorage,
  files: readonly F[],
  record: () => Promise<T>,
): Promise<T> {
  const stored: F[] = [];
  try {
    for (const one of files) {
      await storage.put(one.key, one.file.bytes, one.file.mimeType);
      stored.push(one);
    }
    return await record();
  } catch (error) {
    await Promise.all(stored.map((one) => storage.delete(one.key).catch(() => undefined)));
    throw error;
  }
}
