import { describe, expect, it } from "vitest";
import { TEST_CARDS, checkFields, luhnValid, maskNumber, payOutcome, schemeOf, type StoredCard } from "./cards.js";

const card = (expiryMonth: number, expiryYear: number): StoredCard => ({
  number: "2223000000000007",
  scheme: "MASTERCARD",
  expiryMonth,
  expiryYear,
});
const NOW = new Date("2026-11-21T12:00:00Z");

describe("card rules", () => {
  it("knows the test cards as valid numbers of their scheme", () => {
    for (const test of TEST_CARDS) {
      expect(luhnValid(test.number)).toBe(true);
      expect(schemeOf(test.number)).toBe(test.scheme);
    }
    expect(luhnValid("5123450000000009")).toBe(false);
    expect(schemeOf("378282246310005")).toBe("AMEX");
    expect(schemeOf("36227206271667")).toBe("DINERS");
    expect(schemeOf("6011111111111117")).toBeUndefined();
  });

  it("masks a number as the gateway does", () => {
    expect(maskNumber("5123450000000008")).toBe("512345xxxxxx0008");
  });

  it("decides PAY by the expiry date", () => {
    expect(payOutcome(card(1, 2039), NOW)).toBe("APPROVED");
    expect(payOutcome(card(5, 2039), NOW)).toBe("DECLINED");
    expect(payOutcome(card(4, 2027), NOW)).toBe("EXPIRED_CARD");
    expect(payOutcome(card(8, 2028), NOW)).toBe("TIMED_OUT");
    expect(payOutcome(card(1, 2037), NOW)).toBe("ACQUIRER_SYSTEM_ERROR");
    expect(payOutcome(card(2, 2037), NOW)).toBe("UNSPECIFIED_FAILURE");
    expect(payOutcome(card(5, 2037), NOW)).toBe("UNKNOWN");
    expect(payOutcome(card(3, 2039), NOW)).toBe("INSUFFICIENT_FUNDS");
    expect(payOutcome(card(12, 2030), NOW)).toBe("APPROVED");
    // Valid to the end of the expiry month, expired after it.
    expect(payOutcome(card(11, 2026), NOW)).toBe("APPROVED");
    expect(payOutcome(card(10, 2026), NOW)).toBe("EXPIRED_CARD");
  });

  it("lets a name on card that spells a gateway code decide PAY whatever the expiry", () => {
    const named = (nameOnCard: string, expiryMonth = 1, expiryYear = 2039): StoredCard => ({
      ...card(expiryMonth, expiryYear),
      nameOnCard,
    });
    expect(payOutcome(named("DECLINED"), NOW)).toBe("DECLINED");
    expect(payOutcome(named("declined", 12, 2030), NOW)).toBe("DECLINED");
    expect(payOutcome(named("Insufficient Funds"), NOW)).toBe("INSUFFICIENT_FUNDS");
    expect(payOutcome(named(" acquirer system_error "), NOW)).toBe("ACQUIRER_SYSTEM_ERROR");
    expect(payOutcome(named("UNSPECIFIED FAILURE"), NOW)).toBe("UNSPECIFIED_FAILURE");
    expect(payOutcome(named("unknown"), NOW)).toBe("UNKNOWN");
    expect(payOutcome(named("Timed  Out"), NOW)).toBe("TIMED_OUT");
    // Even a card whose expiry says otherwise (05/39 is declined, 03/39 short of funds).
    expect(payOutcome(named("EXPIRED CARD", 5, 2039), NOW)).toBe("EXPIRED_CARD");
    expect(payOutcome(named("declined", 3, 2039), NOW)).toBe("DECLINED");
    // Any other name leaves the expiry table in charge; "APPROVED" is no trigger (the table approves anyway).
    expect(payOutcome(named("Mariam Declined"), NOW)).toBe("APPROVED");
    expect(payOutcome(named("Mariam Test", 5, 2039), NOW)).toBe("DECLINED");
    expect(payOutcome(named("APPROVED", 4, 2027), NOW)).toBe("EXPIRED_CARD");
  });

  it("checks form fields like the hosted fields", () => {
    expect(
      checkFields({ number: "5123 4500 0000 0008", expiryMonth: "1", expiryYear: "2039", securityCode: "123" }),
    ).toMatchObject({ problems: {}, parsed: { number: { scheme: "MASTERCARD" }, expiryMonth: 1, expiryYear: 2039 } });
    expect(
      checkFields({ number: "5123450000000009", expiryMonth: "13", expiryYear: "3", securityCode: "12" }).problems,
    ).toEqual({ number: "invalid", expiryMonth: "invalid", expiryYear: "invalid", securityCode: "invalid" });
    expect(checkFields({ number: "", expiryMonth: "", expiryYear: "" }).problems).toEqual({
      number: "missing",
      expiryMonth: "missing",
      expiryYear: "missing",
    });
    // Amex asks four digits; a known saved card's scheme decides when only the code is sent.
    expect(checkFields({ number: "378282246310005", securityCode: "123" }).problems).toEqual({
      securityCode: "invalid",
    });
    expect(checkFields({ securityCode: "1234" }, "VISA").problems).toEqual({ securityCode: "invalid" });
    expect(checkFields({ nameOnCard: "<script>" }).problems).toEqual({ nameOnCard: "invalid" });
  });
});
