/**
 * Customer addresses (account spec §3 Address; checkout spec §3 Address, §5.1 Address form). One schema of
 * the fields a shopper types, shared by the API (which validates every request with it) and the storefront
 * (which checks the address-book form with it before sending). Messages are i18n keys of the storefront.
 */
import { z } from "zod";
import { AREA_ISOCODE_PATTERN } from "./index";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, PHONE_RULE, stripInvisibleFormatting } from "./rules";

export * from "./address-format";

export const ADDRESS_LIMITS = {
  name: NAME_MAX_LENGTH,
  line: 255,
  town: 100,
  postalCode: 20,
  trn: 30,
  phone: PHONE_RULE.maxDigits,
} as const;
/** The spec's guest phone: digits only, exactly 12 characters (971…). */
export const GUEST_PHONE_LENGTH = 12;

const REQUIRED = "addressForm.required";
const TOO_LONG = "addressForm.tooLong";

/** Typed address text: invisible direction and zero-width characters dropped (they can disguise an address). */
const addressText = () => z.string().overwrite(stripInvisibleFormatting).trim();
const requiredText = (max: number) => addressText().min(1, REQUIRED).max(max, TOO_LONG);
const optionalText = (max: number) =>
  addressText()
    .max(max, TOO_LONG)
    .optional()
    .transform((value) => value || undefined);

/** Spec §5.1 phone validator for signed-in customers: required, digits only ('invalidPhone'). */
export const PhoneNumber = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(ADDRESS_LIMITS.phone, "addressForm.invalidPhone")
  .regex(/^\d+$/, "addressForm.invalidPhone");
/** Spec §5.1 guest phone: digits only ('invalidPhone') and exactly 12 characters ('invalidGuestPhone'). */
export const GuestPhoneNumber = PhoneNumber.refine(
  (phone) => phone.length === GUEST_PHONE_LENGTH,
  "addressForm.invalidGuestPhone",
);

const IsoRef = (pattern: RegExp, message: string) =>
  z.object({ isocode: z.string({ error: message }).trim().regex(pattern, message) });

/** The fields of an address a customer writes (POST and PUT; PATCH takes any subset). */
export const AddressFields = z.object({
  titleCode: optionalText(20),
  firstName: requiredText(ADDRESS_LIMITS.name),
  lastName: requiredText(ADDRESS_LIMITS.name),
  line1: requiredText(ADDRESS_LIMITS.line),
  line2: optionalText(ADDRESS_LIMITS.line),
  town: requiredText(ADDRESS_LIMITS.town),
  postalCode: optionalText(ADDRESS_LIMITS.postalCode),
  country: IsoRef(/^[A-Z]{2}$/, REQUIRED),
  region: IsoRef(/^[A-Z]{2}-[A-Z]{2,3}$/, "addressForm.missingRegion"),
  /** The delivery area the address lies in (spec: the area is sent at top level as area {isocode}). */
  area: IsoRef(AREA_ISOCODE_PATTERN, "addressForm.missingArea"),
  trn: optionalText(ADDRESS_LIMITS.trn),
  /** The map pin; the checkout's address form requires it, the address book has no map (yet). */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, TOO_LONG)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: "email.formatError" }).optional()),
  phone: PhoneNumber,
  cellphone: PhoneNumber.optional().or(z.literal("").transform(() => undefined)),
  defaultAddress: z.boolean().optional(),
  shippingAddress: z.boolean().optional(),
  visibleInAddressBook: z.boolean().optional(),
});
export type AddressFields = z.infer<typeof AddressFields>;
export type AddressFieldsInput = z.input<typeof AddressFields>;

/** The area must lie in the region (AE-DU-MARINA in AE-DU) and the region in the country. */
export function addressPlaceIssues(fields: Pick<AddressFields, "country" | "region" | "area">): string[] {
  const issues: string[] = [];
  if (!fields.region.isocode.startsWith(`${fields.country.isocode}-`)) issues.push("region");
  if (!fields.area.isocode.startsWith(`${fields.region.isocode}-`)) issues.push("area");
  return issues;
}

const IsoName = z.object({ isocode: z.string(), name: z.string().optional() });

/** An address as the API answers it. */
export const Address = z.object({
  id: z.string(),
  titleCode: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  town: z.string(),
  postalCode: z.string().optional(),
  country: IsoName,
  region: IsoName.extend({ isocodeShort: z.string().optional(), area: IsoName.optional() }),
  area: IsoName,
  trn: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  email: z.string().optional(),
  phone: z.string(),
  cellphone: z.string().optional(),
  defaultAddress: z.boolean(),
  shippingAddress: z.boolean(),
  visibleInAddressBook: z.boolean(),
  /** The non-empty parts joined by comma and space (account spec §3). */
  formattedAddress: z.string(),
});
export type Address = z.infer<typeof Address>;
export const AddressList = z.object({ addresses: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;
