/**
 * The signed-in customer's address book through the API (`users/current/addresses`, account spec §7).
 * The API checks that the token's customer owns every address; the storefront never trusts an id alone.
 */
import type { Language } from "@dukkan/i18n";
import { addressPlaceIssues, AddressFields, AddressList, type Address } from "@dukkan/occ/address";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

const ADDRESSES_PATH = "users/current/addresses";
const addressPath = (id: string) => `${ADDRESSES_PATH}/${encodeURIComponent(id)}`;

type Call = { accessToken: string; lang: Language; area?: string | undefined };

export async function fetchAddresses({ accessToken, lang, area }: Call): Promise<Address[]> {
  return AddressList.parse(await occFetch<unknown>(ADDRESSES_PATH, { lang, area, accessToken })).addresses;
}

/** One of the customer's addresses; undefined when it is not theirs (or no longer exists). */
export async function fetchAddress({ accessToken, lang, area }: Call, id: string): Promise<Address | undefined> {
  try {
    return await occFetch<Address>(addressPath(id), { lang, area, accessToken });
  } catch (error) {
    if (error instanceof OccRequestError && error.status === 400) return undefined;
    throw error;
  }
}

export async function createAddress({ accessToken, lang, area }: Call, fields: AddressFields): Promise<Address> {
  return occFetch<Address>(ADDRESSES_PATH, { lang, area, accessToken, method: "POST", body: fields });
}

export async function replaceAddress({ accessToken, lang, area }: Call, id: string, fields: AddressFields) {
  return occFetch<Address>(addressPath(id), { lang, area, accessToken, method: "PUT", body: fields });
}

export async function setDefaultAddress({ accessToken, lang, area }: Call, id: string) {
  return occFetch<Address>(addressPath(id), {
    lang,
    area,
    accessToken,
    method: "PATCH",
    body: { defaultAddress: true },
  });
}

export async function deleteAddress({ accessToken, lang, area }: Call, id: string): Promise<void> {
  await occFetch(addressPath(id), { lang, area, accessToken, method: "DELETE" });
}

/** The address-form fields of a submitted form (names as in {@link AddressFields}). */
export function addressFormInput(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    firstName: text("firstName") ?? "",
    lastName: text("lastName") ?? "",
    line1: text("line1") ?? "",
    line2: text("line2"),
    town: text("town") ?? "",
    country: { isocode: "AE" },
    region: { isocode: text("regionIsocode") ?? "" },
    area: { isocode: text("areaIsocode") ?? "" },
    trn: text("trn"),
    email: text("email"),
    phone: text("phone") ?? "",
    defaultAddress: form.get("defaultAddress") === "on",
  };
}

export type AddressFieldErrors = Partial<Record<string, string>>;

/**
 * Validates a submitted address with the shared schema; the errors are i18n keys by form field name.
 * Every field is reported at once: an invalid submit marks all fields touched (checkout spec §5.1).
 */
export function validateAddressForm(
  form: FormData,
): { ok: true; fields: AddressFields } | { ok: false; errors: AddressFieldErrors } {
  const parsed = AddressFields.safeParse(addressFormInput(form));
  if (parsed.success) {
    // Without scripts the area list shows every emirate's areas: the area must lie in the chosen emirate.
    if (addressPlaceIssues(parsed.data).length === 0) return { ok: true, fields: parsed.data };
    return { ok: false, errors: { areaIsocode: "addressForm.missingArea" } };
  }
  const errors: AddressFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    const name = first === "region" ? "regionIsocode" : first === "area" ? "areaIsocode" : String(first);
    errors[name] ??= issue.message.includes(".") ? issue.message : "addressForm.required";
  }
  return { ok: false, errors };
}
