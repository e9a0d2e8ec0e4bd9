/**
 * The VAT breakdown printed on a UAE tax invoice. Shop prices include 5% VAT, so every amount is split as
 * net = gross / 1.05 rounded to the fil and VAT = gross − net (the VAT is what is left, so the two always
 * add up to the price the customer paid).
 */
import { toFils, type Fils } from "@dukkan/money";
import type { Order } from "@dukkan/occ/order";

export interface VatSplit {
  grossFils: Fils;
  netFils: Fils;
  vatFils: Fils;
}

/** Splits a VAT-inclusive amount (5%) into net and VAT, in integer fils. */
export function splitVat(grossFils: Fils): VatSplit {
  const netFils = Math.round((grossFils * 100) / 105);
  return { grossFils, netFils, vatFils: grossFils - netFils };
}

export interface InvoiceLine extends VatSplit {
  entryNumber: number;
  code: string;
  name: string;
  quantity: number;
  unitPriceFils: Fils;
  /** Kit components (included in the kit's price) and configured texts, printed under the line. */
  details: string[];
}

export interface InvoiceTotals {
  /** The lines added up (after product promotions). */
  goods: VatSplit;
  /** Order-level discounts (vouchers, order promotions): goods − subTotal; 0 when none. */
  discountFils: Fils;
  delivery: VatSplit;
  total: VatSplit;
}

const fils = (price: { value: number } | undefined): Fils => (price ? toFils(price.value) : 0);

/**
 * The invoice lines of an order. Components of a kit (entries listed in a CONFIGURABLE_BUNDLE group next to
 * the kit's own entry) are printed as details of the kit, not as lines: their price is the kit's.
 */
export function invoiceLines(order: Order, componentLabel: (name: string, quantity: number) => string): InvoiceLine[] {
  const groups = (order.entryGroups ?? []).filter((group) => group.kittingEntry);
  const componentNumbers = new Set<number>();
  const componentsOfKit = new Map<number, string[]>();
  for (const group of groups) {
    const kit = group.kittingEntry!;
    const components = group.entries ?? [];
    // Orders number components like their kit; carts give them their own entries, which are not invoice lines.
    for (const component of components) {
      if (component.entryNumber !== kit.entryNumber) componentNumbers.add(component.entryNumber);
    }
    componentsOfKit.set(
      kit.entryNumber,
      components.map((component) =>
        componentLabel(component.product?.name ?? component.product?.code ?? "", component.quantity ?? 0),
      ),
    );
  }
  return (order.entries ?? [])
    .filter((entry) => !componentNumbers.has(entry.entryNumber))
    .map((entry) => {
      const gross = fils(entry.totalPrice);
      const configured = (entry.configurationInfos ?? [])
        .filter((info) => info.configurationValue.trim() !== "")
        .map((info) => `${info.configurationLabel}: ${info.configurationValue}`);
      return {
        entryNumber: entry.entryNumber,
        code: entry.product?.code ?? "",
        name: entry.product?.name ?? entry.product?.code ?? "",
        quantity: entry.quantity ?? 0,
        unitPriceFils: fils(entry.basePrice),
        details: [...(componentsOfKit.get(entry.entryNumber) ?? []), ...configured],
        ...splitVat(gross),
      };
    });
}

/** Totals of the invoice; the VAT of the total is computed on the amount paid, as the law asks. */
export function invoiceTotals(order: Order, lines: readonly InvoiceLine[]): InvoiceTotals {
  const goodsFils = lines.reduce((sum, line) => sum + line.grossFils, 0);
  const deliveryFils = fils(order.deliveryCost);
  const totalFils = order.totalPrice ? fils(order.totalPrice) : goodsFils + deliveryFils;
  const subTotalFils = order.subTotal ? fils(order.subTotal) : goodsFils;
  return {
    goods: splitVat(goodsFils),
    discountFils: Math.max(0, goodsFils - subTotalFils),
    delivery: splitVat(deliveryFils),
    total: splitVat(totalFils),
  };
}
