/**
 * Which lifecycle steps an order's page offers, from the order's and each consignment's state (decision 0038's
 * state machine): only the steps the API would accept are shown; and what a step's form sends the API.
 */
import type { Order } from "@dukkan/occ/order";

export type ConsignmentStep = "pick" | "ship" | "ready-for-pickup" | "deliver" | "hand-over";

/** The carriers the API ships with (apps/api orders/lifecycle/carriers.ts). */
export const CARRIERS = [
  { code: "aramex", name: { en: "Aramex", ar: "أرامكس" } },
  { code: "dhl-express-uae", name: { en: "DHL Express UAE", ar: "دي إتش إل إكسبريس الإمارات" } },
  { code: "emirates-post", name: { en: "Emirates Post", ar: "بريد الإمارات" } },
  { code: "dukkan-delivery", name: { en: "Dukkan delivery", ar: "توصيل دكان" } },
] as const;

type Consignment = NonNullable<Order["consignments"]>[number];

/** Order states in which consignments move (apps/api order-state-machine ORDER_IN_FULFILMENT): accepted first. */
const IN_FULFILMENT: readonly string[] = ["PROCESSING", "PARTIALLY_SHIPPED", "SHIPPED", "READY_FOR_PICKUP"];

export function consignmentSteps(consignment: Consignment, orderStatus: string | undefined): ConsignmentStep[] {
  if (!IN_FULFILMENT.includes(orderStatus ?? "")) return [];
  const pickUp = consignment.deliveryPointOfService !== undefined;
  switch (consignment.status) {
    case "READY":
      return ["pick"];
    case "PICKPACK":
      return [pickUp ? "ready-for-pickup" : "ship"];
    case "SHIPPED":
      return ["deliver"];
    case "READY_FOR_PICKUP":
      return ["hand-over"];
    default:
      return [];
  }
}

export function mayAccept(order: Pick<Order, "status">): boolean {
  return order.status === "CREATED";
}

/** The API says whether the order can still be cancelled; before acceptance or while packing it can. */
export function mayCancel(order: Pick<Order, "status" | "cancellable">): boolean {
  if (order.cancellable !== undefined) return order.cancellable;
  return order.status === "CREATED" || order.status === "PROCESSING";
}

/** The lines that can still be cancelled in part, with how many units. */
export function cancellableLines(order: Pick<Order, "entries">) {
  return (order.entries ?? [])
    .filter((entry) => (entry.cancellableQuantity ?? 0) > 0)
    .map((entry) => ({
      entryNumber: entry.entryNumber ?? 0,
      name: entry.product?.name ?? entry.product?.code ?? "",
      max: entry.cancellableQuantity ?? 0,
    }));
}

/**
 * The delivery step's body: with a chosen proof-of-delivery file, multipart (the file and the reason) relayed to
 * the staff API, which checks the file; JSON otherwise. A file input left empty sends a nameless, empty part.
 */
export function deliveryBody(form: FormData, reason: string | undefined): FormData | { reason?: string } {
  const proof = form.get("proof");
  if (!(proof instanceof File) || (proof.size === 0 && !proof.name)) return { reason };
  const body = new FormData();
  if (reason) body.set("reason", reason);
  body.set("file", proof, proof.name);
  return body;
}
