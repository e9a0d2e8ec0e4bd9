/**
 * Query parameters every OCC call accepts (`lang`, `curr`, `area`, `fields`); `request-context.ts` reads them.
 */
import { z } from "zod";
import { AREA_ISOCODE_PATTERN, CURRENCY, LANGUAGES } from "@dukkan/occ";
import { FieldsSyntaxError, MAX_FIELDS_LENGTH, parseFields, type FieldSelection } from "./fields.js";

export interface ParsedFields {
  /** The raw value, usable as a cache key. */
  text: string;
  selection: FieldSelection;
}

const fieldsParameter = z
  .string()
  .max(MAX_FIELDS_LENGTH)
  .transform((text, context): ParsedFields => {
    try {
      return { text, selection: parseFields(text) };
    } catch (error) {
      if (!(error instanceof FieldsSyntaxError)) throw error;
      context.addIssue({ code: "custom", message: `fields ${error.message}` });
      return z.NEVER;
    }
  })
  .optional()
  .describe("Response attributes: BASIC, DEFAULT, FULL or a list such as code,name,price(formattedValue)");

export const OccQuery = z.object({
  lang: z.enum(LANGUAGES).default("en").describe("Response language"),
  curr: z.literal(CURRENCY).default(CURRENCY).describe("Currency (AED only)"),
  area: z
    .union([z.literal(""), z.string().max(64).regex(AREA_ISOCODE_PATTERN, "must look like AE-DU-MARINA")])
    .optional()
    .transform((area) => area || undefined)
    .describe("Selected delivery area isocode (COUNTRY-REGION-AREA)"),
  fields: fieldsParameter,
});
export type OccQuery = z.output<typeof OccQuery>;

/** Parses a comma-separated list parameter into distinct, non-empty items (order kept). */
export function commaSeparated(item: z.ZodString, { max, name }: { max: number; name: string }) {
  return z
    .string()
    .max(max * 120)
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(item).min(1, `${name} must list at least one value`).max(max, `${name} lists more than ${max} values`),
    );
}
