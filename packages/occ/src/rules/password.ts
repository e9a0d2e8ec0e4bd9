/**
 * The password rule (account spec §5, API README 'Passwords'): at least 6 characters with an uppercase letter,
 * a digit and a special character (punctuation, a symbol or a space). At most 128 characters, so a pasted
 * essay cannot make the argon2 hash expensive; both apps enforced that cap before it lived here.
 */
export const PASSWORD_RULE = { minLength: 6, maxLength: 128 } as const;

export type PasswordProblem = "tooShort" | "tooLong" | "noUppercase" | "noDigit" | "noSpecialCharacter";

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\d/;
const SPECIAL_CHARACTER = /[\s\p{P}\p{S}]/u;

/** What a new password lacks under the rule; empty when it passes. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_RULE.minLength) problems.push("tooShort");
  if (password.length > PASSWORD_RULE.maxLength) problems.push("tooLong");
  if (!UPPERCASE.test(password)) problems.push("noUppercase");
  if (!DIGIT.test(password)) problems.push("noDigit");
  if (!SPECIAL_CHARACTER.test(password)) problems.push("noSpecialCharacter");
  return problems;
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
