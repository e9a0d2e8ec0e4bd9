/** A customer's title, names and UAE tax number (account spec §5, checkout spec §1). */
export const TITLE_CODES = ["mr", "mrs", "miss", "ms", "dr"] as const;

export const NAME_MAX_LENGTH = 100;

/** UAE Tax Registration Number: exactly 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;

export function isValidTrn(value: string): boolean {
  return TRN_PATTERN.test(value);
}
