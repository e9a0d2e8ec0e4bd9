/** How replenishment orders show their dates and frequency (account spec §9). */
import { FREQUENCY_TEXT_CUT } from "@dukkan/occ/replenishment-constants";

/** Spec §9: replenishment dates read M/d/yyyy (a `YYYY-MM-DD` day in, Latin digits in both languages). */
export function replenishmentDate(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-");
  return `${Number(month)}/${Number(date)}/${year}`;
}

/** Spec §9: the schedule text without its last 12 characters (the time of day). */
export const frequencyText = (displayTimeTable: string) =>
  displayTimeTable.slice(0, Math.max(0, displayTimeTable.length - FREQUENCY_TEXT_CUT));
