import { LOCALES, type Language } from "@dukkan/i18n";

/** A moment as the shop's staff read it: UAE time, the page's language. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Dubai",
  }).format(new Date(iso));
}
