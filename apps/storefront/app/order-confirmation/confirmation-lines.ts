/**
 * What the confirmation page lists of an order: one line per ordered entry with its configured texts, and a
 * kit's components (from its CONFIGURABLE_BUNDLE group) under the kit's line. Pure, so it is unit-tested.
 */
import type { Price } from "@dukkan/occ";
import type { Order } from "@dukkan/occ/order";

export interface ConfirmationLine {
  entryNumber: number;
  code: string;
  name: string;
  quantity: number;
  unitPrice?: Price;
  total?: Price;
  imageUrl?: string;
  components: { code: string; name: string; quantity: number }[];
  configuration: { label: string; value: string }[];
}

const IMAGE_FORMATS = ["thumbnail", "cartIcon", "product"];

/** The product's small primary picture (OCC images keyed by format). */
function imageOf(product: { images?: { PRIMARY?: Record<string, { url: string }> } } | undefined): string | undefined {
  const primary = product?.images?.PRIMARY ?? {};
  for (const format of IMAGE_FORMATS) {
    const found = primary[format];
    if (found) return found.url;
  }
  return undefined;
}

export function confirmationLines(order: Pick<Order, "entries" | "entryGroups">): ConfirmationLine[] {
  const kits = new Map<number, NonNullable<Order["entryGroups"]>[number]>();
  const componentNumbers = new Set<number>();
  for (const group of order.entryGroups ?? []) {
    const kit = group.kittingEntry;
    if (group.type !== "CONFIGURABLE_BUNDLE" || !kit) continue;
    kits.set(kit.entryNumber, group);
    // Carts give components entries of their own; orders number them like their kit.
    for (const component of group.entries ?? []) {
      if (component.entryNumber !== kit.entryNumber) componentNumbers.add(component.entryNumber);
    }
  }
  return (order.entries ?? [])
    .filter((entry) => !componentNumbers.has(entry.entryNumber))
    .map((entry) => ({
      entryNumber: entry.entryNumber,
      code: entry.product?.code ?? "",
      name: entry.product?.name ?? entry.product?.code ?? "",
      quantity: entry.quantity ?? 0,
      unitPrice: entry.basePrice,
      total: entry.totalPrice,
      imageUrl: imageOf(entry.product),
      components: (kits.get(entry.entryNumber)?.entries ?? []).map((component) => ({
        code: component.product?.code ?? "",
        name: component.product?.name ?? component.product?.code ?? "",
        quantity: component.quantity ?? 0,
      })),
      configuration: (entry.configurationInfos ?? [])
        .filter((info) => info.configurationValue.trim() !== "")
        .map((info) => ({ label: info.configurationLabel, value: info.configurationValue })),
    }));
}
