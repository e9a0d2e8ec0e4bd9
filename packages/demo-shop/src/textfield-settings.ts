/**
 * The demo shop's text-field configurator settings: every custom-printed (TEXTFIELD-configurable) product asks
 * for the text printed on it, and may take a second line (shopping spec §2.9 text-field configurator).
 */
import type { products, textfieldConfiguratorSettings } from "@dukkan/api/tables";

type Setting = typeof textfieldConfiguratorSettings.$inferInsert;

const FIELDS: Omit<Setting, "productCode">[] = [
  { position: 1, label: { en: "Print text", ar: "نص الطباعة" }, required: true, maxLength: 40 },
  { position: 2, label: { en: "Second line", ar: "السطر الثاني" }, required: false, maxLength: 40 },
];

export function textfieldSettingsFor(rows: readonly (typeof products.$inferInsert)[]): Setting[] {
  return rows
    .filter((row) => row.configurable && row.configuratorType === "TEXTFIELD")
    .flatMap((row) => FIELDS.map((field) => ({ ...field, productCode: row.code })));
}
