/** The parts of an order that the invoice and the confirmation e-mail both print, as plain text lines. */
import type { Order } from "@dukkan/occ/order";

type AddressLike = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  line1?: string | undefined;
  line2?: string | undefined;
  town?: string | undefined;
  postalCode?: string | undefined;
  area?: { name?: string | undefined } | undefined;
  region?: { name?: string | undefined } | undefined;
  country?: { name?: string | undefined; isocode?: string | undefined } | undefined;
  phone?: string | undefined;
  email?: string | undefined;
};

/** The non-empty parts, each once (an area is often named like its town: "Deira, Deira"). */
const joinNonEmpty = (parts: (string | undefined)[], separator = ", ") =>
  [...new Set(parts.map((part) => part?.trim()).filter(Boolean))].join(separator);

/** Name, street lines, town/area/region/country and phone of an address; empty parts left out. */
export function addressLines(address: AddressLike | undefined): string[] {
  if (!address) return [];
  return [
    joinNonEmpty([address.firstName, address.lastName], " "),
    joinNonEmpty([address.line1, address.line2]),
    joinNonEmpty([address.area?.name, address.town, address.region?.name]),
    joinNonEmpty([address.country?.name ?? address.country?.isocode, address.postalCode]),
    address.phone?.trim() ?? "",
  ].filter(Boolean);
}

/** The customer as the invoice names them: the billing name, else the delivery contact, else the account. */
export function customerName(order: Order): string {
  const billing = order.paymentInfo?.billingAddress;
  return (
    joinNonEmpty([billing?.firstName, billing?.lastName], " ") ||
    joinNonEmpty([order.deliveryAddress?.firstName, order.deliveryAddress?.lastName], " ") ||
    order.user?.name?.trim() ||
    ""
  );
}

export interface DeliveryFacts {
  pickUp: boolean;
  lines: string[];
}

/** Where the goods go: the pick-up store (name and address) or the delivery address. */
export function deliveryFacts(order: Order): DeliveryFacts {
  const store =
    order.deliveryPointOfService ?? order.consignments?.find((c) => c.deliveryPointOfService)?.deliveryPointOfService;
  if (store) {
    return { pickUp: true, lines: [store.displayName, store.address.formattedAddress].filter(Boolean) };
  }
  return { pickUp: false, lines: addressLines(order.deliveryAddress) };
}

/** The billing address: card orders have one; cash orders are billed to the delivery address. */
export function billingLines(order: Order): string[] {
  return addressLines(order.paymentInfo?.billingAddress ?? order.deliveryAddress);
}

/** "Mastercard ************0008" for cards, the payment mode's name otherwise. */
export function paymentText(order: Order): string {
  const card = order.paymentInfo;
  if (card?.cardNumber) return joinNonEmpty([card.cardType?.name ?? card.cardType?.code, card.cardNumber], " ");
  return order.paymentMode?.name ?? order.paymentMode?.code ?? "";
}
