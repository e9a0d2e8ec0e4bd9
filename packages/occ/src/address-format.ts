/** An address as one line, zod-free for the browser (./address.ts re-exports it). */
/**
 * Non-empty parts joined by ', ' (account spec §3). A part equal to the one before it is said once: in the UAE the
 * town is often its emirate ("Dubai, Dubai").
 */
export function formatAddress(parts: (string | undefined | null)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .filter((part, index, kept) => index === 0 || part.toLowerCase() !== kept[index - 1]!.toLowerCase())
    .join(", ");
}

type AddressParts = {
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  area?: string | null | undefined;
  town?: string | null | undefined;
  region?: string | null | undefined;
  country?: string | null | undefined;
};

/**
 * An address's one-line form, from the street out: lines, area, town, emirate, country ("Al Rigga Street 12,
 * Deira, Dubai, United Arab Emirates"). The area is part of its town, so it comes first.
 */
export function formatAddressParts({ line1, line2, area, town, region, country }: AddressParts): string {
  return formatAddress([line1, line2, area, town, region, country]);
}
