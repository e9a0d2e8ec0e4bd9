import { direction, LOCALES, type Language } from "@dukkan/i18n";

/** Bar heights scaled so the largest value fills `maxHeight`; a day with sales always shows at least 2 units. */
export function barHeights(values: number[], maxHeight: number): number[] {
  const largest = Math.max(0, ...values);
  if (largest === 0) return values.map(() => 0);
  return values.map((value) => (value <= 0 ? 0 : Math.max(2, Math.round((value / largest) * maxHeight))));
}

/** "27 Nov" / "٢٧ نوفمبر" for an ISO date (YYYY-MM-DD), read as a calendar day (no time zone shift). */
export function formatDay(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * The column (0 = leftmost) a day's bar takes: time runs in the reading direction, so the oldest day is on the left
 * in English and on the right in Arabic (today at the reading end in both).
 */
export function dayColumn(index: number, dayCount: number, language: Language): number {
  return direction(language) === "rtl" ? dayCount - 1 - index : index;
}
