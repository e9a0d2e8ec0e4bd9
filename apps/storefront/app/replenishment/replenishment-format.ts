/** How replenishment orders show their dates, frequency and saved card (account spec §9). */
import type { PaymentDetails } from "@dukkan/occ/checkout";
import { FREQUENCY_TEXT_CUT } from "@dukkan/occ/replenishment-constants";

/** Spec §9: replenishment dates read M/d/yyyy (a `YYYY-MM-DD` day in, Latin digits in both languages). */
export function replenishmentDate(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-");
  return `${Number(month)}/${Number(date)}/${year}`;
}

/** Spec §9: the schedule text without its last 12 characters (the time of day). */
export const frequencyText = (displayTimeTable: string) =>
  displayTimeTable.slice(0, Math.max(0, displayTimeTable.length - FREQUENCY_TEXT_CUT));

/** A saved card as `scheduleReplenishment.savedCard` reads it: brand, last four digits, expiry MM/yy. */
export const savedCardFacts = (
  card: Pick<PaymentDetails, "cardType" | "cardNumber" | "expiryMonth" | "expiryYear">,
) => ({
  brand: card.cardType?.name ?? "",
  last4: (card.cardNumber ?? "").slice(-4),
  month: card.expiryMonth ?? "",
  year: (card.expiryYear ?? "").slice(-2),
});
