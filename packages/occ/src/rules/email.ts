/**
 * E-mail addresses. Accounts and guest checkout take zod's e-mail pattern (the one `z.email()` applies, copied
 * here so the browser needs no zod) and at most 254 characters (the longest address SMTP can carry). The
 * newsletter box has its own looser rule (shopping spec §5): non-space, '@', non-space, '.', non-space.
 */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const NEWSLETTER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
