/**
 * The products a shopper compares (shopping spec §2.10, §4 Comparison, §7 productsForComparison): the
 * listing fields of each product plus its specifications flattened to `{ name, value }` rows, so every
 * compared product answers the same attribute names and the comparison page can line them up.
 */
import type { ComparisonProduct, Language, Product } from "@dukkan/occ";
import type { ProductCatalog } from "../catalog/product-service.js";
import { parseFields } from "../occ/fields.js";
import type { ParsedFields } from "../occ/params.js";

/** The comparison holds at most this many products (spec §9). */
export const COMPARISON_MAXIMUM = 8;

/** Unit type whose symbol is never shown (spec §2.9, §9). */
const HIDDEN_UNIT_TYPE = "300";

const FIELDS_TEXT =
  "code,name,name_en,subname,url,images(DEFAULT),price(DEFAULT),priceAfterDiscount(DEFAULT),discount," +
  "averageRating,numberOfReviews,stock,brand,disabled,classifications(FULL)";
const COMPARISON_FIELDS: ParsedFields = { text: FIELDS_TEXT, selection: parseFields(FIELDS_TEXT) };

type Classification = NonNullable<Product["classifications"]>[number];

/** The attribute key of a feature code such as `dukkanClassification/1.0/class.packSize` → `packSize`. */
function attributeName(featureCode: string): string {
  return featureCode.slice(featureCode.lastIndexOf(".") + 1);
}

function attributeValue(feature: Classification["features"][number]): string {
  const value = feature.featureValues.map((featureValue) => featureValue.value).join(", ");
  const unit = feature.featureUnit;
  return unit?.symbol && unit.unitType !== HIDDEN_UNIT_TYPE ? `${value} ${unit.symbol}` : value;
}

/** One row per feature; a name met again in a later classification keeps its first value. */
export function comparisonAttributes(classifications: readonly Classification[]): ComparisonProduct["classifications"] {
  const attributes = new Map<string, string>();
  for (const classification of classifications) {
    for (const feature of classification.features) {
      const name = attributeName(feature.code);
      if (!attributes.has(name)) attributes.set(name, attributeValue(feature));
    }
  }
  return [...attributes].map(([name, value]) => ({ name, value }));
}

export class ComparisonService {
  constructor(private readonly catalog: ProductCatalog) {}

  /** The compared products in the order asked; unknown and disabled products are left out. */
  async products(codes: readonly string[], language: Language): Promise<ComparisonProduct[]> {
    const jsons = await this.catalog.productJsons(codes, language, COMPARISON_FIELDS);
    return jsons
      .map((json) => JSON.parse(json) as Product)
      .filter((product) => !product.disabled)
      .map(({ classifications, images, ...product }) => ({
        ...product,
        // The comparison shows the primary picture only.
        ...(images?.PRIMARY ? { images: { PRIMARY: images.PRIMARY } } : {}),
        classifications: comparisonAttributes(classifications ?? []),
      }));
  }
}
