/** The refusals of the replenishment routes (account spec §8: each server message is shown as it is). */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { OccHttpError } from "../occ/errors.js";

/** Another customer's schedule answers exactly like an unknown one, so codes cannot be probed. */
export const replenishmentNotFound = (language: Language, code: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: code.slice(0, 100),
      subjectType: "replenishmentOrder",
      message: apiText(language, "replenishment.error.notFound", { code: code.slice(0, 100) }),
    },
  ]);

/** Account spec §6: only an active schedule can be cancelled. */
export const replenishmentNotActive = (language: Language, code: string) =>
  new OccHttpError(400, [
    {
      type: "ReplenishmentOrderError",
      reason: "notActive",
      subject: code,
      subjectType: "replenishmentOrder",
      message: apiText(language, "replenishment.error.notActive", { code }),
    },
  ]);

const invalidSchedule = (
  language: Language,
  subject: string,
  key:
    | "replenishment.error.cashOnly"
    | "replenishment.error.savedCardOnly"
    | "replenishment.error.startInPast"
    | "replenishment.error.startTooLate",
) =>
  new OccHttpError(400, [
    { type: "ValidationError", reason: "invalid", subject, subjectType: "parameter", message: apiText(language, key) },
  ]);

/** Scheduled orders are paid cash on delivery or by a saved card (decision 0066). */
export const scheduleNeedsCash = (language: Language) =>
  invalidSchedule(language, "paymentMode", "replenishment.error.cashOnly");

/** A card schedule is charged later without its holder: only a card saved to the account can be (decision 0066). */
export const scheduleNeedsSavedCard = (language: Language) =>
  invalidSchedule(language, "paymentDetails", "replenishment.error.savedCardOnly");

export const startDateInPast = (language: Language) =>
  invalidSchedule(language, "replenishmentStartDate", "replenishment.error.startInPast");

export const startDateTooLate = (language: Language) =>
  invalidSchedule(language, "replenishmentStartDate", "replenishment.error.startTooLate");
