/**
 * Times as staff type them: a `datetime-local` input's value ("2025-06-15T13:00") read as UAE time (UTC+4 all
 * year: the UAE keeps no daylight saving), and an instant shown back in that input.
 */
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** "2025-06-15T13:00" → "2025-06-15T13:00:00+04:00"; "" → null; anything else as typed (the API refuses it). */
export function instantOfUaeLocal(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return LOCAL.test(trimmed) ? `${trimmed}:00+04:00` : trimmed;
}

/** An ISO instant as the `datetime-local` value in UAE time; "" for none. */
export function uaeLocalOf(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + UAE_OFFSET_MS).toISOString().slice(0, 16);
}
