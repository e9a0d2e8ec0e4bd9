/**
 * The vocabulary the demo catalogue is written in: categories, product types, colours, materials, sizes and packs,
 * each with its English and Arabic wording. The catalog-*.ts files describe the shop in these terms and
 * catalog-builder.ts turns them into rows, so the copy is written once per product type and reads naturally for
 * every size, colour and pack the type comes in.
 */
import type { DrawingKind } from "./drawings.js";

/** Both languages are required in the seed, unlike the schema's `Localized`. */
export type Bilingual = { en: string; ar: string };

/** Arabic adjectives agree with the noun's gender (non-human plurals take the feminine singular). */
export type ArabicGender = "m" | "f";

export interface ColourDef {
  en: string;
  ar: Record<ArabicGender, string>;
  /** Fill used by the drawings and swatches. */
  hex: string;
}

export const COLOURS = {
  white: { en: "White", ar: { m: "أبيض", f: "بيضاء" }, hex: "#F4F1EA" },
  black: { en: "Black", ar: { m: "أسود", f: "سوداء" }, hex: "#2D2D33" },
  kraft: { en: "Kraft", ar: { m: "كرافت", f: "كرافت" }, hex: "#B98A57" },
  clear: { en: "Clear", ar: { m: "شفاف", f: "شفافة" }, hex: "#CFE9F3" },
  red: { en: "Red", ar: { m: "أحمر", f: "حمراء" }, hex: "#D64545" },
  blue: { en: "Blue", ar: { m: "أزرق", f: "زرقاء" }, hex: "#3A74C9" },
  green: { en: "Green", ar: { m: "أخضر", f: "خضراء" }, hex: "#3E9B5F" },
  yellow: { en: "Yellow", ar: { m: "أصفر", f: "صفراء" }, hex: "#F2C230" },
  pink: { en: "Pink", ar: { m: "وردي", f: "وردية" }, hex: "#EE8FB4" },
  gold: { en: "Gold", ar: { m: "ذهبي", f: "ذهبية" }, hex: "#CFA53E" },
  silver: { en: "Silver", ar: { m: "فضي", f: "فضية" }, hex: "#B9BEC6" },
  purple: { en: "Purple", ar: { m: "بنفسجي", f: "بنفسجية" }, hex: "#8258B8" },
  orange: { en: "Orange", ar: { m: "برتقالي", f: "برتقالية" }, hex: "#EF8A2F" },
  natural: { en: "Natural", ar: { m: "طبيعي", f: "طبيعية" }, hex: "#E2CFA4" },
  turquoise: { en: "Turquoise", ar: { m: "فيروزي", f: "فيروزية" }, hex: "#2FB3B0" },
} as const satisfies Record<string, ColourDef>;
export type ColourKey = keyof typeof COLOURS;

export const MATERIALS = {
  paper: { en: "Paper", ar: "ورق" },
  kraftPaper: { en: "Kraft paper", ar: "ورق كرافت" },
  cardboard: { en: "Corrugated cardboard", ar: "كرتون مضلع" },
  pp: { en: "Polypropylene (PP)", ar: "بولي بروبيلين (PP)" },
  pet: { en: "PET plastic", ar: "بلاستيك PET" },
  ps: { en: "Polystyrene (PS)", ar: "بوليسترين (PS)" },
  hdpe: { en: "Polyethylene (HDPE)", ar: "بولي إيثيلين (HDPE)" },
  ldpe: { en: "Polyethylene (LDPE)", ar: "بولي إيثيلين (LDPE)" },
  aluminium: { en: "Aluminium", ar: "ألمنيوم" },
  wood: { en: "Birch wood", ar: "خشب البتولا" },
  bamboo: { en: "Bamboo", ar: "خيزران" },
  bagasse: { en: "Sugarcane bagasse", ar: "تفل قصب السكر" },
  palmLeaf: { en: "Areca palm leaf", ar: "سعف نخيل الأريكا" },
  pla: { en: "Plant-based PLA", ar: "PLA نباتي" },
  nitrile: { en: "Nitrile", ar: "نتريل" },
  vinyl: { en: "Vinyl", ar: "فينيل" },
  latex: { en: "Natural latex", ar: "لاتكس طبيعي" },
  nonWoven: { en: "Non-woven polypropylene", ar: "قماش غير منسوج" },
  tissue: { en: "Virgin cellulose tissue", ar: "ورق سليلوز نقي" },
  spunlace: { en: "Spunlace fabric", ar: "قماش سبنليس" },
  foam: { en: "Polyurethane foam", ar: "إسفنج بولي يوريثان" },
  siliconePaper: { en: "Silicone-coated paper", ar: "ورق مطلي بالسيليكون" },
  pvc: { en: "PVC film", ar: "غشاء PVC" },
  cotton: { en: "Cotton blend", ar: "قطن ممزوج" },
  foil: { en: "Metallic foil", ar: "ورق معدني" },
} as const satisfies Record<string, Bilingual>;
export type MaterialKey = keyof typeof MATERIALS;

/** What one unit in a pack is called, with the Arabic forms counting needs (see arabicCount). */
export interface CountedNoun {
  en: [singular: string, plural: string];
  /** Singular, dual, plural (3–10), accusative singular (11–99). */
  ar: [singular: string, dual: string, plural: string, accusative: string];
}

export const UNITS = {
  piece: { en: ["piece", "pieces"], ar: ["قطعة", "قطعتان", "قطع", "قطعةً"] },
  roll: { en: ["roll", "rolls"], ar: ["رول", "رولان", "رولات", "رولاً"] },
  sheet: { en: ["sheet", "sheets"], ar: ["ورقة", "ورقتان", "أوراق", "ورقةً"] },
  bag: { en: ["bag", "bags"], ar: ["كيس", "كيسان", "أكياس", "كيساً"] },
  pair: { en: ["pair", "pairs"], ar: ["زوج", "زوجان", "أزواج", "زوجاً"] },
  pack: { en: ["pack", "packs"], ar: ["عبوة", "عبوتان", "عبوات", "عبوةً"] },
  set: { en: ["set", "sets"], ar: ["طقم", "طقمان", "أطقم", "طقماً"] },
  box: { en: ["box", "boxes"], ar: ["علبة", "علبتان", "علب", "علبةً"] },
  bottle: { en: ["bottle", "bottles"], ar: ["عبوة", "عبوتان", "عبوات", "عبوةً"] },
  product: { en: ["product", "products"], ar: ["منتج", "منتجان", "منتجات", "منتجاً"] },
} as const satisfies Record<string, CountedNoun>;
export type UnitKey = keyof typeof UNITS;

/** How the units are sold together: the word on the subname ("Pack of 50" / "عبوة من 50"). */
export const PACKINGS = {
  pack: { en: "Pack", ar: "عبوة" },
  carton: { en: "Carton", ar: "كرتونة" },
  box: { en: "Box", ar: "علبة" },
  bundle: { en: "Bundle", ar: "رزمة" },
  roll: { en: "Roll", ar: "رول" },
} as const satisfies Record<string, Bilingual>;
export type PackingKey = keyof typeof PACKINGS;

/** A pack on sale: how many units, and the packing word for it. */
export interface PackDef {
  count: number;
  packing?: PackingKey;
}

export interface SizeDef {
  /** As shown after the name and as the SIZE variant value: "8 oz", "500 ml", "Size M". */
  en: string;
  ar: string;
  /** Width × depth × height in centimetres (the specification table). */
  dims: readonly [number, number, number];
  /** Capacity in millilitres, for containers and cups (a facet). */
  capacityMl?: number;
  /** Price relative to the type's first size; defaults to +30% per step. */
  priceFactor?: number;
}

/**
 * One product type: the copy, the options and the price point from which its products are made.
 * `name` may hold `{c}` where the colour goes; otherwise English puts the colour first and Arabic after the noun.
 */
export interface ProductTypeDef {
  /** Leaf category code. */
  category: string;
  drawing: DrawingKind;
  name: Bilingual;
  gender: ArabicGender;
  /** One or two sentences about the type, shown first in the summary. */
  about: Bilingual;
  /** Selling points for the summary list; same order in both languages. */
  highlights: { en: string[]; ar: string[] };
  /** Steps and tips for the usage tab. */
  usage: { en: string[]; ar: string[] };
  keywords: Bilingual;
  material: MaterialKey;
  sizes: readonly SizeDef[];
  colours: readonly ColourKey[];
  packs: readonly PackDef[];
  unit?: UnitKey;
  /** Price in fils of the first size, colour and pack (VAT included). */
  priceFils: number;
  /** Brand codes, used in turn. */
  brands: readonly string[];
  /** Sell the sizes or colours as variants of one base product instead of separate products. */
  variants?: "SIZE" | "COLOUR";
  /** Made to order with the shopper's text (printed cups, bags …): TEXTFIELD configurator. */
  configurable?: boolean;
  /** Stocked in the warehouse only (large cartons): cannot be collected from a shop. */
  deliveryOnly?: boolean;
}

export interface CategoryDef {
  code: string;
  name: Bilingual;
  description: Bilingual;
  /** Drawing and colour of the category tile. */
  drawing: DrawingKind;
  colour: ColourKey;
  children?: CategoryDef[];
}

/** A top-level category with the product types sold under it. */
export interface Department {
  category: CategoryDef;
  types: ProductTypeDef[];
}

/** "50 قطعة", "3 قطع", "12 رولاً": Arabic counted nouns follow the number. */
export function arabicCount(count: number, unit: CountedNoun): string {
  const [singular, dual, plural, accusative] = unit.ar;
  if (count === 1) return `${singular} واحد${singular.endsWith("ة") ? "ة" : ""}`;
  if (count === 2) return dual;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} ${plural}`;
  if (lastTwo >= 11) return `${count} ${accusative}`;
  return `${count} ${singular}`;
}

export function englishCount(count: number, unit: CountedNoun): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? unit.en[0] : unit.en[1]}`;
}

// ───────────── size and pack shorthands for the catalog-*.ts files ─────────────

type Dims = readonly [number, number, number];

/** Arabic units after a whole number from 3 to 10 take the plural ("8 أونصات"); otherwise the singular. */
const arabicUnit = (count: number, singular: string, plural: string) =>
  Number.isInteger(count) && count % 100 >= 3 && count % 100 <= 10 ? plural : singular;

/** "8 oz" with its capacity in millilitres. */
export const oz = (ounces: number, millilitres: number, dims: Dims, priceFactor?: number): SizeDef => ({
  en: `${ounces} oz`,
  ar: `${ounces} ${arabicUnit(ounces, "أونصة", "أونصات")}`,
  capacityMl: millilitres,
  dims,
  priceFactor,
});

/** "500 ml", or "1.5 L" from a litre up. */
export const ml = (millilitres: number, dims: Dims, priceFactor?: number): SizeDef =>
  millilitres >= 1000
    ? {
        en: `${millilitres / 1000} L`,
        ar: `${millilitres / 1000} ${arabicUnit(millilitres / 1000, "لتر", "لترات")}`,
        capacityMl: millilitres,
        dims,
        priceFactor,
      }
    : { en: `${millilitres} ml`, ar: `${millilitres} مل`, capacityMl: millilitres, dims, priceFactor };

/** "26 × 32 cm" (width × height as printed on packaging), or "23 cm" for a diameter or length. */
export const cm = (measures: readonly number[], dims: Dims, priceFactor?: number): SizeDef => ({
  en: `${measures.join(" × ")} cm`,
  ar: `${measures.join(" × ")} سم`,
  dims,
  priceFactor,
});

/** "12 in", for pizza boxes, plates and balloons sold by the inch. */
export const inch = (inches: number, dims: Dims, priceFactor?: number): SizeDef => ({
  en: `${inches} in`,
  ar: `${inches} ${arabicUnit(inches, "إنش", "إنشات")}`,
  dims,
  priceFactor,
});

/** A size with its own wording ("Size M", "150 sheets", "4-cup"). */
export const sized = (en: string, ar: string, dims: Dims, priceFactor?: number): SizeDef => ({
  en,
  ar,
  dims,
  priceFactor,
});

export const pack = (count: number, packing: PackingKey = "pack"): PackDef => ({ count, packing });
