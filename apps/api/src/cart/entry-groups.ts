/**
 * The cart's entry groups (shopping spec §3 Entry group, §4 Cart item count): one STANDALONE group per entry and
 * one CONFIGURABLE_BUNDLE group per kit bundle, numbered from 1 in entry order. A group's `quantity` is what the
 * mini cart counts: the kits of a bundle (its kittingEntry's quantity) or the units of a standalone entry.
 */
import type { Language } from "@dukkan/occ";
import type { EntryGroup, OrderEntry } from "@dukkan/occ/cart";
import { entryLimit, entrySellable, type StoredEntry } from "./cart-service.js";
import { entryInfos, type TextfieldSetting } from "./textfield-configurator.js";

type Money = (fils: number) => NonNullable<OrderEntry["basePrice"]>;

/** The text-field values of a configurable product's entry (absent for other products). */
export function configurationInfosOf(
  entry: StoredEntry,
  settings: ReadonlyMap<string, TextfieldSetting[]>,
  language: Language,
): OrderEntry["configurationInfos"] {
  const fields = entry.product.configurable ? settings.get(entry.productCode) : undefined;
  return fields && fields.length > 0 ? entryInfos(fields, entry.configuration, language) : undefined;
}

/**
 * Groups for the cart JSON. `entries` are the cart's priced entries in entry-number order (one per stored entry);
 * components are shown in their bundle with the units the kits hold, priced inside the kit (0 on their own).
 */
export function entryGroups(
  stored: readonly StoredEntry[],
  entries: readonly OrderEntry[],
  productByCode: ReadonlyMap<string, unknown>,
  language: Language,
  money: Money,
): EntryGroup[] {
  return stored.map((entry, index) => {
    const line = entries[index]!;
    const common = {
      entryGroupNumber: entry.entryNumber + 1,
      erroneous: !entrySellable(entry) || entry.quantity > entryLimit(entry),
      maxStockQuantity: entryLimit(entry),
      quantity: entry.quantity,
    };
    if (!entry.bundle) return { ...common, type: "STANDALONE" as const, entries: [line], entryGroups: [] };
    return {
      ...common,
      id: entry.bundle.templateId,
      label: entry.bundle.name[language] ?? entry.bundle.name.en,
      type: "CONFIGURABLE_BUNDLE" as const,
      kittingEntry: line,
      entries: entry.bundle.components.map((component) => ({
        entryNumber: entry.entryNumber,
        quantity: component.quantity * entry.quantity,
        updateable: false,
        basePrice: money(0),
        totalPrice: money(0),
        product: (productByCode.get(component.productCode) ?? { code: component.productCode }) as OrderEntry["product"],
      })),
      entryGroups: [],
    };
  });
}
