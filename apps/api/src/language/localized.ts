/** Shopper-facing text is stored as `Localized` ({ en, ar }); the API answers in the request language, falling back to English. */
import type { Language } from "@dukkan/occ";
import type { Localized } from "../db/tables.js";

export function localize(text: Localized | null | undefined, language: Language): string | undefined {
  if (!text) return undefined;
  return text[language] || text.en || undefined;
}

/** Whether a stored JSON value is a `Localized` text (an object of language keys with an English string). */
export function isLocalized(value: unknown): value is Localized {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.en !== "string") return false;
  return Object.keys(record).every((key) => (key === "en" || key === "ar") && typeof record[key] === "string");
}
