/**
 * /{lang}/checkout/delivery-address, the second step of reading B (checkout spec §2.6–2.8, §4.10–4.12, §5.1, §5.2):
 * for pick-up the pick-up form; for home delivery the saved address cards, or the address form with its map when
 * there are none or 'Add new address' was chosen (`?add`). Every choice is a form post to this route's action, so
 * the step works before scripts load; the new address is verified by the API first (ACCEPT → next step, REJECT →
 * addressForm.invalidAddress, REVIEW → the suggested-addresses dialog).
 */
import type { Address } from "@dukkan/occ/address";
import type { AddressValidation } from "@dukkan/occ/checkout";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { data, Form, useNavigation } from "react-router";
import { Button } from "@dukkan/ui/button";
import { LinkButton } from "@dukkan/ui/link-button";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { deliveryRegions, selectedArea, type SelectedArea } from "../../area/area.server";
import type { RegionChoice } from "../../area/region-area-fields";
import { CheckoutLayout } from "../checkout-layout";
import {
  cartErrorRedirect,
  requireCheckout,
  sessionRedirect,
  type CheckoutGuardResult,
} from "../checkout-guard.server";
import {
  createDeliveryAddress,
  guestEmailOf,
  isCartError,
  isValidationRefusal,
  loadCustomerAddresses,
  loadStores,
  setDeliveryAddress,
  setPickUp,
} from "../checkout.server";
import { isPickUp, previousStep, stepPath } from "../checkout-steps";
import type { OccRequestError } from "../../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../../security/form-data.server";
import { sessionHeaders, type Notice } from "../../session/session.server";
import type { Route } from "./+types/delivery-address-route";
import { checkoutStepEvent } from "../../analytics/funnel-events";
import { recordFunnelEvents } from "../../analytics/pending-funnel-events.server";
import { AddressForm } from "./address-form";
import type { LatLng } from "./address-map";
import { autoSelectedAddress, continueDisabled, savedCards, showSetAsDefault } from "./address-rules";
import {
  ADDRESS_FORM_FIELDS,
  checkAddressForm,
  checkPickUpForm,
  formValues,
  PICK_UP_FORM_FIELDS,
  saveProfileTrn,
  verifyAddress,
  type FieldErrors,
  type FormValues,
} from "./checkout-address.server";
import { mapTiles } from "./map-tiles";
import { PickUpForm } from "./pick-up-form";
import { SavedAddressCards } from "./saved-address-cards";

/**
 * The suggested-addresses dialog (an address the verification doubts) loads when it opens in the browser
 * (decision 0089): few visits open it. The server renders it in place after a form posted without scripts (a
 * suspended part would stream in a form only scripts can show; decision 0072).
 */
const SuggestedAddressesDialog = import.meta.env.SSR
  ? (await import("./suggested-addresses-dialog")).SuggestedAddressesDialog
  : lazy(() => import("./suggested-addresses-dialog").then((module) => ({ default: module.SuggestedAddressesDialog })));

type ActionData = {
  values: FormValues;
  errors?: FieldErrors;
  formError?: string;
  review?: NonNullable<AddressValidation["suggestedAddresses"]>;
};

/** A 400 the API gave for this change (not a CartError, which sends the shopper to the cart). */
function isRefusal(error: unknown): error is OccRequestError {
  return isValidationRefusal(error) && !isCartError(error as unknown);
}

/** Spec §2.6: Back reads 'Back to cart' on the first step, 'Back' otherwise. */
function backTarget(language: string): { to: string; labelKey: string } {
  const previous = previousStep("deliveryAddress");
  return previous
    ? { to: stepPath(language, previous), labelKey: "checkoutAddress.back" }
    : { to: `/${language}/cart`, labelKey: "checkoutAddress.backToCart" };
}

/** The delivery area, or the spec §2.8 guard: no area → adressMessage.missingRegion and the cart. */
async function requireArea(checkout: CheckoutGuardResult): Promise<SelectedArea> {
  const area = await selectedArea(checkout.session, checkout.language);
  if (!area) {
    throw await sessionRedirect(checkout.session, `/${checkout.language}/cart`, {
      tone: "info",
      key: "adressMessage.missingRegion",
    });
  }
  return area;
}

/** Spec §2.7: the form starts from the cart's address, else the customer's (or guest's) contact and the area. */
function addressDefaults(checkout: CheckoutGuardResult, area: SelectedArea): FormValues {
  const address = checkout.cart.deliveryAddress;
  const { user } = checkout;
  return {
    firstName: address?.firstName ?? user?.firstName ?? "",
    lastName: address?.lastName ?? user?.lastName ?? "",
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    town: address?.town ?? area.regionName,
    regionIsocode: address?.region?.isocode ?? area.regionIsocode,
    areaIsocode: address?.area?.isocode ?? address?.region?.area?.isocode ?? area.isocode,
    trn: user?.trn ?? address?.trn ?? "",
    latitude: address?.latitude === undefined ? "" : String(address.latitude),
    longitude: address?.longitude === undefined ? "" : String(address.longitude),
    email: address?.email ?? user?.email ?? guestEmailOf(checkout.cart) ?? "",
    phone: address?.phone ?? user?.phoneNumber ?? "",
  };
}

/** Spec §2.8: a guest's e-mail comes from the cart's assigned user (after '|'). */
function pickUpDefaults(checkout: CheckoutGuardResult, storeNames: string[]): FormValues {
  const address = checkout.cart.deliveryAddress;
  const { user } = checkout;
  const current = checkout.cart.deliveryPointOfService?.name;
  return {
    firstName: address?.firstName ?? user?.firstName ?? "",
    lastName: address?.lastName ?? user?.lastName ?? "",
    phone: address?.phone ?? user?.phoneNumber ?? "",
    email: (checkout.isGuest ? guestEmailOf(checkout.cart) : undefined) ?? address?.email ?? user?.email ?? "",
    posName: current && storeNames.includes(current) ? current : storeNames.length === 1 ? storeNames[0]! : "",
  };
}

async function regionChoices(
  language: CheckoutGuardResult["language"],
): Promise<{ regions: RegionChoice[]; areaCentres: Record<string, LatLng> }> {
  const regions = await deliveryRegions(language).catch(() => []);
  const areaCentres: Record<string, LatLng> = {};
  for (const area of regions.flatMap((region) => region.areas)) {
    if (area.geoPoint) areaCentres[area.isocode] = area.geoPoint;
  }
  return {
    regions: regions.map((region) => ({
      isocode: region.isocode,
      name: region.name,
      areas: region.areas.map(({ isocode, name }) => ({ isocode, name })),
    })),
    areaCentres,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const checkout = await requireCheckout(args, "deliveryAddress");
  const { session, language, cart, isGuest } = checkout;
  const area = await requireArea(checkout);
  const common = {
    cart,
    isGuest,
    regionIsocode: area.regionIsocode,
    regionName: area.regionName,
    tiles: mapTiles(),
    back: backTarget(language),
  };
  const headers = async () => await sessionHeaders(session);
  try {
    if (isPickUp(cart)) {
      const stores = await loadStores(checkout, area.regionIsocode);
      const values = pickUpDefaults(
        checkout,
        stores.map((store) => store.name),
      );
      return data({ ...common, mode: "pick-up" as const, stores, values }, { headers: await headers() });
    }
    const addresses = await loadCustomerAddresses(checkout);
    let selectedId = cart.deliveryAddress?.id;
    const adding = new URL(args.request.url).searchParams.has("add") || addresses.length === 0;
    // Spec §4.11: with nothing selected, the default address (inside the region) is selected automatically.
    const automatic = adding ? undefined : autoSelectedAddress(savedCards(addresses, area.regionIsocode, selectedId));
    if (automatic) {
      try {
        await setDeliveryAddress(checkout, automatic.id);
        selectedId = automatic.id;
      } catch (error) {
        if (!isRefusal(error)) throw error;
      }
    }
    const { regions, areaCentres } = await regionChoices(language);
    return data(
      {
        ...common,
        mode: "home-delivery" as const,
        addresses,
        selectedId,
        hasStore: Boolean(cart.deliveryPointOfService),
        adding,
        regions,
        areaCentres,
        regionsFailed: regions.length === 0,
        values: addressDefaults(checkout, area),
        profileTrn: checkout.user?.trn,
      },
      { headers: await headers() },
    );
  } catch (error) {
    throw await cartErrorRedirect(session, language, error);
  }
}

/** The address or store is set: on to payment, leaving `add_shipping_info` for the next page (decision 0069). */
function onToPayment(checkout: CheckoutGuardResult, notice?: Notice): Promise<Response> {
  const { session, language, cart } = checkout;
  const shippingTier = cart.deliveryMode?.code;
  recordFunnelEvents(session, [checkoutStepEvent({ event: "add_shipping_info", shippingTier }, cart)]);
  return sessionRedirect(session, stepPath(language, "paymentDetails"), notice);
}

async function createAddress(
  checkout: CheckoutGuardResult,
  form: FormData,
  addresses: Address[],
): Promise<Response | ReturnType<typeof data<ActionData>>> {
  const { isGuest } = checkout;
  const values = {
    ...formValues(form, ADDRESS_FORM_FIELDS),
    defaultAddress: form.get("defaultAddress") === "on" ? "on" : "",
  };
  const checked = checkAddressForm(values, {
    isGuest,
    profileTrn: checkout.user?.trn,
    hasAddresses: addresses.length > 0,
  });
  if (!checked.ok) return data<ActionData>({ values, errors: checked.errors }, { status: 400 });
  const verification = await verifyAddress(checkout, checked.fields);
  if (verification.decision === "REJECT") {
    return data<ActionData>({ values, formError: "addressForm.invalidAddress" }, { status: 400 });
  }
  // A confirmed choice from the suggestions dialog is not sent back to review again.
  if (verification.decision === "REVIEW" && form.get("confirmed") !== "1") {
    return data<ActionData>({ values, review: verification.suggestedAddresses ?? [] });
  }
  try {
    await createDeliveryAddress(checkout, {
      ...checked.fields,
      latitude: checked.fields.latitude!,
      longitude: checked.fields.longitude!,
    });
  } catch (error) {
    if (isRefusal(error)) {
      const outOfScope = error.errors.some((entry) => entry.reason === "map.outOfScope");
      const formError = outOfScope ? "addressForm.invalidAddress" : "checkoutAddress.failed";
      return data<ActionData>({ values, formError }, { status: 400 });
    }
    throw error;
  }
  if (!isGuest && !checkout.user?.trn && checked.fields.trn) await saveProfileTrn(checkout, checked.fields.trn);
  // Spec §4.10: a customer's new address joins the address book, with a confirmation.
  const notice = isGuest ? undefined : ({ tone: "success", key: "addressForm.userAddressAddSuccess" } as const);
  return onToPayment(checkout, notice);
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const checkout = await requireCheckout(args, "deliveryAddress");
  const { session, language, cart, isGuest } = checkout;
  const area = await requireArea(checkout);
  const form = await readFormData(args.request);
  const intent = form.get("intent");
  const here = stepPath(language, "deliveryAddress");
  try {
    if (intent === "pick-up" || intent === "show-store") {
      const values = formValues(form, PICK_UP_FORM_FIELDS);
      if (intent === "show-store") return data<ActionData>({ values });
      const checked = checkPickUpForm(values, { regionIsocode: area.regionIsocode, isGuest });
      if (!checked.ok) return data<ActionData>({ values, errors: checked.errors }, { status: 400 });
      try {
        await setPickUp(checkout, checked.submission);
      } catch (error) {
        if (isRefusal(error)) {
          return data<ActionData>({ values, formError: "checkoutAddress.failed" }, { status: 400 });
        }
        throw error;
      }
      return onToPayment(checkout);
    }
    if (intent === "select-address") {
      const addressId = String(form.get("addressId") ?? "");
      try {
        await setDeliveryAddress(checkout, addressId);
      } catch (error) {
        if (isRefusal(error)) {
          return sessionRedirect(session, here, { tone: "error", key: "checkoutAddress.failed" });
        }
        throw error;
      }
      return sessionRedirect(session, here, { tone: "info", key: "checkoutAddress.deliveryAddressSelected" });
    }
    if (intent === "continue") {
      const addresses = await loadCustomerAddresses(checkout);
      const cards = savedCards(addresses, area.regionIsocode, cart.deliveryAddress?.id);
      const blocked = continueDisabled(cards, {
        deliveryAddressId: cart.deliveryAddress?.id,
        hasStore: Boolean(cart.deliveryPointOfService),
      });
      return blocked ? sessionRedirect(session, here) : onToPayment(checkout);
    }
    if (intent === "edit-address") {
      return data<ActionData>({ values: formValues(form, [...ADDRESS_FORM_FIELDS, "defaultAddress"]) });
    }
    if (intent === "create-address") {
      return await createAddress(checkout, form, await loadCustomerAddresses(checkout));
    }
    return sessionRedirect(session, here);
  } catch (error) {
    return cartErrorRedirect(session, language, error);
  }
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

function AddNewAddressLink() {
  const { t } = useTranslation();
  return (
    <LinkButton to="?add" variant="secondary" className="w-full sm:w-auto" data-testid="add-new-address">
      {t("checkoutAddress.addNewAddress")}
    </LinkButton>
  );
}

export default function DeliveryAddressStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const headingId = useId();
  const answer = actionData as ActionData | undefined;
  const back = { to: loaderData.back.to, label: t(loaderData.back.labelKey) };
  const [reviewOpen, setReviewOpen] = useState(Boolean(answer?.review));
  // Each answer of the action opens the review dialog again when it asks for a review.
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setReviewOpen(Boolean(answer?.review));
  }

  if (loaderData.mode === "pick-up") {
    return (
      <CheckoutLayout step="deliveryAddress" cart={loaderData.cart}>
        <section aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card md:p-6">
          <h2 id={headingId} className="mb-4 text-xl font-bold text-ink-900">
            {t("pickUp.title")}
          </h2>
          <PickUpForm
            stores={loaderData.stores}
            values={answer?.values ?? loaderData.values}
            errors={answer?.errors ?? {}}
            formError={answer?.formError}
            isGuest={loaderData.isGuest}
            regionName={loaderData.regionName}
            tiles={loaderData.tiles}
            back={back}
            hydrated={hydrated}
          />
        </section>
      </CheckoutLayout>
    );
  }

  const { addresses, selectedId, hasStore, regionIsocode, regionName } = loaderData;
  const cards = savedCards(addresses, regionIsocode, selectedId);
  const showForm = loaderData.adding || Boolean(answer);
  const areaNames = Object.fromEntries(
    loaderData.regions.flatMap((region) => region.areas.map((area) => [area.isocode, area.name] as const)),
  );
  return (
    <CheckoutLayout step="deliveryAddress" cart={loaderData.cart}>
      <section aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card md:p-6">
        <h2 id={headingId} className="mb-4 text-xl font-bold text-ink-900">
          {showForm ? t("checkoutAddress.newAddressTitle") : t("checkoutAddress.shippingAddress")}
        </h2>
        {showForm ? (
          <AddressForm
            regions={loaderData.regions}
            values={answer?.values ?? loaderData.values}
            errors={answer?.errors ?? {}}
            formError={answer?.formError ?? (loaderData.regionsFailed ? "addressForm.regionHasError" : undefined)}
            isGuest={loaderData.isGuest}
            profileTrn={loaderData.profileTrn}
            showSetAsDefault={showSetAsDefault(loaderData.isGuest, addresses.length > 0)}
            tiles={loaderData.tiles}
            areaCentres={loaderData.areaCentres}
            back={addresses.length > 0 ? { to: "?", label: t("checkoutAddress.chooseAddress") } : back}
            hydrated={hydrated}
          />
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex justify-end">
              <AddNewAddressLink />
            </div>
            <SavedAddressCards cards={cards} regionName={regionName} busy={busy} />
            <div className="flex justify-end">
              <AddNewAddressLink />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <LinkButton to={back.to} variant="secondary" className="w-full sm:w-auto">
                {back.label}
              </LinkButton>
              <Form method="post">
                <input type="hidden" name="intent" value="continue" />
                <Button
                  type="submit"
                  disabled={busy || continueDisabled(cards, { deliveryAddressId: selectedId, hasStore })}
                  className="w-full sm:w-auto"
                >
                  {t("checkoutAddress.continue")}
                </Button>
              </Form>
            </div>
          </div>
        )}
      </section>
      {answer?.review && reviewOpen ? (
        <Suspense fallback={null}>
          <SuggestedAddressesDialog
            entered={answer.values}
            suggestions={answer.review}
            areaNames={areaNames}
            onClose={() => setReviewOpen(false)}
          />
        </Suspense>
      ) : null}
    </CheckoutLayout>
  );
}
