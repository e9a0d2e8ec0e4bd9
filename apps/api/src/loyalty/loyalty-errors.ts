/** The loyalty feature's OCC errors (400 with the envelope; `reason` is the storefront's message key). */
import { OccHttpError } from "../occ/errors.js";

function loyaltyError(reason: string, message: string, subject = "totalRedeemValue", type = "LoyaltyError") {
  return new OccHttpError(400, [{ type, reason, subject, subjectType: "redemption", message }]);
}

/** More points than the customer has (at the cart, or when the order is placed after spending elsewhere). */
export const notEnoughPoints = () =>
  loyaltyError("insufficientPoints", "The amount is more than the value of your loyalty points.");

export const moreThanTotal = () => loyaltyError("exceedsTotal", "The amount is more than the cart total.");

export const invalidAmount = () =>
  loyaltyError("invalidAmount", "The amount must be zero or more, with at most 2 decimals.", "totalRedeemValue");

/** Guests have no points (checkout spec §6). */
export const guestsCannotRedeem = () =>
  new OccHttpError(403, [
    {
      type: "ForbiddenError",
      reason: "notAllowed",
      subject: "redemption",
      subjectType: "redemption",
      message: "Only signed-in customers can pay with loyalty points.",
    },
  ]);

/** An order paid wholly by points needs the points to cover the total (payment type 3). */
export const pointsDoNotCoverTotal = () =>
  loyaltyError("notCovered", "Your loyalty points do not cover the whole order; choose another payment method.");

/** Points that pay the whole order need no card: that order is paid with points only (decision 0065). */
export const pointsCoverTotal = () =>
  loyaltyError("coversTotal", "Your loyalty points pay the whole order; no card payment is needed.");

/** Checkout spec §2.13–2.14: an order with points needs the phone verified by SMS (pageName CHECKOUT) first. */
export const phoneNotVerified = () =>
  new OccHttpError(400, [
    {
      type: "SmsVerificationError",
      reason: "notVerified",
      subject: "phoneNumber",
      subjectType: "customer",
      message: "Verify your phone number by SMS before paying with loyalty points.",
    },
  ]);

/** A staff correction that would leave the balance below zero. */
export const adjustmentBelowZero = () =>
  loyaltyError("belowZero", "The adjustment would leave the customer's points below zero.", "points");

/** The cashier's check of a member QR code: altered, expired, or not the member it claims. */
export const qrCodeRefused = (why: string) =>
  new OccHttpError(400, [
    { type: "LoyaltyQrCodeError", reason: "invalid", subject: "token", subjectType: "qrCode", message: why },
  ]);
