/**
 * Card rules of the sandbox gateway: schemes, Luhn, masking, field validation (the same rules the hosted field
 * applies while the shopper types, checked again here because a browser is never trusted), the test cards and
 * the outcomes their expiry dates (or a sandbox-only name on card) decide (README.md lists them).
 */

export type CardScheme = "MASTERCARD" | "VISA" | "AMEX" | "DINERS";
export const FIELD_ROLES = ["number", "expiryMonth", "expiryYear", "securityCode", "nameOnCard"] as const;
export type FieldRole = (typeof FIELD_ROLES)[number];

/** A card as the sandbox keeps it in memory. The security code is kept apart (sessions only, never tokens). */
export interface StoredCard {
  number: string;
  scheme: CardScheme;
  /** 1–12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  nameOnCard?: string;
}

/** How 3-D Secure treats a card: the issuer asks for a challenge, or authenticates without the shopper. */
export type AuthenticationFlow = "challenge" | "frictionless";

export const TEST_CARDS: ReadonlyArray<{ number: string; scheme: CardScheme; flow: AuthenticationFlow }> = [
  { number: "5123450000000008", scheme: "MASTERCARD", flow: "challenge" },
  { number: "2223000000000007", scheme: "MASTERCARD", flow: "frictionless" },
  { number: "4508750015741019", scheme: "VISA", flow: "challenge" },
  { number: "4012000033330026", scheme: "VISA", flow: "frictionless" },
];

/** The result of PAY for each expiry (MM/YY); any other future expiry is approved, a past one expired. */
export const PAY_OUTCOMES_BY_EXPIRY: Readonly<Record<string, PayGatewayCode>> = {
  "01/39": "APPROVED",
  "05/39": "DECLINED",
  "04/27": "EXPIRED_CARD",
  "08/28": "TIMED_OUT",
  "01/37": "ACQUIRER_SYSTEM_ERROR",
  "02/37": "UNSPECIFIED_FAILURE",
  "05/37": "UNKNOWN",
  "03/39": "INSUFFICIENT_FUNDS",
};
export type PayGatewayCode =
  | "APPROVED"
  | "DECLINED"
  | "EXPIRED_CARD"
  | "TIMED_OUT"
  | "ACQUIRER_SYSTEM_ERROR"
  | "UNSPECIFIED_FAILURE"
  | "UNKNOWN"
  | "INSUFFICIENT_FUNDS";

/**
 * Stored-credential test cards: saved, verified and paid by their holder (customer-initiated) like any other card,
 * but a later merchant-initiated charge (MIT: the shop charging the saved card with the holder absent) answers this
 * code. They stand for a card that has since run out of funds or been blocked by its issuer.
 */
export const MIT_OUTCOMES_BY_NUMBER: Readonly<Record<string, Exclude<PayGatewayCode, "APPROVED">>> = {
  "5111111111111118": "INSUFFICIENT_FUNDS",
  "4111111111111111": "DECLINED",
};

/** Who starts a payment: the cardholder (CIT, at the checkout) or the merchant under a stored agreement (MIT). */
export type Initiator = "CUSTOMER" | "MERCHANT";

export function authenticationFlowOf(number: string): AuthenticationFlow {
  return TEST_CARDS.find((card) => card.number === number)?.flow ?? "frictionless";
}

/**
 * Sandbox-only trigger: a name on card that spells a gateway code (case-insensitive, spaces and underscores alike)
 * decides PAY whatever the expiry. The expiry table mirrors the real test gateway, but some of its dates (05/39,
 * 03/39, …/37) lie beyond the ten years a checkout's expiry list offers, so a browser could not reach them.
 */
export const PAY_OUTCOMES_BY_NAME: ReadonlyArray<Exclude<PayGatewayCode, "APPROVED">> = [
  "DECLINED",
  "INSUFFICIENT_FUNDS",
  "EXPIRED_CARD",
  "TIMED_OUT",
  "ACQUIRER_SYSTEM_ERROR",
  "UNSPECIFIED_FAILURE",
  "UNKNOWN",
];

function outcomeNamedOnCard(nameOnCard: string | undefined): PayGatewayCode | undefined {
  const code = nameOnCard
    ?.trim()
    .toUpperCase()
    .replace(/[\s_]+/g, "_");
  return PAY_OUTCOMES_BY_NAME.find((outcome) => outcome === code);
}

export function payOutcome(card: StoredCard, now: Date, initiator: Initiator = "CUSTOMER"): PayGatewayCode {
  const mitOutcome = initiator === "MERCHANT" ? MIT_OUTCOMES_BY_NUMBER[card.number] : undefined;
  if (mitOutcome) return mitOutcome;
  const named = outcomeNamedOnCard(card.nameOnCard);
  if (named) return named;
  const key = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
  const forced = PAY_OUTCOMES_BY_EXPIRY[key];
  if (forced) return forced;
  // A card is valid until the end of its expiry month.
  const endOfExpiryMonth = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  return now.getTime() >= endOfExpiryMonth ? "EXPIRED_CARD" : "APPROVED";
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function schemeOf(digits: string): CardScheme | undefined {
  if (/^4/.test(digits)) return "VISA";
  if (/^5[1-5]/.test(digits)) return "MASTERCARD";
  const firstFour = Number(digits.slice(0, 4));
  if (digits.length >= 4 && firstFour >= 2221 && firstFour <= 2720) return "MASTERCARD";
  if (/^3[47]/.test(digits)) return "AMEX";
  if (/^3(0[0-5]|6|8|9)/.test(digits)) return "DINERS";
  return undefined;
}

/** Shortest complete number of a scheme (Amex 15, Diners 14, others 16) and the longest any scheme allows. */
const MIN_LENGTH: Record<CardScheme, number> = { AMEX: 15, DINERS: 14, MASTERCARD: 16, VISA: 13 };
const MAX_LENGTH: Record<CardScheme, number> = { AMEX: 15, DINERS: 19, MASTERCARD: 16, VISA: 19 };

export function securityCodeLength(scheme: CardScheme | undefined): number {
  return scheme === "AMEX" ? 4 : 3;
}

/** MPGS masking: the first six and the last four digits, the rest as x (512345xxxxxx0008). */
export function maskNumber(number: string): string {
  return `${number.slice(0, 6)}${"x".repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
}

/** What a field error says in the formSessionUpdate answer. */
export type FieldProblem = "missing" | "invalid";

/** The values of one form update, as the hosted fields post them (raw text, formatting spaces included). */
export type FieldValues = Partial<Record<FieldRole, string>>;

/**
 * Checks the posted values of a form update. Empty security code and name are allowed (they are optional
 * for the gateway: the answer then has no security code), like the real hosted session.
 */
export function checkFields(
  values: FieldValues,
  knownScheme?: CardScheme,
): { problems: Partial<Record<FieldRole, FieldProblem>>; parsed: ParsedFields } {
  const problems: Partial<Record<FieldRole, FieldProblem>> = {};
  const parsed: ParsedFields = {};
  if (values.number !== undefined) {
    const digits = values.number.replace(/[\s-]/g, "");
    const scheme = schemeOf(digits);
    if (digits === "") problems.number = "missing";
    else if (!/^\d+$/.test(digits) || !scheme || !luhnValid(digits)) problems.number = "invalid";
    else if (digits.length < MIN_LENGTH[scheme] || digits.length > MAX_LENGTH[scheme]) problems.number = "invalid";
    else parsed.number = { digits, scheme };
  }
  if (values.expiryMonth !== undefined) {
    const month = values.expiryMonth.trim();
    if (month === "") problems.expiryMonth = "missing";
    else if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) problems.expiryMonth = "invalid";
    else parsed.expiryMonth = Number(month);
  }
  if (values.expiryYear !== undefined) {
    const year = values.expiryYear.trim();
    if (year === "") problems.expiryYear = "missing";
    else if (!/^(\d{2}|20\d{2})$/.test(year)) problems.expiryYear = "invalid";
    else parsed.expiryYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  }
  if (values.securityCode !== undefined) {
    const code = values.securityCode.trim();
    const scheme = parsed.number?.scheme ?? knownScheme;
    const lengthOk = scheme ? code.length === securityCodeLength(scheme) : code.length === 3 || code.length === 4;
    if (code !== "" && (!/^\d+$/.test(code) || !lengthOk)) problems.securityCode = "invalid";
    else if (code !== "") parsed.securityCode = code;
  }
  if (values.nameOnCard !== undefined) {
    const name = values.nameOnCard.trim();
    // Letters of any script, spaces and the punctuation of names; nothing that looks like markup or digits.
    if (name.length > 100 || /[<>{}\d]/.test(name)) problems.nameOnCard = "invalid";
    else if (name !== "") parsed.nameOnCard = name;
  }
  return { problems, parsed };
}

export interface ParsedFields {
  number?: { digits: string; scheme: CardScheme };
  expiryMonth?: number;
  expiryYear?: number;
  securityCode?: string;
  nameOnCard?: string;
}

/** The masked card as the gateway reports it (sessions, transactions, tokens). */
export function maskedCard(card: StoredCard) {
  return {
    brand: card.scheme,
    scheme: card.scheme,
    number: maskNumber(card.number),
    expiry: { month: String(card.expiryMonth).padStart(2, "0"), year: String(card.expiryYear % 100).padStart(2, "0") },
    fundingMethod: "CREDIT",
    ...(card.nameOnCard ? { nameOnCard: card.nameOnCard } : {}),
  };
}
