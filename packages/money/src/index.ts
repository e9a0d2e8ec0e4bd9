/**
 * Money in Dukkan is integer fils (1 AED = 100 fils) below the edge. AED prices include 5% VAT.
 * Formatting happens only when rendering or building an OCC Price.
 */
export const FILS_PER_DIRHAM = 100;
export const VAT_RATE_BASIS_POINTS = 500; // 5%

export type Fils = number;

/** 12.5 AED → 1250 fils (rounded half away from zero to absorb float noise). */
export function toFils(dirhams: number): Fils {
  return Math.round(dirhams * FILS_PER_DIRHAM);
}

/** 1250 fils → 12.5 (the OCC `value` field is a decimal amount). */
export function toDirhams(fils: Fils): number {
  return fils / FILS_PER_DIRHAM;
}

/**
 * The VAT contained in a VAT-inclusive gross amount: gross × 5 / 105, rounded to the fil.
 */
export function vatIncluded(grossFils: Fils, rateBasisPoints = VAT_RATE_BASIS_POINTS): Fils {
  return Math.round((grossFils * rateBasisPoints) / (10_000 + rateBasisPoints));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "AED 12.50" in English, "12.50 د.إ.‏" in Arabic; always two decimals and Latin digits
 * (the shop's printed prices use Latin digits in both languages).
 */
export function formatFils(fils: Fils, language: string = "en", currency = "AED"): string {
  const locale = language === "ar" ? "ar-AE-u-nu-latn" : "en-AE";
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toDirhams(fils));
}

/** An OCC Price object from fils. */
export function occPrice(fils: Fils, language: string = "en", currency = "AED") {
  return { currencyIso: currency, value: toDirhams(fils), formattedValue: formatFils(fils, language, currency) };
}

/** Applies a percentage (basis points) or absolute (fils) discount, never below zero. */
export function applyDiscount(grossFils: Fils, discount: { absolute: boolean; value: number }): Fils {
  const off = discount.absolute ? discount.value : Math.round((grossFils * discount.value) / 10_000);
  return Math.max(0, grossFils - off);
}

const AMOUNT_TEXT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * An amount as staff type it ("12.5", "12.50", "12") → fils, without floating point; undefined for anything else
 * (signs, grouping, more than 2 decimals). Used by the back office's price field and the catalogue CSV.
 */
export function filsOfAmountText(text: string): Fils | undefined {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * FILS_PER_DIRHAM + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 1250 → "12.50": the amount as an input or a CSV cell holds it (no currency, Latin digits). */
export function amountTextOfFils(fils: Fils): string {
  return `${Math.floor(fils / FILS_PER_DIRHAM)}.${String(fils % FILS_PER_DIRHAM).padStart(2, "0")}`;
}
