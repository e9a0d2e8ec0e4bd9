/**
 * The text-field configurator form's rules (shopping spec §2.1 configurator routes, §4 Add to cart): one text
 * input per field the API lists, in its order; a required field must not be left empty; the quantity is a
 * whole number from 1 to what stock and maxOrderQuantity allow. A field is required when the API reports it
 * ERROR while empty (its status for a required field without a value); the API checks lengths itself.
 */
import type { ConfigurationInfo } from "@dukkan/occ/cart";

export type ConfiguratorField = { label: string; value: string; required: boolean };

/** The form's owner: a product being added, or an entry of the cart being edited. */
export type OwnerType = "product" | "cartEntry";

export function ownerTypeOf(value: string | undefined): OwnerType | undefined {
  return value === "product" || value === "cartEntry" ? value : undefined;
}

/** An entry number as the URL carries it: a whole number from 0. */
export function entryNumberOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
}

/**
 * The fields to show: the product's fields (their defaults tell which are required) with an entry's values
 * when editing one.
 */
export function configuratorFields(
  productInfos: readonly ConfigurationInfo[],
  entryInfos?: readonly ConfigurationInfo[],
): ConfiguratorField[] {
  return productInfos.map((info, index) => {
    const entry = entryInfos?.[index];
    return {
      label: info.configurationLabel,
      value: entry ? entry.configurationValue : info.configurationValue,
      required: (info.status === "ERROR" && info.configurationValue.trim() === "") || entry?.status === "ERROR",
    };
  });
}

export const fieldName = (index: number) => `field-${index}`;

export type ConfiguratorErrors = { fields: Record<number, string>; quantity?: string };
export type ConfiguratorSubmission = {
  infos: { configurationLabel: string; configurationValue: string }[];
  quantity: number;
  errors: ConfiguratorErrors;
};

export const hasErrors = (errors: ConfiguratorErrors) =>
  Object.keys(errors.fields).length > 0 || errors.quantity !== undefined;

/** Reads the posted form against the fields; errors are i18n keys. */
export function readConfiguratorForm(
  form: FormData,
  fields: readonly ConfiguratorField[],
  maxQuantity: number,
): ConfiguratorSubmission {
  const errors: ConfiguratorErrors = { fields: {} };
  const infos = fields.map((field, index) => {
    const value = String(form.get(fieldName(index)) ?? "").trim();
    if (field.required && value === "") errors.fields[index] = "configurator.fieldRequired";
    return { configurationLabel: field.label, configurationValue: value };
  });
  const rawQuantity = String(form.get("quantity") ?? "1").trim();
  const quantity = /^\d{1,5}$/.test(rawQuantity) ? Number(rawQuantity) : NaN;
  if (!(quantity >= 1)) errors.quantity = "configurator.quantityInvalid";
  else if (quantity > maxQuantity) errors.quantity = "configurator.quantityTooHigh";
  return { infos, quantity: Number.isNaN(quantity) ? 1 : quantity, errors };
}

/** Whether an entry's configuration keeps the cart from checkout (spec §4 Proceed to checkout step 3). */
export function hasConfigurationError(infos: readonly ConfigurationInfo[] | undefined): boolean {
  return (infos ?? []).some((info) => info.status === "ERROR");
}
