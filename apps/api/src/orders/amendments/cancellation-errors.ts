/**
 * The refusals of a cancellation request (account spec §2.17, §8 "Cancel failure": the storefront shows every
 * `errors[].message`, so they are written in the request's language). A status that does not allow cancelling is
 * the state machine's own refusal (`transitionNotAllowed`).
 */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { OccHttpError } from "../../occ/errors.js";

const entryError = (reason: string, entryNumber: number, message: string) =>
  new OccHttpError(400, [
    { type: "CancellationError", reason, subject: String(entryNumber), subjectType: "entry", message },
  ]);

export const duplicateEntry = (entryNumber: number, language: Language) =>
  entryError(
    "duplicateEntry",
    entryNumber,
    apiText(language, "amendment.cancellation.duplicateEntry", { entryNumber }),
  );

/** An entry number the order does not have (an order of someone else never gets this far). */
export const unknownEntry = (entryNumber: number, language: Language) =>
  entryError("unknownEntry", entryNumber, apiText(language, "amendment.cancellation.unknownEntry", { entryNumber }));

/** More units than are left to cancel (ordered − already cancelled). */
export const tooManyToCancel = (entryNumber: number, cancellable: number, language: Language) =>
  entryError(
    "quantityTooHigh",
    entryNumber,
    apiText(language, "amendment.cancellation.tooMany", { entryNumber, cancellable }),
  );
