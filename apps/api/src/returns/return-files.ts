/**
 * A customer's photos and documents for a return (account spec §5 "Return files", §9; decisions 0052, 0068): the
 * shared upload checks (files/uploaded-files.ts) with JPEG, PNG, WebP or PDF by their bytes, at most 2 MB each and
 * 5 a request, refused in the return's words and the customer's language, since the form shows them as they are.
 */
import type { Language } from "@dukkan/occ";
import { RETURN_ATTACHMENT_LIMITS } from "@dukkan/occ/returns";
import type { UploadPolicy, UploadRefusals } from "../files/uploaded-files.js";
import {
  emptyReturnFile,
  returnFileNameMismatch,
  returnFileMissing,
  returnFileTooLarge,
  returnFileType,
  returnFilesTooLarge,
  tooManyReturnFiles,
} from "./return-errors.js";

export const RETURN_UPLOADS: UploadPolicy = {
  field: "media",
  kinds: ["jpeg", "png", "webp", "pdf"],
  maxFileBytes: RETURN_ATTACHMENT_LIMITS.maxBytes,
  maxFiles: RETURN_ATTACHMENT_LIMITS.maxFiles,
  maxMessageBytes: RETURN_ATTACHMENT_LIMITS.maxBytes * RETURN_ATTACHMENT_LIMITS.maxFiles,
};

export const returnUploadRefusals = (language: Language): UploadRefusals => ({
  tooLarge: (name, maxMb) => returnFileTooLarge(name, maxMb, language),
  messageTooLarge: (maxMb) => returnFilesTooLarge(maxMb, language),
  tooMany: (max) => tooManyReturnFiles(max, language),
  type: (name) => returnFileType(name, language),
  nameMismatch: (name, actual) => returnFileNameMismatch(name, actual, language),
  empty: (name) => emptyReturnFile(name, language),
  missing: () => returnFileMissing(language),
});
