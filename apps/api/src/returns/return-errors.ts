/**
 * The refusals of return requests (account spec §8 "Check-return failure": the storefront shows the first error's
 * message, so the words are the request's language). A request, order or file of someone else answers like an
 * unknown one. Status refusals are the state machine's (`assertReturnTransition`).
 */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { OccHttpError } from "../occ/errors.js";

const returnError = (reason: string, subject: string, subjectType: string, message: string) =>
  new OccHttpError(400, [{ type: "ReturnRequestError", reason, subject, subjectType, message }]);

export const returnRequestNotFound = (rma: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: rma.slice(0, 100),
      subjectType: "returnRequest",
      message: `Return request ${rma.slice(0, 100)} not found`,
    },
  ]);

export const returnAttachmentNotFound = (id: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: id.slice(0, 100),
      subjectType: "attachment",
      message: `Attachment ${id.slice(0, 100)} not found for this return request`,
    },
  ]);

/** Nothing of the order may be returned (not delivered yet, the window closed, nothing returnable left). */
export const orderNotReturnable = (code: string, language: Language) =>
  returnError("notReturnable", code, "order", apiText(language, "returns.error.notReturnable", { code }));

export const duplicateReturnEntry = (entryNumber: number, language: Language) =>
  returnError(
    "duplicateEntry",
    String(entryNumber),
    "entry",
    apiText(language, "returns.error.duplicateEntry", { entryNumber }),
  );

export const unknownReturnEntry = (entryNumber: number, language: Language) =>
  returnError(
    "unknownEntry",
    String(entryNumber),
    "entry",
    apiText(language, "returns.error.unknownEntry", { entryNumber }),
  );

/** More units than delivered minus already returned (or a product that may not be returned: 0). */
export const tooManyToReturn = (entryNumber: number, returnable: number, language: Language) =>
  returnError(
    "quantityTooHigh",
    String(entryNumber),
    "entry",
    apiText(language, "returns.error.tooMany", { entryNumber, returnable }),
  );

export const unknownReturnReason = (code: string, language: Language) =>
  returnError("unknownReason", code.slice(0, 50), "reason", apiText(language, "returns.error.unknownReason"));

const fileError = (reason: string, message: string) =>
  new OccHttpError(400, [{ type: "ValidationError", reason, subject: "media", subjectType: "parameter", message }]);

export const tooManyReturnFiles = (max: number, language: Language) =>
  fileError("tooManyEntries", apiText(language, "returns.error.tooManyFiles", { max }));
export const returnFileTooLarge = (name: string, maxMb: number, language: Language) =>
  fileError("tooLarge", apiText(language, "returns.error.fileTooLarge", { name, max: maxMb }));
export const returnFileType = (name: string, language: Language) =>
  fileError("notParsable", apiText(language, "returns.error.fileType", { name }));
export const returnFileNameMismatch = (name: string, actual: string, language: Language) =>
  fileError("notParsable", apiText(language, "returns.error.fileNameMismatch", { name, actual }));
export const returnFilesTooLarge = (maxMb: number, language: Language) =>
  fileError("tooLarge", apiText(language, "returns.error.filesTooLarge", { max: maxMb }));
export const returnFileMissing = (language: Language) =>
  fileError("missing", apiText(language, "returns.error.fileMissing"));
export const emptyReturnFile = (name: string, language: Language) =>
  fileError("arrayNotEmpty", apiText(language, "returns.error.emptyFile", { name }));

/** A staff refund the payment cannot cover (a card payment not captured, or already given back). */
export const refundNotPossible = (rma: string, why: string) =>
  new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "refundNotPossible",
      subject: rma,
      subjectType: "returnRequest",
      message: why,
    },
  ]);
