/**
 * Turns the catalog-*.ts definitions into table rows: categories, brands, products (standalone, variant
 * families and kits) with prices, discounts, stock, features, images and category links. All randomness comes
 * from the seeded PRNG, in a fixed order, so a seed always builds the same shop; only dates move with `now`.
 */
import type {
  brands,
  categories,
  discounts,
  futureStocks,
  kitBundleComponents,
  kitBundleTemplates,
  prices,
  productCategories,
  productFeatures,
  productImages,
  products,
  stockLevels,
  variantQualifiers,
} from "@dukkan/api/tables";
import { BRANDS } from "./brands.js";
import { KITS, KIT_FAMILIES, type ComponentRef } from "./catalog-kits.js";
import {
  COLOURS,
  MATERIALS,
  type Bilingual,
  type CategoryDef,
  type ColourKey,
  type Department,
  type PackDef,
  type ProductTypeDef,
  type SizeDef,
} from "./catalog-model.js";
import { DEPARTMENTS } from "./departments.js";
import {
  brandLogoSvg,
  categoryTileSvg,
  productImageSvg,
  swatchSvg,
  type DrawingSpec,
  type ProductView,
} from "./images.js";
import type { MediaLibrary } from "./media-library.js";
import { dimensionsText, kitCopy, productCopy, productName } from "./product-copy.js";
import type { Random } from "./random.js";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type ProductRow = Insert<typeof products>;

export interface CatalogueRows {
  categories: Insert<typeof categories>[];
  brands: Insert<typeof brands>[];
  products: ProductRow[];
  productCategories: Insert<typeof productCategories>[];
  variantQualifiers: Insert<typeof variantQualifiers>[];
  kitBundleTemplates: Insert<typeof kitBundleTemplates>[];
  kitBundleComponents: Insert<typeof kitBundleComponents>[];
  productFeatures: Insert<typeof productFeatures>[];
  prices: Insert<typeof prices>[];
  discounts: Insert<typeof discounts>[];
  stockLevels: Insert<typeof stockLevels>[];
  futureStocks: Insert<typeof futureStocks>[];
  productImages: Insert<typeof productImages>[];
}

/** What the CMS needs from the catalogue: codes for its product carousels and the pictures of categories. */
export interface CatalogueHighlights {
  /** Enabled, in-stock products with an open-ended discount. */
  deals: string[];
  /** Products whose discount ends with the flash sale. */
  flashSale: string[];
  flashSaleEndsAt: Date;
  /** Best-rated in-stock products across departments. */
  recommended: string[];
  categoryImages: Map<string, string>;
  brandLogos: Map<string, string>;
}

export interface Catalogue {
  rows: CatalogueRows;
  highlights: CatalogueHighlights;
}

/** The specification features' classification system: the prefix of the dimensions feature code. */
export const CLASSIFICATION_SYSTEM = "dukkanClassification";
export const DIMENSIONS_FEATURE = `${CLASSIFICATION_SYSTEM}/1.0/normal_product_classification_class.dimensions_w_d_h`;
export const ERP_CLASS = "ERP_PRODUCT_CLASSIFICATION_CLASS";
const ATTRIBUTES_CLASS = "product_attributes";
/** Unit type whose symbol the storefront hides (the value already carries its unit). */
export const HIDDEN_UNIT_TYPE = "300";

export const FLASH_SALE_HOURS = 72;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHOP_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;
const IMAGE_FORMATS = ["thumbnail", "product", "zoom"] as const;
const ECO_DEPARTMENT = "eco-friendly";

/** The shop's prices end in .x5/.x0 for small amounts and .95 from AED 50, as Gulf shelf prices do. */
function retailFils(raw: number): number {
  if (raw < 5_000) return Math.max(500, Math.round(raw / 25) * 25);
  if (raw < 20_000) return Math.round(raw / 50) * 50;
  return Math.round(raw / 100) * 100 - 5;
}

/** Shop-local (UTC+4) calendar date, `days` from now. */
/** A demo kit drawn out of stock is restocked to this many kits (only the one sold out on purpose stays at 0). */
const KIT_RESTOCK = 40;

function shopDate(now: Date, days: number): string {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** How kits find a component: its type's English name, size, colour and pack count. */
const productKey = (typeName: string, size: string, colour: ColourKey, packCount: number) =>
  `${typeName}|${size}|${colour}|${packCount}`;

interface SellableProduct {
  code: string;
  priceFils: number;
  department: string;
  kind: "STANDARD" | "VARIANT" | "KIT";
}

/** Walks the definitions once and collects every row; one instance builds one shop. */
class CatalogueBuilder {
  readonly rows: CatalogueRows = {
    categories: [],
    brands: [],
    products: [],
    productCategories: [],
    variantQualifiers: [],
    kitBundleTemplates: [],
    kitBundleComponents: [],
    productFeatures: [],
    prices: [],
    discounts: [],
    stockLevels: [],
    futureStocks: [],
    productImages: [],
  };
  private readonly sellable: SellableProduct[] = [];
  private readonly byKey = new Map<string, SellableProduct>();
  private readonly types = new Map<string, ProductTypeDef>();
  private readonly categoryImages = new Map<string, string>();
  private readonly brandLogos = new Map<string, string>();
  private readonly positions = new Map<string, number>();
  private readonly productsByCode = new Map<string, ProductRow>();
  private readonly available = new Map<string, number>();
  private readonly soldOutKits = new Set<string>();
  private nextN0 = 10001;
  private nextKitN0 = 50010;

  constructor(
    private readonly random: Random,
    private readonly media: MediaLibrary,
    private readonly now: Date,
  ) {}

  build(departments: readonly Department[]): Catalogue {
    this.addBrands();
    departments.forEach((department, index) =>
      this.addCategory(department.category, null, index, department.category.colour),
    );
    for (const department of departments) {
      for (const type of department.types) {
        this.types.set(type.name.en, type);
        this.addType(type, department.category.code);
      }
    }
    this.addKits();
    this.addKitFamilies();
    this.disableSome();
    this.addStock();
    this.addRatings();
    const highlights = this.addDiscounts();
    return { rows: this.rows, highlights };
  }

  // ───────────── categories and brands ─────────────

  private addCategory(category: CategoryDef, parentCode: string | null, position: number, tint: ColourKey): void {
    const colour = COLOURS[category.colour];
    const image = this.media.addSvg(
      categoryTileSvg(
        { kind: category.drawing, colour: colour.hex, clear: category.colour === "clear" },
        COLOURS[tint].hex,
      ),
      category.name,
    );
    this.categoryImages.set(category.code, image);
    this.rows.categories.push({
      code: category.code,
      parentCode,
      name: category.name,
      description: category.description,
      // Codes are written as English slugs, unique in the whole tree, so they serve as the URL slug too.
      slug: category.code,
      position,
      imageMediaCode: image,
      seoTitle: { en: `${category.name.en} | Dukkan`, ar: `${category.name.ar} | دكان` },
      seoDescription: category.description,
    });
    category.children?.forEach((child, index) => this.addCategory(child, category.code, index, tint));
  }

  private addBrands(): void {
    BRANDS.forEach((brand, position) => {
      const logo = this.media.addSvg(brandLogoSvg(brand), brand.name);
      this.brandLogos.set(brand.code, logo);
      this.rows.brands.push({ code: brand.code, name: brand.name, slug: brand.code, logoMediaCode: logo, position });
    });
  }

  // ───────────── products ─────────────

  private addType(type: ProductTypeDef, department: string): void {
    const eco = department === ECO_DEPARTMENT;
    const showColour = type.colours.length > 1;
    let brandTurn = 0;
    const nextBrand = () => type.brands[brandTurn++ % type.brands.length] ?? BRANDS[0]!.code;

    if (type.variants === "SIZE") {
      for (const colour of type.colours) {
        for (const pack of type.packs) {
          this.addFamily(
            type,
            department,
            pack,
            nextBrand(),
            "SIZE",
            { colour: showColour ? colour : undefined, eco },
            type.sizes.map((size) => ({ size, colour })),
          );
        }
      }
      return;
    }
    if (type.variants === "COLOUR") {
      for (const size of type.sizes) {
        for (const pack of type.packs) {
          this.addFamily(
            type,
            department,
            pack,
            nextBrand(),
            "COLOUR",
            { size, eco },
            type.colours.map((colour) => ({ size, colour })),
          );
        }
      }
      return;
    }
    const n0 = this.nextN0++;
    let n1 = 1;
    for (const size of type.sizes) {
      for (const colour of type.colours) {
        const brand = nextBrand();
        for (const pack of type.packs) {
          const code = `${n0}-${String(n1++).padStart(2, "0")}`;
          this.addProduct({ code, kind: "STANDARD", type, department, size, colour, showColour, pack, brand, eco });
        }
      }
    }
  }

  private addFamily(
    type: ProductTypeDef,
    department: string,
    pack: PackDef,
    brand: string,
    qualifier: "SIZE" | "COLOUR",
    shared: { size?: SizeDef; colour?: ColourKey; eco: boolean },
    options: Array<{ size: SizeDef; colour: ColourKey }>,
  ): void {
    const n0 = this.nextN0++;
    const baseCode = `${n0}-00`;
    const first = options[0]!;
    const name = productName(type, shared.colour, shared.size);
    const copy = productCopy({ type, name, size: shared.size, colour: shared.colour, pack, brandCode: brand });
    this.pushProduct({
      code: baseCode,
      kind: "BASE",
      variantType: "GenericVariantProduct",
      name,
      ...copy,
      brandCode: brand,
      manufacturer: BRANDS.find((candidate) => candidate.code === brand)?.manufacturer ?? null,
      availableForPickup: !type.deliveryOnly,
      position: this.nextPosition(type.category),
    });
    this.link(baseCode, type.category);
    this.addImages(
      baseCode,
      name,
      { kind: type.drawing, colour: COLOURS[first.colour].hex, clear: first.colour === "clear", eco: shared.eco },
      pack,
    );
    this.addAttributeFeatures(baseCode, type, shared.colour, shared.size, pack);

    const variantPrices: number[] = [];
    options.forEach((option, index) => {
      const code = `${n0}-${String(index + 1).padStart(2, "0")}`;
      const priceFils = this.addProduct({
        code,
        kind: "VARIANT",
        baseProductCode: baseCode,
        type,
        department,
        size: option.size,
        colour: option.colour,
        showColour: type.colours.length > 1,
        pack,
        brand,
        eco: shared.eco,
        position: index + 1,
      });
      variantPrices.push(priceFils);
      const colour = COLOURS[option.colour];
      this.rows.variantQualifiers.push(
        qualifier === "SIZE"
          ? { productCode: code, qualifier: "SIZE", value: { en: option.size.en, ar: option.size.ar }, position: index }
          : {
              productCode: code,
              qualifier: "COLOUR",
              value: { en: colour.en, ar: colour.ar.m },
              imageMediaCode: this.media.addSvg(swatchSvg(colour.hex, option.colour === "clear"), {
                en: colour.en,
                ar: colour.ar.m,
              }),
              position: index,
            },
      );
    });
    // The base shows the lowest variant price ("from …") on listings; it is never sold itself.
    this.rows.prices.push({ productCode: baseCode, currency: "AED", valueFils: Math.min(...variantPrices) });
  }

  private addProduct(input: {
    code: string;
    kind: "STANDARD" | "VARIANT";
    baseProductCode?: string;
    type: ProductTypeDef;
    department: string;
    size: SizeDef;
    colour: ColourKey;
    showColour: boolean;
    pack: PackDef;
    brand: string;
    eco: boolean;
    position?: number;
  }): number {
    const { code, type, size, colour, pack, brand } = input;
    const name = productName(type, input.showColour ? colour : undefined, size);
    const copy = productCopy({
      type,
      name,
      size,
      colour: input.showColour ? colour : undefined,
      pack,
      brandCode: brand,
    });
    const priceFils = this.priceOf(type, size, colour, pack, name);
    this.pushProduct({
      code,
      kind: input.kind,
      baseProductCode: input.baseProductCode ?? null,
      name,
      ...copy,
      brandCode: brand,
      manufacturer: BRANDS.find((candidate) => candidate.code === brand)?.manufacturer ?? null,
      configurable: Boolean(type.configurable),
      configuratorType: type.configurable ? "TEXTFIELD" : null,
      // Made-to-order goods are limited per order so one cart cannot book the printer for a month.
      maxOrderQuantity: type.configurable ? 10 : null,
      availableForPickup: !type.deliveryOnly && !type.configurable,
      position: input.position ?? this.nextPosition(type.category),
    });
    this.rows.prices.push({ productCode: code, currency: "AED", valueFils: priceFils });
    this.link(code, type.category);
    this.addImages(
      code,
      name,
      { kind: type.drawing, colour: COLOURS[colour].hex, clear: colour === "clear", eco: input.eco },
      pack,
    );
    this.addDimensionFeatures(code, size);
    this.addAttributeFeatures(code, type, colour, size, pack);
    const entry: SellableProduct = { code, priceFils, department: input.department, kind: input.kind };
    this.sellable.push(entry);
    this.byKey.set(productKey(type.name.en, size.en, colour, pack.count), entry);
    return priceFils;
  }

  private pushProduct(row: ProductRow): void {
    this.rows.products.push(row);
    this.productsByCode.set(row.code, row);
  }

  private nextPosition(category: string): number {
    const position = (this.positions.get(category) ?? 0) + 1;
    this.positions.set(category, position);
    return position;
  }

  private link(code: string, category: string): void {
    this.rows.productCategories.push({
      productCode: code,
      categoryCode: category,
      position: this.positions.get(category) ?? 0,
    });
  }

  /** Size and colour steps of the type's price, then a bulk rate for big packs. */
  private priceOf(type: ProductTypeDef, size: SizeDef, colour: ColourKey, pack: PackDef, name: Bilingual): number {
    const sizeIndex = type.sizes.indexOf(size);
    const sizeFactor = size.priceFactor ?? 1 + 0.3 * sizeIndex;
    const colourFactor = colour === "black" || colour === "kraft" || colour === "gold" ? 1.06 : 1;
    const firstPack = type.packs[0]?.count ?? pack.count;
    const packFactor = (pack.count / firstPack) * (pack.count >= firstPack * 5 ? 0.82 : 1);
    const fils = retailFils(type.priceFils * sizeFactor * colourFactor * packFactor);
    // Keeps the demo honest: catering supplies sell between AED 5 and AED 300 a line.
    if (fils < 500 || fils > 30_000)
      throw new Error(`Seed price out of range for ${name.en} (${pack.count}): ${fils} fils`);
    return fils;
  }

  // ───────────── images and features ─────────────

  private addImages(code: string, name: Bilingual, spec: DrawingSpec, pack: PackDef): void {
    const views: ProductView[] = ["front", "angled"];
    if (pack.count > 1) views.push("pack");
    if (this.random.chance(0.5)) views.push("detail");
    const viewNames: Record<ProductView, Bilingual> = {
      front: { en: "front view", ar: "منظر أمامي" },
      angled: { en: "angled view", ar: "منظر جانبي" },
      pack: { en: "pack shot", ar: "صورة العبوة" },
      detail: { en: "close-up", ar: "صورة مقربة" },
    };
    views.forEach((view, galleryIndex) => {
      const altText = { en: `${name.en} – ${viewNames[view].en}`, ar: `${name.ar} – ${viewNames[view].ar}` };
      const mediaCode = this.media.addSvg(productImageSvg(spec, view), altText);
      for (const format of IMAGE_FORMATS) {
        if (galleryIndex === 0)
          this.rows.productImages.push({
            productCode: code,
            imageType: "PRIMARY",
            format,
            galleryIndex: 0,
            mediaCode,
            altText: name,
          });
        this.rows.productImages.push({
          productCode: code,
          imageType: "GALLERY",
          format,
          galleryIndex,
          mediaCode,
          altText,
        });
      }
    });
  }

  /** The four specification features the product page shows: dimensions, width, height and length. */
  private addDimensionFeatures(code: string, size: SizeDef): void {
    const [width, depth, height] = size.dims;
    this.rows.productFeatures.push({
      productCode: code,
      featureCode: DIMENSIONS_FEATURE,
      classificationCode: "normal_product_classification_class",
      classificationName: { en: "Product details", ar: "تفاصيل المنتج" },
      name: { en: "Dimensions (W × D × H)", ar: "الأبعاد (العرض × العمق × الارتفاع)" },
      value: dimensionsText(size.dims),
      unitSymbol: "cm",
      unitType: HIDDEN_UNIT_TYPE,
      position: 1,
    });
    const measures: Array<[string, Bilingual, number]> = [
      ["width", { en: "Width", ar: "العرض" }, width],
      ["height", { en: "Height", ar: "الارتفاع" }, height],
      ["length", { en: "Length", ar: "الطول" }, depth],
    ];
    measures.forEach(([feature, label, value], index) => {
      this.rows.productFeatures.push({
        productCode: code,
        featureCode: `${ERP_CLASS}.${feature}`,
        classificationCode: ERP_CLASS,
        classificationName: { en: "Measurements", ar: "القياسات" },
        name: label,
        value: { en: String(value), ar: String(value) },
        unitSymbol: "cm",
        unitType: "length",
        position: 2 + index,
      });
    });
  }

  /** Facet features: material, colour, capacity and pack size. */
  private addAttributeFeatures(
    code: string,
    type: ProductTypeDef,
    colour: ColourKey | undefined,
    size: SizeDef | undefined,
    pack: PackDef,
  ): void {
    const feature = (
      name: string,
      label: Bilingual,
      value: Bilingual,
      position: number,
      unit?: [symbol: string, unitType: string],
    ) =>
      this.rows.productFeatures.push({
        productCode: code,
        featureCode: `${CLASSIFICATION_SYSTEM}/1.0/${ATTRIBUTES_CLASS}.${name}`,
        classificationCode: ATTRIBUTES_CLASS,
        classificationName: { en: "Attributes", ar: "المواصفات" },
        name: label,
        value,
        unitSymbol: unit?.[0] ?? null,
        unitType: unit?.[1] ?? null,
        facet: true,
        position,
      });
    feature("material", { en: "Material", ar: "الخامة" }, MATERIALS[type.material], 5);
    if (colour)
      feature("colour", { en: "Colour", ar: "اللون" }, { en: COLOURS[colour].en, ar: COLOURS[colour].ar.m }, 6);
    if (size?.capacityMl)
      feature(
        "capacity",
        { en: "Capacity", ar: "السعة" },
        { en: String(size.capacityMl), ar: String(size.capacityMl) },
        7,
        ["ml", "volume"],
      );
    feature(
      "packSize",
      { en: "Pack size", ar: "عدد القطع في العبوة" },
      { en: String(pack.count), ar: String(pack.count) },
      8,
      ["pcs", "quantity"],
    );
  }

  // ───────────── kits ─────────────

  private resolve(ref: ComponentRef, kitName: string): SellableProduct {
    const type = this.types.get(ref.type);
    if (!type) throw new Error(`Kit "${kitName}": no product type named "${ref.type}"`);
    const key = productKey(
      ref.type,
      ref.size ?? type.sizes[0]!.en,
      ref.colour ?? type.colours[0]!,
      ref.pack ?? type.packs[0]!.count,
    );
    const product = this.byKey.get(key);
    if (!product) throw new Error(`Kit "${kitName}": no product ${key}`);
    return product;
  }

  private kitComponents(
    templateId: string,
    refs: ComponentRef[],
    kitName: string,
  ): { priceFils: number; lines: Bilingual[] } {
    let total = 0;
    const lines: Bilingual[] = [];
    refs.forEach((ref, position) => {
      const product = this.resolve(ref, kitName);
      total += product.priceFils * ref.quantity;
      const row = this.row(product.code);
      const subname = row.subname as Bilingual;
      lines.push({
        en: `${ref.quantity} × ${row.name.en} (${subname.en})`,
        ar: `${ref.quantity} × ${row.name.ar} (${subname.ar})`,
      });
      const existing = this.rows.kitBundleComponents.find(
        (component) => component.templateId === templateId && component.productCode === product.code,
      );
      if (existing) existing.quantity = (existing.quantity ?? 1) + ref.quantity;
      else
        this.rows.kitBundleComponents.push({ templateId, productCode: product.code, quantity: ref.quantity, position });
    });
    // A kit costs 12% less than its parts bought one by one.
    return { priceFils: retailFils(total * 0.88), lines };
  }

  private addKits(): void {
    for (const kit of KITS) {
      const n0 = this.nextKitN0++;
      const code = `kit~${kit.occasion}~${n0}-01`;
      const templateId = `kit-${kit.occasion}-${n0}-01`;
      if (kit.soldOut) this.soldOutKits.add(code);
      const { priceFils, lines } = this.kitComponents(templateId, kit.components, kit.name.en);
      this.pushProduct({
        code,
        kind: "KIT",
        name: kit.name,
        ...kitCopy(kit.name, kit.about, lines),
        manufacturer: "Dukkan Trading LLC",
        position: this.nextPosition(kit.category),
      });
      this.rows.kitBundleTemplates.push({ id: templateId, productCode: code, name: kit.name, version: "1.0" });
      this.rows.prices.push({
        productCode: code,
        currency: "AED",
        valueFils: this.checkedKitPrice(priceFils, kit.name.en),
      });
      this.link(code, kit.category);
      this.addImages(code, kit.name, { kind: "kit", colour: COLOURS[kit.colour].hex }, { count: 1 });
      this.sellable.push({ code, priceFils, department: "kits", kind: "KIT" });
    }
  }

  /** A kit family: a BASE product and one VARIANT kit per party size, qualifier `kit`. */
  private addKitFamilies(): void {
    for (const family of KIT_FAMILIES) {
      const n0 = this.nextKitN0++;
      const baseCode = `kit~${family.occasion}~${n0}-00`;
      const variantPrices: number[] = [];
      family.variants.forEach((variant, index) => {
        const n1 = String(index + 1).padStart(2, "0");
        // Kit variant codes start with "kit_" and keep the "~{a}~{n0}-{n1}" tail the product URL rule parses.
        const code = `kit_${variant.guests}~${family.occasion}~${n0}-${n1}`;
        const templateId = `kit-${family.occasion}-${variant.guests}-${n0}-${n1}`;
        const name = { en: `${family.name.en} for ${variant.label.en}`, ar: `${family.name.ar} لـ${variant.label.ar}` };
        const { priceFils, lines } = this.kitComponents(templateId, variant.components, name.en);
        variantPrices.push(priceFils);
        this.pushProduct({
          code,
          kind: "VARIANT",
          baseProductCode: baseCode,
          name,
          ...kitCopy(name, family.about, lines),
          manufacturer: "Dukkan Trading LLC",
          position: index + 1,
        });
        this.rows.kitBundleTemplates.push({ id: templateId, productCode: code, name, version: "1.0" });
        this.rows.prices.push({
          productCode: code,
          currency: "AED",
          valueFils: this.checkedKitPrice(priceFils, name.en),
        });
        this.rows.variantQualifiers.push({
          productCode: code,
          qualifier: "kit",
          value: variant.label,
          position: index,
        });
        this.link(code, family.category);
        this.addImages(code, name, { kind: "kit", colour: COLOURS[family.colour].hex }, { count: variant.guests });
        this.sellable.push({ code, priceFils, department: "kits", kind: "KIT" });
      });
      const lines = family.variants.map((variant) => variant.label);
      this.pushProduct({
        code: baseCode,
        kind: "BASE",
        variantType: "GenericVariantProduct",
        name: family.name,
        ...kitCopy(family.name, family.about, lines),
        subname: { en: "Choose the number of guests", ar: "اختر عدد الضيوف" },
        manufacturer: "Dukkan Trading LLC",
        position: this.nextPosition(family.category),
      });
      this.rows.prices.push({ productCode: baseCode, currency: "AED", valueFils: Math.min(...variantPrices) });
      this.link(baseCode, family.category);
      this.addImages(baseCode, family.name, { kind: "kit", colour: COLOURS[family.colour].hex }, { count: 1 });
    }
  }

  private checkedKitPrice(fils: number, name: string): number {
    if (fils < 500 || fils > 30_000) throw new Error(`Kit price out of range for ${name}: ${fils} fils`);
    return fils;
  }

  // ───────────── stock, ratings, flags and discounts ─────────────

  private row(code: string): ProductRow {
    const row = this.productsByCode.get(code);
    if (!row) throw new Error(`No product ${code}`);
    return row;
  }

  /** A few retired products stay in the database (old orders point at them) but are hidden from the shop. */
  private disableSome(): void {
    const used = new Set(this.rows.kitBundleComponents.map((component) => component.productCode));
    const candidates = this.sellable.filter((product) => product.kind === "STANDARD" && !used.has(product.code));
    for (let picked = 0; picked < 5;) {
      const product = this.random.pick(candidates);
      const row = this.row(product.code);
      if (row.disabled) continue;
      row.disabled = true;
      picked += 1;
    }
  }

  /** Mostly in stock; some low, some out of stock, many of those with a replenishment date. */
  private addStock(): void {
    for (const product of this.sellable) {
      const roll = this.random.next();
      const threshold = this.random.int(10, 25);
      let available: number;
      if (roll < 0.09) available = 0;
      else if (roll < 0.21) available = this.random.int(1, threshold);
      else available = this.random.int(40, product.priceFils > 10_000 ? 300 : 1500);
      this.available.set(product.code, available);
      this.rows.stockLevels.push({ productCode: product.code, available, lowStockThreshold: threshold });
      const restocks =
        available === 0 ? (this.random.chance(0.7) ? this.random.int(1, 2) : 0) : this.random.chance(0.1) ? 1 : 0;
      let day = 0;
      for (let i = 0; i < restocks; i += 1) {
        day += this.random.int(3, 18);
        this.rows.futureStocks.push({
          productCode: product.code,
          date: shopDate(this.now, day),
          quantity: this.random.int(5, 40) * 10,
        });
      }
      // Fast movers are capped per order so one buyer cannot clear the shelf.
      if (available > 0 && this.random.chance(0.1))
        this.row(product.code).maxOrderQuantity = this.random.pick([5, 10, 20, 50]);
    }
    this.stockKits();
    // A base product's stock is its variants' together, so listings can show it as available.
    for (const row of this.rows.products.filter((product) => product.kind === "BASE")) {
      const total = this.rows.products
        .filter((product) => product.baseProductCode === row.code)
        .reduce((sum, variant) => sum + (this.available.get(variant.code) ?? 0), 0);
      this.rows.stockLevels.push({ productCode: row.code, available: total, lowStockThreshold: 10 });
    }
  }

  /**
   * A kit sells only as many as its components make (catalog/kit-stock.ts), so the demo kits get stock of their
   * own and their components enough for all of it; the one kit sold out on purpose gets none and a restock date.
   * No random draws: the rest of the catalogue stays as it was.
   */
  private stockKits(): void {
    const stockRow = (code: string) => this.rows.stockLevels.find((row) => row.productCode === code)!;
    const setAvailable = (code: string, available: number) => {
      this.available.set(code, available);
      stockRow(code).available = available;
    };
    const needed = new Map<string, number>();
    for (const template of this.rows.kitBundleTemplates) {
      const kit = template.productCode;
      if (this.soldOutKits.has(kit)) {
        setAvailable(kit, 0);
        this.rows.futureStocks = this.rows.futureStocks.filter((future) => future.productCode !== kit);
        this.rows.futureStocks.push({ productCode: kit, date: shopDate(this.now, 12), quantity: 60 });
        continue;
      }
      if ((this.available.get(kit) ?? 0) === 0) setAvailable(kit, KIT_RESTOCK);
      const kits = this.available.get(kit)!;
      for (const component of this.rows.kitBundleComponents.filter((row) => row.templateId === template.id)) {
        const units = (component.quantity ?? 1) * kits;
        needed.set(component.productCode, Math.max(needed.get(component.productCode) ?? 0, units));
      }
    }
    for (const [code, units] of needed) {
      if ((this.available.get(code) ?? 0) < units) setAvailable(code, units);
    }
  }

  private addRatings(): void {
    for (const row of this.rows.products) {
      if (!this.random.chance(0.72)) continue;
      const reviews = Math.floor(1 + this.random.next() ** 2 * 240);
      row.numberOfReviews = reviews;
      row.averageRating = Math.round((3.4 + this.random.next() * 1.6) * 10) / 10;
    }
  }

  private addDiscounts(): CatalogueHighlights {
    const flashSaleEndsAt = new Date(this.now.getTime() + FLASH_SALE_HOURS * 60 * 60 * 1000);
    const startedAt = new Date(this.now.getTime() - 2 * DAY_MS);
    const onSale = this.sellable.filter((product) => !this.row(product.code).disabled && product.kind !== "KIT");
    const shuffled = this.random.shuffle(onSale);
    const deals: string[] = [];
    const flashSale: string[] = [];
    const inStock = (code: string) => (this.available.get(code) ?? 0) > 0;

    shuffled.slice(0, 60).forEach((product, index) => {
      const base = { productCode: product.code };
      if (index < 14) {
        // Flash sale: deep percentage cuts that all end together with the home page countdown.
        this.rows.discounts.push({
          ...base,
          absolute: false,
          value: this.random.pick([2000, 2500, 3000, 4000]),
          startsAt: startedAt,
          endsAt: flashSaleEndsAt,
        });
        if (inStock(product.code)) flashSale.push(product.code);
      } else if (index < 40) {
        const absolute = index % 3 === 0;
        const value = absolute
          ? Math.max(100, Math.round((product.priceFils * this.random.pick([0.1, 0.15, 0.2])) / 50) * 50)
          : this.random.pick([1000, 1500, 2000, 2500]);
        this.rows.discounts.push({ ...base, absolute, value });
        if (inStock(product.code)) deals.push(product.code);
      } else if (index < 56) {
        // Time-boxed promotions of one to two weeks.
        const absolute = index % 2 === 0;
        const value = absolute
          ? Math.max(100, Math.round((product.priceFils * 0.12) / 50) * 50)
          : this.random.pick([1000, 1500]);
        this.rows.discounts.push({
          ...base,
          absolute,
          value,
          startsAt: startedAt,
          endsAt: new Date(this.now.getTime() + this.random.int(7, 14) * DAY_MS),
        });
        if (inStock(product.code)) deals.push(product.code);
      } else {
        // Announced for next month: stored, not yet shown.
        this.rows.discounts.push({
          ...base,
          absolute: false,
          value: 1500,
          startsAt: new Date(this.now.getTime() + 20 * DAY_MS),
          endsAt: new Date(this.now.getTime() + 34 * DAY_MS),
        });
      }
    });

    const rated = onSale
      .filter((product) => inStock(product.code) && !deals.includes(product.code) && !flashSale.includes(product.code))
      .map((product) => ({ product, row: this.row(product.code) }))
      .filter(({ row }) => (row.numberOfReviews ?? 0) >= 10)
      .sort(
        (a, b) =>
          (b.row.averageRating ?? 0) - (a.row.averageRating ?? 0) ||
          (b.row.numberOfReviews ?? 0) - (a.row.numberOfReviews ?? 0),
      );
    const recommended: string[] = [];
    const departmentsUsed = new Map<string, number>();
    for (const { product } of rated) {
      if ((departmentsUsed.get(product.department) ?? 0) >= 2) continue;
      departmentsUsed.set(product.department, (departmentsUsed.get(product.department) ?? 0) + 1);
      recommended.push(product.code);
      if (recommended.length === 12) break;
    }
    return {
      deals,
      flashSale,
      flashSaleEndsAt,
      recommended,
      categoryImages: this.categoryImages,
      brandLogos: this.brandLogos,
    };
  }
}

export function buildCatalogue(random: Random, media: MediaLibrary, now: Date): Catalogue {
  return new CatalogueBuilder(random, media, now).build(DEPARTMENTS);
}
