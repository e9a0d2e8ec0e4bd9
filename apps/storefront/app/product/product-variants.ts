/**
 * The variant selector's choices (spec §2.9): one group per base option, each choice a link to that
 * variant's product page. SIZE choices sort by size, then text; the others by text, then number.
 */
import type { Product } from "@dukkan/occ";
import { productPath } from "./product-url";

type VariantOption = NonNullable<Product["baseOptions"]>[number]["options"][number];

export type VariantKind = "size" | "colour" | "kit" | "other";

export type VariantChoice = {
  code: string;
  label: string;
  /** Path without the language. */
  path: string;
  /** Colour swatch image, when the qualifier has one. */
  swatchUrl?: string;
  current: boolean;
  outOfStock: boolean;
};

export type VariantGroup = {
  qualifier: string;
  kind: VariantKind;
  /** The qualifier's display name, when the API gives one. */
  name?: string;
  /** The current product's value in this group, shown next to the group's name. */
  currentLabel?: string;
  choices: VariantChoice[];
};

export function variantKindOf(qualifier: string): VariantKind {
  const upper = qualifier.toUpperCase();
  if (upper === "SIZE") return "size";
  if (upper === "COLOUR" || upper === "COLOR") return "colour";
  if (upper === "KIT") return "kit";
  return "other";
}

/** Units a size may be written in, scaled to one base unit per dimension (ml, g, cm), in both languages. */
const UNIT_SCALES: Record<string, number> = {
  ml: 1,
  مل: 1,
  cl: 10,
  l: 1000,
  لتر: 1000,
  g: 1,
  غ: 1,
  جم: 1,
  غرام: 1,
  kg: 1000,
  كغ: 1000,
  كجم: 1000,
  mm: 0.1,
  مم: 0.1,
  ملم: 0.1,
  cm: 1,
  سم: 1,
  m: 100,
  م: 100,
};

/** Letter sizes (gloves, aprons) in their natural order. */
const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];

const NUMBER_WITH_UNIT = /(\d+(?:[.,]\d+)?)\s*([a-z\u0600-\u06ff]+)?/i;

/** A size's magnitude: its first number in the unit's base (1.5 L → 1500), or a letter size's rank. */
export function sizeMagnitude(label: string): number | undefined {
  const match = NUMBER_WITH_UNIT.exec(label);
  if (match) {
    const value = Number.parseFloat(match[1]!.replace(",", "."));
    const scale = match[2] ? UNIT_SCALES[match[2].toLowerCase()] : undefined;
    return value * (scale ?? 1);
  }
  const letter = label
    .toUpperCase()
    .split(/[^A-Z]+/)
    .find((word) => LETTER_SIZES.includes(word));
  return letter ? LETTER_SIZES.indexOf(letter) : undefined;
}

function firstNumber(label: string): number | undefined {
  const match = /\d+(?:[.,]\d+)?/.exec(label);
  return match ? Number.parseFloat(match[0].replace(",", ".")) : undefined;
}

function compareNumbers(a: number | undefined, b: number | undefined): number {
  // Labels without a number go after those with one.
  return (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY) || 0;
}

/** SIZE order: by size, then by text. */
export function compareSizes(a: string, b: string, locale: string): number {
  return compareNumbers(sizeMagnitude(a), sizeMagnitude(b)) || a.localeCompare(b, locale);
}

/** Order of every other qualifier: by the text (numbers aside), then by number. */
export function compareByTextThenNumber(a: string, b: string, locale: string): number {
  const text = (label: string) => label.replace(/\d+(?:[.,]\d+)?/g, "").trim();
  return text(a).localeCompare(text(b), locale) || compareNumbers(firstNumber(a), firstNumber(b));
}

function choiceOf(option: VariantOption, qualifier: string, currentCode: string): VariantChoice {
  const own = option.variantOptionQualifiers.find((candidate) => candidate.qualifier === qualifier);
  const label =
    own?.value ||
    option.variantOptionQualifiers
      .map((candidate) => candidate.value)
      .filter(Boolean)
      .join(" / ") ||
    option.code;
  return {
    code: option.code,
    label,
    path: option.url ? productPath({ code: option.code, url: option.url }) : `/p/${encodeURIComponent(option.code)}`,
    swatchUrl: own?.image?.url,
    current: option.code === currentCode,
    outOfStock: option.stock?.stockLevelStatus === "outOfStock",
  };
}

/**
 * The selector's groups. Disabled variants are left out (they cannot be shown), except the product
 * itself; a group with nothing to choose between is not shown.
 */
export function variantGroups(product: Pick<Product, "code" | "baseOptions">, locale: string): VariantGroup[] {
  return (product.baseOptions ?? []).flatMap((baseOption) => {
    const currentCode = baseOption.selected?.code ?? product.code;
    const options = baseOption.options.filter((option) => !option.disabled || option.code === currentCode);
    const first = options.flatMap((option) => option.variantOptionQualifiers)[0];
    if (!first || options.length < 2) return [];
    const { qualifier } = first;
    const kind = variantKindOf(qualifier);
    const compare = kind === "size" ? compareSizes : compareByTextThenNumber;
    const choices = options
      .map((option) => choiceOf(option, qualifier, currentCode))
      .sort((a, b) => compare(a.label, b.label, locale));
    return [
      { qualifier, kind, name: first.name, currentLabel: choices.find((choice) => choice.current)?.label, choices },
    ];
  });
}
