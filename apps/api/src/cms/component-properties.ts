/** Turns stored component attributes into what OCC serves: localized values in the request language. */
import type { Language } from "@dukkan/occ";
import { isLocalized } from "../language/localized.js";

/** Replaces every `Localized` value (at any depth) with its text in the language, English as fallback. */
export function resolveLocalizedValues(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLocalizedValues(item, language));
  if (value === null || typeof value !== "object") return value;
  if (isLocalized(value)) return value[language] || value.en;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = resolveLocalizedValues(item, language);
  return result;
}

export function resolveComponentProperties(properties: Record<string, unknown>, language: Language, _mediaBaseUrl: string): Record<string, unknown> {
  return resolveLocalizedValues(properties, language) as Record<string, unknown>;
}
