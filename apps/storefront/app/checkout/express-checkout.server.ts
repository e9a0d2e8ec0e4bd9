/**
 * Express checkout (checkout spec §2.4, §4.11) for signed-in customers: the default (or first) saved address in
 * the selected area's region, then the preferred home-delivery mode, then the default (or first) saved card. The
 * address and mode make the express path; the card is added when there is one (its CVV is asked again on the
 * payment step, where cash can be chosen too). Guest carts never take this path.
 */
import { DELIVERY_MODE_CODES } from "@dukkan/occ/checkout";
import { regionIsocodeOf, requestArea } from "../area/area.server";
import { OccRequestError } from "../occ/occ-client.server";
import {
  loadCustomerAddresses,
  loadDeliveryModes,
  loadSavedPaymentDetails,
  setDeliveryAddress,
  setDeliveryMode,
  setPaymentMode,
  setSavedPaymentDetails,
  type CheckoutContext,
} from "./checkout.server";
import { preferredDeliveryMode } from "./delivery-mode-strategy";

export type ExpressOutcome = "ready" | "notApplicable";

/** A refusal of the API (4xx) ends the express path; anything else is a real failure and propagates. */
function isRefusal(error: unknown): boolean {
  return error instanceof OccRequestError && error.status >= 400 && error.status < 500;
}

/** The default address of the region, else the region's first address. */
export function expressAddress<T extends { defaultAddress?: boolean; region?: { isocode?: string } }>(
  addresses: readonly T[],
  regionIsocode: string,
): T | undefined {
  const inRegion = addresses.filter((address) => address.region?.isocode === regionIsocode);
  return inRegion.find((address) => address.defaultAddress) ?? inRegion[0];
}

async function setDefaultPayment(context: CheckoutContext): Promise<void> {
  try {
    const cards = await loadSavedPaymentDetails(context);
    const card = cards.find((candidate) => candidate.defaultPayment) ?? cards[0];
    if (!card) return;
    await setPaymentMode(context, "card");
    await setSavedPaymentDetails(context, card.id);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The payment step lets the customer choose; a refused card is not worth failing the express path for.
    console.warn("Express checkout could not set the default payment", error);
  }
}

export async function tryExpressCheckout(
  context: CheckoutContext,
  strategies: readonly string[],
): Promise<ExpressOutcome> {
  const area = requestArea(context.session);
  if (context.ref.userId !== "current" || !area) return "notApplicable";
  try {
    const address = expressAddress(await loadCustomerAddresses(context), regionIsocodeOf(area));
    if (!address) return "notApplicable";
    await setDeliveryAddress(context, address.id);
    // The address is a home address, so pick-up (which needs a store) is not a candidate here.
    const modes = (await loadDeliveryModes(context)).filter((mode) => mode.code !== DELIVERY_MODE_CODES.pickUp);
    const mode = preferredDeliveryMode(modes, strategies);
    if (!mode) return "notApplicable";
    await setDeliveryMode(context, mode.code);
  } catch (error) {
    if (isRefusal(error)) return "notApplicable";
    throw error;
  }
  await setDefaultPayment(context);
  return "ready";
}
