/**
 * Builds the OCC Product JSON (every attribute; `fields` pruning happens afterwards) from product records.
 * Pure: the clock, language and lookups come in, so views can be cached until `validUntil`.
 */
import { applyDiscount, occPrice, toDirhams } from "@dukkan/money";
import { CURRENCY, type Language, type Product } from "@dukkan/occ";
import { localize } from "../language/localized.js";
import { mediaUrl } from "../media/media-url.js";
import { qrCodeImageUrl } from "../qr/qr-code-url.js";
import type { BrandNode, CategoryNode, DiscountRow, ProductRecord } from "./product-repository.js";

type OccPrice = NonNullable<Product["price"]>;
type OccStock = NonNullable<Product["stock"]>;
type OccImage = NonNullable<NonNullable<Product["images"]>["PRIMARY"]>[string];
type OccVariantOption = NonNullable<Product["variantOptions"]>[number];
type OccCategory = NonNullable<Product["categories"]>[number];

export interface ViewContext {
  language: Language;
  now: Date;
  mediaBaseUrl: string;
  categories: ReadonlyMap<string, CategoryNode>;
  brands: ReadonlyMap<string, BrandNode>;
  /** Records of the product's family (its base product and their variants); absent members are skipped. */
  records: ReadonlyMap<string, ProductRecord>;
}

export interface ProductView {
  product: Product;
  /** When the view stops being true (a discount starts or ends, a future stock date passes). */
  validUntil: number;
}

const VARIANT_TYPE_DEFAULT = "GenericVariantProduct";
/** The shop's clock: delivery dates and "future" stock are days in the UAE (UTC+4, no daylight saving). */
const SHOP_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Lower-case ASCII words joined by '-': "Paper Cup 8oz (50 pcs)" → "paper-cup-8oz-50-pcs". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function productUrl(record: ProductRecord): string {
  if (record.product.url) return record.product.url;
  const slug = slugify(record.product.name.en);
  return slug ? `/product/${record.product.code}-${slug}` : `/product/${record.product.code}`;
}

/** /category/{ancestor slugs…}/{slug} */
export function categoryUrl(code: string, categories: ReadonlyMap<string, CategoryNode>): string {
  const slugs: string[] = [];
  const seen = new Set<string>();
  for (
    let node = categories.get(code);
    node && !seen.has(node.code);
    node = node.parentCode ? categories.get(node.parentCode) : undefined
  ) {
    seen.add(node.code);
    slugs.unshift(node.slug);
  }
  return `/category/${slugs.join("/")}`;
}

function isDiscountActive(discount: DiscountRow, now: Date): boolean {
  return (!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now);
}

/** The shop-local calendar date (YYYY-MM-DD) of an instant. */
function shopDate(instant: Date): string {
  return new Date(instant.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function nextShopMidnight(now: Date): number {
  const local = now.getTime() + SHOP_UTC_OFFSET_MS;
  const day = 24 * 60 * 60 * 1000;
  return Math.floor(local / day) * day + day - SHOP_UTC_OFFSET_MS;
}

interface Pricing {
  price?: OccPrice;
  priceAfterDiscount?: OccPrice;
  discount?: Product["discount"];
}

function pricing(record: ProductRecord, language: Language, now: Date): Pricing {
  if (record.priceFils === null) return {};
  const price = { ...occPrice(record.priceFils, language, CURRENCY), priceType: "BUY" };
  const active = record.discounts.filter((discount) => isDiscountActive(discount, now));
  if (active.length === 0) return { price };
  const afterFils = active.reduce((fils, discount) => applyDiscount(fils, discount), record.priceFils);
  return {
    price,
    priceAfterDiscount: { ...occPrice(afterFils, language, CURRENCY), priceType: "BUY" },
    discount: {
      subtotalDiscountValue: toDirhams(record.priceFils - afterFils),
      discountRows: active.map((discount) => ({
        absolute: discount.absolute,
        currencyIso: CURRENCY,
        // Absolute rows are AED amounts, percentage rows are percent (stored as basis points).
        value: discount.absolute ? toDirhams(discount.value) : discount.value / 100,
      })),
    },
  };
}

export function stockOf(record: ProductRecord): OccStock {
  const available = Math.max(0, record.stock?.available ?? 0);
  const threshold = record.stock?.lowStockThreshold ?? 0;
  const stockLevelStatus = available <= 0 ? "outOfStock" : available <= threshold ? "lowStock" : "inStock";
  return { stockLevelStatus, stockLevel: available, isValueRounded: false };
}

function images(record: ProductRecord, context: ViewContext): Product["images"] {
  if (record.images.length === 0) return undefined;
  const alt = localize(record.product.name, context.language);
  const image = (row: ProductRecord["images"][number]): OccImage => ({
    imageType: row.imageType,
    format: row.format,
    url: mediaUrl(context.mediaBaseUrl, row.mediaCode, row.format),
    altText: localize(row.altText, context.language) ?? alt,
    ...(row.imageType === "GALLERY" ? { galleryIndex: row.galleryIndex } : {}),
  });
  const primary: Record<string, OccImage> = {};
  const gallery = new Map<number, Record<string, OccImage>>();
  for (const row of record.images) {
    if (row.imageType === "PRIMARY") {
      primary[row.format] = image(row);
    } else {
      const formats = gallery.get(row.galleryIndex) ?? {};
      formats[row.format] = image(row);
      gallery.set(row.galleryIndex, formats);
    }
  }
  return {
    ...(Object.keys(primary).length > 0 ? { PRIMARY: primary } : {}),
    ...(gallery.size > 0
      ? { GALLERY: [...gallery.entries()].sort(([a], [b]) => a - b).map(([, formats]) => formats) }
      : {}),
  };
}

function category(code: string, context: ViewContext): OccCategory | undefined {
  const node = context.categories.get(code);
  if (!node) return undefined;
  return { code, name: localize(node.name, context.language), url: categoryUrl(code, context.categories) };
}

function ancestorCodes(codes: readonly string[], categories: ReadonlyMap<string, CategoryNode>): string[] {
  const ancestors: string[] = [];
  for (const code of codes) {
    const chain: string[] = [];
    for (
      let parent = categories.get(code)?.parentCode;
      parent && !chain.includes(parent);
      parent = categories.get(parent)?.parentCode ?? null
    ) {
      chain.unshift(parent);
    }
    for (const ancestor of chain)
      if (!ancestors.includes(ancestor) && !codes.includes(ancestor)) ancestors.push(ancestor);
  }
  return ancestors;
}

function classifications(record: ProductRecord, language: Language): Product["classifications"] {
  if (record.features.length === 0) return undefined;
  const byCode = new Map<string, NonNullable<Product["classifications"]>[number]>();
  for (const feature of record.features) {
    let classification = byCode.get(feature.classificationCode);
    if (!classification) {
      classification = {
        code: feature.classificationCode,
        name: localize(feature.classificationName, language) ?? feature.classificationCode,
        features: [],
      };
      byCode.set(feature.classificationCode, classification);
    }
    classification.features.push({
      code: feature.featureCode,
      name: localize(feature.name, language) ?? feature.featureCode,
      comparable: true,
      range: false,
      featureValues: [{ value: localize(feature.value, language) ?? "" }],
      ...(feature.unitSymbol || feature.unitType
        ? {
            featureUnit: {
              symbol: feature.unitSymbol ?? "",
              unitType: feature.unitType ?? "",
              name: feature.unitSymbol ?? "",
            },
          }
        : {}),
    });
  }
  return [...byCode.values()];
}

function variantOption(ownRecord: ProductRecord, context: ViewContext): OccVariantOption {
  const record = withBaseFallbacks(ownRecord, context.records);
  const { price, priceAfterDiscount } = pricing(record, context.language, context.now);
  const thumbnail = record.images.find((image) => image.imageType === "PRIMARY" && image.format === "thumbnail");
  return {
    code: record.product.code,
    url: productUrl(record),
    disabled: record.product.disabled,
    stock: stockOf(record),
    ...(price ? { priceData: price } : {}),
    ...(priceAfterDiscount ? { priceAfterDiscount } : {}),
    ...(thumbnail
      ? {
          images: [
            {
              imageType: "PRIMARY" as const,
              format: "thumbnail",
              url: mediaUrl(context.mediaBaseUrl, thumbnail.mediaCode, "thumbnail"),
              altText: localize(record.product.name, context.language),
            },
          ],
        }
      : {}),
    variantOptionQualifiers: record.qualifiers.map((qualifier) => ({
      qualifier: qualifier.qualifier,
      value: localize(qualifier.value, context.language) ?? "",
      ...(qualifier.imageMediaCode
        ? {
            image: {
              format: "styleSwatch",
              url: mediaUrl(context.mediaBaseUrl, qualifier.imageMediaCode, "thumbnail"),
            },
          }
        : {}),
    })),
  };
}

/** Variant options of a base product, in display order. */
function variantsOf(base: ProductRecord, context: ViewContext): ProductRecord[] {
  return base.variantCodes.map((code) => context.records.get(code)).filter((record) => record !== undefined);
}

function variantStructure(record: ProductRecord, context: ViewContext): Partial<Product> {
  const { product } = record;
  if (product.kind === "VARIANT" && product.baseProductCode) {
    const base = context.records.get(product.baseProductCode);
    if (!base) return { baseProduct: product.baseProductCode };
    return {
      baseProduct: base.product.code,
      baseOptions: [
        {
          variantType: base.product.variantType ?? VARIANT_TYPE_DEFAULT,
          selected: variantOption(record, context),
          options: variantsOf(base, context).map((variant) => variantOption(variant, context)),
        },
      ],
    };
  }
  if (product.kind === "BASE") {
    const variants = variantsOf(record, context);
    const options = variants.map((variant) => variantOption(variant, context));
    // A base product is not sold itself; its first enabled variant is the one a shopper lands on.
    const selected = options.find((option) => !option.disabled);
    const variantType = product.variantType ?? VARIANT_TYPE_DEFAULT;
    return {
      variantType,
      baseOptions: [{ variantType, ...(selected ? { selected } : {}), options }],
      variantOptions: options,
    };
  }
  return {};
}

/**
 * A variant shows its base product's copy, brand, pictures, categories and specifications where it has none
 * of its own (as SAP Commerce's populators fall back to the base product).
 */
function withBaseFallbacks(record: ProductRecord, records: ReadonlyMap<string, ProductRecord>): ProductRecord {
  const { product } = record;
  const base = product.kind === "VARIANT" && product.baseProductCode ? records.get(product.baseProductCode) : undefined;
  if (!base) return record;
  const inherited = base.product;
  return {
    ...record,
    product: {
      ...product,
      summary: product.summary ?? inherited.summary,
      description: product.description ?? inherited.description,
      usage: product.usage ?? inherited.usage,
      keywords: product.keywords ?? inherited.keywords,
      seoTitle: product.seoTitle ?? inherited.seoTitle,
      seoDescription: product.seoDescription ?? inherited.seoDescription,
      brandCode: product.brandCode ?? inherited.brandCode,
      manufacturer: product.manufacturer ?? inherited.manufacturer,
    },
    images: record.images.length > 0 ? record.images : base.images,
    categoryCodes: record.categoryCodes.length > 0 ? record.categoryCodes : base.categoryCodes,
    features: record.features.length > 0 ? record.features : base.features,
  };
}

function keywordList(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const keywords = text
    .split(/[,،;]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return keywords.length > 0 ? keywords : undefined;
}

/**
 * Whose price a product shows: its own, except a base product, which shows the price (and discount) of the
 * variant a shopper lands on: its first enabled, priced variant (the search index sorts tiles by the same price).
 */
function pricedRecord(record: ProductRecord, context: ViewContext): ProductRecord {
  if (record.product.kind !== "BASE") return record;
  const landing = variantsOf(record, context).find(
    (variant) => !variant.product.disabled && variant.priceFils !== null,
  );
  return landing ?? record;
}

/** The moment the view of this family stops being accurate. */
function validUntil(records: Iterable<ProductRecord>, now: Date): number {
  let until = Number.POSITIVE_INFINITY;
  const nowMs = now.getTime();
  for (const record of records) {
    for (const discount of record.discounts) {
      for (const boundary of [discount.startsAt, discount.endsAt]) {
        if (boundary && boundary.getTime() > nowMs) until = Math.min(until, boundary.getTime());
      }
    }
    if (record.futureStocks.length > 0) until = Math.min(until, nextShopMidnight(now));
  }
  return until;
}

export function buildProductView(ownRecord: ProductRecord, context: ViewContext): ProductView {
  const record = withBaseFallbacks(ownRecord, context.records);
  const { product } = record;
  const { language, now } = context;
  const today = shopDate(now);
  const brand = product.brandCode ? context.brands.get(product.brandCode) : undefined;
  const futureStocks = record.futureStocks
    .filter((future) => future.date > today)
    .map((future) => ({
      date: `${future.date}T00:00:00+04:00`,
      formattedDate: `${future.date.slice(8, 10)}/${future.date.slice(5, 7)}/${future.date.slice(0, 4)}`,
      stock: { stockLevelStatus: "inStock" as const, stockLevel: future.quantity },
    }));
  const { price, priceAfterDiscount, discount } = pricing(pricedRecord(record, context), language, now);
  const categoryRefs = record.categoryCodes.map((code) => category(code, context)).filter((ref) => ref !== undefined);
  const superCategoryRefs = ancestorCodes(record.categoryCodes, context.categories)
    .map((code) => category(code, context))
    .filter((ref) => ref !== undefined);
  const kit = record.kitTemplates.map((template) => ({
    id: template.id,
    name: localize(template.name, language),
    version: template.version,
    products: template.components.map((component) => ({ code: component.productCode, quantity: component.quantity })),
  }));

  const view: Product = {
    code: product.code,
    name: localize(product.name, language),
    name_en: product.name.en,
    subname: localize(product.subname, language),
    url: productUrl(record),
    summary: localize(product.summary, language),
    description: localize(product.description, language),
    usage: localize(product.usage, language),
    keywords: keywordList(localize(product.keywords, language)),
    seoTitle: localize(product.seoTitle, language),
    seoDescription: localize(product.seoDescription, language),
    manufacturer: product.manufacturer ?? undefined,
    qrCodeImageUrl: qrCodeImageUrl(context.mediaBaseUrl, product.code, language),
    brand: brand ? { code: brand.code, name: localize(brand.name, language) ?? brand.code } : undefined,
    price,
    priceAfterDiscount,
    discount,
    averageRating: product.averageRating ?? undefined,
    numberOfReviews: product.numberOfReviews,
    disabled: product.disabled,
    // A base product is sold through its variants; a product without a price cannot be bought.
    purchasable: product.purchasable && product.kind !== "BASE" && record.priceFils !== null,
    configurable: product.configurable,
    configuratorType: product.configuratorType ?? undefined,
    multidimensional: product.kind === "BASE" || product.kind === "VARIANT",
    availableForPickup: product.availableForPickup,
    stock: stockOf(record),
    maxOrderQuantity: product.maxOrderQuantity ?? undefined,
    futureStocks: futureStocks.length > 0 ? futureStocks : undefined,
    images: images(record, context),
    categories: categoryRefs,
    superCategories: superCategoryRefs,
    classifications: classifications(record, language),
    ...variantStructure(record, context),
    kittingBundleTemplates: kit.length > 0 ? kit : undefined,
    // Only when named (no level includes it): the spec's bundle-template call.
    bundleTemplates: kit.length > 0 ? kit : undefined,
  };
  return { product: view, validUntil: validUntil([record, ...context.records.values()], now) };
}
