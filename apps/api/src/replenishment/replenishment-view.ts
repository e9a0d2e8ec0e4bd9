/** The OCC `ReplenishmentOrder` JSON of stored schedules (account spec §3 Replenishment order), localised. */
import { apiText } from "@dukkan/i18n/api";
import { occPrice } from "@dukkan/money";
import type { Language } from "@dukkan/occ";
import type { ReplenishmentOrder } from "@dukkan/occ/replenishment";
import { inArray } from "drizzle-orm";
import { cartCode, type Executor } from "../cart/cart-service.js";
import { paymentModeJson, paymentModeNamed } from "../checkout/payment-modes.js";
import { deliveryModes, products } from "../db/tables.js";
import { detailsOfSaved } from "../payment/payment-details.js";
import { savedPaymentMethods } from "../payment/payment.tables.js";
import { localize } from "../language/localized.js";
import type { Recurrence } from "./replenishment-schedule.js";
import type { replenishmentOrders } from "./replenishment.tables.js";
import { readAll } from "../db/read-all.js";

export type StoredReplenishment = typeof replenishmentOrders.$inferSelect;

/** The OCC replenishmentOrderCode of a schedule id, and back (null for anything that is not one). */
export const replenishmentCode = (id: number) => cartCode(id);
export function replenishmentIdOfCode(code: string): number | null {
  if (!/^\d{1,10}$/.test(code)) return null;
  const id = Number(code);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The schedule in words, ending in its time of day (spec §9 cuts those 12 characters off where it is shown). */
export function displayTimeTable(schedule: Recurrence, language: Language): string {
  switch (schedule.recurrencePeriod) {
    case "DAILY": {
      const count = schedule.numberOfDays ?? 1;
      return count === 1
        ? apiText(language, "replenishment.frequency.everyDay")
        : apiText(language, "replenishment.frequency.everyNDays", { count });
    }
    case "WEEKLY": {
      const count = schedule.numberOfWeeks ?? 1;
      const days = (schedule.daysOfWeek ?? [])
        .map((day) => apiText(language, `replenishment.weekday.${day}`))
        .join(apiText(language, "replenishment.listSeparator"));
      return count === 1
        ? apiText(language, "replenishment.frequency.everyWeek", { days })
        : apiText(language, "replenishment.frequency.everyNWeeks", { count, days });
    }
    case "MONTHLY":
      return apiText(language, "replenishment.frequency.everyMonth", { day: schedule.nthDayOfMonth ?? 1 });
  }
}

/**
 * The schedules as OCC JSON, with their products' and delivery modes' names and their saved cards read in three
 * queries.
 */
export async function renderReplenishments(
  db: Executor,
  rows: readonly StoredReplenishment[],
  language: Language,
): Promise<ReplenishmentOrder[]> {
  const codes = [...new Set(rows.flatMap((row) => row.entries.map((entry) => entry.productCode)))];
  const modeCodes = [...new Set(rows.map((row) => row.deliveryModeCode))];
  const cardIds = [...new Set(rows.flatMap((row) => (row.savedPaymentMethodId ? [row.savedPaymentMethodId] : [])))];
  const [names, modes, cards] = await readAll(db, [
    () =>
      codes.length === 0
        ? []
        : db.select({ code: products.code, name: products.name }).from(products).where(inArray(products.code, codes)),
    () =>
      modeCodes.length === 0
        ? []
        : db
            .select({ code: deliveryModes.code, name: deliveryModes.name })
            .from(deliveryModes)
            .where(inArray(deliveryModes.code, modeCodes)),
    () =>
      cardIds.length === 0 ? [] : db.select().from(savedPaymentMethods).where(inArray(savedPaymentMethods.id, cardIds)),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, detailsOfSaved(card)]));
  const productName = new Map(names.map((row) => [row.code, localize(row.name, language)]));
  const modeName = new Map(modes.map((row) => [row.code, localize(row.name, language)]));
  return rows.map((row) => {
    const paymentMode = paymentModeNamed(row.paymentModeCode);
    const address = row.deliveryAddress;
    return {
      replenishmentOrderCode: replenishmentCode(row.id),
      active: row.active,
      firstDate: row.firstDate,
      recurrencePeriod: row.recurrencePeriod,
      ...(row.numberOfDays !== null ? { numberOfDays: row.numberOfDays } : {}),
      ...(row.numberOfWeeks !== null ? { numberOfWeeks: row.numberOfWeeks } : {}),
      ...(row.daysOfWeek !== null ? { daysOfWeek: row.daysOfWeek } : {}),
      ...(row.nthDayOfMonth !== null ? { nthDayOfMonth: row.nthDayOfMonth } : {}),
      trigger: {
        displayTimeTable: displayTimeTable(row, language),
        ...(row.active && row.nextDate ? { activationTime: row.nextDate } : {}),
      },
      totalPriceWithTax: occPrice(row.totalPriceFils, language),
      totalItems: row.totalItems,
      entries: row.entries.map((entry, entryNumber) => ({
        entryNumber,
        quantity: entry.quantity,
        product: { code: entry.productCode, name: productName.get(entry.productCode) ?? entry.productCode },
      })),
      deliveryMode: { code: row.deliveryModeCode, name: modeName.get(row.deliveryModeCode) },
      deliveryAddress: {
        firstName: address.firstName,
        lastName: address.lastName,
        formattedAddress: [address.line1, address.line2, address.town].filter(Boolean).join(", "),
        phone: address.phone,
      },
      paymentMode: paymentMode ? paymentModeJson(paymentMode, language) : { code: row.paymentModeCode },
      ...paymentInfoOf(row.savedPaymentMethodId ? cardById.get(row.savedPaymentMethodId) : undefined),
    };
  });
}

/** A schedule's card as the customer sees it: brand, masked number and expiry (no billing address, no holder). */
function paymentInfoOf(card: ReturnType<typeof detailsOfSaved> | undefined) {
  if (!card) return {};
  const { id, cardType, cardNumber, expiryMonth, expiryYear } = card;
  return { paymentInfo: { id, cardType, cardNumber, expiryMonth, expiryYear } };
}
