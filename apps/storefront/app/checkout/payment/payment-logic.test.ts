import { describe, expect, it } from "vitest";
import { formSessionOutcome, paymentFailureKey } from "./card-errors";
import { browserNameOf, deviceData, deviceDataText } from "./device-data";
import { EXPIRY_MONTHS, expiryYears } from "./expiry";
import {
  initialPaymentType,
  methodOfType,
  readPaymentType,
  typeForAddNewCard,
  typeForMethod,
  typeForSavedCard,
} from "./payment-type";

const customerWithCards = { isGuest: false, savedCardCount: 2 };
const customerWithoutCards = { isGuest: false, savedCardCount: 0 };
const guest = { isGuest: true, savedCardCount: 0 };

describe("payment type (spec §4.1)", () => {
  it("reads '0' as 0, a missing or unknown value as -1", () => {
    expect(readPaymentType("0")).toBe(0);
    expect(readPaymentType("2")).toBe(2);
    expect(readPaymentType(null)).toBe(-1);
    expect(readPaymentType(undefined)).toBe(-1);
    expect(readPaymentType("")).toBe(-1);
    expect(readPaymentType("7")).toBe(-1);
    expect(readPaymentType("card")).toBe(-1);
  });

  it("starts a customer with saved cards on the list and one without on the new-card form", () => {
    expect(initialPaymentType(-1, customerWithCards)).toBe(0);
    expect(initialPaymentType(-1, customerWithoutCards)).toBe(-1);
    expect(initialPaymentType(0, customerWithoutCards)).toBe(-1);
  });

  it("keeps cash for a customer across a reload but always gives guests the card form", () => {
    expect(initialPaymentType(2, customerWithCards)).toBe(2);
    expect(initialPaymentType(2, guest)).toBe(-1);
    expect(initialPaymentType(0, guest)).toBe(-1);
  });

  it("choosing cash gives 2 for customers only; choosing card hides the form when cards are saved", () => {
    expect(typeForMethod("cash", customerWithoutCards)).toBe(2);
    expect(typeForMethod("cash", guest)).toBe(-1);
    expect(typeForMethod("card", customerWithCards)).toBe(0);
    expect(typeForMethod("card", customerWithoutCards)).toBe(-1);
  });

  it("maps types to radios and the card list's actions to types", () => {
    expect(methodOfType(2)).toBe("cash");
    expect(methodOfType(0)).toBe("card");
    expect(methodOfType(-1)).toBe("card");
    expect(typeForAddNewCard()).toBe(-1);
    expect(typeForSavedCard(customerWithCards)).toBe(0);
    expect(typeForSavedCard(guest)).toBe(-1);
  });
});

describe("hosted form session outcomes (spec §4.5)", () => {
  it("accepts an ok answer that carries a security code, with the card scheme", () => {
    const outcome = formSessionOutcome({
      status: "ok",
      session: { id: "SESSION0001" },
      sourceOfFunds: { provided: { card: { scheme: "MASTERCARD", securityCode: "xxx" } } },
    });
    expect(outcome).toEqual({
      kind: "updateFieldOK",
      sessionId: "SESSION0001",
      messages: ["securityCode-provided", "userCardType:MASTERCARD"],
    });
  });

  it("flags the security code when an ok answer has none", () => {
    expect(formSessionOutcome({ status: "ok", sourceOfFunds: { provided: { card: { scheme: "VISA" } } } })).toEqual({
      kind: "fieldIsInvalid",
      fields: ["securityCode"],
      messages: ["securityCode-invalid"],
    });
  });

  it("lists every field in error", () => {
    expect(
      formSessionOutcome({ status: "fields_in_error", errors: { cardNumber: "invalid", expiryYear: "missing" } }),
    ).toEqual({
      kind: "updateFieldError",
      fields: ["number", "expiryYear"],
      missing: ["expiryYear"],
      messages: ["cardNumber-invalid", "expiryYear-invalid"],
    });
  });

  it("names timeouts, system errors and answers without a status", () => {
    expect(formSessionOutcome({ status: "request_timeout" }).kind).toBe("sessionTimeOut");
    expect(formSessionOutcome({ status: "system_error" }).kind).toBe("systemError");
    expect(formSessionOutcome({}).kind).toBe("sessionUpdateError");
    expect(formSessionOutcome(undefined).kind).toBe("sessionUpdateError");
  });
});

describe("payment failure messages (spec §8)", () => {
  it("maps the card results", () => {
    expect(paymentFailureKey("EXPIRED_CARD")).toBe("checkoutReview.masterCardError.expiredCard");
    expect(paymentFailureKey("DECLINED")).toBe("checkoutReview.masterCardError.declined");
    expect(paymentFailureKey("INSUFFICIENT_FUNDS")).toBe("checkoutReview.masterCardError.declined");
    expect(paymentFailureKey("TIMED_OUT")).toBe("checkoutReview.masterCardError.timeOut");
    expect(paymentFailureKey("UNKNOWN")).toBe("checkoutReview.masterCardError.unknown");
    expect(paymentFailureKey("UNSPECIFIED_FAILURE")).toBe("checkoutReview.masterCardError.unspecifiedFailure");
    expect(paymentFailureKey("ACQUIRER_SYSTEM_ERROR")).toBe("checkoutReview.masterCardError.acquirerSystemError");
  });

  it("maps authentication refusals and keeps the stock reason", () => {
    expect(paymentFailureKey("AUTHENTICATION_FAILED")).toBe("checkoutReview.masterCardAuthError.authFailed");
    expect(paymentFailureKey("AUTHENTICATION_REJECTED")).toBe("checkoutReview.masterCardAuthError.authRejected");
    expect(paymentFailureKey("AUTHENTICATION_UNAVAILABLE")).toBe("checkoutReview.masterCardAuthError.authUnavailable");
    expect(paymentFailureKey("validation.cannotProceedCheckout")).toBe("validation.cannotProceedCheckout");
  });

  it("has no specific message for a reason the spec does not name", () => {
    expect(paymentFailureKey("SOMETHING_ELSE")).toBeUndefined();
    expect(paymentFailureKey(undefined)).toBeUndefined();
  });
});

describe("card form lists and device data (spec §7.3, §9)", () => {
  it("offers the current year and the next nine", () => {
    expect(expiryYears(new Date("2026-11-21T00:00:00Z"))).toEqual([
      "2026",
      "2027",
      "2028",
      "2029",
      "2030",
      "2031",
      "2032",
      "2033",
      "2034",
      "2035",
    ]);
  });

  it("offers months 01 to 12", () => {
    expect(EXPIRY_MONTHS).toHaveLength(12);
    expect(EXPIRY_MONTHS[0]).toBe("01");
    expect(EXPIRY_MONTHS[11]).toBe("12");
  });

  it("names the browser family and sends the spec's values", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
    expect(browserNameOf(chrome)).toBe("Chrome");
    expect(browserNameOf(`${chrome} Edg/120.0`)).toBe("Edge");
    expect(browserNameOf("Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/121.0")).toBe("Firefox");
    expect(browserNameOf("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe(
      "Safari",
    );
    expect(deviceData(chrome)).toMatchObject({
      challengeWindowSize: "FULL_SCREEN",
      acceptHeaders: "application/json",
      colorDepth: 24,
      javaEnabled: true,
      language: "en",
      screenHeight: 640,
      screenWidth: 480,
      timeZone: 273,
    });
    expect(JSON.parse(deviceDataText(chrome))).toEqual(deviceData(chrome));
  });
});
