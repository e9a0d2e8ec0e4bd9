/**
 * The cart page's lines (shopping spec §2.13, §3 Entry and Entry group): one line per regular entry, and one per
 * kit bundle, with identical configurable bundles (same id and label) merged into one line with a count.
 */
import type { EntryGroup, OrderEntry } from "@dukkan/occ/cart";

export type EntryLine = { kind: "entry"; key: string; entry: OrderEntry };

export type BundleLine = {
  kind: "bundle";
  key: string;
  /** How many identical bundles this line stands for. */
  count: number;
  /** The merged groups' numbers, the first one's quantity control acting for a single bundle. */
  entryGroupNumbers: number[];
  group: EntryGroup;
  /** Units of the kit (its kitting entry's quantity, else its first component's). */
  quantity: number;
};

export type CartLine = EntryLine | BundleLine;

const isBundle = (group: EntryGroup) => group.type === "CONFIGURABLE_BUNDLE";

function bundleQuantity(group: EntryGroup): number {
  return group.kittingEntry?.quantity ?? group.entries?.[0]?.quantity ?? group.quantity ?? 1;
}

/** Lines are keyed by what they hold, not by their numbers (which move when an earlier line goes). */
const entryKey = (entry: OrderEntry) => `entry-${entry.product?.code ?? entry.entryNumber}`;

/**
 * The cart's lines in cart order. A cart without entry groups (an older answer) lists its entries. Identical
 * bundles merge when both id and label match; a bundle without an id never merges.
 */
export function cartLines(cart: { entries?: OrderEntry[]; entryGroups?: EntryGroup[] }): CartLine[] {
  if (!cart.entryGroups?.length) {
    return (cart.entries ?? []).map((entry) => ({ kind: "entry", key: entryKey(entry), entry }));
  }
  const lines: CartLine[] = [];
  const bundles = new Map<string, BundleLine>();
  for (const group of cart.entryGroups) {
    if (!isBundle(group)) {
      for (const entry of group.entries ?? []) {
        lines.push({ kind: "entry", key: entryKey(entry), entry });
      }
      continue;
    }
    const identity = group.id ? `${group.id}\u0000${group.label ?? ""}` : undefined;
    const same = identity ? bundles.get(identity) : undefined;
    if (same) {
      same.count += 1;
      same.entryGroupNumbers.push(group.entryGroupNumber);
      continue;
    }
    const line: BundleLine = {
      kind: "bundle",
      key: identity ? `bundle-${group.id}-${group.label ?? ""}` : `bundle-${group.entryGroupNumber}`,
      count: 1,
      entryGroupNumbers: [group.entryGroupNumber],
      group,
      quantity: bundleQuantity(group),
    };
    if (identity) bundles.set(identity, line);
    lines.push(line);
  }
  return lines;
}

/**
 * The most units a line may hold (spec §4 Stock, second reading): the smaller of the stock level and the
 * product's maxOrderQuantity; without a known stock level only maxOrderQuantity bounds it.
 */
export function maxEntryQuantity(entry: OrderEntry): number | undefined {
  const stockLevel = entry.product?.stock?.stockLevel;
  const maxOrder = entry.product?.maxOrderQuantity;
  const bounds = [stockLevel !== undefined && stockLevel > 0 ? stockLevel : undefined, maxOrder].filter(
    (bound): bound is number => bound !== undefined,
  );
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

/** A line's configured answers that are in ERROR (shown with a marker, and they block checkout). */
export function hasConfigurationError(entry: OrderEntry): boolean {
  return (entry.configurationInfos ?? []).some((info) => info.status === "ERROR");
}
