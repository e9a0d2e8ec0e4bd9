/** Spec §9: expiry months 01–12 zero-padded; years are the current year and the next 9 (10 in all). */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, "0"),
);

export function expiryYears(now: Date = new Date()): string[] {
  const current = now.getFullYear();
  return Array.from({ length: 10 }, (_, offset) => String(current + offset));
}
