/**
 * The delivery-address step's server side (checkout spec §2.6–2.8, §4.12, §5.1, §5.2, §7.6): address verification
 * and geocoding through the API, and the checks of the posted address and pick-up forms. The checkout's cart calls
 * (set/create delivery address, pick-up) are in ../checkout/checkout.server.ts.
 */
import type { Language } from "@dukkan/i18n";
import { AddressFields, GuestPhoneNumber, PhoneNumber, addressPlaceIssues } from "@dukkan/occ/address";
import { AddressValidation, GeocodeAnswer, PickUpSubmission } from "@dukkan/occ/checkout";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidTrn } from "@dukkan/occ/rules";
import { z } from "zod";
import { requestArea } from "../../area/area.server";
import type { CheckoutContext } from "../checkout.server";
import { occFetch } from "../../occ/occ-client.server";
import { defaultAddressFor } from "./address-rules";

export type FormValues = Record<string, string>;
export type FieldErrors = Partial<Record<string, string>>;

/** POST users/{u}/addresses/verification (spec §4.12). */
export async function verifyAddress(context: CheckoutContext, fields: AddressFields): Promise<AddressValidation> {
  const answer = await occFetch<unknown>(`users/${context.ref.userId}/addresses/verification`, {
    method: "POST",
    body: fields,
    lang: context.language,
    area: requestArea(context.session),
    accessToken: context.ref.accessToken,
  });
  return AddressValidation.parse(answer);
}

export type GeocodeQuery = { latitude: number; longitude: number } | { address: string };

/** GET geocoding/reverse or geocoding/search (the maps service, spec §7.6). */
export async function geocode(language: Language, query: GeocodeQuery, area?: string): Promise<GeocodeAnswer> {
  const [path, params] =
    "address" in query
      ? ["geocoding/search", { address: query.address }]
      : ["geocoding/reverse", { latitude: String(query.latitude), longitude: String(query.longitude) }];
  return GeocodeAnswer.parse(await occFetch<unknown>(path, { lang: language, area, query: params }));
}

export const ADDRESS_FORM_FIELDS = [
  "firstName",
  "lastName",
  "line1",
  "line2",
  "town",
  "postalCode",
  "regionIsocode",
  "areaIsocode",
  "trn",
  "latitude",
  "longitude",
  "email",
  "phone",
] as const;

/** The posted text fields, kept to show the form again exactly as typed. */
export function formValues(form: FormData, names: readonly string[]): FormValues {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").trim()]));
}

/** A coordinate typed or placed by the map: a finite number, or undefined (the pin is required, spec §5.1). */
function coordinate(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const PIN_REQUIRED = "checkoutAddress.pinRequired";

export type AddressFormContext = {
  isGuest: boolean;
  /** The profile's TRN: the field is pre-filled and disabled, so the posted value is ignored (spec §2.7). */
  profileTrn?: string | undefined;
  hasAddresses: boolean;
};

/**
 * Spec §5.1: the shared address schema plus the checkout's rules — a guest phone of exactly 12 digits, a map pin
 * (latitude and longitude) — and §2.7: the first address is the default. Errors are i18n keys by field name, all
 * at once (an invalid submit marks every field touched).
 */
export function checkAddressForm(
  values: FormValues,
  context: AddressFormContext,
): { ok: true; fields: AddressFields } | { ok: false; errors: FieldErrors } {
  const schema = AddressFields.extend({
    phone: context.isGuest ? GuestPhoneNumber : PhoneNumber,
    latitude: z.number({ error: PIN_REQUIRED }).min(-90, PIN_REQUIRED).max(90, PIN_REQUIRED),
    longitude: z.number({ error: PIN_REQUIRED }).min(-180, PIN_REQUIRED).max(180, PIN_REQUIRED),
  });
  const parsed = schema.safeParse({
    firstName: values.firstName ?? "",
    lastName: values.lastName ?? "",
    line1: values.line1 ?? "",
    line2: values.line2,
    town: values.town ?? "",
    postalCode: values.postalCode,
    country: { isocode: "AE" },
    region: { isocode: values.regionIsocode ?? "" },
    area: { isocode: values.areaIsocode ?? "" },
    trn: context.profileTrn ?? values.trn,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    email: values.email,
    phone: values.phone ?? "",
    defaultAddress: defaultAddressFor(context.hasAddresses, values.defaultAddress === "on"),
  });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      const name = first === "region" ? "regionIsocode" : first === "area" ? "areaIsocode" : String(first);
      errors[name] ??= issue.message.includes(".") ? issue.message : "addressForm.required";
    }
    return { ok: false, errors };
  }
  // Without scripts the area list shows every emirate's areas: the area must lie in the chosen emirate.
  if (addressPlaceIssues(parsed.data).length > 0) {
    return { ok: false, errors: { areaIsocode: "addressForm.missingArea" } };
  }
  // Spec §1: a TRN typed here is saved to the profile, which takes only the 15-digit UAE number.
  const trn = parsed.data.trn?.replace(/\s+/g, "");
  if (trn !== undefined && !context.profileTrn && !isValidTrn(trn)) {
    return { ok: false, errors: { trn: "formErrors.invalidTrn" } };
  }
  return { ok: true, fields: { ...parsed.data, ...(trn ? { trn } : {}) } };
}

/**
 * Spec §1, §7.1 'update profile with trn': a customer's TRN captured at checkout joins their profile. The address
 * is already on the cart, so a failure here is logged and the checkout goes on.
 */
export async function saveProfileTrn(context: CheckoutContext, trn: string): Promise<void> {
  if (context.ref.userId !== "current" || !context.ref.accessToken) return;
  try {
    await occFetch("users/current", {
      method: "PATCH",
      lang: context.language,
      accessToken: context.ref.accessToken,
      body: { trn },
    });
  } catch (error) {
    console.error("Could not save the TRN to the profile", error);
  }
}

export const PICK_UP_FORM_FIELDS = ["firstName", "lastName", "phone", "email", "posName"] as const;

/** Spec §5.2: the region, names and store are required; the phone must not be blank (a guest's has 12 digits). */
export function checkPickUpForm(
  values: FormValues,
  context: { regionIsocode: string; isGuest: boolean },
): { ok: true; submission: PickUpSubmission } | { ok: false; errors: FieldErrors } {
  const schema = PickUpSubmission.extend({
    address: PickUpSubmission.shape.address.extend({
      phone: context.isGuest ? GuestPhoneNumber : PhoneNumber,
      email: z
        .string()
        .trim()
        .max(EMAIL_MAX_LENGTH, "addressForm.tooLong")
        .optional()
        .transform((value) => value || undefined)
        .pipe(z.email({ pattern: EMAIL_PATTERN, message: "email.formatError" }).optional()),
    }),
  });
  const parsed = schema.safeParse({
    country: { isocode: "AE" },
    region: { isocode: context.regionIsocode },
    address: {
      firstName: values.firstName ?? "",
      lastName: values.lastName ?? "",
      phone: values.phone ?? "",
      email: values.email,
    },
    pos: { name: values.posName ?? "" },
  });
  if (parsed.success) return { ok: true, submission: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] === "pos" ? "posName" : issue.path[0] === "region" ? "region" : String(issue.path[1]);
    errors[name] ??= issue.message.includes(".") ? issue.message : "addressForm.required";
  }
  return { ok: false, errors };
}
