/**
 * The text-field configurator (shopping spec §2.9; SAP's TEXTFIELD configurator): a configurable product asks for
 * the text fields in `textfield_configurator_settings`; a cart entry keeps the values the shopper typed. A required
 * field left empty has status ERROR, which keeps the cart out of checkout (spec §4 Proceed to checkout, step 3).
 */
import { asc, inArray } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import { textfieldConfiguratorSettings, type ConfiguredField } from "./cart.tables.js";

export const TEXTFIELD = "TEXTFIELD";

export interface TextfieldSetting {
  position: number;
  label: { en: string; ar?: string };
  defaultValue: string;
  required: boolean;
  maxLength: number;
}

/** An OCC ConfigurationInfo of a TEXTFIELD configuration. */
export interface ConfigurationInfo {
  configurationLabel: string;
  configurationValue: string;
  configuratorType: typeof TEXTFIELD;
  status: "SUCCESS" | "ERROR";
}

/** What a caller sends: the label (in either language) and the value. */
export interface ConfigurationInput {
  configurationLabel: string;
  configurationValue?: string;
}

type Reader = Pick<Database, "select">;

/** The text fields of each product that has any, in position order. */
export async function textfieldSettings(
  db: Reader,
  productCodes: readonly string[],
): Promise<Map<string, TextfieldSetting[]>> {
  const codes = [...new Set(productCodes)];
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(textfieldConfiguratorSettings)
    .where(inArray(textfieldConfiguratorSettings.productCode, codes))
    .orderBy(asc(textfieldConfiguratorSettings.position));
  const byProduct = new Map<string, TextfieldSetting[]>();
  for (const { productCode, ...setting } of rows) {
    byProduct.set(productCode, [...(byProduct.get(productCode) ?? []), setting]);
  }
  return byProduct;
}

const label = (setting: TextfieldSetting, language: Language) =>
  (language === "ar" ? setting.label.ar : undefined) ?? setting.label.en;

const info = (setting: TextfieldSetting, value: string, language: Language): ConfigurationInfo => ({
  configurationLabel: label(setting, language),
  configurationValue: value,
  configuratorType: TEXTFIELD,
  status: setting.required && value.trim() === "" ? "ERROR" : "SUCCESS",
});

/** A product's fields with their default values, as the configurator page starts them. */
export function defaultInfos(settings: readonly TextfieldSetting[], language: Language): ConfigurationInfo[] {
  return settings.map((setting) => info(setting, setting.defaultValue, language));
}

/**
 * An entry's fields with its values. An entry never configured (added through plain `entries`) has empty values:
 * its required fields are ERROR until the shopper configures it.
 */
export function entryInfos(
  settings: readonly TextfieldSetting[],
  configuration: readonly ConfiguredField[] | null,
  language: Language,
): ConfigurationInfo[] {
  const values = new Map(configuration?.map((field) => [field.position, field.value]));
  return settings.map((setting) => info(setting, values.get(setting.position) ?? "", language));
}

const configurationError = (subject: string, message: string) =>
  new OccHttpError(400, [
    {
      type: "ConfigurationError",
      reason: "invalid",
      subject: subject.slice(0, 100),
      subjectType: "configuration",
      message,
    },
  ]);

/** Control characters never belong in print text; they are removed rather than refused. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * The stored configuration for the caller's values: one value per field, matched by label (English or Arabic);
 * fields the caller left out keep an empty value. An unknown label or a value over the field's maximum is refused.
 */
export function configurationFrom(
  productCode: string,
  settings: readonly TextfieldSetting[],
  inputs: readonly ConfigurationInput[],
): ConfiguredField[] {
  if (settings.length === 0) {
    throw configurationError(productCode, `Product ${productCode} has no text-field configurator.`);
  }
  const values = new Map<number, string>();
  for (const input of inputs) {
    const wanted = input.configurationLabel.trim();
    const setting = settings.find((candidate) => candidate.label.en === wanted || candidate.label.ar === wanted);
    if (!setting) throw configurationError(wanted, `Unknown configuration field '${wanted}'.`);
    const value = (input.configurationValue ?? "").replace(CONTROL, " ").trim();
    if (value.length > setting.maxLength) {
      throw configurationError(wanted, `'${setting.label.en}' takes at most ${setting.maxLength} characters.`);
    }
    values.set(setting.position, value);
  }
  return settings.map((setting) => ({ position: setting.position, value: values.get(setting.position) ?? "" }));
}

/** Two configurations hold the same values (such entries are one line). */
export function sameConfiguration(a: readonly ConfiguredField[], b: readonly ConfiguredField[]): boolean {
  return (
    a.length === b.length &&
    a.every((field, index) => b[index]?.position === field.position && b[index]?.value === field.value)
  );
}
