/**
 * Turns stored component attributes into what OCC serves: localized values in the request language and media
 * URLs (`{ url: "/medias/{code}", altText }`, as the demo shop writes them) under the configured media base URL.
 */
import type { Language } from "@dukkan/occ";
import { isLocalized } from "../language/localized.js";

const MEDIA_PATH = "/medias/";

/** Replaces every `Localized` value (at any depth) with its text in the language, English as fallback. */
export function resolveAttributes(value: unknown, language: Language, mediaBaseUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAttributes(item, language, mediaBaseUrl));
  if (value === null || typeof value !== "object") return value;
  if (isLocalized(value)) return value[language] || value.en;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      key === "url" && mediaBaseUrl && typeof item === "string" && item.startsWith(MEDIA_PATH)
        ? `${mediaBaseUrl}${item}`
        : resolveAttributes(item, language, mediaBaseUrl);
  }
  return result;
}
