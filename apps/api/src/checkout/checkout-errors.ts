/**
 * The checkout's OCC errors (400 with the envelope). `reason` carries the storefront's message key where the
 * spec names one (map.outOfScope, adressMessage.missingRegion …), so the screen can show it as it is.
 */
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";

function validation(subject: string, reason: string, message: string, subjectType = "field"): OccHttpError {
  return new OccHttpError(400, [{ type: "ValidationError", reason, subject, subjectType, message }]);
}

/** The map pin lies outside the address's region (checkout spec §2.7, §5.1). */
export const pinOutOfRegion = () =>
  validation("latitude", "map.outOfScope", "The location on the map is not in the selected region.");

/** The address or store lies in another region than the shopper's selected delivery area. */
export const regionDiffersFromArea = (subject: string) =>
  validation(subject, "checkoutReview.checkAreaIsDifferent", "The address is not in your selected delivery region.");

/** Pick-up needs a selected delivery area (checkout spec §2.8 guard). */
export const areaMissing = () =>
  validation("area", "adressMessage.missingRegion", "Select your delivery area first.", "parameter");

export const invalidPlace = (subject: string, message: string) => validation(subject, "invalid", message);

/** Guests' phone numbers: digits only, exactly 12 characters (checkout spec §5.1). */
export const invalidGuestPhone = () =>
  validation("phone", "addressForm.invalidGuestPhone", "The phone number must have 12 digits (971…).");

export const addressNotFound = (id: string) =>
  unknownIdentifier("address", id.slice(0, 100), `Address with id ${id.slice(0, 100)} not found`);

export const storeNotFound = (name: string) =>
  unknownIdentifier("pointOfService", name.slice(0, 100), `Store ${name.slice(0, 100)} not found in this region`);

export const unknownDeliveryMode = (code: string) =>
  validation(
    "deliveryModeId",
    "setDeliveryMode.unknownError",
    `Delivery mode ${code.slice(0, 100)} is not supported`,
    "parameter",
  );

export const paymentCodeEmpty = () => validation("paymentMode", "invalid", "paymentCode is empty!", "parameter");

export const unknownPaymentMode = (code: string) =>
  validation("paymentMode", "invalid", `Payment mode ${code.slice(0, 100)} is not supported`, "parameter");

/** Guests cannot pay cash (checkout spec §6). */
export const guestsCannotPayOnDelivery = () =>
  validation("paymentMode", "notAllowed", "Guests pay by card; pay on delivery needs an account.", "parameter");

export const invalidEmail = () =>
  validation("email", "email.formatError", "Please enter a valid e-mail address.", "parameter");
