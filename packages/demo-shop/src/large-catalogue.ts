/**
 * A large generated catalogue for benchmarks: tens of thousands of products made from the demo shop's product
 * types, added on top of the demo shop in batches. Pictures are content-addressed, so the thousands of products
 * of one type and colour share the same few media rows and the database stays small.
 */
import { eq, sql } from "drizzle-orm";
import { bumpCatalogVersion, type Database } from "@dukkan/api/database";
import * as schema from "@dukkan/api/tables";
import { BRANDS } from "./brands.js";
import { CLASSIFICATION_SYSTEM, DIMENSIONS_FEATURE, ERP_CLASS, HIDDEN_UNIT_TYPE } from "./catalog-builder.js";
import { COLOURS, MATERIALS, type Bilingual, type ProductTypeDef } from "./catalog-model.js";
import { DEPARTMENTS } from "./departments.js";
import { productImageSvg } from "./images.js";
import { insertChunked } from "./insert.js";
import { MediaLibrary } from "./media-library.js";
import { dimensionsText, productCopy, productName } from "./product-copy.js";
import { createRandom, type Random } from "./random.js";

export interface LargeCatalogueOptions {
  products: number;
  log?: (message: string) => void;
}

/** Product codes of the large catalogue start here, well above the demo shop's. */
const FIRST_N0 = 60_000;
const PER_N0 = 20;
const BATCH = 1_000;
const IMAGE_FORMATS = ["thumbnail", "product", "zoom"] as const;

/** Product lines tell apart the many products of one type, size and colour. */
const LINES: Bilingual[] = [
  { en: "Value line", ar: "الفئة الاقتصادية" },
  { en: "Classic line", ar: "الفئة الكلاسيكية" },
  { en: "Pro line", ar: "فئة المحترفين" },
  { en: "Premium line", ar: "الفئة الممتازة" },
  { en: "Trade line", ar: "الفئة التجارية" },
];

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

interface Batch {
  products: Insert<typeof schema.products>[];
  prices: Insert<typeof schema.prices>[];
  stockLevels: Insert<typeof schema.stockLevels>[];
  productCategories: Insert<typeof schema.productCategories>[];
  productImages: Insert<typeof schema.productImages>[];
  productFeatures: Insert<typeof schema.productFeatures>[];
  discounts: Insert<typeof schema.discounts>[];
}

/** The first free `{n0}` at or above FIRST_N0, so running the command twice adds more products. */
async function firstFreeN0(db: Database): Promise<number> {
  // Both drivers answer raw queries with `{ rows }`.
  const result = (await db.execute(
    sql`select max(split_part(${schema.products.code}, '-', 1)::int) as max from ${schema.products} where ${schema.products.code} ~ '^[0-9]+-[0-9]+$'`,
  )) as unknown as { rows: Array<{ max: number | string | null }> };
  return Math.max(FIRST_N0, (Number(result.rows[0]?.max) || 0) + 1);
}

function generateProduct(batch: Batch, media: MediaLibrary, random: Random, type: ProductTypeDef, code: string): void {
  const size = random.pick(type.sizes);
  const colour = random.pick(type.colours);
  const pack = random.pick(type.packs);
  const brand = random.pick(BRANDS);
  const line = random.pick(LINES);
  const base = productName(type, type.colours.length > 1 ? colour : undefined, size);
  const name = { en: `${base.en}, ${line.en}`, ar: `${base.ar}، ${line.ar}` };
  const copy = productCopy({ type, name, size, colour, pack, brandCode: brand.code });
  batch.products.push({
    code,
    name,
    ...copy,
    brandCode: brand.code,
    manufacturer: brand.manufacturer,
    availableForPickup: !type.deliveryOnly,
    averageRating: random.chance(0.6) ? Math.round((3 + random.next() * 2) * 10) / 10 : null,
    numberOfReviews: random.int(0, 120),
  });
  const priceFils = Math.max(500, Math.round((type.priceFils * (0.7 + random.next() * 1.6)) / 25) * 25);
  batch.prices.push({ productCode: code, currency: "AED", valueFils: priceFils });
  batch.stockLevels.push({
    productCode: code,
    available: random.chance(0.1) ? 0 : random.int(1, 2000),
    lowStockThreshold: 10,
  });
  batch.productCategories.push({ productCode: code, categoryCode: type.category });
  if (random.chance(0.05))
    batch.discounts.push({ productCode: code, absolute: false, value: random.pick([1000, 1500, 2000]) });

  const spec = { kind: type.drawing, colour: COLOURS[colour].hex, clear: colour === "clear" };
  (["front", "angled"] as const).forEach((view, galleryIndex) => {
    const mediaCode = media.addSvg(productImageSvg(spec, view));
    for (const format of IMAGE_FORMATS) {
      if (galleryIndex === 0)
        batch.productImages.push({ productCode: code, imageType: "PRIMARY", format, galleryIndex: 0, mediaCode });
      batch.productImages.push({ productCode: code, imageType: "GALLERY", format, galleryIndex, mediaCode });
    }
  });

  const [width, depth, height] = size.dims;
  const feature = (
    featureCode: string,
    classificationCode: string,
    label: Bilingual,
    value: Bilingual,
    position: number,
    unit: [string, string] | null,
    facet = false,
  ) =>
    batch.productFeatures.push({
      productCode: code,
      featureCode,
      classificationCode,
      classificationName:
        classificationCode === ERP_CLASS
          ? { en: "Measurements", ar: "القياسات" }
          : { en: "Product details", ar: "تفاصيل المنتج" },
      name: label,
      value,
      unitSymbol: unit?.[0] ?? null,
      unitType: unit?.[1] ?? null,
      facet,
      position,
    });
  const number = (value: number) => ({ en: String(value), ar: String(value) });
  feature(
    DIMENSIONS_FEATURE,
    "normal_product_classification_class",
    { en: "Dimensions (W × D × H)", ar: "الأبعاد (العرض × العمق × الارتفاع)" },
    dimensionsText(size.dims),
    1,
    ["cm", HIDDEN_UNIT_TYPE],
  );
  feature(`${ERP_CLASS}.width`, ERP_CLASS, { en: "Width", ar: "العرض" }, number(width), 2, ["cm", "length"]);
  feature(`${ERP_CLASS}.height`, ERP_CLASS, { en: "Height", ar: "الارتفاع" }, number(height), 3, ["cm", "length"]);
  feature(`${ERP_CLASS}.length`, ERP_CLASS, { en: "Length", ar: "الطول" }, number(depth), 4, ["cm", "length"]);
  feature(
    `${CLASSIFICATION_SYSTEM}/1.0/product_attributes.material`,
    "product_attributes",
    { en: "Material", ar: "الخامة" },
    MATERIALS[type.material],
    5,
    null,
    true,
  );
  feature(
    `${CLASSIFICATION_SYSTEM}/1.0/product_attributes.colour`,
    "product_attributes",
    { en: "Colour", ar: "اللون" },
    { en: COLOURS[colour].en, ar: COLOURS[colour].ar.m },
    6,
    null,
    true,
  );
}

async function insertBatch(db: Database, batch: Batch, media: MediaLibrary): Promise<void> {
  await db.transaction(async (tx) => {
    const medias = media.all();
    // Pictures are shared with the demo shop and earlier batches: insert only the new ones.
    for (let start = 0; start < medias.length; start += 200) {
      await tx
        .insert(schema.medias)
        .values(medias.slice(start, start + 200))
        .onConflictDoNothing();
    }
    await insertChunked(tx, schema.products, batch.products);
    await insertChunked(tx, schema.prices, batch.prices);
    await insertChunked(tx, schema.stockLevels, batch.stockLevels);
    await insertChunked(tx, schema.productCategories, batch.productCategories);
    await insertChunked(tx, schema.productImages, batch.productImages);
    await insertChunked(tx, schema.productFeatures, batch.productFeatures);
    await insertChunked(tx, schema.discounts, batch.discounts);
  });
}

/** Adds `products` generated products to a database holding the demo shop (their categories must exist). */
export async function seedLargeCatalogue(db: Database, options: LargeCatalogueOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(options.products) || options.products < 1)
    throw new Error("products must be a positive integer");
  const [category] = await db
    .select({ code: schema.categories.code })
    .from(schema.categories)
    .where(eq(schema.categories.code, DEPARTMENTS[0]!.category.code));
  if (!category) throw new Error("The large catalogue goes on top of the demo shop: seed the demo shop first");

  const types = DEPARTMENTS.flatMap((department) => department.types).filter((type) => !type.configurable);
  const startN0 = await firstFreeN0(db);
  const random = createRandom(startN0);
  const started = performance.now();
  for (let done = 0; done < options.products;) {
    const count = Math.min(BATCH, options.products - done);
    const batch: Batch = {
      products: [],
      prices: [],
      stockLevels: [],
      productCategories: [],
      productImages: [],
      productFeatures: [],
      discounts: [],
    };
    const media = new MediaLibrary();
    for (let index = done; index < done + count; index += 1) {
      const code = `${startN0 + Math.floor(index / PER_N0)}-${String((index % PER_N0) + 1).padStart(2, "0")}`;
      generateProduct(batch, media, random, types[index % types.length]!, code);
    }
    await insertBatch(db, batch, media);
    done += count;
    log(
      `large catalogue: ${done}/${options.products} products (${Math.round((performance.now() - started) / 1000)} s)`,
    );
  }
  await bumpCatalogVersion(db);
}
