/**
 * A customer's phone number (account spec §5 'general phone validator'): digits only, no spaces or signs,
 * 7 to 15 of them — any diallable number (E.164 allows at most 15 digits). Registration, the profile, SMS
 * verification and the SMS sandbox all take this rule.
 */
export const PHONE_RULE = { minDigits: 7, maxDigits: 15 } as const;

export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_RULE.minDigits},${PHONE_RULE.maxDigits}}$`);

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
