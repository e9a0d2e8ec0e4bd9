/**
 * The OCC JSON of an order (checkout spec §2.16, §3 Order; account spec order history), localised by `lang`.
 * Everything the shopper bought comes from the order's own snapshot (names, prices, configuration, components,
 * addresses, payment); the catalogue only adds what a product looks like now (images, URL) when it still exists.
 */
import { apiText, isApiMessageKey } from "@dukkan/i18n/api";
import { occPrice } from "@dukkan/money";
import { CURRENCY, type Language } from "@dukkan/occ";
import { formatAddressParts } from "@dukkan/occ/address";
import type { EntryGroup, OrderEntry } from "@dukkan/occ/cart";
import { PAYMENT_MODE_CODES, type BillingAddress, type PaymentDetails } from "@dukkan/occ/checkout";
import type { Price } from "@dukkan/occ";
import type { Order, OrderStatus } from "@dukkan/occ/order";
import type { ReturnStatus } from "@dukkan/occ/returns";
import { eq, inArray } from "drizzle-orm";
import { rmaOf } from "../returns/return-view.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { paymentModeJson, paymentModeNamed } from "../checkout/payment-modes.js";
import { storeNamed } from "../stores/points-of-service.js";
import type { Database } from "../db/client.js";
import { areas, regions, type Localized } from "../db/tables.js";
import { localize } from "../language/localized.js";
import { parseFields } from "../occ/fields.js";
import type { ParsedFields } from "../occ/params.js";
import type { ConsignmentStatus } from "@dukkan/occ/order";
import { carrierDetails } from "./lifecycle/carriers.js";
import { customerSeesEvent, historyEventJson } from "./lifecycle/order-history-view.js";
import { orderCancellable } from "./lifecycle/order-state-machine.js";
import type { consignmentEntries, consignments, orderEntries, orderEvents, orders } from "./orders.tables.js";

/** What the returns feature tells an order's views (issue 20): units each entry may return, the requests. */
export interface OrderReturnsView {
  quantities: ReadonlyMap<number, number>;
  requests: readonly { id: number; status: ReturnStatus; createdAt: Date; refundedAt: Date | null }[];
}

export interface StoredOrder {
  order: typeof orders.$inferSelect & { code: string };
  entries: (typeof orderEntries.$inferSelect)[];
  consignments: (typeof consignments.$inferSelect & { entries: (typeof consignmentEntries.$inferSelect)[] })[];
  customer: { firstName: string; lastName: string; email: string } | null;
  /** The order's history rows, oldest first. */
  events: (typeof orderEvents.$inferSelect)[];
  /** The card refunds the gateway settled, oldest first (none for cash orders). */
  refunds: { amountFils: number; at: Date }[];
  /** Absent without the returns feature (nothing returnable). */
  returns?: OrderReturnsView;
  /** The replenishmentOrderCode of the schedule that placed the order (decision 0066), if one did. */
  replenishmentOrderCode?: string;
}

type AmendableEntry = NonNullable<Order["entries"]>[number];

/** What an order line shows of its product (as a cart line does). */
export const ENTRY_PRODUCT_FIELDS: ParsedFields = {
  text: "order-entry",
  selection: parseFields("BASIC,images(DEFAULT)"),
};

const text = (value: Localized | null | undefined, language: Language) => localize(value, language) ?? "";

function consignmentStatusName(status: string, language: Language): string {
  const key = `consignmentStatus.${status}`;
  return isApiMessageKey(key) ? apiText(language, key) : status;
}

export function statusDisplay(status: OrderStatus, language: Language): string {
  return apiText(language, `orderStatus.${status}`);
}

export async function renderOrder(
  db: Database,
  catalog: ProductCatalog | undefined,
  stored: StoredOrder,
  language: Language,
): Promise<Order> {
  const { order } = stored;
  const money = (fils: number) => occPrice(fils, language, CURRENCY);
  const componentCodes = stored.entries.flatMap((entry) => entry.components?.map((c) => c.productCode) ?? []);
  const codes = [...new Set([...stored.entries.map((entry) => entry.productCode), ...componentCodes])];
  const [productJsons, places, store] = await Promise.all([
    catalog ? catalog.productJsons(codes, language, ENTRY_PRODUCT_FIELDS) : [],
    placeNames(db, order.deliveryAddress.regionIsocode, order.deliveryAddress.areaIsocode),
    order.pointOfServiceName ? storeNamed(db, order.pointOfServiceName, language) : undefined,
  ]);
  const live = new Map(
    productJsons.map((json) => {
      const product = JSON.parse(json) as { code: string };
      return [product.code, product];
    }),
  );
  /** The product as ordered: its name then, with today's images when the catalogue still has it. */
  const product = (code: string, name: Localized) =>
    ({ ...(live.get(code) ?? {}), code, name: text(name, language) }) as OrderEntry["product"];

  const cancellable = orderCancellable(
    order.status,
    stored.consignments.map((consignment) => consignment.status as ConsignmentStatus),
  );
  const entries: AmendableEntry[] = stored.entries.map((entry) => ({
    entryNumber: entry.entryNumber,
    quantity: entry.quantity,
    cancellableQuantity: cancellable ? entry.quantity - entry.cancelledQuantity : 0,
    cancelledQuantity: entry.cancelledQuantity,
    returnableQuantity: stored.returns?.quantities.get(entry.entryNumber) ?? 0,
    updateable: false,
    basePrice: money(entry.basePriceFils),
    totalPrice: money(entry.totalPriceFils),
    product: product(entry.productCode, entry.name),
    configurationInfos: entry.configuration?.map((field) => ({
      configurationLabel: text(field.label, language),
      configurationValue: field.value,
      configuratorType: "TEXTFIELD" as const,
      status: "SUCCESS" as const,
    })),
  }));
  const entryGroups: EntryGroup[] = stored.entries.map((entry, index) => {
    const line = entries[index]!;
    const common = { entryGroupNumber: entry.entryNumber + 1, quantity: entry.quantity, erroneous: false };
    if (!entry.components) return { ...common, type: "STANDALONE", entries: [line], entryGroups: [] };
    return {
      ...common,
      id: entry.bundleTemplateId ?? undefined,
      label: text(entry.bundleName, language),
      type: "CONFIGURABLE_BUNDLE",
      kittingEntry: line,
      entries: entry.components.map((component) => ({
        entryNumber: entry.entryNumber,
        quantity: component.quantity,
        updateable: false,
        basePrice: money(0),
        totalPrice: money(0),
        product: product(component.productCode, component.name),
      })),
      entryGroups: [],
    };
  });

  const address = order.deliveryAddress;
  const countryName = address.countryIsocode === "AE" ? apiText(language, "country.AE") : address.countryIsocode;
  const regionName = text(places.region, language) || undefined;
  const areaName = text(places.area, language) || undefined;
  const deliveryAddress: Order["deliveryAddress"] = {
    ...(address.addressId ? { id: address.addressId } : {}),
    titleCode: address.titleCode,
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2,
    town: address.town,
    postalCode: address.postalCode,
    country: { isocode: address.countryIsocode, name: countryName },
    region: {
      isocode: address.regionIsocode,
      isocodeShort: address.regionIsocode.split("-")[1],
      name: regionName,
      ...(address.areaIsocode ? { area: { isocode: address.areaIsocode, name: areaName } } : {}),
    },
    ...(address.areaIsocode ? { area: { isocode: address.areaIsocode, name: areaName } } : {}),
    trn: address.trn,
    latitude: address.latitude,
    longitude: address.longitude,
    email: address.email ?? order.guestEmail ?? stored.customer?.email,
    phone: address.phone,
    cellphone: address.cellphone,
    formattedAddress: formatAddressParts({ ...address, area: areaName, region: regionName, country: countryName }),
  };
  const email = order.guestEmail ?? stored.customer?.email ?? address.email;
  const mode = paymentModeNamed(order.paymentModeCode);
  const units = stored.entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const promotion = (p: { code: string; description: string }) => ({
    description: p.description,
    promotion: { code: p.code, description: p.description },
  });

  return {
    code: order.code,
    guid: order.guid,
    status: order.status,
    statusDisplay: statusDisplay(order.status, language),
    created: order.createdAt.toISOString(),
    guestCustomer: order.customerUid === null,
    ...(stored.replenishmentOrderCode ? { replenishmentOrderCode: stored.replenishmentOrderCode } : {}),
    user: stored.customer
      ? {
          uid: order.customerUid!,
          name: `${stored.customer.firstName} ${stored.customer.lastName}`.trim() || order.customerUid!,
        }
      : { uid: `${order.cartGuid}|${order.guestEmail ?? ""}`, name: `${address.firstName} ${address.lastName}` },
    entries,
    entryGroups,
    totalItems: entries.length,
    totalUnitCount: units,
    subTotal: money(order.subTotalFils),
    totalDiscounts: money(order.totalDiscountsFils),
    deliveryCost: money(order.deliveryCostFils),
    totalPrice: money(order.totalPriceFils),
    totalTax: money(order.totalTaxFils),
    // Prices include VAT: the total with tax is the total.
    totalPriceWithTax: money(order.totalPriceFils),
    deliveryAddress,
    deliveryMode: {
      code: order.deliveryModeCode,
      name: text(order.deliveryModeName, language) || order.deliveryModeCode,
      deliveryCost: money(order.deliveryCostFils),
    },
    ...(store ? { deliveryPointOfService: store } : {}),
    paymentInfo: paymentInfo(order.paymentInfo, deliveryAddress, email),
    paymentMode: mode ? paymentModeJson(mode, language) : { code: order.paymentModeCode },
    ...(order.loyaltyPaidFils > 0 ? { paymentParts: paymentParts(order, language, money) } : {}),
    appliedOrderPromotions: order.promotions.order.map(promotion),
    appliedProductPromotions: order.promotions.product.map(promotion),
    appliedVouchers: order.promotions.voucherCodes.map((voucherCode) => ({ voucherCode })),
    consignments: stored.consignments.map((consignment) => ({
      ...consignmentSummary(consignment, language),
      ...(store && consignment.pointOfServiceName === store.name ? { deliveryPointOfService: store } : {}),
      entries: consignment.entries.flatMap((shipped) => {
        const orderEntry = entries.find((entry) => entry.entryNumber === shipped.entryNumber);
        return orderEntry ? [{ orderEntry, quantity: shipped.quantity }] : [];
      }),
    })),
    cancellable,
    returnable: entries.some((entry) => (entry.returnableQuantity ?? 0) > 0),
    returnRequests: (stored.returns?.requests ?? []).map((request) => ({
      rma: rmaOf(request.id),
      status: request.status,
      statusDisplay: apiText(language, `returns.status.${request.status}`),
      creationTime: request.createdAt.toISOString(),
      ...(request.refundedAt ? { refundedDate: request.refundedAt.toISOString() } : {}),
    })),
    history: stored.events
      .filter(customerSeesEvent)
      .map((event) => historyEventJson(event, consignmentCodes(stored.consignments), language)),
    ...(order.trn ? { trn: order.trn } : {}),
    refunds: stored.refunds.map((refund) => ({ amount: money(refund.amountFils), date: refund.at.toISOString() })),
  };
}

/** The points' part of the order and, when a card pays the rest, the card's part (decision 0065). */
function paymentParts(
  order: Pick<typeof orders.$inferSelect, "totalPriceFils" | "loyaltyPaidFils">,
  language: Language,
  money: (fils: number) => Price,
) {
  const cardFils = Math.max(order.totalPriceFils - order.loyaltyPaidFils, 0);
  const part = (code: string, fils: number) => {
    const mode = paymentModeNamed(code);
    return { paymentMode: mode ? paymentModeJson(mode, language) : { code }, amount: money(fils) };
  };
  return [
    part(PAYMENT_MODE_CODES.loyaltyPoint, order.loyaltyPaidFils),
    ...(cardFils > 0 ? [part(PAYMENT_MODE_CODES.card, cardFils)] : []),
  ];
}

const consignmentCodes = (rows: readonly { id: number; code: string }[]) =>
  new Map(rows.map((row) => [row.id, row.code]));

/** A consignment's status, when it reached it, and its carrier and tracking number once shipped. */
export function consignmentSummary(
  consignment: Pick<typeof consignments.$inferSelect, "code" | "status" | "statusDate" | "trackingId" | "carrierCode">,
  language: Language,
) {
  return {
    code: consignment.code,
    status: consignment.status,
    statusDisplay: consignmentStatusName(consignment.status, language),
    statusDate: consignment.statusDate.toISOString(),
    ...(consignment.trackingId ? { trackingID: consignment.trackingId } : {}),
    ...(consignment.carrierCode ? { carrierDetails: carrierDetails(consignment.carrierCode, language) } : {}),
  };
}

/**
 * The order's payment as OCC PaymentDetails. Without a billing address of its own the delivery address bills
 * ('same as delivery'); the e-mail is the shopper's (the confirmation page's guest form reads it, spec §2.16).
 */
function paymentInfo(
  stored: (typeof orders.$inferSelect)["paymentInfo"],
  delivery: NonNullable<Order["deliveryAddress"]>,
  email: string | null | undefined,
): Partial<PaymentDetails> {
  const billing: BillingAddress = stored?.billingAddress ?? {
    firstName: delivery.firstName ?? "",
    lastName: delivery.lastName ?? "",
    line1: delivery.line1 ?? "",
    line2: delivery.line2,
    town: delivery.town ?? "",
    postalCode: delivery.postalCode,
    region: delivery.region,
    country: delivery.country ?? { isocode: "AE" },
    phone: delivery.phone,
  };
  const details: Partial<PaymentDetails> = {
    billingAddress: { ...billing, ...namedLikeDelivery(billing, delivery), email: billing.email ?? email ?? undefined },
  };
  if (!stored) return details;
  return {
    ...details,
    id: stored.id,
    accountHolderName: stored.accountHolderName,
    cardNumber: stored.cardNumber,
    cardType: stored.cardType,
    expiryMonth: stored.expiryMonth,
    expiryYear: stored.expiryYear,
    defaultPayment: stored.defaultPayment,
    saved: stored.saved,
  };
}

/** A billing address stored by isocode only shows the country and region names the delivery address has. */
function namedLikeDelivery(billing: BillingAddress, delivery: NonNullable<Order["deliveryAddress"]>) {
  const country =
    !billing.country.name && billing.country.isocode === delivery.country?.isocode ? delivery.country : billing.country;
  const region =
    billing.region && !billing.region.name && billing.region.isocode === delivery.region?.isocode
      ? { ...billing.region, name: delivery.region?.name }
      : billing.region;
  return { country, region };
}

async function placeNames(db: Database, regionIsocode: string, areaIsocode: string | undefined) {
  const [regionRows, areaRows] = await Promise.all([
    db.select({ name: regions.name }).from(regions).where(eq(regions.isocode, regionIsocode)),
    areaIsocode
      ? db
          .select({ name: areas.name })
          .from(areas)
          .where(inArray(areas.isocode, [areaIsocode]))
      : [],
  ]);
  return { region: regionRows[0]?.name ?? null, area: areaRows[0]?.name ?? null };
}
