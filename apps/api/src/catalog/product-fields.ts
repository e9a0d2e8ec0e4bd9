/**
 * Which Product attributes each OCC `fields` level carries (see occ/fields.ts for the rules).
 * BASIC suits tiles and carts, DEFAULT (the default) a product page, FULL adds everything else.
 */
import type { ObjectShape, Shape } from "../occ/fields.js";

const price: ObjectShape = {
  kind: "object",
  BASIC: ["currencyIso", "value", "formattedValue"],
  DEFAULT: ["currencyIso", "value", "formattedValue", "priceType"],
};

/** The level is part of BASIC: a quantity selector's maximum is the stock level. */
const stock: ObjectShape = {
  kind: "object",
  BASIC: ["stockLevelStatus", "stockLevel"],
  DEFAULT: ["stockLevelStatus", "stockLevel"],
};

/** An image without its URL is useless, so url and format are always present. */
const image: ObjectShape = {
  kind: "object",
  always: ["url", "format"],
  BASIC: ["imageType", "url", "format"],
  DEFAULT: ["imageType", "url", "format", "altText", "galleryIndex"],
};

/** images = { PRIMARY: { format: Image }, GALLERY: [{ format: Image }] }: a selection applies to each Image. */
const images: Shape = { kind: "map", of: { kind: "map", of: image } };

const category: ObjectShape = {
  kind: "object",
  always: ["code"],
  BASIC: ["code", "name", "url"],
  DEFAULT: ["code", "name", "url"],
};

const discount: ObjectShape = {
  kind: "object",
  BASIC: ["subtotalDiscountValue", "discountRows"],
  DEFAULT: ["subtotalDiscountValue", "discountRows"],
};

const futureStock: ObjectShape = {
  kind: "object",
  BASIC: ["date", "formattedDate"],
  DEFAULT: ["date", "formattedDate", "stock"],
  children: { stock },
};

const feature: ObjectShape = {
  kind: "object",
  always: ["code"],
  BASIC: ["code", "name", "featureValues", "featureUnit"],
  DEFAULT: ["code", "name", "featureValues", "featureUnit", "comparable", "range"],
};

const classification: ObjectShape = {
  kind: "object",
  always: ["code"],
  BASIC: ["code", "name", "features"],
  DEFAULT: ["code", "name", "features"],
  children: { features: feature },
};

const variantOption: ObjectShape = {
  kind: "object",
  always: ["code"],
  BASIC: ["code", "url", "disabled", "stock", "priceData", "priceAfterDiscount", "variantOptionQualifiers"],
  DEFAULT: ["code", "url", "disabled", "stock", "priceData", "priceAfterDiscount", "images", "variantOptionQualifiers"],
  children: { stock, priceData: price, priceAfterDiscount: price, images: image },
};

const baseOption: ObjectShape = {
  kind: "object",
  BASIC: ["variantType", "selected", "options"],
  DEFAULT: ["variantType", "selected", "options"],
  children: { selected: variantOption, options: variantOption },
};

const kitTemplate: ObjectShape = {
  kind: "object",
  always: ["id"],
  BASIC: ["id", "name"],
  DEFAULT: ["id", "name", "version", "products"],
};

const promotion: ObjectShape = {
  kind: "object",
  always: ["code"],
  BASIC: ["code", "description"],
  DEFAULT: ["code", "description", "promotionType", "startDate", "endDate", "priority"],
};

/** Named on its own (`fields=bundleTemplates`), a template answers with its components: what a bundle add needs. */
const bundleTemplate: ObjectShape = { ...kitTemplate, BASIC: kitTemplate.DEFAULT };

const BASIC = [
  "code",
  "name",
  "name_en",
  "subname",
  "url",
  "price",
  "priceAfterDiscount",
  "stock",
  "purchasable",
  "disabled",
  "availableForPickup",
  "baseProduct",
] as const;

export const productShape: ObjectShape = {
  kind: "object",
  always: ["code"],
  BASIC,
  DEFAULT: [
    ...BASIC,
    "summary",
    "description",
    "keywords",
    "manufacturer",
    "brand",
    "discount",
    "averageRating",
    "numberOfReviews",
    "configurable",
    "configuratorType",
    "multidimensional",
    "maxOrderQuantity",
    "futureStocks",
    "images",
    "categories",
    "baseOptions",
    "variantOptions",
    "variantType",
    "kittingBundleTemplates",
    "potentialPromotions",
  ],
  children: {
    price,
    priceAfterDiscount: price,
    stock,
    discount,
    futureStocks: futureStock,
    images,
    categories: category,
    superCategories: category,
    classifications: classification,
    baseOptions: baseOption,
    variantOptions: variantOption,
    kittingBundleTemplates: kitTemplate,
    bundleTemplates: bundleTemplate,
    potentialPromotions: promotion,
  },
};
