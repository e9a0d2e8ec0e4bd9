/**
 * What typed text may hold. Control characters (C0 other than tab and line breaks, DEL, C1) have no place in
 * anything a shopper types and PostgreSQL cannot store NUL, so the API refuses them everywhere. Direction
 * overrides and zero-width characters are invisible: in a name, an address or a review they can disguise what
 * the text says (a reversed file name, two names that look identical), so those fields drop them.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, but line breaks and tabs are refused too
const CONTROL_CHARACTER_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates, zero-width spaces and joiners, direction marks, BOM. */
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Whether text holds a control character; tabs and line breaks count only when `multiLine` is false. */
export function hasControlCharacter(text: string, multiLine = true): boolean {
  return (multiLine ? CONTROL_CHARACTER : CONTROL_CHARACTER_OR_LINE_BREAK).test(text);
}

/** Removes direction overrides, isolates and zero-width characters from a name, an address line or a review. */
export function stripInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, "");
}
